"""The same migrations on PostgreSQL, when a throw-away server can be started locally
(`pip install pgserver psycopg[binary]`); skipped otherwise."""

from __future__ import annotations

import pytest
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlmodel import SQLModel

import annotation.models  # noqa: F401  (full metadata)
import backend.auth.models  # noqa: F401
import training.registry  # noqa: F401
from annotation.service import agreement_report, input_key, submit_rating
from backend.auth.service import create_user
from backend.db import init_db, make_engine
from backend.migrations import FOUNDATION_REVISION, alembic_config, current_revision, head_revision

pgserver = pytest.importorskip("pgserver")
pytest.importorskip("psycopg")


@pytest.fixture(scope="module")
def postgres_url(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pg")
    folder.chmod(0o777)  # the server may run as its own user when the tests run as root
    server = pgserver.get_server(str(folder), cleanup_mode="stop")
    yield server.get_uri().replace("postgresql://", "postgresql+psycopg://")
    server.cleanup()


def test_populated_database_upgrades_and_downgrades_on_postgresql(postgres_url):
    engine = make_engine(postgres_url)
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "base")
        command.upgrade(config, FOUNDATION_REVISION)
        connection.execute(text("INSERT INTO outputs (id, task, input, model_id, prompt, sources, raw_text, parsed, "
                                "format_ok, timings, created_at) VALUES (1, 'ask', '{\"question\": \"q\"}', 'm', 'p', "
                                "'[]', 'a', '{}', true, '{}', now())"))
        # decisions as the adjudication route stored them before 0004: a typed unit, no tree version
        command.upgrade(config, "0003_training_registry")
        olga = connection.execute(text("INSERT INTO users (username, password_hash, role, active, created_at) "
                                       "VALUES ('olga', 'x', 'operator', true, now()) RETURNING id")).scalar_one()
        connection.execute(text("INSERT INTO annotation_issue_trees (task, input_key, issues, version, updated_by, "
                                "updated_at) VALUES ('ask', :key, '[]', 2, :olga, now() - interval '1 hour')"),
                           {"key": input_key("ask", {"question": "q"}), "olga": olga})
        connection.execute(text("INSERT INTO annotation_adjudications (rubric, unit, item, value, operator_id, note, "
                                "created_at) VALUES ('syler', 'output:01', 'trust', 4, :olga, '', now()), "
                                "('legit', 'output:1', 'final_order', 0, :olga, '', now()), "
                                "('legit', 'output:1', 'coverage', 1, :olga, '', now() - interval '2 hours')"),
                           {"olga": olga})
    init_db(engine)
    init_db(engine)
    with engine.connect() as connection:
        assert current_revision(connection) == head_revision()
        assert compare_metadata(MigrationContext.configure(connection, opts={"compare_type": True}),
                                SQLModel.metadata) == []
        decided = connection.execute(text("SELECT rubric, unit, item, issue_tree_version FROM "
                                          "annotation_adjudications ORDER BY rubric, item"))
        # made after the tree's last save: on its version 2; made before it: on version 1, the only earlier one
        assert [tuple(row) for row in decided] == [("legit", "output:1", "coverage", 1),
                                                   ("legit", "output:1", "final_order", 2),
                                                   ("syler", "output:1", "trust", None)]
    lawyer = create_user(engine, "lawyer", "long-password", "annotator")
    submit_rating(engine, lawyer.id, 1, "syler", {"correctness": 4, "logic": 4, "explainability": 4, "trust": 4})
    assert agreement_report(engine, "syler")["syler"]["items"]["correctness"]["values"] == 0  # one rater: no pairs
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "base")
        assert set(inspect(connection).get_table_names()) == {"alembic_version"}
    engine.dispose()
