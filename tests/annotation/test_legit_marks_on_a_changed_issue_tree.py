"""LEGIT marks name the issues of the tree they were made on: once the tree is edited, a rating marked on the old
version is stale. It is kept, but exports, disputes and agreement leave it out, the manifest counts it, the rating
view says so, and the queue offers the output to its rater again until they mark it on the new tree."""

from __future__ import annotations

import json
from pathlib import Path

from annotation_support import add_output

from annotation.service import agreement_report, dispute_report

QUESTION = "公司说我违反规章制度把我开除了，可那份制度从来没给我们看过"
# written as the store keeps them (an issue without arguments has an empty list), so an export compares equal
FIRST_TREE = [{"id": "1", "title": "解除是否合法", "arguments": [], "conclusion": "违法解除"},
              {"id": "1.1", "title": "规章制度是否经过公示", "arguments": [], "conclusion": "没有公示，不能作为解除依据"}]
SECOND_TREE = [{"id": "1", "title": "解除是否合法", "arguments": [], "conclusion": "违法解除"},
               {"id": "2", "title": "赔偿金如何计算", "arguments": [], "conclusion": "按经济补偿标准的二倍"},
               {"id": "3", "title": "解除前是否通知工会", "arguments": [], "conclusion": "没有通知"}]
MARKS_ON_FIRST = {"final_order_correct": True,
                  "marks": {"1": {"covered": True, "correct": True}, "1.1": {"covered": True, "correct": False}}}
MARKS_ON_SECOND = {"final_order_correct": True,
                   "marks": {"1": {"covered": True, "correct": True}, "2": {"covered": False},
                             "3": {"covered": True, "correct": True}}}
SYLER = {"correctness": 4, "logic": 4, "explainability": 3, "trust": 4}


def _save_tree(api, who, output, issues, base_version):
    saved = api.put(f"/api/annotation/issue-trees/{output}", json={"issues": issues, "base_version": base_version},
                    headers=who)
    assert saved.status_code == 200, saved.text
    return saved.json()["version"]


def _mark(api, who, output, values):
    marked = api.post("/api/annotation/ratings", json={"output_id": output, "rubric": "legit", "values": values},
                      headers=who)
    assert marked.status_code == 201, marked.text
    return marked.json()


def _export(api, operator):
    made = api.post("/api/exports", headers=operator)
    assert made.status_code == 201, made.text
    manifest = made.json()
    grpo = [json.loads(line) for line in (Path(manifest["path"]) / "grpo.jsonl").read_text("utf-8").splitlines()]
    return manifest, {row["output_id"]: row for row in grpo}


def _queue(api, who):
    offered = api.get("/api/annotation/queue", params={"rubric": "legit", "limit": 5}, headers=who)
    assert offered.status_code == 200, offered.text
    return [item["id"] for item in offered.json()["items"]]


def _my_legit(api, who, output):
    view = api.get(f"/api/annotation/outputs/{output}", headers=who).json()
    return [rating for rating in view["my_ratings"] if rating["rubric"] == "legit"]


def test_marks_on_an_edited_tree_leave_the_export_and_return_to_the_queue_until_marked_again(api, engine, people):
    h = people.headers
    case = add_output(engine, QUESTION, answer="属于违法解除，可以要求赔偿金。")
    _save_tree(api, h["alice"], case, FIRST_TREE, 0)
    # a syler rating of the same output keeps it in the export whatever becomes of the LEGIT marks
    assert api.post("/api/annotation/ratings", headers=h["bob"],
                    json={"output_id": case, "rubric": "syler", "values": SYLER}).status_code == 201
    first = _mark(api, h["alice"], case, MARKS_ON_FIRST)
    assert first["issue_tree_version"] == 1 and first["stale"] is False
    manifest, grpo = _export(api, h["olga"])
    assert grpo[case]["rubric_targets"]["legit"] == {"final_order": 5.0, "coverage": 2.0, "correctness": 1.5,
                                                     "score": 8.5, "issue_tree": FIRST_TREE}
    assert manifest["withheld"]["stale_ratings"] == {"count": 0, "output_ids": []}
    assert _queue(api, h["alice"]) == []

    assert _save_tree(api, h["bob"], case, SECOND_TREE, 1) == 2
    manifest, grpo = _export(api, h["olga"])
    # the tree is exported; the marks on issue 1.1, which the new tree lacks, are not scored beside it
    assert grpo[case]["rubric_targets"]["legit"] == {"issue_tree": SECOND_TREE}
    assert grpo[case]["rubric_targets"]["syler"]["correctness"] == 4.0
    assert manifest["withheld"]["stale_ratings"] == {"count": 1, "output_ids": [case]}
    kept = _my_legit(api, h["alice"], case)
    assert [(r["issue_tree_version"], r["stale"], r["items"]["coverage"]) for r in kept] == [(1, True, 2.0)]
    mine = api.get("/api/annotation/ratings/mine", params={"rubric": "legit"}, headers=h["alice"]).json()["ratings"]
    assert [(r["output_id"], r["stale"]) for r in mine] == [(case, True)]
    assert _queue(api, h["alice"]) == [case]

    again = _mark(api, h["alice"], case, MARKS_ON_SECOND)
    assert (again["issue_tree_version"], again["revision"], again["stale"]) == (2, 2, False)
    manifest, grpo = _export(api, h["olga"])
    # covered 1 and 3 of 3 issues (coverage 2 * 2/3), both resolved as the court did (correctness 3)
    legit = grpo[case]["rubric_targets"]["legit"]
    assert (legit["coverage"], legit["correctness"], legit["issue_tree"]) == (round(4 / 3, 4), 3.0, SECOND_TREE)
    assert manifest["withheld"]["stale_ratings"] == {"count": 0, "output_ids": []}
    assert _queue(api, h["alice"]) == []


