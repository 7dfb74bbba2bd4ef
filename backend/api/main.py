"""The FastAPI application: JSON API under /api, the Gradio UI mounted at /ui."""

from __future__ import annotations

from contextlib import asynccontextmanager

from fastapi import Depends, FastAPI
from fastapi.responses import RedirectResponse

from backend.api.errors import add_error_handlers
from backend.api.fields import refuse_unknown_query
from backend.api.routes import (
    annotation, articles, ask, auth, citations, compensation, health, search, sentencing, training,
)
from backend.auth.deps import ask_access
from backend.config import Settings, get_settings
from backend.services import Services


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
        dependencies=[Depends(refuse_unknown_query)],  # a misspelt query parameter is a 422 (fields.py)
    )
    app.state.services = services

    add_error_handlers(app)  # how a refused request is answered and worded: backend/api/errors.py
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
