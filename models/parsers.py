"""Parsers of model output. The syllogism must come as major premise -> minor premise -> conclusion."""

from __future__ import annotations

import re
from dataclasses import dataclass

_LABELS = {
    "major": r"大前提|major\s+premise",
    "minor": r"小前提|minor\s+premise",
    "conclusion": r"结论|conclusion",
}
# a label at the start of a line, optionally decorated: "**大前提**：", "## Major premise:", "1. 结论:"
_LABEL_LINE = re.compile(
    r"^[ \t>#*\-\d.、()（）]*(?P<label>" + "|".join(f"(?P<{k}>{v})" for k, v in _LABELS.items()) + r")"
    r"[ \t*]*[:：]?[ \t*]*",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass
class Syllogism:
    major_premise: str
    minor_premise: str
    conclusion: str


def parse_syllogism(text: str) -> Syllogism | None:
    """The three parts, or None unless each appears once, non-empty, in the order major, minor, conclusion."""
    marks = [(_which(m), m.start(), m.end()) for m in _LABEL_LINE.finditer(text)]
    if [kind for kind, _, _ in marks] != ["major", "minor", "conclusion"]:
        return None
    parts = []
    for i, (_, _, end) in enumerate(marks):
        stop = marks[i + 1][1] if i + 1 < len(marks) else len(text)
        part = text[end:stop].strip()
        if not part:
            return None
        parts.append(part)
    return Syllogism(*parts)


def _which(match: re.Match) -> str:
    return next(kind for kind in _LABELS if match.group(kind))


_QUESTION_MARKERS = re.compile(r"[？?]|吗|呢|能否|是否|怎么|如何|多少|什么|哪些|请问|可以.{0,6}吗")


def facts_from_question(question: str) -> str:
    """The statements of fact in a question (its sentences that do not ask anything)."""
    sentences = [s.strip() for s in re.split(r"(?<=[。！？!?；;\n])|[，,](?=[^，,]*[？?]$)", question) if s and s.strip()]
    facts = [s for s in sentences if not _QUESTION_MARKERS.search(s)]
    return "".join(facts) if facts else question.strip()


def is_looping(text: str, n: int = 6, floor: float = 0.5) -> bool:
    """Whether generated text mostly repeats itself ('明索：\\n明索：\\n…'): under `floor` of its character
    n-grams are distinct. A small model falls into such loops; showing them as an answer only misleads."""
    text = re.sub(r"\s+", "", text)
    if len(text) < 60:
        return False
    grams = [text[i : i + n] for i in range(len(text) - n + 1)]
    return len(set(grams)) / len(grams) < floor
