"""One entry for a sentence: facts in, the term with its factors, cited steps and retrieval trace out."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from backend.sentencing.engine import (
    EngineResult,
    Step,
    combine_charges,
    combine_with_remainder,
    detect_charge,
    detect_province,
    normalize_province,
    round_months,
    run_engine,
)
from backend.sentencing.factors import apply_overrides, extract_factors
from backend.sentencing.intervals import INTERVAL_LABELS, month_to_interval
from backend.sentencing.knowledge import CRIMINAL_LAW, Knowledge, default_knowledge

if TYPE_CHECKING:
    from backend.sentencing.learned import SentencingModel

MAX_FACT_CHARS = 100_000
_CHARGE_SEPARATORS = re.compile(r"[;；,，/|]")
# which retrieval source each kind of step consulted, for the page's per-source trace
_SOURCE_OF_KIND = {
    "statute": "statute",
    "interpretation": "judicial_interpretation",
    "guideline": "guideline",
    "factor": "guideline",
    "procedure": "statute",
    "rule": "engine_rule",
    "model": "learned_model",
}


def resolve_charges(
    fact: str, charge: str | None, knowledge: Knowledge, model: SentencingModel | None = None
) -> tuple[list[str], str]:
    """Canonical charge names (several for 数罪并罚) and whether they were given, detected by keywords
    ("detected") or recognised by a learned model ("learned")."""
    if charge and charge.strip():
        names = []
        for written in _CHARGE_SEPARATORS.split(charge):
            if not written.strip():
                continue
            canonical = knowledge.canonical_charge(written)
            if canonical is None:
                raise ValueError(f"未收录的罪名：{written.strip()}（收录的罪名见 backend/sentencing/data/statutes.yaml）")
            if canonical not in names:
                names.append(canonical)
        if names:
            return names, "given"
    learned = model.detect_charge(fact) if model is not None else None
    if learned is not None:
        return [learned], "learned"
    detected = detect_charge(fact, knowledge)
    if detected is None:
        raise ValueError("无法从案情中识别罪名，请在 charge 中写明罪名")
    return [detected], "detected"


def factor_catalog(knowledge: Knowledge | None = None) -> list[dict[str, Any]]:
    """Every factor a user may set, for the page's toggles."""
    knowledge = knowledge or default_knowledge()
    return [
        {"name": spec.name, "label": spec.label, "kind": spec.kind, "type": spec.type, "source": spec.source}
        for spec in knowledge.factors.values()
    ]


def _retrieval_trace(steps: list[Step]) -> list[dict[str, Any]]:
    trace: dict[str, list[dict[str, str]]] = {}
    for step in steps:
        source = _SOURCE_OF_KIND.get(step.kind, "engine_rule")
        trace.setdefault(source, []).append({"cited": step.source, "used_for": step.description})
    return [{"source": source, "items": items} for source, items in trace.items()]


