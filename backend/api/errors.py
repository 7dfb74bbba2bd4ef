"""How the API answers what it refuses: domain errors to HTTP statuses, and the one rule for the wording of a 4xx.

The rule: a 4xx `detail` speaks the language of the page that shows it. The compensation and sentencing engines word
their refusals in Chinese ('参数 monthly_wage 应为金额或数字', 'fact 不能为空'), and their pages are read in Chinese, so
the request checks of /api/compensate… and /api/sentence… (a missing, empty, mistyped or too long field) are worded in
Chinese too. So are Ask's: its page is read by laypeople and its answer is Chinese, so /api/ask words its request checks
(its question limit, max_question_chars, included) and a question it cannot answer (the 422, and the `error` event of
a streamed answer) in Chinese, and `lexloop ask` words those rejected lines alike; with no model it answers from the
grounded parts, not a 503 (backend.pipelines.ask). The
other routes' services — retrieval, sign-in and tokens, annotation, training — refuse in English, and so do their request
checks.

A request check keeps FastAPI's shape, which app/client.py reads: `detail` is a list of {type, loc, msg, input?,
ctx?}; `loc` names the field (the app shows `field: msg`) and `msg` says what is wrong — pydantic's own sentence
without its 'Value error, ' prefix, or its Chinese wording from CHINESE_WORDING. A key the body's model does not
have (fields.RequestBody) is worded with the model's fields and the one it is close to ('provnce': province?); a
body that is not UTF-8 or JSON nested too deeply to parse (FastAPI's bare 400s), or one not sent as JSON, is a request
check of the body too, and a query parameter the route does not read (fields.refuse_unknown_query) one of the query.
A refusal of sign-in (401/403) carries both wordings (SignInRefused) and those routes answer with the Chinese one. Any
other 4xx `detail` is one sentence.
"""

from __future__ import annotations

import math
import typing
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fastapi import FastAPI, HTTPException, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.exceptions import HTTPException as StarletteHTTPException

from annotation.service import ConflictError
from backend.api.fields import query_fields
from backend.auth.service import AuthError
from backend.jsonl import close_match
from models.backends.base import BackendUnavailable

# the routes whose pages are read in Chinese: the engines' (backend/compensation, backend/sentencing) and Ask's
CHINESE_ROUTES = ("/api/compensate", "/api/sentence", "/api/ask")

# pydantic's error types (and `blank`, fields.non_blank's) in Chinese; {…} are the error's ctx values
CHINESE_WORDING = {
    "missing": "缺少此项（必填）",
    "blank": "不能为空",
    "string_type": "应为文字",
    "string_too_short": "至少 {min_length} 个字",
    "string_too_long": "过长：{length} 字，上限 {max_length} 字",  # as the engines word it (fact 过长：…)
    "dict_type": "应为对象（名称: 值）",
    "model_attributes_type": "应为对象（名称: 值）",
    "model_type": "应为对象（名称: 值）",
    "list_type": "应为列表",
    "too_short": "至少 {min_length} 项",
    "too_long": "最多 {max_length} 项",
    "bool_type": "应为 true 或 false",
    "bool_parsing": "应为 true 或 false",
    "int_type": "应为整数",
    "int_parsing": "应为整数",
    "int_from_float": "应为整数",
    "float_type": "应为数字",
    "float_parsing": "应为数字",
    "finite_number": "应为有限的数字",
    "greater_than": "应大于 {gt}",
    "greater_than_equal": "应不小于 {ge}",
    "less_than": "应小于 {lt}",
    "less_than_equal": "应不大于 {le}",
    "literal_error": "应为以下之一：{expected}",
    "enum": "应为以下之一：{expected}",
    "json_invalid": "请求体不是有效的 JSON",
    "body_not_utf8": "请求体在字节偏移 {byte} 处不是 UTF-8 编码：请以 UTF-8 编码发送 JSON",
    "json_too_deep": "请求体的 JSON 嵌套层数过多，无法读取：请求体只需几层，请去掉多余的嵌套",
    "body_not_json": "请求体须以 JSON 发送：请加请求头 Content-Type: application/json（收到的是 {content_type}）",
}
_NUMBER_TYPES = ("int_type", "float_type")
# pydantic's prefix of a validator's own message: noise to a reader
_VALUE_ERROR = "Value error, "
ECHO_LIMIT = 200  # characters of an invalid input repeated in its 422


class SignInRefused(HTTPException):
    """A 401/403 of signing in or of a role, worded in English and in Chinese; the route's language picks one."""

    def __init__(self, status_code: int, detail: str, chinese: str, bearer: bool = True) -> None:
        super().__init__(status_code, detail, headers={"WWW-Authenticate": "Bearer"} if bearer else None)
        self.chinese = chinese


