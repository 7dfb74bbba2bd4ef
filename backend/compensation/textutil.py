"""Text helpers shared by the extractors: clean-up, clauses, dates, counts and the question sentence."""

from __future__ import annotations

import calendar
import html
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import date, timedelta

from backend.compensation.money import parse_number
from backend.textdates import small_number, written_dates

CLAUSE_DELIMITERS = "，。；;！？!?\n"
_CN_NUM = "零〇一二两三四五六七八九十百千"
NUMBER_TOKEN = rf"(?:\d+(?:\.\d+)?|[{_CN_NUM}]+)"

# relative dates (今年, 上个月, 3月1号 without a year) are read from the day the question was asked: today,
# unless a caller pins it (a stored question set is read as of the day it was written, whatever the clock says)
_ASKED_ON: ContextVar[date | None] = ContextVar("asked_on", default=None)


def day_asked() -> date:
    """The day relative dates are read from."""
    return _ASKED_ON.get() or date.today()


@contextmanager
def asked_on(day: date | None) -> Iterator[None]:
    """Read relative dates as of `day` inside the block (None: today)."""
    token = _ASKED_ON.set(day)
    try:
        yield
    finally:
        _ASKED_ON.reset(token)


_RELATIVE_YEAR = r"今年|去年|前年|明年|现在|目前|如今|当年"
# '今年(2023年)8月', '到现在（2023年）': the year in brackets is the one meant
_RELATIVE_WITH_YEAR = re.compile(rf"(?:{_RELATIVE_YEAR})\s*[（(]\s*((?:19|20)\d\d)\s*年?\s*[)）]")
# '2023年（今年）8月': the bracketed word adds nothing
_YEAR_WITH_RELATIVE = re.compile(rf"((?:19|20)\d\d)\s*年\s*[（(]\s*(?:{_RELATIVE_YEAR})\s*[)）]")


# a few English words common in Chinese chat about work ('我被公司fire了', 'compensation怎么算', 'salary 1万'), read as
# their Chinese: 'compensation' as the general 补偿, so a road accident's stays a road accident's. A question with no
# Chinese in it is not translated: the rules read Chinese only.
_ENGLISH_WORDS = [
    (r"(?:got|get|been|be)\s+(?:fired|laid\s+off|dismissed)|fired?|laid\s+off|lay\s*off|layoff|dismissed|dismiss", "辞退"),
    (r"severance(?:\s+pay)?", "经济补偿"),
    (r"compensations?", "补偿"),
    (r"monthly\s+(?:salary|wages?|pay)", "月工资"),
    (r"salary|salaries|wages?", "工资"),
]
_ENGLISH_WORD = re.compile(
    "|".join(f"(?<![A-Za-z])(?:{words})(?![A-Za-z])" for words, _ in _ENGLISH_WORDS), re.IGNORECASE
)


def _english_words_read(text: str) -> str:
    if not re.search(r"[\u4e00-\u9fff]", text):
        return text

    def chinese(match: re.Match[str]) -> str:
        if re.fullmatch(r"fired?", match.group(), re.IGNORECASE) and not _fire_is_dismissal(text, match):
            return match.group()
        return next(word for words, word in _ENGLISH_WORDS if re.fullmatch(words, match.group(), re.IGNORECASE))

    return _ENGLISH_WORD.sub(chinese, text)


def _fire_is_dismissal(text: str, match: re.Match[str]) -> bool:
    """A bare 'fire'/'fired' in the sense of a dismissal: passive or with the person fired after it ('被公司fire了',
    '把我fire了', '老板fire了我', 'fired me'); not a fire ('着fire了', 'fire alarm') nor a name ('The Fire Station',
    '被Fire公司的车撞了'), which a capital letter starts unless 了 or the person fired follows ('把我Fired了')."""
    before, after = text[: match.start()], text[match.end() :]
    if re.search(r"(?:着|起|发生|失)$", before):
        return False
    fired_after = re.match(r"\s*(?:了|掉)|\s*(?:我|他|她|me|him|her)(?![A-Za-z])", after)
    if match.group()[0].isupper():
        return bool(fired_after)
    return bool(fired_after or re.search(r"[被把][^，。；？?！!]{0,6}$", before))