def predict_sentence(
    fact: str,
    charge: str | None = None,
    province: str | None = None,
    factor_overrides: dict[str, Any] | None = None,
    model: SentencingModel | None = None,
    *,
    llm: Any = None,
    retrieve: Callable[[str, str, int], list[dict[str, Any]]] | None = None,
    knowledge: Knowledge | None = None,
) -> dict[str, Any]:
    """The contract output (minus id and latency) plus the range, charge, province and retrieval trace.

    ``factor_overrides`` are the user's corrections (factor name -> value; None or False removes one).
    With ``llm`` and ``retrieve`` the MSR² rollout runs first and the engine checks and explains its
    answer; otherwise the engine decides, and ``model`` (a trained SentencingModel) picks inside its range.
    """
    if not isinstance(fact, str) or not fact.strip():
        raise ValueError("fact 不能为空")
    if len(fact) > MAX_FACT_CHARS:
        raise ValueError(f"fact 过长：{len(fact)} 字，上限 {MAX_FACT_CHARS} 字")
    knowledge = knowledge or default_knowledge()
    charges, charge_origin = resolve_charges(fact, charge, knowledge, model)
    province_given = normalize_province(province, knowledge)
    province_used = province_given or detect_province(fact, knowledge)

    factors = extract_factors(fact, knowledge)
    steps: list[Step] = []
    msr2_output = None
    if llm is not None and retrieve is not None:
        from backend.sentencing.msr2 import run_msr2

        try:
            msr2_output = run_msr2(fact, llm, retrieve, charge=charges[0], knowledge=knowledge)
        except Exception as error:  # a backend that is down must not cost the user the rule-based answer
            steps.append(Step(f"MSR² 推理未完成（{type(error).__name__}: {error}），改用规则引擎", "MSR²", "model"))
        else:
            # the model's factors complete the extractor's; the extractor keeps its evidence where both found one
            factors = {**msr2_output.factors, **factors}
    factors = apply_overrides(factors, factor_overrides, knowledge)

    results: list[EngineResult] = [run_engine(fact, name, factors, knowledge, province_used) for name in charges]
    if charge_origin == "detected":
        steps.append(Step(f"未提供罪名，按案情识别为「{charges[0]}」", "LexLoop 罪名识别（关键词）", "rule"))
    elif charge_origin == "learned" and model is not None:
        steps.append(
            Step(f"未提供罪名，学习模型按案情识别为「{charges[0]}」", f"LexLoop 学习模型（{model.description}）", "model")
        )
    for result in results:
        steps.extend(result.steps)
    engine = "rules"
    if model is not None:
        for result in results:
            picked = model.pick(fact, result, factors)
            if picked is None:
                steps.append(
                    Step(
                        f"学习模型未学过「{result.charge}」（训练样本少于{model.min_cases}条），沿用规则引擎取值",
                        f"LexLoop 学习模型（{model.description}）",
                        "model",
                    )
                )
                continue
            inside = result.low <= picked <= result.high
            steps.append(
                Step(
                    f"学习模型取值{picked:.1f}个月（规则引擎区间{result.low:.1f}–{result.high:.1f}个月，中值"
                    f"{result.months:.1f}个月"
                    + ("" if inside else f"；同类案件多判「{INTERVAL_LABELS[month_to_interval(picked)]}」，移至该区间")
                    + "）",
                    f"LexLoop 学习模型（{model.description}）"
                    + ("" if inside or picked > 0 else f"；{CRIMINAL_LAW}第三十七条（免予刑事处罚）"),
                    "model",
                )
            )
            result.months = picked
            result.low, result.high = min(result.low, picked), max(result.high, picked)
            engine = "rules+model"
    new_terms = [r.months for r in results]
    months, low, high = results[0].months, results[0].low, results[0].high
    if len(results) > 1:
        low = max(r.low for r in results)
        high = min(sum(r.high for r in results), 300.0)
    remainder = factors.get("remainder")
    # a number: factors.yaml types it, overrides are coerced
    remainder_months = remainder.value if remainder is not None and remainder.value > 0 else None
    if len(results) > 1 and remainder_months is None:
        months, step = combine_charges(new_terms)
        steps.append(step)
    if msr2_output is not None and msr2_output.months is not None:
        # a capable model judges freely within what the law allows for these factors
        legal_low = max(r.floor for r in results)
        legal_high = min(sum(r.ceiling for r in results), 300.0)
        inside = legal_low <= msr2_output.months <= legal_high
        cited = "；".join(msr2_output.sources_cited)
        steps.append(
            Step(
                f"MSR² 推理给出{msr2_output.months:.0f}个月（{msr2_output.turns}轮，检索{len(msr2_output.searches)}次）；"
                f"法定可判{legal_low:.1f}–{legal_high:.1f}个月，"
                + ("采用推理结果" if inside else "推理结果超出法定幅度，取幅度边界"),
                f"MSR² 多源检索推理（{cited}）" if cited else "MSR² 多源检索推理",
                "model",
            )
        )
        months = min(legal_high, max(legal_low, msr2_output.months))
        low, high = min(low, months), max(high, months)
        new_terms = [months]
        engine = "msr2"
    elif msr2_output is not None:
        steps.append(Step("MSR² 推理未给出可读的刑期，改用规则引擎", "MSR²", "model"))
    if remainder_months is not None:
        # the facts put the new crime before an earlier sentence was served: the term to serve is the combined one
        (months, low, high), step = combine_with_remainder(new_terms, low, high, remainder_months)
        steps.append(step)
    whole = round_months(months)
    steps.append(
        Step(
            f"宣告刑：{whole}个月" + ("（不判处监禁刑）" if whole == 0 else "") + f"；可判区间{low:.1f}–{high:.1f}个月",
            f"{knowledge.guideline_source}二（四）",
            "guideline",
        )
    )
    output = {
        "months": whole,
        "interval": month_to_interval(whole),
        "factors": [factor.as_contract() for factor in factors.values()],
        "steps": [step.as_contract() for step in steps],
        "charge": "；".join(charges),
        "charge_origin": charge_origin,
        "province": results[0].province or province_used,
        "range_months": [round(low, 1), round(high, 1)],
        "engine": engine,
        "retrieval": _retrieval_trace(steps) + (msr2_output.trace if msr2_output is not None else []),
        "factor_details": [
            {"name": f.name, "label": f.label, "kind": f.kind, "origin": f.origin} for f in factors.values()
        ],
    }
    return output

