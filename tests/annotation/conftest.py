"""Fixtures for the annotation tests: a store with a small corpus, users of each role, an API client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from annotation_support import People, prepare_store
from fastapi.testclient import TestClient

from backend.auth.models import Role


@pytest.fixture
def services(tmp_path: Path):
    from backend.services import Services

    settings = prepare_store(tmp_path)
    return Services.start(settings, load_model=False, progress=False)


@pytest.fixture
def engine(services):
    return services.engine


@pytest.fixture
def api(services) -> Iterator[TestClient]:
    from backend.api.main import create_app

    with TestClient(create_app(services, with_ui=False)) as client:
        yield client


@pytest.fixture
def people(engine) -> People:
    team = People(engine)
    team.add("alice", Role.annotator)
    team.add("bob", Role.annotator)
    team.add("carol", Role.annotator)
    team.add("olga", Role.operator)
    team.add("uma", Role.user)
    return team
