"""Annotation tables: who was given what to rate, their ratings, preferences and corrections, the shared
LEGIT issue trees, operators' adjudications, and the export snapshots made from all of it."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, Text, UniqueConstraint
from sqlmodel import Field, SQLModel

from backend.store.models import utc_now


class Assignment(SQLModel, table=True):
    """An output handed to an annotator for one rubric; it keeps a place in the queue until rated or stale."""

    __tablename__ = "annotation_assignments"
    __table_args__ = (UniqueConstraint("output_id", "annotator_id", "rubric"),)

    id: int | None = Field(default=None, primary_key=True)
    output_id: int = Field(foreign_key="outputs.id", index=True)
    annotator_id: int = Field(foreign_key="users.id", index=True)
    rubric: str = Field(index=True)
    created_at: datetime = Field(default_factory=utc_now)
    done_at: datetime | None = None


class Rating(SQLModel, table=True):
    """One annotator's rating of one output under one rubric; rating again replaces it (revision + 1)."""

    __tablename__ = "annotation_ratings"
    __table_args__ = (UniqueConstraint("output_id", "annotator_id", "rubric"),)

    id: int | None = Field(default=None, primary_key=True)
    output_id: int = Field(foreign_key="outputs.id", index=True)
    annotator_id: int = Field(foreign_key="users.id", index=True)
    rubric: str = Field(index=True)
    values: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))  # as entered
    items: dict[str, float] = Field(sa_column=Column(JSON, nullable=False))  # the scores per rubric item
    comment: str = Field(default="", sa_column=Column(Text, nullable=False))
    issue_tree_version: int | None = None  # LEGIT: which version of the tree the marks refer to
    revision: int = 1
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)


class Preference(SQLModel, table=True):
    """Which of two outputs for the same input an annotator prefers; output_a_id < output_b_id."""

    __tablename__ = "annotation_preferences"
    __table_args__ = (UniqueConstraint("output_a_id", "output_b_id", "annotator_id"),)

    id: int | None = Field(default=None, primary_key=True)
    output_a_id: int = Field(foreign_key="outputs.id", index=True)
    output_b_id: int = Field(foreign_key="outputs.id", index=True)
    annotator_id: int = Field(foreign_key="users.id", index=True)
    choice: str  # "a", "b" or "tie"
    reason: str = Field(default="", sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)


class Correction(SQLModel, table=True):
    """An annotator's corrected answer and the statute articles the answer should have cited."""

    __tablename__ = "annotation_corrections"
    __table_args__ = (UniqueConstraint("output_id", "annotator_id"),)

    id: int | None = Field(default=None, primary_key=True)
    output_id: int = Field(foreign_key="outputs.id", index=True)
    annotator_id: int = Field(foreign_key="users.id", index=True)
    answer: str = Field(sa_column=Column(Text, nullable=False))
    articles: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    note: str = Field(default="", sa_column=Column(Text, nullable=False))
    created_at: datetime = Field(default_factory=utc_now)
    updated_at: datetime = Field(default_factory=utc_now)


class IssueTree(SQLModel, table=True):
    """The LEGIT issue tree of one input (task + input), shared by every output for it and every annotator."""

    __tablename__ = "annotation_issue_trees"
    __table_args__ = (UniqueConstraint("task", "input_key"),)

    id: int | None = Field(default=None, primary_key=True)
    task: str
    input_key: str = Field(index=True)  # SHA-256 of the canonical JSON of the input
    issues: list[dict[str, Any]] = Field(sa_column=Column(JSON, nullable=False))
    version: int = 1
    updated_by: int = Field(foreign_key="users.id")
    updated_at: datetime = Field(default_factory=utc_now)


class Adjudication(SQLModel, table=True):
    """An operator's final value for one disputed rubric item of one unit (an output, or a pair)."""

    __tablename__ = "annotation_adjudications"
    __table_args__ = (UniqueConstraint("rubric", "unit", "item"),)

    id: int | None = Field(default=None, primary_key=True)
    rubric: str = Field(index=True)
    unit: str = Field(index=True)  # "output:<id>" or "pair:<a>-<b>"
    item: str
    value: float
    operator_id: int = Field(foreign_key="users.id")
    note: str = Field(default="", sa_column=Column(Text, nullable=False))
    # issue-tree rubrics (LEGIT): the version of the tree whose marks the decision settled; None for other rubrics
    issue_tree_version: int | None = None
    created_at: datetime = Field(default_factory=utc_now)


class ExportSnapshot(SQLModel, table=True):
    """A versioned training-data export written under <data_dir>/exports/<id>/."""

    __tablename__ = "export_snapshots"

    id: str = Field(primary_key=True)
    created_at: datetime = Field(default_factory=utc_now)
    created_by: int | None = Field(default=None, foreign_key="users.id")
    counts: dict[str, int] = Field(sa_column=Column(JSON, nullable=False))
    path: str
    content_sha256: str
