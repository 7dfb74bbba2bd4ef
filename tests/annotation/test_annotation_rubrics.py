"""The rubrics as data (faithful to the seed papers) and the scoring of ratings under them."""

from __future__ import annotations

import pytest

from annotation.rubrics import get_rubric, load_rubrics, validate_issue_tree


def test_all_rubrics_are_loaded():
    assert set(load_rubrics()) == {"syler", "lexpam", "msr2_factors", "legit", "pairwise"}
    assert get_rubric("syler").item_names == ["correctness", "logic", "explainability", "trust"]
    assert get_rubric("lexpam").item_names == ["completeness", "coverage", "conciseness"]
    for name in ("syler", "lexpam"):
        assert all((i.low, i.high) == (1, 5) for i in get_rubric(name).items)


def test_msr2_data_matches_figure_3():
    rubric = get_rubric("msr2_factors")
    bands = sorted((b.low, b.high) for b in rubric.bands)
    assert bands == [(0, 2), (3, 4), (5, 6), (7, 8), (9, 10)]  # the five bands cover 0-10 without gaps
    assert {p.name: (p.min, p.max) for p in rubric.penalties} == {
        "generic_labels": (1, 2), "contradicted_key_factor": (3, 5), "speculative": (1, 3), "inconsistent": (1, 3)}


def test_msr2_scoring_lowers_within_the_chosen_band():
    rubric = get_rubric("msr2_factors")
    assert rubric.score({"band": "9-10"}).items == {"score": 10.0}
    assert rubric.score({"band": "9-10", "penalties": {"generic_labels": 1}}).items == {"score": 9.0}
    # -3 from the 7-8 band would be 5, but penalties stay within the band chosen
    assert rubric.score({"band": "7-8", "penalties": {"speculative": 3}}).items == {"score": 7.0}
    scored = rubric.score({"band": "5-6", "penalties": {"generic_labels": 1, "inconsistent": 0}})
    assert scored.items == {"score": 5.0} and scored.values == {"band": "5-6", "penalties": {"generic_labels": 1}}
    with pytest.raises(ValueError, match="from 3 to 5"):
        rubric.score({"band": "7-8", "penalties": {"contradicted_key_factor": 1}})
    with pytest.raises(ValueError, match="choose a band"):
        rubric.score({"band": "11"})
    with pytest.raises(ValueError, match="unknown penalty"):
        rubric.score({"band": "7-8", "penalties": {"made_up": 1}})


def test_likert_validation():
    rubric = get_rubric("syler")
    good = {"correctness": 4, "logic": 5, "explainability": 3, "trust": 4}
    assert rubric.score(good).items == {k: float(v) for k, v in good.items()}
    with pytest.raises(ValueError, match="rate trust"):
        rubric.score({k: v for k, v in good.items() if k != "trust"})
    with pytest.raises(ValueError, match="from 1 to 5"):
        rubric.score({**good, "logic": 6})
    with pytest.raises(ValueError, match="whole number"):
        rubric.score({**good, "logic": 2.5})
    with pytest.raises(ValueError, match="no item"):
        rubric.score({**good, "style": 3})


TREE = [
    {"id": "1", "title": "是否违法解除", "arguments": [{"party": "plaintiff", "text": "无故辞退"},
                                                 {"party": "defendant", "text": "严重违纪"}], "conclusion": "违法解除"},
    {"id": "1.1", "title": "规章制度是否公示", "conclusion": "未公示"},
    {"id": "2", "title": "赔偿金数额", "conclusion": "二倍经济补偿"},
    {"id": "2.1", "title": "工作年限", "conclusion": "三年"},
]


def test_legit_score_final_order_coverage_correctness():
    rubric = get_rubric("legit")
    tree = validate_issue_tree(TREE)
    marks = {"1": {"covered": True, "correct": True}, "1.1": {"covered": True, "correct": False},
             "2": {"covered": True, "correct": True}, "2.1": {"covered": False, "correct": False}}
    scored = rubric.score({"final_order_correct": True, "marks": marks}, tree)
    # final order 5; coverage 2 * 3/4 = 1.5; correctness 3 * 2 correct / 3 covered = 2
    assert scored.items == {"final_order": 5.0, "coverage": 1.5, "correctness": 2.0, "score": 8.5}
    wrong = rubric.score({"final_order_correct": False, "marks": {k: {"covered": False} for k in marks}}, tree)
    assert wrong.items == {"final_order": 0.0, "coverage": 0.0, "correctness": 0.0, "score": 0.0}
    with pytest.raises(ValueError, match="missing: 2.1"):
        rubric.score({"final_order_correct": True, "marks": {k: marks[k] for k in ("1", "1.1", "2")}}, tree)
    with pytest.raises(ValueError, match="correct but not covered"):
        rubric.score({"final_order_correct": True, "marks": {**marks, "2.1": {"covered": False, "correct": True}}},
                     tree)
    with pytest.raises(ValueError, match="build the issue tree"):
        rubric.score({"final_order_correct": True, "marks": {}}, [])


def test_issue_tree_validation():
    assert [i["id"] for i in validate_issue_tree(list(reversed(TREE)))] == ["1", "1.1", "2", "2.1"]
    with pytest.raises(ValueError, match="no parent issue 3"):
        validate_issue_tree([{"id": "3.1", "title": "x"}])
    with pytest.raises(ValueError, match="appears twice"):
        validate_issue_tree([{"id": "1", "title": "x"}, {"id": "1", "title": "y"}])
    with pytest.raises(ValueError, match="dotted numbers"):
        validate_issue_tree([{"id": "a", "title": "x"}])
    # an id is repeated in every mark and message: a pasted run of digits is no id
    for too_long in ("1" * 4, ".".join(["1"] * 7), "1." + "1" * 10000):
        with pytest.raises(ValueError, match="at most 6 levels"):
            validate_issue_tree([{"id": too_long, "title": "x"}])
    assert [i["id"] for i in validate_issue_tree([{"id": "999", "title": "x"}])] == ["999"]
    with pytest.raises(ValueError, match="is empty"):
        validate_issue_tree([{"id": "1"}])
    with pytest.raises(ValueError, match="non-empty list"):
        validate_issue_tree([])
