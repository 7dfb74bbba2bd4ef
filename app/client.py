"""The UI's only way to the backend: its HTTP API."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx


class ApiError(RuntimeError):
    """The API refused or failed; the message is what the user should read."""


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
        return self._send("POST", path, token, json=body)

    def put(self, path: str, body: dict, token: str | None = None) -> dict:
        return self._send("PUT", path, token, json=body)

    def _send(self, method: str, path: str, token: str | None = None, as_text: bool = False, **kwargs):
        # token: a signed-in user's bearer token (pages that need a role keep it in their session state)
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        try:
            response = httpx.request(method, self.base_url + path, timeout=self.timeout, headers=headers, **kwargs)
        except httpx.HTTPError as exc:
            raise ApiError(f"the LexLoop server at {self.base_url} cannot be reached: {exc}") from exc
        if response.status_code >= 400:
            raise ApiError(_detail(response))
        return response.text if as_text else response.json()

    def stream(self, path: str, body: dict) -> Iterator[tuple[str, object]]:
        """Server-Sent Events of a POST as (event, data) pairs."""
        try:
            with httpx.stream("POST", self.base_url + path, json=body, timeout=self.timeout) as response:
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
            raise ApiError(f"the LexLoop server at {self.base_url} cannot be reached: {exc}") from exc


def _detail(response: httpx.Response) -> str:
    try:
        detail = response.json().get("detail")
    except ValueError:
        detail = response.text
    if isinstance(detail, list):  # FastAPI validation errors
        detail = "; ".join(str(d.get("msg", d)) for d in detail)
    return f"{response.status_code}: {detail}"
