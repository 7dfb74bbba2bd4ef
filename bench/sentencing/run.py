"""Accuracy of the sentencing engine (and its learned component) on CAIL2018-small dev and LawBench 3-4/3-5.

Metrics: 10-interval accuracy and macro precision/recall/F1 over the ten intervals of
backend.sentencing.intervals (life imprisonment and death count as interval 0), and LawBench's
normalized log-distance score, 100·(1 − mean(min(|ln(pred+1) − ln(gold+1)|, ln 216)) / ln 216), which
skips life/death golds as LawBench's own scorer does. A constant 18-month guess already scores ~82 on
it, so interval accuracy is the figure that counts.

Splits: each development file is split by the parity of sha256(fact) into a tuning half (0: the only half
looked at while choosing engine rules) and a report half (1: not looked at). LawBench 3-4 and 3-5 hold
the same cases, so a case falls in the same half in both. The learned model trains on the CAIL2018-small
train file only.

Model training data (``--fit-on``): ``train`` is the CAIL train file alone; ``train+tuning`` (the default)
adds the tuning halves of the dev files (CAIL dev and LawBench 3-4, life/death golds left out), so the
model learns the practice of the dev files' charges from cases other than the ones it is scored on. With
``train+tuning`` the tuning-half figures are training-set figures and are labelled so.

Charges: LawBench gives the charge in the question; CAIL's is its accusation. ``--charge detected``
withholds the charge: the learned model recognises the charges it knows, else the engine's keywords find
one (``charge_right`` counts the first charge found right, per half).

The CAIL2018-small dev file holds charges the train file does not (its largest: 滥用职权, 窝藏、包庇,
非法狩猎 …), so it measures charges the model never saw. ``--in-distribution`` measures the other case:
the model trains on the train file's half 0 and is scored on its half 1 (same split rule).

    python -m bench.sentencing [--shared DIR] [--no-model] [--model PATH] [--charge given|detected]
                               [--fit-on train|train+tuning]
    python -m bench.sentencing --in-distribution [--no-model]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import re
import sys
import tempfile
import time
from pathlib import Path
from statistics import median

from sklearn.metrics import precision_recall_fscore_support

from backend.sentencing.intervals import INTERVAL_COUNT, month_to_interval
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.learned import SentencingModel, train_sentencing_model
from backend.sentencing.predict import predict_sentence

REPO = Path(__file__).resolve().parents[2]
DEFAULT_SHARED = REPO.parent / "shared"
LOG_CAP = math.log(216)
LIFE_OR_DEATH = -1  # gold marker: interval 0, left out of the log-distance score


def half_of(fact: str) -> int:
    return int(hashlib.sha256(fact.encode("utf-8")).hexdigest(), 16) % 2


def load_cail(path: Path) -> list[dict]:
    cases = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            term = row["meta"]["term_of_imprisonment"]
            gold = LIFE_OR_DEATH if term["death_penalty"] or term["life_imprisonment"] else term["imprisonment"]
            charges = [re.sub(r"[\[\]]", "", c) for c in row["meta"]["accusation"]]
            cases.append({"id": row["id"], "fact": row["fact"], "charge": ";".join(charges), "gold": gold})
    return cases


def load_lawbench(path: Path) -> list[dict]:
    cases = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            question = row["question"]
            fact = question.split("罪名:")[0].removeprefix("事实:").strip()
            charge = re.search(r"罪名:(.*?)。", question)
            answer = row["answer"]
            gold = LIFE_OR_DEATH if ("死刑" in answer or "无期" in answer) else int(re.search(r"(\d+)", answer).group(1))
            cases.append({"id": row["id"], "fact": fact, "charge": charge.group(1) if charge else "", "gold": gold})
    return cases


def score(golds: list[int], predictions: list[int]) -> dict:
    if not golds:
        return {"n": 0}
    gold_intervals = [0 if g == LIFE_OR_DEATH else month_to_interval(g) for g in golds]
    predicted_intervals = [month_to_interval(p) for p in predictions]
    precision, recall, f1, _ = precision_recall_fscore_support(
        gold_intervals, predicted_intervals, labels=list(range(INTERVAL_COUNT)), average="macro", zero_division=0
    )
    distances = [
        min(LOG_CAP, abs(math.log(p + 1) - math.log(g + 1))) for g, p in zip(golds, predictions) if g != LIFE_OR_DEATH
    ]
    correct = sum(a == b for a, b in zip(gold_intervals, predicted_intervals))
    return {
        "n": len(golds),
        "accuracy": round(correct / len(golds), 4),
        "macro_precision": round(float(precision), 4),
        "macro_recall": round(float(recall), 4),
        "macro_f1": round(float(f1), 4),
        "lawbench_score": round(100 * (1 - sum(distances) / len(distances) / LOG_CAP), 2) if distances else None,
    }


def tuning_training_rows(sets: dict[str, list[dict]]) -> list[str]:
    """The tuning-half cases of the dev sets as training lines (each fact once; life/death left out)."""
    seen: set[str] = set()
    lines = []
    for cases in sets.values():
        for case in cases:
            if half_of(case["fact"]) != 0 or case["gold"] == LIFE_OR_DEATH or case["fact"] in seen:
                continue
            seen.add(case["fact"])
            row = {"fact": case["fact"], "charge": re.split(r"[;；]", case["charge"]), "months": case["gold"]}
            lines.append(json.dumps(row, ensure_ascii=False))
    return lines


def run_set(cases: list[dict], model: SentencingModel | None, charge_mode: str, trained_on_tuning: bool = False) -> dict:
    by_half: dict[int, tuple[list[int], list[int]]] = {0: ([], []), 1: ([], [])}
    latencies: list[float] = []
    failures = 0
    charges_right = {0: 0, 1: 0}
    engines: dict[str, int] = {}
    knowledge = default_knowledge()
    for case in cases:
        started = time.perf_counter()
        try:
            output = predict_sentence(
                case["fact"], charge=case["charge"] if charge_mode == "given" else None, model=model
            )
            months = output["months"]
            engines[output["engine"]] = engines.get(output["engine"], 0) + 1
            gold_charges = [knowledge.canonical_charge(c) for c in re.split(r"[;；]", case["charge"])]
            charges_right[half_of(case["fact"])] += output["charge"].split("；")[0] in gold_charges
        except ValueError as error:  # an unknown or undetectable charge: scored as a wrong answer
            print(f"{case['id']}: {error}", file=sys.stderr)
            months, failures = -1, failures + 1
        latencies.append((time.perf_counter() - started) * 1000)
        golds, predictions = by_half[half_of(case["fact"])]
        golds.append(case["gold"])
        predictions.append(max(months, 0) if months >= 0 else 10_000)  # a failure lands in no gold's interval
    report = {
        "tuning_half" + ("_model_trained_on_it" if trained_on_tuning else ""): score(*by_half[0]),
        "report_half_not_tuned": score(*by_half[1]),
        "all": score(by_half[0][0] + by_half[1][0], by_half[0][1] + by_half[1][1]),
        "failures": failures,
        "charge_right": {"tuning_half": charges_right[0], "report_half": charges_right[1]},
        "engines": engines,
        "p50_ms": round(median(latencies), 2) if latencies else None,
    }
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED, help="the shared data folder")
    parser.add_argument("--model", type=Path, help="a trained model to use instead of training one on CAIL train")
    parser.add_argument("--no-model", action="store_true", help="the rule engine alone (middles of ranges)")
    parser.add_argument("--charge", choices=["given", "detected"], default="given")
    parser.add_argument("--fit-on", choices=["train", "train+tuning"], default="train+tuning",
                        help="what the learned model trains on: the CAIL train file, or it plus the dev tuning halves")
    parser.add_argument("--in-distribution", action="store_true",
                        help="train on half 0 of the CAIL train file, score on its half 1")
    args = parser.parse_args(argv)
    if args.in_distribution:
        return in_distribution(args.shared / "data" / "cail2018_small" / "train.jsonl", args.no_model)

    cail_dir = args.shared / "data" / "cail2018_small"
    lawbench_dir = args.shared / "data" / "lawbench"
    if not cail_dir.is_dir():
        print(f"CAIL2018-small not found at {cail_dir}: nothing to benchmark", file=sys.stderr)
        return 2
    report: dict = {"charge": args.charge}
    sets = {"cail2018_small_dev": load_cail(cail_dir / "dev.jsonl")}
    for task in ("3-4", "3-5"):
        path = lawbench_dir / f"{task}.dev.jsonl"
        if path.is_file():
            sets[f"lawbench_{task}"] = load_lawbench(path)
        else:
            print(f"LawBench {task} not found, skipped: {path}", file=sys.stderr)
    model = None
    trained_on_tuning = False
    if args.model:
        model = SentencingModel.load(args.model)
        report["model"] = str(args.model)
    elif not args.no_model:
        trained_on_tuning = args.fit_on == "train+tuning"
        with tempfile.TemporaryDirectory() as folder:
            data = cail_dir / "train.jsonl"
            if trained_on_tuning:
                data = Path(folder) / "train_and_tuning.jsonl"
                extra = tuning_training_rows(sets)
                data.write_text((cail_dir / "train.jsonl").read_text(encoding="utf-8").rstrip("\n") + "\n"
                                + "\n".join(extra) + "\n", encoding="utf-8")
            summary = train_sentencing_model(data, Path(folder) / "model.joblib")
            model = SentencingModel.load(summary["model"])
        report["model"] = {"fit_on": args.fit_on, **{
            k: summary[k] for k in ("trained_on", "skipped_cases", "seconds", "charges_learned")}}
    for name, cases in sets.items():
        report[name] = run_set(cases, model, args.charge, trained_on_tuning)
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0


def in_distribution(train_path: Path, no_model: bool) -> int:
    if not train_path.is_file():
        print(f"CAIL2018-small train file not found at {train_path}", file=sys.stderr)
        return 2
    lines = [line for line in train_path.read_text(encoding="utf-8").splitlines() if line.strip()]
    fit_lines = [line for line in lines if half_of(json.loads(line)["fact"]) == 0]
    cases = [case for case in load_cail(train_path) if half_of(case["fact"]) == 1]
    report: dict = {"trained_on_half": 0, "scored_half": 1}
    model = None
    with tempfile.TemporaryDirectory() as folder:
        if not no_model:
            fit_path = Path(folder) / "fit.jsonl"
            fit_path.write_text("\n".join(fit_lines) + "\n", encoding="utf-8")
            summary = train_sentencing_model(fit_path, Path(folder) / "model.joblib")
            model = SentencingModel.load(summary["model"])
            report["model"] = {k: summary[k] for k in ("trained_on", "skipped_cases", "seconds")}
    result = run_set(cases, model, "given")
    report["cail2018_small_train_half_1"] = {"scored": result["report_half_not_tuned"], **{
        k: result[k] for k in ("failures", "engines", "p50_ms")}}
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 0
