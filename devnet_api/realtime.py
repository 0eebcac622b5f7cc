"""The live channel ``/ws``: one hub of this process's sockets, fed by the app's publisher.

- The session cookie authenticates the socket; the client's ``{"type": "auth", "userId": N}``
  frame is answered ``auth_ok`` when N is the session's member, else an error and close 4401.
  Only an authenticated socket receives events. Malformed frames are ignored.
- Each socket has a bounded send queue and its own writer task: a broadcast only enqueues, so a
  slow client never stalls it; a client whose queue is full is closed (1013) and reconnects.
- Scaled mode: one Redis subscriber per process (``listen_ctx``) hands other processes' events to
  the hub; when Redis goes away it logs, retries, and resubscribes when Redis is back, while HTTP
  and this process's sockets keep working.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import uuid
from collections import defaultdict
from collections.abc import AsyncIterator

import orjson
from aiohttp import WSCloseCode, WSMsgType, web

from devnet_api import keys
from devnet_api.events import Event, MemoryPublisher, RedisPublisher
from devnet_api.middlewares import origin_allowed

log = logging.getLogger("devnet.realtime")

QUEUE_SIZE = 256  # frames waiting for one socket before it counts as too slow
CLOSE_NOT_AUTHENTICATED = 4401
CLOSE_TOO_SLOW = 1013  # "try again later": the client reconnects
RETRY_DELAYS = (0.2, 0.5, 1, 2, 5)  # between attempts to reach Redis again; the last repeats


class Connection:
    """One authenticated socket: its member, its queue and the task that writes the queue out."""

    def __init__(self, ws: web.WebSocketResponse, user_id: int, socket_id: str, size: int) -> None:
        self.ws = ws
        self.user_id = user_id
        self.socket_id = socket_id
        self.queue: asyncio.Queue[str] = asyncio.Queue(size)
        self.writer = asyncio.create_task(self._write())

    async def _write(self) -> None:
        while True:
            frame = await self.queue.get()
            try:
                await self.ws.send_str(frame)
            except (ConnectionError, RuntimeError):  # closing or gone; the reader notices too
                return

    def offer(self, frame: str) -> bool:
        """Queue a frame without waiting; False when the queue is full."""
        try:
            self.queue.put_nowait(frame)
            return True
        except asyncio.QueueFull:
            return False

    async def close(self, code: int, message: bytes = b"") -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self.writer
        with contextlib.suppress(Exception):
            await self.ws.close(code=code, message=message)


class Hub:
    """This process's authenticated sockets, by member."""

    def __init__(self, queue_size: int = QUEUE_SIZE) -> None:
        self.queue_size = queue_size
        self._by_user: dict[int, set[Connection]] = defaultdict(set)
        self._ids = itertools.count(1)
        self._prefix = uuid.uuid4().hex[:8]
        self._closing: set[asyncio.Task] = set()

    def new_socket_id(self) -> str:
        return f"{self._prefix}-{next(self._ids)}"

    def connections(self) -> list[Connection]:
        return [conn for conns in self._by_user.values() for conn in conns]

    def add(self, conn: Connection) -> None:
        self._by_user[conn.user_id].add(conn)

    def remove(self, conn: Connection) -> None:
        conns = self._by_user.get(conn.user_id)
        if conns is not None:
            conns.discard(conn)
            if not conns:
                del self._by_user[conn.user_id]

    def deliver(self, event: Event) -> None:
        """Enqueue the event for every socket of its audience; never waits on a socket."""
        audience = event.audience
        if audience.user_ids is None:
            targets = self.connections()
        else:
            targets = [conn for user_id in audience.user_ids for conn in self._by_user.get(user_id, ())]
        if not targets:
            return
        frame = event.frame()
        for conn in targets:
            if audience.includes(conn.user_id, conn.socket_id) and not conn.offer(frame):
                log.warning("socket %s of user %s is too slow; closing it", conn.socket_id, conn.user_id)
                self.remove(conn)
                task = asyncio.create_task(conn.close(CLOSE_TOO_SLOW, b"Too slow"))
                self._closing.add(task)
                task.add_done_callback(self._closing.discard)

    async def close_all(self) -> None:
        conns = self.connections()
        self._by_user.clear()
        await asyncio.gather(*(conn.close(WSCloseCode.GOING_AWAY, b"Server shutdown") for conn in conns))


HUB = web.AppKey("realtime_hub", Hub)


def _auth_user_id(raw: str) -> int | None | bool:
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
    ws = web.WebSocketResponse(heartbeat=30, max_msg_size=4096)
    await ws.prepare(request)
    conn: Connection | None = None
    try:
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue  # binary frames are not part of the protocol: ignored
            user_id = _auth_user_id(msg.data)
            if user_id is False:
                continue  # malformed: ignored
            if user is None or user_id != user.id:
                if conn is not None:
                    hub.remove(conn)
                    await conn.close(CLOSE_NOT_AUTHENTICATED, b"Not authenticated")
                    conn = None
                with contextlib.suppress(ConnectionError, RuntimeError):
                    await ws.send_str(orjson.dumps({"type": "error", "message": "Not authenticated"}).decode())
                await ws.close(code=CLOSE_NOT_AUTHENTICATED, message=b"Not authenticated")
                break
            ok = orjson.dumps({"type": "auth_ok", "userId": user.id}).decode()
            if conn is None:
                await ws.send_str(ok)
                conn = Connection(ws, user.id, hub.new_socket_id(), hub.queue_size)
                hub.add(conn)
            else:
                conn.offer(ok)
    finally:
        if conn is not None:
            hub.remove(conn)
            conn.writer.cancel()
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
                log.error("lost Redis (%s: %s): live events reach this process's sockets only until it is back",
                          exc.__class__.__name__, exc)
            await asyncio.sleep(RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)])
            failures += 1
        finally:
            with contextlib.suppress(Exception):
                await pubsub.aclose()


async def listen_ctx(app: web.Application) -> AsyncIterator[None]:
    """The hub and the publisher; in scaled mode the Redis listener runs for the app's life.
    Must come after app.py's ``_redis`` (it uses the app's Redis client)."""
    hub = app[HUB]
    redis = app[keys.REDIS]
    settings = app[keys.SETTINGS]
    listener = None
    if redis is None:
        app[keys.PUBLISHER] = MemoryPublisher(hub.deliver)
    else:
        publisher = RedisPublisher(redis, settings.redis_prefix, hub.deliver)
        app[keys.PUBLISHER] = publisher
        listener = asyncio.create_task(_listen(redis, publisher, hub))
    yield
    if listener is not None:
        listener.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await listener


async def _close_sockets(app: web.Application) -> None:
    await app[HUB].close_all()


def install(app: web.Application) -> None:
    app[HUB] = Hub()
    app.cleanup_ctx.append(listen_ctx)
    app.on_shutdown.append(_close_sockets)
    app.router.add_get("/ws", socket_handler, name="ws")