def clean(text: str) -> str:
    """Undo HTML entities (&ldquo;), full-width digits and thousands separators that break number patterns,
    read the few English words of a Chinese question as Chinese, and put the stated year in place of a relative
    one ('今年(2023年)8月' -> '2023年8月')."""
    text = html.unescape(text).translate(str.maketrans("０１２３４５６７８９．％：", "0123456789.%:"))
    text = _english_words_read(text)
    text = re.sub(r"(?<=\d),(?=\d{3}(?!\d))", "", text)
    text = _RELATIVE_WITH_YEAR.sub(r"\1年", text)
    text = _YEAR_WITH_RELATIVE.sub(r"\1年", text)
    # '2025年元旦那天入职', '今年元旦': New Year's Day is the one holiday with a fixed date
    text = re.sub(r"((?:19|20)\d\d\s*年|今年|去年|前年)\s*(?:的)?元旦(?:节)?", r"\g<1>1月1日", text)
    text = _resolve_relative_years(text)
    text = _digit_dates(text)
    return _spaces_as_commas(text.replace(",", "，").replace("\u3000", " "))


# chat-style questions separate their clauses by spaces ('2020年3月1号进的公司 2025年8月31号被裁员了'):
# such a space is a clause break, except inside a date or between a label and its amount ('2020年 3月',
# '工资 9500 元') and after a word that leads into what follows ('干到 2024年5月')
_CLAUSE_SPACE = re.compile(r"(?<=[\u4e00-\u9fff\dA-Za-z])[ \t]+(?=[\u4e00-\u9fff\d])")
_LEADING_WORD = "年月到至于在从自是为和与及"
# what a number may be counted in ('9 级', '3 个月', '8000 元'): the space is inside the phrase
_UNIT_AFTER_NUMBER = "元块万千百年月日号个岁周天级倍次名人条款项期点时分秒家辆台户页份件层楼公斤米吨小成"
_DATE_AHEAD = re.compile(r"(?:19|20)?\d\d\s*年|\d{4}[-./]\d|\d{1,2}\s*月\s*(?:\d{1,2}\s*[日号]|[初底末])")


def _spaces_as_commas(text: str) -> str:
    def replace(match: re.Match[str]) -> str:
        left, right = text[match.start() - 1], text[match.end()]
        if left in _LEADING_WORD:
            return match.group()
        if left.isdigit() and (right.isdigit() or right in _UNIT_AFTER_NUMBER):
            return match.group()
        if right.isdigit() and not _DATE_AHEAD.match(text, match.end()):
            return match.group()
        return "，"

    return _CLAUSE_SPACE.sub(replace, text)


_CURRENT_YEAR = re.compile(r"(?:今年|现在|目前|当前)\s*(?:是|为)\s*((?:19|20)\d\d)\s*年")
_YEARS_BACK = {"今年": 0, "去年": 1, "前年": 2}


# a festival names its year's holiday days ('前年春节加班七天': that year's count), as a month dates an event
_FESTIVAL_NAMES = "(?:春节|过年|除夕|清明|五一|劳动节|端午|中秋|国庆)"


def _resolve_relative_years(text: str) -> str:
    """'今年6月30号……今年是2024年' -> '2024年6月30号' when the question states the current year; without
    it a relative year before a month ('今年3月', '去年5月', '今年9月底') or a festival ('前年春节') is counted from today, as a
    relative month-and-day date already is, so a month without a day still dates an event."""
    stated = _CURRENT_YEAR.search(text)
    if not stated:
        current = day_asked().year
        return re.sub(
            rf"(今年|去年|前年)(?=\s*(?:\d{{1,2}}|[{_CN_SMALL}]{{1,2}})\s*月|\s*(?:的)?{_FESTIVAL_NAMES})",
            lambda match: f"{current - _YEARS_BACK[match.group(1)]}年",
            text,
        )
    current = int(stated.group(1))
    return re.sub(
        r"(今年|去年|前年)(?!\s*(?:是|为))",
        lambda match: f"{current - _YEARS_BACK[match.group(1)]}年",
        text,
    )


