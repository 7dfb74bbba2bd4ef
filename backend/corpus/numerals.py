"""Chinese numerals as used in article numbers: 第四十七条, 第一百零三条, 第1024条."""

from __future__ import annotations

import re

_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_UNITS = {"十": 10, "百": 100, "千": 1000}
CHINESE_NUMERAL_CHARS = "".join(_DIGITS) + "".join(_UNITS) + "万"


def chinese_to_int(text: str) -> int:
    """'四十七' -> 47, '十' -> 10, '一百零三' -> 103, '二千' -> 2000, '1024' -> 1024."""
    text = text.strip()
    if not text:
        raise ValueError("empty numeral")
    if text.isdigit():
        return int(text)
    if "万" in text:
        high, _, low = text.partition("万")
        return chinese_to_int(high or "一") * 10_000 + (chinese_to_int(low) if low else 0)
    total, digit = 0, None
    for char in text:
        if char in _DIGITS:
            digit = _DIGITS[char]
        elif char in _UNITS:
            total += (1 if digit is None else digit) * _UNITS[char]
            digit = None
        else:
            raise ValueError(f"not a Chinese numeral: {text!r}")
    return total + (digit or 0)


def int_to_chinese(number: int) -> str:
    """47 -> '四十七', 10 -> '十', 103 -> '一百零三' (the form used in article numbers)."""
    if not 0 <= number < 10_000:
        raise ValueError(f"article numbers are below 10000: {number}")
    if number == 0:
        return "零"
    digits = "零一二三四五六七八九"
    parts: list[str] = []
    need_zero = False
    for unit_value, unit in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = number // unit_value % 10
        if digit == 0:
            need_zero = bool(parts)
            continue
        if need_zero:
            parts.append("零")
            need_zero = False
        parts.append(digits[digit] + unit)
    text = "".join(parts)
    return text[1:] if text.startswith("一十") else text


# 第一百三十三条之一: an article inserted after 第一百三十三条 by an amendment, numbered by the one it follows.
# The N of 之N: 之一, 之十二, 之1. Wider than any real one so that 之10000 is read whole (and found nowhere),
# not as 之十 followed by stray digits; bounded so that a run of digits stays a small number.
SUB_NUMBER = rf"[{CHINESE_NUMERAL_CHARS}]{{1,8}}|\d{{1,8}}"
# Chinese law numbers its articles below 10000 (民法典, the longest code, ends at 第一千二百六十条), and no law
# inserts a hundred articles after one
MAX_ARTICLE = 9999
MAX_SUB = 99
# a number in Chinese numerals or digits: 四十七, 一百零三, 47
NUMERAL = rf"[{CHINESE_NUMERAL_CHARS}\d]+"
# an article as a text names it: 第四十七条, 第47条, 第一百三十三条之一; parse_article reads the match
ARTICLE_NUMBER = rf"第{NUMERAL}条(?:之(?:{SUB_NUMBER}))?"
_ARTICLE = re.compile(rf"^第?\s*({NUMERAL})\s*条?\s*(?:之\s*({SUB_NUMBER}))?$")


def parse_article(text: str) -> tuple[int, int]:
    """'47', '四十七', '第四十七条' -> (47, 0); '第一百三十三条之一', '133之一' -> (133, 1)."""
    match = _ARTICLE.match(text.strip())
    if not match:
        raise ValueError(f"not an article number: {text!r}")
    sub = chinese_to_int(match.group(2)) if match.group(2) else 0
    if match.group(2) and sub == 0:  # 之〇 is no inserted article; read as 第N条 it would name another one
        raise ValueError(f"not an article number: {text!r} (inserted articles are numbered from 之一)")
    return chinese_to_int(match.group(1)), sub


def check_article(number: int, sub: int = 0) -> None:
    """ValueError with the reason when no law can have article `number` (之`sub`)."""
    if not 1 <= number <= MAX_ARTICLE:
        raise ValueError(f"article numbers run from 1 to {MAX_ARTICLE}, not {number}")
    if not 0 <= sub <= MAX_SUB:
        raise ValueError(f"an inserted article (第N条之M) has M from 1 to {MAX_SUB}, not {sub}")


def article_label(number: int, sub: int = 0) -> str:
    """(47, 0) -> '第四十七条'; (133, 1) -> '第一百三十三条之一'.

    A number no law has (a citation of 第10000条) keeps its digits, so that it can still be named as not found."""
    def written(value: int) -> str:
        return int_to_chinese(value) if 0 <= value <= MAX_ARTICLE else str(value)

    return f"第{written(number)}条" + (f"之{written(sub)}" if sub else "")


def citation_label(number_text: str, number: int | None) -> str:
    """A stored article label as a citation writes it.

    The national corpus labels the numbered items of an amendment or decision ('二十二、将刑法第…') '条目二十二';
    they are cited as articles: 《刑法修正案（十一）》第二十二条. A label that already reads as an article number
    (第一百三十三条之一) and a document without numbered articles (全文) keep theirs."""
    if number is None:
        return number_text
    try:
        parse_article(number_text)
    except ValueError:
        return article_label(number)
    return number_text
