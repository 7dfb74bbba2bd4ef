"""Every 《…》第N条 in an output is checked against the corpus before it is shown."""

from __future__ import annotations

import re

from backend.retrieval.service import Lookup, Retriever

# between an article's name and its quoted text: '《刑法》第十五条：…', '第十五条规定：“…'
_BEFORE_QUOTE = re.compile(r"\s*(?:规定)?\s*[：:]?\s*[“\"「]?")
# a shorter common start is a coincidence ('本法…'), not a quotation
MIN_QUOTED = 8


def verify_citations(retriever: Retriever, text: str) -> list[dict]:
    """[{"law", "article", "number_text", "status", "text", "repealed_by", "in_force_from"}] for each article the
    text cites, in order of appearance. `number_text` tells 第一百三十三条之一 (article 133, an inserted article)
    from 第一百三十三条.

    status: verified (exists, in force today), repealed (the law in force keeps the number but deleted the
    article: its text is only '（删去）'; `repealed_by` names the deleting article when the corpus has it),
    not_in_force (only a repealed or superseded version has it, or a law in force repealed the whole law:
    `repealed_by` names that article), not_yet_in_force (only a version that takes effect on `in_force_from` has
    it), not_found (no such law or article). `law` is the corpus name when the law is known.

    An article named inside the quoted text of a cited one (a premise quoting 刑法修正案（九）第十五条 quotes
    '将刑法第二百四十一条第六款修改为…') is that article's words, not a citation of the text's own.
    """
    citations = []
    quoted: tuple[int, int] = (0, 0)  # the last article text quoted after its name
    for ref in retriever.references(text):
        if quoted[0] <= ref.span[0] < quoted[1]:
            continue
        look = retriever.lookup(ref.law, ref.article, ref.sub)
        if look.unit is not None:
            quoted = _quotation(text, ref.span[1], look.unit.text) or quoted
        add_citation(citations, look)
    return citations


def add_citation(citations: list[dict], look: Lookup) -> None:
    """Appends the looked-up article to `citations` in verify_citations' shape, unless it is there already."""
    entry = {"law": look.law, "article": look.article, "number_text": look.label, "status": look.status.value,
             "text": look.unit.text if look.unit else None, "repealed_by": look.repealed_by,
             "in_force_from": look.in_force_from}
    if all((c["law"], c["number_text"]) != (entry["law"], entry["number_text"]) for c in citations):
        citations.append(entry)


def _quotation(text: str, after_name: int, article_text: str) -> tuple[int, int] | None:
    """Where the article's own text stands quoted right after its name in `text` (as far as it is word for word),
    or None when it is not quoted there."""
    start = _BEFORE_QUOTE.match(text, after_name).end()
    same = 0
    for written, own in zip(text[start:], article_text, strict=False):
        if written != own:
            break
        same += 1
    return (start, start + same) if same and same >= min(MIN_QUOTED, len(article_text)) else None
