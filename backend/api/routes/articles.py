from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Path

from backend.api.deps import ServicesDep
from backend.corpus.numerals import parse_article
from backend.retrieval.service import CitationStatus

router = APIRouter(prefix="/api", tags=["retrieval"])


@router.get("/articles/{law}/{number}")
def get_article(services: ServicesDep, law: Annotated[str, Path(max_length=200)], number: str) -> dict:
    """One article by law name (full, short or abbreviated: 消保法) and number (47, 四十七, 第四十七条; 133之一 or
    第一百三十三条之一).

    `status` as the citation check gives it: verified (in force today), not_yet_in_force (only a version that
    takes effect later has it: `in_force_from` is that day), not_in_force (a superseded version) or repealed (the
    law in force deleted the article, its text only '（删去）': `repealed_by` names the deleting article). While a new
    version is pending, a verified article carries `upcoming`: the new version's article of the same number and its
    day (a revision may renumber: it need not be the same provision; `note` says so).
    A law that a law in force repealed is a 410 naming the repealing article.
    """
    # a law name is at most 200 characters (the longest in the corpus has 59): a pasted page is a request check, and
    # a blank one is not looked up as the law '《 》'
    if not law.strip():
        raise HTTPException(422, "the law name is empty: write it in full, short or abbreviated (民法典, 消保法)")
    try:
        article, sub = parse_article(number)
    except ValueError:
        raise HTTPException(
            422, f"article number {number!r} is not a number (use 47, 四十七 or 133之一; inserted articles start at 之一)"
        ) from None
    look = services.retriever.lookup(law, article, sub)
    if look.unit is None:
        if look.repealed_by:
            raise HTTPException(410, f"《{look.law}》 was repealed by {look.repealed_by}: {look.label} is not in force")
        raise HTTPException(404, f"《{look.law}》{look.label} is not in the corpus")
    unit = look.unit
    body = {
        "law": unit.law, "article": unit.number, "number_text": unit.number_text, "chapter": unit.chapter,
        "text": unit.text, "source": unit.source.value, "status": look.status.value,
        "in_force": look.status is CitationStatus.verified,
    }
    if look.in_force_from:
        body["in_force_from"] = look.in_force_from
    if look.upcoming is not None:
        body["upcoming"] = {"in_force_from": look.upcoming_from, "number_text": look.upcoming.number_text,
                            "text": look.upcoming.text,
                            "note": "the new version's article of the same number; a revision may renumber, so it "
                                    "need not be the same provision · 新版本同一条号的条文，修订可能调整条序"}
    return body
