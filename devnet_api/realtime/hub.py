"""This process's sockets that have a live session, by member and network, and the broadcast
that writes an event's frame to each of its audience's sockets (see the package's docstring)."""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
import uuid
from collections import Counter, OrderedDict, defaultdict

import orjson
from aiohttp import WSCloseCode, web

from devnet_api.domain.errors import Throttled
from devnet_api.realtime.backlog import Connection
from devnet_api.realtime.events import SESSIONS_REVOKED, Event, is_internal
from devnet_api.realtime.frames import Batch, Frame
from devnet_api.realtime.revocation import AUTH_RECHECK_EVERY, SESSION_CHECK_EVERY, SessionGuard
from devnet_api.telemetry import metrics

log = logging.getLogger("devnet.realtime")

QUEUE_SIZE = 256  # frames waiting for one slow socket (its backlog) before it counts as too slow
SEND_CHUNK = 256  # sockets a broadcast writes to before it lets the loop run (about 2 ms of sends)
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_TOO_SLOW = 1013  # "try again later": the client reconnects

# Caps and timeouts (docs/security.md, "Live sockets"); each is a Hub attribute of the same name in
# lower case, so a test can lower it on its app's hub.
AUTH_TIMEOUT = 10  # seconds a socket may stay open without a successful auth frame
MAX_SOCKETS_PER_MEMBER = 8  # open sockets of one member on one process; more tabs than that queue
MAX_SOCKETS_PER_NETWORK = 32  # open sockets from one IPv4 address or IPv6 /64 on one process
FULL_RETRY_AFTER = 10  # seconds a refused upgrade is told to wait (the client itself retries every 3 s)

NOT_AUTHENTICATED = "Not authenticated"
TOO_MANY_SOCKETS = "Too many live connections are open. Close another tab and try again."
ERROR_FRAME = orjson.dumps({"type": "error", "message": NOT_AUTHENTICATED}).decode()


