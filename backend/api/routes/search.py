from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from backend.api.deps import ServicesDep
from backend.corpus.models import SourceKind

router = APIRouter(prefix="/api", tags=["retrieval"])


@router.get("/search")
def search(
    services: ServicesDep,
    q: Annotated[str, Query(min_length=1, max_length=4000, description="question or keywords")],
    k: Annotated[int, Query(ge=1, le=100)] = 10,
    source: SourceKind = SourceKind.statute,
) -> dict:
    hits = services.retriever.search(q, k=k, source=source)
    return {"query": q, "source": source.value, "hits": [h.as_dict() for h in hits]}
