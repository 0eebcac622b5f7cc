"""Server-side sessions: a cookie token maps to a row; deleting the row revokes it everywhere.

Every revocation goes through ``revoke``, ``revoke_one``, ``revoke_others`` or ``revoke_all``
(logout, ending a session from the sessions list, password change and reset, ban; an account
deletion through the ``pre_delete`` hook below), which record the internal live event
``_sessions_revoked`` on the unit of work (``services.live``): after commit every web process's hub
closes the sockets opened with those sessions, whoever ended them (a request, or the CLI through
Redis when ``DEVNET_REDIS_URL`` is set; see docs/realtime.md).

``revoke_all`` and ``revoke_others`` also end the member's half-finished sign-ins
(``end_pending_sign_ins``), as every other security change does (``services.security``).
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TypeVar

from tortoise.expressions import F
from tortoise.signals import pre_delete

from devnet_api.db.sql import Statement
from devnet_api.models.accounts import AuthSession, PendingSignIn, Status, User
from devnet_api.services import live

log = logging.getLogger("devnet.sessions")

T = TypeVar("T")


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


# A session ends ``max_age`` seconds after sign-in (absolute) or ``idle`` seconds after it was
# last used, whichever comes first. ``expires_at`` holds the earlier of the two; using a session
# moves it on, written at most once per EXTEND_EVERY so a busy session costs no write per request.
# ``last_seen_at`` (the sessions list's "last active") is written in the same update: it is at
# most EXTEND_EVERY behind the session's real last use, and costs no write of its own.
DEFAULT_IDLE = 14 * 24 * 60 * 60
EXTEND_EVERY = timedelta(hours=1)
# Sensitive changes (password, email, two-factor, passkeys, export, deletion) need the member to
# have proved who they are in this session within this long: at sign-in or by re-authenticating.
REAUTH_WINDOW = timedelta(minutes=10)


def _deadline(created_at: datetime, max_age: int, idle: int) -> datetime:
    return min(_now() + timedelta(seconds=idle), created_at + timedelta(seconds=max_age))


MAX_USER_AGENT = 512


async def create(user_id: int, max_age: int, idle: int = DEFAULT_IDLE, user_agent: str = "", network: str = "") -> str:
    """A new session for ``user_id``; returns the token (256 random bits) the cookie carries. The
    browser's ``user_agent`` and the client's approximate ``network`` are kept for the member's
    sessions list (``listed``)."""
    token = secrets.token_urlsafe(32)
    now = _now()
    await AuthSession.create(
        token_hash=_digest(token),
        user_id=user_id,
        expires_at=_deadline(now, max_age, idle),
        user_agent=user_agent[:MAX_USER_AGENT],
        network=network[:64],
        last_seen_at=now,
        reauthenticated_at=now,
    )
    return token


def recently_authenticated(session: LiveSession | None) -> bool:
    """Whether the member proved who they are in ``session`` within REAUTH_WINDOW."""
    if session is None or session.reauthenticated_at is None:
        return False
    return _now() - _utc(session.reauthenticated_at) <= REAUTH_WINDOW


async def mark_reauthenticated(session_id: int) -> None:
    """The member just proved who they are again (POST /api/auth/reauthenticate)."""
    await AuthSession.filter(id=session_id).update(reauthenticated_at=_now())


async def session_for(
    token: str, max_age: int, idle: int = DEFAULT_IDLE, cache: SessionCache | None = None
) -> LiveSession | None:
    """The live session of ``token`` (with its active member as ``.user``), extending its idle
    deadline; None when there is none, it expired, or its member is not active. With a ``cache``
    (the web app's), a session read lately is answered from memory, without a statement."""
    if not token or len(token) > 128:
        return None
    now = _now()
    digest = _digest(token)
    if cache is not None:
        cached = cache.get(digest)
        if (
            cached is not None
            and _utc(cached.expires_at) > now
            and _utc(cached.created_at) > now - timedelta(seconds=max_age)
        ):
            return cached
        epoch = cache.epoch
    row = await LOOKUP.row(token=digest)
    session = _live_session(row) if row is not None else None
    if (
        session is None
        or _utc(session.expires_at) <= now
        or _utc(session.created_at) <= now - timedelta(seconds=max_age)
        or session.user.status != Status.ACTIVE
    ):
        return None
    deadline = _deadline(session.created_at, max_age, idle)
    if deadline - session.expires_at >= EXTEND_EVERY:
        await AuthSession.filter(id=session.id).update(expires_at=deadline, last_seen_at=now)
        session.expires_at = deadline
        row = {**row, "s_expires_at": deadline}
    if cache is not None:
        cache.put(digest, row, session, epoch)
    return session


class SessionCache:
    """The web process's sessions read lately, by token digest: a signed-in request whose session
    was read less than ``seconds`` ago costs no statement (docs/performance.md, "The request floor").

    Each hit builds a fresh member from the cached row (handlers may change their model object).
    An entry goes at once when its session is revoked: in this process by ``forget`` (the
    ``_sessions_revoked`` event every revocation publishes: this process's hub hears it at once,
    the others through Redis, realtime.Hub), and all of them after any request that may have
    written (``clear``: a profile edit, a role given, a password changed in this process are seen
    by the next request). What no event announces (a change made by another process, or straight
    in the database) is seen within ``seconds``. ``epoch`` guards a read racing an invalidation: a
    row read before it is not stored after it.
    """

    def __init__(self, seconds: float, size: int = 10_000) -> None:
        self.seconds = seconds
        self.size = size
        self.epoch = 0
        # digest -> (expires, session id, member id, LOOKUP row, memo)
        self._entries: OrderedDict[str, tuple[float, int, int, dict, dict]] = OrderedDict()

    def get(self, digest: str) -> LiveSession | None:
        entry = self._entries.get(digest)
        if entry is None:
            return None
        if time.monotonic() >= entry[0]:
            del self._entries[digest]
            return None
        return _live_session(entry[3], entry[4])

    def put(self, digest: str, row: dict, session: LiveSession, epoch: int) -> None:
        if self.seconds <= 0 or epoch != self.epoch:
            return
        self._entries[digest] = (time.monotonic() + self.seconds, session.id, session.user_id, row, session.memo)
        self._entries.move_to_end(digest)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def forget(self, user_id: int, session_ids: Iterable[int], everywhere: bool = False) -> None:
        """Drop the entries of ``session_ids`` (every session of ``user_id`` when ``everywhere``)."""
        ended = set(session_ids)
        self.epoch += 1
        for digest, (_, session_id, owner, _, _) in list(self._entries.items()):
            if session_id in ended or (everywhere and owner == user_id):
                del self._entries[digest]

    def clear(self) -> None:
        self.epoch += 1
        self._entries.clear()

    def __len__(self) -> int:
        return len(self._entries)


def _utc(value: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=UTC)


@dataclass(slots=True)
class LiveSession:
    """A live session as a request needs it: its row's id and deadlines, and its member (the
    model object the routes are given as the caller)."""

    id: int
    user_id: int
    created_at: datetime
    expires_at: datetime
    user: User
    reauthenticated_at: datetime | None = None
    # What a handler derived from this session's row alone, kept as long as the row is (the
    # process's session cache entry): ``memoized``.
    memo: dict = field(default_factory=dict)

    def memoized(self, name: str, derive: Callable[[], T]) -> T:
        """``derive()``, once per session row read: a cache hit for the same row answers what
        the first request derived. Only for what follows from the member's row (their own object),
        which changes only with a new read of the row (a write in this process, the cache's seconds)."""
        if name not in self.memo:
            self.memo[name] = derive()
        return self.memo[name]


_SESSION_CREATED = AuthSession._meta.fields_map["created_at"]
# Every column of the member (request handlers get the whole model), then the session's own.
_USER_COLUMNS = tuple(User._meta.fields_db_projection.values())
LOOKUP = Statement(
    'SELECT "auth_sessions".id AS s_id, "auth_sessions".created_at AS s_created_at,'
    ' "auth_sessions".expires_at AS s_expires_at, "auth_sessions".reauthenticated_at AS s_reauth, '
    + ", ".join(f'u."{column}" AS "{column}"' for column in _USER_COLUMNS)
    + ' FROM "auth_sessions" JOIN users u ON u.id = "auth_sessions".user_id'
    ' WHERE "auth_sessions".token_hash = :token LIMIT 1'
)


def _timestamp(value) -> datetime:
    return value if isinstance(value, datetime) else _SESSION_CREATED.to_python_value(value)  # SQLite: text


def _live_session(row: dict, memo: dict | None = None) -> LiveSession:
    """A LOOKUP row (one hand-written statement on the unique token index, devnet_api.db.sql) as the
    live session with its member: one model object, built afresh from the row (which stays as it
    was, for the cache)."""
    row = dict(row)
    session_id, created_at, expires_at = row.pop("s_id"), row.pop("s_created_at"), row.pop("s_expires_at")
    reauth = row.pop("s_reauth")
    user = User._init_from_db(**row)
    return LiveSession(
        session_id,
        user.id,
        _timestamp(created_at),
        _timestamp(expires_at),
        user,
        _timestamp(reauth) if reauth is not None else None,
        {} if memo is None else memo,
    )


async def user_for(token: str, max_age: int = 60 * 60 * 24 * 30, idle: int = DEFAULT_IDLE) -> User | None:
    """The active member a live session token belongs to, or None."""
    session = await session_for(token, max_age, idle)
    return session.user if session else None


async def live_sessions(session_ids: Iterable[int], max_age: int) -> dict[int, datetime]:
    """Which of ``session_ids`` are still live (not revoked, not expired, their member active),
    each with the moment it ends unless used again. Read-only: an open socket is not a use, so
    it never extends a session (a forgotten tab must not keep one alive)."""
    ids = list(session_ids)
    if not ids:
        return {}
    now = _now()
    rows = await AuthSession.filter(
        id__in=ids, expires_at__gt=now, created_at__gt=now - timedelta(seconds=max_age), user__status=Status.ACTIVE
    ).values_list("id", "created_at", "expires_at")
    return {id_: min(expires_at, created_at + timedelta(seconds=max_age)) for id_, created_at, expires_at in rows}


MAX_LISTED = 100


async def listed(user_id: int, max_age: int) -> list[AuthSession]:
    """The member's live sessions (not expired, not past ``max_age``), the most recently used
    first, at most MAX_LISTED (the oldest beyond that are left out; "end all others" ends them too)."""
    now = _now()
    rows = (
        await AuthSession.filter(user_id=user_id, expires_at__gt=now, created_at__gt=now - timedelta(seconds=max_age))
        .order_by("-last_seen_at", "-id")
        .limit(MAX_LISTED)
    )
    # A row from before last_seen_at existed has none: its sign-in time stands in for it.
    for row in rows:
        row.last_seen_at = row.last_seen_at or row.created_at
    return sorted(rows, key=lambda row: (_utc(row.last_seen_at), row.id), reverse=True)


def deadline_of(session: LiveSession, max_age: int) -> datetime:
    """When ``session`` ends unless used again (the earlier of its idle and absolute deadlines)."""
    return min(session.expires_at, session.created_at + timedelta(seconds=max_age))


@dataclass(frozen=True)
class Revocation:
    """Sessions that just ended. ``everywhere``: every session of the member ended (password
    reset, ban, deletion), so every socket of theirs closes, whatever session it was opened with."""

    user_id: int
    session_ids: tuple[int, ...]
    everywhere: bool = False

    def payload(self) -> dict:
        return {"userId": self.user_id, "sessions": list(self.session_ids), "everywhere": self.everywhere}


def _announce(revocation: Revocation) -> None:
    """After commit, every process's hub closes the sockets of those sessions (``live``)."""
    if revocation.session_ids or revocation.everywhere:
        live.sessions_revoked(revocation.user_id, revocation.session_ids, revocation.everywhere)


async def revoke(token: str) -> None:
    """End one session (logout, or the old session on sign-in)."""
    rows = await AuthSession.filter(token_hash=_digest(token)).values_list("id", "user_id")
    if not rows:
        return
    await AuthSession.filter(id__in=[id_ for id_, _ in rows]).delete()
    for id_, user_id in rows:
        _announce(Revocation(user_id, (id_,)))


async def revoke_one(user_id: int, session_id: int) -> bool:
    """End one of the member's sessions by its id (the sessions list's "Sign out"); its sockets
    close as on logout. False when the member has no such session (another member's is none)."""
    ended = await AuthSession.filter(id=session_id, user_id=user_id).delete()
    if ended:
        _announce(Revocation(user_id, (session_id,)))
    return bool(ended)


async def end_pending_sign_ins(user_id: int) -> None:
    """Move the member's security stamp on: a sign-in waiting for its second factor, begun before
    (the password typed under the old stamp), can no longer be finished with a code, a recovery
    code or a passkey (services.second_factor.complete). Every security change calls this: a
    password changed or reset, sessions ended, an address changed, a second factor added or taken
    off (services.security.changed)."""
    await User.filter(id=user_id).update(security_stamp=F("security_stamp") + 1)
    await PendingSignIn.filter(user_id=user_id).delete()


async def revoke_all(user_id: int) -> int:
    """Sign a member out everywhere, sockets included (password reset, ban, deletion), pending
    sign-ins too. Answers how many sessions ended."""
    await end_pending_sign_ins(user_id)
    ids = await AuthSession.filter(user_id=user_id).values_list("id", flat=True)
    ended = await AuthSession.filter(user_id=user_id).delete()
    _announce(Revocation(user_id, tuple(ids), everywhere=True))
    return ended


async def revoke_others(user_id: int, keep_token: str | None) -> int:
    """End every session of a member but the one ``keep_token`` names (a password change, "Sign out
    all other sessions": the browser that asked stays signed in, every other one and its sockets
    end), pending sign-ins too. Answers how many."""
    await end_pending_sign_ins(user_id)
    others = AuthSession.filter(user_id=user_id)
    if keep_token:
        others = others.exclude(token_hash=_digest(keep_token))
    ids = await others.values_list("id", flat=True)
    if not ids:
        return 0
    ended = await AuthSession.filter(id__in=ids).delete()
    _announce(Revocation(user_id, tuple(ids)))
    return ended


@pre_delete(User)
async def _before_account_deletion(sender, instance: User, using_db) -> None:
    """Deleting a member deletes their sessions by cascade, which would announce nothing: end
    them here first, so the member's open sockets close too."""
    await revoke_all(instance.id)


async def purge_expired() -> int:
    """Delete expired sessions; returns how many."""
    return await AuthSession.filter(expires_at__lte=_now()).delete()