_CN_SMALL = "一二三四五六七八九十"
# a month or day number in digits or Chinese numerals ('11', '十一'); backend.textdates.small_number reads it
_DAY_NUMBER = rf"(?:\d{{1,2}}|[{_CN_SMALL}]{{1,3}})"
# '十一月二十日（2025年）': a year in brackets after the date it belongs to
_DATE_THEN_YEAR = re.compile(rf"({_DAY_NUMBER}\s*月\s*{_DAY_NUMBER}\s*[日号]?)\s*[（(]\s*((?:19|20)\d\d)\s*年?\s*[)）]")


def _digit_dates(text: str) -> str:
    """A bracketed year put before its date ('十一月二十日（2025年）' -> '2025年十一月二十日'); dates in Chinese
    numerals are read where they are (backend.textdates)."""
    return _DATE_THEN_YEAR.sub(r"\2年\1", text)


class UnclearNumber(ValueError):
    """A figure in the question that is not one number ('两三个月', '三四年')."""


def to_number(token: str) -> float:
    try:
        return float(parse_number(token))
    except ValueError as error:
        raise UnclearNumber(token) from error


SENTENCE_MARKS = "。！？!?\n"


def sentence_start(text: str, position: int) -> int:
    """Where the sentence holding `position` begins."""
    return max(text.rfind(mark, 0, position) for mark in SENTENCE_MARKS) + 1


def sentence_end(text: str, position: int) -> int:
    """The first sentence mark at or after `position`, or the end of the text."""
    found = re.search(rf"[{SENTENCE_MARKS}]", text[position:])
    return position + found.start() if found else len(text)


def clause_at(text: str, position: int) -> tuple[int, int]:
    """Bounds of the clause (between delimiters) that contains `position`."""
    start = position
    while start > 0 and text[start - 1] not in CLAUSE_DELIMITERS:
        start -= 1
    end = position
    while end < len(text) and text[end] not in CLAUSE_DELIMITERS:
        end += 1
    return start, end


def sentences(text: str) -> list[str]:
    return [part for part in re.split(r"(?<=[。！？!?\n])", text) if part.strip()]


# the words of a question for a figure or a way of reckoning it; a yes/no question adds 是否 and 吗
FIGURE_QUESTION_WORDS = r"多少|几|计算|如何|怎么|[?？]"


def asking_sentences(text: str) -> list[str]:
    """The sentences with a question word, in order ('…能拿多少？另外…怎么办？' asks twice)."""
    return [s for s in sentences(text) if re.search(rf"{FIGURE_QUESTION_WORDS}|是否|吗", s)]


def asking_clauses(sentence: str, leading: int = 1) -> str:
    """The last clause of a sentence that asks for a figure and the `leading` clauses before it: in a chat question
    typed as one run of clauses ('…工作了5年，公司该赔我多少赔偿金？') the facts before them are not the question.
    The whole sentence where no clause asks."""
    clauses = re.split(r"[，,；;]", sentence)
    asking = [index for index, clause in enumerate(clauses) if re.search(FIGURE_QUESTION_WORDS, clause)]
    if not asking:
        return sentence
    return "，".join(clauses[max(0, asking[-1] - leading) : asking[-1] + 1])


def question_sentence(text: str) -> str:
    """The part that asks: the last sentence with a question word; the whole text if none."""
    asking = asking_sentences(text)
    return asking[-1] if asking else text


@dataclass(frozen=True)
class DateMention:
    value: date
    start: int
    end: int
    day_known: bool
    # a date known only within a range ('去年腊月', a lunar month): `value` is its earliest day, this its latest
    latest: date | None = None
    # a month and day that took the year of the date before it ('2012年8月1日入职，9月30日走的'): the
    # other reading, the latest such day not after today, when it differs; the caller judges which is meant
    recent: date | None = None


# a year on its own ('2023年我被车撞了'); '2023年度' is a statistics year, not an event
_YEAR_ONLY = re.compile(
    rf"(?P<year>(?:19|20)\d\d)\s*年(?P<part>底|末|初)?(?!\s*(?:度|\d|[{_CN_NUM}]{{1,3}}\s*月))"
)


