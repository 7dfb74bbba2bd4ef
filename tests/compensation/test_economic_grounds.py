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


@pytest.mark.parametrize("closing", ["公司说不干了，要关门", "老板说厂子不开了", "后来厂里倒闭了"])
def test_the_employer_closing_down_in_everyday_words_is_its_ending(closing: str) -> None:
    # 提前解散 (第四十四条第（五）项) owes 第四十六条第（六）项's N: 4 × 4500
    result = compensate(f"我在厂里干了4年，月薪4500，{closing}，能拿多少补偿？")
    assert result["params"]["termination_reason"] == "employer_closed"
    assert result["amount"] == 18000


@pytest.mark.parametrize("told", ["老板让我不干了", "我在这家公司不干了", "我跟公司说不干了", "店里关门后还让我们加班，公司没倒闭"])
def test_words_of_closing_that_tell_no_closing_are_not_the_employers_ending(told: str) -> None:
    assert extract_economic(f"我在公司干了4年，月薪4500，{told}", get_reference()).termination_reason != "employer_closed"


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


@pytest.mark.parametrize(
    "denial",
    ["可我根本没有严重违纪", "可我没有任何严重违纪", "可我并没有什么严重违反规章制度的行为", "但我不存在严重失职的情况"],
)
def test_a_ground_of_article_39_the_worker_denies_is_not_the_employers(denial: str) -> None:
    # the denial may stand a few words before the ground; the ending is then the unlawful one the asker calls it:
    # 第八十七条 2 × 5 × 6000
    result = compensate(f"单位说我旷工就把我辞退了，{denial}，我觉得属于违法解除，工作了5年，月薪6000，可以拿多少？")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 60000


@pytest.mark.parametrize(
    "ground",
    [
        "公司说我连续三天没打卡属于严重违纪", "老板说我没请假是严重违纪", "公司无故说我严重违纪",
        # the negated act within four characters of the ground, the employer speaking: still its ground
        "公司说我没打卡三次严重违纪", "单位认为我未请假旷工严重违纪",
    ],
)
def test_a_ground_the_employer_names_after_a_negated_act_stays_the_ground(ground: str) -> None:
    # '没打卡' is the act the employer calls 严重违纪, not a denial of it: 第三十九条, nothing owed
    result = compensate(f"{ground}，把我开除了，干了5年，月工资6000，能拿多少？")
    assert result["params"]["termination_reason"] == "employee_fault_39"
    assert result["amount"] == 0


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
        # before signing: 14 paid days × the day's wage to the cent, 7000 / 21.75 = 321.84
        ({"contract_signed_date": date(2025, 7, 20)}, Decimal("4505.76")),
        # left on 2025-07-25 unsigned: 07-01..07-25, 19 paid days
        ({"end_date": date(2025, 7, 25)}, Decimal("6114.96")),
        # 07-01..11-30 are 5 whole months (35000) and 12-01..12-14 holds 10 paid days (3218.40)
        ({"contract_signed_date": date(2025, 12, 15)}, Decimal("38218.40")),
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
    assert compensate("我2025年6月1日入职，公司直到2025年7月20日才跟我签书面劳动合同，月薪7000，二倍工资差额是多少？")["amount"] == 4505.76


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


# a dismissal for the business's sake (第四十条第（三）项, 第四十一条), 4 years at 8000: N = 32000, 2N = 64000
_FOUR_YEARS = "我在公司干了4年，月薪8000元。"


