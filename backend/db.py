"""Database engine: any SQLAlchemy URL; SQLite gets WAL mode so readers never block the writer."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import event
from sqlalchemy.engine import Engine
from sqlmodel import Session, create_engine


Row = TypeVar("Row")

# the largest id a row can have: SQLite's (and PostgreSQL's BIGINT's) 64-bit signed INTEGER; a larger number
# cannot even be bound in a query
MAX_ROW_ID = 2**63 - 1


def make_engine(url: str) -> Engine:
    if url.startswith("sqlite:///"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 30})

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection, _record) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            # FULL: an acknowledged commit survives a crash of the process or the machine
            cursor.execute("PRAGMA synchronous=FULL")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def init_db(engine: Engine) -> None:
    """Create or upgrade the schema with the Alembic migrations (backend/migrations)."""
    from backend.migrations import upgrade_to_head

    upgrade_to_head(engine)


@contextmanager
def session_scope(engine: Engine) -> Iterator[Session]:
    """One transaction: committed on success, rolled back on any error."""
    with Session(engine) as session:
        try:
            yield session
            session.commit()
        except Exception:
            session.rollback()
            raise


def stored_row(session: Session, row: Row) -> Row:
    """Add the row, write it, read back what the database filled in (ids, defaults, SQL-computed columns) and detach
    it, so the caller may use it after the session closes."""
    session.add(row)
    session.flush()
    session.refresh(row)
    session.expunge(row)
    return row