def find_dates(text: str, assume_recent: bool = False) -> list[DateMention]:
    """'2016年3月1日', '2016年3月', '2016-03-01', '19年3月' (backend.textdates reads them). A month without a day
    keeps day_known False; 月初 is the first day and 月底 the last. `assume_recent`: see _with_yearless_dates."""
    found = []
    for written in written_dates(text):
        first = date(written.year, written.month, 1)
        if written.part in ("底", "末"):  # '2024年7月底': the last day of the month
            found.append(DateMention(month_end(first), written.start, written.end, True))
            continue
        # '2024年7月初': the first day of the month
        value = first.replace(day=written.day or 1)
        found.append(DateMention(value, written.start, written.end, bool(written.day or written.part == "初")))
    dated = _with_yearless_dates(text, found, assume_recent)
    if not assume_recent:
        return dated
    dated += _days_named_from_today(text, dated)
    return sorted(dated + _lunar_months(text, dated), key=lambda mention: mention.start)


# '8月31号', '5月4号', '10月底', '7月初': a month (and day) without a year
_YEARLESS_DATE = re.compile(
    rf"(?<![\d./\-{_CN_NUM}])(?<!\d年)(?P<month>{_DAY_NUMBER})\s*月份?\s*(?:(?P<day>{_DAY_NUMBER})\s*[日号]|(?P<part>初|底(?!薪)|末))"
)
_RELATIVE_BEFORE = re.compile(r"(今年|去年|前年)\s*$")


def _with_yearless_dates(text: str, found: list[DateMention], assume_recent: bool) -> list[DateMention]:
    """Month-and-day dates get the year of the date named before them ('2025年3月1日进的公司，8月31号…':
    the next year when the day would fall earlier), or the year a relative word names ('今年1月5号' is
    this year, as is a day after '今年' said since the date before). A day that took the year before it keeps
    the latest such day by today as `recent` for the caller to weigh. Without either the year is unknown and the date is left out, unless `assume_recent`: then
    the first such date is the latest one not after today ('6月1号入职，9月30号走的' asked in November), also
    when a dated day follows it ('11月15日递了辞职信……2022年12月1号入职')."""
    dated = sorted(found, key=lambda mention: mention.start)
    for match in _YEARLESS_DATE.finditer(text):
        if any(mention.start <= match.start() < mention.end for mention in found):
            continue
        month = small_number(match.group("month"))
        part = match.group("part")
        day = small_number(match.group("day")) if match.group("day") else 1
        if month is None or day is None:  # '五六月底': May or June
            continue
        relative = _RELATIVE_BEFORE.search(text[max(0, match.start() - 3) : match.start()])
        previous = [mention for mention in dated if mention.end <= match.start()]
        if not 1 <= month <= 12:
            continue
        # '2019年3月1日入职，今年公司撤了仓库……6月30日最后一天': '今年' said after the date before (not an
        # age, '今年41岁') brings the story to this year. ('去年涨了薪，6月30日走的' leaves the day's year open:
        # last year or this one.)
        this_year_since = bool(previous) and bool(_THIS_YEAR_SAID.search(text, previous[-1].end, match.start()))
        recent = None
        # '2024年3月份入职……具体日期是3月5号入职': the day of a month named before with its year but without its day
        refined = [mention for mention in previous if not mention.day_known and mention.value.month == month]
        if relative:
            year = day_asked().year - _YEARS_BACK[relative.group(1)]
        elif refined:
            year = refined[-1].value.year
        elif this_year_since:
            year = day_asked().year
        elif previous:
            year = previous[-1].value.year
            # '10月底' after '2026.10.31' is the same day, not a year later
            if (month, 31 if part in ("底", "末") else day) < (previous[-1].value.month, previous[-1].value.day):
                year += 1
            if not re.search(r"(?:同年|当年|那年|同一年)\s*$", text[max(0, match.start() - 4) : match.start()]):
                recent = latest_not_after_today(month, day, part)
        elif assume_recent and not (_CURRENT_YEAR.search(text) and re.search(r"(?:19|20)\d\d\s*年", text)):
            # the first date of the story, told from today ('11月15日递了辞职信，我是2022年12月入职的'); a month's
            # end counts from the month's first day ('11月底' asked on 22 November is this month's end)
            latest = latest_not_after_today(month, day)
            if latest is None:
                continue
            year = latest.year
        else:
            continue
        if part in ("底", "末"):
            day = calendar.monthrange(year, month)[1]
        if not 1 <= day <= calendar.monthrange(year, month)[1]:
            continue
        value = date(year, month, day)
        dated.append(DateMention(value, match.start(), match.end(), True, recent=recent if recent != value else None))
        dated.sort(key=lambda mention: mention.start)
    return _with_days_of_month(text, dated)