def is_chinese_route(path: str) -> bool:
    return any(path == route or path.startswith(route + "/") for route in CHINESE_ROUTES)


def field_message(error: dict[str, Any], chinese: bool) -> str:
    """An error's `msg` under the rule: in Chinese on CHINESE_ROUTES, else pydantic's English."""
    context = error.get("ctx") or {}
    if error["type"] == "extra_forbidden":
        return _unknown_field_message(str(error["loc"][-1]), context.get("fields", []), chinese,
                                      in_query=error["loc"][0] == "query")
    message = error["msg"].removeprefix(_VALUE_ERROR)
    # a number sent as text ("5"): the numeric fields are strict (fields.Whole, fields.Number), so say what to change
    quoted = error["type"] in _NUMBER_TYPES and isinstance(error.get("input"), str)
    if not chinese:
        return message + (": write the number without quotes" if quoted else "")
    if error["type"] == "string_too_short" and context.get("min_length") == 1:
        return CHINESE_WORDING["blank"]
    wording = CHINESE_WORDING.get(error["type"])
    if wording is None:  # a validator's own message, which the route writes in its language
        return message
    if error["type"] == "string_too_long":
        context = {**context, "length": len(error["input"])}
    return wording.format(**context)


def model_unavailable(reason: object, chinese: bool) -> str:
    """The 503 of a model that cannot answer (not loaded, unreachable, failed), with the backend's reason."""
    return f"语言模型不可用：{reason}" if chinese else f"language model unavailable: {reason}"


def unanswerable(reason: object) -> str:
    """A ValueError the Ask pipeline raises on a question, as its 422 (or `error` event, or rejected line of `lexloop
    ask`) words it: in Ask's language, with the reason as raised. None of its steps raises one today (it catches the
    engines' refusals where it reads them); this keeps one a refusal of that question, not a 500 or a broken batch."""
    return f"无法回答这个问题：{reason}"


def _unknown_field_message(name: str, fields: list[str], chinese: bool, in_query: bool) -> str:
    """'unknown field 'provnce': did you mean 'province'? (fields: fact, charge, province, factors)'; a query
    parameter is named as one."""
    name = _cut(name)
    close = close_match(name, fields)
    if chinese:
        kind = "查询参数" if in_query else "字段"
        return (f"未知{kind} {name}" + (f"，是否要写 {close}？" if close else "")
                + (f"（可用{kind}：{'、'.join(fields)}）" if fields else ""))
    kind, kinds = ("query parameter", "parameters") if in_query else ("field", "fields")
    return (f"unknown {kind} '{name}'" + (f": did you mean '{close}'?" if close else "")
            + (f" ({kinds}: {', '.join(fields)})" if fields else ""))


