"""Money in Chinese legal text: '2.6万元', '人民币三千元', '1,234.50元', '16万余元', '一万二千元'.

All amounts are Decimal so that sums of many items stay exact to the cent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

CENT = Decimal("0.01")

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_SMALL_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
_CN_BIG_UNITS = {"万": 10_000, "萬": 10_000, "亿": 100_000_000}
_FULLWIDTH = str.maketrans("０１２３４５６７８９．，", "0123456789.,")

# A number: Arabic (with thousands commas and decimals) or Chinese numerals, possibly mixed ('1万5千').
_NUMBER = r"(?:\d[\d,]*(?:\.\d+)?|[零〇一二两三四五六七八九十拾百佰千仟点])(?:[\d.,零〇一二两三四五六七八九十拾百佰千仟万萬亿点]*)"
# '余'/'多' (more than) and '左右' mark an approximate figure; the number itself still counts.
MONEY_PATTERN = re.compile(rf"(?P<number>{_NUMBER})(?P<approx>余|多)?(?P<unit>万元|元)(?P<around>左右)?")


def to_cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def parse_number(text: str) -> Decimal:
    """'2.6万' -> 26000, '三千' -> 3000, '1,234.5' -> 1234.5, '1万5千' -> 15000, '十二' -> 12."""
    text = text.translate(_FULLWIDTH).replace(",", "").strip()
    if not text:
        raise ValueError("empty number")
    for unit_char, unit_value in (("亿", 100_000_000), ("万", 10_000), ("萬", 10_000)):
        if unit_char in text:
            high, _, low = text.partition(unit_char)
            high_value = parse_number(high) if high else Decimal(1)
            low_value = parse_number(low) if low else Decimal(0)
            # '1万5' in speech means 15000, but '1万5' does not occur in judgments; keep the literal reading.
            return high_value * unit_value + low_value
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        try:
            return Decimal(text)
        except InvalidOperation as error:  # pragma: no cover - the regex admits only valid decimals
            raise ValueError(f"not a number: {text!r}") from error
    return _parse_small_mixed(text)


def _parse_small_mixed(text: str) -> Decimal:
    """Below 10000, Chinese or mixed: '三千五百', '3千', '二点五', '十'."""
    if "点" in text:
        whole, _, fraction = text.partition("点")
        whole_value = _parse_small_mixed(whole) if whole else Decimal(0)
        digits = "".join(str(_CN_DIGITS[c]) if c in _CN_DIGITS else c for c in fraction)
        if not digits.isdigit():
            raise ValueError(f"not a number: {text!r}")
        return whole_value + Decimal("0." + digits)
    total = Decimal(0)
    pending: Decimal | None = None
    index = 0
    while index < len(text):
        char = text[index]
        if char.isdigit():
            match = re.match(r"\d+(?:\.\d+)?", text[index:])
            assert match is not None
            pending = Decimal(match.group())
            index += len(match.group())
            continue
        if char in _CN_DIGITS:
            pending = Decimal(_CN_DIGITS[char])
        elif char in _CN_SMALL_UNITS:
            total += (pending if pending is not None else Decimal(1)) * _CN_SMALL_UNITS[char]
            pending = None
        else:
            raise ValueError(f"not a number: {text!r}")
        index += 1
    return total + (pending or 0)


@dataclass(frozen=True)
class MoneyMention:
    value: Decimal
    start: int
    end: int
    text: str
    approximate: bool


def find_money(text: str) -> list[MoneyMention]:
    """Every amount of money in yuan in the text, in order of appearance."""
    mentions: list[MoneyMention] = []
    for match in MONEY_PATTERN.finditer(text):
        number_text = match.group("number").rstrip(",.点")
        # a number glued to a preceding digit run such as an ID is not money; the regex already starts at a digit
        try:
            value = parse_number(number_text)
        except ValueError:
            continue
        if match.group("unit") == "万元":
            value *= 10_000
        if value <= 0:
            continue
        mentions.append(
            MoneyMention(
                value=value,
                start=match.start(),
                end=match.end(),
                text=match.group(),
                approximate=bool(match.group("approx") or match.group("around")),
            )
        )
    return mentions


def parse_money(text: str) -> Decimal:
    """A single amount typed by a user: '8000', '8,000元', '0.8万元', '八千元'."""
    cleaned = text.strip().removeprefix("人民币").strip()
    mentions = find_money(cleaned if cleaned.endswith("元") else cleaned + "元")
    if len(mentions) != 1 or mentions[0].start != 0:
        raise ValueError(f"不是一个金额：{text!r}")
    return mentions[0].value


def format_yuan(value: Decimal) -> str:
    """12345.6 -> '12345.60元'; whole numbers keep two decimals so every step reads alike."""
    return f"{to_cents(value)}元"
