"""Session 31: what an insurer, the other side or a keeper already paid is taken off (an offer or the asker's own
outlay is not), a delivery rider told to pay beside a pushchair is read as on an electric bike, and a thing an animal
damaged is a property loss by what its mending cost. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate

# an e-bike rider hit by a car wholly at fault: medical 20000 + lost wages 3 × 5000 = 35000, all the car side's
_HIT_ON_AN_E_BIKE = "2024年6月我骑电动车去买菜被一辆小轿车撞了，司机全责，医药费2万，误工3个月，月薪5000，{}，还能要多少"


# --- 1. a sum already paid towards the loss is taken off, with its step ---------------------------------------------

@pytest.mark.parametrize(
    ("paid", "owed"),
    [
        ("保险公司已经赔了5000", 30000),
        ("保险公司赔了我3000了", 32000),
        ("交强险已经赔了1万", 25000),
        ("保险公司只赔了5000", 30000),
        ("司机已经给了我4000", 31000),
    ],
)
def test_a_sum_paid_by_the_insurer_or_the_other_side_is_taken_off(paid: str, owed: int) -> None:
    result = compensate(_HIT_ON_AN_E_BIKE.format(paid))
    assert result["amount"] == owed
    assert result["params"]["targets"] == ["vehicle_side"]
    assert result["steps"][-1]["description"].startswith("扣除已支付的")


@pytest.mark.parametrize("told", ["保险公司说只赔5000", "保险公司最多给5000", "我自己先垫付了5000医药费", "公司给了我5000工资"])
def test_an_offer_the_askers_own_outlay_or_wages_are_no_payment_towards_the_loss(told: str) -> None:
    result = compensate(_HIT_ON_AN_E_BIKE.format(told))
    assert result["params"]["already_paid"] is None
    assert not any(step["description"].startswith("扣除已支付的") for step in result["steps"])


def test_a_sum_the_keeper_paid_for_a_bite_is_taken_off() -> None:
    result = compensate("被邻居家的狗咬了，我没招惹它，打疫苗花了1500，邻居已经给了我500，还能要多少")
    assert (result["scenario"], result["amount"]) == ("personal_injury", 1000)


# --- 2. a delivery rider told to pay, a pushchair beside: the rider's own vehicle is untold --------------------------

@pytest.mark.parametrize(
    "question",
    ["我是美团骑手，送餐时撞倒了一个推婴儿车的老人，医药费8000，要我赔吗", "我是外卖骑手，送餐时闯红灯撞倒了一个老人，医药费8000，要我赔吗"],
)
def test_a_rider_told_to_pay_is_read_as_on_an_electric_bike_with_the_employers_liability(question: str) -> None:
    result = compensate(question)
    assert (result["scenario"], result["params"]["payer_non_motor"]) == ("traffic", True)
    assert not any("机动车一方" in need for need in result["missing"])
    notes = "".join(result["notes"])
    assert "题目没有说骑的是什么车" in notes and "第一千一百六十五条" in notes and "第一千一百九十一条" in notes


def test_a_rider_who_tells_a_motor_vehicle_is_not_read_as_on_a_bike() -> None:
    result = compensate("我是美团骑手，送餐时开车撞倒了一个老人，医药费8000，要我赔吗")
    assert result["params"]["payer_non_motor"] is None
    assert not any("题目没有说骑的是什么车" in note for note in result["notes"])


# --- 3. a thing an animal damaged: its mending or its worth is a property loss ---------------------------------------

@pytest.mark.parametrize(
    ("question", "losses"),
    [
        ("被邻居家的狗咬了，没招惹它，打疫苗花了1500，狗还把我家门抓坏了，花了800修门，能赔多少", {"打疫苗": 1500, "财产损失": 800}),
        ("被邻居家的狗咬了，没招惹它，打疫苗花了1500，修门花了800，能赔多少", {"打疫苗": 1500, "财产损失": 800}),
        ("被邻居家的狗咬了，没招惹它，打疫苗花了1500，裤子也被咬破了，值300，能赔多少", {"打疫苗": 1500, "财产损失": 300}),
    ],
)
def test_a_thing_an_animal_damaged_is_a_property_loss_the_keeper_pays(question: str, losses: dict[str, int]) -> None:
    result = compensate(question)
    assert result["params"]["losses"] == losses
    assert result["amount"] == sum(losses.values())


def test_the_property_loss_is_read_where_the_victims_fault_is_still_asked() -> None:
    result = compensate("被邻居家的狗咬了，打疫苗花了1500，狗还把我家门抓坏了，花了800修门，能赔多少")
    assert result["params"]["losses"] == {"打疫苗": 1500, "财产损失": 800}
    assert result["amount"] is None and any("挑逗" in need for need in result["missing"])


def test_a_tooth_mended_is_no_property_loss() -> None:
    assert "财产损失" not in compensate("被邻居家的狗扑倒了，没招惹它，花了3000补牙，能赔多少")["params"]["losses"]
