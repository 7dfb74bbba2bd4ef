"""Validators shared by the request bodies of several routes."""

from __future__ import annotations

from pydantic import AfterValidator


def non_blank(message: str) -> AfterValidator:
    """Strip a text field and reject it with `message` (a 422) when nothing is left."""

    def check(value: str) -> str:
        if not value.strip():
            raise ValueError(message)
        return value.strip()

    return AfterValidator(check)