@pytest.mark.parametrize(
    ("told", "reason", "amount"),
    [
        # the ground, its steps not told: N, and a note that a month's wage is owed without 30 days' notice
        ("公司以经营困难为由把我辞退了。能拿多少补偿？", "employer_40", 32000),
        ("公司经营困难，和我协商调岗没谈成，提前30天书面通知解除了合同。经济补偿是多少？", "employer_40", 32000),
        # the talk failed and no notice was given: N + the month in lieu of notice = 40000
        ("公司经营困难，跟我协商调岗没协商一致，没有提前通知就解除了合同。我能拿多少？", "employer_40", 40000),
        # no talk on changing the contract: not the 第四十条第（三）项 ground, an unlawful ending (2N)
        ("公司以经营困难为由直接把我辞退了，没有跟我协商变更合同。公司应该赔多少？", "illegal", 64000),
        # a layoff with its steps taken: N (no month in lieu of notice under 第四十一条)
        ("公司经济性裁员，一次裁了40多人，提前30天向工会说明了情况并向劳动部门报告了。我能拿多少补偿？", "layoff_41", 32000),
        # a layoff told to lack the union's hearing and the report: unlawful (2N)
        ("公司说要裁员，一次裁了40多人，没有向工会或者全体职工说明情况，也没有向劳动行政部门报告。我能拿多少？", "illegal", 64000),
        # a 第四十二条 worker: the ground is forbidden for her whatever the steps (2N)
        ("现在怀孕5个月，公司以经营困难为由把我裁了。能拿多少？", "prohibited_42_pregnancy", 64000),
    ],
)
def test_a_dismissal_for_the_business_is_its_lawful_ground_unless_a_step_is_told_missing(told: str, reason: str, amount: int) -> None:
    result = compensate(_FOUR_YEARS + told)
    assert (result["params"]["termination_reason"], result["amount"]) == (reason, amount)


