"""盗伐林木's tier follows the standing volume felled (法释〔2023〕8号第四条: 数量较大 from 5 m³, 数量巨大 from 50, 数量特别巨大
from 250), and 虚开增值税专用发票's the tax on the invoices (法释〔2024〕4号第十一条第一款: a crime from 十万元, 数额较大 from
五十万元, 数额巨大 from 五百万元), not their face value. Below the entry figure (and nothing else told that meets it) it
is no crime. An act dated before an interpretation came into force was judged by the figures of its day: nothing is
read from the volume or the tax then."""

import pytest

from backend.sentencing.predict import predict_sentence


def _tier_step(result: dict) -> str:
    return next(s["description"] for s in result["steps"] if "法定刑档次" in s["description"])


@pytest.mark.parametrize(("question", "tier"), [
    ("他偷偷砍了村里的树，十五立方米", "数量较大"),
    ("他盗伐了国有林场的杉木，立木蓄积60立方米", "数量巨大"),
    ("他带人偷偷砍了别人山上的松树，一共三百立方米", "数量特别巨大"),
])
def test_the_volume_felled_sets_the_tier(question, tier):
    result = predict_sentence(question)
    assert result["charge"] == "盗伐林木" and result["months"] > 0
    assert f"法定刑档次「{tier}」" in _tier_step(result) and "立方米以上（" in _tier_step(result)


def test_a_volume_below_the_entry_is_no_crime_unless_a_value_or_a_count_is_told():
    result = predict_sentence("他偷偷砍了村里的树，三立方米")
    assert result["months"] == 0 and result["penalty"].startswith("不构成")
    assert "不满5立方米" in "".join(s["description"] for s in result["steps"])
    # the value (二万元) may meet the entry instead: not called no crime
    assert predict_sentence("他偷偷砍了村里的树，三立方米，值三万元")["months"] > 0


@pytest.mark.parametrize(("question", "tier"), [
    ("他虚开增值税专用发票，税额二十万", "基本犯"),
    ("他虚开增值税专用发票，税额一百万", "数额较大、其他严重情节"),
    ("公司让他虚开增值税专用发票，价税合计三千万元，税额六百万元", "数额巨大、其他特别严重情节"),
])
def test_the_tax_invoiced_sets_the_tier(question, tier):
    result = predict_sentence(question)
    assert result["charge"] == "虚开增值税专用发票、用于骗取出口退税、抵扣税款发票" and result["months"] > 0
    assert f"法定刑档次「{tier}」" in _tier_step(result) and "虚开的税款数额" in _tier_step(result)


def test_tax_below_the_entry_is_no_crime():
    result = predict_sentence("他虚开增值税专用发票，税额八万元")
    assert result["months"] == 0 and result["penalty"].startswith("不构成")
    assert "不满十万元" in "".join(s["description"] for s in result["steps"])


def test_an_act_before_the_interpretation_is_not_measured_by_it():
    result = predict_sentence("2013年5月，被告人王某虚开增值税专用发票，税额八万元。")
    assert result["months"] > 0 and "虚开的税款数额" not in "".join(s["description"] for s in result["steps"])
    result = predict_sentence("2015年3月，被告人张某盗伐林木，立木蓄积3立方米。")
    assert result["months"] > 0 and "立方米以上（" not in "".join(s["description"] for s in result["steps"])
