"""Corpus tables. One store for statutes, regulations, interpretations, guidelines, cases and books."""

from __future__ import annotations

from enum import StrEnum

from sqlmodel import Field, SQLModel


class SourceKind(StrEnum):
    statute = "statute"
    regulation = "regulation"
    judicial_interpretation = "judicial_interpretation"
    guideline = "guideline"
    case = "case"
    book = "book"


IN_FORCE = "现行有效"
# "已被修改": amended by later amendments (the Criminal Law is stored so) but in force
IN_FORCE_STATUSES = frozenset({IN_FORCE, "已被修改"})


class Law(SQLModel, table=True):
    __tablename__ = "laws"

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(index=True)
    source: SourceKind = Field(default=SourceKind.statute, index=True)
    level: str | None = None
    department: str | None = None
    issuing_body: str | None = None
    publish_date: str | None = None
    effective_date: str | None = None
    status: str = IN_FORCE
    origin: str = ""  # which importer and file it came from
    external_id: str | None = Field(default=None, index=True)

    @property
    def in_force(self) -> bool:
        return self.status in IN_FORCE_STATUSES


class Article(SQLModel, table=True):
    __tablename__ = "articles"

    id: int | None = Field(default=None, primary_key=True)
    law_id: int = Field(foreign_key="laws.id", index=True)
    chapter: str | None = None
    section: str | None = None
    number: int | None = Field(default=None, index=True)  # 47 for 第四十七条; None for unnumbered text
    number_text: str = ""  # as written: "第四十七条"
    text: str
