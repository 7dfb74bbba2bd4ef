"""Every key of the data files that an operator may edit changes the answer: a copy with the key edited, loaded as
an operator's data folder, gives a different result from the shipped files."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from pathlib import Path

import pytest

from backend.compensation.engine import calculate
from backend.compensation.params import EconomicParams, WorkInjuryParams
from backend.compensation.reference import REGIONAL_FIGURE_SOURCE, SHIPPED_DATA_DIR, SHIPPED_FILES, Reference
from wording import THIS_YEAR

SHIPPED = Reference()


def _edited(tmp_path: Path, name: str, old: str, new: str) -> Reference:
    """The reference data with one file's `old` text replaced by `new` (the shipped text must hold `old`)."""
    text = SHIPPED_FILES[name].read_text(encoding="utf-8")
    assert old in text
    (tmp_path / name).write_text(text.replace(old, new), encoding="utf-8")
    return Reference(tmp_path)


# --- labour.yaml law_effective_from -------------------------------------------------------------------

SPLIT_SERVICE = EconomicParams(
    monthly_wage=Decimal(5000),
    start_date=date(2007, 10, 1),
    end_date=date(2010, 9, 30),
    termination_reason="mutual_by_employer",
)


def test_service_before_the_labour_contract_law_is_counted_apart() -> None:
    # 3 months before 2008 count as a year (1994 measures); 2 years 9 months after give 3 months: 4 months in all
    calc = calculate(SPLIT_SERVICE, SHIPPED)
    assert calc.amount == 20000
    assert any(step.description.startswith("2008年1月1日前的工作年限") for step in calc.steps)


def test_the_law_start_day_comes_from_the_data_file(tmp_path: Path) -> None:
    edited = _edited(tmp_path, "labour.yaml", "law_effective_from: 2008-01-01", "law_effective_from: 2006-01-01")
    calc = calculate(SPLIT_SERVICE, edited)
    # all the service now falls after the law's start: 3 years, 3 months' wages, and no split
    assert calc.amount == 15000
    assert not any("前的工作年限" in step.description for step in calc.steps)


def test_the_law_start_day_names_the_split_steps(tmp_path: Path) -> None:
    edited = _edited(tmp_path, "labour.yaml", "law_effective_from: 2008-01-01", "law_effective_from: 2008-07-01")
    calc = calculate(SPLIT_SERVICE, edited)
    # 9 months before (a year under the 1994 measures) and 2 years 3 months after (2.5 months)
    assert calc.amount == 17500
    assert any(step.description.startswith("2008年7月1日前的工作年限 0年9个月") for step in calc.steps)


def test_a_law_start_that_is_no_date_fails_at_load(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="law_effective_from"):
        _edited(tmp_path, "labour.yaml", "law_effective_from: 2008-01-01", "law_effective_from: soon")


# --- work_injury.yaml regulation / effective_from ------------------------------------------------------

def _graded(injury_date: date) -> WorkInjuryParams:
    return WorkInjuryParams(injury_recognised=True, own_wage=Decimal(4000), grade=9, injury_date=injury_date,
                            targets=["one_off_disability_benefit"])


def _earlier_text_notes(calc) -> list[str]:  # type: ignore[no-untyped-def]
    return [note for note in calc.notes if "修订前的工伤保险条例" in note]


def test_an_injury_before_the_revised_regulation_is_told_the_earlier_text_may_apply() -> None:
    calc = calculate(_graded(date(2010, 6, 1)), SHIPPED)
    assert calc.amount == 36000  # still computed, by the figures on file (9 months)
    [note] = _earlier_text_notes(calc)
    assert "2011年1月1日之前" in note and "工伤保险条例（2010年修订，2011年1月1日起施行）" in note


def test_an_injury_after_the_revised_regulation_has_no_such_note() -> None:
    assert _earlier_text_notes(calculate(_graded(date(2013, 6, 1)), SHIPPED)) == []


def test_a_death_year_before_the_revised_regulation_is_told_too() -> None:
    params = WorkInjuryParams(injury_recognised=True, death=True, death_year=2009, targets=["one_off_death_benefit"])
    assert len(_earlier_text_notes(calculate(params, SHIPPED))) == 1


