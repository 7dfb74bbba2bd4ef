"""Reading model completions: tags (<factors>, <answer>, <think>), \\boxed{} amounts. Prison terms are read by the
sentencing engine's reader, backend.sentencing.msr2.parse_answer_months."""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation


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
