"""Training registry: training runs and the history of adapter promotions.

Revision ID: 0003_training_registry
Revises: 0002_users_annotation
Create Date: 2025-01-03

training.registry.Registry used to create these two tables itself; a database where it did keeps them
(same schema) and only gets the revision recorded.
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003_training_registry"
down_revision = "0002_users_annotation"
branch_labels = None
depends_on = None


def upgrade() -> None:
    existing = set(sa.inspect(op.get_bind()).get_table_names())
    if "training_runs" not in existing:
        op.create_table(
            "training_runs",
            sa.Column("id", sa.String(), nullable=False),
            sa.Column("recipe_name", sa.String(), nullable=False),
            sa.Column("trainer", sa.String(), nullable=False),
            sa.Column("recipe", sa.JSON(), nullable=False),
            sa.Column("snapshot_id", sa.String(), nullable=True),
            sa.Column("status", sa.String(), nullable=False),
            sa.Column("run_dir", sa.String(), nullable=False),
            sa.Column("metrics", sa.JSON(), nullable=False),
            sa.Column("error", sa.String(), nullable=True),
            sa.Column("pid", sa.Integer(), nullable=True),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
            sa.PrimaryKeyConstraint("id"),
        )
        for column in ("created_at", "status", "trainer"):
            op.create_index(f"ix_training_runs_{column}", "training_runs", [column])
    if "adapter_promotions" not in existing:
        op.create_table(
            "adapter_promotions",
            sa.Column("id", sa.Integer(), nullable=False),
            sa.Column("run_id", sa.String(), nullable=True),
            sa.Column("previous_id", sa.Integer(), nullable=True),
            sa.Column("action", sa.String(), nullable=False),
            sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
            sa.PrimaryKeyConstraint("id"),
        )


def downgrade() -> None:
    op.drop_table("adapter_promotions")
    op.drop_table("training_runs")
