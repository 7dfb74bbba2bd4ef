"""Helpers shared by the extractor's wording tests (tests/compensation/test_extract_*.py)."""

from __future__ import annotations

from datetime import date

# the day these tests' questions are asked on: relative dates (今年, 去年, 3月1号) are read as of it
# (tests/compensation/conftest.py pins it), so what the tests expect does not change with the clock
ASKED_ON = date(2026, 11, 22)
THIS_YEAR = ASKED_ON.year
