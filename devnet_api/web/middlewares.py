"""Middlewares, outermost first. Order matters:

0. proxy: the scheme the browser used, when a trusted proxy says so (the checks below need it).
1. errors: everything below may raise; one place renders API.md's envelope.
2. origin: the CSRF check answers 403 before any 401, 404 or 415 (API.md).
3. JSON content type on unsafe methods with a body (415).
4. query parameters that no database can store (400).
5. read-only mode: a write answers 503 while the site is in maintenance (sign-in excepted).
6. caches: the tables the request wrote (aiohttp-session's included) empty the caches that keep them.
7. live: an /api request is one unit of work; what it recorded goes live after it (after commit),
   session revocations (logout, sign-in rotation: aiohttp-session saves below) included.
8. aiohttp-session (installed by app.py between 7 and 9).
9. the signed-in user on the request, for /api and /ws only (static files need no database).
"""

from __future__ import annotations

import logging
import re

from aiohttp import web
from yarl import URL

from devnet_api.backing import jobs
from devnet_api.backing.maintenance import SIGN_IN_PATHS, ReadOnly
from devnet_api.db import statements
from devnet_api.domain.errors import (
    DomainError,
    Forbidden,
    InvalidInput,
    Unavailable,
    UnsupportedMediaType,
    is_unavailable,
)
from devnet_api.reads.cache import forget_written
from devnet_api.realtime import collector
from devnet_api.realtime.flush import flush
from devnet_api.services import mail
from devnet_api.telemetry.logs import note_member
from devnet_api.web import keys
from devnet_api.web.caller import is_trusted
from devnet_api.web.session_store import session_user
from devnet_api.web.wire import json_response

log = logging.getLogger("devnet.api")

UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}
HTTP_MESSAGES = {404: "Not found", 405: "Method not allowed", 413: "Request body is too large"}


def _is_api(request: web.Request) -> bool:
    return request.path == "/api" or request.path.startswith("/api/")


def error_body(message: str, errors: dict | None = None, code: str | None = None) -> dict:
    body: dict = {"message": message}
    if errors:
        body["errors"] = errors
    if code:
        body["code"] = code
    return body


@web.middleware
async def error_middleware(request: web.Request, handler) -> web.StreamResponse:
    try:
        return await handler(request)
    except DomainError as exc:
        return json_response(error_body(exc.message, exc.errors, exc.code), exc.status, exc.headers)
    except web.HTTPException as exc:
        if exc.status < 400 or not _is_api(request):
            raise
        message = HTTP_MESSAGES.get(exc.status) or exc.reason
        allow = {"Allow": exc.headers["Allow"]} if "Allow" in exc.headers else None  # required on a 405
        return json_response(error_body(message), exc.status, allow)
    except Exception as exc:
        if is_unavailable(exc):
            # The database or Redis is away (a restart, a failover): a 503 whose Retry-After tells
            # clients when to come back, one log line, no traceback. The broken pooled connection
            # has been dropped by then, so the next request connects afresh.
            log.warning(
                "%s %s: dependency unavailable (%s: %s)", request.method, request.path, exc.__class__.__name__, exc
            )
            down = Unavailable()
            return json_response(error_body(down.message), down.status, down.headers)
        # Unknown failures are logged with their traceback and answered without internals.
        log.exception("unhandled error on %s %s", request.method, request.path)
        return json_response(error_body("Internal server error"), 500)


def _own_origin(request: web.Request) -> str:
    return f"{request.scheme}://{request.host}"


@web.middleware
async def proxy_middleware(request: web.Request, handler) -> web.StreamResponse:
    """Behind a TLS-terminating proxy listed in DEVNET_TRUSTED_PROXIES, the scheme the browser
    used is the proxy's X-Forwarded-Proto: the Origin check and the cookie's Secure flag need it."""
    trusted = request.app[keys.SETTINGS].trusted_proxies
    proto = request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower()
    if trusted and proto in ("http", "https") and is_trusted(request.remote or "", trusted):
        request[keys.HTTPS] = proto == "https"  # set before the clone, so both requests carry it
        request = request.clone(scheme=proto)
    return await handler(request)


# Routes (by name) a foreign Origin may post to, with a form body: only the one-click unsubscribe of
# RFC 8058, which a mail client (or a provider's web mail) posts with no session as
# ``List-Unsubscribe=One-Click`` (a form, not JSON); its signed token is its whole authority.
ORIGIN_EXEMPT = frozenset({"mail-unsubscribe"})


@web.middleware
async def origin_middleware(request: web.Request, handler) -> web.StreamResponse:
    """CSRF defence (with SameSite): an unsafe request from a foreign Origin is refused."""
    origin = request.headers.get("Origin")
    if (
        request.method in UNSAFE
        and origin is not None
        and not origin_allowed(request, origin)
        and request.match_info.route.name not in ORIGIN_EXEMPT
    ):
        raise Forbidden("Cross-origin request refused")
    return await handler(request)


