"""Adjudications stored before their units were written as exports read them are rewritten once by the upgrade:
'output:05' becomes 'output:5', a pair written B-first becomes A-first with its value turned round as the export
read it, and of two decisions left on one item the later stays. A LEGIT decision gets the issue-tree version it
settled where the rows tell it; one made before its tree's last save is stale."""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import insert, select as sa_select
from sqlmodel import Session, select

from annotation.export import export_snapshot
from annotation.models import Adjudication, IssueTree
from annotation.service import (
    dispute_report,
    input_key,
    save_issue_tree,
    submit_preference,
    submit_rating,
)
from backend.auth.models import Role
from backend.auth.service import create_user
from backend.db import init_db, make_engine, session_scope
from backend.migrations import alembic_config
from backend.store.models import OutputRecord, Task

BEFORE = "0003_training_registry"
DECIDED = Adjudication.__table__.c  # written with the columns the table had then


def _output(engine, question: str, answer: str) -> int:
    with session_scope(engine) as session:
        record = OutputRecord(task=Task.ask, input={"question": question}, model_id="m", adapter_id=None,
                              prompt=question, sources=[], raw_text=answer,
                              parsed={"major_premise": "《劳动合同法》第四十六条", "minor_premise": question,
                                      "conclusion": answer}, format_ok=True, timings={})
        session.add(record)
        session.flush()
        return record.id


def _tree_saved_at(engine, output_id: int):
    with Session(engine) as session:
        record = session.get(OutputRecord, output_id)
        return session.exec(select(IssueTree).where(IssueTree.input_key == input_key("ask", record.input))).one()


@pytest.fixture
def old_store(tmp_path):
    """A store at the revision before, with decisions as the adjudication route stored them then."""
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, BEFORE)
    alice, bob = (create_user(engine, name, f"{name}-long-password", Role.annotator).id for name in ("alice", "bob"))
    olga = create_user(engine, "olga", "olga-long-password", Role.operator).id
    brief = _output(engine, "离职证明公司一直不开怎么办？", "起诉。")
    full = _output(engine, "离职证明公司一直不开怎么办？", "先书面催告，再向劳动监察投诉，造成损失的可以要求赔偿。")
    submit_preference(engine, alice, brief, full, "b")
    submit_preference(engine, bob, brief, full, "a")
    rated = _output(engine, "公司让我签自愿放弃社保的协议，有效吗？", "无效，缴纳社保是法定义务。")
    for who, mark in ((alice, 5), (bob, 1)):
        submit_rating(engine, who, rated, "syler", {"correctness": mark, "logic": mark, "explainability": mark,
                                                    "trust": mark})
    kept, lapsed = (_output(engine, question, "可以主张。") for question in ("产假期间被降薪能主张差额吗？",
                                                                          "哺乳期被调岗降薪合法吗？"))
    issue = {"id": "1", "title": "降薪是否合法", "arguments": [], "conclusion": "不合法"}
    for output in (kept, lapsed):
        save_issue_tree(engine, alice, output, [issue], base_version=0)
        for who, final in ((alice, True), (bob, False)):
            submit_rating(engine, who, output, "legit",
                          {"final_order_correct": final, "marks": {"1": {"covered": True, "correct": True}}})
    save_issue_tree(engine, alice, lapsed, [issue, {**issue, "id": "2", "title": "差额如何计算"}], base_version=1)
    for who, final in ((alice, True), (bob, False)):  # marked again on version 2, still apart
        submit_rating(engine, who, lapsed, "legit",
                      {"final_order_correct": final, "marks": {"1": {"covered": True, "correct": True},
                                                               "2": {"covered": False}}})
    kept_saved, lapsed_saved = (_tree_saved_at(engine, output).updated_at for output in (kept, lapsed))
    minute = timedelta(minutes=1)
    decisions = [
        # the export read 'pair:<full>-<brief>' with full as A: -1 chose the full answer
        ("pairwise", f"pair:{full}-{brief}", "preference", -1.0, kept_saved),
        ("syler", f"output:0{rated}", "trust", 4.0, kept_saved),
        ("syler", f"output:{rated}", "logic", 2.0, kept_saved),
        ("syler", f"output:00{rated}", "logic", 3.0, kept_saved + minute),  # decided again later: it stays
        ("legit", f"output:{kept}", "final_order", 0.0, kept_saved + minute),
        ("legit", f"output:0{lapsed}", "final_order", 0.0, lapsed_saved - minute),
    ]
    with engine.begin() as connection:
        for rubric, unit, item, value, when in decisions:
            connection.execute(insert(Adjudication.__table__).values(
                {DECIDED.rubric: rubric, DECIDED.unit: unit, DECIDED.item: item, DECIDED.value: value,
                 DECIDED.operator_id: olga, DECIDED.note: "", DECIDED.created_at: when}))
    return engine, {"brief": brief, "full": full, "rated": rated, "kept": kept, "lapsed": lapsed}


def test_old_units_are_rewritten_as_the_export_read_them(old_store, tmp_path):
    engine, ids = old_store
    init_db(engine)
    with Session(engine) as session:
        stored = {(d.rubric, d.unit, d.item): (d.value, d.issue_tree_version)
                  for d in session.exec(select(Adjudication))}
    assert stored == {
        ("pairwise", f"pair:{ids['brief']}-{ids['full']}", "preference"): (1.0, None),
        ("syler", f"output:{ids['rated']}", "trust"): (4.0, None),
        ("syler", f"output:{ids['rated']}", "logic"): (3.0, None),
        ("legit", f"output:{ids['kept']}", "final_order"): (0.0, 1),
        # made before its tree's last save, so on version 1, the only earlier one (0005): stale all the same
        ("legit", f"output:{ids['lapsed']}", "final_order"): (0.0, 1),
    }

    manifest = export_snapshot(engine, tmp_path)
    folder = Path(manifest["path"])
    preferences = [json.loads(line) for line in (folder / "preference.jsonl").read_text("utf-8").splitlines()]
    assert [row["output_ids"] for row in preferences] == [[ids["full"], ids["brief"]]]
    grpo = {row["output_id"]: row["rubric_targets"]
            for row in map(json.loads, (folder / "grpo.jsonl").read_text("utf-8").splitlines())}
    # the raters' median is 3 for every syler item; the decisions give trust 4 and, the later one, logic 3
    assert grpo[ids["rated"]]["syler"] == {"correctness": 3.0, "logic": 3.0, "explainability": 3.0, "trust": 4.0}
    assert grpo[ids["kept"]]["legit"]["final_order"] == 0.0
    assert grpo[ids["lapsed"]]["legit"]["final_order"] == 2.5  # the raters' median on version 2
    listed = {(d["rubric"], d["unit"], d["item"]): d["adjudicated"]
              for d in dispute_report(engine, include_adjudicated=True)}
    assert listed[("pairwise", f"pair:{ids['brief']}-{ids['full']}", "preference")] == 1.0
    assert listed[("legit", f"output:{ids['lapsed']}", "final_order")] is None


def test_the_column_goes_and_the_mended_units_stay_on_downgrade(old_store):
    engine, ids = old_store
    init_db(engine)
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, BEFORE)
        units = set(connection.execute(sa_select(DECIDED.unit)).scalars())
    assert f"pair:{ids['brief']}-{ids['full']}" in units and f"output:{ids['rated']}" in units
    init_db(engine)
    with Session(engine) as session:
        assert session.exec(select(Adjudication.issue_tree_version).where(
            Adjudication.unit == f"output:{ids['kept']}")).one() == 1
