"""Session 23 (comp23): a day's wage shown to the cent and multiplied as shown, so every step can be redone from the
figures it shows (overtime, annual leave, wages owed by the day, a part month of double wages); what a non-compete
owes so far where its months unpaid are told (解释（一） 第三十六条、第三十八条); a dismissal for refusing overtime
(劳动法 第四十一条, 劳动合同法 第三十一条: 2N); rest days worked told as the days off a week or a month ('单休',
'一个月就休两天'); a passenger of a wholly liable car paid first by the other car's no-fault compulsory limits, and a
passenger of a car without fault told its own car's insurance pays no one inside it."""

from __future__ import annotations

import re
from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


def _shown(description: str, name: str) -> Decimal:
    """The figure a step shows for `name` ('日工资 367.82元')."""
    found = re.search(rf"{name} ([\d.]+)元", description)
    assert found, description
    return Decimal(found.group(1))


# --- 1. the day's wage as shown gives the amount -------------------------------------------------------------------


def test_workday_overtime_told_by_days_and_hours_is_worked_from_the_shown_rates() -> None:
    result = compensate("月薪8000，工作日加班4天每天加班4小时，加班费多少")
    assert result["params"]["overtime_workday_hours"] == 16
    steps = [step["description"] for step in result["steps"]]
    assert "8000.00元 ÷ 月计薪天数 21.75 = 367.82元" in steps[0]
    # 367.82 ÷ 8 = 45.9775, shown 45.98; 45.98 × 16 × 150% = 1103.52 (the unrounded quotients give 1103.45)
    assert "日工资 367.82元 ÷ 8小时 = 45.98元" in steps[1]
    hour = _shown(steps[2], "小时工资")
    assert hour == Decimal("45.98")
    assert result["amount"] == float(hour * 16 * Decimal("1.5"))


@pytest.mark.parametrize(
    ("question", "day", "amount"),
    [
        # 8000 ÷ 21.75 = 367.816… shown 367.82; × 4 × 200% = 2942.56 (2942.53 from the unrounded quotient)
        ("周末加了四天班没调休，月薪8000，能要多少加班费", Decimal("367.82"), 2942.56),
        # 367.82 × 5 × 200% = 3678.20
        ("还有5天年假没休，月薪8000，能要多少", Decimal("367.82"), 3678.2),
        # wages owed by the day: 275.86 × 15 = 4137.90
        ("公司拖欠了我15天工资，月薪6000", Decimal("275.86"), 4137.9),
    ],
)
def test_each_item_paid_by_the_day_multiplies_the_day_wage_it_shows(question: str, day: Decimal, amount: float) -> None:
    result = compensate(question)
    assert result["amount"] == amount
    shown = [step["description"] for step in result["steps"] if f"{day}元" in step["description"]]
    assert shown, result["steps"]
    last = result["steps"][-1]
    # the last step names the day's wage by its shown figure, and that figure times its days and share is the amount
    assert f"日工资 {day}元" in last["description"]


def test_a_part_month_of_double_wages_is_the_shown_day_wage_times_its_paid_days() -> None:
    params = EconomicParams(
        monthly_wage=Decimal(7000), start_date=date(2025, 6, 1), contract_signed_date=date(2025, 7, 20), targets=["double_wage"]
    )
    calc = EconomicCalculator(get_reference()).calculate(params)
    # 7000 ÷ 21.75 = 321.84; 14 paid days from 07-01 to 07-19: 321.84 × 14 = 4505.76
    assert calc.amount == Decimal("4505.76")
    assert any("321.84元 × 14" in step.description for step in calc.steps)


