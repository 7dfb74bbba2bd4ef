"""Reference figures the calculators read: statutory tables, insurance limits, published statistics.

The YAML files in ``backend/compensation/data``, and the place table both engines share
(``backend/places/regions.yaml``), ship with the package. An operator can point ``LEXLOOP_COMPENSATION_DATA_DIR`` at a
folder holding edited copies of any of them (same file names); a file missing there falls back to the shipped one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from backend.compensation.params import RATEABLE_ITEMS
from backend.places import SHIPPED_REGIONS, Places, bare_place

SHIPPED_DATA_DIR = Path(__file__).parent / "data"
# the places are both engines' (backend/places/regions.yaml); an operator's data folder may still hold an edited copy
SHIPPED_FILES = {
    **{name: SHIPPED_DATA_DIR / name for name in ("traffic.yaml", "work_injury.yaml", "labour.yaml", "statistics.yaml")},
    "regions.yaml": SHIPPED_REGIONS,
}
# the local figures statistics.yaml `regional` may hold, as a step names them
REGIONAL_FIGURE_NAMES = {
    "average_monthly_wage": "职工月平均工资",
    "minimum_monthly_wage": "最低工资标准",
    "hospital_meal_allowance": "住院伙食补助标准（每天）",
}
# what a step says of such a figure's source: a reader is told it is the place's published figure, not the file's name
REGIONAL_FIGURE_SOURCE = "当地公布的统计数字"
# the facts of a question that traffic.yaml injury_items and work_injury.yaml implied_benefits may name as implying an item
INJURY_FACTS = {"traffic.yaml injury_items": ("hospital_stay", "lost_work"), "work_injury.yaml implied_benefits": ("hospital_stay", "injury")}
# the words a step and a note of an item told as a rate and a time (RATEABLE_ITEMS) are written with, in injury_items
RATED_ITEM_WORDS = ("rate_label", "time_label", "needs_rate", "needs_time")


@dataclass(frozen=True)
class InsuranceLimits:
    death_disability: Decimal
    medical: Decimal
    property: Decimal
    source: str

    def for_category(self, category: str) -> Decimal:
        return {"death_disability": self.death_disability, "medical": self.medical, "property": self.property}[
            category
        ]


@dataclass(frozen=True)
class GradeBenefits:
    grade: int
    months: int
    allowance_rate: Decimal | None
    allowance_payer: str | None
    source: str


def _as_date(value: Any, where: str) -> date:
    if isinstance(value, date):
        return value
    try:
        return date.fromisoformat(str(value))
    except ValueError as error:
        raise ValueError(f"{where}: not a date: {value!r}") from error


def _dated_periods(entries: list[dict[str, Any]], where: str) -> list[dict[str, Any]]:
    """Periods with `effective_from` and an exclusive `effective_to` (null: still in force), as dates, sorted, and
    checked to follow one another without a gap or an overlap."""
    periods = []
    for entry in entries:
        start = _as_date(entry["effective_from"], f"{where} effective_from")
        end = _as_date(entry["effective_to"], f"{where} effective_to") if entry.get("effective_to") else None
        periods.append({**entry, "effective_from": start, "effective_to": end})
    periods.sort(key=lambda period: period["effective_from"])
    for earlier, later in zip(periods, periods[1:]):
        if earlier["effective_to"] != later["effective_from"]:
            raise ValueError(f"{where}: periods not contiguous at {later['effective_from']}")
    return periods


def _period_on(periods: list[dict[str, Any]], day: date) -> dict[str, Any] | None:
    """The period in force on `day`, or None before the first."""
    for period in periods:
        if period["effective_from"] <= day and (period["effective_to"] is None or day < period["effective_to"]):
            return period
    return None


class Reference:
    """All reference data, validated once at load time so a bad edit fails loudly, not mid-calculation."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.data_dir = data_dir
        raw = {name: self._load(name) for name in SHIPPED_FILES}
        self.traffic: dict[str, Any] = raw["traffic.yaml"]
        self.work_injury: dict[str, Any] = raw["work_injury.yaml"]
        self.labour: dict[str, Any] = raw["labour.yaml"]
        self.statistics: dict[str, Any] = raw["statistics.yaml"]
        self._places = Places(raw["regions.yaml"])
        self._limit_periods = self._validate_limits()
        self._commercial_minimum_periods = _dated_periods(
            self.traffic.get("commercial_minimum_limits", []), "traffic.yaml commercial_minimum_limits"
        )
        self.labour_law_start = _as_date(self.labour["law_effective_from"], "labour.yaml law_effective_from")
        self._festival_periods = _dated_periods(self.labour["overtime"]["festival_days"], "labour.yaml overtime festival_days")
        self.work_injury_regulation_start = _as_date(self.work_injury["effective_from"], "work_injury.yaml effective_from")
        self._item_index = self._index_loss_items()
        # longest first so that '住院伙食补助费' wins over '伙食补助费'; sorted once, read on every question
        self._aliases_longest_first = tuple(sorted(self._item_index, key=len, reverse=True))
        self._grades = self._validate_grades()
        self._validate_injury_items()

    def _load(self, name: str) -> dict[str, Any]:
        path = self.data_dir / name if self.data_dir and (self.data_dir / name).exists() else SHIPPED_FILES[name]
        with path.open(encoding="utf-8") as handle:
            content = yaml.safe_load(handle)
        if not isinstance(content, dict):
            raise ValueError(f"{path}: expected a mapping at the top level")
        return content

    # --- traffic -------------------------------------------------------------------------------------

    def _validate_limits(self) -> list[dict[str, Any]]:
        entries = self.traffic["compulsory_insurance_limits"]
        for entry in entries:
            for kind in ("with_fault", "no_fault"):
                missing = {"death_disability", "medical", "property"} - set(entry[kind])
                if missing:
                    raise ValueError(f"traffic.yaml period from {entry['effective_from']}: {kind} lacks {sorted(missing)}")
        return _dated_periods(entries, "traffic.yaml compulsory_insurance_limits")

    def compulsory_limits(self, accident_date: date, with_fault: bool) -> InsuranceLimits:
        period = _period_on(self._limit_periods, accident_date)
        if period is None:
            first = self._limit_periods[0]["effective_from"]
            raise ValueError(f"事故日期 {accident_date} 早于交强险制度施行（{first}），没有适用的责任限额")
        figures = period["with_fault" if with_fault else "no_fault"]
        return InsuranceLimits(
            death_disability=Decimal(str(figures["death_disability"])),
            medical=Decimal(str(figures["medical"])),
            property=Decimal(str(figures["property"])),
            source=period["source"],
        )

    def commercial_minimum(self, accident_date: date | None) -> tuple[Decimal, str] | None:
        """The lowest commercial third-party limit on offer on the accident date (without a date, the lowest of all)."""
        periods = self._commercial_minimum_periods
        if accident_date is not None:
            periods = [period for period in [_period_on(periods, accident_date)] if period is not None]
        found = [(Decimal(str(period["minimum"])), period["source"]) for period in periods]
        return min(found) if found else None

    # --- labour --------------------------------------------------------------------------------------

    def festival_days(self, year: int | None = None) -> dict[str, Any] | None:
        """The statutory holiday days of each festival in `year` (its period: `days`, `source`, `effective_from`);
        without a year, the days now in force; None for a year before the first period."""
        if year is None:
            return self._festival_periods[-1]
        # every change so far took effect before the year's first festival (元旦 or later), so its first day decides
        return _period_on(self._festival_periods, date(year, 1, 1))

    @property
    def festival_periods(self) -> list[dict[str, Any]]:
        """Every period of festival_days, oldest first (the last is in force now)."""
        return self._festival_periods

    def _index_loss_items(self) -> dict[str, tuple[str, str]]:
        index: dict[str, tuple[str, str]] = {}
        for category, block in self.traffic["loss_categories"].items():
            for canonical, aliases in block["items"].items():
                for alias in [canonical, *aliases]:
                    index[alias] = (category, canonical)
        return index

    def _validate_injury_items(self) -> None:
        """Each implied item is one the engine knows (a loss item of the traffic tables, a benefit of the work-injury
        payers), implied by facts the extractors read, with a daily standard that is a regional figure."""
        tables = {
            "traffic.yaml injury_items": (self.traffic.get("injury_items") or {}, lambda item: self.classify_loss(item) is not None),
            "work_injury.yaml implied_benefits": (
                self.work_injury.get("implied_benefits") or {}, lambda item: item in self.work_injury["payers"] and item != "source"
            ),
        }
        for item in RATEABLE_ITEMS:
            missing = set(RATED_ITEM_WORDS) - set((self.traffic.get("injury_items") or {}).get(item) or {})
            if missing:
                raise ValueError(f"traffic.yaml injury_items {item}: lacks {sorted(missing)} (it may be told as a rate and a time)")
        for where, (rules, known) in tables.items():
            for item, rule in rules.items():
                if not known(item):
                    raise ValueError(f"{where}: {item} is no item the engine computes")
                unknown = set(rule["implied_by"]) - set(INJURY_FACTS[where])
                if unknown:
                    raise ValueError(f"{where} {item}: unknown implied_by {sorted(unknown)} (known: {', '.join(INJURY_FACTS[where])})")
                if rule.get("per_day") not in (None, *REGIONAL_FIGURE_NAMES):
                    raise ValueError(f"{where} {item}: per_day {rule['per_day']!r} is no regional figure")

    def loss_aliases(self) -> tuple[str, ...]:
        """Every wording of a loss item, longest first."""
        return self._aliases_longest_first

    def classify_loss(self, item: str) -> tuple[str, str] | None:
        """'医药费' -> ('medical', '医疗费'); None for an item the tables do not know."""
        return self._item_index.get(item.strip())

    def category_subtotal(self, category: str) -> str | None:
        """The item that stands for a limit's subtotal told as one figure ('医疗类合计3万' -> 医疗费用类合计): it holds
        that limit's items. None for a category without one."""
        return next((item for item in self.traffic["loss_categories"][category]["items"] if item.endswith("类合计")), None)

    def category_source(self, category: str) -> str:
        return self.traffic["loss_categories"][category]["source"]

    def liability_ratio(self, label: str, against_pedestrian: bool) -> Decimal | None:
        """The share the data file gives for a finding; None where it gives none (主要/次要责任, unless an
        operator has added a local standard)."""
        table = self.traffic["liability_ratios"]["motor_vs_pedestrian" if against_pedestrian else "motor_vs_motor"]
        return Decimal(str(table[label])) if label in table else None

    def non_motor_ratio(self, label: str) -> Decimal | None:
        """The share a non-motor vehicle's rider who hurt someone bears for a finding, by fault; None where the data
        file gives none (主要/次要责任)."""
        table = self.traffic["liability_ratios"].get("non_motor_rider", {})
        return Decimal(str(table[label])) if label in table else None

    # --- work injury ---------------------------------------------------------------------------------

    def _validate_grades(self) -> dict[int, GradeBenefits]:
        grades: dict[int, GradeBenefits] = {}
        for key, entry in self.work_injury["disability_grades"].items():
            rate = entry.get("allowance_rate")
            grades[int(key)] = GradeBenefits(
                grade=int(key),
                months=int(entry["months"]),
                allowance_rate=Decimal(str(rate)) if rate is not None else None,
                allowance_payer=entry.get("allowance_payer"),
                source=entry["source"],
            )
        if sorted(grades) != list(range(1, 11)):
            raise ValueError("work_injury.yaml: disability_grades must list grades 1 to 10")
        return grades

    def grade(self, grade: int) -> GradeBenefits:
        if grade not in self._grades:
            raise ValueError(f"伤残等级应为一级至十级，收到：{grade}")
        return self._grades[grade]

    # --- statistics ----------------------------------------------------------------------------------

    def national_disposable_income(self, year: int) -> Decimal | None:
        value = self.statistics["national_urban_disposable_income"]["by_year"].get(year)
        return Decimal(str(value)) if value is not None else None

    # --- regions -------------------------------------------------------------------------------------

    def places(self) -> Places:
        """The provinces and cities of regions.yaml (the operator's copy where the data folder holds one)."""
        return self._places

    def region_words(self, region: str | None, unnamed: str) -> str:
        """How a missing figure names its region: the region read or set, with its province ('深圳（广东省）', '广东省'),
        so the user knows whose figure to give; `unnamed` ('本地区', '统筹地区') where no region is known."""
        if not region:
            return unnamed
        place = bare_place(region)
        return self._places.full_name(place) if place in self._places.province_of else region.strip()

    def known_region(self, region: str) -> str | None:
        """A region a user may set, as the data names it: a province or a city of regions.yaml ('广东省' -> '广东'), or
        one with figures of its own in statistics.yaml regional (as written there); None for any other."""
        place = bare_place(region)
        if place in self._places.province_of:
            return place
        on_file = {bare_place(str(name)) for name in (self.statistics.get("regional") or {})}
        return region.strip() if place in on_file else None

    def regional_figure(self, region: str, figure: str, year: int) -> tuple[Decimal, str] | None:
        """A local published figure ('average_monthly_wage', 'minimum_monthly_wage') on file for the region, or else
        for its province (a city's figures kept by province), with the region name it is on file under; None if
        neither has it. Names are compared without 省/市/自治区, so '深圳' finds '深圳市' and '广东省'."""
        by_region = {bare_place(str(name)): (str(name), figures) for name, figures in (self.statistics.get("regional") or {}).items()}
        place = bare_place(region)
        for name in dict.fromkeys([place, self._places.province_of.get(place)]):
            if name is None or name not in by_region:
                continue
            on_file, figures = by_region[name]
            value = (figures or {}).get(figure, {}).get(year)
            if value is not None:
                return Decimal(str(value)), on_file
        return None

    def local_figure(
        self, figure: str, given: Decimal | None, region: str | None, year: int | None
    ) -> tuple[Decimal, str] | None:
        """A local figure a calculation uses ('average_monthly_wage', 'minimum_monthly_wage'), with the words that name
        its source in a step: the user's own figure (no words), else the operator's figure on file for `region` (or its
        province) and `year` ('（某市2023年职工月平均工资，当地公布的统计数字）': a reader's words, the file is the operator's); None
        when there is neither."""
        if given is not None:
            return given, ""
        if not region or year is None:
            return None
        found = self.regional_figure(region, figure, year)
        if found is None:
            return None
        value, on_file = found
        return value, f"（{on_file}{year}年{REGIONAL_FIGURE_NAMES[figure]}，{REGIONAL_FIGURE_SOURCE}）"


@lru_cache(maxsize=4)
def _cached_reference(data_dir: str) -> Reference:
    return Reference(Path(data_dir) if data_dir else None)


def get_reference() -> Reference:
    return _cached_reference(os.environ.get("LEXLOOP_COMPENSATION_DATA_DIR", ""))
