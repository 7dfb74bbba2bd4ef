"""Users, hashed passwords, sessions and API tokens, and the roles the API enforces."""

from __future__ import annotations

from datetime import timedelta

import pytest

from backend.auth import service as auth
from backend.auth.models import Role, TokenKind
from backend.auth.passwords import hash_password, verify_password


def test_password_hashes_are_salted_scrypt():
    first, second = hash_password("correct horse"), hash_password("correct horse")
    assert first != second and first.startswith("scrypt$16384$8$1$")
    assert verify_password("correct horse", first) and not verify_password("wrong horse", first)
    assert not verify_password("anything", "not-a-hash")
    assert not verify_password("anything", auth._DUMMY_HASH)
    with pytest.raises(ValueError, match="at least 8"):
        hash_password("short")


def test_users_and_tokens(engine):
    user = auth.create_user(engine, "lawyer1", "long-password", "annotator")
    assert user.password_hash != "long-password"
    with pytest.raises(ValueError, match="already exists"):
        auth.create_user(engine, "lawyer1", "long-password", "annotator")
    with pytest.raises(ValueError, match="unknown role"):
        auth.create_user(engine, "lawyer2", "long-password", "judge")
    with pytest.raises(ValueError, match="username"):
        auth.create_user(engine, "no spaces allowed", "long-password", "user")
    with pytest.raises(auth.AuthError):
        auth.authenticate(engine, "lawyer1", "wrong-password")
    with pytest.raises(auth.AuthError):
        auth.authenticate(engine, "nobody", "long-password")
    assert auth.authenticate(engine, "lawyer1", "long-password").id == user.id

    issued = auth.issue_token(engine, user.id, TokenKind.api, name="script")
    principal = auth.principal_for_token(engine, issued.token)
    assert (principal.username, principal.role) == ("lawyer1", Role.annotator)
    assert principal.allows(Role.user) and principal.allows(Role.annotator) and not principal.allows(Role.operator)

    expired = auth.issue_token(engine, user.id, TokenKind.session, ttl=timedelta(seconds=-1))
    with pytest.raises(auth.AuthError, match="expired"):
        auth.principal_for_token(engine, expired.token)
    auth.revoke_token(engine, issued.token_id)
    with pytest.raises(auth.AuthError, match="revoked"):
        auth.principal_for_token(engine, issued.token)

    again = auth.issue_token(engine, user.id, TokenKind.api)
    auth.update_user(engine, "lawyer1", active=False)  # disabling ends every token
    with pytest.raises(auth.AuthError):
        auth.principal_for_token(engine, again.token)
    with pytest.raises(auth.AuthError, match="disabled"):
        auth.authenticate(engine, "lawyer1", "long-password")


def test_login_me_logout_and_api_tokens(api, people):
    bad = api.post("/api/auth/login", json={"username": "alice", "password": "nope"})
    assert bad.status_code == 401 and bad.json()["detail"] == "wrong username or password"
    login = api.post("/api/auth/login", json={"username": "alice", "password": "alice-secret-pw"})
    assert login.status_code == 200
    session = {"Authorization": f"Bearer {login.json()['token']}"}
    assert api.get("/api/auth/me", headers=session).json() == {"username": "alice", "role": "annotator"}

    created = api.post("/api/auth/tokens", json={"name": "nightly"}, headers=session)
    assert created.status_code == 201
    for typo in ({"name": "t", "days": 30}, {"name": "t", "expires_in_days": True}):  # a token that never expires
        refused = api.post("/api/auth/tokens", json=typo, headers=session)
        assert refused.status_code == 422 and ("days" in refused.text or "valid number" in refused.text)
    dated = api.post("/api/auth/tokens", json={"name": "t", "expires_in_days": 30}, headers=session)
    assert dated.status_code == 201 and dated.json()["expires_at"]
    script = {"Authorization": f"Bearer {created.json()['token']}"}
    assert api.get("/api/auth/me", headers=script).status_code == 200
    listed = api.get("/api/auth/tokens", headers=session).json()["tokens"]
    assert {t["kind"] for t in listed} == {"session", "api"} and all("token" not in t for t in listed)

    assert api.post("/api/auth/logout", headers=session).status_code == 200
    assert api.get("/api/auth/me", headers=session).status_code == 401
    assert api.delete(f"/api/auth/tokens/{created.json()['id']}", headers=script).status_code == 200
    assert api.get("/api/auth/me", headers=script).status_code == 401
    assert api.get("/api/auth/me", headers={"Authorization": "Bearer llp_forged"}).status_code == 401


def test_roles_are_enforced(api, people):
    h = people.headers
    assert api.get("/api/annotation/queue", params={"rubric": "syler"}).status_code == 401
    assert api.get("/api/annotation/queue", params={"rubric": "syler"}, headers=h["uma"]).status_code == 403
    assert api.get("/api/annotation/queue", params={"rubric": "syler"}, headers=h["alice"]).status_code == 200
    assert api.get("/api/annotation/agreement", headers=h["alice"]).status_code == 403
    assert api.post("/api/exports", headers=h["alice"]).status_code == 403
    assert api.get("/api/annotation/agreement", headers=h["olga"]).status_code == 200
    assert api.get("/api/annotation/queue", params={"rubric": "syler"}, headers=h["olga"]).status_code == 200

    made = api.post("/api/users", json={"username": "dave", "password": "dave-password", "role": "annotator"},
                    headers=h["olga"])
    assert made.status_code == 201 and made.json()["role"] == "annotator"
    eve = {"username": "eve", "password": "eve-password"}
    assert api.post("/api/users", json=eve, headers=h["alice"]).status_code == 403
    assert api.patch("/api/users/olga", json={"active": False}, headers=h["olga"]).status_code == 422
    assert api.patch("/api/users/dave", json={"role": "operator"}, headers=h["olga"]).json()["role"] == "operator"
    unknown = api.patch("/api/users/nobody", json={"role": "operator"}, headers=h["olga"])
    assert unknown.status_code == 404 and unknown.json()["detail"] == "no user 'nobody'"  # the quotes intact


def test_anonymous_asking_is_configurable(api, services, people):
    question = {"question": "公司无故辞退我怎么办？"}
    # no model is loaded in these tests: an admitted request gets the grounded answer, saying no model answered
    # (before: a 503)
    admitted = api.post("/api/ask", json=question)
    assert admitted.status_code == 200 and admitted.json()["model_unavailable"] == "no language model is loaded"
    services.settings.allow_anonymous_ask = False
    try:
        refused = api.post("/api/ask", json=question)
        assert refused.status_code == 401 and refused.json()["detail"] == "请先登录：本服务器已关闭匿名使用"
        signed_in = api.post("/api/ask", json=question, headers=people.headers["uma"])
        assert signed_in.status_code == 200 and signed_in.json()["format_ok"] is False
    finally:
        services.settings.allow_anonymous_ask = True


def test_user_commands_refuse_what_cannot_work(tmp_path, monkeypatch, capsys):
    import io
    import sys

    from backend.cli import main
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    try:
        # no terminal and no --password-stdin: a message, not an EOFError traceback
        monkeypatch.setattr(sys, "stdin", io.StringIO(""))
        assert main(["user", "add", "olga", "--role", "operator"]) == 2
        assert "--password-stdin" in capsys.readouterr().err
        # a token that would be born expired
        for days in ("-1", "0"):
            with pytest.raises(SystemExit):
                main(["user", "token", "olga", "--days", days])
    finally:
        get_settings.cache_clear()