class Hub(SessionGuard):
    """This process's sockets that have a live session, by member, and how many sockets each
    network holds."""

    def __init__(self, queue_size: int = QUEUE_SIZE) -> None:
        self.queue_size = queue_size
        self.auth_timeout = AUTH_TIMEOUT
        self.session_check_every = SESSION_CHECK_EVERY
        self.auth_recheck_every = AUTH_RECHECK_EVERY
        self.max_sockets_per_member = MAX_SOCKETS_PER_MEMBER
        self.max_sockets_per_network = MAX_SOCKETS_PER_NETWORK
        self.session_max_age = 60 * 60 * 24 * 30  # the app's settings.session_max_age (listen_ctx)
        self._by_user: dict[int, set[Connection]] = defaultdict(set)
        self._by_network: Counter[str] = Counter()
        self._revoked: OrderedDict[int, float] = OrderedDict()
        # Called with (user id, session ids, everywhere) on each revocation heard (the session cache).
        self.on_revoked: list = []
        # Called with the type of each event delivered, internal ones too (reads.cache.ReadCache).
        self.on_event: list = []
        self._ids = itertools.count(1)
        self._prefix = uuid.uuid4().hex[:8]
        self._closing: set[asyncio.Task] = set()
        self._wake = asyncio.Event()  # a new socket (a new deadline) or a changed period
        self._last_sweep = time.time()
        self._outbox: list[tuple[Frame, list[Connection]]] = []  # events delivered, not yet in _work
        # The broadcast under way: its sockets (those before _at are written), and what each gets:
        # _batches[i] for _work[i] when they differ, else _batch for all. _sending: a _send_out is due.
        self._work: list[Connection] = []
        self._batches: list[Batch] | None = None
        self._batch: Batch = ((), b"")
        self._at = 0
        self._sending = False

    def new_socket_id(self) -> str:
        return f"{self._prefix}-{next(self._ids)}"

    def connections(self) -> list[Connection]:
        return [conn for conns in self._by_user.values() for conn in conns]

    def admit(self, user_id: int | None, network: str) -> None:
        """Raise Throttled (429, before the upgrade) when the member or the network has its fill."""
        if self._by_network[network] >= self.max_sockets_per_network or (
            user_id is not None and len(self._by_user.get(user_id, ())) >= self.max_sockets_per_member
        ):
            raise Throttled(FULL_RETRY_AFTER, TOO_MANY_SOCKETS)

    def opened(self, network: str) -> None:
        metrics.SOCKETS.inc()
        self._by_network[network] += 1

    def closed(self, network: str) -> None:
        metrics.SOCKETS.dec()
        self._by_network[network] -= 1
        if self._by_network[network] <= 0:
            del self._by_network[network]

    def add(self, conn: Connection) -> None:
        self._by_user[conn.user_id].add(conn)
        self._wake.set()

    def remove(self, conn: Connection) -> None:
        conns = self._by_user.get(conn.user_id)
        if conns is not None:
            conns.discard(conn)
            if not conns:
                del self._by_user[conn.user_id]

    def kick(self, conn: Connection, code: int, message: bytes, error: str | None = None) -> None:
        """Drop ``conn`` from the hub now and close it in the background (never waits on it)."""
        self.remove(conn)
        conn.gone = True  # nothing more is written to it, even of events delivered before
        task = asyncio.create_task(conn.close(code, message, error))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    def refuse(self, conn: Connection) -> None:
        """The session is gone: the error frame API.md gives a refused auth frame, then 4401."""
        self.kick(conn, CLOSE_NOT_AUTHENTICATED, NOT_AUTHENTICATED.encode(), ERROR_FRAME)

    def deliver(self, event: Event) -> None:
        """Send the event to every authenticated socket of its audience (written when the loop
        next runs, ``_send_out``); never waits on a socket. Internal events are acted on here and
        never reach a client."""
        for listener in self.on_event:
            listener(event.type)
        if is_internal(event.type):
            if event.type == SESSIONS_REVOKED:
                self._revoke(event.payload)
            return
        audience = event.audience
        socket_id = audience.exclude_socket
        targets = [
            conn
            for conns in audience.among(self._by_user)
            for conn in conns
            if conn.authenticated and conn.socket_id != socket_id
        ]
        if not targets:
            return
        self._outbox.append((Frame(event.data()), targets))
        if not self._sending:
            self._sending = True
            asyncio.get_running_loop().call_soon(self._send_out)

    def _take_outbox(self) -> None:
        """Join the events delivered since the last pass to the broadcast under way: a socket not
        yet written to gets its pending frames and the new ones in one write, the new events'
        other sockets come after (each socket's frames stay in their order)."""
        outbox, self._outbox = self._outbox, []
        work, start = self._work, self._at
        self._at = 0
        if start >= len(work) and len(outbox) == 1:  # the usual case: nothing allocated per socket
            frame, targets = outbox[0]
            self._work, self._batches, self._batch = targets, None, ((frame,), frame.wire)
            return
        if self._batches is None:
            frames = self._batch[0]
            pending = {conn: list(frames) for conn in work[start:]}
        else:
            pending = {conn: list(batch[0]) for conn, batch in zip(work[start:], self._batches[start:], strict=True)}
        for frame, targets in outbox:
            for conn in targets:
                got = pending.get(conn)
                if got is None:
                    pending[conn] = [frame]
                else:
                    got.append(frame)
        joined: dict[tuple[Frame, ...], Batch] = {}  # sockets with the same frames share their bytes
        batches = []
        for frame_list in pending.values():
            frames = tuple(frame_list)
            batch = joined.get(frames)
            if batch is None:
                batch = joined[frames] = (frames, b"".join(frame.wire for frame in frames))
            batches.append(batch)
        self._work, self._batches = list(pending), batches

    def _send_out(self) -> None:
        """Write the next ``SEND_CHUNK`` sockets' frames, then let the loop run (a publish read
        meanwhile joins the broadcast, ``_take_outbox``) and come back for the rest."""
        if self._outbox:
            self._take_outbox()
        work, start, batches = self._work, self._at, self._batches
        end = min(start + SEND_CHUNK, len(work))
        sent = 0
        try:
            if batches is None:
                frames, wire = self._batch
                for conn in work[start:end]:
                    if conn.gone:
                        continue
                    if conn.offer(frames, wire):
                        sent += 1
                    else:
                        self._too_slow(conn)
            else:
                for conn, (frames, wire) in zip(work[start:end], batches[start:end], strict=True):
                    if conn.gone:
                        continue
                    if conn.offer(frames, wire):
                        sent += len(frames)
                    else:
                        self._too_slow(conn)
        finally:  # even after an unexpected error, the broadcast goes on and the next ones start
            metrics.SOCKET_MESSAGES.inc(sent)
            if end < len(work) or self._outbox:
                self._at = end
                asyncio.get_running_loop().call_soon(self._send_out)
            else:
                self._work, self._batches, self._at, self._sending = [], None, 0, False

    def _too_slow(self, conn: Connection) -> None:
        log.warning("socket %s of user %s is too slow; closing it", conn.socket_id, conn.user_id)
        self.kick(conn, CLOSE_TOO_SLOW, b"Too slow")

    def holds(self, conn: Connection) -> bool:
        return conn in self._by_user.get(conn.user_id, ())

    async def close_all(self) -> None:
        conns = self.connections()
        self._by_user.clear()
        await asyncio.gather(*(conn.close(WSCloseCode.GOING_AWAY, b"Server shutdown") for conn in conns))


HUB = web.AppKey("realtime_hub", Hub)
