"""Session 31, round 3: an insurer's offer does not make '还能要多少' ask the insurers' part, the driver who asks takes
off what they already paid, a delivery rider who hit the asker with no vehicle named is read as on an electric bike,
'打工两年' is the length of service, and '我没招惹他' in a fight tells no fault of the victim. Each test runs the real
engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate

# medical 20000 + lost wages 3 × 5000 = 35000, the car wholly at fault: the compulsory insurance pays 18000 + 15000 =
# 33000, the driver the other 2000
_HIT_BY_A_CAR = "2024年5月我被一辆小车撞了，对方全责，医药费花了2万，误工3个月，月薪5000，{}"


# --- an insurer's offer told beside '还能要多少' ----------------------------------------------------------------------

@pytest.mark.parametrize("offer", ["保险公司说只赔5000", "保险公司最多给我5000"])
def test_an_offer_does_not_turn_the_question_into_the_insurers_part(offer: str) -> None:
    result = compensate(_HIT_BY_A_CAR.format(f"{offer}，还能要多少"))
    assert result["params"]["targets"] == ["vehicle_side"]
    assert result["amount"] == 35000
    assert any("保险公司提出赔 5000.00元" in note for note in result["notes"])


def test_an_offer_beside_a_question_that_names_the_insurer_still_asks_the_insurers() -> None:
    result = compensate(_HIT_BY_A_CAR.format("保险公司说只赔5000，保险公司应该赔多少"))
    assert (result["params"]["targets"], result["amount"]) == (["insurers"], 33000)


# --- the driver who asks tells what they already paid --------------------------------------------------------------

@pytest.mark.parametrize(
    ("paid", "owed"), [("我已经给了他5000", 15000), ("我已经赔了对方5000块", 15000), ("我先赔了5000", 15000)]
)
def test_the_drivers_own_payment_is_taken_off_what_the_vehicle_side_owes(paid: str, owed: int) -> None:
    result = compensate(f"我开车撞了人，对方医药费2万，我全责，{paid}，还要赔多少")
    assert (result["params"]["already_paid"], result["amount"]) == (5000, owed)
    assert result["steps"][-1]["description"].startswith("扣除已支付的 5000.00元")


def test_the_drivers_payment_named_by_its_fee_is_counted_once_and_taken_off_once() -> None:
    # '赔了他医药费5000' is a part of the 2万 told, not a second fee: the loss stays 20000 and the 5000 is taken off
    result = compensate("我开车撞了人，对方医药费2万，我全责，我已经赔了他医药费5000，还要赔多少")
    assert (result["params"]["losses"], result["params"]["already_paid"], result["amount"]) == (
        {"医药费": 20000}, 5000, 15000
    )


def test_the_drivers_payment_is_not_taken_off_the_insurers_part() -> None:
    result = compensate("我开车撞了人，对方医药费2万，我全责，我已经给了他5000，保险公司还要赔多少")
    assert result["params"]["targets"] == ["insurers"]
    assert result["params"]["already_paid"] is None


# --- a delivery rider who hit the asker, no vehicle named -----------------------------------------------------------

@pytest.mark.parametrize(
    "question",
    ["我被一个外卖小哥撞了，对方负70%的责任，医药费8000，能赔多少", "我走路被送快递的撞倒了，对方负70%的责任，医药费8000，能赔多少"],
)
def test_a_delivery_rider_who_hit_the_asker_is_read_as_on_an_electric_bike(question: str) -> None:
    result = compensate(question)
    assert (result["params"]["payer_non_motor"], result["amount"]) == (True, 5600)
    notes = "".join(result["notes"])
    assert "题目没有说骑的是什么车" in notes and "第一千一百九十一条" in notes
    # the rider was on the job, not the asker: no work-injury note for the asker's own errand
    assert "因工外出期间" not in notes


def test_a_delivery_rider_on_a_motorbike_is_a_motor_vehicle_and_no_errand_of_the_askers() -> None:
    result = compensate("我被一个送外卖的摩托车撞了，医药费花了8000，对方全责，能赔多少")
    assert result["params"]["payer_non_motor"] is None
    assert not any("因工外出期间" in note for note in result["notes"])


def test_a_delivery_rider_told_on_an_electric_bike_is_read_as_the_bike_told() -> None:
    result = compensate("我被一个骑电动车的外卖小哥撞了，医药费花了8000，对方全责，能赔多少")
    assert result["params"]["payer_non_motor"] is True
    assert not any("题目没有说骑的是什么车" in note for note in result["notes"])


# --- '打工两年' and '我没招惹他' -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("worked", "owed"), [("在奶茶店打工两年", 8000), ("在奶茶店打了两年工", 8000)])
def test_odd_jobs_told_by_their_length_are_the_length_of_service(worked: str, owed: int) -> None:
    result = compensate(f"我{worked}，老板突然辞退了我，月薪4000，能赔多少")
    assert (result["scenario"], result["amount"]) == ("economic", owed)


@pytest.mark.parametrize("denial", ["我没招惹他", "我根本没惹他"])
def test_a_victim_who_says_they_did_not_provoke_the_striker_is_not_at_fault(denial: str) -> None:
    result = compensate(f"被一个醉汉打掉了一颗牙，{denial}，补牙花了五千，能要多少")
    assert (result["params"]["victim_at_fault"], result["amount"]) == (False, 5000)
