"""Users and API tokens; annotation (assignments, ratings, preferences, corrections, issue trees,
adjudications) and export snapshots.

Revision ID: 0002_users_annotation
Revises: 0001_foundation
Create Date: 2025-01-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002_users_annotation"
down_revision = "0001_foundation"
branch_labels = None
depends_on = None

ROLE = sa.Enum("user", "annotator", "operator", name="role")
TOKEN_KIND = sa.Enum("session", "api", name="tokenkind")


def _timestamps(*names: str, nullable: bool = False) -> list[sa.Column]:
    return [sa.Column(name, sa.DateTime(timezone=True), nullable=nullable) for name in names]


def upgrade() -> None:
    op.create_table(
        "users",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("username", sa.String(), nullable=False),
        sa.Column("password_hash", sa.String(), nullable=False),
        sa.Column("role", ROLE, nullable=False),
        sa.Column("active", sa.Boolean(), nullable=False),
        *_timestamps("created_at"),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_users_username", "users", ["username"], unique=True)

    op.create_table(
        "api_tokens",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("kind", TOKEN_KIND, nullable=False),
        sa.Column("token_hash", sa.String(), nullable=False),
        sa.Column("prefix", sa.String(), nullable=False),
        *_timestamps("created_at"),
        *_timestamps("expires_at", "revoked_at", nullable=True),
        sa.ForeignKeyConstraint(["user_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_api_tokens_token_hash", "api_tokens", ["token_hash"], unique=True)
    op.create_index("ix_api_tokens_user_id", "api_tokens", ["user_id"])

    op.create_table(
        "annotation_assignments",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("output_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=False),
        sa.Column("rubric", sa.String(), nullable=False),
        *_timestamps("created_at"),
        *_timestamps("done_at", nullable=True),
        sa.ForeignKeyConstraint(["annotator_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["output_id"], ["outputs.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("output_id", "annotator_id", "rubric"),
    )
    for column in ("annotator_id", "output_id", "rubric"):
        op.create_index(f"ix_annotation_assignments_{column}", "annotation_assignments", [column])

    op.create_table(
        "annotation_ratings",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("output_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=False),
        sa.Column("rubric", sa.String(), nullable=False),
        sa.Column("values", sa.JSON(), nullable=False),
        sa.Column("items", sa.JSON(), nullable=False),
        sa.Column("comment", sa.Text(), nullable=False),
        sa.Column("issue_tree_version", sa.Integer(), nullable=True),
        sa.Column("revision", sa.Integer(), nullable=False),
        *_timestamps("created_at", "updated_at"),
        sa.ForeignKeyConstraint(["annotator_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["output_id"], ["outputs.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("output_id", "annotator_id", "rubric"),
    )
    for column in ("annotator_id", "output_id", "rubric"):
        op.create_index(f"ix_annotation_ratings_{column}", "annotation_ratings", [column])

    op.create_table(
        "annotation_preferences",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("output_a_id", sa.Integer(), nullable=False),
        sa.Column("output_b_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=False),
        sa.Column("choice", sa.String(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        *_timestamps("created_at", "updated_at"),
        sa.ForeignKeyConstraint(["annotator_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["output_a_id"], ["outputs.id"]),
        sa.ForeignKeyConstraint(["output_b_id"], ["outputs.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("output_a_id", "output_b_id", "annotator_id"),
    )
    for column in ("annotator_id", "output_a_id", "output_b_id"):
        op.create_index(f"ix_annotation_preferences_{column}", "annotation_preferences", [column])

    op.create_table(
        "annotation_corrections",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("output_id", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False),
        sa.Column("articles", sa.JSON(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        *_timestamps("created_at", "updated_at"),
        sa.ForeignKeyConstraint(["annotator_id"], ["users.id"]),
        sa.ForeignKeyConstraint(["output_id"], ["outputs.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("output_id", "annotator_id"),
    )
    for column in ("annotator_id", "output_id"):
        op.create_index(f"ix_annotation_corrections_{column}", "annotation_corrections", [column])

    op.create_table(
        "annotation_issue_trees",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task", sa.String(), nullable=False),
        sa.Column("input_key", sa.String(), nullable=False),
        sa.Column("issues", sa.JSON(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("updated_by", sa.Integer(), nullable=False),
        *_timestamps("updated_at"),
        sa.ForeignKeyConstraint(["updated_by"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("task", "input_key"),
    )
    op.create_index("ix_annotation_issue_trees_input_key", "annotation_issue_trees", ["input_key"])

    op.create_table(
        "annotation_adjudications",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("rubric", sa.String(), nullable=False),
        sa.Column("unit", sa.String(), nullable=False),
        sa.Column("item", sa.String(), nullable=False),
        sa.Column("value", sa.Float(), nullable=False),
        sa.Column("operator_id", sa.Integer(), nullable=False),
        sa.Column("note", sa.Text(), nullable=False),
        *_timestamps("created_at"),
        sa.ForeignKeyConstraint(["operator_id"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
        sa.UniqueConstraint("rubric", "unit", "item"),
    )
    op.create_index("ix_annotation_adjudications_rubric", "annotation_adjudications", ["rubric"])
    op.create_index("ix_annotation_adjudications_unit", "annotation_adjudications", ["unit"])

    op.create_table(
        "export_snapshots",
        sa.Column("id", sa.String(), nullable=False),
        *_timestamps("created_at"),
        sa.Column("created_by", sa.Integer(), nullable=True),
        sa.Column("counts", sa.JSON(), nullable=False),
        sa.Column("path", sa.String(), nullable=False),
        sa.Column("content_sha256", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(["created_by"], ["users.id"]),
        sa.PrimaryKeyConstraint("id"),
    )


def downgrade() -> None:
    for table in ("export_snapshots", "annotation_adjudications", "annotation_issue_trees",
                  "annotation_corrections", "annotation_preferences", "annotation_ratings",
                  "annotation_assignments", "api_tokens", "users"):
        op.drop_table(table)
    TOKEN_KIND.drop(op.get_bind(), checkfirst=True)
    ROLE.drop(op.get_bind(), checkfirst=True)
