"""Reading model completions: tags (<factors>, <answer>, <think>), \\boxed{} amounts, prison terms."""

from __future__ import annotations

import math
import re
from decimal import Decimal, InvalidOperation

from backend.corpus.numerals import CHINESE_NUMERAL_CHARS, chinese_to_int


def completion_text(completion: str | list[dict]) -> str:
    """trl hands completions as plain strings or, for chat prompts, as [{"role": "assistant", "content": ...}]."""
    if isinstance(completion, str):
        return completion
    return "".join(message.get("content") or "" for message in completion if message.get("role") == "assistant")


def prompt_text(prompt: str | list[dict]) -> str:
    """The user's words of a prompt (the last user turn of a chat prompt)."""
    if isinstance(prompt, str):
        return prompt
    users = [m.get("content") or "" for m in prompt if m.get("role") == "user"]
    return users[-1] if users else ""


def tag_contents(text: str, tag: str) -> list[str]:
    """Contents of every complete <tag>…</tag>, in order."""
    return [m.strip() for m in re.findall(rf"<{tag}>(.*?)</{tag}>", text, flags=re.DOTALL)]


def last_tag(text: str, tag: str) -> str | None:
    contents = tag_contents(text, tag)
    return contents[-1] if contents else None


BOXED = re.compile(r"\\boxed\{((?:[^{}]|\{[^{}]*\})*)\}")


def boxed_answer(text: str) -> str | None:
    """The content of the last \\boxed{…} (one level of nested braces allowed)."""
    found = BOXED.findall(text)
    return found[-1].strip() if found else None


_AMOUNT = re.compile(r"([-+]?\d[\d,，]*(?:\.\d+)?)\s*(万)?")


def parse_amount(text: str) -> Decimal | None:
    """A money amount in yuan: '12,345.67元' -> 12345.67, '1.2万元' -> 12000, '￥800' -> 800.
    None unless exactly one number is written (a boxed expression is not an answer)."""
    cleaned = text.replace("\\text", "").replace("{", "").replace("}", "").replace("￥", "").replace("¥", "")
    matches = _AMOUNT.findall(cleaned)
    if len(matches) != 1:
        return None
    number, wan = matches[0]
    try:
        value = Decimal(number.replace(",", "").replace("，", ""))
    except InvalidOperation:
        return None
    return value * 10_000 if wan else value


# a boxed answer is a whole amount and nothing else: '54000', '45,000', '12,345.67元', '2.4万元', '\\text{12万}'.
# '2N' or '8000×3' is no amount (parse_amount would read '2N' as 2)
_WHOLE_AMOUNT = re.compile(r"[￥¥]?\s*\d[\d,，]*(?:\.\d+)?\s*(?:万元|万|元)?")


def boxed_amount(text: str) -> Decimal | None:
    """The amount in the last \\boxed{}, when the box holds a whole amount; else None (no box, or '\\boxed{2N}')."""
    boxed = boxed_answer(text)
    if boxed is None:
        return None
    content = boxed.replace("\\text", "").replace("{", "").replace("}", "").strip()
    return parse_amount(content) if _WHOLE_AMOUNT.fullmatch(content) else None


_TOTAL = re.compile(r"(?:合计|共计|总计|总额|合计为|应赔偿|应支付|赔偿总额)[为：:\s]*([\d,，]+(?:\.\d+)?\s*万?)\s*元")


def stated_amount(text: str) -> Decimal | None:
    """The amount an answer settles on: its last \\boxed{} (boxed_amount), else its last stated total ('合计…元'),
    else its only number. None when it states none (a correction '应为N', '\\boxed{2N}', or an answer asking for more
    facts)."""
    if boxed_answer(text) is not None:
        return boxed_amount(text)
    totals = _TOTAL.findall(text)
    return parse_amount(totals[-1] if totals else text)


_NUM = rf"(\d+(?:\.\d+)?|[{CHINESE_NUMERAL_CHARS}]+)"
_DURATION = re.compile(rf"{_NUM}\s*年\s*(半)?(?:\s*(?:零)?\s*{_NUM}\s*个?\s*月)?|{_NUM}\s*个?\s*月")
_NO_PRISON = re.compile(r"免予刑事处罚|免除处罚|不判处(?:监禁|刑罚)|无罪|不予?起诉|单处罚金|^\s*0\s*(?:个月)?\s*$")
_LIFE = re.compile(r"无期徒刑|死刑")


def _number(text: str) -> float:
    return float(text) if text[0].isdigit() else float(chinese_to_int(text))


def parse_prison_months(text: str) -> float | None:
    """The prison term (有期徒刑/拘役) an answer states, in months: '有期徒刑三年六个月' -> 42,
    '拘役五个月' -> 5, '一年半' -> 18, '36' -> 36, '无期徒刑'/'死刑' -> inf, '免予刑事处罚' -> 0.
    A suspended sentence counts its term ('有期徒刑一年，缓刑二年' -> 12). None when no term is stated."""
    if _LIFE.search(text):
        return math.inf
    if _NO_PRISON.search(text):
        return 0.0
    term_part = text.split("缓刑")[0]
    match = _DURATION.search(term_part)
    if match:
        years, half, year_months, months = match.groups()
        try:
            if years is not None:
                total = _number(years) * 12 + (6 if half else 0) + (_number(year_months) if year_months else 0)
            else:
                total = _number(months)
        except ValueError:
            return None
        return total
    bare = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*", text)
    return float(bare.group(1)) if bare else None
