"""The UI's only way to the backend: its HTTP API."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx


class ApiError(RuntimeError):
    """The API refused or failed; the message is what the user should read."""


_JSON = {"content-type": "application/json"}


def _json_body(body: dict) -> bytes:
    """The request body; a number JSON cannot hold (a value typed as 1e400 or NaN in a page) is the user's to fix."""
    try:
        return json.dumps(body, ensure_ascii=False, allow_nan=False).encode("utf-8")
    except ValueError:
        raise ApiError("a value is not a finite number (1e400, NaN and Infinity cannot be sent) · "
                       "数值必须是有限的数字") from None


class ApiClient:
    def __init__(self, base_url: str, timeout_s: float = 600.0):
        self.base_url = base_url.rstrip("/")
        self.timeout = httpx.Timeout(timeout_s, connect=5.0)

    def get(self, path: str, token: str | None = None, **params) -> dict:
        return self._send("GET", path, token, params={k: v for k, v in params.items() if v is not None})

    def get_text(self, path: str, token: str | None = None, **params) -> str:
        """A GET whose answer is plain text (a run's log)."""
        return self._send("GET", path, token, as_text=True,
                          params={k: v for k, v in params.items() if v is not None})

    def post(self, path: str, body: dict, token: str | None = None) -> dict:
        return self._send("POST", path, token, content=_json_body(body), headers=_JSON)

    def put(self, path: str, body: dict, token: str | None = None) -> dict:
        return self._send("PUT", path, token, content=_json_body(body), headers=_JSON)

    def _send(self, method: str, path: str, token: str | None = None, as_text: bool = False, **kwargs):
        # token: a signed-in user's bearer token (pages that need a role keep it in their session state)
        headers = kwargs.pop("headers", {}) | ({"Authorization": f"Bearer {token}"} if token else {})
        try:
            response = httpx.request(method, self.base_url + path, timeout=self.timeout, headers=headers, **kwargs)
        except httpx.HTTPError as exc:
            raise ApiError(self._unreachable(exc)) from exc
        if response.status_code >= 400:
            raise ApiError(_detail(response))
        return response.text if as_text else response.json()

    def stream(self, path: str, body: dict) -> Iterator[tuple[str, object]]:
        """Server-Sent Events of a POST as (event, data) pairs."""
        try:
            with httpx.stream("POST", self.base_url + path, content=_json_body(body), headers=_JSON,
                              timeout=self.timeout) as response:
                if response.status_code >= 400:
                    response.read()
                    raise ApiError(_detail(response))
                event = "message"
                for line in response.iter_lines():
                    if line.startswith("event: "):
                        event = line[7:]
                    elif line.startswith("data: "):
                        yield event, json.loads(line[6:])
        except httpx.HTTPError as exc:
            raise ApiError(self._unreachable(exc)) from exc

    def _unreachable(self, exc: httpx.HTTPError) -> str:
        # the pages are read in Chinese: a server that is down or too slow is said in Chinese too
        return (f"无法连接 LexLoop 服务器或等待超时（{self.base_url}），请稍后重试 · "
                f"the LexLoop server at {self.base_url} cannot be reached: {exc}")


def _detail(response: httpx.Response) -> str:
    try:
        detail = response.json().get("detail")
    except ValueError:
        detail = response.text
    if isinstance(detail, list):  # FastAPI validation errors: each names its field ('answer: …')
        detail = "; ".join(_field_message(d) for d in detail)
    return f"{response.status_code}: {detail}"


def _field_message(error: object) -> str:
    if not isinstance(error, dict):
        return str(error)
    # loc is ("body", "answer") or ("query", "k"); list positions ("articles", 0, "law") are kept for the user
    where = ".".join(str(part) for part in error.get("loc", ()) if part not in ("body", "query", "path"))
    message = str(error.get("msg", error))
    return f"{where}: {message}" if where else message
