"""The JSON Lines batch contract: one object a line in, one a line out; bad lines reported and skipped.

Every batch command (ask, retrieve, compensate, sentence) reports a bad line, and a file it cannot read or write, in
Chinese, as Ask and the engines word their own refusals: `X.jsonl:LINE: reason`, a field's reason as the pages show a
422 (`question: 缺少此项（必填）`), a key close to the one meant named (`是否要写 question？`). Field and key names stay as
written: they are the file's own.
"""

from __future__ import annotations

import difflib
import json
import math
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any, TextIO


class RecordError(ValueError):
    """A line that cannot be processed; the message says why."""


class OutputError(OSError):
    """The output file cannot be opened or written (a read-only place, a full disk); the message says why."""


def too_long(field: str, max_chars: int) -> str:
    """GET /api/search's 422 for a query over its length limit, in English as the retrieval routes refuse (a batch line
    says it in Chinese: TOO_LONG)."""
    return f"'{field}' is longer than {max_chars:,} characters: shorten it"


# a field over its length limit, as the Chinese pages show the 422 of one (backend.api.errors: string_too_long)
TOO_LONG = "过长：{length} 字，上限 {max_length} 字"


def did_you_mean(meant: str) -> str:
    """The hint that names the field a near-miss key was meant for."""
    return f"是否要写 {meant}？"


def close_match(name: str, names: Iterable[str]) -> str | None:
    """The one of `names` closest to `name` when it is close enough to be a misspelling ('provnce' and 'province'),
    else None: the one rule for a did-you-mean, in a batch line as in an HTTP 422."""
    found = difflib.get_close_matches(name, list(names), n=1)
    return found[0] if found else None


def require_text(record: dict, field: str, max_chars: int = 100_000) -> str:
    """The text of a required field. Missing while the line has a key close to it ('questoin'), the error names
    that key: other keys are still ignored (a line may carry a dataset's own columns), but this one was meant."""
    value = record.get(field)
    if field not in record:
        near_miss = close_match(field, (key for key in record if key != "id"))
        raise RecordError(f"{field}: 缺少此项（必填）" + (f"；该行有 {near_miss}，{did_you_mean(field)}" if near_miss else ""))
    if not isinstance(value, str):
        raise RecordError(f"{field}: 应为文字，不是 {_describe(value)}")
    if not value.strip():
        raise RecordError(f"{field}: 不能为空")
    if len(value) > max_chars:
        raise RecordError(f"{field}: " + TOO_LONG.format(length=len(value), max_length=max_chars))
    return value


def refuse_misspelt_fields(record: dict, fields: Iterable[str]) -> None:
    """A key the command does not read but close to one of its `fields` the line does not give ('provnce', 'factor',
    'param') is refused: its value was meant for that field and would otherwise be dropped without a word, the
    correction believed applied. Keys close to none pass: a line may carry a dataset's own columns."""
    fields = tuple(fields)
    unused = [name for name in fields if name not in record]
    for key in record:
        if key == "id" or key in fields:
            continue
        meant = close_match(key, unused)
        if meant is not None:
            raise RecordError(f"未知字段 {key}，{did_you_mean(meant)}")


def count_lines(input_path: Path) -> int:
    """Lines that hold something (blank lines are skipped by the contract, so they do not count)."""
    with input_path.open("rb") as source:
        return sum(1 for raw in source if raw.strip())


def _record_id(record: dict) -> str | int | float:
    """The line's id: a string or a finite number, the only kinds an output line can echo back as JSON and a
    caller can join on (null, true/false, objects, arrays and NaN/Infinity are none)."""
    if "id" not in record:
        near_miss = close_match("id", record)
        raise RecordError("id: 缺少此项（必填）" + (f"；该行有 {near_miss}，{did_you_mean('id')}" if near_miss else ""))
    value = record["id"]
    if isinstance(value, str) and value.strip():
        return value
    if isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value):
        return value
    raise RecordError(f"id: 应为非空的文字或有限的数字，不是 {json.dumps(value)[:40]}")


