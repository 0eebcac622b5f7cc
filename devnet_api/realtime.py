"""The live channel ``/ws``: one hub of this process's sockets, fed by the app's publisher.

- The session cookie authenticates the socket; the client's ``{"type": "auth", "userId": N}``
  frame is answered ``auth_ok`` when N is the session's member, else an error and close 4401.
  Only an authenticated socket receives events. Malformed frames are ignored.
- A socket follows the session it was opened with: it closes (error frame, then 4401) when that
  session is revoked (logout, password reset, ban, deletion: ``services.sessions`` announces it
  and the publisher carries it to every process as an internal event), when it expires, and when
  a re-check finds it gone (on every auth frame, and every ``SESSION_CHECK_EVERY`` seconds).
- An upgrade without a live session is answered at once with the error frame and 4401 (what
  API.md says its auth frame gets), so it holds nothing; a signed-in socket that sends no auth
  frame within ``AUTH_TIMEOUT`` is closed the same way. Past ``MAX_SOCKETS_PER_MEMBER`` or
  ``MAX_SOCKETS_PER_NETWORK`` open sockets (per process) an upgrade is refused with 429.
- A broadcast encodes and frames its event once and writes the same bytes to each socket's
  transport (``Frame``), ``SEND_CHUNK`` sockets per pass of the loop: an event that comes while a
  broadcast is under way joins it, so each socket not yet written to gets both in one write (a
  process that falls behind makes fewer, larger writes instead of queueing whole broadcasts). A
  socket whose client reads slower than it is sent to gets a bounded backlog and a task that
  writes it out as the client drains, so a slow client never stalls a broadcast; a client whose
  backlog is full is closed (1013) and reconnects.
- Scaled mode: one Redis subscriber per process (``listen_ctx``) hands other processes' events to
  the hub; when Redis goes away it logs, retries, and resubscribes when Redis is back, while HTTP
  and this process's sockets keep working.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import struct
import time
import uuid
from collections import Counter, OrderedDict, defaultdict, deque
from collections.abc import AsyncIterator, Iterable, Sequence

import orjson
from aiohttp import WSCloseCode, WSMsgType, web

from devnet_api import keys, maintenance, metrics
from devnet_api.caller import client_address
from devnet_api.errors import Throttled
from devnet_api.events import EVERYONE, SESSIONS_REVOKED, Audience, Event, MemoryPublisher, RedisPublisher, is_internal
from devnet_api.middlewares import origin_allowed
from devnet_api.ratelimit import network_of
from devnet_api.services import sessions
from devnet_api.session_store import SESSION_ROW

log = logging.getLogger("devnet.realtime")

QUEUE_SIZE = 256  # frames waiting for one slow socket (its backlog) before it counts as too slow
SEND_CHUNK = 256  # sockets a broadcast writes to before it lets the loop run (about 2 ms of sends)
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_TOO_SLOW = 1013  # "try again later": the client reconnects
RETRY_DELAYS = (0.2, 0.5, 1, 2, 5)  # between attempts to reach Redis again; the last repeats

# Sockets follow their session (docs/security.md, "Live sockets"). Each is a Hub attribute of the
# same name in lower case, so a test can lower it on its app's hub.
AUTH_TIMEOUT = 10  # seconds a socket may stay open without a successful auth frame
SESSION_CHECK_EVERY = 60  # seconds between re-checks of every socket's session (one query per process)
AUTH_RECHECK_EVERY = 1  # an auth frame re-checks the session at most once a second per socket
MAX_SOCKETS_PER_MEMBER = 8  # open sockets of one member on one process; more tabs than that queue
MAX_SOCKETS_PER_NETWORK = 32  # open sockets from one IPv4 address or IPv6 /64 on one process
REVOKED_KEPT = 10_000  # recently revoked session ids remembered, so an upgrade racing the revoking
REVOKED_FOR = 300  # commit (the event can come first) is still refused; seconds each is kept
CHECK_BATCH = 500  # session ids per re-check query
FULL_RETRY_AFTER = 10  # seconds a refused upgrade is told to wait (the client itself retries every 3 s)

NOT_AUTHENTICATED = "Not authenticated"
TOO_MANY_SOCKETS = "Too many live connections are open. Close another tab and try again."
ERROR_FRAME = orjson.dumps({"type": "error", "message": NOT_AUTHENTICATED}).decode()


class Frame:
    """One text message as it goes on the wire: ``data`` (the JSON) and ``wire``, the whole
    WebSocket frame. A server's frames are not masked and /ws does not compress, so the same
    bytes serve every socket: a broadcast encodes and frames its event once."""

    __slots__ = ("data", "wire")

    def __init__(self, data: bytes) -> None:
        self.data = data
        size = len(data)
        if size < 126:
            header = struct.pack("!BB", 0x81, size)  # FIN + text, then the length
        elif size < 1 << 16:
            header = struct.pack("!BBH", 0x81, 126, size)
        else:
            header = struct.pack("!BBQ", 0x81, 127, size)
        self.wire = header + data


Batch = tuple[tuple[Frame, ...], bytes]  # frames for one socket, and their bytes joined


class Connection:
    """One socket with a live session: its member, the session it was opened with (``session_id``
    and when it ends, ``deadline``, in epoch seconds), and what waits to be written to it.
    It receives events once ``authenticated`` (a good auth frame).

    A frame is written to the socket's transport at once while the client keeps up. When the
    transport holds more than its high-water mark (the client reads slower than it is sent to),
    frames wait in a bounded backlog that a task writes out through aiohttp as the client drains;
    ``offer`` answers False when that backlog is full."""

    def __init__(
        self,
        ws: web.WebSocketResponse,
        transport: asyncio.Transport,
        user_id: int,
        socket_id: str,
        size: int,
        session_id: int = 0,
        deadline: float = float("inf"),
    ) -> None:
        self.ws = ws
        self.transport = transport
        self.high_water = transport.get_write_buffer_limits()[1]
        self.user_id = user_id
        self.socket_id = socket_id
        self.session_id = session_id
        self.deadline = deadline
        self.checked_at = time.monotonic()
        self.authenticated = False
        self.size = size
        self.backlog: deque[bytes] = deque()
        self.writer: asyncio.Task | None = None  # running while there is a backlog
        self.gone = False  # kicked: closing with its own last frame

    def offer(self, frames: Sequence[Frame], wire: bytes | None = None) -> bool:
        """Write the frames in one write (``wire``: their bytes joined, when the caller has them),
        or queue them behind the others; False when the backlog would overflow."""
        transport = self.transport
        if self.backlog or transport.get_write_buffer_size() > self.high_water:
            if len(self.backlog) + len(frames) > self.size:
                return False
            self.backlog.extend(frame.data for frame in frames)
            if self.writer is None:
                self.writer = asyncio.create_task(self._write())
        elif not self.ws.closed and not transport.is_closing():  # else closing: the reader notices
            transport.write(wire if wire is not None else b"".join(frame.wire for frame in frames))
        return True

    async def _write(self) -> None:
        """Write the backlog out through aiohttp, which waits for the client to drain."""
        try:
            while self.backlog:
                await self.ws.send_frame(self.backlog.popleft(), WSMsgType.TEXT)
        except (ConnectionError, RuntimeError):  # closing or gone; the reader notices too
            self.backlog.clear()
        finally:
            self.writer = None

    def stop(self) -> None:
        """Drop what waits (the socket is closing)."""
        self.backlog.clear()
        if self.writer is not None:
            self.writer.cancel()

    async def close(self, code: int, message: bytes = b"", error: str | None = None) -> None:
        """Close with ``code``; ``error`` is a last frame sent first (what is still queued is dropped)."""
        writer = self.writer
        self.stop()
        if writer is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await writer
        if error is not None:
            with contextlib.suppress(Exception):
                await self.ws.send_str(error)
        with contextlib.suppress(Exception):
            await self.ws.close(code=code, message=message)


class Hub:
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

    def _revoke(self, payload: dict) -> None:
        """Close the sockets of revoked sessions (all of the member's when ``everywhere``)."""
        try:
            user_id = int(payload["userId"])
            ended = {int(session_id) for session_id in payload["sessions"]}
            everywhere = bool(payload.get("everywhere"))
        except (KeyError, TypeError, ValueError):
            log.warning("ignored a malformed revocation")
            return
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

    def holds(self, conn: Connection) -> bool:
        return conn in self._by_user.get(conn.user_id, ())

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

    async def close_all(self) -> None:
        conns = self.connections()
        self._by_user.clear()
        await asyncio.gather(*(conn.close(WSCloseCode.GOING_AWAY, b"Server shutdown") for conn in conns))


HUB = web.AppKey("realtime_hub", Hub)


def _auth_user_id(raw: str) -> int | bool | None:
    """The userId of an auth frame; False for anything that is not a well-formed auth frame."""
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        return False
    if not isinstance(data, dict) or data.get("type") != "auth":
        return False
    user_id = data.get("userId")
    if isinstance(user_id, bool) or not isinstance(user_id, int):
        return False
    return user_id


async def socket_handler(request: web.Request) -> web.StreamResponse:
    origin = request.headers.get("Origin")
    if origin is not None and not origin_allowed(request, origin):
        raise web.HTTPForbidden(text="Cross-origin socket refused")
    hub = request.app[HUB]
    user = request.get(keys.USER)  # the session's member (None without a live session)
    session = request.get(SESSION_ROW)
    if user is None or session is None or hub.revoked(session.id):
        user = session = None
    network = network_of(client_address(request))
    hub.admit(user.id if user else None, network)  # 429 in the error envelope, before the upgrade
    # No permessage-deflate: a frame is written as is to every socket it is for (Frame), and a
    # compressor per socket holds about 90 KiB once used (docs/performance.md, fan-out).
    ws = web.WebSocketResponse(heartbeat=30, max_msg_size=4096, compress=False)
    hub.opened(network)
    conn: Connection | None = None
    try:
        await ws.prepare(request)
        if user is None or session is None:
            # Nothing could authenticate this socket: answer now what its auth frame would get.
            with contextlib.suppress(ConnectionError, RuntimeError):
                await ws.send_str(ERROR_FRAME)
            await ws.close(code=CLOSE_NOT_AUTHENTICATED, message=NOT_AUTHENTICATED.encode())
            return ws
        deadline = sessions.deadline_of(session, hub.session_max_age).timestamp()
        transport = request.transport
        if transport is None:  # gone during the upgrade
            return ws
        conn = Connection(ws, transport, user.id, hub.new_socket_id(), hub.queue_size, session.id, deadline)
        hub.add(conn)
        loop = asyncio.get_running_loop()
        auth_by = loop.time() + hub.auth_timeout
        while True:
            try:
                msg = await ws.receive(None if conn.authenticated else max(auth_by - loop.time(), 0.001))
            except TimeoutError:  # connected but silent: it holds a socket for nothing
                hub.remove(conn)
                await conn.close(CLOSE_NOT_AUTHENTICATED, NOT_AUTHENTICATED.encode(), ERROR_FRAME)
                break
            if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
                break
            if msg.type != WSMsgType.TEXT:
                continue  # binary frames are not part of the protocol: ignored
            user_id = _auth_user_id(msg.data)
            if user_id is False:
                continue  # malformed: ignored
            if user_id != conn.user_id or not await hub.session_live(conn):
                hub.remove(conn)
                await conn.close(CLOSE_NOT_AUTHENTICATED, NOT_AUTHENTICATED.encode(), ERROR_FRAME)
                break
            # Queued, so auth_ok goes out before any event the socket is now entitled to.
            conn.offer((Frame(orjson.dumps({"type": "auth_ok", "userId": conn.user_id})),))
            metrics.SOCKET_MESSAGES.inc()
            conn.authenticated = True
    finally:
        hub.closed(network)
        if conn is not None:
            hub.remove(conn)
            conn.stop()
    return ws


async def _listen(redis, publisher: RedisPublisher, hub: Hub) -> None:
    """One subscriber for the process: forever, resubscribing after Redis comes back."""
    channel, origin = publisher.channel, publisher.origin
    failures = 0
    while True:
        pubsub = redis.pubsub(ignore_subscribe_messages=True)
        try:
            await pubsub.subscribe(channel)
            publisher.connected = True
            if failures:
                log.warning("Redis is back: live events from other processes resume")
            failures = 0
            async for message in pubsub.listen():
                if message.get("type") != "message":
                    continue
                try:
                    sender, event = Event.from_wire(message["data"])
                except (ValueError, KeyError, TypeError):
                    log.warning("ignored a malformed event on %s", channel)
                    continue
                if sender != origin:
                    hub.deliver(event)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            publisher.connected = False
            if not failures:
                log.error(
                    "lost Redis (%s: %s): live events reach this process's sockets only until it is back",
                    exc.__class__.__name__,
                    exc,
                )
            await asyncio.sleep(RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)])
            failures += 1
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()


