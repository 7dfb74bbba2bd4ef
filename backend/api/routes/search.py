from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, HTTPException, Query

from backend.api.deps import ServicesDep
from backend.api.fields import check_length
from backend.corpus.models import SourceKind
from backend.pipelines.ask import ASK_IN_CHINESE
from backend.corpus.text import HAN

router = APIRouter(prefix="/api", tags=["retrieval"])


@router.get("/search")
def search(
    services: ServicesDep,
    q: Annotated[str, Query(min_length=1,
                            description="question or keywords, at most max_question_chars (4000) characters")],
    k: Annotated[int, Query(ge=1, le=100)] = 10,
    source: Annotated[SourceKind | None, Query(description="the source to search (default statute); "
                                                           "not with route=true")] = None,
    route: Annotated[bool, Query(description="choose the source from a <statute>/<guideline>/… tag in q, "
                                             "or with the learned router; k results per chosen source")] = False,
) -> dict:
    if not q.strip():
        raise HTTPException(status_code=422, detail="'q' is empty: write a question or keywords")
    check_length(q, services.settings.max_question_chars, "q")
    notes = [] if HAN.search(q) else [ASK_IN_CHINESE]  # an empty or chance list would read as "nothing matched"
    if route:
        if source is not None:
            raise HTTPException(status_code=422, detail="give either route=true (the source chosen for you) or "
                                                        "source, not both")
        try:
            routed = services.retriever.route(q)
        except ValueError as exc:  # an unknown <tag>
            raise HTTPException(status_code=422, detail=str(exc)) from exc
        if not routed.query.strip():
            raise HTTPException(status_code=422, detail="'q' holds only a source tag: write a question or "
                                                        "keywords after it")
        if routed.how == "tag-fallback":
            notes.append("the corpus holds no documents of the tagged source: the statutes were searched instead")
        hits = services.retriever.search_routed(q, k_per_source=k)
        answer = {"query": routed.query, "route": {"sources": [s.value for s in routed.sources], "how": routed.how},
                  "hits": [h.as_dict() for h in hits]}
    else:
        source = source or SourceKind.statute
        hits = services.retriever.search(q, k=k, source=source)
        answer = {"query": q, "source": source.value, "route": {"sources": [source.value], "how": "explicit"},
                  "hits": [h.as_dict() for h in hits]}
        if source.value not in services.retriever.sources():
            notes.append(f"the corpus holds no {source.value} documents: an operator imports them with "
                         "`lexloop import-corpus --lawrefbook DIR` or `--jsonl FILE`")
    if notes:
        answer["note"] = " ".join(notes)
    return answer