def _describe(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)[:80]


def cannot_write(output_path: Path, reason: object) -> str:
    """The one message for an output that cannot be opened or written."""
    return f"无法写入 {output_path}：{reason}"


def _open_output(output_path: Path) -> TextIO:
    try:
        return output_path.open("w", encoding="utf-8")
    except OSError as exc:
        raise OutputError(cannot_write(output_path, exc.strerror or exc)) from None


@contextmanager
def _closing(sink: TextIO, output_path: Path) -> Iterator[None]:
    """Close the output; a failure to close (the last bytes not fitting on the disk) is an OutputError too,
    and after an error already raised it does not replace that error."""
    try:
        yield
    except BaseException:
        with suppress(OSError):
            sink.close()
        raise
    try:
        sink.close()
    except OSError as exc:
        raise OutputError(cannot_write(output_path, exc.strerror or exc)) from None


def process_jsonl(input_path: Path, output_path: Path, handle: Callable[[dict], dict[str, Any]]) -> tuple[int, int]:
    """Apply `handle` to every object of input_path; write {"id", **result, "latency_ms"} lines.

    A malformed line (not JSON or nested too deeply to read, not an object, no usable 'id', an id an earlier line
    has, a missing or bad required field) is reported on stderr as file:line: reason and skipped; the rest are
    processed. Returns (written, rejected). OutputError when the output cannot be opened or written.
    """
    written = rejected = 0
    first_line_of: dict[str | int | float, int] = {}  # each id once: callers join the output on it
    sink = _open_output(output_path)
    # bytes in: a line that is not UTF-8 is one bad line, not the end of the batch
    with input_path.open("rb") as source, _closing(sink, output_path):
        for line_no, raw_bytes in enumerate(source, 1):
            if not raw_bytes.strip():
                continue
            try:
                try:
                    # utf-8-sig on the first line: a byte-order mark (Windows Notepad writes one) is not text
                    raw = raw_bytes.decode("utf-8-sig" if line_no == 1 else "utf-8")
                except UnicodeDecodeError as exc:
                    raise RecordError(f"在字节偏移 {exc.start} 处不是 UTF-8 编码：请以 UTF-8 编码保存文件") from None
                try:
                    record = json.loads(raw)
                except json.JSONDecodeError as exc:  # the parser's own reason stays as it says it
                    raise RecordError(f"不是有效的 JSON（第 {exc.colno} 列：{exc.msg}）") from None
                except RecursionError:  # deeper than the parser follows: one bad line, not a traceback
                    raise RecordError("JSON 嵌套层数过多，无法读取：一行只需几层，请去掉多余的嵌套") from None
                if not isinstance(record, dict):
                    raise RecordError("应为 JSON 对象（{…}），每行一个")
                record_id = _record_id(record)
                if record_id in first_line_of:
                    raise RecordError(f"id {_describe(record_id)} 重复（第 {first_line_of[record_id]} 行已有）")
                first_line_of[record_id] = line_no
                started = time.perf_counter()
                result = handle(record)
                row = {"id": record_id, **result, "latency_ms": round((time.perf_counter() - started) * 1000, 1)}
                try:  # strict JSON out: a NaN or Infinity would make the line unreadable to most parsers
                    line = json.dumps(row, ensure_ascii=False, allow_nan=False)
                except ValueError:
                    raise RecordError("结果中有非有限的数字（NaN 或 Infinity），无法写成 JSON") from None
            except RecordError as exc:
                print(f"{input_path}:{line_no}: {exc}", file=sys.stderr)
                rejected += 1
                continue
            try:
                sink.write(line + "\n")
                sink.flush()
            except OSError as exc:
                raise OutputError(cannot_write(output_path, f"第 {line_no} 行：{exc.strerror or exc}")) from None
            written += 1
    return written, rejected
