"""LexPam's curriculum: a stronger teacher answers every training prompt; the ones it solves form stage 1
(D₁, reward r_correct + α·r_format), the rest stage 2 (D₂, adding β·r_law)."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from training.rewards import r_correct, reference_amount

log = logging.getLogger(__name__)


def teacher_solves(teacher, max_new_tokens: int = 768) -> Callable[[dict], bool]:
    """Solved = the teacher's \\boxed{} amount equals the reference (the r_correct of the reward)."""

    def solves(record: dict[str, Any]) -> bool:
        reply = teacher.generate(record["prompt"], max_new_tokens, 0.0)
        targets = json.loads(record.get("rubric_targets") or "{}")
        return r_correct(reply, reference_amount(targets, record.get("reference"))) == 1.0

    return solves


def split_by_teacher(records: list[dict], solves: Callable[[dict], bool], cache: Path | None = None
                     ) -> tuple[list[dict], list[dict]]:
    """(D₁ solved, D₂ unsolved). An example annotated with rubric_targets.teacher_solved keeps that label;
    the teacher's verdicts are cached by output id so a rerun does not ask again."""
    verdicts: dict[str, bool] = json.loads(cache.read_text()) if cache and cache.exists() else {}
    solved, unsolved = [], []
    for record in records:
        targets = json.loads(record.get("rubric_targets") or "{}")
        key = record.get("output_id") or record["question"]
        if "teacher_solved" in targets:
            verdict = bool(targets["teacher_solved"])
        elif key in verdicts:
            verdict = verdicts[key]
        else:
            verdict = verdicts[key] = solves(record)
        (solved if verdict else unsolved).append(record)
    if cache:
        cache.write_text(json.dumps(verdicts, ensure_ascii=False))
    log.info("curriculum: %d examples solved by the teacher (stage 1), %d not (stage 2)", len(solved), len(unsolved))
    return solved, unsolved
