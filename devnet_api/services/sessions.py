"""Server-side sessions: a cookie token maps to a row; deleting the row revokes it everywhere."""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from devnet_api.models.accounts import AuthSession, Status, User


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _now() -> datetime:
    return datetime.now(timezone.utc)


async def create(user_id: int, max_age: int) -> str:
    """A new session for ``user_id``; returns the token (256 random bits) the cookie carries."""
    token = secrets.token_urlsafe(32)
    await AuthSession.create(token_hash=_digest(token), user_id=user_id,
                             expires_at=_now() + timedelta(seconds=max_age))
    return token


async def user_for(token: str) -> User | None:
    """The active member a live session token belongs to, or None."""
    if not token or len(token) > 128:
        return None
    session = await AuthSession.filter(token_hash=_digest(token), expires_at__gt=_now()).select_related("user").first()
    if session is None or session.user.status != Status.ACTIVE:
        return None
    return session.user


async def revoke(token: str) -> None:
    await AuthSession.filter(token_hash=_digest(token)).delete()


async def revoke_all(user_id: int) -> int:
    """Sign a member out everywhere (used when an account is suspended)."""
    return await AuthSession.filter(user_id=user_id).delete()


async def purge_expired() -> int:
    """Delete expired sessions; returns how many."""
    return await AuthSession.filter(expires_at__lte=_now()).delete()
