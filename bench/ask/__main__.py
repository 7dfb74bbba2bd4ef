"""Ask latency on the configured model: time to first streamed token and to the full answer.

    .venv/bin/python -m bench.ask [--n 20] [--data ../shared/data/lawbench/3-8.dev.jsonl]

Runs the real pipeline (retrieval, generation with streaming, parsing, citation check, storage) on the
first N consultation questions, after one warm-up question, and prints p50/p95 and the format rate.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from datetime import date
from pathlib import Path

from backend.config import get_settings
from backend.services import Services
from bench.retrieval.metrics import percentile

DEFAULT_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lawbench" / "3-8.dev.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=20)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args()
    questions = [json.loads(line)["question"] for line in args.data.open(encoding="utf-8")][: args.n + 1]
    settings = get_settings()
    pipeline = Services.start(settings).ask_pipeline()
    pipeline.run(questions[0])  # warm-up: first call pays one-off costs
    first, total, format_ok = [], [], 0
    for question in questions[1:]:
        started = time.perf_counter()
        first_token = None
        for kind, value in pipeline.stream(question):
            if kind == "token" and first_token is None:
                first_token = time.perf_counter()
            if kind == "result":
                format_ok += value.format_ok
        done = time.perf_counter()
        first.append(((first_token or done) - started) * 1000)
        total.append((done - started) * 1000)
    n = len(total)
    print(f"Ask latency, {n} questions from {args.data.name}, model {pipeline.llm.model_id}, "
          f"max_new_tokens {settings.max_new_tokens}, {date.today()}, {platform.machine()} {platform.processor() or ''}")
    print("| metric | p50 | p95 | mean |\n| --- | --- | --- | --- |")
    for name, values in (("time to first token (ms)", first), ("time to full answer (ms)", total)):
        print(f"| {name} | {percentile(values, .5):.0f} | {percentile(values, .95):.0f} | {statistics.mean(values):.0f} |")
    print(f"format_ok: {format_ok}/{n}")


if __name__ == "__main__":
    main()
