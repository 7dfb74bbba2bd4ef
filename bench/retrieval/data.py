"""Benchmark data: LawBench 3-8 questions with resolved gold citations, LawBench 3-1 facts, the split."""

from __future__ import annotations

import ast
import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

SHARED = Path(__file__).resolve().parents[2].parent / "shared"
LAWBENCH_38 = SHARED / "data" / "lawbench" / "3-8.dev.jsonl"
LAWBENCH_31 = SHARED / "data" / "lawbench" / "3-1.dev.jsonl"
CAIL_TRAIN = SHARED / "data" / "cail2018_small" / "train.jsonl"

CRIMINAL_LAW = "中华人民共和国刑法"


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    answer: str
    gold: tuple[tuple[str, int], ...]  # (law as written in the gold file, article number)


def _gold(raw: object) -> tuple[tuple[str, int], ...]:
    # the file stores a list; older exports stored its Python literal as a string
    items = ast.literal_eval(raw) if isinstance(raw, str) else raw
    if not isinstance(items, list):
        raise ValueError(f"gold_citations must be a list, got {type(items).__name__}")
    return tuple((str(c["law"]), int(c["article"])) for c in items)


def load_lawbench_38(path: Path = LAWBENCH_38) -> list[Question]:
    """Questions that have at least one resolved gold citation (the others cannot be scored)."""
    questions = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                gold = _gold(row.get("gold_citations", []))
                if gold:
                    questions.append(Question(row["id"], row["question"], row.get("answer", ""), gold))
    return questions


def half_of(question_id: str) -> str:
    """'train' or 'test', fixed by a hash of the id: the same split on every machine and every run."""
    return "train" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 0 else "test"


def inner_half(question_id: str) -> str:
    """'a' or 'b': a second, independent split of the train half, for tuning without the test half."""
    return "a" if hashlib.sha256(question_id.encode()).digest()[1] % 2 == 0 else "b"


def split(questions: list[Question]) -> tuple[list[Question], list[Question]]:
    train = [q for q in questions if half_of(q.id) == "train"]
    test = [q for q in questions if half_of(q.id) == "test"]
    return train, test


_CRIMINAL_ARTICLE = re.compile(r"刑法第(\d+)条")


def load_lawbench_31(path: Path = LAWBENCH_31) -> list[Question]:
    """Facts (with the charge) -> the criminal-law articles the judgment applied."""
    questions = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                articles = sorted({int(n) for n in _CRIMINAL_ARTICLE.findall(row.get("answer", ""))})
                if articles:
                    gold = tuple((CRIMINAL_LAW, n) for n in articles)
                    questions.append(Question(row["id"], row["question"], row["answer"], gold))
    return questions
