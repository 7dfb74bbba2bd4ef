from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Annotated

from fastapi import APIRouter
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from backend.api.deps import ServicesDep
from backend.api.fields import non_blank
from backend.pipelines.ask import AskPipeline
from models.backends.base import BackendUnavailable

router = APIRouter(prefix="/api", tags=["ask"])


class AskRequest(BaseModel):
    question: Annotated[
        str,
        Field(max_length=4000, description="a legal question or a case description"),
        non_blank("the question is empty"),
    ]
    stream: bool = Field(False, description="answer as Server-Sent Events: sources, token…, result")


@router.post("/ask", response_model=None)
def ask(services: ServicesDep, body: AskRequest) -> dict | StreamingResponse:
    """A legal syllogism: major premise, minor premise, conclusion, sources, verified citations."""
    pipeline = services.ask_pipeline()  # 503 here when no model can answer
    if body.stream:
        return StreamingResponse(_sse(pipeline, body.question), media_type="text/event-stream")
    return pipeline.run(body.question).as_dict()


def _sse(pipeline: AskPipeline, question: str) -> Iterator[str]:
    try:
        for kind, value in pipeline.stream(question):
            data = value.as_dict() if kind == "result" else value
            yield f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"
    except BackendUnavailable as exc:
        yield f"event: error\ndata: {json.dumps({'detail': f'language model unavailable: {exc}'})}\n\n"
