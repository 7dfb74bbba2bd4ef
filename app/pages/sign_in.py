"""The sign-in step shared by the pages that need a user (Annotate, Operator): the token it returns is kept
in the browser session's gr.State and sent with each API call."""

from __future__ import annotations

from collections.abc import Callable

from app.client import ApiClient, ApiError

SIGNED_OUT = "Not signed in · 未登录"


def sign_in_handler(client: ApiClient) -> Callable[[str, str], tuple[str, str, str]]:
    """A Gradio handler: (username, password) -> (token, status line, cleared password box)."""

    def sign_in(name: str, secret: str) -> tuple[str, str, str]:
        try:
            result = client.post("/api/auth/login", {"username": name, "password": secret})
        except ApiError as exc:
            return "", f"⚠ {exc}", ""
        user = result["user"]
        return result["token"], f"✔ Signed in as **{user['username']}** ({user['role']})", ""

    return sign_in
