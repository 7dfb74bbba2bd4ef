from backend.textdates import written_dates


def test_a_day_given_as_several_keeps_the_month():
    # '3月七八日' (the 7th or 8th): the month is known, the day is not
    [date] = written_dates("2016年3月七八日，被告人张某")
    assert (date.year, date.month, date.day) == (2016, 3, None) and date.end == len("2016年3月")


def test_days_that_do_not_exist_are_left_out_and_chinese_numerals_are_read():
    assert written_dates("2023年2月30日") == []
    [date] = written_dates("二〇二一年十二月三日")
    assert (date.year, date.month, date.day) == (2021, 12, 3)
