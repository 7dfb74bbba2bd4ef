"""Wordings after the seventh sealed set: a relative year before a month without its day ('今年3月',
'去年5月', '今年9月底'), New Year's Day as a date, starting work told as '去…上班', a fixed-term contract's
signing day as the start of service, an employer's refusal to renew said in a later clause, 第40条/第41条
in digits and '不胜任', the notice pay pointed at as '没提前通知那部分', a stated length of service that wins
over dates without their day, the suspension period's months pointed at across a clause break, and the
compulsory insurer named with the driver. Expected values by hand; relative years are counted from today."""

from __future__ import annotations

from datetime import date

from backend.compensation import compensate
from backend.compensation.extract import extract_economic, extract_traffic, extract_work_injury
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean, find_dates

THIS_YEAR = date.today().year


def test_relative_year_before_a_month_without_day_is_a_date() -> None:
    dates = find_dates(clean("去年5月被车撞了，今年3月出院"))
    assert [(d.value, d.day_known) for d in dates] == [
        (date(THIS_YEAR - 1, 5, 1), False),
        (date(THIS_YEAR, 3, 1), False),
    ]


def test_relative_year_with_month_end_and_chinese_month() -> None:
    assert [d.value for d in find_dates(clean("今年九月底离开的"))] == [date(THIS_YEAR, 9, 30)]
    # a count of months after 今年 is no date
    assert find_dates(clean("今年3个月没发工资")) == []


def test_stated_current_year_still_wins() -> None:
    assert [d.value for d in find_dates(clean("今年4月出的事，今年是2023年"))] == [date(2023, 4, 1)]


def test_accident_month_of_this_year_decides_the_compulsory_limits() -> None:
    question = "我今年5月骑车被面包车撞了，司机全责。医疗费3万，误工费6000。面包车只有交强险，交强险能赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.accident_date == date(THIS_YEAR, 5, 1)
    result = compensate(question)
    assert result["amount"] == 24000  # medical capped at 18000 (after 2020-09-19) + 6000


def test_new_years_day_is_a_start_date() -> None:
    params = extract_economic("2024年元旦进的物流公司，一直没签合同，2024年8月31日离职，月薪7000，双倍工资差额多少？")
    assert params.start_date == date(2024, 1, 1)
    assert params.end_date == date(2024, 8, 31)
    assert [d.value for d in find_dates(clean("去年元旦那天出的事"))] == [date(THIS_YEAR - 1, 1, 1)]


def test_going_somewhere_to_work_is_a_start() -> None:
    question = "我2025年3月2号去一家餐馆上班，月工资4800，老板一直没签合同。2025年9月1号我走了。双倍工资差额能要多少？"
    params = extract_economic(question)
    assert params.start_date == date(2025, 3, 2)
    # unsigned from 2025-04-02 up to leaving: 4800 x 5 months
    assert compensate(question)["amount"] == 24000


def test_contract_signing_day_stands_for_the_start_of_a_fixed_term() -> None:
    question = (
        "劳动合同是2021年3月1日签的，五年期，2026年2月28日到期。到期前我提出续签，"
        "主管说单位不再续了。月工资9000，经济补偿多少？"
    )
    params = extract_economic(question)
    assert params.start_date == date(2021, 3, 1)
    assert params.termination_reason == "expiry_not_renewed"
    assert compensate(question)["amount"] == 45000  # 5 years x 9000


def test_signing_day_is_not_the_start_when_the_contract_was_signed_late() -> None:
    params = extract_economic("2022年6月1日入职，合同是2022年9月1日补签的，2023年5月31日离职，月薪6000，双倍工资多少？")
    assert params.start_date == date(2022, 6, 1)
    assert params.contract_signed_date == date(2022, 9, 1)


def test_article_numbers_in_digits_and_not_competent() -> None:
    assert extract_economic("公司按劳动合同法第41条把我裁了").termination_reason == "layoff_41"
    assert extract_economic("公司说我不胜任，解除了合同").termination_reason == "employer_40_incapable"
    assert extract_economic("厂里按第40条第三项跟我解除了").termination_reason == "employer_40"


def test_notice_pay_pointed_at_as_the_part_for_notice_not_given() -> None:
    question = (
        "2025年1月1日入职，月薪8000，2025年12月31日公司以不胜任为由解除，没提前一个月通知。"
        "公司总共该给多少（经济补偿加上没提前通知那部分）？"
    )
    params = extract_economic(question)
    assert "notice_pay" in params.targets
    assert compensate(question)["amount"] == 16000  # one year x 8000 + a month in lieu of notice


def test_stated_service_wins_over_dates_without_their_day() -> None:
    question = (
        "2023年3月入职，2025年8月被公司按第40条解除了，月薪1万，提前一个月通知了。经济补偿多少？"
        "工作年限我自己算是两年零四个月。"
    )
    params = extract_economic(question)
    assert params.service_months == 28
    assert compensate(question)["amount"] == 25000  # 2.5 months x 10000 (four months rounds to half)


def test_stated_service_does_not_override_exact_dates() -> None:
    question = "2023年3月1日入职，2025年8月31日被解除，月薪1万。经济补偿多少？工作年限算是两年零四个月。"
    params = extract_economic(question)
    assert params.start_date == date(2023, 3, 1) and params.service_months is None


def test_suspension_months_pointed_at_across_a_clause_break() -> None:
    question = "我工伤了，停工留薪期批了3个月，原工资每月6500。停工留薪期这3个月，单位一共该发我多少？"
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 19500


def test_compulsory_insurer_and_driver_asked_together() -> None:
    question = (
        "2024年6月我骑自行车被汽车撞了，汽车主要责任，调解约定汽车方承担70%。医疗费1万，车修理费3000。"
        "汽车没有商业险。汽车那边（交强险和司机）合计应该赔我多少钱？"
    )
    params = extract_traffic(question, get_reference())
    assert params.targets == ["vehicle_side"]
    # compulsory 10000 + 2000 (property limit), then 70% of the 1000 property loss left
    assert compensate(question)["amount"] == 12700
