from __future__ import annotations

from fastapi import APIRouter, HTTPException

from backend.api.deps import ServicesDep
from backend.corpus.numerals import chinese_to_int
from backend.retrieval.service import CitationStatus

router = APIRouter(prefix="/api", tags=["retrieval"])


@router.get("/articles/{law}/{number}")
def get_article(services: ServicesDep, law: str, number: str) -> dict:
    """One article by law name (full or short) and number (47, 四十七 or 第四十七条)."""
    try:
        article = chinese_to_int(number.removeprefix("第").removesuffix("条"))
    except ValueError:
        raise HTTPException(422, f"article number {number!r} is not a number (use 47 or 四十七)") from None
    look = services.retriever.lookup(law, article)
    if look.unit is None:
        raise HTTPException(404, f"《{look.law}》第{article}条 is not in the corpus")
    unit = look.unit
    return {
        "law": unit.law, "article": unit.number, "number_text": unit.number_text, "chapter": unit.chapter,
        "text": unit.text, "source": unit.source.value, "status": look.status.value,
        "in_force": look.status is CitationStatus.verified,
    }
