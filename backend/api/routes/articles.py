from __future__ import annotations

from fastapi import APIRouter, HTTPException

from backend.api.deps import ServicesDep
from backend.corpus.numerals import parse_article
from backend.retrieval.service import CitationStatus

router = APIRouter(prefix="/api", tags=["retrieval"])


@router.get("/articles/{law}/{number}")
def get_article(services: ServicesDep, law: str, number: str) -> dict:
    """One article by law name (full or short) and number (47, 四十七, 第四十七条; 133之一 or 第一百三十三条之一)."""
    try:
        article, sub = parse_article(number)
    except ValueError:
        raise HTTPException(422, f"article number {number!r} is not a number (use 47, 四十七 or 133之一)") from None
    look = services.retriever.lookup(law, article, sub)
    if look.unit is None:
        raise HTTPException(404, f"《{look.law}》{look.label} is not in the corpus")
    unit = look.unit
    return {
        "law": unit.law, "article": unit.number, "number_text": unit.number_text, "chapter": unit.chapter,
        "text": unit.text, "source": unit.source.value, "status": look.status.value,
        "in_force": look.status is CitationStatus.verified,
    }
