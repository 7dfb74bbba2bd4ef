"""LEGIT decisions still without an issue-tree version get it where the marks of the other outputs of their input pin it.

Revision ID: 0006_shared_tree_versions
Revises: 0005_lapsed_decision_versions
Create Date: 2026-11-24

0005 bounded the version a decision stored without one settled by the marks of its own output under its own rubric.
An issue tree belongs to an input, not to an output: every answer to the same question is marked on the same tree,
so a mark of any of them, under any issue-tree rubric, tells the tree's version when it was saved just as well
(annotation.service.tree_version_bounds). Where those bounds meet, the version is recorded now, once: the disputes
list would read the same bounds from the rows (annotation.service.lapsed_tree_versions), but a mark marked again
later no longer tells the earlier version, so what the rows pin today is kept. Elsewhere it stays NULL and the
disputes list shows the versions it can have been. Nothing is read differently: each version filled is an earlier
one (the decision was made before the tree's last save), and an earlier version is stale, as NULL is.
"""

from __future__ import annotations

import logging
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

revision = "0006_shared_tree_versions"
down_revision = "0005_lapsed_decision_versions"
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
    from annotation.service import input_key, issue_tree_rubrics, tree_version_bounds

    connection = op.get_bind()
    rubrics = issue_tree_rubrics()
    unversioned = defaultdict(list)  # output id -> its LEGIT decisions without a version
    for decision in connection.execute(
            sa.select(ADJUDICATIONS.c.id, ADJUDICATIONS.c.unit, ADJUDICATIONS.c.created_at)
            .where(ADJUDICATIONS.c.rubric.in_(rubrics), ADJUDICATIONS.c.issue_tree_version.is_(None))):
        kind, _, number = decision.unit.partition(":")
        if kind == "output" and number.isdigit():  # 0004 wrote every readable unit so
            unversioned[int(number)].append(decision)
    if not unversioned:
        return
    trees = {(row.task, row.input_key): row for row in connection.execute(sa.select(ISSUE_TREES))}
    marks = defaultdict(list)  # (task, input key) -> (version, last saved) of every mark on that input's tree
    for rating in connection.execute(
            sa.select(RATINGS.c.issue_tree_version, RATINGS.c.updated_at, OUTPUTS.c.task, OUTPUTS.c.input)
            .join(OUTPUTS, OUTPUTS.c.id == RATINGS.c.output_id)
            .where(RATINGS.c.rubric.in_(rubrics), RATINGS.c.issue_tree_version.is_not(None))):
        marks[rating.task, input_key(rating.task, rating.input)].append((rating.issue_tree_version, rating.updated_at))
    for record in connection.execute(sa.select(OUTPUTS).where(OUTPUTS.c.id.in_(list(unversioned)))):
        key = (record.task, input_key(record.task, record.input))
        tree = trees.get(key)
        if tree is None:
            continue  # no tree, no version: nothing to settle against
        for decision in unversioned[record.id]:
            versions = tree_version_bounds(decision.created_at, tree, marks[key])
            if versions is None or versions[0] != versions[1]:
                log.info("adjudication %s: the issue-tree version it settled is one of %s; it stays unrecorded",
                         decision.id, versions)
                continue
            connection.execute(sa.update(ADJUDICATIONS).where(ADJUDICATIONS.c.id == decision.id)
                               .values(issue_tree_version=versions[0]))


def downgrade() -> None:
    # the versions filled are true of the rows; 0004's downgrade drops the column
    pass