def relative_years_said(text: str, start: int, stop: int) -> list[int]:
    """The years that '去年' or '前年' said on their own between two positions name ('前年生了场大病'),
    counted from today; one before a month was already replaced by its year (clean)."""
    today = day_asked().year
    return [today - _YEARS_BACK[word] for word in re.findall(r"去年|前年", text[start:stop])]


# '今年' on its own ('今年公司搬走了'), not an age ('今年41岁', '今年都50岁了') nor the year stated ('今年是2024年')
_THIS_YEAR_SAID = re.compile(r"今年(?!\s*(?:已经|都|才|刚)?\s*(?:\d+|[一二三四五六七八九十]+)\s*岁|\s*(?:是|为)\s*(?:19|20)\d\d)")


def latest_not_after_today(month: int, day: int, part: str | None = None) -> date | None:
    """The latest day with this month and day ('底'/'末': the month's last day) not after today, this year or
    last; None when neither year has the day (29 February)."""
    today = day_asked()
    for year in (today.year, today.year - 1):
        last = calendar.monthrange(year, month)[1]
        value = date(year, month, last if part in ("底", "末") else min(day, last))
        if day <= last and value <= today:
            return value
    return None


# '上个月', '上月', '这个月', '本月': a month named from today
MONTH_FROM_TODAY = r"上个?月|这个?月|本月"


def month_from_today(word: str) -> date:
    """The first day of the month that '上个月' (the one before) or '这个月' / '本月' (today's) names."""
    this_month = day_asked().replace(day=1)
    return (this_month - timedelta(days=1)).replace(day=1) if word.startswith("上") else this_month


# '10月28号HR通知我31号就是最后一天': a day alone, in the month of the date just before it in its sentence
_DAY_ALONE = re.compile(r"(?<![\d月年./\-第])(?P<day>\d{1,2})\s*[日号](?![\d线楼院床房室车])")


def _with_days_of_month(text: str, dated: list[DateMention]) -> list[DateMention]:
    """A day without its month right after a dated day of the same sentence takes that month when it
    falls later in it ('10月28号通知，31号走人'); an earlier day could be the next month and is left out."""
    for match in _DAY_ALONE.finditer(text):
        if any(mention.start <= match.start() < mention.end for mention in dated):
            continue
        previous = [mention for mention in dated if mention.end <= match.start()]
        if not previous or not previous[-1].day_known or previous[-1].latest:
            continue
        before = previous[-1]
        if match.start() - before.end > 20 or re.search(r"[。！？!?\n]", text[before.end : match.start()]):
            continue
        day = int(match.group("day"))
        if not before.value.day < day <= calendar.monthrange(before.value.year, before.value.month)[1]:
            continue
        value = before.value.replace(day=day)
        # the later-year reading keeps the month only where it has that day (29 February)
        fits_recent = before.recent and day <= calendar.monthrange(before.recent.year, before.recent.month)[1]
        recent = before.recent.replace(day=day) if fits_recent else None
        dated.append(DateMention(value, match.start(), match.end(), True, recent=recent))
        dated.sort(key=lambda mention: mention.start)
    return dated


# '上个月底走的', '这个月15号': days of a month named from today ('今天' is left out: '今天来问问' is the
# day of asking, not of an event)
_DAY_FROM_TODAY = re.compile(rf"(?P<month_word>{MONTH_FROM_TODAY})\s*(?:(?P<day>0?[1-9]|[12]\d|3[01])\s*[日号]|(?P<part>初|底(?!薪)|末))")


def _days_named_from_today(text: str, dated: list[DateMention]) -> list[DateMention]:
    if _CURRENT_YEAR.search(text):
        return []  # the question sets its own present ('今年是2024年'): today's month is not its month
    found = []
    for match in _DAY_FROM_TODAY.finditer(text):
        if any(mention.start <= match.start() < mention.end for mention in dated):
            continue
        first = month_from_today(match.group("month_word"))
        if match.group("part") in ("底", "末"):
            value = month_end(first)
        else:
            day = int(match.group("day")) if match.group("day") else 1
            if day > calendar.monthrange(first.year, first.month)[1]:
                continue
            value = first.replace(day=day)
        found.append(DateMention(value, match.start(), match.end(), True))
    return found


