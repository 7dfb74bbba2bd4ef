from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter, HTTPException
from fastapi.responses import StreamingResponse
from pydantic import Field

from backend.api.deps import ServicesDep
from backend.api.errors import unanswerable
from backend.api.fields import RequestBody, check_body_length, non_blank
from backend.pipelines.ask import AskPipeline

router = APIRouter(prefix="/api", tags=["ask"])


class AskRequest(RequestBody):
    question: Annotated[
        str,
        Field(description="a legal question or a case description, at most max_question_chars (4000) characters"),
        non_blank(),
    ]
    stream: bool = Field(False, strict=True, description="answer as Server-Sent Events: sources, token…, result")


@router.post("/ask", response_model=None)
def ask(services: ServicesDep, body: AskRequest) -> dict | StreamingResponse:
    """A legal syllogism: major premise, minor premise, conclusion, sources, verified citations. With no model to
    answer, the grounded answer (retrieved articles, the question's facts, the engines' figures) and why
    (`model_unavailable`). Its refusals are worded in Chinese (backend.api.errors)."""
    check_body_length(body.question, services.settings.max_question_chars, "question")
    pipeline = services.ask_pipeline()  # 503 here only for services with no retriever (the output store alone)
    if body.stream:
        return StreamingResponse(_sse(pipeline, body.question), media_type="text/event-stream")
    try:
        return pipeline.run(body.question).as_dict()
    except ValueError as exc:  # a question the pipeline refuses: its reason, not a 500
        raise HTTPException(status_code=422, detail=unanswerable(exc)) from exc


def _sse(pipeline: AskPipeline, question: str) -> Iterator[str]:
    try:
        for kind, value in pipeline.stream(question):
            yield _event(kind, value.as_dict() if kind == "result" else value)
    except ValueError as exc:  # as the 422 of a plain request
        yield _event("error", {"detail": unanswerable(exc)})


def _event(kind: str, data: object) -> str:
    return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"
