"""Pay for paid annual leave not taken (职工带薪年休假条例 第五条第三款; 企业职工带薪年休假实施办法 第十条、第十一条):
the day's wage (monthly wage ÷ 21.75) × the days × 300 %, the 100 % already paid as the normal wage among it, so
200 % is owed on top; asked alone it is the answer, told beside a dismissal it is a note with its figure. Expected
values by hand."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.engine import calculate
from backend.compensation.params import EconomicParams
from backend.compensation.reference import SHIPPED_FILES, Reference


def test_days_of_leave_not_taken_are_paid_at_twice_the_days_wage_on_top() -> None:
    result = compensate("我去年有5天年假没休，月薪8700，公司不给钱，能要多少？")
    assert result["scenario"] == "economic"
    assert result["params"]["targets"] == ["unused_leave_pay"]
    assert result["params"]["unused_leave_days"] == 5
    assert result["amount"] == 4000  # 8700 ÷ 21.75 = 400; 400 × 5 × 200 %
    steps = "\n".join(step["description"] for step in result["steps"])
    assert "× 300%" in steps and "× 200%" in steps


def test_leave_not_taken_on_leaving_is_counted_with_the_pro_rata_rule_noted() -> None:
    result = compensate("我离职了，今年还有10天年休假没休，月工资6525，公司要补多少？")
    assert result["amount"] == 6000  # 6525 ÷ 21.75 = 300; 300 × 10 × 200 %
    assert result["missing"] == []
    assert any("第十二条" in note and "365" in note for note in result["notes"])


def test_the_days_are_read_from_any_clause_that_tells_them() -> None:
    result = compensate("公司一直不让我休年假，今年的5天年假都没休，月薪4350，能要多少钱")
    assert result["amount"] == 2000  # 4350 ÷ 21.75 = 200; 200 × 5 × 200 %


def test_leave_not_taken_without_its_days_asks_for_them() -> None:
    result = compensate("年假没休能拿钱吗，月薪6000")
    assert result["amount"] is None
    assert any("应休未休的年休假天数" in need and "第三条" in need for need in result["missing"])


def test_leave_told_beside_a_dismissal_is_a_note_not_the_answer() -> None:
    result = compensate("公司把我辞退了，还有5天年假没休，干了3年，月薪8700，能拿多少")
    assert result["amount"] == 26100  # N: 8700 × 3
    assert any("5 天年休假未休" in note and "4000.00元" in note for note in result["notes"])


def test_other_leave_is_no_annual_leave() -> None:
    with pytest.raises(ValueError):
        compensate("我请了婚假没休完，月薪5000")


def test_the_pay_share_is_the_operators(tmp_path: Path) -> None:
    text = SHIPPED_FILES["labour.yaml"].read_text(encoding="utf-8")
    (tmp_path / "labour.yaml").write_text(text.replace("  pay_share: 3\n", "  pay_share: 2\n"), encoding="utf-8")
    params = EconomicParams(monthly_wage=Decimal(8700), unused_leave_days=Decimal(5), targets=["unused_leave_pay"])
    assert calculate(params, Reference()).amount == 4000
    assert calculate(params, Reference(tmp_path)).amount == 2000  # 400 × 5 × (200 % − 100 %)
