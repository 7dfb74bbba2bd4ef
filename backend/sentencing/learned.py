"""A learned component that picks the term inside the engine's range, trained from CAIL-style data.

Features are the engine's own numbers (statutory tier, starting point, baseline, adjustment totals, the
prosecutor's recommendation) and the extracted factors, so that what is learned carries over to charges
the training data never saw. The target is log(1 + months); the prediction is kept inside the range the
engine allows for the case. Measured on CAIL2018-small, the model helps on charges it was trained on and
hurts on charges it never saw (their sentencing practice differs), so it only picks for charges with at
least ``min_cases`` training cases; for the others the engine's own middle stands.

Training data: JSON lines with ``fact`` and either ``months`` (0 = no prison term) or CAIL's
``meta.term_of_imprisonment`` (``imprisonment`` months, ``death_penalty``, ``life_imprisonment``), and
optionally ``charge`` or CAIL's ``meta.accusation``. Cases with life imprisonment or death are skipped.
"""

from __future__ import annotations

import json
import math
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import joblib
import numpy as np
from sklearn.ensemble import HistGradientBoostingRegressor
from sklearn.feature_extraction import DictVectorizer

from backend.sentencing.engine import EngineResult, run_engine
from backend.sentencing.factors import INJURY_GRADES, Factor, extract_factors
from backend.sentencing.knowledge import Knowledge, default_knowledge

MODEL_FORMAT = 1


@dataclass
class TrainingCase:
    fact: str
    charges: list[str]  # as written; resolved against the knowledge on use
    months: float
    province: str | None = None


def read_training_file(path: Path | str) -> tuple[list[TrainingCase], list[str]]:
    """Cases from a JSONL file, and a message per line that could not be used (with its line number)."""
    cases: list[TrainingCase] = []
    problems: list[str] = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            try:
                row = json.loads(line)
                case = _case_from_row(row)
            except (json.JSONDecodeError, ValueError, TypeError, KeyError) as error:
                problems.append(f"第{number}行：{error}")
                continue
            if case is not None:
                cases.append(case)
    return cases, problems


def _case_from_row(row: dict[str, Any]) -> TrainingCase | None:
    if not isinstance(row, dict) or not isinstance(row.get("fact"), str) or not row["fact"].strip():
        raise ValueError("缺少 fact")
    meta = row.get("meta") or {}
    if "months" in row:
        months = float(row["months"])
    elif "term_of_imprisonment" in meta:
        term = meta["term_of_imprisonment"]
        if term.get("death_penalty") or term.get("life_imprisonment"):
            return None  # not a fixed term: nothing to learn a month count from
        months = float(term["imprisonment"])
    else:
        raise ValueError("缺少 months 或 meta.term_of_imprisonment")
    if months < 0:
        raise ValueError(f"刑期为负数：{months}")
    charges = row.get("charge") or meta.get("accusation") or []
    if isinstance(charges, str):
        charges = [charges]
    return TrainingCase(row["fact"], [str(c) for c in charges], months, row.get("province"))


def case_features(fact: str, result: EngineResult, factors: dict[str, Factor]) -> dict[str, float]:
    """What the model sees of one case: the engine's numbers and the factors, no charge identity."""
    tier = result.tier
    features: dict[str, float] = {
        "engine_log": math.log1p(result.months),
        "low_log": math.log1p(result.low),
        "high_log": math.log1p(result.high),
        "floor_log": math.log1p(result.floor),
        "ceiling_log": math.log1p(result.ceiling),
        "tier_min_log": math.log1p(tier.min_months),
        "tier_max_log": math.log1p(tier.max_months),
        "tier_index": float(result.tier_index),
        "covered": float(result.covered),
        "baseline_log": math.log1p(sum(result.baseline) / 2),
        "start_log": math.log1p(sum(result.start) / 2),
        "measure_fraction": -1.0 if result.measure_fraction is None else result.measure_fraction,
        "stage1": sum(a.middle for a in result.adjustments if a.stage == 1),
        "stage2": sum(a.middle for a in result.adjustments if a.stage == 2),
        "also_fine_only": float("单处罚金" in tier.also),
        "also_control": float("管制" in tier.also),
        "also_detention": float("拘役" in tier.also),
        "fact_length_log": math.log1p(len(fact)),
    }
    if result.recommendation is not None:
        features["recommendation_low_log"] = math.log1p(result.recommendation[0])
        features["recommendation_high_log"] = math.log1p(result.recommendation[1])
    for name, factor in factors.items():
        value = factor.value
        if isinstance(value, bool):
            features[f"f:{name}"] = float(value)
        elif isinstance(value, str):
            features[f"f:{name}"] = float(INJURY_GRADES.index(value)) if value in INJURY_GRADES else 1.0
        elif isinstance(value, (int, float)):
            features[f"f:{name}"] = math.log1p(float(value))
    return features


