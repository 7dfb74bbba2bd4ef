"""Why a bearer token is refused, as a caller of the HTTP API reads it: an expired session or API token, one ended by
signing out, by a password change or by revocation, and a deactivated account each get their own 401 message, which
says what helps (sign in again, create a new token, ask an administrator)."""

from __future__ import annotations

import time
from datetime import datetime


def _refusal(api, headers: dict) -> str:
    response = api.get("/api/auth/me", headers=headers)
    assert response.status_code == 401, response.text
    assert response.headers["www-authenticate"] == "Bearer"
    return response.json()["detail"]


def _sign_in(api, username: str) -> dict:
    response = api.post("/api/auth/login", json={"username": username, "password": f"{username}-secret-pw"})
    assert response.status_code == 200, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}


def test_an_expired_session_says_sign_in_again(api, services, people):
    lifetime = services.settings.session_ttl_hours
    services.settings.session_ttl_hours = 1e-9  # a session that has ended by the time it is first used
    try:
        session = _sign_in(api, "alice")
    finally:
        services.settings.session_ttl_hours = lifetime
    assert _refusal(api, session) == "this session has expired; sign in again"
    assert api.get("/api/auth/me", headers=_sign_in(api, "alice")).status_code == 200


def test_an_expired_api_token_says_when_it_expired(api, people):
    created = api.post("/api/auth/tokens", headers=people.headers["alice"],
                       json={"name": "one-off", "expires_in_days": 1e-9})
    assert created.status_code == 201, created.text
    expired_at = datetime.fromisoformat(created.json()["expires_at"])
    time.sleep(0.01)
    assert _refusal(api, {"Authorization": f"Bearer {created.json()['token']}"}) == (
        f"this API token expired at {expired_at:%Y-%m-%d %H:%M} UTC; create a new one")


def test_a_session_ended_by_signing_out_or_a_new_password_says_sign_in_again(api, people):
    ended = "this session was ended (signed out, or the password changed); sign in again"
    session = _sign_in(api, "alice")
    assert api.post("/api/auth/logout", headers=session).status_code == 200
    assert _refusal(api, session) == ended

    session = _sign_in(api, "bob")
    changed = api.patch("/api/users/bob", headers=people.headers["olga"], json={"password": "bob-new-password"})
    assert changed.status_code == 200, changed.text
    assert _refusal(api, session) == ended


def test_a_revoked_api_token_says_create_a_new_one(api, people):
    created = api.post("/api/auth/tokens", headers=people.headers["alice"], json={"name": "nightly"}).json()
    script = {"Authorization": f"Bearer {created['token']}"}
    assert api.get("/api/auth/me", headers=script).status_code == 200
    assert api.delete(f"/api/auth/tokens/{created['id']}", headers=people.headers["alice"]).status_code == 200
    assert _refusal(api, script) == "this API token was revoked; create a new one"


def test_a_deactivated_account_names_itself_and_who_can_re_enable_it(api, people):
    carol = people.headers["carol"]
    assert api.patch("/api/users/carol", headers=people.headers["olga"], json={"active": False}).status_code == 200
    assert _refusal(api, carol) == "the account 'carol' is deactivated; an administrator must re-enable it"
    signing_in = api.post("/api/auth/login", json={"username": "carol", "password": "carol-secret-pw"})
    assert signing_in.status_code == 401 and signing_in.json()["detail"] == "the user 'carol' is disabled"
    # re-enabled, the account signs in again, but a token that deactivation ended stays ended
    assert api.patch("/api/users/carol", headers=people.headers["olga"], json={"active": True}).status_code == 200
    assert _refusal(api, carol) == "this API token was revoked; create a new one"
    assert api.get("/api/auth/me", headers=_sign_in(api, "carol")).status_code == 200


def test_a_token_nobody_issued_is_unknown(api, people):
    assert _refusal(api, {"Authorization": "Bearer llp_never-issued"}) == "unknown token"
