"""Prometheus metrics: what every process counts (the /metrics page that shows them is
``devnet_api.telemetry.metrics_page``).

Off by default. ``DEVNET_METRICS_PORT`` turns it on: `devnet serve` then answers ``GET /metrics`` on
that port of ``DEVNET_METRICS_HOST`` (127.0.0.1 unless said otherwise), never on the site's port; a
host other than loopback needs ``DEVNET_METRICS_TOKEN`` (a bearer token the scraper sends), so the
page is never public by accident.

Several processes (the web processes of `devnet run --scaled`, the worker and its pool) share one
``PROMETHEUS_MULTIPROC_DIR``: each writes its numbers there and any web process's /metrics adds them
up (prometheus-client's multi-process mode). Without it, a process shows its own numbers.

The names are listed, with what to watch, in docs/operations.md.
"""

from __future__ import annotations

import contextlib
import os

from prometheus_client import (
    Counter,
    Gauge,
    Histogram,
)

from devnet_api.db import statements

MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)
QUERY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 5.0)
TASK_BUCKETS = (0.01, 0.05, 0.1, 0.5, 1.0, 5.0, 15.0, 60.0, 300.0)
SCRAPE_TIMEOUT = 2.0  # seconds for each probe /metrics makes (database, Redis)
CELERY_QUEUE = "celery"
# Each Celery worker's heartbeat: a Redis key under DEVNET_REDIS_PREFIX + this, written every
# WORKER_HEARTBEAT_EVERY seconds with a time to live of three beats (tasks/signals.py); /metrics
# counts them as devnet_celery_workers, and an alert fires when none is left.
WORKER_HEARTBEAT = "worker:"
WORKER_HEARTBEAT_EVERY = 10

REQUESTS = Counter("devnet_http_requests_total", "HTTP requests answered", ["method", "route", "status"])
LATENCY = Histogram(
    "devnet_http_request_duration_seconds", "Time to answer, by route template", ["route"], buckets=LATENCY_BUCKETS
)
QUERIES = Histogram(
    "devnet_db_query_duration_seconds", "Time of each database statement", ["process"], buckets=QUERY_BUCKETS
)
POOL = Gauge(
    "devnet_db_pool_connections",
    "PostgreSQL pool connections of the web processes (state: open or in_use)",
    ["state"],
    multiprocess_mode="livesum",
)
SOCKETS = Gauge("devnet_websockets_open", "WebSockets open", multiprocess_mode="livesum")
SOCKET_MESSAGES = Counter("devnet_websocket_messages_sent_total", "Frames sent on WebSockets")
THROTTLED = Counter("devnet_throttle_hits_total", "Requests refused by a rate limit (429)", ["limit"])
TASK_RUNS = Counter("devnet_task_runs_total", "Celery task runs by outcome", ["task", "outcome"])
MAILS_SENT = Counter("devnet_mails_sent_total", "Notification, summary and verification mails sent", ["kind"])
MAIL_DEAD_LETTERS = Counter(
    "devnet_mail_dead_letters_total", "Mail intents given up after their last failed attempt (dead letters)", ["kind"]
)
# Set by each backup once it is written and verified (`devnet backup`, beat's scheduled one): "max",
# so the newest survives the process that took it in PROMETHEUS_MULTIPROC_DIR.
BACKUP_SUCCESS = Gauge(
    "devnet_backup_last_success_timestamp",
    "When the last backup was written and verified (Unix time)",
    multiprocess_mode="max",
)
TASK_DURATION = Histogram("devnet_task_duration_seconds", "Celery task run time", ["task"], buckets=TASK_BUCKETS)

PROCESS_KIND = os.environ.get("DEVNET_PROCESS_KIND", "web")


def observe_request(method: str, route: str, status: int, seconds: float | None) -> None:
    """One answered request; ``seconds`` None for a WebSocket (its life is not a latency)."""
    REQUESTS.labels(method, route, str(status)).inc()
    if seconds is not None:
        LATENCY.labels(route).observe(seconds)
    _pool_use()


def _pool_use() -> None:
    """The asyncpg pool's size and use, read after each request (cheap: two attributes)."""
    from devnet_api.db import connection

    with contextlib.suppress(Exception):
        pool = getattr(connection(), "_pool", None)
        if pool is not None:
            POOL.labels("open").set(pool.get_size())
            POOL.labels("in_use").set(pool.get_size() - pool.get_idle_size())


def time_queries() -> None:
    """Time every statement the ORM sends (both backends), through devnet_api.db.statements' one hook."""
    statements.install()
    statements.listen(_observe_query)


def _observe_query(seconds: float) -> None:
    QUERIES.labels(PROCESS_KIND).observe(seconds)


def mark_dead(pid: int | None = None) -> None:
    """A stopping process's live gauges leave the sums (multi-process mode)."""
    if MULTIPROCESS:
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(pid or os.getpid())
