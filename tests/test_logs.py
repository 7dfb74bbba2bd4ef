import logging

from backend.logs import configure_logging


def test_library_info_stays_off_the_console_and_warnings_and_our_info_stay(monkeypatch, capsys):
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    monkeypatch.setattr(root, "level", root.level)
    configure_logging()
    logging.getLogger("faiss.loader").info("Loading faiss with AVX2 support.")
    logging.getLogger("alembic.runtime.migration").info("Context impl SQLiteImpl.")
    logging.getLogger("backend.services").info("building the search index")
    logging.getLogger("alembic.runtime.migration").warning("a library warning")
    err = capsys.readouterr().err
    assert "faiss" not in err and "SQLiteImpl" not in err
    assert "INFO backend.services: building the search index" in err
    assert "WARNING alembic.runtime.migration: a library warning" in err


def test_the_operator_audit_trail_reaches_the_console(monkeypatch, capsys):
    from training.registry import audit

    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    monkeypatch.setattr(root, "level", root.level)
    configure_logging()
    audit.info("promote run=r1 by=operator")
    assert "INFO lexloop.audit: promote run=r1 by=operator" in capsys.readouterr().err
