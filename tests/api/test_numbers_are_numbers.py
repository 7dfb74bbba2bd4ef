"""Every number a request body takes is strict (backend/api/fields.py: Whole, Number, BodyRowId): text such as "5"
is refused with a 422 naming the field, not read as 5. This holds every route's body to it, so a new numeric field
cannot slip back into pydantic's lax reading."""

from __future__ import annotations

import importlib
import typing

from pydantic import Strict

from backend.api.fields import RequestBody

importlib.import_module("backend.api.main")  # every route, and so every request body


def _bodies(model: type) -> list[type]:
    return [found for sub in model.__subclasses__() for found in (sub, *_bodies(sub))]


def _numeric(annotation: object) -> bool:
    kinds = typing.get_args(annotation) if typing.get_origin(annotation) in (typing.Union, type(int | None)) else (
        annotation,)
    return any(kind in (int, float) for kind in kinds)


def test_every_numeric_field_of_a_request_body_is_strict():
    numeric = {f"{body.__name__}.{name}": any(isinstance(rule, Strict) and rule.strict for rule in field.metadata)
               for body in _bodies(RequestBody) for name, field in body.model_fields.items()
               if _numeric(field.annotation)}
    # the bodies that take numbers today: a sample, so the walk above is known to find them
    assert {"AdjudicationRequest.value", "RatingRequest.output_id", "IssueTreeRequest.base_version",
            "ArticleRef.sub", "TokenRequest.expires_in_days"} <= set(numeric)
    assert [name for name, strict in numeric.items() if not strict] == []
