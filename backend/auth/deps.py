"""FastAPI dependencies: who is calling (a bearer token), and whether their role suffices."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated

from fastapi import Depends, Request

from backend.api.deps import ServicesDep
from backend.api.errors import SignInRefused
from backend.auth.models import Role
from backend.auth.service import AuthError, Principal, principal_for_token


def bearer_token(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def optional_principal(request: Request, services: ServicesDep) -> Principal | None:
    token = bearer_token(request)
    if token is None:
        return None
    try:
        return principal_for_token(services.engine, token)
    except AuthError as exc:
        raise SignInRefused(401, str(exc), exc.chinese) from None


OptionalPrincipal = Annotated[Principal | None, Depends(optional_principal)]


def require_role(needed: Role) -> Callable[..., Principal]:
    """A dependency that admits callers whose role is `needed` or higher: 401 without a token, 403 below it."""

    def dependency(principal: OptionalPrincipal) -> Principal:
        if principal is None:
            raise SignInRefused(401, f"sign in first: this needs the {needed.value} role",
                                f"请先登录：此操作需要 {needed.value} 角色")
        if not principal.allows(needed):
            raise SignInRefused(403, f"this needs the {needed.value} role; {principal.username} is "
                                     f"{principal.role.value}",
                                f"此操作需要 {needed.value} 角色；{principal.username} 的角色是 {principal.role.value}",
                                bearer=False)
        return principal

    return dependency


SignedIn = Annotated[Principal, Depends(require_role(Role.user))]
Annotator = Annotated[Principal, Depends(require_role(Role.annotator))]
Operator = Annotated[Principal, Depends(require_role(Role.operator))]


def ask_access(principal: OptionalPrincipal, services: ServicesDep) -> Principal | None:
    """Asking is open to anonymous callers unless the allow_anonymous_ask setting is off."""
    if principal is None and not services.settings.allow_anonymous_ask:
        raise SignInRefused(401, "sign in first: anonymous asking is turned off on this server",
                            "请先登录：本服务器已关闭匿名使用")
    return principal
