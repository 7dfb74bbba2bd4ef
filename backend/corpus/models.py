"""Corpus tables. One store for statutes, regulations, interpretations, guidelines, cases and books."""

from __future__ import annotations

import re
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


# an article whose whole text is a deletion mark: '（删去）', '(删除)', '[已删除]', '本条删去。', '已废止'. The
# national corpus keeps a deleted article's number so (刑法第一百九十九条, deleted by 刑法修正案（九）第十二条)
_DELETION_MARK = re.compile(r"[（(\[【〔]?\s*(?:本条)?\s*(?:已被|已|被)?\s*(?:删去|删除|废止)\s*[）)\]】〕]?\s*[。.]?")


def is_deletion_mark(text: str) -> bool:
    """True for an article that only says it was deleted: it is no law in force."""
    return bool(_DELETION_MARK.fullmatch(text.strip()))


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