def test_an_output_marked_only_on_an_old_tree_is_no_export_row(api, engine, people):
    h = people.headers
    case = add_output(engine, QUESTION, answer="属于违法解除。")
    rated = add_output(engine, "试用期被辞退有补偿吗？", answer="视情况而定。")
    _save_tree(api, h["alice"], case, FIRST_TREE, 0)
    _mark(api, h["alice"], case, MARKS_ON_FIRST)
    _save_tree(api, h["alice"], case, SECOND_TREE, 1)
    empty = api.post("/api/exports", headers=h["olga"])
    assert empty.status_code == 422
    assert "1 rating(s) were marked on an issue tree edited since: mark them again" in empty.json()["detail"]

    assert api.post("/api/annotation/ratings", headers=h["bob"],
                    json={"output_id": rated, "rubric": "syler", "values": SYLER}).status_code == 201
    manifest, grpo = _export(api, h["olga"])
    assert set(grpo) == {rated}
    assert manifest["withheld"]["stale_ratings"] == {"count": 1, "output_ids": [case]}


def test_disputes_and_agreement_count_only_marks_on_the_current_tree(api, engine, people):
    h = people.headers
    case = add_output(engine, QUESTION, answer="公司解除合法。")
    _save_tree(api, h["alice"], case, FIRST_TREE, 0)
    _mark(api, h["alice"], case, MARKS_ON_FIRST)
    _mark(api, h["bob"], case, {**MARKS_ON_FIRST, "final_order_correct": False})
    disputed = {d["item"] for d in dispute_report(engine, "legit")}
    assert "final_order" in disputed
    assert agreement_report(engine, "legit")["legit"]["items"]["final_order"]["pairable_units"] == 1

    _save_tree(api, h["alice"], case, SECOND_TREE, 1)
    assert dispute_report(engine, "legit") == []
    assert agreement_report(engine, "legit")["legit"]["items"]["final_order"]["units"] == 0
    # both raters find it again; their stale ratings hold the two places (ratings_per_output), so nobody else does
    assert (_queue(api, h["alice"]), _queue(api, h["bob"]), _queue(api, h["carol"])) == ([case], [case], [])

    _mark(api, h["bob"], case, {**MARKS_ON_SECOND, "final_order_correct": False})
    report = agreement_report(engine, "legit")["legit"]
    assert (report["items"]["final_order"]["units"], report["items"]["final_order"]["pairable_units"]) == (1, 0)
    assert [entry["annotator"] for entry in report["annotators"]] == ["bob"]
    assert dispute_report(engine, "legit") == []  # alice's marks on the old tree disagree with nothing now


def test_a_tree_saved_unchanged_or_another_inputs_tree_edited_keeps_the_marks_counted(api, engine, people):
    h = people.headers
    case = add_output(engine, QUESTION, answer="属于违法解除。")
    other = add_output(engine, "加班费怎么算？", answer="按工资的百分之一百五十。")
    _save_tree(api, h["alice"], case, FIRST_TREE, 0)
    _save_tree(api, h["alice"], other, FIRST_TREE, 0)
    _mark(api, h["alice"], case, MARKS_ON_FIRST)
    _mark(api, h["bob"], case, {**MARKS_ON_FIRST, "final_order_correct": False})

    assert _save_tree(api, h["bob"], case, FIRST_TREE, 1) == 1  # saved as it was: still version 1
    assert _save_tree(api, h["bob"], other, SECOND_TREE, 1) == 2
    assert [r["stale"] for r in _my_legit(api, h["alice"], case)] == [False]
    assert {d["unit"] for d in dispute_report(engine, "legit")} == {f"output:{case}"}
    manifest, grpo = _export(api, h["olga"])
    assert grpo[case]["rubric_targets"]["legit"]["final_order"] == 2.5  # the median of 5 and 0
    assert manifest["withheld"]["stale_ratings"] == {"count": 0, "output_ids": []}


def test_a_decision_on_marks_of_an_old_tree_lapses_with_them(api, engine, people):
    h = people.headers
    case = add_output(engine, QUESTION, answer="公司解除合法。")
    _save_tree(api, h["alice"], case, FIRST_TREE, 0)
    _mark(api, h["alice"], case, MARKS_ON_FIRST)
    _mark(api, h["bob"], case, {**MARKS_ON_FIRST, "final_order_correct": False})
    decision = {"rubric": "legit", "unit": f"output:{case}", "item": "final_order", "value": 0}
    assert api.post("/api/annotation/adjudications", json=decision, headers=h["olga"]).status_code == 201
    manifest, grpo = _export(api, h["olga"])
    assert grpo[case]["rubric_targets"]["legit"]["final_order"] == 0.0

    _save_tree(api, h["alice"], case, SECOND_TREE, 1)
    # the decision settled marks on the old tree; with only those marks there is nothing to decide
    refused = api.post("/api/annotation/adjudications", json=decision, headers=h["olga"])
    assert refused.status_code == 422 and "nobody has judged" in refused.json()["detail"]

    _mark(api, h["alice"], case, MARKS_ON_SECOND)
    _mark(api, h["bob"], case, {**MARKS_ON_SECOND, "final_order_correct": False})
    # the raters disagree again on the new tree: a dispute the old decision does not hide
    assert {(d["item"], d["adjudicated"]) for d in dispute_report(engine, "legit")} == {("final_order", None),
                                                                                        ("score", None)}
    manifest, grpo = _export(api, h["olga"])
    assert grpo[case]["rubric_targets"]["legit"]["final_order"] == 2.5  # the median of 5 and 0, not the decision
