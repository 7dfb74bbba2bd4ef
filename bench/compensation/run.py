"""Accuracy of the compensation engine.

LawBench 3-7 (criminal amount totals): the development file in ../shared is split by line order into a
tuning half (first 125 lines, the only part the extractor's rules were tuned on) and a report half
(the remaining lines, not looked at while tuning). Exact match: |predicted - gold| < 0.01.

Held-out compensation questions: tests/compensation/data/heldout_*.jsonl, sets written with
hand-derived gold amounts, each before the extractor was run on it (see the README there for each
set's first-run score); heldout_independent.jsonl was written by a second engineer who never read
the extractor. A question whose gold is null must come back with amount null and a
non-empty `missing`.

    python -m bench.compensation [--lawbench PATH] [--show-failures tune|heldout]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from datetime import date
from pathlib import Path

from backend.compensation import compensate

REPO = Path(__file__).resolve().parents[2]
DEFAULT_LAWBENCH = REPO.parent / "shared" / "data" / "lawbench" / "3-7.dev.jsonl"
HELDOUT_DIR = REPO / "tests" / "compensation" / "data"
TUNING_LINES = 125
GPT4_ANCHOR = 0.776


def gold_amount(answer: str) -> float:
    match = re.search(r"(\d+(?:\.\d+)?)\s*元", answer)
    if not match:
        raise ValueError(f"no amount in gold answer: {answer!r}")
    return float(match.group(1))


# every set in tests/compensation/data was written on this day: its relative dates (今年, 去年, 3月1号) are
# read as of it, so the figures do not drift with the clock; a row may name its own "asked_on"
HELDOUT_ASKED_ON = date(2026, 11, 22)


def asked_on_of(row: dict) -> date:
    return date.fromisoformat(row["asked_on"]) if "asked_on" in row else HELDOUT_ASKED_ON


def load_jsonl(path: Path) -> list[dict]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def run_lawbench(path: Path, show: str | None) -> dict:
    rows = load_jsonl(path)
    halves = {"tune": rows[:TUNING_LINES], "report": rows[TUNING_LINES:]}
    summary: dict = {}
    for name, half in halves.items():
        correct, latencies = 0, []
        for row in half:
            started = time.perf_counter()
            result = compensate(row["question"], {"scenario": "criminal_amount"})
            latencies.append((time.perf_counter() - started) * 1000)
            gold = gold_amount(row["answer"])
            ok = result["amount"] is not None and abs(result["amount"] - gold) < 0.01
            correct += ok
            if not ok and show == name == "tune":
                print(f"--- {row['id']} gold={gold} predicted={result['amount']}")
                print(re.sub(r"\s+", " ", row["question"])[:1500])
                print("items:", [(s["description"], s["amount"]) for s in result["steps"]])
        latencies.sort()
        summary[name] = {
            "n": len(half),
            "correct": correct,
            "accuracy": round(correct / len(half), 4) if half else None,
            "p50_ms": round(latencies[len(latencies) // 2], 2) if latencies else None,
        }
    total = summary["tune"]["correct"] + summary["report"]["correct"]
    summary["all"] = {"n": len(rows), "correct": total, "accuracy": round(total / len(rows), 4)}
    return summary


def run_heldout(path: Path, show: bool) -> dict:
    rows = load_jsonl(path)
    by_scenario: dict[str, list[int]] = {}
    correct = 0
    for row in rows:
        try:
            result = compensate(row["question"], asked_on=asked_on_of(row))
        except ValueError as refusal:
            # a refusal (e.g. the scenario was not recognised) is a wrong answer, not a crash of the bench
            result = {"scenario": None, "amount": None, "missing": [], "params": {}, "steps": [], "refusal": str(refusal)}
        gold = row["gold_amount"]
        if gold is None:
            ok = result["amount"] is None and bool(result["missing"])
        else:
            ok = result["amount"] is not None and abs(result["amount"] - gold) < 0.01
        ok = ok and result["scenario"] == row["scenario"]
        correct += ok
        by_scenario.setdefault(row["scenario"], [0, 0])
        by_scenario[row["scenario"]][0] += ok
        by_scenario[row["scenario"]][1] += 1
        if not ok and show:
            print(f"--- {row['id']} gold={gold} predicted={result['amount']} scenario={result['scenario']} missing={result['missing']}")
            print(row["question"])
            if "refusal" in result:
                print("refused:", result["refusal"])
            print(json.dumps(result["params"], ensure_ascii=False))
            for step in result["steps"]:
                print("   ", step["description"], step["amount"])
    return {
        "n": len(rows),
        "correct": correct,
        "accuracy": round(correct / len(rows), 4),
        "by_scenario": {name: f"{ok}/{n}" for name, (ok, n) in by_scenario.items()},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lawbench", type=Path, default=DEFAULT_LAWBENCH, help="LawBench 3-7 development JSONL")
    parser.add_argument("--heldout-dir", type=Path, default=HELDOUT_DIR)
    parser.add_argument("--show-failures", choices=["tune", "heldout"], help="print the failures of one set")
    args = parser.parse_args(argv)

    report: dict = {}
    if args.lawbench.exists():
        report["lawbench_3_7"] = run_lawbench(args.lawbench, args.show_failures)
        report["lawbench_3_7"]["gpt4_anchor"] = GPT4_ANCHOR
    else:
        print(f"LawBench file not found, skipped: {args.lawbench}", file=sys.stderr)
    report["heldout_questions"] = {
        path.name: run_heldout(path, args.show_failures == "heldout")
        for path in sorted(args.heldout_dir.glob("heldout_*.jsonl"))
    }
    sets = report["heldout_questions"].values()
    correct, total = sum(s["correct"] for s in sets), sum(s["n"] for s in sets)
    report["heldout_questions"]["all"] = {"n": total, "correct": correct, "accuracy": round(correct / total, 4) if total else None}
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0
