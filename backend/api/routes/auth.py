"""Sign-in, API tokens and user administration."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, HTTPException, Path
from pydantic import Field

from backend.api.deps import ServicesDep
from backend.api.errors import http_errors
from backend.api.fields import RequestBody, RowId, non_blank
from backend.auth import service as auth
from backend.auth.deps import Operator, SignedIn
from backend.auth.models import ApiToken, Role, TokenKind, User

router = APIRouter(prefix="/api", tags=["auth"])


class LoginRequest(RequestBody):
    username: str = Field(min_length=1, max_length=64)
    password: str = Field(min_length=1, max_length=1024)


class TokenRequest(RequestBody):
    # a misspelt key ('days') is refused as in every body (fields.RequestBody): dropped, the token would never
    # expire; `strict`: true would be one day
    # non-blank: a token named '   ' cannot be told apart from the others in the list to revoke
    name: Annotated[str, Field(max_length=100, description="what the token is for, e.g. 'nightly export'"),
                    non_blank()]
    expires_in_days: float | None = Field(None, gt=0, le=3650, strict=True, description="empty: until revoked")


class NewUser(RequestBody):
    username: str = Field(min_length=2, max_length=64)
    password: str = Field(min_length=1, max_length=1024)
    role: Role = Role.annotator


class UserChange(RequestBody):
    role: Role | None = None
    active: bool | None = None
    password: str | None = Field(None, min_length=1, max_length=1024)


def _user(user: User) -> dict:
    return {"id": user.id, "username": user.username, "role": user.role.value, "active": user.active,
            "created_at": user.created_at.isoformat()}


def _token(token: ApiToken) -> dict:
    def iso(moment: datetime | None) -> str | None:
        return moment.isoformat() if moment else None

    return {"id": token.id, "name": token.name, "kind": token.kind.value, "prefix": token.prefix,
            "created_at": iso(token.created_at), "expires_at": iso(token.expires_at),
            "revoked_at": iso(token.revoked_at)}


@router.post("/auth/login")
def login(services: ServicesDep, body: LoginRequest) -> dict:
    """Password sign-in; returns a session token to send as `Authorization: Bearer <token>`."""
    with http_errors():
        user = auth.authenticate(services.engine, body.username, body.password)
    issued = auth.issue_token(services.engine, user.id, TokenKind.session, name="login",
                              ttl=timedelta(hours=services.settings.session_ttl_hours))
    return {"token": issued.token, "expires_at": issued.expires_at.isoformat(),
            "user": {"username": user.username, "role": user.role.value}}


@router.post("/auth/logout")
def logout(services: ServicesDep, principal: SignedIn) -> dict:
    auth.revoke_token(services.engine, principal.token_id)
    return {"signed_out": principal.username}


@router.get("/auth/me")
def me(principal: SignedIn) -> dict:
    return {"username": principal.username, "role": principal.role.value}


@router.post("/auth/tokens", status_code=201)
def create_token(services: ServicesDep, principal: SignedIn, body: TokenRequest) -> dict:
    """An API token for scripts, with the caller's role. The token is shown only in this response."""
    ttl = timedelta(days=body.expires_in_days) if body.expires_in_days else None
    issued = auth.issue_token(services.engine, principal.user_id, TokenKind.api, name=body.name, ttl=ttl)
    return {"id": issued.token_id, "token": issued.token, "name": body.name,
            "expires_at": issued.expires_at.isoformat() if issued.expires_at else None}


@router.get("/auth/tokens")
def list_tokens(services: ServicesDep, principal: SignedIn) -> dict:
    return {"tokens": [_token(t) for t in auth.list_tokens(services.engine, principal.user_id)]}


@router.delete("/auth/tokens/{token_id}")
def revoke_token(services: ServicesDep, principal: SignedIn, token_id: RowId) -> dict:
    with http_errors():
        auth.revoke_token(services.engine, token_id, user_id=principal.user_id)
    return {"revoked": token_id}


@router.get("/users")
def list_users(services: ServicesDep, _operator: Operator) -> dict:
    return {"users": [_user(u) for u in auth.list_users(services.engine)]}


@router.post("/users", status_code=201)
def create_user(services: ServicesDep, _operator: Operator, body: NewUser) -> dict:
    with http_errors():
        return _user(auth.create_user(services.engine, body.username, body.password, body.role))


@router.patch("/users/{username}")
def change_user(services: ServicesDep, operator: Operator, username: Annotated[str, Path(max_length=64)],
                body: UserChange) -> dict:
    if username == operator.username and (body.active is False or (body.role and body.role != Role.operator)):
        raise HTTPException(422, "an operator cannot disable or demote themselves; ask another operator")
    with http_errors():
        return _user(auth.update_user(services.engine, username, role=body.role, active=body.active,
                                      password=body.password))
