from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, HTTPException
from pydantic import Field

from backend.api.deps import ServicesDep
from backend.api.fields import RequestBody, non_blank
from backend.compensation import compensate, extract_params, to_think_boxed
from backend.compensation.param_labels import labelled
from backend.compensation.params import to_jsonable
from backend.db import session_scope
from backend.services import Services
from backend.store.models import OutputRecord, Task

router = APIRouter(prefix="/api", tags=["compensation"])

ENGINE_ID = "lexloop-compensation-rules"


class CompensateRequest(RequestBody):
    question: Annotated[
        str,
        Field(max_length=20_000, description="a compensation question, or a criminal judgment's facts"),
        non_blank(),
    ]
    params: dict[str, Any] | None = Field(
        None, description="corrections over the extracted parameters; may name the scenario"
    )


def _llm(services: Services):
    # LLM JSON extraction only where the operator marked the loaded model as capable of it
    if services.settings.compensation_llm_extraction:
        return services.llm
    return None


@router.post("/compensate/extract")
def extract(services: ServicesDep, body: CompensateRequest) -> dict:
    """Step 1: the scenario and the parameters read from the question, for the user to check and edit, with each
    parameter's Chinese label, the ones to show first and the Chinese names of a coded parameter's codes, which both
    steps read as the codes (backend/compensation/param_labels.py `labelled`, `as_codes`)."""
    llm = _llm(services)
    try:
        scenario, params, notes = extract_params(body.question, body.params, llm, use_llm_extraction=llm is not None)
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    return {"scenario": scenario, "params": to_jsonable(params), "notes": notes, **labelled(params)}


@router.post("/compensate")
def calculate(services: ServicesDep, body: CompensateRequest) -> dict:
    """Step 2: the itemised calculation with its legal sources; `amount` is null when `missing` is not empty. A coded
    parameter may be given by its code or its Chinese name; an unknown name is refused (422) with the names listed."""
    started = time.perf_counter()
    llm = _llm(services)
    try:
        result = compensate(body.question, body.params, llm, use_llm_extraction=llm is not None)
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from exc
    latency_ms = round((time.perf_counter() - started) * 1000, 1)
    result["output_id"] = _store(services, body, result, latency_ms)
    result["latency_ms"] = latency_ms
    return result


def _store(services: Services, body: CompensateRequest, result: dict, latency_ms: float) -> int | None:
    record = OutputRecord(
        task=Task.compensation,
        input={"question": body.question, "params": body.params},
        model_id=ENGINE_ID,
        raw_text=to_think_boxed(result) if result["amount"] is not None else "",
        parsed={key: result[key] for key in ("scenario", "amount", "params", "steps", "elements", "missing", "notes",
                                             "answered_item", "whole_amount") if key in result},
        format_ok=result["amount"] is not None,
        timings={"total_ms": latency_ms},
    )
    with session_scope(services.engine) as session:
        session.add(record)
        session.flush()
        return record.id
