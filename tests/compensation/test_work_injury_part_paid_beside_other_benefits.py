"""A part of the 停工留薪期 wages paid (工伤保险条例 第三十三条: the wage kept in full) told beside other benefits and
'能要多少' asked: everything owed is the answer (not the wages alone), with a note giving the wages still to be paid;
'一直只发了2000' is a sum each month. Expected values by hand."""

from __future__ import annotations

import pytest

from backend.compensation import compensate


@pytest.mark.parametrize(
    "paid",
    ["公司一直只发了2000", "停工期间公司每月只发2000", "公司只发基本工资2000"],
)
def test_all_that_is_owed_is_the_answer_with_the_wages_still_owed_noted(paid: str) -> None:
    result = compensate(f"工伤九级，停工留薪期6个月，月工资6000，{paid}，能要多少")
    assert result["params"]["targets"] == []  # the disability subsidy as well, not the wages alone
    assert result["amount"] == 90000  # 6000 × 9 + 6000 × 6
    # 6000 × 6 − 2000 × 6
    assert any("共 12000.00元" in note and "还应补发 24000.00元" in note for note in result["notes"])


def test_a_shortfall_asked_with_paid_all_along_is_the_wages_still_owed() -> None:
    result = compensate("工伤停工留薪期5个月，受伤前月工资7000，单位一直只给我发2500，停工留薪期工资还差多少")
    assert result["amount"] == 22500  # 7000 × 5 − 2500 × 5
    assert not any("还应补发" in note for note in result["notes"])


def test_a_sum_paid_in_all_is_not_read_as_each_month() -> None:
    result = compensate("工伤停工留薪期5个月，受伤前月工资7000，单位一共只发了2500，还差多少")
    assert result["amount"] == 32500  # 7000 × 5 − 2500
