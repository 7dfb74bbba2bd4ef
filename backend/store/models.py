"""Stored outputs. Every answer keeps what produced it, so lawyers can rate it and operators retrain."""

from __future__ import annotations

from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from sqlalchemy import JSON, Column
from sqlmodel import Field, SQLModel


class Task(StrEnum):
    ask = "ask"
    sentencing = "sentencing"
    compensation = "compensation"


def utc_now() -> datetime:
    return datetime.now(UTC)


class OutputRecord(SQLModel, table=True):
    __tablename__ = "outputs"

    id: int | None = Field(default=None, primary_key=True)
    task: Task = Field(index=True)
    input: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    model_id: str
    adapter_id: str | None = None
    prompt: str = ""
    sources: list[dict[str, Any]] = Field(default_factory=list, sa_column=Column(JSON, nullable=False))
    raw_text: str = ""
    parsed: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    format_ok: bool = True
    timings: dict[str, float] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utc_now, index=True)
