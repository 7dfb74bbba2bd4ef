"""Lay questions of crimes not read before: a collision faked to get paid (碰瓷: 诈骗, 公通字〔2020〕12号第一条), a bank
card found and used at a cash machine (冒用他人信用卡: 信用卡诈骗), a found phone kept from the owner who asks for it
(侵占 of a 遗忘物, 刑法第二百七十条第二款) and poppies grown (非法种植毒品原植物, 刑法第三百五十一条: 五百株)."""

import pytest

from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _factors(result: dict) -> set[str]:
    return {factor["name"] for factor in result["factors"]}


def test_a_faked_collision_that_got_a_large_sum_is_fraud():
    result = predict_sentence("他故意往车上撞，假装被撞伤，讹了司机两万块")
    assert result["charge"] == "诈骗" and 0 < result["months"] <= 36


def test_a_faked_collision_below_the_entry_figure_is_no_crime():
    result = predict_sentence("他假装被车撞倒，讹了司机两千块")
    assert result["charge"] == "诈骗" and result["months"] == 0 and not result["missing"]
    assert "诈骗未达数额较大的，不构成诈骗罪" in _steps(result)


def test_a_found_card_used_at_a_cash_machine_is_card_fraud():
    result = predict_sentence("他在ATM机上捡到别人的银行卡，猜中密码取了八千块")
    assert result["charge"] == "信用卡诈骗" and result["months"] > 0  # 8000 ≥ 5000


def test_a_found_phone_kept_from_its_owner_is_conversion_asked_for_its_value():
    result = predict_sentence("他捡到别人的手机，失主找他要，他不还")
    assert result["charge"] == "侵占" and "拒不退还" in _factors(result)
    assert [m["factor"] for m in result["missing"]] == ["amount"]


@pytest.mark.parametrize(("question", "crime"), [
    ("他在院子里种了八百多棵罂粟", True),
    ("他被派出所罚过款，后来又在地里种罂粟", True),  # 经公安机关处理后又种植
    ("他在家里种了几十棵罂粟", False),
])
def test_poppies_are_a_crime_from_five_hundred_plants_or_after_a_warning(question, crime):
    result = predict_sentence(question)
    assert result["charge"] == "非法种植毒品原植物"
    if crime:
        assert 0 < result["months"] <= 60 and not result["missing"]
    else:
        assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["又种植或抗拒铲除"]
        assert "治安管理处罚法》第八十三条" in _steps(result)


def test_poppy_husks_in_a_soup_are_no_growing():
    with pytest.raises(ValueError):
        predict_sentence("火锅店在汤里加罂粟壳")


@pytest.mark.parametrize(("question", "charge"), [
    ("他把共享单车的锁砸了骑回家", "盗窃"),  # the lock broken is the means of the taking
    ("他撬开别人电动车的锁骑走了", "盗窃"),
    ("他把小区门口的共享单车都砸坏了", "故意毁坏财物"),  # broken and left: the damage is the act
])
def test_a_lock_broken_to_ride_off_is_theft_not_damage(question, charge):
    result = predict_sentence(question)
    assert result["charge"] == charge and [m["factor"] for m in result["missing"]] == ["amount"]
