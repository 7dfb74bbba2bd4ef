"""A learned component that picks the term for a case, trained from CAIL-style data.

Two parts. A regressor on the engine's own numbers (statutory tier, starting point, baseline, adjustment
totals, the prosecutor's recommendation) and the extracted factors estimates log(1 + months) inside the
range the engine allows. An interval classifier (logistic regression over the same numbers plus the charge
and the leniency words courts cite, ``CUE_WORDS``) chooses which of the ten prison-term intervals
(``backend.sentencing.intervals``) the case falls in, including "no prison term": courts exempt or fine
alone for some charges far more often than any statute says (滥用职权, 非法狩猎), which only data shows.
The term is the regressor's estimate moved to the nearest point of the chosen interval, within what the
law allows (0 months only where 刑法第三十七条 exemption is open: the lightest tier, or 减轻处罚).
When no charge is given, a linear SVM on character n-grams of the facts recognises the charges the model
knows (judgments mask the charge name but keep its vocabulary).

Measured on CAIL2018-small and LawBench, the model helps on charges it was trained on and hurts on charges
it never saw (their sentencing practice differs), so it only picks for charges with at least ``min_cases``
training cases; for the others the engine's own middle stands.

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
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import MaxAbsScaler
from sklearn.svm import LinearSVC

from backend.sentencing.engine import EngineResult, run_engine
from backend.sentencing.factors import INJURY_GRADES, Factor, extract_factors
from backend.sentencing.intervals import interval_bounds, month_to_interval
from backend.sentencing.knowledge import Knowledge, default_knowledge

MODEL_FORMAT = 2
# Words a judgment uses when the court is minded to be lenient or harsh, beyond the factors the engine
# reads: exemption (免予刑事处罚, 情节轻微, 危害不大), probation (缓刑, 社区矫正), a fine or detention as the
# penalty named, losses recovered (挽回, 追回) — the classifier learns how much each one moves the interval.
CUE_WORDS: tuple[str, ...] = (
    "免予刑事处罚", "免除处罚", "情节轻微", "危害不大", "社会危害性", "缓刑", "社区矫正", "拘役", "管制", "罚金",
    "自首", "认罪认罚", "如实供述", "当庭", "悔罪", "退赔", "退赃", "赔偿", "谅解", "挽回", "追回", "积极",
    "从犯", "初犯", "偶犯", "未遂", "立功", "累犯", "前科", "建议", "情节严重", "特别严重", "重大损失", "恶劣",
)


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


def interval_features(fact: str, result: EngineResult, factors: dict[str, Factor]) -> dict[str, float]:
    """What the interval classifier sees: the engine's numbers, the charge and the cue words present."""
    features = case_features(fact, result, factors)
    features[f"charge:{result.charge}"] = 1.0
    for word in CUE_WORDS:
        if word in fact:
            features[f"cue:{word}"] = 1.0
    return features


def legal_bounds(result: EngineResult) -> tuple[float, float]:
    """The lightest and heaviest term the law allows for the case, 0 where exemption is open (刑法第三十七条)."""
    exemption_open = result.tier_index == 0 or result.floor == 0
    return (0.0 if exemption_open else result.floor), result.ceiling


def nearest_in_interval(months: float, interval: int) -> float:
    """The term of an interval closest to ``months`` (whole months; 'no prison term' is 0)."""
    if interval == 9:
        return 0.0
    lower, upper = interval_bounds(interval)
    return min(upper, max(lower + 1, months))


