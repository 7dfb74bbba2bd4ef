from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter
from pydantic import Field

from backend.api.deps import ServicesDep
from backend.api.fields import RequestBody, non_blank
from backend.pipelines.citations import verify_citations

router = APIRouter(prefix="/api", tags=["retrieval"])


class VerifyRequest(RequestBody):
    # blank like empty: '   ' answered 200 with no citations, "" a 422
    text: Annotated[str, Field(max_length=100_000), non_blank()]


@router.post("/citations/verify")
def verify(services: ServicesDep, body: VerifyRequest) -> dict:
    """Each 《law》第N条 in the text (abbreviated names such as 《消保法》 too): verified (in force today),
    not_yet_in_force (only a version that takes effect later has it), not_in_force or not_found."""
    return {"citations": verify_citations(services.retriever, body.text)}
