"""滥用职权 and 玩忽职守 (刑法第三百九十七条): 法释〔2012〕18号第一条第二款 puts an economic loss of 150万元 or more, or
three deaths or more, in the 情节特别严重 tier (3–7 years). The loss is the sum told as what the act caused; a bribe,
a fund paid out or a loss recovered is no such loss, and a loss below the figure stays in the basic tier."""

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
