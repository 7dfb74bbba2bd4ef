"""Password hashing with the standard library's scrypt (memory-hard, salted, parameters stored with the hash)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

# n=2**14, r=8 uses 16 MiB and about 50 ms per hash: slow for guessing, fine for logins
SCRYPT_N, SCRYPT_R, SCRYPT_P = 2**14, 8, 1
MIN_PASSWORD_CHARS = 8


def _b64(raw: bytes) -> str:
    return base64.b64encode(raw).decode("ascii")


def _scrypt(password: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return hashlib.scrypt(password.encode("utf-8"), salt=salt, n=n, r=r, p=p, maxmem=64 * 1024 * 1024, dklen=32)


def check_password_strength(password: str) -> None:
    if len(password) < MIN_PASSWORD_CHARS:
        raise ValueError(f"the password must have at least {MIN_PASSWORD_CHARS} characters")


def hash_password(password: str) -> str:
    """'scrypt$n$r$p$salt$hash', all that verify_password needs."""
    check_password_strength(password)
    salt = secrets.token_bytes(16)
    digest = _scrypt(password, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P)
    return f"scrypt${SCRYPT_N}${SCRYPT_R}${SCRYPT_P}${_b64(salt)}${_b64(digest)}"


def verify_password(password: str, stored: str) -> bool:
    try:
        scheme, n, r, p, salt, digest = stored.split("$")
        if scheme != "scrypt":
            return False
        expected = base64.b64decode(digest)
        actual = _scrypt(password, base64.b64decode(salt), int(n), int(r), int(p))
    except ValueError:
        return False
    return hmac.compare_digest(actual, expected)