def test_the_regulation_and_its_start_come_from_the_data_file(tmp_path: Path) -> None:
    old = "regulation: 工伤保险条例（2010年修订，2011年1月1日起施行）\neffective_from: 2011-01-01"
    edited = _edited(tmp_path, "work_injury.yaml", old, "regulation: 某条例（2015年文本）\neffective_from: 2015-01-01")
    [note] = _earlier_text_notes(calculate(_graded(date(2013, 6, 1)), edited))
    assert "2015年1月1日之前" in note and "某条例（2015年文本）" in note


# --- statistics.yaml regional.<region>.minimum_monthly_wage --------------------------------------------

def _with_regional_minimum(tmp_path: Path, year: int) -> Reference:
    return _edited(
        tmp_path, "statistics.yaml", "regional: {}", f"regional:\n  测试市:\n    minimum_monthly_wage: {{{year}: 2000}}\n"
    )


LOW_WAGE = EconomicParams(
    monthly_wage=Decimal(1500), start_date=date(2020, 3, 1), end_date=date(2024, 2, 29), termination_reason="layoff_41",
    region="测试市",
)


def test_the_regions_minimum_wage_on_file_floors_the_wage_base(tmp_path: Path) -> None:
    assert calculate(LOW_WAGE, SHIPPED).amount == 6000  # nothing on file: 1500 × 4
    calc = calculate(LOW_WAGE, _with_regional_minimum(tmp_path, 2024))
    assert calc.amount == 8000  # 2000 × 4
    [step] = [step for step in calc.steps if "最低工资标准" in step.description]
    # the step names the figure's place and year for a reader, not the operator's file
    assert "测试市2024年最低工资标准，当地公布的统计数字" in step.description and "statistics.yaml" not in step.description


def test_the_minimum_wage_on_file_is_the_one_of_the_year_the_contract_ended(tmp_path: Path) -> None:
    assert calculate(LOW_WAGE, _with_regional_minimum(tmp_path, 2023)).amount == 6000


def test_a_minimum_wage_the_user_gives_wins_over_the_file(tmp_path: Path) -> None:
    stated = EconomicParams(**{**LOW_WAGE.__dict__, "local_min_wage": Decimal(1800)})
    calc = calculate(stated, _with_regional_minimum(tmp_path, 2024))
    assert calc.amount == 7200
    assert not any(REGIONAL_FIGURE_SOURCE in step.description for step in calc.steps)


def test_the_minimum_wage_on_file_floors_the_non_compete_compensation(tmp_path: Path) -> None:
    params = EconomicParams(monthly_wage=Decimal(5000), end_date=date(2024, 5, 31), region="测试市", targets=["non_compete_monthly"])
    assert calculate(params, SHIPPED).amount == 1500
    assert calculate(params, _with_regional_minimum(tmp_path, 2024)).amount == 2000


def test_the_minimum_wage_on_file_floors_the_disability_allowance(tmp_path: Path) -> None:
    params = WorkInjuryParams(injury_recognised=True, grade=5, own_wage=Decimal(2000), region="测试市", targets=["disability_allowance"])
    assert calculate(params, SHIPPED).amount == 1400
    assert calculate(params, _with_regional_minimum(tmp_path, THIS_YEAR)).amount == 2000


# --- statistics.yaml regional.<region>.average_monthly_wage --------------------------------------------

def _with_regional_average(tmp_path: Path, year: int) -> Reference:
    return _edited(
        tmp_path, "statistics.yaml", "regional: {}", f"regional:\n  测试市:\n    average_monthly_wage: {{{year}: 8000}}\n"
    )


_FROM_FILE = f"测试市2023年职工月平均工资，{REGIONAL_FIGURE_SOURCE}"


def test_the_regions_average_wage_on_file_caps_the_economic_compensation_and_its_step_says_so(tmp_path: Path) -> None:
    # 30000 > 3 × 8000 (2023, the year before the 2024 ending): base 24000 × 4 months = 96000 (第四十七条第二款)
    params = EconomicParams(
        monthly_wage=Decimal(30000), start_date=date(2020, 3, 1), end_date=date(2024, 2, 29), termination_reason="layoff_41",
        region="测试市",
    )
    calc = calculate(params, _with_regional_average(tmp_path, 2023))
    assert calc.amount == 96000
    [step] = [step for step in calc.steps if "三倍" in step.description]
    assert _FROM_FILE in step.description