class SentencingModel:
    """Gradient-boosted trees on engine features; picks a term inside the engine's range."""

    def __init__(self, max_iter: int = 300, learning_rate: float = 0.05, min_cases: int = 20, random_state: int = 0):
        self.vectorizer = DictVectorizer(sparse=False)
        self.regressor = HistGradientBoostingRegressor(
            max_iter=max_iter, learning_rate=learning_rate, l2_regularization=1.0, random_state=random_state
        )
        self.min_cases = min_cases
        self.charge_counts: Counter[str] = Counter()
        self.description = "未训练"

    def fit(
        self, rows: list[dict[str, float]], months: list[float], charges: list[str], source: str = ""
    ) -> SentencingModel:
        if len(rows) < 10:
            raise ValueError(f"训练样本太少：{len(rows)} 条（至少 10 条）")
        if not len(rows) == len(months) == len(charges):
            raise ValueError("特征、刑期与罪名的条数不一致")
        matrix = self.vectorizer.fit_transform(rows)
        self.regressor.fit(matrix, np.log1p(np.asarray(months, dtype=float)))
        self.charge_counts = Counter(charges)
        self.description = f"梯度提升树，{len(rows)} 条训练样本{('，' + source) if source else ''}"
        return self

    def knows(self, charge: str) -> bool:
        return self.charge_counts[charge] >= self.min_cases

    def predict_log(self, rows: list[dict[str, float]]) -> np.ndarray:
        return self.regressor.predict(self.vectorizer.transform(rows))

    def pick(self, fact: str, result: EngineResult, factors: dict[str, Factor]) -> float | None:
        """The model's term for one case inside the engine's range, or None for a charge it was not trained on."""
        if not self.knows(result.charge):
            return None
        predicted = float(np.expm1(self.predict_log([case_features(fact, result, factors)])[0]))
        return min(result.high, max(result.low, predicted))

    def save(self, path: Path | str) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        joblib.dump({"format": MODEL_FORMAT, "model": self}, path)
        return path

    @staticmethod
    def load(path: Path | str) -> SentencingModel:
        path = Path(path)
        if not path.is_file():
            raise FileNotFoundError(f"量刑模型文件不存在：{path}（用 lexloop train-sentencing 训练）")
        payload = joblib.load(path)
        if not isinstance(payload, dict) or payload.get("format") != MODEL_FORMAT:
            raise ValueError(f"{path} 不是本版本的量刑模型文件，请重新训练")
        return payload["model"]


def featurize_cases(
    cases: list[TrainingCase], knowledge: Knowledge
) -> tuple[list[dict[str, float]], list[float], list[str], list[str]]:
    """(features, months, charge) of each single-charge case, and why each other case was left out.

    Cases with several charges are left out: their term is a combination (数罪并罚), not one charge's.
    """
    from backend.sentencing.predict import resolve_charges

    rows: list[dict[str, float]] = []
    targets: list[float] = []
    charge_names: list[str] = []
    skipped: list[str] = []
    for case in cases:
        try:
            charges, _ = resolve_charges(case.fact, ";".join(case.charges) or None, knowledge)
        except ValueError as error:
            skipped.append(str(error))
            continue
        if len(charges) > 1:
            skipped.append("数罪并罚案件")
            continue
        factors = extract_factors(case.fact, knowledge)
        result = run_engine(case.fact, charges[0], factors, knowledge, case.province)
        rows.append(case_features(case.fact, result, factors))
        targets.append(case.months)
        charge_names.append(charges[0])
    return rows, targets, charge_names, skipped


def train_sentencing_model(
    data_path: Path | str, output_path: Path | str, knowledge: Knowledge | None = None
) -> dict[str, Any]:
    """Train on a JSONL file and save the model; returns a summary for the CLI."""
    knowledge = knowledge or default_knowledge()
    started = time.perf_counter()
    cases, problems = read_training_file(data_path)
    rows, targets, charges, skipped = featurize_cases(cases, knowledge)
    model = SentencingModel().fit(rows, targets, charges, source=Path(data_path).name)
    saved = model.save(output_path)
    return {
        "model": str(saved),
        "trained_on": len(rows),
        "unreadable_lines": problems,
        "skipped_cases": len(skipped),
        "charges_learned": sorted(c for c in model.charge_counts if model.knows(c)),
        "seconds": round(time.perf_counter() - started, 1),
    }
