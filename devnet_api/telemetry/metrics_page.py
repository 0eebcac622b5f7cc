"""The /metrics page (devnet_api.telemetry.metrics counts; docs/operations.md): served on a port of its own
by `devnet serve` when ``DEVNET_METRICS_PORT`` is set, adding the numbers read at scrape time (job
lag from the database, the Celery queue's depth from Redis)."""

from __future__ import annotations

import asyncio
import contextlib
import hmac
from datetime import UTC, datetime

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily

from devnet_api.models.trends import TrendingHashtag, TrendingUser, UserAnalytics
from devnet_api.telemetry.metrics import CELERY_QUEUE, MULTIPROCESS, SCRAPE_TIMEOUT, WORKER_HEARTBEAT
from devnet_api.web import keys


async def _job_lag() -> dict[str, float | None]:
    """Seconds since each periodic job last wrote its snapshot (None: never)."""

    now = datetime.now(UTC)
    lag: dict[str, float | None] = {}
    for name, model in (("hashtags", TrendingHashtag), ("users", TrendingUser), ("analytics", UserAnalytics)):
        newest = await asyncio.wait_for(
            model.all().order_by("-computed_at").limit(1).values_list("computed_at", flat=True), SCRAPE_TIMEOUT
        )
        lag[name] = (now - newest[0]).total_seconds() if newest else None
    return lag


async def _live_numbers(app: web.Application) -> CollectorRegistry:
    """Numbers read at scrape time: job lag (the database) and queue depth (Redis)."""
    registry = CollectorRegistry(auto_describe=False)
    families = []
    lag_family = GaugeMetricFamily(
        "devnet_job_lag_seconds", "Age of the newest snapshot each periodic job wrote", labels=["job"]
    )
    try:
        for job, seconds in (await _job_lag()).items():
            if seconds is not None:
                lag_family.add_metric([job], seconds)
    except Exception:  # the database is away: the page still answers, the up gauge says it
        pass
    families.append(lag_family)
    redis = app.get(keys.REDIS)
    depth = GaugeMetricFamily("devnet_celery_queue_depth", "Tasks waiting in the Celery queue", labels=["queue"])
    redis_up = GaugeMetricFamily("devnet_redis_up", "1 while Redis answers PING, 0 while it does not")
    workers = GaugeMetricFamily(
        "devnet_celery_workers", "Celery workers whose heartbeat is in Redis (each beats every few seconds)"
    )
    if redis is not None:
        try:
            await asyncio.wait_for(redis.ping(), SCRAPE_TIMEOUT)
            redis_up.add_metric([], 1)
        except Exception:  # away: the site degrades (docs/operations.md), the alert says so
            redis_up.add_metric([], 0)
        else:
            with contextlib.suppress(Exception):
                depth.add_metric([CELERY_QUEUE], await asyncio.wait_for(redis.llen(CELERY_QUEUE), SCRAPE_TIMEOUT))
            with contextlib.suppress(Exception):
                prefix = app[keys.SETTINGS].redis_prefix + WORKER_HEARTBEAT
                beating = [key async for key in redis.scan_iter(match=prefix + "*", count=100)]
                workers.add_metric([], len(beating))
    families.extend([redis_up, workers, depth])  # without Redis (embedded mode): named, without a sample

    class Live:
        def collect(self):
            return families

    registry.register(Live())
    return registry


def _registry() -> CollectorRegistry:
    if not MULTIPROCESS:
        return REGISTRY
    from prometheus_client import multiprocess

    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def authorized(request: web.Request, token: str | None) -> bool:
    if not token:
        return True
    given = request.headers.get("Authorization", "")
    return hmac.compare_digest(given.encode(), f"Bearer {token}".encode())


def make_app(site: web.Application, token: str | None = None) -> web.Application:
    """The metrics page of ``site`` (whose database and Redis it reads), served on a port of its own;
    ``token`` (default DEVNET_METRICS_TOKEN) is the bearer token it asks for."""
    token = token or site[keys.SETTINGS].metrics_token

    async def metrics_page(request: web.Request) -> web.Response:
        if not authorized(request, token):
            return web.Response(
                status=401, text="401: a bearer token is required\n", headers={"WWW-Authenticate": "Bearer"}
            )
        live = await _live_numbers(site)
        body = generate_latest(_registry()) + generate_latest(live)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    app = web.Application()
    app.router.add_get("/metrics", metrics_page)
    return app
