from __future__ import annotations

import json
import time
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException
from pydantic import Field, field_validator

from backend.api.deps import ServicesDep
from backend.api.fields import RequestBody, non_blank
from backend.db import session_scope
from backend.sentencing import factor_catalog, predict_sentence
from backend.sentencing.batch import load_model, model_path, msr2_tools
from backend.sentencing.msr2 import render_rollout
from backend.sentencing.predict import MAX_FACT_CHARS
from backend.services import Services
from backend.store.models import OutputRecord, Task

router = APIRouter(prefix="/api", tags=["sentencing"])

ENGINE_ID = "lexloop-sentencing"


class SentenceRequest(RequestBody):
    fact: Annotated[
        str, Field(max_length=MAX_FACT_CHARS, description="the facts of the case"), non_blank()
    ]
    charge: str | None = Field(None, max_length=200,
                               description="the charge (several: separated by ;); detected when absent")
    province: str | None = Field(None, max_length=20,
                                 description="province whose amount thresholds apply; detected when absent")
    factors: dict[str, Any] | None = Field(
        None,
        max_length=100,
        description=(
            "corrections over the extracted factors: name -> value; null or false removes one. A plain name applies "
            "to every charge; 'charge:name' (e.g. '诈骗:amount') corrects that charge's own act alone (amounts, "
            "quantities, circumstances: the factor rows that carry a charge), and a charge the case is not sentenced "
            "for is a 422 naming the case's charges. The defendant's conduct and the recommendation are the whole "
            "case's and take no charge"
        ),
    )

    @field_validator("factors")
    @classmethod
    def _short_values(cls, factors: dict[str, Any] | None) -> dict[str, Any] | None:
        # an error message names the value it refuses: keep what can be echoed short (in Chinese, as this route
        # words its refusals: backend/api/errors.py)
        for name, value in (factors or {}).items():
            if len(name) > 50 or len(json.dumps(value, ensure_ascii=False)) > 200:
                raise ValueError("因素名称最多 50 字，每个值（按 JSON 计）最多 200 字")
        return factors


@router.get("/sentence/factors")
def factors() -> list[dict]:
    """Every factor the page can toggle or set, with its label, kind and source."""
    return factor_catalog()


@router.post("/sentence")
def sentence(services: ServicesDep, body: SentenceRequest) -> dict:
    """The predicted term with its factors (and their evidence), cited steps, range and retrieval trace."""
    started = time.perf_counter()
    try:
        model = load_model(model_path(services.settings))
    except ValueError as exc:  # a model file from another version: say so rather than answer without it silently
        raise HTTPException(500, str(exc)) from exc
    llm, retrieve = msr2_tools(services)
    try:
        result = predict_sentence(
            body.fact, body.charge, body.province, body.factors, model=model, llm=llm, retrieve=retrieve
        )
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    latency_ms = round((time.perf_counter() - started) * 1000, 1)
    result["output_id"] = _store(services, body, result, latency_ms, llm)
    result["latency_ms"] = latency_ms
    return result


def _store(services: Services, body: SentenceRequest, result: dict, latency_ms: float, llm: Any) -> int | None:
    record = OutputRecord(
        task=Task.sentencing,
        input=body.model_dump(),
        model_id=getattr(llm, "model_id", ENGINE_ID) if result["engine"] == "msr2" else ENGINE_ID,
        raw_text=render_rollout(result),
        parsed={key: result[key] for key in ("months", "interval", "factors", "steps", "charge", "range_months", "engine")},
        sources=result["retrieval"],
        format_ok=True,
        timings={"total_ms": latency_ms},
    )
    with session_scope(services.engine) as session:
        session.add(record)
        session.flush()
        return record.id
