"""The JSON Lines batch contract: one object a line in, one a line out; bad lines reported and skipped."""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


class RecordError(ValueError):
    """A line that cannot be processed; the message says why."""


def require_text(record: dict, field: str, max_chars: int = 100_000) -> str:
    value = record.get(field)
    if not isinstance(value, str) or not value.strip():
        raise RecordError(f"'{field}' must be a non-empty string")
    if len(value) > max_chars:
        raise RecordError(f"'{field}' is longer than {max_chars} characters")
    return value


def process_jsonl(input_path: Path, output_path: Path, handle: Callable[[dict], dict[str, Any]]) -> tuple[int, int]:
    """Apply `handle` to every object of input_path; write {"id", **result, "latency_ms"} lines.

    A malformed line (not JSON, not an object, missing 'id' or a required field) is reported on stderr as
    file:line: reason and skipped; the rest are processed. Returns (written, rejected).
    """
    written = rejected = 0
    # bytes in: a line that is not UTF-8 is one bad line, not the end of the batch
    with input_path.open("rb") as source, output_path.open("w", encoding="utf-8") as sink:
        for line_no, raw_bytes in enumerate(source, 1):
            if not raw_bytes.strip():
                continue
            try:
                try:
                    raw = raw_bytes.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise RecordError(f"not UTF-8 text (byte {exc.start})") from None
                try:
                    record = json.loads(raw)
                except json.JSONDecodeError as exc:
                    raise RecordError(f"invalid JSON ({exc.msg})") from None
                if not isinstance(record, dict):
                    raise RecordError("expected a JSON object")
                if "id" not in record:
                    raise RecordError("missing 'id'")
                started = time.perf_counter()
                result = handle(record)
            except RecordError as exc:
                print(f"{input_path}:{line_no}: {exc}", file=sys.stderr)
                rejected += 1
                continue
            row = {"id": record["id"], **result, "latency_ms": round((time.perf_counter() - started) * 1000, 1)}
            sink.write(json.dumps(row, ensure_ascii=False) + "\n")
            sink.flush()
            written += 1
    return written, rejected
