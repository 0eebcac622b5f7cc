"""create_app(settings): the one place that wires DevNet's web process together."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

import aiohttp_session
from aiohttp import web
from redis.asyncio import Redis

from devnet_api import db
from devnet_api.backing import jobs, maintenance, media_storage
from devnet_api.backing.jobs import SCHEDULE
from devnet_api.backing.rate_limiter import FallbackRateLimiter, Limits, MemoryRateLimiter, RedisRateLimiter
from devnet_api.backing.rate_limits import table_with
from devnet_api.db import statements
from devnet_api.reads.cache import ReadCache, ResultCache, forget_written
from devnet_api.realtime import handler as realtime_handler
from devnet_api.realtime.flush import flushed
from devnet_api.routes import (
    account,
    auth,
    bookmarks,
    comments,
    feed,
    feeds,
    follows,
    friends,
    mail,
    messages,
    meta,
    notifications,
    openapi,
    passkeys,
    projects,
    reports,
    safety,
    search,
    sessions,
    site,
    threads,
    trends,
    two_factor,
    users,
)
from devnet_api.services import recovery
from devnet_api.services.sessions import SessionCache
from devnet_api.settings import Settings
from devnet_api.telemetry import benchmark
from devnet_api.telemetry.logs import observe_middleware, request_id_header
from devnet_api.web import keys
from devnet_api.web.middlewares import (
    cache_middleware,
    caches_of,
    error_middleware,
    json_only_middleware,
    live_middleware,
    origin_middleware,
    proxy_middleware,
    query_text_middleware,
    read_only_middleware,
    security_headers,
    user_middleware,
)
from devnet_api.web.session_store import DatabaseSessionStorage

log = logging.getLogger("devnet")
API_TABLES = [
    auth.routes,
    sessions.routes,
    account.routes,
    two_factor.routes,
    passkeys.routes,
    meta.routes,
    threads.routes,
    projects.routes,
    feed.routes,
    comments.routes,
    reports.routes,
    users.routes,
    friends.routes,
    messages.routes,
    trends.routes,
    safety.routes,
    search.routes,
    notifications.routes,
    follows.routes,
    bookmarks.routes,
    mail.routes,
]
# The largest body any route accepts: five 5 MB project images as data: URLs. Each route reads
# no further than its own limit (devnet_api.web.wire.read_json).
CLIENT_MAX_SIZE = projects.PROJECT_BODY_LIMIT
REDIS_TIMEOUT = 1.0  # seconds, to connect and for each answer
SHUTDOWN_GRACE = 30.0  # seconds the requests in flight at SIGTERM get to finish (bodies still arriving included)


class InFlight:
    """The HTTP requests this process is answering (sockets excepted: they last, and are closed with
    1001 on shutdown), so a graceful stop can wait for them before the server stops reading."""

    def __init__(self) -> None:
        self.count = 0
        self.stopping = False  # set by graceful_stop: readiness answers 503 from then on
        self._idle = asyncio.Event()
        self._idle.set()

    def enter(self) -> None:
        self.count += 1
        self._idle.clear()

    def leave(self) -> None:
        self.count -= 1
        if self.count == 0:
            self._idle.set()

    async def drained(self, timeout: float) -> bool:
        """Wait until no request is in flight; False when ``timeout`` seconds passed first."""
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
            return True
        except TimeoutError:
            return False


@web.middleware
async def in_flight_middleware(request: web.Request, handler) -> web.StreamResponse:
    if request.headers.get("Upgrade", "").lower() == "websocket":
        return await handler(request)
    tracker = request.app[keys.IN_FLIGHT]
    tracker.enter()
    try:
        return await handler(request)
    finally:
        tracker.leave()


async def graceful_stop(runner: web.AppRunner, grace: float = SHUTDOWN_GRACE) -> None:
    """Stop the way a deploy needs: stop accepting connections, tell every socket the server is going
    away (1001), let the requests in flight finish (up to ``grace`` seconds), then release the
    database and Redis. aiohttp's own cleanup stops reading from every connection at once, which would
    cut an upload still arriving; so the drain comes first."""
    app = runner.app
    app[keys.IN_FLIGHT].stopping = True
    for listener in list(runner.sites):
        await listener.stop()
    await app.shutdown()  # on_shutdown: sockets closed with 1001 (runner.cleanup sends it again: a no-op then)
    if not await app[keys.IN_FLIGHT].drained(grace):
        log.warning(
            "shutdown: %d requests still in flight after %.0f s; they are cut", app[keys.IN_FLIGHT].count, grace
        )
    await runner.cleanup()


MAIL_GRACE = 10.0  # seconds a stopping process waits for reset mails under way


async def _stop_cache_refreshes(app: web.Application) -> None:
    await app[keys.SEARCH_CACHE].aclose()
    await app[keys.READ_CACHE].aclose()


async def _orm(app: web.Application) -> AsyncIterator[None]:
    context = await db.init_orm(app[keys.SETTINGS].database_url)
    # Writes outside a request (a job of this process; in tests, a fixture's own writes) empty
    # this process's caches at once, as a request's do when it answers (cache_middleware).
    statements.install()

    def forget(tables: set[str]) -> None:
        forget_written(tables, app[keys.SESSION_CACHE], *caches_of(app))

    statements.on_write(forget)
    yield
    statements.off_write(forget)
    # Reset mails under way (sent after their request answered) use the ORM: a bounded wait for them.
    with contextlib.suppress(asyncio.TimeoutError):
        await asyncio.wait_for(recovery.mail_sent(), MAIL_GRACE)
    await db.close_orm(context)


async def _redis(app: web.Application) -> AsyncIterator[None]:
    settings = app[keys.SETTINGS]
    # Timeouts and no retries: a Redis that is down or stuck costs a request a second at most
    # (the limiter then falls back to this process's counters), never a hang.
    app[keys.REDIS] = (
        Redis.from_url(
            settings.redis_url, socket_connect_timeout=REDIS_TIMEOUT, socket_timeout=REDIS_TIMEOUT, retry=None
        )
        if settings.redis_url
        else None
    )
    app[keys.RATE_LIMITER] = (
        FallbackRateLimiter(RedisRateLimiter(app[keys.REDIS], settings.redis_prefix + "rl:"))
        if settings.redis_url
        else MemoryRateLimiter()
    )
    app[keys.LIMITS] = Limits(app[keys.RATE_LIMITER], table_with(settings.rate_limits), settings.address_limit_factor)
    app[keys.MAINTENANCE] = maintenance.Switch(settings)
    yield
    if app[keys.REDIS] is not None:
        await app[keys.REDIS].aclose()


async def _storage(app: web.Application) -> AsyncIterator[None]:
    """The media store (devnet_api.backing.media_storage): one client per process, opened here, closed at cleanup."""
    app[keys.STORAGE] = await media_storage.open_storage(app[keys.SETTINGS])
    yield
    await app[keys.STORAGE].close()


async def _run_every(app: web.Application, job) -> None:
    first = True
    while True:
        if not (first and job.at_start):
            await asyncio.sleep(job.every)
        first = False
        try:
            if job.writes and await app[keys.MAINTENANCE].is_read_only():
                log.info("%s skipped: the site is read-only", job.task)
                continue
            async with flushed(lambda: app[keys.PUBLISHER]):  # one unit of work, as a Celery task's
                await job.run()
        except Exception:  # a failed run is logged; the next one still comes
            log.exception("job %s failed", job.task)


async def _embedded_scheduler(app: web.Application) -> AsyncIterator[None]:
    """Embedded mode has no Celery: the web process runs the same jobs on the same schedule."""
    settings = app[keys.SETTINGS]
    runners = (
        [asyncio.create_task(_run_every(app, job)) for job in SCHEDULE]
        if settings.embedded and settings.run_schedule
        else []
    )
    yield
    for runner in runners:
        runner.cancel()
    for runner in runners:
        with contextlib.suppress(asyncio.CancelledError):
            await runner


async def _on_demand_jobs(app: web.Application) -> AsyncIterator[None]:
    """Jobs a request starts (a data export): closed after the requests that start them."""
    yield
    await app[keys.JOBS].close()


async def create_app(settings: Settings | None = None) -> web.Application:
    settings = settings or Settings.from_env()
    session_cache = SessionCache(settings.session_cache_seconds)
    app = web.Application(
        client_max_size=CLIENT_MAX_SIZE,
        middlewares=[
            observe_middleware,  # outermost: the request id, the request's log line and metrics
            in_flight_middleware,  # a request counts from its first byte of work to its last
            proxy_middleware,
            error_middleware,
            origin_middleware,
            json_only_middleware,
            query_text_middleware,
            read_only_middleware,
            cache_middleware,  # around the session's save: what a request wrote empties what caches keep it
            live_middleware,  # one unit of work per /api request: live events after commit
            aiohttp_session.session_middleware(
                DatabaseSessionStorage(settings.session_max_age, settings.session_idle, session_cache)
            ),
            user_middleware,
        ],
    )
    app[keys.SETTINGS] = settings
    app[keys.SESSION_CACHE] = session_cache
    app[keys.SEARCH_CACHE] = ResultCache(settings.search_cache_seconds)
    app[keys.READ_CACHE] = ReadCache(settings.read_cache_seconds)
    app.on_shutdown.append(_stop_cache_refreshes)
    app[keys.IN_FLIGHT] = InFlight()
    app[keys.JOBS] = jobs.starter(
        settings.redis_url, lambda: app[keys.PUBLISHER]
    )  # tests may swap it before the app starts
    app.cleanup_ctx.extend([_orm, _redis, _storage, _embedded_scheduler, _on_demand_jobs])
    if settings.bench:
        benchmark.install(app)  # before the catch-all; never in production (settings.py)
    realtime_handler.install(app)  # /ws, its hub and the publisher (after _redis: it uses the client)
    app.on_response_prepare.append(security_headers)
    app.on_response_prepare.append(request_id_header)
    for table in API_TABLES:
        table.install(app)
    openapi.make_routes(API_TABLES).install(app)
    app.router.add_routes(feeds.routes)  # Atom feeds: before the catch-all
    app.router.add_routes(site.routes)  # last: its catch-all serves the client app
    return app
