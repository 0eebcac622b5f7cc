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


# A session ends ``max_age`` seconds after sign-in (absolute) or ``idle`` seconds after it was
# last used, whichever comes first. ``expires_at`` holds the earlier of the two; using a session
# moves it on, written at most once per EXTEND_EVERY so a busy session costs no write per request.
DEFAULT_IDLE = 14 * 24 * 60 * 60
EXTEND_EVERY = timedelta(hours=1)


def _deadline(created_at: datetime, max_age: int, idle: int) -> datetime:
    return min(_now() + timedelta(seconds=idle), created_at + timedelta(seconds=max_age))


async def create(user_id: int, max_age: int, idle: int = DEFAULT_IDLE) -> str:
    """A new session for ``user_id``; returns the token (256 random bits) the cookie carries."""
    token = secrets.token_urlsafe(32)
    await AuthSession.create(token_hash=_digest(token), user_id=user_id, expires_at=_deadline(_now(), max_age, idle))
    return token


async def session_for(token: str, max_age: int, idle: int = DEFAULT_IDLE) -> AuthSession | None:
    """The live session row of ``token`` (with its active member as ``.user``), extending its idle
    deadline; None when there is none, it expired, or its member is not active."""
    if not token or len(token) > 128:
        return None
    now = _now()
    session = await (AuthSession.filter(token_hash=_digest(token), expires_at__gt=now,
                                        created_at__gt=now - timedelta(seconds=max_age))
                     .select_related("user").first())
    if session is None or session.user.status != Status.ACTIVE:
        return None
    deadline = _deadline(session.created_at, max_age, idle)
    if deadline - session.expires_at >= EXTEND_EVERY:
        await AuthSession.filter(id=session.id).update(expires_at=deadline)
        session.expires_at = deadline
    return session


async def user_for(token: str, max_age: int = 60 * 60 * 24 * 30, idle: int = DEFAULT_IDLE) -> User | None:
    """The active member a live session token belongs to, or None."""
    session = await session_for(token, max_age, idle)
    return session.user if session else None


async def revoke(token: str) -> None:
    await AuthSession.filter(token_hash=_digest(token)).delete()


async def revoke_all(user_id: int) -> int:
    """Sign a member out everywhere (used when an account is suspended)."""
    return await AuthSession.filter(user_id=user_id).delete()


async def purge_expired() -> int:
    """Delete expired sessions; returns how many."""
    return await AuthSession.filter(expires_at__lte=_now()).delete()
