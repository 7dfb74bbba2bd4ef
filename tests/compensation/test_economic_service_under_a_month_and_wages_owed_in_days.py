"""Spans shorter than the unit they are counted in are worked out, not asked for: a service under one month ('干了二十天
就被辞退了', '入职两周') earns half a month's wage under 第四十七条 (service_months 0, the step saying 不满1个月),
unless a span in months is told too; wages owed in days ('欠了20天工资') are the day's wage (the monthly wage ÷ 21.75
paid days, 劳社部发〔2008〕3号) × the days, the step saying so and that the days are paid days, not calendar days. A
loose span ('二十多天') is still asked for."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("在这家饭店干了二十天就被老板辞退了，月薪5000，能拿多少补偿？", 2500),
        ("入职两周公司就把我辞退了，月工资8000，经济补偿多少？", 4000),
        ("上班才十天，公司就把我辞退了，月薪6400，能拿多少", 3200),
    ],
)
def test_a_service_under_a_month_earns_half_a_month(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["service_months"] == 0
    assert result["amount"] == owed
    assert any(step["description"].startswith("工作年限 不满1个月，折算经济补偿月数 0.5个月") for step in result["steps"])


def test_a_span_in_months_told_beside_a_short_one_is_the_service() -> None:
    result = compensate("入职十天后才签合同，前后一共干了七个月，月薪6000，被公司辞退了，补偿多少")
    assert result["params"]["service_months"] == 7
    assert result["amount"] == 6000  # seven months count as a year


def test_a_loose_short_service_is_still_asked_for() -> None:
    result = compensate("干了二十多天就被辞退了，月薪5000，能拿多少补偿？")  # may be a month or more
    assert result["params"]["service_months"] is None and result["amount"] is None


def test_a_month_and_more_counts_its_whole_month() -> None:
    result = compensate("干了一个多月被辞退了，月薪5000，补偿多少")
    assert result["params"]["service_months"] == 1 and result["amount"] == 2500


def test_no_double_wage_is_owed_nor_asked_for_under_a_month_without_a_contract() -> None:
    # 实施条例 第七条: the double wage runs from the second month; ten days unsigned owe none
    result = compensate("入职十天公司没跟我签劳动合同就把我辞退了，月薪4000，能要多少钱？")
    assert result["params"]["service_months"] == 0
    assert result["amount"] == 2000
    assert not any("以上未计二倍工资" in note for note in result["notes"])


def test_a_service_of_zero_months_given_as_a_parameter_is_half_a_month() -> None:
    result = compensate_params("economic", {"service_months": 0, "monthly_wage": 7000, "targets": ["economic_compensation"]})
    assert result["amount"] == 3500


@pytest.mark.parametrize(
    ("question", "days", "owed"),
    [
        ("公司欠了我20天工资，我月工资8700，能要回多少？", 20, 8000),  # 8700 ÷ 21.75 × 20
        ("老板拖欠了我15天的工资，月薪4350，能拿回多少", 15, 3000),  # 4350 ÷ 21.75 × 15
    ],
)
def test_wages_owed_in_days_are_paid_by_the_day(question: str, days: int, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["params"]["unpaid_wage_days"] == days and result["params"]["unpaid_wage_months"] is None
    (step,) = result["steps"]
    assert step["amount"] == owed and "月计薪天数 21.75" in step["description"]
    # the days are paid days (working days and statutory holidays), which the step says, so that calendar days told
    # are given again as the paid days among them
    assert f"拖欠 {days}个计薪日" in step["description"] and "不含周末等休息日" in step["description"]
    assert "劳动合同法 第三十条第一款" in step["source"] and "劳社部发〔2008〕3号" in step["source"]
    assert result["amount"] == owed
    assert not result["missing"]


def test_wages_owed_in_days_without_the_wage_ask_for_it() -> None:
    result = compensate("公司欠了我20天工资，能要回多少？")
    assert result["amount"] is None
    assert any("每月应发的工资" in missing for missing in result["missing"])


def test_wages_owed_loosely_in_days_are_asked_for() -> None:
    result = compensate("公司欠了我二十多天工资，月薪6000，能要回多少？")
    assert result["params"]["unpaid_wage_days"] is None
    assert result["amount"] is None
    assert any("二十多天" in note and "没有给出确切的时间" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"monthly_wage": 6000, "unpaid_wage_days": 10, "unpaid_wage_months": 1, "targets": ["unpaid_wages"]}, "只给一种"),
        ({"monthly_wage": 6000, "unpaid_wage_days": 0, "targets": ["unpaid_wages"]}, "天数）应大于0"),
    ],
)
def test_bad_days_owed_are_refused(params: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        compensate_params("economic", params)
