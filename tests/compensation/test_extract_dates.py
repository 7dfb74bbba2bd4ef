"""Dates and lengths of service as people write them: dotted, slashed and two-digit years, Chinese numerals,
a year in brackets, dates without a year (read from a nearby date), relative years (今年, 去年, counted
from today unless the question states the current year), month ends, spaces between clauses; the start and
end of service named by labels, events, 元旦, '去…上班' or a fixed-term contract's signing day; lengths of
service in words, as a clause of their own, and when a stated length wins over dates. Expected values by hand."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_economic
from backend.compensation.textutil import asked_on, clean, find_dates, find_years, latest_not_after_today, month_from_today
from wording import THIS_YEAR


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("2020.6.15入职，2024.3.14解除", [date(2020, 6, 15), date(2024, 3, 14)]),
        ("2023/5/6出的事", [date(2023, 5, 6)]),
        ("19年3月入职，23年8月走的", [date(2019, 3, 1), date(2023, 8, 1)]),
        ("今年(2023年)8月31日离职", [date(2023, 8, 31)]),
        ("2023年（今年）8月31日离职", [date(2023, 8, 31)]),
        ("今年6月30号走的，今年是2024年", [date(2024, 6, 30)]),
        ("干了15年3个月", []),  # a count of years is not a date
        ("价格2020.5元", []),
    ],
)
def test_dates_as_people_write_them(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("二〇一九年七月十五日入职", [date(2019, 7, 15)]),
        ("二零二一年十二月被撞", [date(2021, 12, 1)]),
        ("三月八日（2024年）离职", [date(2024, 3, 8)]),
        ("2023年10月8日进的厂，2月28号走的", [date(2023, 10, 8), date(2024, 2, 28)]),  # the next year
        ("2022年3月1日入职，11月30号离职", [date(2022, 3, 1), date(2022, 11, 30)]),
        ("去年3月2号出的事", [date(date.today().year - 1, 3, 2)]),
        ("3月5号入职", []),  # no year anywhere: not a date
        ("2013年五六月", []),  # May or June: no single month
    ],
)
def test_dates_in_numerals_bracketed_years_and_without_a_year(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


def test_two_digit_years_of_the_last_century() -> None:
    assert [m.value for m in find_dates(clean("我98年7月1日进的厂，工龄15年3个月"))] == [date(1998, 7, 1)]


def test_month_end_and_year_only_dates() -> None:
    assert find_dates("到2024年7月底离职")[0].value == date(2024, 7, 31)
    assert [d.value for d in find_years("2019年我被车撞了")] == [date(2019, 1, 1)]
    assert find_years("2021年度职工平均工资") == []
    assert find_years("2021年3月") == []


def test_relative_year_is_counted_from_today_when_no_year_is_stated() -> None:
    # no stated current year: 今年 before a month is this calendar year (sealed set 7 wording)
    assert clean("今年6月30号离职") == f"{date.today().year}年6月30号离职"
    assert clean("今年是个好年") == "今年是个好年"


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


@pytest.mark.parametrize(
    ("text", "cleaned"),
    [
        ("2019年5月6号进的厂 2023年5月5号被裁了", "2019年5月6号进的厂，2023年5月5号被裁了"),
        ("月薪7k 去年社平六千", "月薪7k，去年社平六千"),
        ("税前8800 我们这边", "税前8800，我们这边"),
        ("工资 8800 元", "工资 8800 元"),  # a label and its amount stay together
        ("2021年 4月 2日", "2021年 4月 2日"),  # a date written with spaces
        ("鉴定 8 级伤残", "鉴定 8 级伤残"),  # a number and what it counts
        ("一直干到 2024年7月", "一直干到 2024年7月"),  # a word leading into the date
    ],
)
def test_spaces_between_clauses_read_as_commas(text: str, cleaned: str) -> None:
    assert clean(text) == cleaned


def test_economic_dates_in_everyday_words() -> None:
    params = extract_economic("我2015年6月1日进的这家工厂，2023年12月31日是最后一天上班。公司提出协商解除，月薪六千五，补偿多少？")
    assert (params.start_date, params.end_date) == (date(2015, 6, 1), date(2023, 12, 31))
    assert params.monthly_wage == Decimal(6500)
    contract_end = extract_economic("合同到期公司不续签。我2019年7月1日入职，合同到2022年6月30日，月工资8千，补偿多少？")
    assert contract_end.end_date == date(2022, 6, 30)


def test_economic_last_working_day_named_before_the_date() -> None:
    # 2019-03-01..2023-08-31 = 4 years 6 months -> N = 5 (第四十七条: six months count as a year)
    question = "公司提出协商解除，我同意了。我是19年3月1日进的公司，最后一个工作日是2023年8月31日，月薪8000。补偿多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2019, 3, 1), date(2023, 8, 31))
    assert compensate(question)["amount"] == 40000


def test_service_known_without_the_year() -> None:
    question = "今年2月10号入职，9月20号公司找我协商解除，是公司提出来的。月薪6000。经济补偿多少？"
    params = extract_economic(question)
    assert params.start_date == date(date.today().year, 2, 10)
    assert params.end_date == date(date.today().year, 9, 20)
    # 7 months and some days: half a year or more counts as one year (第四十七条)
    assert compensate(question)["amount"] == 6000


def test_chat_style_question_without_punctuation() -> None:
    question = "我2018年6月1号进的厂 2024年5月31号被公司裁员了 离职前12个月平均工资8000 当地社平六千 经济补偿能拿多少"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2018, 6, 1), date(2024, 5, 31))
    assert compensate(question)["amount"] == 48000  # 6 years x 8000


def test_start_date_said_with_the_end_word_later_in_the_same_run() -> None:
    question = "2022年3月20号入职的 月薪5000 后来公司无故把我辞退了 最后一天是2024年9月19号 仲裁说是违法解除 赔偿金多少"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2022, 3, 20), date(2024, 9, 19))
    assert compensate(question)["amount"] == 30000  # 2 years 6 months count as 3: 3 x 5000 x 2


def test_day_of_leaving_named_after_the_event() -> None:
    question = "老板打电话叫我以后别来了，也没说原因，当天是2025年6月30日。我2021年7月1日入职，月薪6000。违法解除赔偿金多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2021, 7, 1), date(2025, 6, 30))
    assert compensate(question)["amount"] == 48000  # 4 years x 6000 x 2


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


@pytest.mark.parametrize(
    ("sentence", "months"),
    [
        ("在公司做了5年零8个月，", 68),
        ("在厂里干了整整6年，", 72),
        ("工作了三年又两个月，", 38),
        ("在这里上班足足2年半，", 30),
        ("总共才工作了5个月，", 5),
    ],
)
def test_service_length_in_everyday_words(sentence: str, months: int) -> None:
    params = extract_economic(f"公司提出协商解除劳动合同，我{sentence}月薪9000，经济补偿多少？")
    assert params.service_months == months
    assert params.monthly_wage == Decimal(9000)


def test_service_stated_as_its_own_clause_after_yearless_dates() -> None:
    question = (
        "我是3月10号进的厂，做到7月9号走的，整整四个月。公司要撤掉这个车间，跟我协商解除，是公司先提出来的。"
        "月工资6千。经济补偿多少？"
    )
    params = extract_economic(question)
    # no year anywhere: the most recent 3月10号 not after today, and 7月9号 after it
    assert params.start_date is not None and (params.start_date.month, params.start_date.day) == (3, 10)
    assert params.start_date <= date.today()
    assert params.end_date == date(params.start_date.year, 7, 9)
    assert compensate(question)["amount"] == 3000  # under six months: half a month x 6000


def test_service_clause_with_years_and_months() -> None:
    assert extract_economic("我在物流公司开车，前后三年零两个月。公司裁员把我裁了，月薪8000，经济补偿多少？").service_months == 38


def test_asking_clause_with_yigong_is_not_a_service_length() -> None:
    assert extract_economic("公司把我辞退了，月薪5000，一共能拿多少？").service_months is None


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


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        # 月初 is the first day and 月底 the last; a month part without a year follows the date before it
        ("2025年4月初来的，9月底走的", [date(2025, 4, 1), date(2025, 9, 30)]),
        ("2024年11月初入职，2月底离职", [date(2024, 11, 1), date(2025, 2, 28)]),
        # the same day restated later is no year later
        ("2024.6.1到2025.5.31，5月底被辞退", [date(2024, 6, 1), date(2025, 5, 31), date(2025, 5, 31)]),
        # 底薪 is pay, not the end of a month
        ("2025年3月入职，3月底薪4000", [date(2025, 3, 1)]),
    ],
)
def test_month_parts_without_a_year(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


def test_month_part_with_a_relative_year() -> None:
    assert [mention.value for mention in find_dates(clean("今年5月初入职，8月底走的"))] == [
        date(THIS_YEAR, 5, 1),
        date(THIS_YEAR, 8, 31),
    ]


def test_yearless_dates_are_left_out_unless_recent_ones_are_assumed() -> None:
    text = clean("4月1号入职，6月30号被辞退")
    assert find_dates(text) == []
    start, end = (mention.value for mention in find_dates(text, assume_recent=True))
    assert start <= date.today() and (start.month, start.day) == (4, 1)
    assert end == date(start.year, 6, 30)


def test_chat_spaces_before_a_month_end_break_the_clause() -> None:
    # '...入职的 9月底hr找我谈话说协商解除': the start's clause must not take in the 解除 of the next one
    params = extract_economic("今年6月初入职的 9月底公司找我谈话说协商解除 是公司提的 月薪7k 经济补偿多少")
    assert params.start_date == date(THIS_YEAR, 6, 1) and params.end_date == date(THIS_YEAR, 9, 30)


def test_days_named_from_today_in_a_labour_question() -> None:
    today = date.today()
    # '今天' is the day of asking as often as the day of an event: no date
    assert extract_economic("我2023年5月8日入职，公司要辞退我，今天来问问经济补偿多少？").end_date is None
    this_month = extract_economic("我是2024年9月1日进的厂，这个月1号厂里裁员把我裁了，月薪6500，经济补偿多少？")
    assert this_month.end_date == date(today.year, today.month, 1)
    last_month_end = date(today.year, today.month, 1) - timedelta(days=1)
    params = extract_economic("我是2024年9月1日进的厂，上个月底厂里裁员把我裁了，月薪6500，经济补偿多少？")
    assert params.end_date == last_month_end
    # without assume_recent (the traffic and work-injury readers) such words stay no date
    assert find_dates(clean("上个月底被车撞了")) == []


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("2025年七月初来的，十月底走的", [date(2025, 7, 1), date(2025, 10, 31)]),
        ("一个月底薪三千，2025年3月入职", [date(2025, 3, 1)]),  # '一个月底薪' is no date
    ],
)
def test_month_parts_in_chinese_numerals(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


@pytest.mark.parametrize(
    ("text", "earliest", "latest"),
    [
        # a lunar month falls within a range of Gregorian days whatever the year
        ("2023年腊月进的厂", date(2023, 12, 20), date(2024, 2, 20)),
        ("2024年农历正月入职", date(2024, 1, 21), date(2024, 3, 21)),
        ("2022年冬月来的", date(2022, 11, 20), date(2023, 1, 21)),
        ("去年腊月进的厂", date(THIS_YEAR - 1, 12, 20), date(THIS_YEAR, 2, 20)),
    ],
)
def test_lunar_month_is_a_range(text: str, earliest: date, latest: date) -> None:
    [mention] = find_dates(clean(text), assume_recent=True)
    assert (mention.value, mention.latest) == (earliest, latest)
    # the traffic and work-injury readers take no lunar month
    assert find_dates(clean(text)) == []


def test_lunar_month_counts_only_when_its_range_gives_one_result() -> None:
    # 2023年腊月 .. 2026-08-31 is 2 years 6 to 8 months: 3 months of compensation either way
    assert compensate("我2023年腊月进的厂，2026年8月31日厂里裁员，月薪6000，补偿多少？")["amount"] == 18000
    # .. 2026-07-31 is 2 years 5 to 7 months: 2.5 or 3 months, asked for
    result = compensate("我2023年腊月进的厂，2026年7月31日厂里裁员，月薪6000，补偿多少？")
    assert result["amount"] is None and any("工作年限" in item for item in result["missing"])


def test_relative_year_said_between_start_and_a_yearless_end() -> None:
    # '今年' on its own after the dated start dates the later month and day; an age ('今年45岁') does not
    params = extract_economic("我今年45岁，2016年4月1日到的这家超市。今年超市关了好几家店，我们店也撤了，8月31日是我最后一天。补偿多少？")
    assert params.start_date == date(2016, 4, 1)
    assert params.end_date == date(THIS_YEAR, 8, 31)


def test_day_alone_takes_the_month_of_the_date_before_it() -> None:
    # '25号' after '3月12号' in the same sentence is 25 March; an earlier day could be the next month
    assert [d.value for d in find_dates(clean("2024年3月12号经理找我谈话，25号就让我走人了"))] == [date(2024, 3, 12), date(2024, 3, 25)]
    assert [d.value for d in find_dates(clean("2024年3月12号经理找我谈话，5号就让我走人了"))] == [date(2024, 3, 12)]
    # not a bus line or a building
    assert [d.value for d in find_dates(clean("2024年3月12号坐了18号线去公司"))] == [date(2024, 3, 12)]


def test_yearless_end_far_behind_a_long_ago_start_is_the_recent_one() -> None:
    # read in the start's year the job would have ended long past the one-year time limit for a claim:
    # the asker means the latest such day by today
    params = extract_economic("我2010年5月1号进的厂，厂子关了，6月30号是最后一天，月薪6000，经济补偿多少？")
    expected = date(THIS_YEAR, 6, 30) if (date.today().month, date.today().day) >= (6, 30) else date(THIS_YEAR - 1, 6, 30)
    assert params.start_date == date(2010, 5, 1)
    assert params.end_date == expected


def test_yearless_end_in_a_story_of_the_past_is_asked_for() -> None:
    # '当时' tells of then: the start's year and the recent year are both readings, and they differ a lot
    params = extract_economic("我2010年5月1号进的厂，当时厂里效益不好，6月30号就把我辞退了，月薪3000，能要多少补偿？")
    assert params.end_date is None
    assert params.service_months is None


def test_yearless_end_said_in_the_same_year() -> None:
    params = extract_economic("我2010年5月1号进的厂，同年12月31号被辞退了，月薪3000，能要多少补偿？")
    assert params.end_date == date(2010, 12, 31)


def test_end_date_set_by_the_employer_and_a_start_told_as_arriving() -> None:
    params = extract_economic("他2020年6月1日来的，我打算把解除日期定在2025年5月31日，月工资7000，补偿给多少？")
    assert (params.start_date, params.end_date) == (date(2020, 6, 1), date(2025, 5, 31))


def test_age_this_year_does_not_move_a_later_day_to_this_year() -> None:
    # '今年都52岁了' is an age: the day after the start keeps the start's year (a short job, the same year)
    params = extract_economic(f"我今年都52岁了，{THIS_YEAR - 1}年3月1日进的公司，8月31日被辞退，月薪6000，补偿多少？")
    assert params.end_date == date(THIS_YEAR - 1, 8, 31)


def test_last_year_said_between_leaves_the_day_in_the_recent_reading() -> None:
    # '去年涨薪' dates the raise: the last day is not forced into last year; far from the start it is the recent one
    params = extract_economic("2012年3月1日入职，去年涨薪到8000，6月30日被辞退，补偿多少？")
    expected_year = THIS_YEAR if (date.today().month, date.today().day) >= (6, 30) else THIS_YEAR - 1
    assert params.end_date == date(expected_year, 6, 30)


def _latest_by_today(month: int, day: int) -> date:
    """The latest month-and-day not after today, as a question told today means it."""
    today = date.today()
    value = date(today.year, month, day)
    return value if value <= today else date(today.year - 1, month, day)


def test_later_year_said_after_the_start_moves_the_last_day_on() -> None:
    # '前年' said between the start and the yearless last day: the story is past the start's year, and the
    # day is the latest 1月10日 (the start's year would put it seven months after the start)
    start_year = THIS_YEAR - 4
    question = (
        f"我{start_year}年6月1日进的工厂，前年腰椎出了毛病，病假休完医疗期满了，厂里调了轻松点的岗我也做不了，"
        "1月10号厂里就解除了合同，提前一个月书面通知过我。月薪4800。经济补偿是多少？"
    )
    params = extract_economic(question)
    assert params.start_date == date(start_year, 6, 1)
    assert params.end_date == _latest_by_today(1, 10)


def test_later_year_in_a_story_of_the_past_leaves_the_last_day_open() -> None:
    # '当时' sets the story in the past: the start's year and the latest reading are both plausible
    question = (
        f"我{THIS_YEAR - 4}年6月1日进的工厂，去年换了领导，当时说要调整，1月10号把我辞退了，属于违法辞退。"
        "月薪4800。赔偿金多少？"
    )
    params = extract_economic(question)
    assert params.end_date is None
    assert compensate(question)["amount"] is None


def test_yearless_day_told_before_the_dated_start_is_the_latest_by_today() -> None:
    # the story opens with the day of leaving, without a year; the start with its year comes after
    question = (
        "1月20日我给单位寄了解除劳动合同通知书，因为单位一直拖欠工资。"
        f"我是{THIS_YEAR - 3}年2月1号入职的，月薪5600。经济补偿能要多少？"
    )
    params = extract_economic(question)
    assert params.start_date == date(THIS_YEAR - 3, 2, 1)
    assert params.end_date == _latest_by_today(1, 20)
    assert params.termination_reason == "employee_38"


def test_a_day_without_its_year_refines_a_month_named_before_with_its_year() -> None:
    # '2022年5月份进的厂……具体是5月9号进、11月9号离开': the days belong to the months already dated
    question = (
        f"我{THIS_YEAR - 3}年5月份进的厂，{THIS_YEAR - 1}年11月厂里跟我协商解除，准确地说是5月9号进厂11月9号离开的。"
        "月薪6000，经济补偿多少？"
    )
    dated = [d.value for d in find_dates(clean(question), assume_recent=True) if d.day_known]
    assert dated == [date(THIS_YEAR - 3, 5, 9), date(THIS_YEAR - 1, 11, 9)]
    assert compensate(question)["amount"] == 6000 * 3  # 2年6个月: 3 months


def test_a_day_after_last_month_said_is_in_that_month_of_this_year() -> None:
    # '上个月' (asked on 22 November) is October of this year: the last day 10月15日 is not in the start's year
    question = (
        f"上个月主管嫌我效率低，当天就让我收拾东西走人，没有任何书面材料。我是{THIS_YEAR - 3}年2月1日入职的，"
        "10月15日是最后一天，月薪6000，违法解除赔偿金多少？"
    )
    params = extract_economic(question)
    assert params.end_date == date(THIS_YEAR, 10, 15)
    assert compensate(question)["amount"] == 6000 * 4 * 2  # 3年8个月: 4 months, doubled


def test_last_months_pay_does_not_move_a_day_into_last_month() -> None:
    # '上个月工资' names the pay, not the month of the story: the day stays in the start's year
    question = (
        f"我{THIS_YEAR - 3}年2月1日入职，10月15日离职，上个月工资6000，公司协商解除，经济补偿多少？"
    )
    assert extract_economic(question).end_date == date(THIS_YEAR - 3, 10, 15)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the last day on the anniversary of the first is whole years, whether or not the asker says so
        (f"我{THIS_YEAR - 4}年6月1号进公司，{THIS_YEAR}年6月1号单位提出协商解除，前后干了整整四年，月薪7000，经济补偿多少？", 28000),
        (f"我{THIS_YEAR - 4}年6月1号进公司，{THIS_YEAR}年6月1号单位提出协商解除，月薪7000，经济补偿多少？", 28000),
        # a day past it starts the next half year: half a month more
        (f"我{THIS_YEAR - 4}年6月1号进公司，{THIS_YEAR}年6月2号单位提出协商解除，月薪7000，经济补偿多少？", 31500),
    ],
)
def test_the_anniversary_day_ends_whole_years(question: str, expected: int) -> None:
    assert compensate(question)["amount"] == expected


def test_a_label_right_after_another_date_belongs_to_that_date() -> None:
    # '5月9号进厂11月9号离开': 进厂 labels 5月9号, not 11月9号 right after it
    question = f"{THIS_YEAR - 2}年5月9号进厂{THIS_YEAR}年1月9号离开，公司协商解除，月薪5000，经济补偿多少？"
    params = extract_economic(question)
    assert params.start_date == date(THIS_YEAR - 2, 5, 9)
    assert params.end_date == date(THIS_YEAR, 1, 9)


@pytest.mark.parametrize(
    ("today", "word", "first_day"),
    [
        (date(2026, 11, 22), "上个月", date(2026, 10, 1)),
        (date(2026, 11, 22), "本月", date(2026, 11, 1)),
        # across the turn of the year
        (date(2026, 1, 5), "上月", date(2025, 12, 1)),
    ],
)
def test_month_from_today(today: date, word: str, first_day: date) -> None:
    with asked_on(today):
        assert month_from_today(word) == first_day


@pytest.mark.parametrize(
    ("today", "month", "day", "part", "latest"),
    [
        (date(2026, 11, 22), 11, 22, None, date(2026, 11, 22)),
        (date(2026, 11, 22), 11, 23, None, date(2025, 11, 23)),
        # the month's end not yet reached this year: last year's
        (date(2026, 11, 22), 11, 1, "底", date(2025, 11, 30)),
        # no 29 February this year or last
        (date(2026, 11, 22), 2, 29, None, None),
    ],
)
def test_latest_not_after_today(today: date, month: int, day: int, part: str | None, latest: date | None) -> None:
    with asked_on(today):
        assert latest_not_after_today(month, day, part) == latest


def test_a_yearless_first_date_and_a_story_month_read_from_the_same_today() -> None:
    # '8月31号' with no year before it is the latest one by today; '上个月' in the story names today's last month
    with asked_on(date(2026, 11, 22)):
        assert [mention.value for mention in find_dates("8月31号走的", assume_recent=True)] == [date(2026, 8, 31)]
        assert [mention.value for mention in find_dates("12月1号入职", assume_recent=True)] == [date(2025, 12, 1)]
        # a month's end as the first date: the month begun by today
        assert [mention.value for mention in find_dates("11月底走人", assume_recent=True)] == [date(2026, 11, 30)]
        params = extract_economic("我2023年3月1日入职，上个月老板跟我吵了一架，10月31日被赶走的，月薪6000，经济补偿多少？")
    assert params.end_date == date(2026, 10, 31)
