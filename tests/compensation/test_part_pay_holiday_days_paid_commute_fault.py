"""Session 23 (comp23b): pay withheld in part ('连续两个月只发一半工资': the share withheld × the months, and a 第三十八条
ground to leave on, a plan to leave answered as such); a half day off a week ('一周休息半天'); a probation dismissal for
a failed assessment named in its note; overtime days already paid told as days at a rate ('春节七天全在上班，公司只给了
三天的三倍': only the rest owed, a festival's statutory days at 300 % and the rest of its break at 200 %); the care
level told by the care ('需要生活完全护理'); a work injury asked of a commuting accident at the asker's own main fault."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference

# --- 1. pay withheld in part -----------------------------------------------------------------------------------------


def test_half_pay_then_planning_to_leave_is_the_38_ground_with_the_shortfall_and_a_plan_note() -> None:
    result = compensate("公司连续两个月只发一半工资，月薪8000，我干了3年想走，能要什么")
    params = result["params"]
    assert params["termination_reason"] == "employee_38"
    assert params["unpaid_wage_months"] == 2 and params["unpaid_wage_share"] == 0.5
    assert result["amount"] == 24000  # N: 3 × 8000 (第四十六条第（一）项)
    # the wages short, 8000 × 50 % × 2, are a claim of their own, in a note
    assert any("拖欠工资" in note and "8000.00元" in note for note in result["notes"])
    assert any("打算离职" in note and "书面通知" in note for note in result["notes"])


def test_half_pay_after_leaving_has_no_plan_note() -> None:
    result = compensate("公司连续两个月只发一半工资，月薪8000，我干了3年，已经以此为由辞职了")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 24000
    assert not any("打算离职" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "share", "amount"),
    [
        ("公司这两个月只发了一半工资，月薪8000，能补回多少", "50", 8000),
        # 60 % paid: 40 % withheld × 10000 × 3
        ("工资连续三个月只发了60%，月薪10000，公司还欠我多少", "40", 12000),
        # the months told after the part: 30 % withheld × 10000 × 2
        ("公司工资只发了百分之七十，已经两个月了，月薪1万，怎么办", "30", 6000),
    ],
)
def test_part_pay_asked_alone_is_the_share_withheld_times_the_months(question: str, share: str, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["amount"] == amount
    assert any(f"未发部分 {share}%" in step["description"] for step in result["steps"])


def test_part_pay_of_a_loose_part_counts_no_shortfall() -> None:
    result = compensate("公司只发了一部分工资，月薪8000，我打算辞职，干了两年")
    assert result["params"]["unpaid_wage_share"] is None
    assert result["params"]["termination_reason"] == "employee_38"


def test_a_withheld_share_outside_0_and_1_is_refused() -> None:
    params = EconomicParams(monthly_wage=Decimal(8000), unpaid_wage_months=Decimal(2), unpaid_wage_share=Decimal(1), targets=["unpaid_wages"])
    with pytest.raises(ValueError, match="unpaid_wage_share"):
        EconomicCalculator(get_reference()).calculate(params)


# --- 1. a half day off; the probation note ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "off", "amount"),
    [
        # 104 rest days a year less 26 half days: 78 × 275.86 × 200 %
        ("我一周休息半天，干了一年，月薪6000，加班费能要多少", 0.5, 43034.16),
        # 52 less 39: 13 × 400 × 200 %
        ("每周只休一天半，干了半年，月薪8700，加班费多少", 1.5, 10400),
    ],
)
def test_a_half_day_off_a_week_is_read_as_half(question: str, off: float, amount: float) -> None:
    result = compensate(question)
    assert result["params"]["overtime_days_off_per_week"] == off
    assert result["amount"] == amount


def test_a_probation_dismissal_for_a_failed_assessment_names_it() -> None:
    result = compensate("试用期考核不合格被辞退，干了两个月，月薪6000")
    assert result["params"]["dismissed_in_probation"]
    assert any("以考核不合格为由解除" in note for note in result["notes"])
    assert not any("未说明单位的理由" in note for note in result["notes"])


# --- 2. overtime days paid told as days ------------------------------------------------------------------------------


def test_spring_festival_days_paid_at_300_leave_one_holiday_and_the_rest_days_owed() -> None:
    result = compensate("我春节七天全在上班，月薪8700，公司只给了三天的三倍，另外四天没给，还差多少")
    params = result["params"]
    # 春节 is 4 statutory days (labour.yaml festival_days); the other 3 of the break are rest days
    assert (params["overtime_holiday_days"], params["overtime_rest_days"], params["overtime_holiday_days_paid"]) == (4, 3, 3)
    # 400 × 1 × 300 % + 400 × 3 × 200 %
    assert result["amount"] == 3600
    assert any("尚未支付 1天" in step["description"] for step in result["steps"])


def test_holiday_and_rest_days_paid_are_each_taken_off() -> None:
    result = compensate("国庆七天都在加班，月薪8700，公司给了三天的三倍和两天的双倍，还差多少")
    assert result["params"]["overtime_rest_days_paid"] == 2
    assert result["amount"] == 1600  # 2 rest days left × 400 × 200 %


def test_holidays_paid_at_300_beyond_the_holidays_cover_rest_days() -> None:
    result = compensate("春节七天全在上班，月薪8700，公司给了七天的三倍，还差多少")
    assert result["amount"] == 0


def test_days_paid_without_their_rate_are_asked() -> None:
    result = compensate("我春节七天全在上班，月薪8700，公司只给了三天的加班费，另外四天没给，还差多少")
    assert result["amount"] is None
    assert any("300%" in need and "200%" in need and "3 天" in need for need in result["missing"])
    assert result["params"]["overtime_days_kind_untold"] is None  # the days paid are no days worked


@pytest.mark.parametrize(
    ("question", "paid", "amount"),
    [
        ("周末加了四天班没调休，公司只给了两天的加班费，月薪8700，还差多少", {"overtime_rest_days_paid": 2}, 1600),
        ("国庆三天都在上班，月薪8700，公司只给了一天的加班费，还差多少", {"overtime_holiday_days_paid": 1}, 2400),
    ],
)
def test_days_paid_without_their_rate_where_one_kind_was_worked_are_of_that_kind(question: str, paid: dict, amount: float) -> None:
    result = compensate(question)
    assert {name: result["params"][name] for name in paid} == paid
    assert result["params"]["overtime_days_paid_kind_untold"] is None
    assert result["amount"] == amount


def test_without_the_wage_the_festival_question_asks_for_it() -> None:
    result = compensate("我春节七天全在上班，公司只给了三天的三倍，另外四天没给，还差多少")
    assert result["amount"] is None
    assert any("月工资" in need for need in result["missing"])


# --- 3. work injury ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(("told", "level", "amount"), [("需要生活完全护理", "full", 3500), ("鉴定为大部分护理", "most", 2800)])
def test_the_care_level_told_by_the_care(told: str, level: str, amount: float) -> None:
    result = compensate(f"工伤一级伤残，本人工资6000，{told}，当地上年度职工月平均工资7000，每月护理费多少")
    assert result["params"]["care_level"] == level
    assert result["amount"] == amount


@pytest.mark.parametrize(
    "question",
    [
        "下班路上骑车摔倒，交警认定我负全责，评了十级，工资4500，算工伤吗能拿多少",
        "下班路上骑电动车撞了人，交警认定我负全责，我也受伤评了十级，工资4500，工伤能拿多少",
    ],
)
def test_a_work_injury_asked_of_a_commute_at_own_main_fault_is_none(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 0
    assert any("非本人主要责任" in note for note in result["notes"])


def test_a_claim_against_the_other_side_at_own_main_fault_stays_traffic() -> None:
    result = compensate("上班路上闯红灯被车撞了，我负主要责任，评了九级，月薪5000，能赔多少")
    assert result["scenario"] == "traffic"
    assert result["params"]["liability"] == "次要责任"


def test_the_workers_own_drunkenness_keeps_the_injury_from_being_a_work_injury() -> None:
    result = compensate("喝醉酒上班从楼梯上摔下来，评了八级，月薪6000，算工伤吗")
    assert result["amount"] == 0  # 工伤保险条例 第十六条第（二）项
    assert any("第十六条" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "amount"),
    [("上班时被喝醉的客户打伤了，评了十级，月薪5000，工伤能拿多少", 35000), ("同事喝醉了在车间打我，我评了九级，月薪5000，算工伤吗", 45000)],
)
def test_anothers_drunkenness_is_no_exclusion(question: str, amount: float) -> None:
    result = compensate(question)
    assert result["amount"] == amount
    assert not any("第十六条" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "subsidy", "amount"),
    [
        # 7 × 6000 + 2 × 6000 + 4 × 6000 × 2: the question asked before the local standard is told
        ("我在工地上班，老板没交工伤保险，被钢筋砸伤评了十级，月薪6000，停工留薪期2个月，一共能要多少，"
         "当地一次性工伤医疗补助金和伤残就业补助金都是本人工资的4个月", 24000, 102000),
        ("工伤十级，月薪5000，合同到期不续了，当地伤残就业补助金与医疗补助金均为本人工资的3个月，能拿多少", 15000, 65000),
    ],
)
def test_both_subsidies_told_with_one_standard_and_the_whole_asked(question: str, subsidy: float, amount: float) -> None:
    result = compensate(question)
    params = result["params"]
    assert params["medical_subsidy"] == params["employment_subsidy"] == subsidy
    assert "one_off_disability_benefit" in params["targets"] or params["targets"] in ([], ["total"])
    assert result["amount"] == amount


def test_a_rear_end_on_the_commute_with_the_other_side_at_fault_notes_the_claim_against_it() -> None:
    result = compensate("我开车上班路上被别人追尾，对方全责，我受伤评了九级，月薪6000，工伤待遇能拿多少")
    assert result["params"]["third_party_caused"] is True
    assert result["amount"] == 54000
    assert any("工伤由第三人造成" in note for note in result["notes"])
