"""The FastAPI application: JSON API under /api, the Gradio UI mounted at /ui."""

from __future__ import annotations

import math
from contextlib import asynccontextmanager
from typing import Any

from fastapi import Depends, FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, RedirectResponse

from backend.api.routes import (
    annotation, articles, ask, auth, citations, compensation, health, search, sentencing, training,
)
from backend.auth.deps import ask_access
from backend.config import Settings, get_settings
from backend.services import Services
from models.backends.base import BackendUnavailable


ECHO_LIMIT = 200  # characters of an invalid input repeated in its 422


def _finite(value: Any) -> Any:
    """`value` with every infinite or NaN float written as text: JSON has no such numbers, and the echo of a body
    holding 1e400 or NaN would otherwise fail to serialise (a 500 instead of the 422)."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


def _short_echo(error: dict) -> dict:
    """A validation error with its `input` cut to ECHO_LIMIT characters (dropped when it is not text)."""
    shown = {key: _finite(value) for key, value in error.items()}
    value = shown.get("input")
    if isinstance(value, str) and len(value) > ECHO_LIMIT:
        shown["input"] = value[:ECHO_LIMIT] + "…"
    elif not isinstance(value, str | int | float | bool | None) and len(str(value)) > ECHO_LIMIT:
        del shown["input"]
    return shown


def create_app(services: Services | None = None, settings: Settings | None = None, with_ui: bool = True) -> FastAPI:
    settings = settings or (services.settings if services else get_settings())

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        if getattr(app.state, "services", None) is None:
            app.state.services = Services.start(settings)
        yield

    app = FastAPI(
        title="LexLoop API",
        version="0.1.0",
        description="Grounded legal answers (syllogism), sentencing, compensation, annotation and training.",
        lifespan=lifespan,
    )
    app.state.services = services

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's default echoes the whole offending input back (a 100,000-character fact): keep the messages
        return JSONResponse(status_code=422, content={"detail": jsonable_encoder([_short_echo(e) for e in exc.errors()])})

    @app.exception_handler(BackendUnavailable)
    async def _backend_unavailable(_request: Request, exc: BackendUnavailable) -> JSONResponse:
        return JSONResponse(status_code=503, content={"detail": f"language model unavailable: {exc}"})

    for module in (health, search, articles, citations, auth, annotation, training):
        app.include_router(module.router)
    app.include_router(ask.router, dependencies=[Depends(ask_access)])  # anonymous unless configured off
    app.include_router(compensation.router, dependencies=[Depends(ask_access)])
    app.include_router(sentencing.router, dependencies=[Depends(ask_access)])

    if with_ui:  # imported here so that an API-only server (with_ui=False) runs without gradio installed
        import gradio as gr

        from app.main import build_ui

        gr.mount_gradio_app(app, build_ui(settings.api_url), path="/ui")

        @app.get("/", include_in_schema=False)
        def root() -> RedirectResponse:
            return RedirectResponse("/ui")

    return app
