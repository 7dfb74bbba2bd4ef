"""Ask latency on the configured model: time to first streamed token and to the full answer, and where it goes.

    .venv/bin/python -m bench.ask [--n 20] [--data ../shared/data/lawbench/3-8.dev.jsonl]

Runs the real pipeline (retrieval, generation with streaming, parsing, citation check, storage) on the
first N consultation questions, after one warm-up question, and prints p50/p95 and the format rate, then the
parts of an answer: the prompt's tokens (with the transformers backend), retrieval, the model's first token
(prefill), each further token (decode), the generations per answer and what follows the last token (parsing,
citation check, storage).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from backend.config import get_settings
from backend.services import Services
from bench.retrieval.metrics import percentile
from models.backends.base import LLMBackend, Messages

DEFAULT_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "lawbench" / "3-8.dev.jsonl"


@dataclass
class Generation:
    prompt_tokens: int | None
    started: float
    first: float | None = None
    ended: float | None = None
    pieces: list[str] = field(default_factory=list)


class TimedBackend:
    """The configured backend, recording each generation's prompt size and the time of its pieces."""

    def __init__(self, llm: LLMBackend):
        self.llm = llm
        self.generations: list[Generation] = []

    def __getattr__(self, name: str):
        return getattr(self.llm, name)

    def stream(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> Iterator[str]:
        generation = Generation(self.tokens(messages), time.perf_counter())
        self.generations.append(generation)
        try:
            for piece in self.llm.stream(messages, max_new_tokens, temperature):
                generation.first = generation.first or time.perf_counter()
                generation.pieces.append(piece)
                yield piece
        finally:
            generation.ended = time.perf_counter()

    def tokens(self, messages: Messages) -> int | None:
        tokenizer = getattr(self.llm, "tokenizer", None)  # only the in-process transformers backend has one
        if tokenizer is None:
            return None
        encoded = tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_dict=True)
        return len(encoded["input_ids"])

    def generated_tokens(self, generation: Generation) -> int | None:
        tokenizer = getattr(self.llm, "tokenizer", None)
        return len(tokenizer("".join(generation.pieces))["input_ids"]) if tokenizer is not None else None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=20)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args()
    questions = [json.loads(line)["question"] for line in args.data.open(encoding="utf-8")][: args.n + 1]
    settings = get_settings()
    pipeline = Services.start(settings).ask_pipeline()
    timed = TimedBackend(pipeline.llm)
    pipeline.llm = timed
    pipeline.run(questions[0])  # warm-up: first call pays one-off costs
    first, total, format_ok, timed_out = [], [], 0, 0
    parts: dict[str, list[float]] = {name: [] for name in (
        "prompt tokens", "retrieval (ms)", "prefill: first token after the prompt (ms)", "decode (ms per token)",
        "generated tokens", "generations per answer", "after the last token (ms)")}
    for question in questions[1:]:
        timed.generations.clear()
        started = time.perf_counter()
        first_token = None
        for kind, value in pipeline.stream(question):
            if kind == "token" and first_token is None:
                first_token = time.perf_counter()
            if kind == "result":
                result = value
        done = time.perf_counter()
        format_ok += result.format_ok
        timed_out += result.timed_out
        first.append(((first_token or done) - started) * 1000)
        total.append((done - started) * 1000)
        parts["retrieval (ms)"].append(result.timings["retrieval_ms"])
        parts["generations per answer"].append(len(timed.generations))
        if timed.generations:
            generation = timed.generations[-1]
            parts["after the last token (ms)"].append((done - generation.ended) * 1000)
            if generation.prompt_tokens is not None:
                parts["prompt tokens"].append(generation.prompt_tokens)
            if generation.first is not None:
                parts["prefill: first token after the prompt (ms)"].append((generation.first - generation.started) * 1000)
                tokens = timed.generated_tokens(generation)
                if tokens is not None:
                    parts["generated tokens"].append(tokens)
                    if tokens > 1:
                        parts["decode (ms per token)"].append((generation.ended - generation.first) * 1000 / (tokens - 1))
    n = len(total)
    print(f"Ask latency, {n} questions from {args.data.name}, model {timed.llm.model_id}, "
          f"max_new_tokens {settings.max_new_tokens}, {date.today()}, {platform.machine()} {platform.processor() or ''}")
    print("| metric | p50 | p95 | mean |\n| --- | --- | --- | --- |")
    for name, values in (("time to first token (ms)", first), ("time to full answer (ms)", total), *parts.items()):
        if values:
            print(f"| {name} | {percentile(values, .5):.0f} | {percentile(values, .95):.0f} | {statistics.mean(values):.0f} |")
    print(f"format_ok: {format_ok}/{n}; timed out: {timed_out}/{n}")


if __name__ == "__main__":
    main()
