"""The base of every request body, and validators shared by the request bodies of several routes."""

from __future__ import annotations

from typing import Annotated

from annotated_types import Interval
from fastapi import HTTPException, Request
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from pydantic import AfterValidator, BaseModel, ConfigDict, Strict
from pydantic_core import PydanticCustomError

from backend.db import MAX_ROW_ID
from backend.jsonl import too_long


class RequestBody(BaseModel):
    """The base of every JSON request body (and of the objects inside one): a key the route does not read is a 422
    naming it, with the fields it has (backend.api.errors words it). Dropped silently, a misspelt optional field
    ('provnce') gave an answer computed without it: the detected province's figures."""

    model_config = ConfigDict(extra="forbid")


def query_fields(route: APIRoute) -> tuple[str, ...]:
    """The query parameters a route reads (its own and its dependencies'), as a caller spells them."""
    names, dependants = [], [route.dependant]
    while dependants:
        dependant = dependants.pop(0)
        names += [param.alias for param in dependant.query_params]
        dependants += dependant.dependencies
    return tuple(dict.fromkeys(names))


def refuse_unknown_query(request: Request) -> None:
    """The rule of RequestBody for a route's query parameters: one it does not read is a 422 naming it
    (`?limt=5` answered with the default limit read as if the limit had been honoured). A route that reads none
    is left as it is: a cache-busting `?_=…` from a browser or a probe must not fail there."""
    route = request.scope.get("route")
    known = query_fields(route) if isinstance(route, APIRoute) else ()
    if not known:
        return
    unknown = [name for name in dict.fromkeys(request.query_params.keys()) if name not in known]
    if unknown:
        raise RequestValidationError([
            {"type": "extra_forbidden", "loc": ("query", name), "msg": "Extra inputs are not permitted",
             "input": request.query_params[name]} for name in unknown])


# A number in a request body is a JSON number: strict, so text ("5") or true is a 422 naming the field and saying a
# number is wanted. pydantic's lax mode read "5" as 5, so a client that quotes its numbers was never told; every int or
# float field of a RequestBody is one of these (tests/api/test_numbers_are_numbers.py holds them to it).
Whole = Annotated[int, Strict()]
Number = Annotated[float, Strict()]  # an integer is a number too: 5 is read as 5.0

# the id of a stored row: out of range is a 422, not a database error. In a path it is text by nature (RowId); in a
# body it is a JSON number (BodyRowId)
RowId = Annotated[int, Interval(ge=1, le=MAX_ROW_ID)]
BodyRowId = Annotated[Whole, Interval(ge=1, le=MAX_ROW_ID)]


def non_blank() -> AfterValidator:
    """Strip a text field and reject it (a 422 of type `blank`) when nothing is left; backend.api.errors words it in
    the route's language (不能为空 in Chinese)."""

    def check(value: str) -> str:
        if not value.strip():
            raise PydanticCustomError("blank", "the text is empty")
        return value.strip()

    return AfterValidator(check)


def check_length(text: str, max_chars: int, field: str) -> None:
    """The max_question_chars limit on GET /api/search's query: a 422 worded as `lexloop retrieve` words it."""
    if len(text) > max_chars:
        raise HTTPException(status_code=422, detail=too_long(field, max_chars))


def check_body_length(text: str, max_chars: int, field: str) -> None:
    """A limit from the settings (max_question_chars on Ask's question) on a field of the request body: the request
    check a Field(max_length=…) gives, which backend.api.errors words in the route's language ('过长：4001 字，上限
    4000 字'). The limit is the running server's, so the body's model cannot hold it."""
    if len(text) > max_chars:
        raise RequestValidationError([{
            "type": "string_too_long", "loc": ("body", field), "msg": f"String should have at most {max_chars} characters",
            "input": text, "ctx": {"max_length": max_chars}}])
