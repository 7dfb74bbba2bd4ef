"""An operator's decision on LEGIT marks records the version of the issue tree those marks were made on, and lapses
exactly when the tree gets another version, as the marks do: whatever the clocks said when it was made or saved.
Which ratings and decisions are stale is worked out once per export and report, not by each reader; a decision reads
only the marks of its own output, judged by the same rule."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from annotation_support import add_output
from sqlmodel import Session, select

import annotation.service as service
from annotation.models import Adjudication, IssueTree, Rating

QUESTION = "单位连续三个月没发工资，我递交了辞职信，还能要经济补偿吗？"
# as the store keeps them (an issue without arguments has an empty list)
ONE_ISSUE = [{"id": "1", "title": "劳动者能否以欠薪为由解除合同", "arguments": [], "conclusion": "可以解除"}]
TWO_ISSUES = ONE_ISSUE + [{"id": "2", "title": "补偿年限从何时起算", "arguments": [], "conclusion": "自入职之日起算"}]
ON_ONE = {"final_order_correct": True, "marks": {"1": {"covered": True, "correct": True}}}
ON_TWO = {"final_order_correct": True, "marks": {"1": {"covered": True, "correct": True},
                                                 "2": {"covered": True, "correct": False}}}


def _save_tree(api, who, output, issues, base_version):
    saved = api.put(f"/api/annotation/issue-trees/{output}", json={"issues": issues, "base_version": base_version},
                    headers=who)
    assert saved.status_code == 200, saved.text


def _mark_apart(api, people, output, marks):
    """alice and bob mark the output; bob finds the final order wrong, so the two disagree on it."""
    for who, final in (("alice", True), ("bob", False)):
        marked = api.post("/api/annotation/ratings", headers=people.headers[who],
                          json={"output_id": output, "rubric": "legit",
                                "values": {**marks, "final_order_correct": final}})
        assert marked.status_code == 201, marked.text


def _decide(api, people, output):
    decided = api.post("/api/annotation/adjudications", headers=people.headers["olga"],
                       json={"rubric": "legit", "unit": f"output:{output}", "item": "final_order", "value": 0})
    assert decided.status_code == 201, decided.text
    return decided.json()


def _final_order(api, people, output):
    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    rows = (Path(made.json()["path"]) / "grpo.jsonl").read_text("utf-8").splitlines()
    return next(json.loads(row) for row in rows if json.loads(row)["output_id"] == output)["rubric_targets"][
        "legit"]["final_order"]


def _listed_decision(api, people):
    listed = api.get("/api/annotation/disputes", params={"rubric": "legit", "include_adjudicated": True},
                     headers=people.headers["olga"]).json()["disputes"]
    return {d["adjudicated"] for d in listed if d["item"] == "final_order"}


def _set_clock(engine, decision_id, offset: timedelta) -> None:
    """Store the decision's time as a server whose clock was off by offset against the tree's last save would."""
    with Session(engine) as session:
        tree = session.exec(select(IssueTree)).one()
        decision = session.get(Adjudication, decision_id)
        decision.created_at = tree.updated_at + offset
        session.add(decision)
        session.commit()


def test_a_decision_holds_while_its_tree_version_does_whatever_the_clock_said(api, engine, people):
    case = add_output(engine, QUESTION, answer="可以要求经济补偿。")
    _save_tree(api, people.headers["alice"], case, ONE_ISSUE, 0)
    _mark_apart(api, people, case, ON_ONE)
    decision = _decide(api, people, case)
    assert decision["issue_tree_version"] == 1
    # decided on version 1 by a clock an hour behind the one that saved the tree: still the decision in force
    _set_clock(engine, decision["id"], -timedelta(hours=1))
    assert _final_order(api, people, case) == 0.0
    assert _listed_decision(api, people) == {0.0}

    _save_tree(api, people.headers["bob"], case, TWO_ISSUES, 1)
    # stamped an hour after the new version was saved, it still settled marks on version 1: it lapses
    _set_clock(engine, decision["id"], timedelta(hours=1))
    _mark_apart(api, people, case, ON_TWO)
    assert _final_order(api, people, case) == 2.5  # the median of the raters' 5 and 0
    assert _listed_decision(api, people) == {None}

    again = _decide(api, people, case)
    assert (again["id"], again["issue_tree_version"]) == (decision["id"], 2)
    assert _final_order(api, people, case) == 0.0


def test_an_export_and_a_report_each_work_out_staleness_once(api, engine, people, monkeypatch):
    case = add_output(engine, QUESTION, answer="不能要求经济补偿。")
    other = add_output(engine, "试用期最后一天被辞退，公司要付补偿吗？", answer="要看解除理由。")
    for output in (case, other):
        _save_tree(api, people.headers["alice"], output, ONE_ISSUE, 0)
        _mark_apart(api, people, output, ON_ONE)
    _decide(api, people, case)
    reads = []
    versions = service._current_tree_versions
    monkeypatch.setattr(service, "_current_tree_versions", lambda engine: reads.append(1) or versions(engine))

    assert _final_order(api, people, case) == 0.0
    assert len(reads) == 1
    assert api.get("/api/annotation/agreement", headers=people.headers["olga"]).status_code == 200
    assert len(reads) == 2
    assert _listed_decision(api, people) == {0.0, None}
    assert len(reads) == 3


def test_a_decision_reads_only_its_own_units_marks_and_judges_them_as_the_store_wide_rule_does(engine, people,
                                                                                             monkeypatch):
    alice, bob, olga = (people.ids[name] for name in ("alice", "bob", "olga"))
    only_stale, one_fresh, all_fresh = (add_output(engine, question, answer="可以。") for question in (
        "公司拖欠工资两个月，我能立即辞职吗？", "加班费公司不给，可以申请仲裁吗？", "年终奖没发，能要求补发吗？"))
    for output in (only_stale, one_fresh, all_fresh):
        service.save_issue_tree(engine, alice, output, ONE_ISSUE, base_version=0)
        for who, final in ((alice, True), (bob, False)):
            service.submit_rating(engine, who, output, "legit", {**ON_ONE, "final_order_correct": final})
    for output in (only_stale, one_fresh):
        service.save_issue_tree(engine, alice, output, TWO_ISSUES, base_version=1)
    service.submit_rating(engine, bob, one_fresh, "legit", ON_TWO)
    store_wide = service.stale_judgements(engine).ratings
    with Session(engine) as session:
        in_force = {output: any(rating.id not in store_wide for rating in session.exec(
            select(Rating).where(Rating.output_id == output)))
            for output in (only_stale, one_fresh, all_fresh)}
    assert in_force == {only_stale: False, one_fresh: True, all_fresh: True}

    reads = []
    monkeypatch.setattr(service, "_current_tree_versions", lambda engine: reads.append(1) or {})
    for output, expected in in_force.items():
        if expected:
            decided = service.adjudicate(engine, olga, "legit", f"output:{output}", "final_order", 0.0)
            assert decided.issue_tree_version == (2 if output == one_fresh else 1)
        else:
            with pytest.raises(ValueError, match=f"nobody has judged output:{output} under legit"):
                service.adjudicate(engine, olga, "legit", f"output:{output}", "final_order", 0.0)
    assert reads == []  # no store-wide pass for one decision
