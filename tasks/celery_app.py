"""The Celery app, configured from the same settings as the web process.

Importing it reads the environment (Settings.from_env) and nothing else: no file is written.
"""

from __future__ import annotations

import sys

from celery import Celery

from devnet_api.backing.jobs import beat_schedule
from devnet_api.settings import ConfigError, Settings
from tasks import signals  # noqa: F401  (request ids, logging and metrics of every task)

try:
    settings = Settings.from_env()
except ConfigError as exc:  # one line naming the variable, exit 2, as every devnet command (no traceback)
    print(exc, file=sys.stderr, flush=True)
    raise SystemExit(2) from None
# Without DEVNET_REDIS_URL there is no broker: embedded mode runs the jobs in the web process.
broker = settings.redis_url or "memory://"

# A task whose worker dies without acknowledging it (SIGKILL, OOM, lost host) goes back to the queue once
# this many seconds have passed since it was handed out; it must exceed the longest task, or a task
# still running is handed out twice. The jobs are idempotent (they recompute their snapshots), so a
# second run counts nothing twice. Tests set it to a few seconds.
VISIBILITY_TIMEOUT = settings.celery_visibility_timeout

app = Celery("devnet", broker=broker, backend=settings.redis_url or None, include=["tasks.jobs"])
app.conf.update(
    # Acknowledged only once done; a pool process killed mid-task puts the task back at once.
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    result_expires=3600,
    broker_connection_retry_on_startup=True,
    # Look for abandoned tasks every tenth of the visibility timeout (kombu's default is every 100 s).
    broker_transport_options={
        "visibility_timeout": VISIBILITY_TIMEOUT,
        "unacked_restore_interval": max(1, VISIBILITY_TIMEOUT // 10),
        "unacked_restore_throttle": 1,
    },
    timezone="UTC",
    beat_schedule={
        job.task: {"task": job.task, "schedule": float(job.every)} for job in beat_schedule(settings.backup_every_hours)
    },
)
