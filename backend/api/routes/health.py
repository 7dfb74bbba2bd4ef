from __future__ import annotations

from fastapi import APIRouter

from backend.api.deps import ServicesDep

router = APIRouter(prefix="/api", tags=["health"])


@router.get("/health")
def health(services: ServicesDep) -> dict:
    """Model, corpus size and index state. `status` is "degraded" while no model can answer."""
    retriever = services.retriever
    llm = services.llm
    return {
        "status": "ok" if llm is not None else "degraded",
        "model": {
            "backend": services.settings.llm_backend,
            "model_id": llm.model_id if llm else None,
            "adapter_id": llm.adapter_id if llm else None,
            "error": services.llm_error,
        },
        "corpus": {"articles": retriever.size, "sources": retriever.sources()},
        "index": {"state": "ready", "fingerprint": retriever.index.fingerprint},
    }