@pytest.mark.parametrize(
    ("params", "amount", "step_word"),
    [
        # the 60% floor of the wage base (工伤保险条例 第六十四条): 8000 × 60% = 4800, grade 9 × 9 months = 43200
        (WorkInjuryParams(injury_recognised=True, grade=9, own_wage=Decimal(3000), region="测试市", injury_date=date(2024, 5, 1),
                          targets=["one_off_disability_benefit"]), 43200, "60%"),
        # 丧葬补助金 (第三十九条): 6 × 8000
        (WorkInjuryParams(death=True, region="测试市", death_date=date(2024, 5, 1), targets=["funeral_grant"]), 48000, "丧葬补助金"),
        # 生活护理费 (第三十四条), wholly unable to care for oneself: 8000 × 50%
        (WorkInjuryParams(injury_recognised=True, grade=1, care_level="full", region="测试市", injury_date=date(2024, 5, 1),
                          targets=["nursing_care"]), 4000, "生活护理费"),
    ],
    ids=["wage_floor", "funeral_grant", "nursing_care"],
)
def test_each_work_injury_step_using_the_regions_average_on_file_names_it(
    tmp_path: Path, params: WorkInjuryParams, amount: int, step_word: str
) -> None:
    calc = calculate(params, _with_regional_average(tmp_path, 2023))
    assert calc.amount == amount
    [step] = [step for step in calc.steps if step_word in step.description and step.amount is not None]
    assert _FROM_FILE in step.description


def test_an_average_wage_the_user_gives_is_not_said_to_come_from_the_file(tmp_path: Path) -> None:
    params = WorkInjuryParams(death=True, region="测试市", death_date=date(2024, 5, 1), local_avg_monthly_wage=Decimal(7000),
                              targets=["funeral_grant"])
    calc = calculate(params, _with_regional_average(tmp_path, 2023))
    assert calc.amount == 42000
    assert not any(REGIONAL_FIGURE_SOURCE in step.description for step in calc.steps)


# --- regions.yaml cities_by_province --------------------------------------------------------------------

def test_a_city_the_operator_adds_under_a_province_takes_that_provinces_figure(tmp_path: Path) -> None:
    (tmp_path / "statistics.yaml").write_text(
        (SHIPPED_DATA_DIR / "statistics.yaml").read_text(encoding="utf-8").replace(
            "regional: {}", "regional:\n  江苏省:\n    minimum_monthly_wage: {2024: 2000}\n"
        ),
        encoding="utf-8",
    )
    params = EconomicParams(**{**LOW_WAGE.__dict__, "region": "测试县"})
    assert calculate(params, Reference(tmp_path)).amount == 6000  # 测试县 lies in no province on file: 1500 × 4
    edited = _edited(tmp_path, "regions.yaml", "江苏: [", "江苏: [测试县, ")
    calc = calculate(params, edited)
    assert calc.amount == 8000  # 江苏's minimum, 2000 × 4
    assert any("江苏省2024年最低工资标准" in step.description for step in calc.steps)


# --- traffic.yaml commercial_minimum_limits ----------------------------------------------------------

def test_the_lowest_commercial_limit_is_the_one_of_the_accident_date() -> None:
    assert SHIPPED.commercial_minimum(date(2019, 5, 1))[0] == 50000  # type: ignore[index]
    assert SHIPPED.commercial_minimum(date(2021, 5, 1))[0] == 100000  # type: ignore[index]
    assert SHIPPED.commercial_minimum(None)[0] == 50000  # type: ignore[index]
    assert SHIPPED.commercial_minimum(date(2005, 5, 1)) is None


def test_commercial_minimum_periods_with_a_gap_fail_at_load(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="commercial_minimum_limits: periods not contiguous"):
        _edited(tmp_path, "traffic.yaml", "    effective_to: 2020-09-19\n    source: 商业第三者", "    effective_to: 2020-09-01\n    source: 商业第三者")
