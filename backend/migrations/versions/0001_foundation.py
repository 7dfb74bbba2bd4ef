"""Foundation: the corpus (laws, articles) and the store of produced outputs.

Revision ID: 0001_foundation
Revises:
Create Date: 2025-01-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001_foundation"
down_revision = None
branch_labels = None
depends_on = None

SOURCE_KIND = sa.Enum("statute", "regulation", "judicial_interpretation", "guideline", "case", "book",
                      name="sourcekind")
TASK = sa.Enum("ask", "sentencing", "compensation", name="task")


def upgrade() -> None:
    op.create_table(
        "laws",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(), nullable=False),
        sa.Column("source", SOURCE_KIND, nullable=False),
        sa.Column("level", sa.String(), nullable=True),
        sa.Column("department", sa.String(), nullable=True),
        sa.Column("issuing_body", sa.String(), nullable=True),
        sa.Column("publish_date", sa.String(), nullable=True),
        sa.Column("effective_date", sa.String(), nullable=True),
        sa.Column("status", sa.String(), nullable=False),
        sa.Column("origin", sa.String(), nullable=False),
        sa.Column("external_id", sa.String(), nullable=True),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_laws_external_id", "laws", ["external_id"])
    op.create_index("ix_laws_name", "laws", ["name"])
    op.create_index("ix_laws_source", "laws", ["source"])

    op.create_table(
        "articles",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("law_id", sa.Integer(), nullable=False),
        sa.Column("chapter", sa.String(), nullable=True),
        sa.Column("section", sa.String(), nullable=True),
        sa.Column("number", sa.Integer(), nullable=True),
        sa.Column("number_text", sa.String(), nullable=False),
        sa.Column("text", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(["law_id"], ["laws.id"]),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_articles_law_id", "articles", ["law_id"])
    op.create_index("ix_articles_number", "articles", ["number"])

    op.create_table(
        "outputs",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("task", TASK, nullable=False),
        sa.Column("input", sa.JSON(), nullable=False),
        sa.Column("model_id", sa.String(), nullable=False),
        sa.Column("adapter_id", sa.String(), nullable=True),
        sa.Column("prompt", sa.String(), nullable=False),
        sa.Column("sources", sa.JSON(), nullable=False),
        sa.Column("raw_text", sa.String(), nullable=False),
        sa.Column("parsed", sa.JSON(), nullable=False),
        sa.Column("format_ok", sa.Boolean(), nullable=False),
        sa.Column("timings", sa.JSON(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("id"),
    )
    op.create_index("ix_outputs_created_at", "outputs", ["created_at"])
    op.create_index("ix_outputs_task", "outputs", ["task"])


def downgrade() -> None:
    op.drop_table("outputs")
    op.drop_table("articles")
    op.drop_table("laws")
    TASK.drop(op.get_bind(), checkfirst=True)  # PostgreSQL keeps enum types after their table
    SOURCE_KIND.drop(op.get_bind(), checkfirst=True)