@pytest.mark.parametrize(
    "unconsulted",
    ["没跟我商量过就", "未经协商就", "未经与我协商，", "事先没和我商量过，就", "从没找我商谈过，直接"],
)
def test_a_business_dismissal_told_without_any_talk_is_unlawful(unconsulted: str) -> None:
    # 第四十条第（三）项 needs a failed talk on changing the contract; without one the ending is unlawful (2N), the
    # month's notice given changing nothing
    result = compensate(_FOUR_YEARS + f"去年公司说效益不好、经营困难，{unconsulted}把我辞退了，提前一个月通知了我。公司该赔多少？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("illegal", 64000)


def test_talks_that_were_held_keep_the_business_ground() -> None:
    result = compensate(_FOUR_YEARS + "去年公司说经营困难，和我商量过几次调岗都没谈成，最后提前一个月书面通知把我辞退了。公司该赔多少？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("employer_40", 32000)


@pytest.mark.parametrize(
    "failed_talk",
    ["换岗的事没有协商一致，", "双方无法协商一致，", "我们俩不能协商一致，", "换岗的事没能协商一致，", "换岗这件事一直没有谈拢，", "换岗的事没有达成，"],
)
def test_a_failed_talk_on_a_new_post_is_no_agreed_ending(failed_talk: str) -> None:
    # a talk that failed is 第四十条第（三）项, not 第三十六条 agreement: N, plus a month's wage without 30 days' notice
    result = compensate(_FOUR_YEARS + f"部门被撤掉后公司想给我换岗，{failed_talk}公司就把我辞退了，也没有提前通知。我能拿多少？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("employer_40", 40000)


def test_a_talk_that_agreed_is_still_an_agreed_ending() -> None:
    result = compensate(_FOUR_YEARS + "公司提出跟我协商解除合同，最后双方协商一致解除了。我能拿多少？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("mutual_by_employer", 32000)


def test_the_business_ground_without_notice_told_notes_the_month_in_lieu() -> None:
    result = compensate(_FOUR_YEARS + "公司以经营困难为由把我辞退了。能拿多少补偿？")
    assert any("代通知金" in note for note in result["notes"])


# --- no written contract and a dismissal: 2N (第八十七条) and the double wage (第八十二条; 实施条例 第六、七条) ---------------


def test_a_dismissal_without_a_written_contract_adds_the_double_wage() -> None:
    # 2023-01-01..2023-10-31: 10 months, N = 1 month → 2N = 10,000; double wage from the second month to the end:
    # 9 whole months × 5000 = 45,000; total 55,000
    result = compensate("我2023年1月1日入职，公司一直没有跟我签劳动合同，2023年10月公司无故把我辞退了，月薪5000元，能要多少？")
    assert result["params"]["no_written_contract"] is True
    assert result["elements"]["compensation_type"] == ["违法解除（终止）劳动合同赔偿金", "未订立书面劳动合同的二倍工资差额"]
    assert result["amount"] == 55000


def test_a_contract_signed_keeps_the_dismissal_alone() -> None:
    result = compensate("我2023年1月1日入职，签了劳动合同，2023年10月公司无故把我辞退了，月薪5000元，能要多少？")
    assert result["amount"] == 10000


# 1. 第八十二条's double wage does not depend on how the job ended


def test_double_wage_counted_on_a_plain_dismissal_with_no_stated_ground() -> None:
    # 2023-03-01 to 2024-06-01: 1年3个月 → N = 1.5 × 6000 = 9,000 (劳动合同法 第四十七条); no written contract from
    # 2023-04-01 to 2024-02-29: 11 months × 6000 = 66,000 (第八十二条第一款, 实施条例 第七条); 75,000 in all
    result = compensate("我2023年3月1日入职，月薪6000，公司一直没跟我签劳动合同。2024年6月1日公司把我辞退了，能拿多少？")
    assert result["amount"] == 75000


def test_double_wage_counted_from_months_worked() -> None:
    # 8 months: N = 1 × 5000 (不满六个月的 half, 六个月以上 a whole month, 第四十七条); double wage for months 2-8 = 7 × 5000
    result = compensate("没签劳动合同，工作了8个月，月薪5000，公司把我辞退了，能拿多少？")
    assert result["amount"] == 40000


def test_unpaid_three_months_cites_article_38() -> None:
    # 劳动争议解释（一） 第三十八条: three months unpaid for the employer's reasons, the worker may end the restriction
    # (第三十七条 is the restriction and its agreed compensation owed after the contract ends, not this rule)
    source = get_reference().labour["non_compete"]["unpaid_source"]
    assert source.endswith("第三十八条") and "第三十七条" not in source


# --- the ground of an ending, looked up once -------------------------------------------------------------


def test_the_ground_is_looked_up_once_per_calculation(monkeypatch: pytest.MonkeyPatch) -> None:
    calculator = EconomicCalculator(get_reference())
    lookups = []
    looked_up = calculator._reason
    monkeypatch.setattr(calculator, "_reason", lambda params: lookups.append(params) or looked_up(params))
    params = EconomicParams(
        monthly_wage=Decimal(8000), service_months=36, termination_reason="prohibited_42_work_injury", targets=["total"]
    )
    calculation = calculator.calculate(params)
    assert len(lookups) == 1
    # 第四十二条 makes the dismissal unlawful: 第八十七条's 2N, 8000 x 3 x 2
    assert calculation.amount == Decimal(48000)


def test_an_unknown_target_is_refused_before_an_unknown_ground() -> None:
    calculator = EconomicCalculator(get_reference())
    with pytest.raises(ValueError, match="未知的计算项目"):
        calculator.calculate(EconomicParams(termination_reason="no_such_ground", targets=["no_such_target"]))
    with pytest.raises(ValueError, match="未知的解除/终止原因"):
        calculator.calculate(EconomicParams(termination_reason="no_such_ground"))


# --- a renewal offered on lower terms at expiry (劳动合同法 第四十六条第（五）项) --------------------------

_SERVICE = "我2020年3月1日入职，合同2025年2月28日到期，月薪8000。"


@pytest.mark.parametrize(
    "offer",
    [
        "公司说续签合同可以，但工资要从8000降到6000，我不同意",
        "公司说续签可以，但岗位要从主管降为普通员工，我不同意",
        "公司同意续签，不过要把我调到仓库当普通工人，我没答应",
        "公司说续签可以，但要改成劳务派遣，我不同意",
        "公司说续签可以，但要延长工作时间，工资不变，我不同意",
        "公司说续签可以，但要提高考核指标，我不同意",
    ],
)
def test_a_renewal_on_lower_terms_refused_still_owes_compensation(offer: str) -> None:
    # 第四十六条第（五）项: only a renewal that keeps or raises the terms, refused, owes nothing; a lower one is
    # no such offer. 2020-03-01..2025-02-28 is 5 years: 5 x 8000 (第四十七条)
    result = compensate(f"{_SERVICE}合同到期时{offer}。能拿多少补偿？")
    assert result["params"]["termination_reason"] == "expiry_not_renewed"
    assert result["amount"] == 40000


def test_the_wage_a_cut_starts_from_is_the_wage() -> None:
    # '从8000降到6000': 8000 is the pay now, 6000 the offer; with the expiry in the same sentence. 5 x 8000
    question = "公司说续签合同可以，但工资要降（从8000降到6000），我不同意，合同到期走人。我2020年3月1日入职，合同2025年2月28日到期，能拿多少补偿？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal(8000)
    assert params.termination_reason == "expiry_not_renewed"
    assert compensate(question)["amount"] == 40000


def test_the_expiry_told_in_the_sentence_before_the_offer() -> None:
    question = "我的合同2025年2月28日到期了，2020年3月1日入职，月薪8000。公司说续签可以，但工资要降到6000，我不同意。能拿多少补偿？"
    assert compensate(question)["amount"] == 40000


def test_a_cut_after_a_renewal_made_is_no_renewal_offer() -> None:
    # the contract was renewed; the later cut and the worker's resignation are another ending (no 第四十六条第（五）项)
    assert extract_economic("合同到期续签了三年，后来公司降薪，我就辞职了，能拿补偿吗？").termination_reason == "employee_resigned"


@pytest.mark.parametrize(
    "offer",
    ["公司愿意续签，条件不变，我不想续", "公司说可以按原条件续签，我不想干了就没签", "公司说续签合同可以，但是工资不涨，我不同意续签"],
)
def test_a_renewal_on_the_same_terms_refused_owes_nothing(offer: str) -> None:
    # 第四十六条第（五）项's exception: the terms kept (or raised) and the worker refusing
    result = compensate(f"{_SERVICE}合同到期时{offer}。能拿多少补偿？")
    assert result["params"]["termination_reason"] == "expiry_employee_declined"
    assert result["amount"] == 0


@pytest.mark.parametrize(
    "still",
    ["我现在还在职，能拿多少？", "现在还在上班，公司要赔我多少？", "人还在公司，能要多少钱", "我还没离职，能要多少？",
     "还在这家公司干，能要多少？", "我目前在职，能拿到多少补偿？"],
)
def test_a_worker_still_in_the_job_is_owed_the_double_wage_only(still: str) -> None:
    # nothing has ended, so no 第四十七条 compensation; months 2-9 without a written contract: 8 × 4000 (第八十二条)
    result = compensate(f"入职9个月了，公司一直没跟我签劳动合同，月薪4000，{still}")
    assert (result["params"]["targets"], result["amount"]) == (["double_wage"], 32000)


def test_a_worker_still_in_the_job_since_a_date_is_owed_the_double_wage_up_to_today() -> None:
    # '我还在职' is '至今': unsigned from 2024-01 to the day asked (2025-06-01), past a year, so the full 11 months × 6000
    result = compensate("2024年1月入职，公司一直没和我签书面劳动合同，月薪6000，我还在职，能要多少二倍工资？", asked_on=date(2025, 6, 1))
    assert result["amount"] == 66000


def test_a_worker_dismissed_without_a_written_contract_is_owed_the_ending_too() -> None:
    # '还在公司' in the facts does not hide a dismissal told: 第四十七条 compensation (1 month for 9) beside the double wage
    result = compensate("入职9个月，公司一直没跟我签劳动合同，月薪4000，上周还在公司上班，今天公司把我辞退了，能拿多少？")
    assert result["amount"] == 4000 + 32000


# --- the asker's view that a 第三十九条 dismissal is unlawful is no finding --------------------------------------------

_FAULT_DISMISSAL = "我在公司干了5年，月薪6000，公司以我严重违反规章制度为由把我开除了，"


@pytest.mark.parametrize(
    "opinion", ["我觉得公司违法，能要多少钱？", "我觉得是违法解除，能拿多少赔偿？", "这算不算违法解除？能拿多少赔偿金？"]
)
def test_a_told_article_39_ground_stands_against_the_askers_view(opinion: str) -> None:
    # the ground holds unless shown otherwise: nothing owed (第三十九条, 第四十六条 does not list it); the note says what was
    # assumed and gives 第八十七条's damages should the ground fail: 6000 × 5 × 2 = 60000
    result = compensate(_FAULT_DISMISSAL + opinion)
    assert (result["params"]["termination_reason"], result["amount"]) == ("employee_fault_39", 0)
    [note] = [note for note in result["notes"] if "提问人自己的看法" in note]
    assert "以上按单位所说的理由成立计算" in note and "60000.00元" in note


@pytest.mark.parametrize(
    "unlawful", ["后来仲裁委认定公司属于违法解除，能拿多少？", "这是违法开除，能拿多少？"]
)
def test_an_unlawful_ending_told_as_a_fact_gives_the_damages_and_says_so(unlawful: str) -> None:
    result = compensate(_FAULT_DISMISSAL + unlawful)
    assert (result["params"]["termination_reason"], result["amount"]) == ("illegal", 60000)
    assert any("以上按题目所说的违法解除计算赔偿金" in note for note in result["notes"])


@pytest.mark.parametrize(
    "denied",
    ["公司说我迟到太多把我开了，但我并没有严重违纪，我认为是违法辞退",
     "公司无缘无故把我辞退了，我从来没严重违反过规章制度，我觉得公司违法"],
)
def test_a_ground_the_asker_denies_is_not_the_employers_ground(denied: str) -> None:
    # no 第三十九条 ground of the employer's is told: the asker's view stands, 2N = 6000 × 5 × 2 (第八十七条), and no note
    # says the employer ended the contract on such a ground
    result = compensate(f"我在公司干了5年，月薪6000，{denied}，能拿多少？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("illegal", 60000)
    assert not any("第三十九条的理由解除" in note for note in result["notes"])


def test_the_askers_view_without_a_ground_told_is_still_an_unlawful_dismissal() -> None:
    result = compensate("我在公司干了5年，月薪6000，公司无故把我辞退了，我觉得是违法解除，能拿多少赔偿？")
    assert (result["params"]["termination_reason"], result["amount"]) == ("illegal", 60000)


@pytest.mark.parametrize(
    ("ending", "expected"),
    [("公司经济性裁员把我裁了", 30000), ("我自己辞职了", 0)],  # 第四十一条: N = 6000 × 5; a resignation owes nothing
)
def test_damages_asked_after_a_lawful_ending_are_what_that_ending_owes(ending: str, expected: int) -> None:
    # 第八十七条's damages follow an unlawful ending only: '赔偿金' after a lawful one is answered by what it owes
    result = compensate(f"我在公司干了5年，月薪6000，{ending}，能拿多少赔偿金？")
    assert result["amount"] == expected
    assert any("赔偿金（劳动合同法第八十七条）只在违法解除" in note for note in result["notes"])


# --- no notice told, no ground told: both readings with their figures ----------------------------------------


def test_an_ending_without_notice_and_without_a_ground_tells_both_readings() -> None:
    # the answer stays N = 7000 × 3 (第四十七条); the note gives the 第四十条 reading (N and a month in lieu of notice:
    # 21000 + 7000 = 28000, 实施条例 第二十条) and the unlawful one (2N = 42000, 第八十七条)
    result = compensate("单位没有提前三十天通知就把劳动合同解除了，月薪7000元，干了3年，能拿多少？")
    assert result["params"]["notice_given"] is False and result["params"]["termination_reason"] is None
    assert result["amount"] == 21000
    note = next(note for note in result["notes"] if "未说明解除的理由" in note)
    assert "21000.00元 + 7000.00元 = 28000.00元" in note and "42000.00元" in note


def test_an_ending_without_notice_on_a_told_ground_needs_no_second_reading() -> None:
    # 第四十条第（三）项 told: N + the month in lieu of notice is the answer itself (21000 + 7000)
    result = compensate("公司搬迁到外地，调岗没谈拢，没有提前三十天通知就解除了劳动合同，月薪7000元，干了3年，能拿多少？")
    assert result["amount"] == 28000
    assert not any("未说明解除的理由" in note for note in result["notes"])


@pytest.mark.parametrize("told", ["公司违法把我辞退了", "单位违法将我开除"])
def test_a_dismissal_called_unlawful_with_its_object_between_owes_twice(told: str) -> None:
    result = compensate(f"{told}，干了4年，月薪6000，能赔多少？")
    assert result["params"]["termination_reason"] == "illegal" and result["amount"] == 48000


def test_the_askers_view_of_an_unlawful_dismissal_beside_a_serious_fault_leaves_the_ground() -> None:
    result = compensate("公司以我严重违纪为由把我开除了，我觉得是违法把我开除，干了4年，月薪6000，能赔多少？")
    assert result["params"]["termination_reason"] != "illegal" and result["amount"] == 0


@pytest.mark.parametrize("unpaid", ["公司三个月没发工资了", "老板一直没给我发工资"])
def test_pay_not_paid_at_all_before_leaving_is_a_ground_of_article_38(unpaid: str) -> None:
    result = compensate(f"{unpaid}，我辞职了，干了五年，月薪七千，能要多少？")
    assert result["params"]["termination_reason"] == "employee_38" and result["amount"] == 35000


@pytest.mark.parametrize(
    "question",
    [
        "公司从来没有拖欠过工资，我自己辞职了，干了五年，月薪七千，能要多少？",
        "我辞职了，公司会不会没发工资？干了五年，月薪七千，能要多少？",
    ],
)
def test_pay_denied_or_only_feared_unpaid_leaves_a_plain_resignation(question: str) -> None:
    assert compensate(question)["params"]["termination_reason"] == "employee_resigned"


ASKED_TO_RESIGN_NOTE = "单位要求劳动者辞职，是单位提出解除劳动合同"


@pytest.mark.parametrize("asked", ["公司让我主动辞职，不然就开除我", "领导劝我离职"])
def test_the_employer_asking_the_worker_to_resign_proposes_an_agreed_ending(asked: str) -> None:
    result = compensate(f"{asked}，干了三年，工资六千，能拿多少？")
    assert result["params"]["termination_reason"] == "mutual_by_employer" and result["amount"] == 18000
    assert any(ASKED_TO_RESIGN_NOTE in note for note in result["notes"])


def test_a_worker_asked_to_resign_and_then_dismissed_is_no_resignation() -> None:
    result = compensate("老板逼我写辞职信，我没写，他就把我开除了，干了三年，工资六千，能拿多少？")
    assert result["params"]["termination_reason"] != "employee_resigned" and result["amount"] == 18000


def test_a_resignation_of_the_workers_own_gets_no_note_on_being_asked() -> None:
    result = compensate("我主动辞职了，干了三年，工资六千，能拿多少？")
    assert result["amount"] == 0 and not any(ASKED_TO_RESIGN_NOTE in note for note in result["notes"])


@pytest.mark.parametrize("closed", ["超市关门了", "饭店关门大吉了"])
def test_a_shop_shut_for_good_ends_the_contract_with_compensation(closed: str) -> None:
    result = compensate(f"我老婆在这家店上班，干了两年半，{closed}，她一个月三千五，能给多少？")
    assert result["params"]["termination_reason"] == "employer_closed" and result["amount"] == 10500


def test_a_shop_shut_for_the_night_ends_nothing() -> None:
    result = compensate("我在饭店干了三年，晚上店关门了我才下班，老板把我辞退了，月薪四千，能赔多少？")
    assert result["params"]["termination_reason"] != "employer_closed"


def test_a_month_offered_in_lieu_of_notice_and_questioned_is_set_against_all_the_ending_brings() -> None:
    # 6 × 9000 of compensation besides the 9000 month offered
    result = compensate("我在一家公司干了六年，老板说公司效益不好要裁掉我，月薪九千，多给一个月工资，这样对吗？")
    assert result["params"]["targets"] == ["total", "economic_compensation", "notice_pay"] and result["amount"] == 63000


def test_the_month_in_lieu_of_notice_asked_alone_is_that_month() -> None:
    result = compensate("公司搬迁我不去，公司解除合同没提前通知，干了六年，月薪九千，多给的一个月工资是多少？")
    assert result["params"]["targets"] == ["notice_pay"] and result["amount"] == 9000


def test_the_employer_asking_for_the_letter_of_a_worker_who_resigned_is_still_a_resignation() -> None:
    result = compensate("我向公司提出辞职，公司让我交辞职信，干了三年，月薪六千，能拿多少补偿？")
    assert result["params"]["termination_reason"] == "employee_resigned" and result["amount"] == 0
    assert not any(ASKED_TO_RESIGN_NOTE in note for note in result["notes"])
