"""Dates as Chinese texts write them, read in one place for every reader (sentencing facts, compensation
questions): '2023年5月12日', '2016-03-01', '2020.6.15', Chinese numerals ('二〇二三年五月十二日'), the spoken
two-digit year ('19年3月') and a month's beginning or end ('2024年7月底'). Spans are positions in the text as
given, so a reader's evidence lines up with it."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass

from backend.corpus.numerals import chinese_to_int

_CN_DIGIT = "〇零一二三四五六七八九"
_CN_SMALL = "一二三四五六七八九十两零〇"
_YEAR_DIGITS = str.maketrans(_CN_DIGIT, "00123456789")


@dataclass(frozen=True)
class WrittenDate:
    """A date as written: the day may be missing, or a part of the month stand for it (初, 底, 末)."""

    year: int
    month: int
    day: int | None
    part: str | None  # 初 | 底 | 末
    start: int
    end: int


# the year: four digits (19xx, 20xx), four Chinese digits before 年 ('二〇二三年'), or, where asked for, the spoken
# two-digit year ('19年3月'; a count of years such as '干了15年3个月' is not a date: 月 must follow the month
# number directly and no verb precede; 30-49 would be a year still to come or a span, never a spoken date)
_DATE = re.compile(
    rf"(?:(?P<year>(?:19|20)\d\d)|(?P<cn_year>[{_CN_DIGIT}]{{4}})(?=\s*年)"
    rf"|(?<![\d了满近约共有干做整足龄])(?P<short_year>[0-25-9]\d)(?=年\d{{1,2}}月))"
    rf"\s*(?P<sep>[年\-./])\s*(?P<month>\d{{1,2}}|[{_CN_SMALL}]{{1,3}})\s*月?"
    rf"(?:(?P<late>底|末)|(?P<early>初)|\s*(?:(?<=\d)(?P=sep))?(?P<day>\d{{1,2}}(?!\d)|[{_CN_SMALL}]{{1,3}}(?=\s*[日号]))\s*[日号]?)?"
)
_SMALL_NUMERAL = re.compile(r"(?:(?P<tens>[一二三])?(?P<ten>十))?(?P<unit>[一二三四五六七八九])?")


def small_number(token: str) -> int | None:
    """A day or month number: '12', '十二' -> 12, '三十一' -> 31, '两' -> 2; None for what is not one number
    ('五六': May or June)."""
    if token.isdigit():
        return int(token)
    token = token.lstrip("零〇").replace("两", "二")
    # the shape of one number below 40 first: chinese_to_int would read '五六' as 6
    if not token or _SMALL_NUMERAL.fullmatch(token) is None:
        return None
    return chinese_to_int(token)


def written_dates(text: str, spoken_years: bool = True) -> list[WrittenDate]:
    """Every date with a year and a month, in text order; days that do not exist are left out (a day given as
    several, '七八日', leaves the month with no day). `spoken_years`:
    whether '19年3月' is 2019 (a judgment always writes the whole year, where '10年6月' may be a term)."""
    found = []
    for match in _DATE.finditer(text):
        if match["year"]:
            year = int(match["year"])
        elif match["cn_year"]:
            if match["sep"] != "年":
                continue
            year = int(match["cn_year"].translate(_YEAR_DIGITS))
            if not 1900 <= year <= 2099:
                continue
        elif spoken_years:
            short_year = int(match["short_year"])
            year = (2000 if short_year < 50 else 1900) + short_year
        else:
            continue
        month = small_number(match["month"])
        if month is None or not 1 <= month <= 12:
            continue
        day_text = match["day"]
        # '2016年3月' must be followed by 月; '2016-03' alone is too ambiguous to be a date
        if not day_text and "月" not in match.group():
            continue
        day = small_number(day_text) if day_text else None
        end = match.end()
        if day_text and day is None:  # '3月七八日': one of several days; the month is still known
            end = match.start("day")
        elif day is not None and not 1 <= day <= calendar.monthrange(year, month)[1]:
            continue
        part = match["late"] or match["early"]
        found.append(WrittenDate(year, month, day, part, match.start(), end))
    return found
