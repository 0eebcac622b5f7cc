"""``/ws`` itself: the upgrade (caps, the session), the auth frame, and ``install`` that wires the
hub, the listener and the handler into the app."""

from __future__ import annotations

import asyncio
import contextlib

import orjson
from aiohttp import WSMsgType, web

from devnet_api.backing.rate_limiter import network_of
from devnet_api.domain.errors import Forbidden
from devnet_api.realtime.backlog import Connection
from devnet_api.realtime.frames import Frame
from devnet_api.realtime.hub import CLOSE_NOT_AUTHENTICATED, ERROR_FRAME, HUB, NOT_AUTHENTICATED, Hub
from devnet_api.realtime.listener import listen_ctx
from devnet_api.services import sessions, two_factor
from devnet_api.telemetry import metrics
from devnet_api.web import keys
from devnet_api.web.caller import client_address
from devnet_api.web.middlewares import origin_allowed
from devnet_api.web.route_table import MUST_ENROL
from devnet_api.web.session_store import SESSION_ROW


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
    if user is not None and two_factor.must_enrol(user, request.app[keys.SETTINGS].require_2fa_for_staff):
        # DEVNET_REQUIRE_2FA_FOR_STAFF: staff without two-factor sign-in get nothing live either
        # (403 before the upgrade, as every API route but enrolment answers them).
        raise Forbidden(two_factor.MUST_ENROL, code=MUST_ENROL)
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


async def _close_sockets(app: web.Application) -> None:
    await app[HUB].close_all()


def install(app: web.Application) -> None:
    app[HUB] = Hub()
    app.cleanup_ctx.append(listen_ctx)
    app.on_shutdown.append(_close_sockets)
    app.router.add_get("/ws", socket_handler, name="ws")
