"""Alembic migrations: they build the whole schema the models describe, and upgrade an empty database,
a populated one, and one made before migrations existed, without losing rows."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from pathlib import Path

from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlmodel import Session, SQLModel, select

import annotation.models  # noqa: F401  (full metadata)
import backend.auth.models  # noqa: F401
import training.registry  # noqa: F401
from annotation.models import Rating
from annotation.service import submit_rating
from backend.auth.models import Role
from backend.auth.service import create_user
from backend.corpus.models import Article, Law
from backend.db import init_db, make_engine
from backend.migrations import FOUNDATION_REVISION, alembic_config, current_revision, head_revision, upgrade_to_head
from backend.store.models import OutputRecord

ALL_TABLES = {"laws", "articles", "outputs", "users", "api_tokens", "annotation_assignments", "annotation_ratings",
              "annotation_preferences", "annotation_corrections", "annotation_issue_trees",
              "annotation_adjudications", "export_snapshots", "training_runs", "adapter_promotions"}
ROOT = Path(__file__).resolve().parents[2]


def _engine(tmp_path, name="lexloop.db"):
    return make_engine(f"sqlite:///{tmp_path / name}")


def _populate_foundation(connection) -> None:
    connection.execute(text("INSERT INTO laws (id, name, source, status, origin) "
                            "VALUES (1, '中华人民共和国劳动合同法', 'statute', '现行有效', 'test')"))
    connection.execute(text("INSERT INTO articles (id, law_id, number, number_text, text) "
                            "VALUES (1, 1, 47, '第四十七条', '经济补偿按工作年限支付。')"))
    connection.execute(
        text("INSERT INTO outputs (id, task, input, model_id, prompt, sources, raw_text, parsed, format_ok, timings, "
             "created_at) VALUES (1, 'ask', :input, 'm', 'p', '[]', '答', '{}', 1, '{}', :created)"),
        {"input": '{"question": "补偿怎么算？"}', "created": datetime(2025, 1, 1, tzinfo=UTC).isoformat(" ")})


def _check_full_schema(engine) -> None:
    with engine.connect() as connection:
        assert current_revision(connection) == head_revision()
        assert ALL_TABLES <= set(inspect(connection).get_table_names())
        # the migrations and the models describe the same schema (nothing autogenerate would change)
        assert compare_metadata(MigrationContext.configure(connection, opts={"compare_type": True}),
                                SQLModel.metadata) == []


def _rows_survived(engine) -> None:
    with Session(engine) as session:
        assert session.exec(select(Law.name)).one() == "中华人民共和国劳动合同法"
        assert session.exec(select(Article.number)).one() == 47
        output = session.exec(select(OutputRecord)).one()
        assert output.input == {"question": "补偿怎么算？"} and output.created_at.year == 2025
    # and the new tables work with the old rows
    annotator = create_user(engine, "lawyer", "long-password", Role.annotator)
    submit_rating(engine, annotator.id, 1, "syler", {"correctness": 4, "logic": 4, "explainability": 4, "trust": 4})
    with Session(engine) as session:
        assert session.exec(select(Rating.output_id)).one() == 1


def test_every_table_module_is_known_to_the_migrations():
    # a new `table=True` model anywhere in the product must be imported by env.py (and get a revision)
    env = (ROOT / "backend" / "migrations" / "env.py").read_text(encoding="utf-8")
    for package in ("app", "annotation", "backend", "models", "training"):
        for path in (ROOT / package).rglob("*.py"):
            if re.search(r"\btable=True\b", path.read_text(encoding="utf-8")):
                module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
                assert f"import {module}" in env, f"{module} defines tables but backend/migrations/env.py ignores it"


def test_empty_database_upgrades_to_head(tmp_path):
    engine = _engine(tmp_path)
    init_db(engine)
    _check_full_schema(engine)
    init_db(engine)  # a second start is a no-op
    _check_full_schema(engine)


def test_populated_foundation_database_upgrades_without_loss(tmp_path):
    engine = _engine(tmp_path)
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, FOUNDATION_REVISION)
        assert "users" not in inspect(connection).get_table_names()
        _populate_foundation(connection)
    init_db(engine)
    _check_full_schema(engine)
    _rows_survived(engine)


def test_database_made_before_migrations_is_adopted(tmp_path):
    # the foundation used to create its tables straight from the models, with no alembic_version table
    engine = _engine(tmp_path)
    SQLModel.metadata.create_all(engine, tables=[Law.__table__, Article.__table__, OutputRecord.__table__])
    with engine.begin() as connection:
        _populate_foundation(connection)
        assert current_revision(connection) is None
    upgrade_to_head(engine)
    _check_full_schema(engine)
    _rows_survived(engine)


def test_training_tables_made_by_the_registry_are_adopted(tmp_path):
    from training.registry import AdapterPromotion, TrainingRun

    engine = _engine(tmp_path)
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0002_users_annotation")
    SQLModel.metadata.create_all(engine, tables=[TrainingRun.__table__, AdapterPromotion.__table__])
    with engine.begin() as connection:
        connection.execute(text("INSERT INTO adapter_promotions (action, created_at) VALUES ('promote', '2025-01-01')"))
    init_db(engine)
    _check_full_schema(engine)
    with Session(engine) as session:
        assert session.exec(select(AdapterPromotion.action)).one() == "promote"


def test_downgrade_to_nothing_and_back(tmp_path):
    engine = _engine(tmp_path)
    init_db(engine)
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "base")
        assert set(inspect(connection).get_table_names()) <= {"alembic_version"}
    init_db(engine)
    _check_full_schema(engine)


def test_alembic_command_line_configuration_uses_a_database_url(tmp_path):
    # without an open connection, env.py makes its own engine from sqlalchemy.url
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    command.upgrade(alembic_config(url), "head")
    _check_full_schema(make_engine(url))
