"""Inter-annotator agreement: Krippendorff's alpha (coincidence matrix; nominal, ordinal or interval
distance) and Cohen's kappa for a pair of annotators (unweighted; linear/quadratic weights optional).

Pure functions over plain values, so they are tested against hand-computed numbers.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, permutations
from statistics import mean
from typing import Literal

Metric = Literal["nominal", "ordinal", "interval"]


def coincidence_matrix(units: Iterable[Sequence[Hashable]]) -> dict[tuple[Hashable, Hashable], float]:
    """o[c, k]: each pairable unit (two or more values) adds 1/(m_u - 1) for every ordered pair of its
    values from different coders; so each value counts once in total (n = number of pairable values)."""
    matrix: dict[tuple[Hashable, Hashable], float] = defaultdict(float)
    for values in units:
        m = len(values)
        if m < 2:
            continue
        for c, k in permutations(values, 2):
            matrix[c, k] += 1.0 / (m - 1)
    return dict(matrix)


def _distance(metric: Metric, ordered: list, marginals: Mapping, c, k) -> float:
    """Squared difference delta^2 between two values."""
    if metric == "nominal":
        return 0.0 if c == k else 1.0
    if metric == "interval":
        return float(c - k) ** 2
    # ordinal: the number of values ranked between c and k (inclusive), the ends counted half
    i, j = sorted((ordered.index(c), ordered.index(k)))
    between = sum(marginals[g] for g in ordered[i : j + 1])
    return (between - (marginals[c] + marginals[k]) / 2.0) ** 2


def krippendorff_alpha(units: Iterable[Sequence[Hashable]], metric: Metric = "ordinal") -> float | None:
    """alpha = 1 - D_o / D_e over the units' values (each unit: the values its coders gave, missing left out).
    None when it is undefined: fewer than two pairable values, or no variation at all (D_e = 0)."""
    matrix = coincidence_matrix(units)
    marginals: dict[Hashable, float] = defaultdict(float)
    for (c, _k), count in matrix.items():
        marginals[c] += count
    n = sum(marginals.values())
    if n < 2:
        return None
    ordered = sorted(marginals)
    observed = sum(count * _distance(metric, ordered, marginals, c, k) for (c, k), count in matrix.items())
    expected = sum(marginals[c] * marginals[k] * _distance(metric, ordered, marginals, c, k)
                   for c in ordered for k in ordered)
    if expected == 0:
        return None
    return 1.0 - (n - 1) * observed / expected


def cohen_kappa(first: Sequence[Hashable], second: Sequence[Hashable],
                weights: Literal["linear", "quadratic"] | None = None) -> float | None:
    """kappa = (p_o - p_e) / (1 - p_e) for two annotators' values on the same units, in the same order.
    Weighted kappa uses the numeric distance |x - y| (linear) or (x - y)^2 (quadratic) as disagreement.
    None when undefined (no units, or chance agreement is already perfect)."""
    if len(first) != len(second):
        raise ValueError("both annotators need a value for every unit")
    n = len(first)
    if n == 0:
        return None
    count_a, count_b = Counter(first), Counter(second)
    if weights is None:
        observed = sum(a == b for a, b in zip(first, second, strict=True)) / n
        chance = sum(count_a[c] * count_b[c] for c in count_a) / (n * n)
        if chance == 1:
            return None
        return (observed - chance) / (1 - chance)
    power = 1 if weights == "linear" else 2
    observed_disagreement = sum(abs(a - b) ** power for a, b in zip(first, second, strict=True)) / n
    chance_disagreement = sum(count_a[a] * count_b[b] * abs(a - b) ** power
                              for a in count_a for b in count_b) / (n * n)
    if chance_disagreement == 0:
        return None
    return 1 - observed_disagreement / chance_disagreement


# ---------------------------------------------------------------------------- reports over stored ratings
@dataclass(frozen=True)
class Judgement:
    """One annotator's value for one rubric item of one unit (an output, or a pair of outputs)."""

    unit: str
    annotator: str
    item: str
    value: float


