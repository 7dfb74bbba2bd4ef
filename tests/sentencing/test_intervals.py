"""The ten LJP prison-term intervals: upper bounds inclusive, 0 months is its own class."""

from __future__ import annotations

import pytest

from backend.sentencing.intervals import interval_bounds, month_to_interval


@pytest.mark.parametrize(
    ("months", "interval"),
    [
        (0, 9),
        (0.5, 8),
        (1, 8),
        (6, 8),
        (6.01, 7),
        (9, 7),
        (10, 6),
        (12, 6),
        (13, 5),
        (24, 5),
        (25, 4),
        (36, 4),
        (37, 3),
        (60, 3),
        (61, 2),
        (84, 2),
        (85, 1),
        (120, 1),
        (121, 0),
        (300, 0),
    ],
)
def test_month_to_interval_edges(months: float, interval: int) -> None:
    assert month_to_interval(months) == interval


def test_negative_months_are_refused() -> None:
    with pytest.raises(ValueError, match="负数"):
        month_to_interval(-1)


def test_bounds_round_trip() -> None:
    for interval in range(9):
        lower, upper = interval_bounds(interval)
        assert month_to_interval(lower + 0.5) == interval
        if upper != float("inf"):
            assert month_to_interval(upper) == interval
    assert interval_bounds(9) == (0.0, 0.0)
    with pytest.raises(ValueError):
        interval_bounds(10)
