"""A LEGIT decision stored before decisions recorded their issue-tree version, and made before its tree's last save,
settled marks on an earlier tree: the upgrade records which where the rows pin it (a tree now at version 2; a rating
last saved on version 2 before the decision, under a tree now at 3) and leaves it unknown elsewhere. Known or not,
such a decision is stale and is never lost unseen: the export manifest counts it, the disputes list shows it as
"lapsed" beside the raters' new disagreement, and deciding again replaces it with the tree's current version."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import insert, update
from sqlmodel import Session, select

from annotation.export import export_snapshot
from annotation.models import Adjudication, IssueTree, Rating
from annotation.service import adjudicate, dispute_report, input_key, save_issue_tree, submit_rating
from backend.auth.models import Role
from backend.auth.service import create_user
from backend.db import init_db, make_engine, session_scope
from backend.migrations import alembic_config
from backend.store.models import OutputRecord, Task

BEFORE = "0004_adjudication_tree_version"
DECIDED = Adjudication.__table__.c
ISSUE = {"id": "1", "title": "是否构成违法解除", "arguments": [], "conclusion": "构成"}
SECOND = {"id": "2", "title": "赔偿金如何计算", "arguments": [], "conclusion": "按二倍经济补偿计算"}
THIRD = {"id": "3", "title": "工作年限如何认定", "arguments": [], "conclusion": "连续计算"}
TREES = [[ISSUE], [ISSUE, SECOND], [ISSUE, SECOND, THIRD]]


def _marks(version: int, final: bool) -> dict:
    return {"final_order_correct": final,
            "marks": {issue["id"]: {"covered": True, "correct": True} for issue in TREES[version - 1]}}


def _output(engine, question: str) -> int:
    with session_scope(engine) as session:
        record = OutputRecord(task=Task.ask, input={"question": question}, model_id="m", adapter_id=None,
                              prompt=question, sources=[], raw_text="公司应当支付赔偿金。",
                              parsed={"major_premise": "《劳动合同法》第八十七条", "minor_premise": question,
                                      "conclusion": "公司应当支付赔偿金。"}, format_ok=True, timings={})
        session.add(record)
        session.flush()
        return record.id


def _tree(engine, output_id: int) -> IssueTree:
    with Session(engine) as session:
        record = session.get(OutputRecord, output_id)
        return session.exec(select(IssueTree).where(IssueTree.input_key == input_key("ask", record.input))).one()


@pytest.fixture
def old_store(tmp_path):
    """A store at 0004 holding three LEGIT decisions as they were stored before 0004, each made before its tree's
    last save and each with the raters apart again on the tree as it is now."""
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, BEFORE)
    alice, bob, carol = (create_user(engine, name, f"{name}-long-password", Role.annotator).id
                         for name in ("alice", "bob", "carol"))
    olga = create_user(engine, "olga", "olga-long-password", Role.operator).id
    outputs = {name: _output(engine, question) for name, question in (
        ("now_two", "公司未提前通知就把我辞退了，能要赔偿金吗？"),
        ("pinned", "试用期满当天被辞退，公司说不用赔，对吗？"),
        ("unknown", "怀孕期间被公司以业绩差为由解除合同，怎么办？"))}
    last_version = {"now_two": 2, "pinned": 3, "unknown": 3}
    for name, output in outputs.items():
        for version in range(1, last_version[name] + 1):
            save_issue_tree(engine, alice, output, TREES[version - 1], base_version=version - 1)
        # on the tree as it is now, two raters apart on the final order
        raters = (alice, carol) if name == "pinned" else (alice, bob)
        for who, final in zip(raters, (True, False), strict=True):
            submit_rating(engine, who, output, "legit", _marks(last_version[name], final))
    saved = {name: _tree(engine, output).updated_at for name, output in outputs.items()}
    hour = timedelta(hours=1)
    with engine.begin() as connection:
        # bob marked the pinned output on version 2 two hours before its last save, and has not marked it since
        connection.execute(insert(Rating.__table__).values(
            output_id=outputs["pinned"], annotator_id=bob, rubric="legit", values=_marks(2, True),
            items={"final_order": 5.0, "coverage": 5.0, "correctness": 5.0, "score": 5.0}, comment="",
            issue_tree_version=2, revision=1, created_at=saved["pinned"] - 2 * hour,
            updated_at=saved["pinned"] - 2 * hour))
        # the other ratings were last saved after the decisions (they are on the tree as it is now)
        connection.execute(update(Rating.__table__).where(Rating.__table__.c.annotator_id != bob,
                                                         Rating.__table__.c.output_id == outputs["pinned"])
                           .values(updated_at=saved["pinned"] + hour))
        for name, output in outputs.items():
            connection.execute(insert(Adjudication.__table__).values(
                {DECIDED.rubric: "legit", DECIDED.unit: f"output:{output}", DECIDED.item: "final_order",
                 DECIDED.value: 1.0, DECIDED.operator_id: olga, DECIDED.note: f"{name} decided",
                 DECIDED.created_at: saved[name] - hour}))
    return engine, outputs, olga


def _versions(engine) -> dict[str, int | None]:
    with Session(engine) as session:
        return {d.unit: d.issue_tree_version for d in session.exec(select(Adjudication))}


def test_the_upgrade_records_the_earlier_version_where_the_rows_pin_it(old_store):
    engine, outputs, _olga = old_store
    init_db(engine)
    assert _versions(engine) == {f"output:{outputs['now_two']}": 1,  # the only version before 2
                                 f"output:{outputs['pinned']}": 2,  # bob's mark on 2 came before it, 3 after it
                                 f"output:{outputs['unknown']}": None}  # 1 or 2: not told by the rows


def test_a_lapsed_decision_known_or_not_is_counted_and_listed_until_decided_again(old_store, tmp_path):
    engine, outputs, olga = old_store
    init_db(engine)
    manifest = export_snapshot(engine, tmp_path)
    assert manifest["withheld"]["stale_adjudications"] == {"count": 3, "output_ids": sorted(outputs.values())}
    grpo = {row["output_id"]: row["rubric_targets"]["legit"]["final_order"]
            for row in map(json.loads, (Path(manifest["path"]) / "grpo.jsonl").read_text("utf-8").splitlines())}
    assert grpo == {output: 2.5 for output in outputs.values()}  # the raters' median, not the lapsed 1.0
    lapsed = {d["unit"]: d["lapsed"] for d in dispute_report(engine, "legit") if d["item"] == "final_order"}
    assert {unit: (earlier["value"], earlier["issue_tree_version"], earlier["note"])
            for unit, earlier in lapsed.items()} == {
        f"output:{outputs['now_two']}": (1.0, 1, "now_two decided"),
        f"output:{outputs['pinned']}": (1.0, 2, "pinned decided"),
        f"output:{outputs['unknown']}": (1.0, None, "unknown decided"),
    }

    again = adjudicate(engine, olga, "legit", f"output:{outputs['unknown']}", "final_order", 0.0)
    assert again.issue_tree_version == 3
    listed = {d["unit"]: (d["adjudicated"], d["lapsed"]) for d in dispute_report(engine, "legit", True)
              if d["item"] == "final_order"}
    assert listed[f"output:{outputs['unknown']}"] == (0.0, None)
    assert listed[f"output:{outputs['now_two']}"][0] is None
    assert export_snapshot(engine, tmp_path)["withheld"]["stale_adjudications"]["count"] == 2
