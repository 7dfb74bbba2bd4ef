"""Console logging for LexLoop's commands: our own INFO lines (corpus import, index builds, training progress)
and every library's warnings, without the libraries' INFO/DEBUG chatter (faiss loader, alembic plugins, bm25s),
which buried the batch commands' `file:line: reason` lines on stderr."""

from __future__ import annotations

import logging

# "lexloop" holds the operator audit trail (lexloop.audit: launches, cancels, promotions, rollbacks)
OUR_PACKAGES = ("lexloop", "backend", "models", "training", "annotation", "app", "bench", "__main__")


class _OursOrWarnings(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= logging.WARNING or record.name.split(".")[0] in OUR_PACKAGES


def configure_logging() -> None:
    root = logging.getLogger()
    if root.handlers:  # a test runner or a host application set logging up already
        return
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    handler.addFilter(_OursOrWarnings())
    root.addHandler(handler)
    root.setLevel(logging.INFO)
