"""挪用公款 is measured by 法释〔2016〕9号第五条、第六条: the use told picks the figures, the amount the tier."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


@pytest.mark.parametrize(
    ("fact", "tier"),
    [
        # 第六条: 超过三个月未还, 二百万元 and more is 情节严重 (five years and more)
        ("被告人郑某系某县国有粮库会计，利用经手账目的便利，将公款人民币350万元转出用于购买股票，四个月后仍未归还。", "情节严重"),
        # 第五条: 赌博 is 非法活动, 一百万元 and more is 情节严重
        ("被告人郑某系某县国有粮库会计，利用职务便利，挪用公款人民币120万元用于赌博。", "情节严重"),
        # 第六条: 十万元 is above 五万元 and below 二百万元
        ("被告人郑某系某县国有粮库会计，利用职务便利，挪用公款人民币10万元用于经营饭店，超过三个月未还。", "基本犯"),
    ],
)
def test_the_amount_chooses_the_tier(fact: str, tier: str) -> None:
    output = predict_sentence(fact, charge="挪用公款")
    text = steps_text(output)
    assert f"法定刑档次「{tier}」" in text
    assert "无可计量的数额" not in text
    assert output["months"] >= (60 if tier == "情节严重" else 1)
    if tier == "基本犯":
        assert output["months"] < 60


@pytest.mark.parametrize(
    ("fact", "crime"),
    [
        # 四万元 kept over three months: below 第六条's 五万元
        ("被告人郑某系某县国有粮库会计，利用职务便利，挪用公款人民币4万元供自己购买家具，超过三个月未还。", False),
        # the same four万元 spent on gambling: 第五条's 三万元 is met
        ("被告人郑某系某县国有粮库会计，利用职务便利，挪用公款人民币4万元用于赌博。", True),
    ],
)
def test_below_the_uses_entry_figure_is_no_crime(fact: str, crime: bool) -> None:
    output = predict_sentence(fact, charge="挪用公款")
    assert (output["months"] > 0) is crime
    if not crime:
        assert "不构成挪用公款罪" in steps_text(output)


def test_the_use_is_labelled_for_either_misuse() -> None:
    output = predict_sentence(
        "被告人郑某系某县国有粮库会计，利用职务便利，挪用公款人民币80万元用于炒股，超过三个月未还。", charge="挪用公款"
    )
    labels = [factor["label"] for factor in output["factor_details"]]
    assert "挪用公款或资金进行营利活动或者超过三个月未还" in labels
    assert not any("挪用资金进行" in label for label in labels)
    # the use chooses the figures: it is weighed, not listed as playing no part
    assert "挪用进行营利活动或超期未还" in [factor["name"] for factor in output["factors"]]
    assert "挪用进行营利活动或超期未还" not in [factor["name"] for factor in output["not_applicable"]]