class SentencingModel:
    """Gradient-boosted trees on engine features and an interval classifier; picks a term for known charges."""

    def __init__(self, max_iter: int = 300, learning_rate: float = 0.05, min_cases: int = 20, random_state: int = 0):
        self.vectorizer = DictVectorizer(sparse=False)
        self.regressor = HistGradientBoostingRegressor(
            max_iter=max_iter, learning_rate=learning_rate, l2_regularization=1.0, random_state=random_state
        )
        # sparse: one column per charge and cue word; scaled so the engine's log-months weigh like the flags
        self.classifier = make_pipeline(
            DictVectorizer(), MaxAbsScaler(), LogisticRegression(max_iter=300, random_state=random_state)
        )
        self.classifies = False  # False when the training data held a single interval
        # judgments mask the charge name (××罪) but keep its vocabulary: character n-grams of the facts
        self.charge_classifier = make_pipeline(
            TfidfVectorizer(analyzer="char", ngram_range=(1, 2), min_df=2, max_features=60_000, sublinear_tf=True),
            LinearSVC(C=0.5),
        )
        self.detects_charges = False
        self.min_cases = min_cases
        self.charge_counts: Counter[str] = Counter()
        self.description = "未训练"

    def fit(
        self,
        rows: list[dict[str, float]],
        months: list[float],
        charges: list[str],
        source: str = "",
        interval_rows: list[dict[str, float]] | None = None,
        facts: list[str] | None = None,
    ) -> SentencingModel:
        """``rows`` are case_features, ``interval_rows`` interval_features of the same cases (default: rows);
        with ``facts`` the model also learns to recognise the charges it knows."""
        if len(rows) < 10:
            raise ValueError(f"训练样本太少：{len(rows)} 条（至少 10 条）")
        interval_rows = interval_rows if interval_rows is not None else rows
        if not len(rows) == len(months) == len(charges) == len(interval_rows):
            raise ValueError("特征、刑期与罪名的条数不一致")
        matrix = self.vectorizer.fit_transform(rows)
        self.regressor.fit(matrix, np.log1p(np.asarray(months, dtype=float)))
        intervals = [month_to_interval(m) for m in months]
        self.classifies = len(set(intervals)) > 1
        if self.classifies:
            self.classifier.fit(interval_rows, intervals)
        self.charge_counts = Counter(charges)
        if facts is not None:
            if len(facts) != len(rows):
                raise ValueError("案情与特征的条数不一致")
            known = [(fact, charge) for fact, charge in zip(facts, charges) if self.knows(charge)]
            self.detects_charges = len({charge for _, charge in known}) > 1
            if self.detects_charges:
                self.charge_classifier.fit([fact for fact, _ in known], [charge for _, charge in known])
        self.description = f"梯度提升树＋刑期区间分类，{len(rows)} 条训练样本{('，' + source) if source else ''}"
        return self

    def knows(self, charge: str) -> bool:
        return self.charge_counts[charge] >= self.min_cases

    def predict_log(self, rows: list[dict[str, float]]) -> np.ndarray:
        return self.regressor.predict(self.vectorizer.transform(rows))

    def detect_charge(self, fact: str) -> str | None:
        """The known charge a fact most resembles, or None when the model learned fewer than two charges."""
        if not self.detects_charges:
            return None
        return str(self.charge_classifier.predict([fact])[0])

    def predict_interval(self, fact: str, result: EngineResult, factors: dict[str, Factor]) -> int | None:
        if not self.classifies:
            return None
        return int(self.classifier.predict([interval_features(fact, result, factors)])[0])

    def pick(self, fact: str, result: EngineResult, factors: dict[str, Factor]) -> float | None:
        """The model's term for one case, or None for a charge it was not trained on.

        The regressor's estimate inside the engine's range, moved into the interval the classifier chose,
        never outside what the law allows. A prosecutor's recommendation the engine adopted is the range: the court
        generally adopts it (刑事诉讼法第二百零一条第一款), so the interval similar cases got does not move the term
        out of it.
        """
        if not self.knows(result.charge):
            return None
        predicted = float(np.expm1(self.predict_log([case_features(fact, result, factors)])[0]))
        months = min(result.high, max(result.low, predicted))
        interval = self.predict_interval(fact, result, factors)
        if interval is not None and month_to_interval(months) != interval:
            moved = nearest_in_interval(months, interval)
            adopted = result.recommendation if result.recommendation_adopted else None
            if adopted is None or adopted[0] <= moved <= adopted[1]:
                months = moved
        lightest, heaviest = legal_bounds(result)
        return min(heaviest, max(lightest, months))

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
) -> tuple[list[str], list[dict[str, float]], list[dict[str, float]], list[float], list[str], list[str]]:
    """(fact, case features, interval features, months, charge) of each single-charge case, and why each
    other case was left out.

    Cases with several charges are left out: their term is a combination (数罪并罚), not one charge's; so are
    cases whose level needs a measure the fact does not give (the engine's `missing`): it computes no term for them.
    """
    from backend.sentencing.predict import resolve_charges

    facts: list[str] = []
    rows: list[dict[str, float]] = []
    interval_rows: list[dict[str, float]] = []
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
        if result.missing:
            # the engine gives no term without the amount the level needs: such a row would teach the model to
            # move from a baseline of nothing
            skipped.append("缺少定档所需的" + "、".join(knowledge.factors[name].label for name in result.missing))
            continue
        facts.append(case.fact)
        rows.append(case_features(case.fact, result, factors))
        interval_rows.append(interval_features(case.fact, result, factors))
        targets.append(case.months)
        charge_names.append(charges[0])
    return facts, rows, interval_rows, targets, charge_names, skipped


def train_sentencing_model(
    data_path: Path | str, output_path: Path | str, knowledge: Knowledge | None = None
) -> dict[str, Any]:
    """Train on a JSONL file and save the model; returns a summary for the CLI."""
    knowledge = knowledge or default_knowledge()
    started = time.perf_counter()
    cases, problems = read_training_file(data_path)
    facts, rows, interval_rows, targets, charges, skipped = featurize_cases(cases, knowledge)
    model = SentencingModel().fit(
        rows, targets, charges, source=Path(data_path).name, interval_rows=interval_rows, facts=facts
    )
    saved = model.save(output_path)
    return {
        "model": str(saved),
        "trained_on": len(rows),
        "unreadable_lines": problems,
        "skipped_cases": len(skipped),
        "charges_learned": sorted(c for c in model.charge_counts if model.knows(c)),
        "seconds": round(time.perf_counter() - started, 1),
    }
