"""The sign-in step shared by the pages that need a user (Annotate, Operator): the token it returns is kept
in the browser session's gr.State and sent with each API call."""

from __future__ import annotations

from collections.abc import Callable

import gradio as gr

from app.client import ApiClient, ApiError
from app.render import http_status, refusal

SIGNED_OUT = "Not signed in · 未登录"
SESSION_ENDED = "⚠ Your session has ended; sign in again · 登录已失效，请重新登录"
# a button pressed with no session on the page: said before any call, so no 401 comes back to read as a session ended
NOT_SIGNED_IN = "⚠ Sign in first · 请先登录"


def sign_in_handler(client: ApiClient) -> Callable[[str, str], tuple[str, str, str]]:
    """A Gradio handler: (username, password) -> (token, status line, cleared password box)."""

    def sign_in(name: str, secret: str) -> tuple[str, str, str]:
        blank = [field for field, value in ((("username", "用户名"), name), (("password", "密码"), secret))
                 if not (value or "").strip()]
        if blank:  # each empty field named once, not the API's per-field validation text
            english, chinese = " and ".join(f[0] for f in blank), "和".join(f[1] for f in blank)
            return "", f"⚠ Enter your {english} · 请输入{chinese}", ""
        try:
            result = client.post("/api/auth/login", {"username": name, "password": secret})
        except ApiError as exc:
            return "", refusal(exc), ""
        user = result["user"]
        return result["token"], f"✔ Signed in as **{user['username']}** ({user['role']}) · 已登录", ""

    return sign_in


def sign_out_handler(client: ApiClient) -> Callable[[str], tuple[str, str]]:
    """A Gradio handler: token -> (cleared token, status line); the server ends the session too."""

    def sign_out(current: str) -> tuple[str, str]:
        if current:
            try:
                client.post("/api/auth/logout", {}, token=current)
            except ApiError:
                pass  # the session is dropped on this side either way
        return "", SIGNED_OUT

    return sign_out


def session_after(status: str, token: str, who: str) -> tuple[str, str]:
    """After a call: a 401 means the token no longer works (expired, revoked): forget it and say so in the
    sign-in line, instead of still reading 'Signed in as …'. The pages end a refusal with its status (render.refusal)."""
    if isinstance(status, str) and status.startswith("⚠") and status.endswith(http_status(401)):
        return "", SESSION_ENDED
    return token, who


def session_watcher(token: gr.State, who: gr.Markdown) -> Callable[[gr.events.Dependency, gr.components.Component], None]:
    """watch(event, status): after the event, check its status line for a 401 (see session_after)."""

    def watch(event: gr.events.Dependency, status: gr.components.Component) -> None:
        event.then(session_after, [status, token, who], [token, who], api_visibility="private", queue=False)

    return watch
