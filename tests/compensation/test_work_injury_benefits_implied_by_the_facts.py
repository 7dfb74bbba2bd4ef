"""The benefits a non-fatal work injury implies and the question prices nowhere (work_injury.yaml implied_benefits):
the employer's 停工留薪期工资 (工伤保险条例 第三十三条) and, after a stay in hospital, the fund's 住院伙食补助费 (第三十条第四款).
A question asking for everything is told each one left out, how it is computed and what it needs; the meal allowance
is computed where the daily standard and the days are known. A question about one item, or a death, is told neither."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from backend.compensation import compensate
from backend.compensation.engine import calculate
from backend.compensation.params import WorkInjuryParams
from backend.compensation.reference import REGIONAL_FIGURE_SOURCE, SHIPPED_FILES, Reference
from wording import THIS_YEAR

# a ninth-grade injury after 25 days in hospital, the wage told, everything asked for
SCAFFOLD_FALL = "我从脚手架上摔下来，认定了工伤，在医院住了25天，后来评了九级伤残，受伤前月工资7000元，一共能拿多少？"


def _left_out(result: dict) -> dict[str, str]:
    return {note.removeprefix("未计入").split("：")[0]: note for note in result["notes"] if note.startswith("未计入")}


def test_a_stay_in_hospital_names_the_suspension_wages_and_the_meal_allowance() -> None:
    result = compensate(SCAFFOLD_FALL)
    assert result["params"]["hospital_days"] == 25
    left_out = _left_out(result)
    assert "工伤保险条例 第三十三条" in left_out["停工留薪期工资"] and "停工留薪期的月数" in left_out["停工留薪期工资"]
    assert "工伤保险条例 第三十条第四款" in left_out["住院伙食补助费"] and "工伤保险基金" in left_out["住院伙食补助费"]
    assert result["amount"] == 63000  # 一次性伤残补助金 alone: 7000 × 9 months (第三十七条)


def test_the_meal_allowance_is_computed_from_the_standard_the_question_gives() -> None:
    result = compensate(SCAFFOLD_FALL.replace("一共", "当地住院伙食补助标准每天40元，一共"))
    step = next(step for step in result["steps"] if step["description"].startswith("住院伙食补助费："))
    assert step["amount"] == 1000  # 40 × 25 days
    assert step["source"] == "工伤保险条例 第三十条第四款"
    assert result["amount"] == 64000  # 63000 + 1000
    assert "住院伙食补助费" not in _left_out(result)


def test_the_meal_allowance_is_the_funds_part() -> None:
    params = WorkInjuryParams(
        injury_recognised=True, own_wage=Decimal(7000), grade=9, hospital_days=25, hospital_meal_allowance=Decimal(40), payer="employer",
        suspension_months=Decimal(2),
    )
    # the employer pays the suspension wages only (7000 × 2); the fund pays the lump sum and the meal allowance (40 × 25)
    assert calculate(params, Reference()).amount == 14000
    params.payer = "fund"
    assert calculate(params, Reference()).amount == 64000


def test_the_standard_may_come_from_the_operators_regional_figure(tmp_path: Path) -> None:
    text = SHIPPED_FILES["statistics.yaml"].read_text(encoding="utf-8")
    (tmp_path / "statistics.yaml").write_text(
        text.replace("regional: {}", f"regional:\n  测试市:\n    hospital_meal_allowance: {{{THIS_YEAR}: 30}}\n"), encoding="utf-8"
    )
    params = WorkInjuryParams(injury_recognised=True, own_wage=Decimal(7000), grade=9, hospital_days=10, region="测试市")
    calc = calculate(params, Reference(tmp_path))
    step = next(step for step in calc.steps if step.description.startswith("住院伙食补助费："))
    assert step.amount == 300 and REGIONAL_FIGURE_SOURCE in step.description
    assert calc.amount == 63300


def test_the_meal_allowance_asked_alone_asks_for_what_it_lacks() -> None:
    params = WorkInjuryParams(injury_recognised=True, hospitalised=True, targets=["hospital_meal_allowance"])
    calc = calculate(params, Reference())
    assert calc.amount is None
    assert any("住院伙食补助标准" in item for item in calc.missing)
    assert any("住院天数" in item for item in calc.missing)


def test_suspension_months_told_are_counted_not_named() -> None:
    result = compensate("我在厂里受伤，认定工伤，评了七级伤残，月工资5000，停工留薪期4个月，能拿多少？")
    assert _left_out(result) == {}  # no stay in hospital told, the suspension wages counted
    assert result["amount"] == 85000  # 5000 × 13 + 5000 × 4


def test_a_question_about_one_benefit_names_no_other() -> None:
    result = compensate("我在工地摔伤，认定工伤，住院20天，评了九级伤残，月工资6000，一次性伤残补助金是多少？")
    assert _left_out(result) == {}
    assert result["amount"] == 54000


def test_a_death_names_neither() -> None:
    result = compensate("我爸在工地干活时摔伤，送到医院住了3天后去世了，认定工亡，他月工资6000，能赔多少？")
    assert result["params"]["death"] is True and result["params"]["hospital_days"] == 3
    assert not {"停工留薪期工资", "住院伙食补助费"} & set(_left_out(result))


def test_an_implied_benefit_the_engine_does_not_compute_fails_at_load(tmp_path: Path) -> None:
    text = SHIPPED_FILES["work_injury.yaml"].read_text(encoding="utf-8")
    (tmp_path / "work_injury.yaml").write_text(text.replace("  suspension_wages:\n    implied_by", "  rest_pay:\n    implied_by"), encoding="utf-8")
    with pytest.raises(ValueError, match="rest_pay"):
        Reference(tmp_path)
