"""Alembic migrations for every LexLoop table; `upgrade_to_head` is what init_db runs at start-up.

A database made before migrations existed (tables created directly from the models) is recognised by
its tables and stamped with the foundation revision, then upgraded like any other.
"""

from __future__ import annotations

import logging
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import inspect
from sqlalchemy.engine import Connection, Engine

log = logging.getLogger(__name__)
MIGRATIONS_DIR = Path(__file__).parent
FOUNDATION_REVISION = "0001_foundation"
FOUNDATION_TABLES = {"laws", "articles", "outputs"}


def alembic_config(url: str | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    if url:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


def head_revision() -> str:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade_to_head(engine: Engine) -> None:
    """Bring the schema to the newest revision, in one transaction where the database allows it."""
    config = alembic_config()
    head = head_revision()
    with engine.begin() as connection:
        current = current_revision(connection)
        if current == head:
            return
        config.attributes["connection"] = connection
        if current is None and FOUNDATION_TABLES <= set(inspect(connection).get_table_names()):
            log.info("adopting a database made before migrations as revision %s", FOUNDATION_REVISION)
            command.stamp(config, FOUNDATION_REVISION)
        log.info("upgrading the database schema from %s to %s", current or "nothing", head)
        command.upgrade(config, "head")
