"""Who may do what: users with one role each, and the bearer tokens that authenticate them."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum

from sqlmodel import Field, SQLModel

from backend.store.models import utc_now


class Role(StrEnum):
    user = "user"  # may ask (when anonymous asking is off)
    annotator = "annotator"  # a lawyer: rates, compares and corrects outputs
    operator = "operator"  # an administrator: users, adjudication, exports, training

    @property
    def rank(self) -> int:
        return _RANK[self]

    def allows(self, needed: Role) -> bool:
        """Roles are nested: an operator may do what an annotator may, an annotator what a user may."""
        return self.rank >= needed.rank


_RANK = {Role.user: 0, Role.annotator: 1, Role.operator: 2}


class User(SQLModel, table=True):
    __tablename__ = "users"

    id: int | None = Field(default=None, primary_key=True)
    username: str = Field(index=True, unique=True)
    password_hash: str
    role: Role
    active: bool = True
    created_at: datetime = Field(default_factory=utc_now)


class TokenKind(StrEnum):
    session = "session"  # issued by a password login, short-lived
    api = "api"  # created for scripts, long-lived until revoked


class ApiToken(SQLModel, table=True):
    __tablename__ = "api_tokens"

    id: int | None = Field(default=None, primary_key=True)
    user_id: int = Field(foreign_key="users.id", index=True)
    name: str = ""
    kind: TokenKind
    # only the SHA-256 of the token is stored: a leaked database does not leak working tokens
    token_hash: str = Field(index=True, unique=True)
    prefix: str  # first characters, so a user can tell their tokens apart
    created_at: datetime = Field(default_factory=utc_now)
    expires_at: datetime | None = None
    revoked_at: datetime | None = None
