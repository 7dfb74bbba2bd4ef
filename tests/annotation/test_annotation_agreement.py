"""Krippendorff's alpha and Cohen's kappa against values computed by hand and published ones."""

from __future__ import annotations

import pytest
from sklearn.metrics import cohen_kappa_score

from annotation.agreement import (
    Judgement,
    annotator_statistics,
    coincidence_matrix,
    cohen_kappa,
    disputes,
    item_agreement,
    krippendorff_alpha,
)

# Two annotators, five answers, one 1-5 item. Also used by the browser test.
FIRST = [4, 3, 5, 2, 4]
SECOND = [4, 2, 5, 4, 3]

# By hand. Units (4,4) (3,2) (5,5) (2,4) (4,3); each has two values, so every ordered pair adds 1.
#   coincidences: o44=2, o55=2, o23=o32=1, o24=o42=1, o34=o43=1; marginals n2=2, n3=2, n4=4, n5=2, n=10
#   ordinal delta^2(c,k) = (sum of n_g for g from c to k - (n_c + n_k)/2)^2:
#     d23=(4-2)^2=4  d24=(8-3)^2=25  d25=(10-2)^2=64  d34=(6-3)^2=9  d35=(8-2)^2=36  d45=(6-3)^2=9
#   observed  sum o*d = 2*4 + 2*25 + 2*9 = 76
#   expected  sum n_c*n_k*d = 2*(2*2*4 + 2*4*25 + 2*2*64 + 2*4*9 + 2*2*36 + 4*2*9) = 2*760 = 1520
#   alpha = 1 - (n-1) * 76 / 1520 = 1 - 9*76/1520 = 0.55
HAND_ALPHA = 0.55
# kappa: agreement on units 1 and 3, p_o = 2/5; p_e = (2*2 + 1*1 + 1*1 + 1*1)/25 = 7/25
#   kappa = (0.4 - 0.28) / (1 - 0.28) = 1/6
HAND_KAPPA = 1 / 6


def test_coincidence_matrix_by_hand():
    matrix = coincidence_matrix(list(zip(FIRST, SECOND, strict=True)))
    assert matrix == {(4, 4): 2, (3, 2): 1, (2, 3): 1, (5, 5): 2, (2, 4): 1, (4, 2): 1, (4, 3): 1, (3, 4): 1}


def test_ordinal_alpha_equals_hand_computed_value():
    assert krippendorff_alpha(list(zip(FIRST, SECOND, strict=True)), "ordinal") == pytest.approx(HAND_ALPHA)


def test_unweighted_kappa_equals_hand_computed_value():
    assert cohen_kappa(FIRST, SECOND) == pytest.approx(HAND_KAPPA)
    assert cohen_kappa(FIRST, SECOND) == pytest.approx(cohen_kappa_score(FIRST, SECOND))


def test_weighted_kappa_matches_scikit_learn_when_all_categories_are_used():
    # with every category 2..5 observed, label positions and values differ by a constant, as sklearn assumes
    for weights in ("linear", "quadratic"):
        assert cohen_kappa(FIRST, SECOND, weights) == pytest.approx(cohen_kappa_score(FIRST, SECOND, weights=weights))


def test_krippendorff_published_example_with_missing_values():
    # Krippendorff (2011), "Computing Krippendorff's alpha-reliability": 4 coders, 12 units, gaps.
    # Published: nominal 0.743, ordinal 0.815, interval 0.849.
    n = None
    coders = [
        [1, 2, 3, 3, 2, 1, 4, 1, 2, n, n, n],
        [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, n, 3],
        [n, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, n],
        [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, n],
    ]
    units = [[v for v in column if v is not None] for column in zip(*coders, strict=True)]
    assert round(krippendorff_alpha(units, "nominal"), 3) == 0.743
    assert round(krippendorff_alpha(units, "ordinal"), 3) == 0.815
    assert round(krippendorff_alpha(units, "interval"), 3) == 0.849


def test_undefined_cases_are_none_not_a_number():
    assert krippendorff_alpha([[3, 3], [3, 3]]) is None  # no variation: expected disagreement 0
    assert krippendorff_alpha([[3], [4]]) is None  # nothing pairable
    assert cohen_kappa([2, 2], [2, 2]) is None
    assert cohen_kappa([], []) is None
    with pytest.raises(ValueError):
        cohen_kappa([1, 2], [1])


def test_perfect_and_systematic_disagreement():
    assert krippendorff_alpha([[1, 1], [2, 2], [3, 3]]) == pytest.approx(1.0)
    assert cohen_kappa([1, 2, 1, 2], [2, 1, 2, 1]) == pytest.approx(-1.0)


def _judgements() -> list[Judgement]:
    return [Judgement(f"output:{i}", who, "correctness", float(v))
            for who, values in (("alice", FIRST), ("bob", SECOND)) for i, v in enumerate(values, 1)]


def test_item_report_and_disputes():
    report = item_agreement(_judgements())
    assert report["alpha"] == pytest.approx(HAND_ALPHA)
    assert report["pairs"][0]["annotators"] == ["alice", "bob"]
    assert report["pairs"][0]["kappa"] == pytest.approx(HAND_KAPPA, abs=1e-4)
    assert report["pairable_units"] == 5 and report["values"] == 10
    found = disputes(_judgements(), {"correctness": 2})
    assert found == [{"unit": "output:4", "item": "correctness", "values": {"alice": 2.0, "bob": 4.0}, "spread": 2.0}]


def test_annotator_statistics():
    stats = {s["annotator"]: s for s in annotator_statistics(_judgements(), {("output:4", "correctness"): 3.0})}
    alice = stats["alice"]["items"]["correctness"]
    assert alice["n"] == 5 and alice["mean"] == pytest.approx(3.6)
    # alice minus bob per unit: 0, +1, 0, -2, +1 -> mean 0, mean absolute 0.8
    assert alice["mean_deviation"] == pytest.approx(0.0) and alice["mean_abs_deviation"] == pytest.approx(0.8)
    assert alice["adjudicated"] == 1 and alice["matches_adjudication"] == 0.0