# '去年腊月', '2025年正月', '冬月' (optionally after 农历/阴历): a month of the lunar calendar
_LUNAR_MONTH = re.compile(
    r"(?:(?P<relative>今年|去年|前年)|(?P<year>(?:19|20)\d\d)\s*年)?\s*(?:农历|阴历)?\s*(?P<month>正月|冬月|腊月)"
)
# where each falls in the Gregorian calendar whatever the year (the lunar new year falls between 21 January
# and 20 February): the earliest first day and the latest last day, as (years after the lunar year, month, day)
_LUNAR_RANGE = {
    "正月": ((0, 1, 21), (0, 3, 21)),
    "冬月": ((0, 11, 20), (1, 1, 21)),
    "腊月": ((0, 12, 20), (1, 2, 20)),
}


def _lunar_months(text: str, dated: list[DateMention]) -> list[DateMention]:
    """Lunar months as ranges of days ('去年腊月进的厂': from 20 December of last year to 20 February of this
    one). A lunar month without a year is the latest one begun by today; with the year the question sets as
    its present ('今年是2024年'), none is assumed."""
    found = []
    for match in _LUNAR_MONTH.finditer(text):
        if any(mention.start <= match.start("month") < mention.end for mention in dated):
            continue
        (first_offset, first_month, first_day), (last_offset, last_month, last_day) = _LUNAR_RANGE[match.group("month")]
        if match.group("year"):
            year = int(match.group("year"))
        elif match.group("relative"):
            year = day_asked().year - _YEARS_BACK[match.group("relative")]
        elif _CURRENT_YEAR.search(text):
            continue
        else:
            year = day_asked().year
            if date(year + first_offset, first_month, first_day) > day_asked():
                year -= 1
        found.append(
            DateMention(
                date(year + first_offset, first_month, first_day),
                match.start(),
                match.end(),
                False,
                latest=date(year + last_offset, last_month, last_day),
            )
        )
    return found


def find_years(text: str) -> list[DateMention]:
    """Years named without a month: '2023年' -> 2023-01-01, '2020年底' -> 2020-12-31 (day_known False,
    except for 年底/年末). Only for rules where the year alone decides, such as the 2020-09-19 limit change."""
    found = []
    for match in _YEAR_ONLY.finditer(text):
        year = int(match.group("year"))
        part = match.group("part")
        value = date(year, 12, 31) if part in ("底", "末") else date(year, 1, 1)
        found.append(DateMention(value, match.start(), match.end(), part in ("底", "末")))
    return found


# what `clean` leaves of a relative year: one said alone, before no month ('去年在工地出事故死了')
_RELATIVE_YEAR_ALONE = re.compile(r"(今年|去年|前年)")


def relative_years(text: str) -> list[DateMention]:
    """Relative years said alone in a cleaned text, counted from the day asked: '去年' -> 1 January of last
    year (day_known False). Like find_years, only for rules where the year alone decides."""
    current = day_asked().year
    return [
        DateMention(date(current - _YEARS_BACK[match.group(1)], 1, 1), match.start(), match.end(), False)
        for match in _RELATIVE_YEAR_ALONE.finditer(text)
    ]


def month_end(value: date) -> date:
    return date(value.year, value.month, calendar.monthrange(value.year, value.month)[1])


def count_before(text: str, noun_pattern: str) -> int:
    """'两个未成年子女' -> 2 for noun 子女; 1 when no count precedes it; 0 when absent. A number that
    is an age, a year or a grade ('8岁的女儿', '上三年级的儿子') counts no one."""
    match = re.search(
        rf"(?<![\d.{_CN_NUM}])({NUMBER_TOKEN})(?![\d.{_CN_NUM}])(?!\s*(?:周岁|岁|年|个月|月|级|%|元|万|斤|公斤|厘米|米))"
        rf"(?:个|名|位)?[^，。；、\d{_CN_NUM}]{{0,4}}?(?:{noun_pattern})",
        text,
    )
    if match:
        try:
            return max(1, int(to_number(match.group(1))))
        except ValueError:
            return 1
    return 1 if re.search(noun_pattern, text) else 0
