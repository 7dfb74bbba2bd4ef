"""One line of `lexloop compensate`: {"id","question","params"?} -> the contract fields."""

from __future__ import annotations

from typing import Any

from backend.compensation.engine import MAX_QUESTION_CHARS, compensate
from backend.jsonl import RecordError, refuse_misspelt_fields, require_text


def handle_record(record: dict[str, Any]) -> dict[str, Any]:
    question = require_text(record, "question", MAX_QUESTION_CHARS)
    refuse_misspelt_fields(record, ("question", "params"))
    params = record.get("params")
    if params is not None and not isinstance(params, dict):
        raise RecordError("params: 应为对象（名称: 值）")  # as POST /api/compensate words it
    try:
        return compensate(question, params)
    except ValueError as exc:
        raise RecordError(str(exc)) from exc
