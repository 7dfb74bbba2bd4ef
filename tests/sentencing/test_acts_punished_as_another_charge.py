"""Acts the law punishes as another charge than the one they are told as (predict._PUNISHED_AS): a group fight that
caused 重伤 or death (刑法第二百九十二条第二款), 转化型抢劫 (第二百六十九条), also where a correction scoped to the
charge sets the circumstance."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

GROUP_FIGHT = "被告人邓某召集同村青年八人携带木棍，在村口与邻村一伙人聚众斗殴，{harm}。"


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


@pytest.mark.parametrize("charge", ["聚众斗殴", None])
def test_a_group_fight_that_caused_serious_injury_is_sentenced_as_intentional_injury(charge: str | None) -> None:
    output = predict_sentence(GROUP_FIGHT.format(harm="对方一人被打成重伤二级"), charge)
    assert output["charge"] == "故意伤害"
    assert 36 <= output["months"] <= 120  # 第二百三十四条's 重伤 tier, not 聚众斗殴's
    assert "致人重伤的，依照故意伤害罪定罪处罚" in steps_text(output)
    assert "第二百九十二条第二款" in sources_text(output)


@pytest.mark.parametrize("charge", ["聚众斗殴", None])
def test_a_group_fight_that_caused_a_death_is_sentenced_as_intentional_homicide(charge: str | None) -> None:
    output = predict_sentence(GROUP_FIGHT.format(harm="对方一人头部受重击后经抢救无效死亡"), charge)
    assert output["charge"] == "故意杀人"  # not 故意伤害: 第二款 names 第二百三十二条 for a death
    assert output["months"] >= 120
    assert "致人死亡的，依照故意杀人罪定罪处罚" in steps_text(output)
    assert "第二百九十二条第二款、第二百三十二条" in sources_text(output)


def test_a_group_fight_with_a_slight_injury_stays_a_group_fight() -> None:
    output = predict_sentence(GROUP_FIGHT.format(harm="致对方一人轻伤二级"), "聚众斗殴")
    assert output["charge"] == "聚众斗殴"
    assert "定罪处罚" not in steps_text(output)


def test_a_scoped_correction_of_a_conversion_changes_that_charge_alone() -> None:
    fact = "被告人韩某在超市盗窃白酒两瓶，价值人民币3000元。2022年8月，韩某又虚构借款用途，骗取朋友郑某人民币4万元。"
    plain = predict_sentence(fact, "盗窃;诈骗")
    scoped = predict_sentence(fact, "盗窃;诈骗", factor_overrides={"盗窃:转化型抢劫": True})
    assert plain["charge"] == "盗窃；诈骗"
    assert scoped["charge"] == "抢劫；诈骗"  # the fraud is not converted
    assert "依照抢劫罪定罪处罚" in steps_text(scoped) and scoped["months"] > plain["months"]
    # the robbery is measured by the theft's own sentences, as the theft was
    assert "「抢劫」按其所涉事实计算（涉案金额（元）3000" in steps_text(scoped)


def test_a_scoped_correction_of_the_converted_charge_keeps_applying_to_it() -> None:
    fact = "被告人韩某在超市盗窃白酒两瓶，价值人民币3000元。"
    output = predict_sentence(fact, "盗窃", factor_overrides={"盗窃:转化型抢劫": True, "盗窃:amount": 5000})
    assert output["charge"] == "抢劫"
    amounts = [f["value"] for f in output["factors"] if f["name"] == "amount"]
    assert amounts == [5000]
