"""Figures as people type them into the pages' cells, read before the API sees them: 3,500 · 3500元 · 5千 · 1.2万元 ·
三千 · 两万五 · 1万2 · 三次. The Sentencing API takes only JSON numbers, so the pages send the number (and the
Compensation page does the same, so that both pages read a cell alike)."""

from __future__ import annotations

import re
from decimal import Decimal

# the measure word after a figure is the field's own (元 for amounts, 次, 克, 支, 株, 个月)
MEASURE_WORD = r"\s*(?:元|块钱?|次|克|支|株|人|个月|月)?"
# a comma only groups thousands, so '3,6' (a range typed without brackets) is not 36
ARABIC_FIGURE = re.compile(r"(\d{1,3}(?:[,，]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(万|千)?" + MEASURE_WORD)
ARABIC_UNITS = {"万": 10_000, "千": 1_000, None: 1}
NUMERALS = "零〇一二两三四五六七八九十百千万亿"
# in Chinese numerals, or digits with Chinese units as people mix them ('1万2', '1万5千')
SPOKEN_FIGURE = re.compile(rf"([\d{NUMERALS}]+)" + MEASURE_WORD)
DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
          **{str(digit): digit for digit in range(10)}}
UNITS = {"十": 10, "百": 100, "千": 1_000}
LARGE_UNITS = {"亿": 100_000_000, "万": 10_000}  # the largest first: 一亿二千万 splits at 亿


def typed_figure(text: str) -> int | float | None:
    """The number a typed figure means, None for text that is no figure ('abc', '轻伤二级', '五五')."""
    text = text.strip()
    arabic = ARABIC_FIGURE.fullmatch(text)
    if arabic:
        # Decimal: 1.2万 is 12000, not 12000.000000000002
        number = Decimal(arabic.group(1).replace(",", "").replace("，", "")) * ARABIC_UNITS[arabic.group(2)]
        return int(number) if number == number.to_integral_value() else float(number)
    spoken = SPOKEN_FIGURE.fullmatch(text)
    return spoken_figure(spoken.group(1)) if spoken else None


def spoken_figure(text: str) -> int | None:
    """A figure as people say it: '三千' 3000, '两万五' 25000 (a last digit right after its unit counts in the unit
    below: '三千五' 3500, '一百二' 120, '1万2' 12000), '一万零五' 10005, '十五' 15; None for what is no figure ('五五',
    '千千')."""
    if text.isdigit():
        return int(text)
    for unit, unit_value in LARGE_UNITS.items():
        if unit in text:
            high_text, _, low_text = text.partition(unit)
            high = spoken_figure(high_text) if high_text else None
            if not high:
                return None
            if low_text in DIGITS and DIGITS[low_text]:  # 两万五: the tail counts in thousands
                return high * unit_value + DIGITS[low_text] * unit_value // 10
            low = spoken_figure(low_text.removeprefix("零")) if low_text else 0
            return None if low is None or low >= unit_value else high * unit_value + low
    total, digit, last_unit, after_zero = 0, None, None, False
    for char in text:
        if char in DIGITS:
            if digit is not None:
                return None  # two digits without a unit between them
            if DIGITS[char] == 0:
                after_zero = True  # 一百零五: the 五 after it is ones
            else:
                digit = DIGITS[char]
        elif char in UNITS:
            unit_value = UNITS[char]
            if last_unit is not None and unit_value >= last_unit:
                return None  # units fall from left to right: 千百, not 百千
            total += (1 if digit is None else digit) * unit_value
            digit, last_unit, after_zero = None, unit_value, False
        else:
            return None
    if digit is None:
        return total
    # 三千五 is 3500; 三千零五 (after a zero) and 十五 keep the literal reading
    return total + (digit * last_unit // 10 if last_unit and last_unit > 10 and not after_zero else digit)