def origin_allowed(request: web.Request, origin: str) -> bool:
    if origin == "null":
        return False
    try:
        normalized = str(URL(origin).origin())
        allowed = {str(URL(entry).origin()) for entry in request.app[keys.SETTINGS].allowed_origins}
    except ValueError:
        return False
    return normalized == _own_origin(request) or normalized in allowed


@web.middleware
async def json_only_middleware(request: web.Request, handler) -> web.StreamResponse:
    # Whatever framing carries it (Content-Length, chunked, "gzip, chunked"...), a body is a body.
    has_body = request.body_exists or bool(request.content_length) or "Transfer-Encoding" in request.headers
    if (
        request.method in UNSAFE
        and has_body
        and request.content_type != "application/json"
        and request.match_info.route.name not in ORIGIN_EXEMPT
    ):
        raise UnsupportedMediaType()
    return await handler(request)


@web.middleware
async def query_text_middleware(request: web.Request, handler) -> web.StreamResponse:
    """PostgreSQL text cannot hold NUL (%00): a query parameter carrying one is bad input, not a 500."""
    if _is_api(request):
        for name, value in request.query.items():
            if "\x00" in name or "\x00" in value:
                field = name.replace("\x00", "")
                raise InvalidInput.field(field, f"{field} contains an invalid character")
    return await handler(request)


@web.middleware
async def read_only_middleware(request: web.Request, handler) -> web.StreamResponse:
    """While the site is read-only (`devnet maintenance read-only on`, a restore), every write under
    /api answers 503 with Retry-After; reads, signing in and out go on. The switch is read on each
    write, so it takes effect at once on every web process (devnet_api.backing.maintenance)."""
    if (
        request.method in UNSAFE
        and _is_api(request)
        and request.path not in SIGN_IN_PATHS
        and await request.app[keys.MAINTENANCE].is_read_only()
    ):
        raise ReadOnly()
    return await handler(request)


def caches_of(app: web.Application) -> tuple:
    """The caches of what members read (search, the read cache); the session cache apart."""
    return (app[keys.SEARCH_CACHE], app[keys.READ_CACHE])


@web.middleware
async def cache_middleware(request: web.Request, handler) -> web.StreamResponse:
    """The caches of this process forget what the request changed, once its work is done and
    before it answers: the tables it wrote say which (``reads.cache.forget_written``). A request
    that writes nothing (a visitor's logout, a page read) leaves every cache as it was."""
    with statements.track_writes() as written:
        try:
            return await handler(request)
        finally:
            forget_written(written, request.app[keys.SESSION_CACHE], *caches_of(request.app))


@web.middleware
async def live_middleware(request: web.Request, handler) -> web.StreamResponse:
    """One unit of work per API request (devnet_api.realtime.collector), flushed to the app's
    publisher when the handler and the session's save are done, before the answer goes out; and
    the mail intents it wrote kick mail delivery (devnet_api.backing.jobs.kick_mail_delivery)."""
    if not _is_api(request):
        return await handler(request)
    unit, token = collector.open_unit()
    watching = mail.watch_intents()
    try:
        return await handler(request)
    finally:
        collector.close_unit(unit, token)
        mailed = mail.intents_written(watching)
        if unit.events or unit.notices:
            await flush(unit, request.app[keys.PUBLISHER])
        if mailed:  # the mail the request's work wrote goes out now, not at the delivery job's minute
            await jobs.kick_mail_delivery(request.app[keys.JOBS], request.app[keys.SETTINGS])


@web.middleware
async def user_middleware(request: web.Request, handler) -> web.StreamResponse:
    if _is_api(request) or request.path == "/ws":
        request[keys.USER] = await session_user(request)
        note_member(request[keys.USER].id if request[keys.USER] else None)
    return await handler(request)


def is_https(request: web.Request) -> bool:
    """Whether the browser used https, directly or through a trusted proxy (proxy_middleware)."""
    return request.get(keys.HTTPS, request.secure)


HOST = re.compile(r"[A-Za-z0-9.\-]+(:[0-9]{1,5})?|\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?")


def _socket_origin(request: web.Request) -> str:
    """This site's own WebSocket origin for connect-src ("" when the Host header is not a host)."""
    host = request.host
    if not HOST.fullmatch(host):
        return ""
    return f" {'wss' if is_https(request) else 'ws'}://{host}"


async def security_headers(request: web.Request, response: web.StreamResponse) -> None:
    if is_https(request):
        response.headers.setdefault("Strict-Transport-Security", "max-age=31536000")
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    response.headers.setdefault("X-Frame-Options", "DENY")
    if _is_api(request):
        response.headers.setdefault("Cache-Control", "no-store")
    elif response.content_type == "text/html":
        # styled-components injects <style> tags; images may be data: (DiceBear) or /media.
        response.headers.setdefault(
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
            f"img-src 'self' data: blob:; connect-src 'self'{_socket_origin(request)}; font-src 'self' data:; "
            "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
        )
