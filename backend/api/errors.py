"""Domain errors to HTTP statuses, for routers whose services raise plain Python errors."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from fastapi import HTTPException

from annotation.service import ConflictError
from backend.auth.service import AuthError


@contextmanager
def http_errors() -> Iterator[None]:
    """AuthError -> 401, ValueError -> 422, LookupError -> 404, ConflictError -> 409; the message is kept."""
    try:
        yield
    except AuthError as exc:
        raise HTTPException(401, str(exc), headers={"WWW-Authenticate": "Bearer"}) from None
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from None
    except LookupError as exc:
        # str(KeyError(m)) is repr(m): quoted; the message itself is its first argument
        raise HTTPException(404, str(exc.args[0]) if exc.args else "not found") from None
    except ConflictError as exc:
        raise HTTPException(409, str(exc)) from None
