"""Session 31, round 6 (review mends): a delivery rider whose car or motorbike is named is no electric bike; the asker's
own personal insurance and the asker's family's outlay are no payment towards the other side's debt; every payment told
is taken off; treatment and rest are no mended thing; a weekly rest day told as not worked is none worked; a work injury
reads its payment as the injury's reader does. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate

# --- a delivery rider whose motor vehicle is named ------------------------------------------------------------------


@pytest.mark.parametrize("vehicle", ["他开的是一辆面包车", "那人骑的是摩托车"])
def test_a_delivery_rider_whose_motor_vehicle_is_named_is_no_electric_bike(vehicle: str) -> None:
    result = compensate(f"过马路的时候被一个送快递的撞了，{vehicle}，交警认定他全责，医疗费6000，能赔多少")
    assert (result["params"]["payer_non_motor"], result["amount"]) == (None, 6000)
    assert not any("题目没有说骑的是什么车" in note for note in result["notes"])


def test_the_askers_own_car_tells_nothing_of_the_riders_vehicle() -> None:
    result = compensate("我开着小轿车等红灯，被一个送外卖的撞了，他全责，医疗费6000，能赔多少")
    assert result["params"]["payer_non_motor"] is True
    assert any("题目没有说骑的是什么车" in note for note in result["notes"])


# --- what is no payment towards the other side's debt ---------------------------------------------------------------

# 保险法 第四十六条 (checked in the corpus): the insured may still claim the one liable in full
@pytest.mark.parametrize("told", ["我在单位买的意外险已经赔付了4000", "我自己投保的人身意外保险赔了我4000"])
def test_the_askers_own_personal_insurance_takes_nothing_off(told: str) -> None:
    result = compensate(f"骑车被一辆出租车撞了，司机全责，医疗费12000，{told}，还能找司机要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (None, 12000)


@pytest.mark.parametrize("told", ["我老婆已经垫付了医疗费4000", "我妈已经先垫付了4000"])
def test_what_the_askers_family_spent_is_the_loss_not_a_payment(told: str) -> None:
    result = compensate(f"骑车被一辆出租车撞了，司机全责，医疗费12000，{told}，还能找司机要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (None, 12000)


def test_the_other_sides_insurer_still_takes_off() -> None:
    result = compensate("骑车被一辆出租车撞了，司机全责，医疗费12000，对方保险公司已经赔了我4000，还能要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (4000, 8000)


# --- every payment told is taken off --------------------------------------------------------------------------------

def test_two_payments_in_their_own_clauses_are_added_up() -> None:
    result = compensate("骑车被一辆出租车撞了，司机全责，医疗费25000，保险公司已经赔了1万，司机又给了我3000，还能要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (13000, 12000)


def test_a_keepers_wife_paying_more_is_added_to_the_keepers_payment() -> None:
    result = compensate("我被邻居家的狗咬了，我没有逗它，狗没拴绳，医疗费2500，邻居已经给了我800，他爱人又给了我400，还能要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (1200, 1300)


def test_a_further_payment_without_its_sum_is_asked() -> None:
    result = compensate("骑车被一辆出租车撞了，司机全责，医疗费25000，保险公司已经赔了1万，司机也已经付了一部分，还能要多少")
    assert result["amount"] is None
    assert any("已经支付的数额" in need and "司机也已经付了一部分" in need for need in result["missing"])


# --- treatment and rest are no mended thing -------------------------------------------------------------------------

@pytest.mark.parametrize("told", ["后来换药花了400", "在家修养了两个月花了3000"])
def test_treatment_or_rest_is_no_property_loss(told: str) -> None:
    result = compensate(f"骑车被一辆出租车撞了，司机全责，医疗费12000，{told}，能赔多少")
    assert result["params"]["losses"] == {"医疗费": 12000}


def test_a_sum_spent_on_a_dressing_change_alone_is_the_medical_fee() -> None:
    result = compensate("骑车被一辆出租车撞了，司机全责，换药花了400，能赔多少")
    assert result["params"]["losses"] == {"医疗费": 400}


# --- a weekly rest day told as not worked ---------------------------------------------------------------------------

def test_a_weekly_rest_day_not_worked_is_no_rest_day_worked() -> None:
    result = compensate("在饭店干了三年，工资5000一个月，每个星期天都不用去上班，老板欠我加班费吗，能要多少")
    assert result["amount"] is None
    assert any("加班的时数或天数" in need for need in result["missing"])


# --- a work injury's payment read once ------------------------------------------------------------------------------

def test_the_employers_payment_told_in_everyday_words_is_taken_off_a_work_injury() -> None:
    # 一次性伤残补助金 7 × 4000 (工伤保险条例 第三十七条, not in the corpus: cited from memory, as the engine cites it)
    # + 医疗费 6000 - 3000 paid
    result = compensate(
        "我在仓库搬货摔伤了腰，认定了工伤，单位没给我交工伤保险，本人工资4000，评了十级伤残，医疗费6000，单位已经给了我3000，"
        "我还能要多少"
    )
    assert (result["params"]["already_paid"], result["amount"]) == (3000, 31000)
