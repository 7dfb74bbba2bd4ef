"""侵犯公民个人信息: records counted by kind against their figures (法释〔2017〕10号第五条), messages, gains."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import personal_information_verdict
from backend.sentencing.predict import predict_sentence


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 侵犯公民个人信息 by kind and count (刑法第二百五十三条之一; 法释〔2017〕10号第五条) ---------------------------

PERSONAL = "侵犯公民个人信息"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某出售他人行踪轨迹信息60条，获利800元。",  # 第一款第（三）项: 50条以上
        "被告人王某出售公民开房记录300条、公民姓名及电话信息3000条。",  # 第（六）项: 300/500 + 3000/5000 ≥ 1
        "被告人王某非法获取公民个人信息5000余条，其中行踪轨迹信息40条。",  # 4960/5000 + 40/50 ≥ 1
        "被告人王某出售公民个人信息1000条，违法所得6000元。",  # 第（七）项: 违法所得5000元以上
        "被告人王某系快递公司员工，将在提供服务过程中获取的快递单信息3000条出售他人。",  # 第（八）项: half of 5000
    ],
)
def test_records_at_the_serious_figure_are_the_basic_tier(fact: str) -> None:
    output = predict_sentence(fact, charge=PERSONAL)
    assert 1 <= output["months"] <= 36 and "情节严重" in _steps(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某出售他人行踪轨迹信息600条。",  # 第二款第（三）项: ten times 50
        "被告人王某出售公民个人信息，违法所得6万元。",  # ten times 5000元
        "被告人王某出售公民个人信息5.2万条。",  # ten times 5000条
    ],
)
def test_ten_times_the_figure_is_especially_serious(fact: str) -> None:
    output = predict_sentence(fact, charge=PERSONAL)
    assert 36 <= output["months"] <= 84 and "情节特别严重" in _steps(output)


def test_records_below_every_figure_are_no_crime() -> None:
    output = predict_sentence("被告人王某非法获取公民个人信息3000条，后出售给他人。", charge=PERSONAL)
    assert output["months"] == 0 and output["penalty"] == "不构成所列犯罪，不判处刑罚"
    assert "未达到情节严重的标准" in _steps(output)


def test_few_records_with_another_ground_of_seriousness_stay_a_crime() -> None:
    # 第一款第（二）项: 明知他人利用公民个人信息实施犯罪而提供, whatever the count
    output = predict_sentence("被告人王某明知李某实施电信诈骗犯罪，仍向其出售公民个人信息300条。", charge=PERSONAL)
    assert output["months"] > 0 and "可能依第五条" in _steps(output)


def test_a_vague_count_beside_a_low_one_is_no_ground_to_find_no_crime() -> None:
    # 数千条 of other information with 30 whereabouts records may reach 第（六）项's proportion: not decided here
    output = predict_sentence("被告人王某出售公民个人信息数千条、行踪轨迹信息30条。", charge=PERSONAL)
    assert output["months"] > 0 and "「数千条」" in _steps(output)


def test_no_count_told_keeps_the_basic_tier_and_says_what_decides() -> None:
    output = predict_sentence("被告人王某出售公民个人信息，情节严重。", charge=PERSONAL)
    assert output["months"] > 0 and "案情未写明公民个人信息的种类和条数" in _steps(output)


def test_an_article_number_is_no_count() -> None:
    output = predict_sentence("被告人王某违反刑法第二百五十三条之一的规定，出售公民个人信息3000条。", charge=PERSONAL)
    assert output["months"] == 0


# ---- 侵犯公民个人信息 (法释〔2017〕10号第五条第一款第（三）（四）（五）项: 50 / 500 / 5000 records) ----------------


def test_messages_sent_are_not_records() -> None:
    # 3000 general records < 5000 and nothing else of 第五条: no crime; the 6万 advertising messages are not records
    verdict = personal_information_verdict("被告人张某非法购买公民个人信息3000条，利用上述信息群发广告短信6万条。")
    assert verdict.no_crime and "3000条" in verdict.reason and "63000" not in verdict.reason


def test_messages_counted_after_the_figure_are_not_records() -> None:
    verdict = personal_information_verdict("被告人张某出售3000条公民个人信息，群发6万条短信。")
    assert verdict.no_crime and "其他公民个人信息3000条" in verdict.reason


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某出售车辆行驶轨迹300条，获利2000元。",  # 行踪轨迹 (第（三）项)
        "被告人张某出售公民银行卡信息200条。",  # 财产信息 (第（三）项)
        "被告人张某出售公民实时位置信息100条。",  # 行踪轨迹 (第（三）项)
        "被告人张某出售他人短信内容60条。",  # 通信内容 (第（三）项)
    ],
)
def test_tracks_positions_and_property_records_are_serious_from_fifty(fact: str) -> None:
    verdict = personal_information_verdict(fact)
    assert not verdict.no_crime and verdict.tier == 0
    assert "行踪轨迹、通信内容、征信、财产信息" in verdict.reason and "达到情节严重标准" in verdict.reason


def test_records_of_a_kind_not_told_are_no_ground_for_no_crime() -> None:
    # 车辆信息 may be 财产信息 (50) or general (5000): the kind decides, so the basic tier stands with the note
    verdict = personal_information_verdict("被告人张某出售公民车辆信息200条。")
    assert not verdict.no_crime and verdict.tier == 0 and "未写明这些信息属于哪一类" in verdict.reason


def test_phone_numbers_are_records() -> None:
    # 电话号码 are general personal information: 6000 ≥ 5000 (第（五）项)
    verdict = personal_information_verdict("被告人张某出售公民电话号码6000条。")
    assert not verdict.no_crime and "其他公民个人信息6000条" in verdict.reason


@pytest.mark.parametrize("gains", ["六千元", "6,000元", "陆仟元"])
def test_illegal_gains_in_any_written_form_reach_the_serious_figure(gains):
    # 法释〔2017〕10号第五条第一款第（七）项: 违法所得五千元以上 is 情节严重, however the sum is written
    verdict = personal_information_verdict(f"被告人王某非法出售公民个人信息100条，违法所得人民币{gains}。")
    assert not verdict.no_crime


# ---- told in a lay question ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "months_within"),
    [
        ("我表哥在网上卖公民个人信息，卖了六千条", (1, 36)),
        ("她倒卖别人的手机号，一共卖了七万个", (36, 84)),  # ten times 5000, counted in 个
    ],
)
def test_a_count_in_lay_words_sets_the_tier(question: str, months_within: tuple[int, int]) -> None:
    output = predict_sentence(question)
    low, high = months_within
    assert output["charge"] == PERSONAL and low <= output["months"] <= high and not output["missing"]


def test_a_lay_question_without_a_count_asks_for_it() -> None:
    output = predict_sentence("我同学在网上卖别人的个人信息，会坐牢吗")
    assert output["charge"] == PERSONAL and output["months"] == 0
    assert [m["factor"] for m in output["missing"]] == ["写明情节严重"]
    assert "五千条以上" in _steps(output) and "无法判断是否构成本罪" in _steps(output)


def test_a_judgment_without_a_count_keeps_the_basic_tier() -> None:
    output = predict_sentence("被告人李某将公民个人信息出售给他人。", charge=PERSONAL)
    assert 1 <= output["months"] <= 36 and not output["missing"]
