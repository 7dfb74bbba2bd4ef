"""Adjudications record the issue-tree version they settled; decisions stored under a unit written otherwise than
exports read it are rewritten.

Revision ID: 0004_adjudication_tree_version
Revises: 0003_training_registry
Create Date: 2025-01-04

An operator's decision on a LEGIT item settles marks made on one version of its input's issue tree, and is stale
once the tree has another version, as those marks are (annotation.service.stale_judgements). A decision already
stored gets the version its tree had when it was made where the rows tell it: the tree's current version when it
was made at or after the tree's last save; else NULL (an older version; which one is recorded nowhere), which is
stale, as the rule by time read it before.

Before 7bcd170 a decision was stored under its unit as the operator typed it, and exports read it so: 'output:01'
was read by nothing, and 'pair:8-1' as output 8 against output 1 (value -1: output 8 is better). Each is rewritten
once as exports now read it: 'output:1', and 'pair:1-8' with the value's sign turned round. Where that leaves two
decisions on one rubric, unit and item, the later one stays (a decision made again replaces the earlier one). This
is done here rather than at each start: it runs once per database, in the transaction of the schema change.
"""

from __future__ import annotations

import logging
from collections import defaultdict

import sqlalchemy as sa
from alembic import op

revision = "0004_adjudication_tree_version"
down_revision = "0003_training_registry"
branch_labels = None
depends_on = None

log = logging.getLogger(__name__)

ADJUDICATIONS = sa.table("annotation_adjudications", sa.column("id", sa.Integer()), sa.column("rubric", sa.String()),
                         sa.column("unit", sa.String()), sa.column("item", sa.String()),
                         sa.column("value", sa.Float()), sa.column("created_at", sa.DateTime(timezone=True)),
                         sa.column("issue_tree_version", sa.Integer()))
OUTPUTS = sa.table("outputs", sa.column("id", sa.Integer()), sa.column("task", sa.String()),
                   sa.column("input", sa.JSON()))
ISSUE_TREES = sa.table("annotation_issue_trees", sa.column("task", sa.String()), sa.column("input_key", sa.String()),
                       sa.column("version", sa.Integer()), sa.column("updated_at", sa.DateTime(timezone=True)))


def upgrade() -> None:
    op.add_column("annotation_adjudications", sa.Column("issue_tree_version", sa.Integer(), nullable=True))
    connection = op.get_bind()
    _rewrite_units(connection)
    _record_tree_versions(connection)


def downgrade() -> None:
    # the rewritten units stay: the code of the earlier revisions reads them as meant
    with op.batch_alter_table("annotation_adjudications") as batch:
        batch.drop_column("issue_tree_version")


def _unit_as_exports_read_it(unit: str) -> tuple[str, bool] | None:
    """('output:1', False) for 'output:01'; ('pair:1-8', True) for 'pair:8-1', True: written B-first, so the value's
    sign turns round; None for a unit that names no output or pair."""
    kind, _, ids = unit.strip().partition(":")
    try:
        if kind == "output":
            return f"output:{int(ids)}", False
        if kind == "pair":
            first, second = (int(part) for part in ids.split("-"))
            if first != second:
                return f"pair:{min(first, second)}-{max(first, second)}", first > second
    except ValueError:
        pass
    return None


def _rewrite_units(connection: sa.Connection) -> None:
    rows = connection.execute(sa.select(ADJUDICATIONS.c.id, ADJUDICATIONS.c.rubric, ADJUDICATIONS.c.unit,
                                        ADJUDICATIONS.c.item, ADJUDICATIONS.c.value, ADJUDICATIONS.c.created_at))
    decisions = defaultdict(list)
    for row in rows:
        read = _unit_as_exports_read_it(row.unit)
        if read is None:
            log.warning("adjudication %s: unit %r names no output or pair; left as it is", row.id, row.unit)
            continue
        decisions[row.rubric, read[0], row.item].append((row, read[1]))
    for (_, unit, _), same in decisions.items():
        same.sort(key=lambda entry: (entry[0].created_at, entry[0].id))
        (kept, b_first), replaced = same[-1], [row.id for row, _ in same[:-1]]
        if replaced:
            connection.execute(sa.delete(ADJUDICATIONS).where(ADJUDICATIONS.c.id.in_(replaced)))
        if kept.unit != unit:
            value = 0.0 - kept.value if b_first else kept.value  # 0.0 - 0.0 keeps a tie 0.0, not -0.0
            connection.execute(sa.update(ADJUDICATIONS).where(ADJUDICATIONS.c.id == kept.id)
                               .values(unit=unit, value=value))


def _record_tree_versions(connection: sa.Connection) -> None:
    from annotation.service import input_key, issue_tree_rubrics

    trees = {(row.task, row.input_key): row for row in connection.execute(sa.select(ISSUE_TREES))}
    decisions = {}  # output id -> the decisions on its items
    for decision in connection.execute(sa.select(ADJUDICATIONS.c.id, ADJUDICATIONS.c.unit, ADJUDICATIONS.c.created_at)
                                       .where(ADJUDICATIONS.c.rubric.in_(issue_tree_rubrics()))):
        read = _unit_as_exports_read_it(decision.unit)
        if read is not None and read[0] == decision.unit and decision.unit.startswith("output:"):
            decisions.setdefault(int(decision.unit.removeprefix("output:")), []).append(decision)
    outputs = connection.execute(sa.select(OUTPUTS).where(OUTPUTS.c.id.in_(list(decisions))))
    for record in outputs:
        tree = trees.get((record.task, input_key(record.task, record.input)))
        for decision in decisions[record.id]:
            if tree is not None and decision.created_at >= tree.updated_at:
                connection.execute(sa.update(ADJUDICATIONS).where(ADJUDICATIONS.c.id == decision.id)
                                   .values(issue_tree_version=tree.version))
