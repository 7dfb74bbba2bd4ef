"""Every compensation test reads relative dates as of one fixed day (tests/compensation/wording.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from backend.compensation.textutil import asked_on
from wording import ASKED_ON


@pytest.fixture(autouse=True)
def questions_asked_on_a_fixed_day() -> Iterator[None]:
    with asked_on(ASKED_ON):
        yield
