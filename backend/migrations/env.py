"""Alembic environment. init_db passes its open connection; the `alembic` command line uses
sqlalchemy.url from its config, else the LexLoop settings' database URL."""

from __future__ import annotations

from alembic import context
from sqlmodel import SQLModel

import annotation.models  # noqa: F401  (every table module, so autogenerate sees the full metadata)
import backend.auth.models  # noqa: F401
import backend.corpus.models  # noqa: F401
import backend.store.models  # noqa: F401
import training.registry  # noqa: F401
from backend.db import make_engine

config = context.config
target_metadata = SQLModel.metadata


def run(connection) -> None:
    # batch mode lets later revisions alter SQLite tables (it copies and swaps the table)
    context.configure(connection=connection, target_metadata=target_metadata, render_as_batch=True,
                      compare_type=True)
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    run(connection)
else:
    url = config.get_main_option("sqlalchemy.url")
    if not url:
        from backend.config import get_settings

        url = get_settings().resolved_database_url
    engine = make_engine(url)
    with engine.begin() as own_connection:
        run(own_connection)
    engine.dispose()