def item_agreement(judgements: Sequence[Judgement], metric: Metric = "ordinal") -> dict:
    """alpha over all units, and kappa (unweighted and quadratic) for every pair of annotators."""
    by_unit: dict[str, dict[str, float]] = defaultdict(dict)
    for j in judgements:
        by_unit[j.unit][j.annotator] = j.value
    pairable = [list(values.values()) for values in by_unit.values() if len(values) >= 2]
    annotators = sorted({j.annotator for j in judgements})
    pairs = []
    for a, b in combinations(annotators, 2):
        shared = [unit for unit, values in by_unit.items() if a in values and b in values]
        if not shared:
            continue
        first = [by_unit[u][a] for u in shared]
        second = [by_unit[u][b] for u in shared]
        pairs.append({
            "annotators": [a, b], "units": len(shared),
            "kappa": _round(cohen_kappa(first, second)),
            "kappa_quadratic": _round(cohen_kappa(first, second, "quadratic")),
            "exact_agreement": round(sum(x == y for x, y in zip(first, second, strict=True)) / len(shared), 4),
        })
    kappas = [p["kappa"] for p in pairs if p["kappa"] is not None]
    return {
        "metric": metric,
        "alpha": _round(krippendorff_alpha(pairable, metric)),
        "units": len(by_unit), "pairable_units": len(pairable),
        "values": sum(len(v) for v in pairable),
        "pairs": pairs,
        "mean_kappa": _round(mean(kappas)) if kappas else None,
    }


def annotator_statistics(judgements: Sequence[Judgement], adjudicated: Mapping[tuple[str, str], float]) -> list[dict]:
    """Per annotator and item: how many, their mean, how far they sit from the other annotators of the same
    units (signed: positive = more lenient), and how often they matched an operator's adjudicated value."""
    by_unit_item: dict[tuple[str, str], dict[str, float]] = defaultdict(dict)
    for j in judgements:
        by_unit_item[j.unit, j.item][j.annotator] = j.value
    stats: dict[tuple[str, str], dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for (unit, item), values in by_unit_item.items():
        for annotator, value in values.items():
            s = stats[annotator, item]
            s["values"].append(value)
            others = [v for a, v in values.items() if a != annotator]
            if others:
                s["deviation"].append(value - mean(others))
            if (unit, item) in adjudicated:
                s["matches"].append(float(value == adjudicated[unit, item]))
    report: dict[str, dict] = {}
    for (annotator, item), s in sorted(stats.items()):
        entry = report.setdefault(annotator, {"annotator": annotator, "judgements": 0, "items": {}})
        entry["judgements"] += len(s["values"])
        entry["items"][item] = {
            "n": len(s["values"]), "mean": round(mean(s["values"]), 4),
            "mean_deviation": _round(mean(s["deviation"])) if s["deviation"] else None,
            "mean_abs_deviation": _round(mean(abs(d) for d in s["deviation"])) if s["deviation"] else None,
            "adjudicated": len(s["matches"]),
            "matches_adjudication": _round(mean(s["matches"])) if s["matches"] else None,
        }
    return list(report.values())


def disputes(judgements: Sequence[Judgement], gaps: Mapping[str, float]) -> list[dict]:
    """Units whose values for an item lie at least that item's dispute gap apart."""
    by_unit_item: dict[tuple[str, str], dict[str, float]] = defaultdict(dict)
    for j in judgements:
        by_unit_item[j.unit, j.item][j.annotator] = j.value
    found = []
    for (unit, item), values in sorted(by_unit_item.items()):
        if len(values) < 2:
            continue
        spread = max(values.values()) - min(values.values())
        if spread >= gaps[item]:
            found.append({"unit": unit, "item": item, "values": dict(sorted(values.items())), "spread": spread})
    return found


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)
