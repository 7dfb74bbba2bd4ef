"""LEGIT's score is the sum of its parts (final order /5 + coverage /2 + correctness /3). Settled from several raters
(each part's median) or by an operator (who decides parts, never the total), the exported score is always that sum,
and acceptance reads it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from annotation_support import add_output

from annotation.models import Adjudication
from annotation.service import dispute_report
from backend.db import session_scope
from backend.store.models import Task

QUESTION = "单位说我连续旷工三天把我辞退了，可其中两天我交过病假条，能要赔偿吗？"
TREE = [{"id": "1", "title": "是否构成连续旷工", "arguments": [], "conclusion": "病假期间不属于旷工"},
        {"id": "2", "title": "解除是否违法", "arguments": [], "conclusion": "违法解除"},
        {"id": "3", "title": "赔偿金如何计算", "arguments": [], "conclusion": "按经济补偿标准的二倍支付"}]
ALL_RIGHT = {"1": {"covered": True, "correct": True}, "2": {"covered": True, "correct": True},
             "3": {"covered": True, "correct": True}}
# alice: 5 + 2 + 3 = 10; bob: 5 + 2/3 + 0; carol: 0 + 2 + 3 = 5. Each part's median is 5, 2, 3: a score of 10,
# while the median of the three totals is 5.6667
MARKS = {
    "alice": {"final_order_correct": True, "marks": ALL_RIGHT},
    "bob": {"final_order_correct": True, "marks": {"1": {"covered": True}, "2": {}, "3": {}}},
    "carol": {"final_order_correct": False, "marks": ALL_RIGHT},
}


def _rated_case(api, engine, people) -> int:
    case = add_output(engine, QUESTION, answer="病假不算旷工，单位属于违法解除，可主张二倍赔偿金。")
    saved = api.put(f"/api/annotation/issue-trees/{case}", json={"issues": TREE, "base_version": 0},
                    headers=people.headers["alice"])
    assert saved.status_code == 200, saved.text
    for name, values in MARKS.items():
        rated = api.post("/api/annotation/ratings", json={"output_id": case, "rubric": "legit", "values": values},
                         headers=people.headers[name])
        assert rated.status_code == 201, rated.text
    return case


def _export(api, operator) -> tuple[dict, dict]:
    made = api.post("/api/exports", headers=operator)
    assert made.status_code == 201, made.text
    folder = Path(made.json()["path"])
    rows = {kind: [json.loads(line) for line in (folder / f"{kind}.jsonl").read_text("utf-8").splitlines()]
            for kind in ("sft", "grpo")}
    targets = {row["output_id"]: row["rubric_targets"]["legit"] for row in rows["grpo"]}
    return targets, {row["output_id"] for row in rows["sft"]}


def _without_tree(targets: dict) -> dict:
    return {item: value for item, value in targets.items() if item != "issue_tree"}


def test_the_settled_score_is_the_sum_of_the_settled_parts_not_the_median_of_totals(api, engine, people):
    case = _rated_case(api, engine, people)
    targets, trained = _export(api, people.headers["olga"])
    assert _without_tree(targets[case]) == {"final_order": 5.0, "coverage": 2.0, "correctness": 3.0, "score": 10.0}
    assert case in trained  # 10/10 reaches legit's accept_at (0.7); the median total 5.6667 would not


def test_the_score_is_decided_through_its_parts(api, engine, people):
    olga = people.headers["olga"]
    case = _rated_case(api, engine, people)
    unit = f"output:{case}"

    total = api.post("/api/annotation/adjudications", headers=olga,
                     json={"rubric": "legit", "unit": unit, "item": "score", "value": 10})
    assert total.status_code == 422
    assert total.json()["detail"] == (
        "legit.score is not decided on its own: it is the sum of final_order, coverage, correctness, worked out "
        "from their settled values; adjudicate final_order, coverage or correctness instead")

    disputed = {d["item"]: d["adjudicated"] for d in dispute_report(engine, "legit")}
    assert disputed == {"final_order": None, "coverage": None, "correctness": None, "score": None}
    decided = api.post("/api/annotation/adjudications", headers=olga,
                       json={"rubric": "legit", "unit": unit, "item": "final_order", "value": 0})
    assert decided.status_code == 201, decided.text
    # coverage and correctness are still open: so is the total they settle
    assert {d["item"] for d in dispute_report(engine, "legit")} == {"coverage", "correctness", "score"}

    for item, value in (("coverage", 2), ("correctness", 1.5)):
        assert api.post("/api/annotation/adjudications", headers=olga,
                        json={"rubric": "legit", "unit": unit, "item": item, "value": value}).status_code == 201
    assert dispute_report(engine, "legit") == []
    listed = {d["item"]: d["adjudicated"] for d in dispute_report(engine, "legit", include_adjudicated=True)}
    assert listed == {"final_order": 0.0, "coverage": 2.0, "correctness": 1.5, "score": 3.5}

    targets, trained = _export(api, olga)
    assert _without_tree(targets[case]) == {"final_order": 0.0, "coverage": 2.0, "correctness": 1.5, "score": 3.5}
    assert case not in trained  # 3.5/10 is below accept_at: the answer is no SFT target


def test_a_total_decided_before_it_was_refused_gives_way_to_its_parts(api, engine, people):
    case = _rated_case(api, engine, people)
    with session_scope(engine) as session:  # stored as the API took it before: a total that its parts contradict
        session.add(Adjudication(rubric="legit", unit=f"output:{case}", item="score", value=2.0,
                                 operator_id=people.ids["olga"], issue_tree_version=1))
    targets, trained = _export(api, people.headers["olga"])
    assert targets[case]["score"] == 10.0 and case in trained


def test_a_total_decided_before_it_was_refused_is_counted_as_set_aside(api, engine, people):
    """Such a decision is read by nothing: not as what the raters' totals are checked against in the agreement
    figures, not as a lapsed decision once the tree changes (none can replace it), and the manifest says it was set
    aside."""
    olga = people.headers["olga"]
    case = _rated_case(api, engine, people)
    with session_scope(engine) as session:
        session.add(Adjudication(rubric="legit", unit=f"output:{case}", item="score", value=10.0,
                                 operator_id=people.ids["olga"], issue_tree_version=1))
    report = api.get("/api/annotation/agreement", headers=olga, params={"rubric": "legit"})
    assert report.status_code == 200, report.text
    scores = {entry["annotator"]: entry["items"]["score"] for entry in report.json()["rubrics"]["legit"]["annotators"]}
    # before: alice (10) "matched" it, bob and carol did not
    assert {name: (s["adjudicated"], s["matches_adjudication"]) for name, s in scores.items()} == {
        "alice": (0, None), "bob": (0, None), "carol": (0, None)}

    made = api.post("/api/exports", headers=olga)
    assert made.status_code == 201, made.text
    assert made.json()["withheld"]["derived_adjudications"] == {
        "count": 1, "output_ids": [case],
        "why": "decided on legit.score, which is worked out from the items it sums; adjudicate those instead"}

    edited = api.put(f"/api/annotation/issue-trees/{case}", json={"issues": TREE[:2], "base_version": 1},
                     headers=people.headers["alice"])
    assert edited.status_code == 200, edited.text
    for name, final in (("alice", True), ("bob", False)):  # apart again on the new tree
        rated = api.post("/api/annotation/ratings", headers=people.headers[name], json={
            "output_id": case, "rubric": "legit",
            "values": {"final_order_correct": final, "marks": {"1": {"covered": final}, "2": {"covered": final}}}})
        assert rated.status_code == 201, rated.text
    listed = dispute_report(engine, "legit", include_adjudicated=True)
    assert "score" in {d["item"] for d in listed} and all(d["lapsed"] is None for d in listed)
    again = api.post("/api/exports", headers=olga)
    assert again.status_code == 201, again.text
    withheld = again.json()["withheld"]
    assert withheld["stale_adjudications"] == {"count": 0, "output_ids": []}
    assert withheld["derived_adjudications"]["count"] == 1


def test_a_store_without_such_decisions_sets_none_aside(api, engine, people):
    _rated_case(api, engine, people)
    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.json()["withheld"]["derived_adjudications"] == {"count": 0, "output_ids": [], "why": None}


def test_a_factor_score_is_rated_whole_and_decided_whole(api, engine, people):
    """MSR²'s score is worked out from a band and penalties, which are no items: the score is its only item, so the
    operator decides it (and the raters' median settles it) as it is."""
    theft = add_output(engine, "王某在超市三次顺走商品共计价值一千八百元", task=Task.sentencing)
    for name, band in (("alice", "9-10"), ("bob", "3-4")):
        rated = api.post("/api/annotation/ratings", headers=people.headers[name],
                         json={"output_id": theft, "rubric": "msr2_factors", "values": {"band": band}})
        assert rated.status_code == 201, rated.text
    decided = api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                       json={"rubric": "msr2_factors", "unit": f"output:{theft}", "item": "score", "value": 8})
    assert decided.status_code == 201 and decided.json()["value"] == 8.0


def test_a_total_of_an_item_the_rubric_lacks_is_refused_on_loading(tmp_path):
    from annotation.rubrics import RUBRICS_FILE, load_rubrics

    misnamed = tmp_path / "rubrics.yaml"
    misnamed.write_text(RUBRICS_FILE.read_text("utf-8").replace("derived_from: [final_order, coverage, correctness]",
                                                                "derived_from: [final_order, covrage, correctness]"),
                        encoding="utf-8")
    with pytest.raises(ValueError, match="legit.score is derived from correctness, covrage, final_order, which must be"):
        load_rubrics(misnamed)
