"""A LEGIT decision stored before decisions recorded their issue-tree version, whose tree has moved on two or more
versions since, has no version migration 0005 could pin from its own output's marks. Its tree is its input's, shared
by every answer to the same question, so their marks tell the tree's version too: the upgrade to 0006 records the
version where those marks pin it, and the disputes list shows, for one still unrecorded, which versions it can have
settled (read from the rows as they are), rather than nothing."""

from __future__ import annotations

from datetime import timedelta

from alembic import command
from annotation_support import add_output
from sqlalchemy import update
from sqlmodel import Session, select

from annotation.models import Adjudication, IssueTree, Rating
from annotation.service import dispute_report, input_key, save_issue_tree, submit_rating
from app.pages.annotate import dispute_rows
from backend.auth.models import Role
from backend.auth.service import create_user
from backend.db import init_db, make_engine
from backend.migrations import alembic_config
from backend.store.models import OutputRecord

ISSUES = [{"id": str(n), "title": title, "arguments": [], "conclusion": conclusion} for n, title, conclusion in (
    (1, "公司单方调岗降薪是否合法", "未经协商不合法"),
    (2, "劳动者能否据此解除合同", "可以解除"),
    (3, "能否主张经济补偿", "可以主张"),
)]
TREES = [ISSUES[:1], ISSUES[:2], ISSUES]
HOUR = timedelta(hours=1)
OPEN_WORDS = "1 on issue tree version 1 or 2 (not recorded) · 争点树第1至2版之一（未记录具体版本） · 主文一致"


def _marks(version: int, final: bool) -> dict:
    return {"final_order_correct": final,
            "marks": {issue["id"]: {"covered": True, "correct": True} for issue in TREES[version - 1]}}


def _tree(engine, output: int) -> IssueTree:
    with Session(engine) as session:
        record = session.get(OutputRecord, output)
        return session.exec(select(IssueTree).where(IssueTree.input_key == input_key("ask", record.input))).one()


def _decisions_before_the_last_save(engine, alice: int, bob: int, carol: int, olga: int) -> tuple[int, int]:
    """Two inputs whose trees reached version 3, with alice and bob apart on it, and a decision stored without a
    version an hour before each tree's last save. Of the second input carol marked another answer on version 2 two
    hours before that save: the decision came after her mark, so it was made on version 2."""
    open_case = add_output(engine, "公司把我从经理调成保安，工资减半，我能辞职要补偿吗？")
    pinned = add_output(engine, "没协商就把我调到外地并降薪，我辞职能拿补偿吗？")
    sibling = add_output(engine, "没协商就把我调到外地并降薪，我辞职能拿补偿吗？", model_id="other-model")
    for output in (open_case, pinned):
        for version in (1, 2):
            save_issue_tree(engine, alice, output, TREES[version - 1], base_version=version - 1)
        if output == pinned:
            submit_rating(engine, carol, sibling, "legit", _marks(2, True))
        save_issue_tree(engine, alice, output, TREES[2], base_version=2)
        for who, final in ((alice, True), (bob, False)):
            submit_rating(engine, who, output, "legit", _marks(3, final))
    saved = {output: _tree(engine, output).updated_at for output in (open_case, pinned)}
    with engine.begin() as connection:
        connection.execute(update(Rating.__table__).where(Rating.__table__.c.annotator_id == carol)
                           .values(updated_at=saved[pinned] - 2 * HOUR))
    with Session(engine) as session:
        for output in (open_case, pinned):
            session.add(Adjudication(rubric="legit", unit=f"output:{output}", item="final_order", value=1.0,
                                     operator_id=olga, note="主文一致", issue_tree_version=None,
                                     created_at=saved[output] - HOUR))
        session.commit()
    return open_case, pinned


def _lapsed(engine) -> dict[str, tuple]:
    return {d["unit"]: (d["lapsed"]["issue_tree_version"], d["lapsed"]["issue_tree_versions"])
            for d in dispute_report(engine, "legit") if d["item"] == "final_order"}


def _shown(engine) -> dict[str, str]:
    return {row[1]: row[5] for row in dispute_rows(dispute_report(engine, "legit")) if row[2] == "final_order"}


def test_an_unrecorded_decision_shows_the_versions_the_rows_allow(engine, people):
    open_case, pinned = _decisions_before_the_last_save(engine, *(people.ids[name] for name in
                                                                  ("alice", "bob", "carol", "olga")))
    assert _lapsed(engine) == {f"output:{open_case}": (None, {"from": 1, "to": 2}),  # before version 3: 1 or 2
                               f"output:{pinned}": (None, {"from": 2, "to": 2})}  # after carol's mark on 2
    assert _shown(engine) == {
        f"output:{open_case}": OPEN_WORDS,
        f"output:{pinned}": "1 on issue tree version 2 (read from the marks, not recorded) · 争点树第2版（据标注推定） · 主文一致",
    }


def test_the_upgrade_records_a_version_the_marks_of_other_answers_pin(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0005_lapsed_decision_versions")
    people = [create_user(engine, name, f"{name}-long-password", role).id for name, role in (
        ("alice", Role.annotator), ("bob", Role.annotator), ("carol", Role.annotator), ("olga", Role.operator))]
    open_case, pinned = _decisions_before_the_last_save(engine, *people)
    init_db(engine)  # 0005 to head
    assert _lapsed(engine) == {f"output:{open_case}": (None, {"from": 1, "to": 2}),
                               f"output:{pinned}": (2, {"from": 2, "to": 2})}
    assert _shown(engine) == {f"output:{open_case}": OPEN_WORDS,
                              f"output:{pinned}": "1 on issue tree version 2 · 主文一致"}
