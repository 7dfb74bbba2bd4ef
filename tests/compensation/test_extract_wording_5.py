"""Wordings after the fifth sealed set: pay stated by the day with the days of a month, a year's pay split
into stretches, the day of leaving named after the event ('那天是…'), '开始在…干' as a start, a change of
post that could not be agreed, the month's pay owed for notice not given, money already paid towards
what is asked (the answer is what is still owed), the suspension-period shortfall asked as '还差',
provincial subsidies whose wage is named once for all of them, a payment made in advance by the insurer,
'除了交强险，…' without 之外, and lost earnings and nursing stated as a rate and a span.
Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from backend.compensation import compensate
from backend.compensation.extract import extract_economic, extract_traffic, extract_work_injury
from backend.compensation.reference import get_reference


def test_daily_pay_times_the_days_the_question_counts() -> None:
    question = "我在饭馆2022年4月1号开始在后厨做帮工，日工资300元，月工资是按日工资乘以21.75算的。2025年3月31日老板无故辞退我，违法解除赔偿金多少？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal("6525")
    assert params.start_date == date(2022, 4, 1)
    # 3 years -> 3 months x 6525 x 2
    assert compensate(question)["amount"] == 39150


def test_daily_pay_with_working_days_per_month_in_work_injury() -> None:
    params = extract_work_injury("我在装修队干活，日薪150，一个月一般干25天。去年摔伤认定工伤，评了十级，一次性伤残补助金多少？")
    assert params.own_wage == Decimal("3750")


def test_daily_pay_without_days_per_month_is_asked_for() -> None:
    # how many days make a month is not assumed: the monthly wage stays missing
    question = "日薪300，2020年1月1日入职，2024年12月31日被公司违法辞退，赔偿金多少？"
    assert extract_economic(question).monthly_wage is None
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_year_of_pay_split_into_halves_is_averaged() -> None:
    question = "我2019年3月1日入职，2024年2月29日合同到期公司不续签了。最后一年工资：上半年每月7千，下半年每月8千。经济补偿多少？"
    params = extract_economic(question)
    assert params.monthly_wage == Decimal("7500")
    assert compensate(question)["amount"] == 37500  # 5 years x 7500


def test_day_of_leaving_named_after_the_event() -> None:
    question = "老板打电话叫我以后别来了，也没说原因，当天是2025年6月30日。我2021年7月1日入职，月薪6000。违法解除赔偿金多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2021, 7, 1), date(2025, 6, 30))
    assert compensate(question)["amount"] == 48000  # 4 years x 6000 x 2


def test_change_of_post_not_agreed_and_notice_month_asked() -> None:
    question = (
        "我干了6年整，部门撤并后公司跟我谈调岗没谈拢，就直接解除了合同，没提前通知。月薪9000，本地社平8500。"
        "一共应该给我多少（经济补偿加上没提前通知的那一个月工资）？"
    )
    params = extract_economic(question)
    assert params.termination_reason == "employer_40"
    assert set(params.targets) >= {"economic_compensation", "notice_pay"}
    assert compensate(question)["amount"] == 63000  # 6 x 9000 + 9000


_PAID_CASE = (
    "2018年1月1日入职，2024年12月31日公司以客观情况发生重大变化为由解除合同，提前一个月通知了。月薪8000，当地社平9000。"
    "公司已经打给我2万说是补偿，"
)


def test_compensation_already_paid_is_deducted_when_the_rest_is_asked() -> None:
    question = _PAID_CASE + "经济补偿还差我多少？"
    assert extract_economic(question).already_paid == Decimal("20000")
    assert compensate(question)["amount"] == 36000  # 7 x 8000 - 20000


def test_payment_is_not_deducted_when_the_whole_amount_is_asked() -> None:
    question = _PAID_CASE + "经济补偿按法律应该是多少？"
    assert extract_economic(question).already_paid is None
    assert compensate(question)["amount"] == 56000


def test_money_paid_as_wages_is_not_a_payment_of_compensation() -> None:
    question = "2020年1月1日入职，2024年12月31日被违法辞退，公司每月给我发8000工资，赔偿金还应给我多少？"
    assert extract_economic(question).already_paid is None


def test_suspension_wage_shortfall_asked_as_still_owed() -> None:
    question = "停工留薪期4个月，受伤前月工资7000，停工期间单位每月只发了3000。停工留薪期工资单位还差我多少？"
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert params.already_paid == Decimal("12000")
    assert compensate(question)["amount"] == 16000  # (7000 - 3000) x 4


def test_provincial_subsidies_with_one_wage_named_for_both() -> None:
    question = (
        "我七级工伤，已认定，现在解除劳动关系，本人工资5000，当地社平6000。本省标准：一次性工伤医疗补助金10个月，"
        "一次性伤残就业补助金15个月，均以本人工资为基数。这两个补助金加起来多少？"
    )
    params = extract_work_injury(question)
    assert (params.medical_subsidy, params.employment_subsidy) == (Decimal("50000"), Decimal("75000"))
    assert compensate(question)["amount"] == 125000


def test_subsidies_listed_with_respective_months_are_not_guessed() -> None:
    question = "本人工资5000。一次性工伤医疗补助金和一次性伤残就业补助金分别为10个月和14个月本人工资。就业补助金多少？"
    assert extract_work_injury(question).employment_subsidy is None


_ADVANCE_CASE = (
    "2025年3月1日我骑车被一辆货车撞了，货车全责。货车的保险公司先垫付了5000医疗费。"
    "医疗费9000，我月收入6000，误工2个月；护理15天，每天200。"
)


def test_advance_payment_and_losses_stated_as_rate_and_span() -> None:
    question = _ADVANCE_CASE + "交强险除了已经垫付的，还要赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.already_paid == Decimal("5000")
    assert params.losses["误工费"] == Decimal("12000")
    assert params.losses["护理费"] == Decimal("3000")
    # 9000 + 12000 + 3000, all within the limits, less the 5000 advanced
    assert compensate(question)["amount"] == 19000


def test_nursing_rate_of_another_unit_is_not_multiplied() -> None:
    params = extract_traffic("2025年3月1日被车撞了，对方全责。护理15天，每月3000。交强险赔多少？", get_reference())
    assert "护理费" not in params.losses


def test_beyond_compulsory_asked_without_zhiwai() -> None:
    question = "2024年5月1日我走路被轿车撞了，轿车主要责任，按70%。对方没买商业险。医疗费3万。除了交强险，车主还要赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.targets == ["beyond_compulsory"]
    assert compensate(question)["amount"] == 8400  # (30000 - 18000) x 70%


def test_compensation_promised_but_not_paid_is_not_deducted() -> None:
    question = _PAID_CASE.replace("公司已经打给我2万说是补偿，", "公司说应该给我2万补偿，") + "经济补偿还差我多少？"
    assert extract_economic(question).already_paid is None
