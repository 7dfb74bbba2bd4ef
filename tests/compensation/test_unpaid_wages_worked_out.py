"""Wages the employer owes are a claim of their own (劳动合同法 第三十条): told by their months and the monthly wage
('拖欠了我三个月工资，每月8000') or by their sum ('欠我工资一共15000元'), they are worked out in a step; 第八十五条's
additional damages (50%–100%) are only a note, since they follow an order of the labour administration left unpaid.
Told beside an ending, the wages owed are a note with their figure, outside what the ending owes. A loose span or a
missing wage is asked for; wages paid late after all are not owed."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params


@pytest.mark.parametrize(
    ("question", "months", "owed"),
    [
        ("公司拖欠了我三个月工资，每月8000，我能要回多少", 3, 24000),
        ("我有两个月工资没发了，月薪5500，能要回多少", 2, 11000),
        ("工资拖欠了四个月，每个月3800，能拿回多少", 4, 15200),
    ],
)
def test_wages_owed_by_the_month_are_worked_out(question: str, months: int, owed: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unpaid_wages"]
    assert result["params"]["unpaid_wage_months"] == months
    (step,) = result["steps"]
    assert step["description"].startswith("拖欠的工资 = 每月工资") and step["amount"] == owed
    assert step["source"] == "劳动合同法 第三十条第一款"
    assert result["amount"] == owed
    (ordered,) = [note for note in result["notes"] if "第八十五条" in note]
    assert f"{owed / 2:.2f}元 至 {owed:.2f}元" in ordered and "以上未计" in ordered
    assert any("第三十八条第一款第（二）项" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("question", "owed"),
    [
        ("老板欠我工资一共15000元，能要回来吗", 15000),
        # the months told between the debt and the wages, the sum after them: the sum is what is owed
        ("公司拖欠我三个月工资一共两万四，能要回多少", 24000),
        ("公司拖欠我三个月工资一共24000，能要回多少", 24000),
    ],
)
def test_wages_owed_told_as_a_sum_are_not_the_monthly_wage(question: str, owed: int) -> None:
    result = compensate(question)
    assert result["params"]["unpaid_wages"] == owed
    assert result["params"]["monthly_wage"] is None
    assert result["amount"] == owed and result["missing"] == []


def test_a_loose_span_of_wages_owed_is_asked_for() -> None:
    result = compensate("公司拖欠两个多月工资，月薪7000，能要多少")
    assert result["amount"] is None
    assert result["params"]["unpaid_wage_months"] is None
    assert "拖欠工资的数额，或拖欠了几个月的工资" in result["missing"]
    assert any(note.startswith("题目说拖欠了“两个多月”的工资") for note in result["notes"])


def test_wages_owed_without_the_wage_ask_for_it() -> None:
    result = compensate("公司欠了我三个月工资，能要回多少")
    assert result["amount"] is None
    assert any(item.startswith("每月应发的工资") for item in result["missing"])


@pytest.mark.parametrize(
    "question", ["工资拖了两个月才发，月薪5000，公司把我辞退了，能拿多少", "拖欠了我三个月工资，后来补发了，月薪5000，被辞退了能拿多少"]
)
def test_wages_paid_late_after_all_are_not_owed(question: str) -> None:
    result = compensate(question, {"scenario": "economic"})
    assert result["params"]["unpaid_wage_months"] is None
    assert "unpaid_wages" not in result["params"]["targets"]


def test_wages_owed_beside_a_resignation_for_them_are_a_separate_note() -> None:
    result = compensate("三个月工资没发了，月薪6000，我在这干了两年，我辞职了，能拿多少")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 12000  # the compensation of 第三十八条 and 第四十六条第（一）项 alone
    assert any(note.startswith("题目还说用人单位拖欠工资") and "18000.00元" in note for note in result["notes"])


def test_unpaid_wages_as_parameters() -> None:
    result = compensate_params("economic", {"monthly_wage": 6000, "unpaid_wage_months": 2.5, "targets": ["unpaid_wages"]})
    assert result["amount"] == 15000
    paid = compensate_params("economic", {"unpaid_wages": 20000, "already_paid": 5000, "targets": ["unpaid_wages"]})
    assert paid["amount"] == 15000


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"monthly_wage": 6000, "unpaid_wage_days": 5, "unpaid_wages": 12000, "targets": ["unpaid_wages"]}, "只给一种"),
        ({"monthly_wage": 6000, "unpaid_wage_days": 5, "unpaid_wage_months": 2, "targets": ["unpaid_wages"]}, "只给一种"),
        ({"monthly_wage": 6000, "unpaid_wage_months": 0, "targets": ["unpaid_wages"]}, "应大于0"),
        ({"unpaid_wages": 0, "targets": ["unpaid_wages"]}, "应大于0"),
        ({"unpaid_wages": -1, "targets": ["unpaid_wages"]}, "非负"),
        ({"monthly_wage": 6000, "unpaid_wage_months": 2, "targets": ["unpaid_wages", "economic_compensation"]}, "分别计算"),
    ],
)
def test_bad_unpaid_wage_parameters_are_refused(params: dict, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        compensate_params("economic", params)
