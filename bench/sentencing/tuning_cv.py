"""5-fold cross-validation on the tuning halves (half 0) of CAIL2018-small dev and LawBench 3-4: the figure rule
changes are judged by, since the report halves are never looked at while choosing rules.

Folds: sha256(fact + "#fold") mod 5. Each fold's learned model trains on the CAIL train file and the tuning cases of
the other four folds, so no case is scored by a model that saw it. Writes one row per case (gold, prediction,
factors, steps) for tracing what a change moved, and prints the scores.

    python -m bench.sentencing.tuning_cv OUT.jsonl [--no-model] [--shared DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
import time
from pathlib import Path

from backend.sentencing.intervals import month_to_interval
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.learned import SentencingModel, TrainingCase, featurize_cases, read_training_file
from backend.sentencing.predict import predict_sentence
from bench.sentencing.run import DEFAULT_SHARED, LIFE_OR_DEATH, half_of, load_cail, load_lawbench, score

FOLDS = 5


def fold_of(fact: str) -> int:
    return int(hashlib.sha256((fact + "#fold").encode()).hexdigest(), 16) % FOLDS


def fold_models(tuning: dict[str, list[dict]], shared: Path) -> dict[int, SentencingModel]:
    knowledge = default_knowledge()
    train_cases, _ = read_training_file(shared / "data/cail2018_small/train.jsonl")
    train = featurize_cases(train_cases, knowledge)
    seen: set[str] = set()
    extra = []
    for cases in tuning.values():
        for case in cases:
            if case["gold"] == LIFE_OR_DEATH or case["fact"] in seen:
                continue
            seen.add(case["fact"])
            extra.append(TrainingCase(case["fact"], re.split(r"[;；]", case["charge"]), float(case["gold"])))
    tuned = featurize_cases(extra, knowledge)
    folds = [fold_of(fact) for fact in tuned[0]]
    models = {}
    for k in range(FOLDS):
        keep = [i for i, fold in enumerate(folds) if fold != k]
        facts, rows, interval_rows, ys, charges = (list(train[j]) + [tuned[j][i] for i in keep] for j in range(5))
        models[k] = SentencingModel().fit(rows, ys, charges, interval_rows=interval_rows, facts=facts)
    return models


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, help="JSON Lines: one row per tuning case")
    parser.add_argument("--no-model", action="store_true", help="the rules alone")
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    args = parser.parse_args(argv)
    started = time.time()
    sets = {"cail": load_cail(args.shared / "data/cail2018_small/dev.jsonl"),
            "lb34": load_lawbench(args.shared / "data/lawbench/3-4.dev.jsonl")}
    tuning = {name: [c for c in cases if half_of(c["fact"]) == 0] for name, cases in sets.items()}
    models = {} if args.no_model else fold_models(tuning, args.shared)
    rows = []
    for name, cases in tuning.items():
        for case in cases:
            gold = case["gold"]
            try:
                out = predict_sentence(case["fact"], charge=case["charge"], model=models.get(fold_of(case["fact"])))
                row = {"pred": out["months"], "charge": out["charge"], "engine": out["engine"],
                       "range": out["range_months"], "factors": {f["name"]: f["value"] for f in out["factors"]},
                       "steps": [step["description"] for step in out["steps"]]}
            except ValueError as exc:  # a case the engine refuses counts as wrong
                row = {"pred": None, "charge": "ERR:" + case["charge"], "engine": "err", "range": None,
                       "factors": {}, "steps": [str(exc)]}
            rows.append({"set": name, "id": case["id"], "gold": gold,
                         "gi": 0 if gold == LIFE_OR_DEATH else month_to_interval(gold),
                         "pi": -1 if row["pred"] is None else month_to_interval(row["pred"]), **row})
    with args.output.open("w", encoding="utf-8") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    for name in tuning:
        scored = [r for r in rows if r["set"] == name and r["pred"] is not None]
        correct = sum(r["gi"] == r["pi"] for r in rows if r["set"] == name)
        print(name, "model" if models else "rules", f"{correct}/{len(tuning[name])} in the right interval",
              score([r["gold"] for r in scored], [r["pred"] for r in scored]))
    print(f"{time.time() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
