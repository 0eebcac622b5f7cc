"""Sockets follow the session they were opened with (docs/security.md, "Live sockets"): the hub
remembers revoked sessions, re-checks sessions on auth frames and periodically, and closes the
sockets of sessions that ended. ``SessionGuard`` is the part of ``hub.Hub`` that does it."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Iterable

from devnet_api.realtime.backlog import Connection
from devnet_api.services import sessions

log = logging.getLogger("devnet.realtime")

RETRY_DELAYS = (0.2, 0.5, 1, 2, 5)  # between attempts to reach Redis (or the database) again; the last repeats
# Each is a Hub attribute of the same name in lower case, so a test can lower it on its app's hub.
SESSION_CHECK_EVERY = 60  # seconds between re-checks of every socket's session (one query per process)
AUTH_RECHECK_EVERY = 1  # an auth frame re-checks the session at most once a second per socket
REVOKED_KEPT = 10_000  # recently revoked session ids remembered, so an upgrade racing the revoking
REVOKED_FOR = 300  # commit (the event can come first) is still refused; seconds each is kept
CHECK_BATCH = 500  # session ids per re-check query


class SessionGuard:
    """Revocations and session re-checks, over the hub's sockets (``Hub`` defines the state:
    ``_revoked``, ``_wake``, ``_last_sweep``, ``session_check_every``, ``auth_recheck_every``,
    ``session_max_age``, and ``connections``, ``holds``, ``remove``, ``refuse``)."""

    _revoked: OrderedDict[int, float]
    on_revoked: list  # (user id, session ids, everywhere) -> None: the session cache's forget
    _wake: asyncio.Event
    _last_sweep: float
    session_check_every: float
    auth_recheck_every: float
    session_max_age: int

    def connections(self) -> list[Connection]:
        raise NotImplementedError

    def holds(self, conn: Connection) -> bool:
        raise NotImplementedError

    def remove(self, conn: Connection) -> None:
        raise NotImplementedError

    def refuse(self, conn: Connection) -> None:
        raise NotImplementedError

    def _revoke(self, payload: dict) -> None:
        """Close the sockets of revoked sessions (all of the member's when ``everywhere``)."""
        try:
            user_id = int(payload["userId"])
            ended = {int(session_id) for session_id in payload["sessions"]}
            everywhere = bool(payload.get("everywhere"))
        except (KeyError, TypeError, ValueError):
            log.warning("ignored a malformed revocation")
            return
        for listener in self.on_revoked:
            listener(user_id, ended, everywhere)
        now = time.monotonic()
        for session_id in ended:
            self._revoked[session_id] = now
            self._revoked.move_to_end(session_id)
        while len(self._revoked) > REVOKED_KEPT:
            self._revoked.popitem(last=False)
        for conn in list(self._by_user.get(user_id, ())):
            if everywhere or conn.session_id in ended:
                self.refuse(conn)

    def revoked(self, session_id: int) -> bool:
        """Whether ``session_id`` was revoked lately (its row may still show until that commit lands)."""
        at = self._revoked.get(session_id)
        return at is not None and time.monotonic() - at < REVOKED_FOR

    async def recheck(self, conns: Iterable[Connection]) -> list[Connection]:
        """Note the deadlines of ``conns`` whose session is live; answer the others, taken out of
        the hub for the caller to close."""
        conns = list(conns)
        dead = []
        for start in range(0, len(conns), CHECK_BATCH):
            batch = conns[start : start + CHECK_BATCH]
            live = await sessions.live_sessions({conn.session_id for conn in batch}, self.session_max_age)
            now = time.monotonic()
            for conn in batch:
                if not self.holds(conn):
                    continue  # closed meanwhile
                deadline = live.get(conn.session_id)
                if deadline is None or self.revoked(conn.session_id):
                    log.info("socket %s of user %s: its session ended; closing it", conn.socket_id, conn.user_id)
                    self.remove(conn)
                    dead.append(conn)
                else:
                    conn.deadline = deadline.timestamp()
                    conn.checked_at = now
        return dead

    async def session_live(self, conn: Connection) -> bool:
        """The re-check an auth frame makes (at most once per ``auth_recheck_every`` per socket).
        False means ``conn`` is out of the hub and the caller closes it."""
        if self.revoked(conn.session_id):
            self.remove(conn)
        elif time.monotonic() - conn.checked_at >= self.auth_recheck_every:
            try:
                await self.recheck([conn])
            except Exception as exc:  # the database is away: the last check stands, the watcher retries
                log.warning("could not re-check a socket's session (%s: %s)", exc.__class__.__name__, exc)
        return self.holds(conn)

    async def watch_sessions(self) -> None:
        """Forever: wake at the next periodic check or the earliest session deadline, whichever
        comes first, and re-check the sockets due (all of them at a periodic check)."""
        while True:
            self._wake.clear()
            now = time.time()
            sweep_at = self._last_sweep + self.session_check_every
            conns = self.connections()
            due_at = min([sweep_at, *(conn.deadline for conn in conns)])
            if due_at > now:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), due_at - now)
                continue
            if now >= sweep_at:
                self._last_sweep = now
                due = conns
            else:
                due = [conn for conn in conns if conn.deadline <= now]
            try:
                for conn in await self.recheck(due):
                    self.refuse(conn)
            except Exception as exc:  # the database is away: keep the sockets, try again a bit later
                log.warning("could not re-check socket sessions (%s: %s)", exc.__class__.__name__, exc)
                for conn in due:
                    conn.deadline = max(conn.deadline, now + RETRY_DELAYS[-1])
                self._last_sweep = now

    def wake(self) -> None:
        """Recompute when to re-check (after a test lowers ``session_check_every``)."""
        self._wake.set()
