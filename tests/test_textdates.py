from datetime import date as day

from backend.compensation.textutil import asked_on, clean, find_dates
from backend.textdates import written_dates


def test_a_day_given_as_several_keeps_the_month():
    # '3月七八日' (the 7th or 8th): the month is known, the day is not
    [date] = written_dates("2016年3月七八日，被告人张某")
    assert (date.year, date.month, date.day) == (2016, 3, None) and date.end == len("2016年3月")


def test_days_that_do_not_exist_are_left_out_and_chinese_numerals_are_read():
    assert written_dates("2023年2月30日") == []
    [date] = written_dates("二〇二一年十二月三日")
    assert (date.year, date.month, date.day) == (2021, 12, 3)


def test_compensation_dates_in_chinese_numerals_need_no_rewriting() -> None:
    # the question text keeps its numerals: written_dates reads dated ones, find_dates the yearless and bracketed
    with asked_on(day(2026, 11, 22)):
        bracketed = clean("我2017年4月10日入职，十一月二十日（2025年）离职。")
        assert [m.value for m in find_dates(bracketed)] == [day(2017, 4, 10), day(2025, 11, 20)]
        yearless = clean("2025年3月1日入职，十一月二十日离职，五六月底没发工资。")
        assert [m.value for m in find_dates(yearless)] == [day(2025, 3, 1), day(2025, 11, 20)]
        assert [m.value for m in find_dates(clean("二〇二〇年八月五日入职"))] == [day(2020, 8, 5)]
