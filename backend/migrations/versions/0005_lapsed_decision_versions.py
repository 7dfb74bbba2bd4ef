"""LEGIT decisions that 0004 left without an issue-tree version get the version they settled where the rows pin it.

Revision ID: 0005_lapsed_decision_versions
Revises: 0004_adjudication_tree_version
Create Date: 2026-11-24

0004 gave a decision stored before decisions recorded a tree version the tree's current version when it was made at or
after the tree's last save, and left the others NULL: made on an earlier version, it is stale either way, but which
version it settled is shown to operators (the disputes' "lapsed") and should be told where it can be. Tree versions
only grow, one per saved change, so at the moment of the decision the tree's version was
  - at most the current version less one (it was saved, changed, after the decision), and at most the version of any
    rating of that output and rubric last saved at or after the decision;
  - at least 1, and at least the version of any such rating last saved at or before the decision.
Where the two bounds meet (a tree now at version 2 always does), that is the version recorded. Elsewhere the version
stays NULL, read as an earlier tree that is not known (annotation.service._on_another_version): stale, as before.
Nothing is read differently: every version filled here is an earlier one, and an earlier version is stale.
"""

from __future__ import annotations

import logging
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

revision = "0005_lapsed_decision_versions"
down_revision = "0004_adjudication_tree_version"
branch_labels = None
depends_on = None

log = logging.getLogger(__name__)

ADJUDICATIONS = sa.table("annotation_adjudications", sa.column("id", sa.Integer()), sa.column("rubric", sa.String()),
                         sa.column("unit", sa.String()), sa.column("created_at", sa.DateTime(timezone=True)),
                         sa.column("issue_tree_version", sa.Integer()))
RATINGS = sa.table("annotation_ratings", sa.column("output_id", sa.Integer()), sa.column("rubric", sa.String()),
                   sa.column("issue_tree_version", sa.Integer()), sa.column("updated_at", sa.DateTime(timezone=True)))
OUTPUTS = sa.table("outputs", sa.column("id", sa.Integer()), sa.column("task", sa.String()),
                   sa.column("input", sa.JSON()))
ISSUE_TREES = sa.table("annotation_issue_trees", sa.column("task", sa.String()), sa.column("input_key", sa.String()),
                       sa.column("version", sa.Integer()), sa.column("updated_at", sa.DateTime(timezone=True)))


def upgrade() -> None:
    from annotation.service import input_key, issue_tree_rubrics

    connection = op.get_bind()
    unversioned = defaultdict(list)  # output id -> its LEGIT decisions without a version
    for decision in connection.execute(
            sa.select(ADJUDICATIONS.c.id, ADJUDICATIONS.c.rubric, ADJUDICATIONS.c.unit, ADJUDICATIONS.c.created_at)
            .where(ADJUDICATIONS.c.rubric.in_(issue_tree_rubrics()), ADJUDICATIONS.c.issue_tree_version.is_(None))):
        kind, _, number = decision.unit.partition(":")
        if kind == "output" and number.isdigit():  # 0004 wrote every readable unit so
            unversioned[int(number)].append(decision)
    if not unversioned:
        return
    trees = {(row.task, row.input_key): row for row in connection.execute(sa.select(ISSUE_TREES))}
    marks = defaultdict(list)  # (output id, rubric) -> (version, last saved) of its ratings
    for rating in connection.execute(sa.select(RATINGS).where(RATINGS.c.output_id.in_(list(unversioned)),
                                                              RATINGS.c.issue_tree_version.is_not(None))):
        marks[rating.output_id, rating.rubric].append((rating.issue_tree_version, rating.updated_at))
    for record in connection.execute(sa.select(OUTPUTS).where(OUTPUTS.c.id.in_(list(unversioned)))):
        tree = trees.get((record.task, input_key(record.task, record.input)))
        if tree is None:
            continue  # no tree, no version: nothing to settle against
        for decision in unversioned[record.id]:
            version = _version_when_made(decision.created_at, tree, marks[record.id, decision.rubric])
            if version is None:
                log.info("adjudication %s: the issue-tree version it settled is not known; it stays stale",
                         decision.id)
                continue
            connection.execute(sa.update(ADJUDICATIONS).where(ADJUDICATIONS.c.id == decision.id)
                               .values(issue_tree_version=version))


def _version_when_made(made_at, tree, marks: list[tuple[int, object]]) -> int | None:
    """The version the tree had when a decision was made, where the bounds (see above) meet; else None."""
    highest = tree.version if made_at >= tree.updated_at else tree.version - 1
    lowest = 1
    for version, saved_at in marks:
        if saved_at <= made_at:
            lowest = max(lowest, version)
        if saved_at >= made_at:
            highest = min(highest, version)
    return lowest if lowest == highest else None


def downgrade() -> None:
    # the versions filled are true of the rows; 0004's downgrade drops the column
    pass