def _model_in(annotation: Any) -> type[BaseModel] | None:
    """The pydantic model an annotation holds: the model itself, or the one in `list[ArticleRef]`, `Model | None`."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    return next(filter(None, map(_model_in, typing.get_args(annotation))), None)


def fields_at(request: Request, loc: tuple[Any, ...]) -> list[str]:
    """The names beside the key at `loc`: the route's query parameters, or the fields of the model that holds it in
    the route's request body (the body's own model, or one inside it such as an item of CorrectionRequest.articles);
    [] when none is found."""
    route = request.scope.get("route")
    if loc[:1] == ("query",) and isinstance(route, APIRoute):
        return list(query_fields(route))
    body_field = getattr(route, "body_field", None)
    if body_field is None or loc[:1] != ("body",):
        return []
    model = _model_in(body_field.field_info.annotation)
    for part in loc[1:-1]:
        if isinstance(part, int):  # a list position: the model of the list's items is already the one
            continue
        field = model.model_fields.get(part) if model else None
        model = _model_in(field.annotation) if field else None
    return list(model.model_fields) if model else []


def _cut(text: str) -> str:
    return text[:ECHO_LIMIT] + "…" if len(text) > ECHO_LIMIT else text


def _finite(value: Any) -> Any:
    """`value` with every infinite or NaN float written as text: JSON has no such numbers, and the echo of a body
    holding 1e400 or NaN would otherwise fail to serialise (a 500 instead of the 422)."""
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {key: _finite(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_finite(item) for item in value]
    return value


def shown_error(error: dict[str, Any], chinese: bool) -> dict[str, Any]:
    """A validation error as a 422 shows it: its message worded by the rule, its `input` cut to ECHO_LIMIT
    characters (dropped when it is not text and longer, or nested too deeply to write out)."""
    shown = {key: _finite(value) for key, value in error.items() if key != "input"}
    shown["msg"] = field_message(error, chinese)
    # a key of the body is echoed in `loc`: an unknown one may be long too
    shown["loc"] = [_cut(part) if isinstance(part, str) else part for part in error["loc"]]
    if "input" in error:
        value = error["input"]
        if isinstance(value, str):
            shown["input"] = _cut(value)
        elif isinstance(value, int | float | bool | None) or _written_length(value) <= ECHO_LIMIT:
            shown["input"] = _finite(value)
    return shown


def _written_length(value: Any) -> float:
    """How long `value` is written out; infinite for a value nested deeper than Python can write (a body of some
    hundreds of nested lists parses, and its echo would end the request in a RecursionError: a 500)."""
    try:
        return len(str(value))
    except RecursionError:
        return math.inf


def _as_json_body_error(error: dict[str, Any], request: Request) -> dict[str, Any]:
    """`error` as a request check of the body's type when FastAPI left the body unread: it parses only a body sent
    as JSON and hands any other (curl -d sends a form, a script may send text/plain) to the model as bytes, which
    failed as 'should be an object' while the JSON text was right there, and echoing bytes that are not UTF-8
    ended the request in a 500. Any other error is returned as it is."""
    if error["loc"] != ("body",) or not isinstance(error.get("input"), bytes):
        return error
    content_type = _cut(request.headers.get("content-type", "none"))
    return {"type": "body_not_json", "loc": ("body",), "ctx": {"content_type": content_type},
            "msg": f"the body was sent as {content_type}, not as JSON: send it with the header "
                   "Content-Type: application/json"}


def add_error_handlers(app: FastAPI) -> None:
    """The app's answers to a request that fails its checks (422, worded by the rule) and to a model that cannot
    answer (503)."""

    @app.exception_handler(RequestValidationError)
    async def _invalid_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        # FastAPI's default echoes the whole offending input back (a 100,000-character fact): keep the messages
        chinese = is_chinese_route(request.url.path)
        errors = [{**e, "ctx": {**(e.get("ctx") or {}), "fields": fields_at(request, e["loc"])}}
                  if e["type"] == "extra_forbidden" else _as_json_body_error(e, request) for e in exc.errors()]
        return JSONResponse(status_code=422,
                            content={"detail": jsonable_encoder([shown_error(e, chinese) for e in errors])})

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        # FastAPI answers a body that fails to decode with a bare 400 "There was an error parsing the body": say
        # what to send, as a request check of the body like JSON that does not parse (json_invalid)
        chinese = is_chinese_route(request.url.path)
        if isinstance(exc.__cause__, UnicodeDecodeError):
            byte = exc.__cause__.start
            error = {"type": "body_not_utf8", "loc": ("body",), "ctx": {"byte": byte},
                     "msg": f"the body is not UTF-8 text (byte {byte}): send the JSON encoded as UTF-8"}
            return JSONResponse(status_code=422, content={"detail": [shown_error(error, chinese)]})
        # JSON nested deeper than Python's parser can follow (10,000 nested lists) fails the same way
        if isinstance(exc.__cause__, RecursionError):
            error = {"type": "json_too_deep", "loc": ("body",),
                     "msg": "the JSON is nested too deeply to read: a request body here needs a few levels, "
                            "remove the extra nesting"}
            return JSONResponse(status_code=422, content={"detail": [shown_error(error, chinese)]})
        if chinese and isinstance(exc, SignInRefused):
            exc = StarletteHTTPException(exc.status_code, exc.chinese, exc.headers)
        return await http_exception_handler(request, exc)

    @app.exception_handler(BackendUnavailable)
    async def _backend_unavailable(request: Request, exc: BackendUnavailable) -> JSONResponse:
        return JSONResponse(status_code=503,
                            content={"detail": model_unavailable(exc, chinese=is_chinese_route(request.url.path))})


@contextmanager
def http_errors() -> Iterator[None]:
    """AuthError -> 401, ValueError -> 422, LookupError -> 404, ConflictError -> 409; the message is kept."""
    try:
        yield
    except AuthError as exc:
        raise SignInRefused(401, str(exc), exc.chinese) from None
    except ValueError as exc:
        raise HTTPException(422, str(exc)) from None
    except LookupError as exc:
        # str(KeyError(m)) is repr(m): quoted; the message itself is its first argument
        raise HTTPException(404, str(exc.args[0]) if exc.args else "not found") from None
    except ConflictError as exc:
        raise HTTPException(409, str(exc)) from None
