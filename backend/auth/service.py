"""User and token operations. Each public function is one transaction."""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, select

from backend.auth.models import ApiToken, Role, TokenKind, User
from backend.auth.passwords import hash_password, verify_password
from backend.db import session_scope, stored_row
from backend.store.models import utc_now

USERNAME_PATTERN = re.compile(r"^[A-Za-z0-9_.@-]{2,64}$")
TOKEN_PREFIX = "llp_"
# verified against when the username is unknown, so a failed login takes as long either way
_DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="


class AuthError(ValueError):
    """Wrong credentials or an unusable token (the API maps it to 401), worded in English and in Chinese: the routes
    of the Chinese engines answer in Chinese (backend/api/errors.py)."""

    def __init__(self, message: str, chinese: str) -> None:
        super().__init__(message)
        self.chinese = chinese


@dataclass(frozen=True)
class Principal:
    """The authenticated caller, detached from any database session."""

    user_id: int
    username: str
    role: Role
    token_id: int

    def allows(self, needed: Role) -> bool:
        return self.role.allows(needed)


@dataclass(frozen=True)
class IssuedToken:
    token: str  # shown once; only its hash is stored
    token_id: int
    kind: TokenKind
    expires_at: datetime | None


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def parse_role(role: str) -> Role:
    try:
        return Role(role)
    except ValueError:
        raise ValueError(f"unknown role {role!r}; choose one of {', '.join(r.value for r in Role)}") from None


def create_user(engine: Engine, username: str, password: str, role: Role | str) -> User:
    if not USERNAME_PATTERN.match(username):
        raise ValueError("a username has 2-64 characters: letters, digits, '_', '.', '@' or '-'")
    user = User(username=username, password_hash=hash_password(password), role=parse_role(str(role)))
    try:
        with session_scope(engine) as session:
            stored_row(session, user)
    except IntegrityError:
        raise ValueError(f"the user {username!r} already exists") from None
    return user


def list_users(engine: Engine) -> list[User]:
    with Session(engine) as session:
        return list(session.exec(select(User).order_by(User.id)))


def update_user(engine: Engine, username: str, role: str | None = None, active: bool | None = None,
                password: str | None = None) -> User:
    with session_scope(engine) as session:
        user = session.exec(select(User).where(User.username == username)).first()
        if user is None:
            raise LookupError(f"no user {username!r}")
        if role is not None:
            user.role = parse_role(role)
        if active is not None:
            user.active = active
        if password is not None:
            user.password_hash = hash_password(password)
        if active is False or password is not None:
            # a disabled user or a changed password ends every session and token of that user
            for token in session.exec(select(ApiToken).where(ApiToken.user_id == user.id,
                                                             ApiToken.revoked_at.is_(None))):
                token.revoked_at = utc_now()
        return stored_row(session, user)


def authenticate(engine: Engine, username: str, password: str) -> User:
    with Session(engine) as session:
        user = session.exec(select(User).where(User.username == username)).first()
    if user is None:
        verify_password(password, _DUMMY_HASH)
        raise AuthError("wrong username or password", "用户名或密码错误")
    if not verify_password(password, user.password_hash):
        raise AuthError("wrong username or password", "用户名或密码错误")
    if not user.active:
        raise AuthError(f"the user {username!r} is disabled", f"用户 {username!r} 已停用")
    return user


def issue_token(engine: Engine, user_id: int, kind: TokenKind, name: str = "",
                ttl: timedelta | None = None) -> IssuedToken:
    token = TOKEN_PREFIX + secrets.token_urlsafe(32)
    expires_at = utc_now() + ttl if ttl is not None else None
    row = ApiToken(user_id=user_id, name=name, kind=kind, token_hash=_token_hash(token),
                   prefix=token[: len(TOKEN_PREFIX) + 6], expires_at=expires_at)
    with session_scope(engine) as session:
        session.add(row)
        session.flush()
        token_id = row.id
    return IssuedToken(token, token_id, kind, expires_at)


def principal_for_token(engine: Engine, token: str) -> Principal:
    with Session(engine) as session:
        row = session.exec(
            select(ApiToken, User).join(User, User.id == ApiToken.user_id)
            .where(ApiToken.token_hash == _token_hash(token))
        ).first()
    if row is None:
        raise AuthError("unknown token", "令牌无效：服务器上没有这个令牌")
    api_token, user = row
    # each message says what happened and what helps: a disabled user cannot sign in, a script needs a new token
    if not user.active:
        raise AuthError(f"the account {user.username!r} is deactivated; an administrator must re-enable it",
                        f"账户 {user.username!r} 已停用：须由管理员重新启用")
    is_session = api_token.kind == TokenKind.session
    if api_token.revoked_at is not None:
        raise (AuthError("this session was ended (signed out, or the password changed); sign in again",
                         "此次登录已结束（已退出登录或已修改密码）：请重新登录") if is_session
               else AuthError("this API token was revoked; create a new one", "此 API 令牌已被撤销：请新建一个"))
    if api_token.expires_at is not None and api_token.expires_at <= utc_now():
        at = f"{api_token.expires_at:%Y-%m-%d %H:%M}"
        raise (AuthError("this session has expired; sign in again", "此次登录已过期：请重新登录") if is_session
               else AuthError(f"this API token expired at {at} UTC; create a new one",
                              f"此 API 令牌已于 {at}（UTC）过期：请新建一个"))
    return Principal(user.id, user.username, user.role, api_token.id)


def list_tokens(engine: Engine, user_id: int) -> list[ApiToken]:
    with Session(engine) as session:
        return list(session.exec(select(ApiToken).where(ApiToken.user_id == user_id).order_by(ApiToken.id)))


def revoke_token(engine: Engine, token_id: int, user_id: int | None = None) -> None:
    """Revoke one token; with user_id, only if it belongs to that user."""
    with session_scope(engine) as session:
        token = session.get(ApiToken, token_id)
        if token is None or (user_id is not None and token.user_id != user_id):
            raise LookupError(f"no token {token_id}")
        if token.revoked_at is None:
            token.revoked_at = utc_now()
            session.add(token)