# --- 2. a non-compete unpaid so far ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "months", "amount"),
    [
        # no sum agreed: 30% of 10000 = 3000 a month (解释（一） 第三十六条) × the 5 months gone
        ("竞业限制两年，离职后公司一直没付补偿，已经五个月了，月薪一万", 5, 15000),
        # agreed 2000 a month, half a year unpaid
        ("签了竞业协议，约定每月补偿2000，离职半年了一分钱没给，能要多少", 6, 12000),
        # two months unpaid of a one-year restriction: 8000 × 30% × 2
        ("我签了竞业限制协议，限制期一年，离职后两个月公司都没给补偿，月薪8000，能要多少", 2, 4800),
        # more months gone than the restriction's six: only its six count
        ("竞业限制6个月，公司一直没付补偿，离职已经10个月了，月薪9000", 6, 16200),
    ],
)
def test_a_non_compete_unpaid_for_months_told_owes_those_months(question: str, months: int, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["non_compete"]
    assert result["amount"] == amount
    assert any(f"未获支付的 {months}个月" in step["description"] for step in result["steps"])


def test_three_months_unpaid_note_the_right_to_end_the_restriction() -> None:
    result = compensate("竞业限制两年，离职后公司一直没付补偿，已经五个月了，月薪一万")
    assert any("满三个月" in note and "第三十八条" in note for note in result["notes"])
    # the rest of the period is noted with its total, not counted: 3000 × 24 = 72000
    assert any("72000.00元" in note and "其余 19个月" in note for note in result["notes"])


def test_a_non_compete_unpaid_without_the_months_gone_is_the_whole_period() -> None:
    result = compensate("我签了竞业限制，期限2年，公司一分钱没给，我离职前月工资8000，能要多少")
    assert result["params"]["non_compete_unpaid_months"] is None
    assert result["amount"] == 57600  # 8000 × 30 % × 24


# --- 3. dismissed for refusing overtime ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        ("我拒绝加班被公司开除了，干了三年，月薪6000", 36000),
        ("公司让我周末加班我没去，就把我开除了，工作两年，工资5000", 20000),
        ("老板让我晚上加班，我不愿意加班，他就把我辞退了，干了1年半，月薪7000", 28000),
        ("老板逼我加班，我不干，他就把我开了，工作两年半，月薪6500，能赔多少", 39000),
        # the one telling the worker not to come back is the employer
        ("公司让我周末来加班我拒绝了，第二天就通知我不用来了，入职三年，工资七千", 42000),
    ],
)
def test_a_dismissal_for_refusing_overtime_is_unlawful(question: str, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == amount  # 2N (劳动合同法 第八十七条)
    assert any("拒绝加班" in note and "第四十一条" in note and "第四十二条" in note for note in result["notes"])


def test_refusing_overtime_then_resigning_is_no_dismissal() -> None:
    result = compensate("我不想加班就辞职了，干了三年，月薪6000")
    assert result["params"]["termination_reason"] == "employee_resigned"
    assert result["amount"] == 0


def test_a_serious_breach_told_for_refusing_overtime_keeps_the_employers_ground_with_the_2n_noted() -> None:
    result = compensate("因为拒绝加班被公司辞退，公司说我严重违反规章制度，干了两年，月薪8000")
    assert result["params"]["termination_reason"] == "employee_fault_39"
    assert any("拒绝加班" in note and "32000.00元" in note for note in result["notes"])


# --- 4. rest days told as the days off a week or a month -------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "told", "worked", "amount"),
    [
        # 6 months ≈ 26 weeks, 52 rest days, 12 taken: 40 days × 275.86 × 200%
        ("我们一个月只休两天，干了半年了，月薪6000，加班费怎么算", {"overtime_days_off_per_month": 2}, "52 − 12 = 40天", 22068.8),
        # a year: 104 rest days less 24 taken = 80 × 400 × 200%
        ("一个月只有两天休息，没调休，月薪8700，干了一年，加班费能要多少", {"overtime_days_off_per_month": 2}, "104 − 24 = 80天", 64000),
        # one day off a week for a year: 52 rest days worked × 240 × 200%
        ("我每周只休一天，干了一年，月薪5220，加班费能要多少", {"overtime_days_off_per_week": 1}, "104 − 52 = 52天", 24960),
        ("我们公司是单休，干了半年，月薪4350，没有加班费", {"overtime_days_off_per_week": 1}, "52 − 26 = 26天", 10400),
        # 大小周: 1.5 days off a week on average
        ("公司实行大小周，我干了一年，月薪8700，加班费多少", {"overtime_days_off_per_week": 1.5}, "104 − 78 = 26天", 20800),
    ],
)
def test_days_off_told_by_the_week_or_month_are_rest_days_worked(question: str, told: dict, worked: str, amount: float) -> None:
    result = compensate(question)
    params = result["params"]
    assert params["targets"] == ["overtime_pay"]
    assert {name: params[name] for name in told} == told
    assert any(worked in step["description"] for step in result["steps"])
    assert result["amount"] == amount


def test_days_off_without_the_months_ask_for_them_with_one_months_figure() -> None:
    result = compensate("每天干12个小时，一个月就休两天，工资4000，从来没给过加班费")
    assert result["amount"] is None
    assert any("持续了几个月" in need for need in result["missing"])
    # 4000 ÷ 21.75 ÷ 8 = 22.99 an hour; the working days' 4 added hours (248 ÷ 12 = 20.67 days × 4 × 150% = 2851.23)
    # and the rest days worked, 12 hours each (8.66 − 2 = 6.66 × 12 × 200% = 3674.72)
    assert any("一个月的加班费（工作日延长工作时间和休息日合计）为 6525.94元" in note for note in result["notes"])


def test_made_up_rest_told_with_days_off_owes_nothing_for_them() -> None:
    result = compensate("我们单休，但是公司后来都给调休了，干了半年，月薪6000，加班费多少")
    assert result["params"]["overtime_rest_made_up"] is True
    assert result["amount"] == 0


def test_more_days_off_than_the_rest_days_are_no_overtime() -> None:
    params = EconomicParams(monthly_wage=Decimal(6000), overtime_days_off_per_month=Decimal(9), overtime_months=Decimal(2), targets=["overtime_pay"])
    with pytest.raises(ValueError, match="每月休息的天数应在0至8.67之间"):
        EconomicCalculator(get_reference()).calculate(params)


