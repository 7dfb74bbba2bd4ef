"""Prison-term intervals of the legal-judgment-prediction literature (10 classes, upper bounds inclusive).

0: more than 120 months (and life imprisonment / death), 1: 84–120, 2: 60–84, 3: 36–60, 4: 24–36,
5: 12–24, 6: 9–12, 7: 6–9, 8: 1–6 (any term above 0 up to 6 months), 9: no prison term.
"""

from __future__ import annotations

# (interval, inclusive upper bound in months), from the shortest term up
_UPPER_BOUNDS: tuple[tuple[int, float], ...] = (
    (9, 0),
    (8, 6),
    (7, 9),
    (6, 12),
    (5, 24),
    (4, 36),
    (3, 60),
    (2, 84),
    (1, 120),
)
INTERVAL_COUNT = 10
INTERVAL_LABELS: dict[int, str] = {
    0: "120个月以上（含无期徒刑、死刑）",
    1: "84–120个月",
    2: "60–84个月",
    3: "36–60个月",
    4: "24–36个月",
    5: "12–24个月",
    6: "9–12个月",
    7: "6–9个月",
    8: "1–6个月",
    9: "不判处监禁刑",
}


def month_to_interval(months: float) -> int:
    """The interval of a term in months; 0 months (no prison term) is interval 9, above 120 is interval 0."""
    if months < 0:
        raise ValueError(f"刑期不能为负数：{months}")
    for interval, upper in _UPPER_BOUNDS:
        if months <= upper:
            return interval
    return 0


def interval_bounds(interval: int) -> tuple[float, float]:
    """(exclusive lower, inclusive upper) months of an interval; interval 0 has no upper bound (inf)."""
    if not 0 <= interval < INTERVAL_COUNT:
        raise ValueError(f"区间编号应在0到9之间：{interval}")
    if interval == 9:
        return (0.0, 0.0)
    uppers = dict(_UPPER_BOUNDS)
    upper = uppers.get(interval, float("inf"))
    lower = uppers[interval + 1]
    return (float(lower), float(upper))
