"""Recall@k, MRR and latency percentiles over ranked (law, article) or (law, article, sub) lists."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from backend.retrieval.references import short_name

# (law, article); a set that tells 第N条之M from 第N条 (the everyday questions) adds the sub: (law, article, sub)
Citation = tuple[str, int] | tuple[str, int, int]
System = Callable[[str], list[Citation]]


@dataclass
class Score:
    name: str
    questions: int
    recall: dict[int, float]  # k -> mean over questions of |gold ∩ top-k| / |gold|
    mrr: float  # of the first gold article within the top 10
    hit1: float  # the first result is one of the gold articles
    p50_ms: float
    p95_ms: float


def normalise(citation: Citation) -> Citation:
    return short_name(citation[0]), *citation[1:]


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def evaluate(name: str, system: System, questions: Sequence, ks: Sequence[int] = (1, 5, 10),
             warmup: int = 3) -> Score:
    for q in questions[:warmup]:  # first calls load lazily built state; not what a user waits for
        system(q.question)
    latencies: list[float] = []
    recall_sums = dict.fromkeys(ks, 0.0)
    reciprocal_ranks = 0.0
    first_right = 0
    for q in questions:
        started = time.perf_counter()
        ranked = [normalise(c) for c in system(q.question)]
        latencies.append((time.perf_counter() - started) * 1000)
        gold = {normalise(c) for c in q.gold}
        for k in ks:
            recall_sums[k] += len(gold & set(ranked[:k])) / len(gold)
        first = next((i for i, c in enumerate(ranked[: max(ks)]) if c in gold), None)
        reciprocal_ranks += 0.0 if first is None else 1.0 / (first + 1)
        first_right += first == 0
    n = len(questions)
    return Score(name, n, {k: recall_sums[k] / n for k in ks}, reciprocal_ranks / n, first_right / n,
                 statistics.median(latencies), percentile(latencies, 0.95))


def markdown_table(scores: Sequence[Score], ks: Sequence[int] = (1, 5, 10), hit1: bool = False) -> str:
    head = ("| system | questions | " + " | ".join(f"R@{k}" for k in ks) + " | MRR@10 |"
            + (" Acc@1 |" if hit1 else "") + " p50 ms | p95 ms |")
    rule = "|" + "---|" * (len(ks) + 5 + hit1)
    rows = [
        f"| {s.name} | {s.questions} | " + " | ".join(f"{s.recall[k]:.3f}" for k in ks)
        + f" | {s.mrr:.3f} |" + (f" {s.hit1:.3f} |" if hit1 else "") + f" {s.p50_ms:.1f} | {s.p95_ms:.1f} |"
        for s in scores
    ]
    return "\n".join([head, rule, *rows])