def test_overtime_already_paid_is_deducted_where_the_rest_is_asked() -> None:
    result = compensate("周末加班5天，公司已经给了500加班费，月薪4350，还差多少")
    assert result["params"]["already_paid"] == 500
    assert result["amount"] == 1500  # 200 × 5 × 200% − 500


# --- 5. passengers ---------------------------------------------------------------------------------------------------


def test_a_passenger_of_the_car_without_fault_is_paid_by_the_other_cars_insurance_alone() -> None:
    result = compensate("我坐朋友的车，被另一辆车撞了，对方全责，医疗费2万")
    # the other car's compulsory insurance (with fault, medical 18000), then its share of the rest
    assert result["amount"] == 20000
    assert any("交强险医疗费用赔偿限额（有责" in step["description"] for step in result["steps"])
    assert any("本车人员" in note and "无责都一样" in note for note in result["notes"])


def test_a_passenger_of_the_liable_car_is_paid_first_by_the_other_cars_no_fault_limits() -> None:
    result = compensate("我坐朋友的车出去玩，他开车撞上了一辆货车，朋友全责，我医疗费3万，误工费5000")
    params = result["params"]
    assert (params["victim_is_passenger"], params["other_vehicle_no_fault"]) == (True, True)
    steps = [step["description"] for step in result["steps"]]
    # the no-fault limits of 2020-09-19 on: medical 1800, death and disability 18000 (误工费 5000 within it)
    assert any("无责" in step and "1800.00元" in step for step in steps)
    assert any("另一方交强险赔偿后的损失 = 35000.00元 − 6800.00元" in step for step in steps)
    assert result["amount"] == 35000  # 6800 + 28200 × 100%


def test_the_insurers_of_a_crash_the_ridden_car_caused_are_the_other_cars_no_fault_limits() -> None:
    result = compensate("2024年5月我搭同事的顺风车上班，路上他追尾了前车，我受伤，医疗费一万，同事全责，保险公司赔多少")
    assert result["params"]["victim_is_passenger"] is True
    assert result["amount"] == 1800  # only the front car's no-fault medical limit; the colleague's car insures no passenger
    assert any("本车一方（驾驶人）按责任承担 8200.00元" in note for note in result["notes"])


def test_a_passenger_hurt_when_the_ridden_car_hit_a_walker_has_no_other_insurer() -> None:
    result = compensate("我坐朋友的车，他撞了一个行人，朋友全责，我也受伤了，医疗费5000")
    assert result["params"]["other_vehicle_no_fault"] is None
    assert result["amount"] == 5000


# --- 6. other lay wordings ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "amount"),
    [
        # '不给签合同' is no written contract: 8 months, the double wage from the second month, 7 × 4000 (第八十二条)
        ("我在餐馆工作，老板不给签合同，干了8个月，月薪4000，能要双倍工资吗", 28000),
        ("老板一直没给我签劳动合同，我干了5个月了，工资3800，二倍工资多少", 15200),
    ],
)
def test_a_contract_the_employer_would_not_give_is_no_written_contract(question: str, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["no_written_contract"] is True
    assert result["amount"] == amount


def test_workday_overtime_days_told_with_hours_by_the_evening() -> None:
    result = compensate("工作日加班5天，每天晚上加2个小时，月薪4350")
    assert result["params"]["overtime_workday_hours"] == 10
    assert result["amount"] == 375  # 4350 ÷ 21.75 = 200, ÷ 8 = 25; × 10 × 150%


@pytest.mark.parametrize(
    ("question", "reason", "amount"),
    [
        # an assessment failed is the employer's 第四十条第（二）项 ground: N, with the notice month noted
        ("公司以考核不合格为由把我辞退了，干了5年，月薪9000", "employer_40_incapable", 45000),
        # a ground 第四十二条 forbids while breastfeeding: 2N
        ("哺乳期被公司以考核不合格辞退，干了5年，月薪9000", "prohibited_42_pregnancy", 90000),
        # dismissed with no training or other post first: unlawful, 2N
        ("公司说我考核没通过，也没培训就直接把我开了，干了3年，月薪7000", "illegal", 42000),
    ],
)
def test_a_failed_assessment_is_the_incapacity_ground(question: str, reason: str, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == amount


def test_a_failed_assessment_in_probation_is_a_probation_dismissal_whose_ground_is_asked() -> None:
    # '被辞退' names the employer as the one dismissing; within the probation the ground decides nothing, N or 2N
    result = compensate("试用期考核不合格被辞退，干了两个月，月薪6000")
    params = result["params"]
    assert (params["termination_reason"], params["dismissed_in_probation"]) == (None, True)
    assert result["amount"] is None
    assert any("试用期内解除劳动合同的理由" in need for need in result["missing"])