async def watch_maintenance(switch: maintenance.Switch, hub: Hub, every: float = maintenance.WATCH_EVERY) -> None:
    """Forever: look at the read-only switch and, when it turns, tell this process's signed-in
    sockets (``{"type": "maintenance", "readOnly", "since", "reason"}``): the web client shows or
    hides its banner. Each process looks for itself (the switch is in Redis or a file), so the CLI
    needs no web process to tell."""
    last: bool | None = None
    while True:
        try:
            state = await switch.get()
        except Exception:  # Redis away: the switch is unknown, the sockets hear nothing
            state = None
        if state is not None:
            if last is not None and state.read_only != last:
                hub.deliver(Event(maintenance.EVENT, state.payload(), EVERYONE))
            last = state.read_only
        await asyncio.sleep(every)


async def listen_ctx(app: web.Application) -> AsyncIterator[None]:
    """The hub, the publisher and the sessions' revocations; the session watcher and, in scaled
    mode, the Redis listener run for the app's life. Must come after app.py's ``_redis`` (it uses
    the app's Redis client) and ``_orm`` (the watcher reads sessions)."""
    hub = app[HUB]
    redis = app[keys.REDIS]
    settings = app[keys.SETTINGS]
    hub.session_max_age = settings.session_max_age
    tasks = []
    if redis is None:
        app[keys.PUBLISHER] = MemoryPublisher(hub.deliver)
    else:
        publisher = RedisPublisher(redis, settings.redis_prefix, hub.deliver)
        app[keys.PUBLISHER] = publisher
        tasks.append(asyncio.create_task(_listen(redis, publisher, hub)))

    async def announce(revocation: sessions.Revocation) -> None:
        # Through the publisher: this process's hub at once, the others through Redis.
        await app[keys.PUBLISHER].publish(SESSIONS_REVOKED, revocation.payload(), Audience.users({revocation.user_id}))

    forget = sessions.on_revoke(announce)
    tasks.append(asyncio.create_task(hub.watch_sessions()))
    tasks.append(asyncio.create_task(watch_maintenance(app[keys.MAINTENANCE], hub)))
    yield
    forget()
    for task in tasks:
        task.cancel()
    for task in tasks:
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def _close_sockets(app: web.Application) -> None:
    await app[HUB].close_all()


def install(app: web.Application) -> None:
    app[HUB] = Hub()
    app.cleanup_ctx.append(listen_ctx)
    app.on_shutdown.append(_close_sockets)
    app.router.add_get("/ws", socket_handler, name="ws")
