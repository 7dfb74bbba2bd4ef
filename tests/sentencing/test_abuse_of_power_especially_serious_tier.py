"""滥用职权 and 玩忽职守 (刑法第三百九十七条): 法释〔2012〕18号第一条第二款 puts an economic loss of 150万元 or more, three
times the dead or injured of 第一款第（一）项 (死亡3人, 重伤9人, 轻伤27人, 重伤6人 with 轻伤9人, 重伤3人 with 轻伤18人), or a
特别重大损失 / 特别恶劣社会影响 told in words, in the 情节特别严重 tier (3–7 years). The loss is the sum told as what the act
caused; a bribe, a fund paid out or a loss recovered is no such loss, and a loss or count below the figure stays in the
basic tier, where the counts of 第一款第（一）项 are said to make the 重大损失."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import caused_loss
from backend.sentencing.predict import predict_sentence


def _tier_step(fact: str, charge: str) -> str:
    output = predict_sentence(fact, charge=charge)
    return next(s["description"] for s in output["steps"] if "法定刑档次" in s["description"])


@pytest.mark.parametrize("charge", ["滥用职权", "玩忽职守"])
@pytest.mark.parametrize(
    "fact",
    [
        "被告人邓某任县水利局副局长期间，违规审批工程款，造成国家经济损失共计186.5万元。",
        "被告人邓某未认真核查申报材料，致使国家遭受210万元的经济损失。",
        "被告人邓某未履行安全监管职责，致使一处违规作坊发生火灾，造成3人死亡。",
    ],
)
def test_a_loss_or_deaths_over_the_figures_reach_the_especially_serious_tier(fact: str, charge: str) -> None:
    assert "「情节特别严重」" in _tier_step(fact, charge)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人邓某违规审批工程款，造成国家经济损失48万元。",
        "被告人邓某身为局长，收受他人贿赂200万元，违规发放补贴资金300万元，造成损失。",
        "被告人邓某违规审批工程款，造成损失，案发后挽回经济损失180万元。",
    ],
)
def test_a_sum_that_is_not_a_loss_of_the_figure_stays_in_the_basic_tier(fact: str) -> None:
    assert "「基本犯" in _tier_step(fact, "滥用职权")


def test_the_loss_is_read_on_either_side_of_its_words() -> None:
    assert caused_loss("造成国家直接经济损失达人民币160余万元。") == 1_600_000
    assert caused_loss("致使国家遭受200万元的经济损失。") == 2_000_000
    assert caused_loss("收受贿赂200万元，挽回损失30万元。") is None


_FIRE = "被告人邓某任街道安监站站长期间，对辖区内一家无证烟花作坊未予查处，致使该作坊发生爆炸，造成{}。"


@pytest.mark.parametrize("casualties", ["10人重伤、2人轻伤", "9人重伤", "30人轻伤", "6人重伤、10人轻伤", "3人重伤、18人轻伤"])
def test_three_times_the_dead_or_injured_of_a_great_loss_is_especially_serious(casualties: str) -> None:
    step = _tier_step(_FIRE.format(casualties), "玩忽职守")
    assert "「情节特别严重」" in step and "第二款第（一）项" in step


@pytest.mark.parametrize("casualties", ["2人死亡", "8人重伤", "26人轻伤", "5人重伤、8人轻伤", "2人重伤、17人轻伤"])
def test_fewer_dead_or_injured_stay_in_the_basic_tier(casualties: str) -> None:
    assert "「基本犯" in _tier_step(_FIRE.format(casualties), "玩忽职守")


@pytest.mark.parametrize(("casualties", "met"), [("1人死亡", "死亡1人"), ("2人重伤、3人轻伤", "重伤2人、轻伤3人"), ("9人轻伤", "轻伤9人")])
def test_the_dead_or_injured_of_a_great_loss_are_named_as_such(casualties: str, met: str) -> None:
    output = predict_sentence(_FIRE.format(casualties), charge="玩忽职守")
    step = next(s for s in output["steps"] if "遭受重大损失」" in s["description"] and "达到" in s["description"])
    assert f"达到{met}以上" in step["description"] and "第一条第一款第（一）项" in step["source"]


def test_light_injuries_below_the_count_and_minor_ones_make_no_great_loss_step() -> None:
    output = predict_sentence(_FIRE.format("3人轻伤、20人轻微伤"), charge="玩忽职守")
    assert not any("第一款第（一）项" in s["source"] for s in output["steps"])


@pytest.mark.parametrize("words", ["致使国家利益遭受特别重大损失", "造成特别恶劣的社会影响"])
def test_especially_grave_harm_told_in_words_is_especially_serious(words: str) -> None:
    fact = f"被告人邓某任国土所所长期间，违规为他人办理用地审批手续，{words}。"
    assert "「情节特别严重」" in _tier_step(fact, "滥用职权")


def test_grave_harm_denied_in_words_stays_in_the_basic_tier() -> None:
    fact = "被告人邓某任国土所所长期间，违规为他人办理用地审批手续，造成国家经济损失40万元，尚未造成特别恶劣的社会影响。"
    assert "「基本犯" in _tier_step(fact, "滥用职权")
