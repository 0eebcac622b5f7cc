"""What the worker and beat add to every task: the request id that queued it, logs in the
configured format, and the task metrics (devnet_api.telemetry.metrics)."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import socket
import sys
import threading
import time

import celery
from celery import signals

from devnet_api.settings import Settings
from devnet_api.telemetry import metrics
from devnet_api.telemetry.logs import bind, current_request_id, setup_logging, unbind

log = logging.getLogger("devnet.tasks")
_running: dict[str, tuple[float, object]] = {}  # task id -> (start, the request-id binding)


@signals.setup_logging.connect
def _logging(loglevel=None, **_) -> None:
    """Celery leaves the logging to us: the format of DEVNET_LOG_FORMAT, the request id on each line."""
    settings = Settings.from_env()
    level = loglevel if isinstance(loglevel, str) else logging.getLevelName(loglevel or logging.INFO)
    setup_logging(level or settings.log_level, settings.log_format)


def _say_as_json(message: str, f=None) -> None:
    """celery.apps.worker.safe_say, for JSON logs: the worker's own lines written from its signal
    handlers ("worker: Warm shutdown (MainProcess)") as a JSON line. Written with one os.write, no
    logging lock: it runs inside a signal handler."""
    line = json.dumps(
        {
            "time": time.strftime("%Y-%m-%d %H:%M:%S"),
            "level": "WARNING",
            "logger": "celery.apps.worker",
            "message": " ".join(str(message).split()),
            "pid": os.getpid(),
            "request_id": None,
        }
    )
    with contextlib.suppress(OSError):
        os.write((f or sys.__stderr__).fileno(), (line + "\n").encode())


@signals.celeryd_init.connect
def _worker_starting(**_) -> None:
    """Before the worker checks its privileges and prints anything: the log format set up already
    (its warnings go through logging), and the lines it says outside logging made JSON lines too."""
    settings = Settings.from_env()
    setup_logging(settings.log_level, settings.log_format)
    if settings.log_format == "json":
        import celery.apps.worker

        celery.apps.worker.safe_say = _say_as_json


@signals.worker_ready.connect
def _worker_ready(sender=None, **_) -> None:
    """The banner's facts as one log line (the set runs the worker with --quiet: no ASCII banner)."""
    app = getattr(sender, "app", None) or celery.current_app
    queues = ", ".join(sorted(queue.name for queue in app.amqp.queues.values())) or "celery"
    log.info(
        "worker ready: celery %s, concurrency %s, queues %s, %d tasks",
        celery.__version__,
        getattr(getattr(sender, "controller", sender), "concurrency", "?"),
        queues,
        len([name for name in app.tasks if not name.startswith("celery.")]),
    )
    _start_heartbeat(getattr(sender, "hostname", None) or socket.gethostname())


_beating = threading.Event()  # set: the heartbeat thread is to stop


def _start_heartbeat(hostname: str) -> None:
    """The worker's heartbeat in Redis (metrics.WORKER_HEARTBEAT): /metrics counts the live ones as
    devnet_celery_workers, and DevNetNoWorker fires when none is left. A thread of the worker's main
    process; Redis away only skips beats (the key expires: the alert then waits for Redis's own)."""
    settings = Settings.from_env()
    if not settings.redis_url:
        return
    import redis

    key = f"{settings.redis_prefix}{metrics.WORKER_HEARTBEAT}{hostname}:{os.getpid()}"
    client = redis.Redis.from_url(settings.redis_url, socket_connect_timeout=2, socket_timeout=2)

    def beat() -> None:
        while not _beating.is_set():
            with contextlib.suppress(Exception):
                client.set(key, "1", ex=3 * metrics.WORKER_HEARTBEAT_EVERY)
            _beating.wait(metrics.WORKER_HEARTBEAT_EVERY)
        with contextlib.suppress(Exception):
            client.delete(key)

    threading.Thread(target=beat, name="devnet-heartbeat", daemon=True).start()


@signals.worker_shutdown.connect
def _stop_heartbeat(**_) -> None:
    _beating.set()


@signals.beat_init.connect
def _beat_ready(sender=None, **_) -> None:
    scheduler = getattr(sender, "scheduler", None)
    entries = len(getattr(scheduler, "schedule", {}) or {})
    log.info("beat ready: celery %s, %d scheduled jobs", celery.__version__, entries)


@signals.before_task_publish.connect
def _stamp(headers=None, **_) -> None:
    """A task queued while a request (or a task) is running carries its request id."""
    if headers is not None and not headers.get("request_id"):
        request_id = current_request_id()
        if request_id:
            headers["request_id"] = request_id


def _request_id_of(task) -> str | None:
    request = task.request
    return getattr(request, "request_id", None) or (getattr(request, "headers", None) or {}).get("request_id")


@signals.task_prerun.connect
def _started(task_id=None, task=None, **_) -> None:
    _running[task_id] = (time.perf_counter(), bind(_request_id_of(task)))


@signals.task_postrun.connect
def _finished(task_id=None, task=None, state=None, **_) -> None:
    started, binding = _running.pop(task_id, (None, None))
    if started is not None:
        metrics.TASK_DURATION.labels(task.name).observe(time.perf_counter() - started)
    outcome = {"SUCCESS": "success", "RETRY": "retry"}.get(state or "", "failure")
    metrics.TASK_RUNS.labels(task.name, outcome).inc()
    if binding is not None:
        try:
            unbind(binding)
        except ValueError:  # bound in another context (a thread pool): nothing to restore
            bind(None)


@signals.worker_process_init.connect
def _pool_process(**_) -> None:
    if metrics.MULTIPROCESS:
        metrics.time_queries()


@signals.worker_process_shutdown.connect
def _pool_process_gone(pid=None, **_) -> None:
    metrics.mark_dead(pid)
