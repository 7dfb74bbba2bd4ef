"""Economic compensation by the ground of leaving and the days of a part month: a resignation forced by the
employer's default (劳动合同法 第三十八条), a dismissal for not meeting the hiring conditions in probation
(第三十九条第（一）项), the double wage for a part month without a contract (第八十二条), and the article of the
1994 measures cited for service before 2008 (第九十七条第三款). Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.economic import EconomicCalculator, paid_days
from backend.compensation.extract import extract_economic
from backend.compensation.params import EconomicParams
from backend.compensation.reference import get_reference


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 第三十八条第一款第（二）项 (pay not in full or on time) + 第四十六条第（一）项; 4年2个月: 4.5 months (第四十七条)
        ("公司拖欠我3个月工资，我被迫辞职，干了4年2个月，月薪6500，经济补偿多少？", 29250),
        # 第三十八条第一款第（三）项 (social insurance not paid); 3 years: 3 months
        ("公司一直没给我交社保，我提出辞职，工作了3年，月薪5000，能要经济补偿吗？", 15000),
        ("单位不给买社保，我就不干了，工作两年，月薪4000，补偿多少？", 8000),
        # the ground after the leaving, given as its cause
        ("我辞职是因为公司克扣工资，干了5年，月薪8000，经济补偿多少？", 40000),
        ("公司没有按时足额发工资，我以此为由解除劳动合同，干了1年3个月，月薪5000，补偿多少？", 7500),
        # 劳动争议解释（一） 第四十五条第（四）项 (overtime pay refused), 第（五）项 (below the minimum wage): 3 months
        ("公司不给加班费，我辞职了，干了3年，月薪5000，能拿多少？", 15000),
        # the worker ending it on the employer's breach, told as '以…为由解除' (an employer never cites its own)
        ("单位一直不给我买社保，我干了2年，月薪4000，后来我写信通知单位，以未缴纳社保为由解除了劳动合同，补偿多少？", 8000),
        ("公司一直低于最低工资发工资，我辞职了，干了3年，月薪2000，有补偿吗？", 6000),
    ],
)
def test_resignation_on_a_ground_of_article_38_is_compensated(question: str, expected: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == expected


@pytest.mark.parametrize(
    "question",
    [
        # 第三十七条: leaving of one's own accord is not among 第四十六条's cases
        "我在公司干了3年，月薪5000，现在想辞职，有经济补偿吗？",
        # a ground denied is none
        "公司没有拖欠工资，我自己辞职的，干了3年，月薪5000，有经济补偿吗？",
        "我因个人原因辞职，公司从没拖欠过工资，干了3年，月薪5000，有经济补偿吗？",
        # pay owed after the worker left is no ground the worker left on
        "我辞职了，公司还欠我一个月工资没发，干了3年，月薪5000，经济补偿多少？",
        # a ground asked about or denied is none, and a ground with no leaving is no 第三十八条 ending
        "我想辞职，公司会不会拖欠我工资？月薪5000，干了3年，有补偿吗",
        "公司不存在拖欠工资的情况，我主动辞职，干了3年，月薪5000，有补偿吗",
    ],
)
def test_plain_resignation_stays_uncompensated(question: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "employee_resigned"
    assert result["amount"] == 0


def test_probation_dismissal_for_hiring_conditions_owes_nothing_and_says_what_the_employer_must_show() -> None:
    # 第三十九条第（一）项: no compensation, and no length of service is needed to say so; 第二十一条: reasons given
    result = compensate("试用期第2个月被公司辞退了，说我不符合录用条件，经济补偿多少？")
    assert result["params"]["termination_reason"] == "probation_unqualified_39"
    assert result["amount"] == 0 and result["missing"] == []
    assert "第三十九条第（一）项" in result["steps"][-1]["source"]
    assert any("第二十一条" in note and "举证责任" in note for note in result["notes"])


def test_hiring_conditions_after_probation_are_an_unlawful_ground() -> None:
    # the ground holds only within the probation period: afterwards 第八十七条's damages, 2 × 1 month × 6000
    result = compensate("已经转正半年了，公司突然说我不符合录用条件把我开了，干了1年，月薪6000，能拿多少？")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 12000


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 第十九条: probation is at most six months, so after 2 years the ground is gone: 第八十七条 2 × 2 × 6000
        ("公司说我不符合录用条件把我辞退了，我已经干了2年，月薪6000，能拿多少赔偿？", 24000),
        ("入职三年了，公司突然以不符合录用条件为由辞退我，月薪8000，能赔多少？", 48000),
        # the employer's own breach (第三十八条) is no ground for it to dismiss (第三十九、四十条): 2 × 3 × 5000
        ("公司拖欠工资，还把我开除了，干了3年，月薪5000，能拿多少？", 30000),
        ("公司拖欠工资，老板让我走人，干了3年，月薪5000，能拿多少？", 30000),
    ],
)
def test_a_dismissal_on_no_ground_the_employer_has_is_unlawful(question: str, expected: int) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == expected


def test_hiring_conditions_with_neither_probation_nor_service_told_are_asked() -> None:
    params = extract_economic("公司说我不符合录用条件把我辞退了，月薪6000，能拿多少？")
    assert params.termination_reason is None


def test_hiring_conditions_within_six_months_may_be_the_probation_ground() -> None:
    params = extract_economic("入职4个月，公司说我不符合录用条件把我辞退了，月薪6000，能拿多少？")
    assert params.termination_reason == "probation_unqualified_39"


def test_paid_days_are_mondays_to_fridays() -> None:
    # 2025-07-01 is a Tuesday: 1–4, 7–11, 14–18 July; the 19th is a Saturday
    assert paid_days(date(2025, 7, 1), date(2025, 7, 19)) == 14
    # 2026-05-01..05 are statutory holidays, paid days of the 21.75-day month (劳社部发〔2008〕3号)
    assert paid_days(date(2026, 5, 1), date(2026, 5, 5)) == 3


def _double_wage(**dates: date) -> tuple[Decimal | None, list[str]]:
    params = EconomicParams(monthly_wage=Decimal(7000), start_date=date(2025, 6, 1), targets=["double_wage"], **dates)
    calc = EconomicCalculator(get_reference()).calculate(params)
    return calc.amount, [step.description for step in calc.steps]


@pytest.mark.parametrize(
    ("dates", "expected"),
    [
        # 第八十二条, 实施条例 第六条: double pay from 2025-07-01 (the day after the first month) to 07-19, the day
        # before signing: 14 paid days × 7000 / 21.75
        ({"contract_signed_date": date(2025, 7, 20)}, Decimal("4505.75")),
        # left on 2025-07-25 unsigned: 07-01..07-25, 19 paid days
        ({"end_date": date(2025, 7, 25)}, Decimal("6114.94")),
        # 07-01..11-30 are 5 whole months (35000) and 12-01..12-14 holds 10 paid days (3218.39)
        ({"contract_signed_date": date(2025, 12, 15)}, Decimal("38218.39")),
        # signed on the first day after the first month: no double pay
        ({"contract_signed_date": date(2025, 7, 1)}, Decimal("0")),
        # a year or more unsigned: 实施条例 第七条 caps it at 11 months
        ({"contract_signed_date": date(2026, 6, 1)}, Decimal("77000")),
    ],
)
def test_double_wage_counts_the_part_month_by_paid_days(dates: dict[str, date], expected: Decimal) -> None:
    amount, steps = _double_wage(**dates)
    assert amount == expected
    if expected % 7000:
        assert any("21.75" in step and "计薪日" in step for step in steps)


@pytest.mark.parametrize(
    ("start", "signed", "expected"),
    [
        # work from 2025-01-31: February has no 31st, so its last day ends the first month (民法典 第二百零二条);
        # signed the day after, 03-01: no day past the first month unsigned, no double pay (第八十二条)
        (date(2025, 1, 31), date(2025, 3, 1), Decimal("0")),
        # signed on 03-04: 03-01 (Sat), 03-02 (Sun), 03-03 (Mon) unsigned after the first month, one paid day:
        # 7000 / 21.75 = 321.84
        (date(2025, 1, 31), date(2025, 3, 4), Decimal("321.84")),
    ],
)
def test_double_wage_from_a_month_end_start(start: date, signed: date, expected: Decimal) -> None:
    params = EconomicParams(monthly_wage=Decimal(7000), start_date=start, contract_signed_date=signed, targets=["double_wage"])
    assert EconomicCalculator(get_reference()).calculate(params).amount == expected


def test_late_signing_said_with_cai_is_the_signing_date() -> None:
    params = extract_economic("我2025年6月1日入职，公司直到2025年7月20日才跟我签书面劳动合同，月薪7000，二倍工资差额是多少？")
    assert params.contract_signed_date == date(2025, 7, 20)
    assert compensate("我2025年6月1日入职，公司直到2025年7月20日才跟我签书面劳动合同，月薪7000，二倍工资差额是多少？")["amount"] == 4505.75


@pytest.mark.parametrize(
    ("reason", "article"),
    [
        ("mutual_by_employer", "第五条"),
        ("employer_40", "第六条（医疗期满）或第八条（客观情况发生重大变化）"),
        ("employer_40_incapable", "第七条"),
        ("layoff_41", "第九条"),
    ],
)
def test_pre_2008_step_cites_the_article_of_its_reason(reason: str, article: str) -> None:
    params = EconomicParams(
        monthly_wage=Decimal(5000),
        start_date=date(2005, 3, 1),
        end_date=date(2010, 6, 30),
        termination_reason=reason,
        local_avg_monthly_wage=Decimal(6000),
    )
    calc = EconomicCalculator(get_reference()).calculate(params)
    pre_2008 = [step.source for step in calc.steps if step.description.startswith("2008年1月1日前")]
    assert pre_2008 and pre_2008[0].endswith("481号）" + article)
    # 2年10个月 before 2008 is 3 months under the 1994 measures; 2年6个月 after is 3 months: 6 × 5000
    assert calc.amount == 30000


def test_pre_2008_step_without_an_article_says_so() -> None:
    params = EconomicParams(
        monthly_wage=Decimal(5000), start_date=date(2005, 3, 1), end_date=date(2010, 6, 30), termination_reason="employee_38",
        local_avg_monthly_wage=Decimal(6000),
    )
    calc = EconomicCalculator(get_reference()).calculate(params)
    assert any("未设专条" in note for note in calc.notes)


def test_a_resignation_for_the_workers_own_reason_is_not_a_forced_one():
    # 第三十八条 needs the employer's breach to be why the worker leaves; '找到新工作就辞职了' gives another reason
    result = compensate("公司拖欠了我两个月工资，我去年找到新工作就辞职了，干了3年，月薪6000，能拿经济补偿吗？")
    assert result["params"]["termination_reason"] == "employee_resigned" and result["amount"] == 0
