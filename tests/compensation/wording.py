"""Helpers shared by the extractor's wording tests (tests/compensation/test_extract_*.py)."""

from __future__ import annotations

from datetime import date

# relative years (今年, 去年) are counted from today when the question does not state the current year
THIS_YEAR = date.today().year
