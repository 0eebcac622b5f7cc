"""The Celery app, configured from the same settings as the web process.

Importing it reads the environment (Settings.from_env) and nothing else: no file is written.
"""

from __future__ import annotations

from celery import Celery

from devnet_api.jobs import SCHEDULE
from devnet_api.settings import Settings

settings = Settings.from_env()
# Without DEVNET_REDIS_URL there is no broker: embedded mode runs the jobs in the web process.
broker = settings.redis_url or "memory://"

app = Celery("devnet", broker=broker, backend=settings.redis_url or None, include=["tasks.jobs"])
app.conf.update(
    task_acks_late=True,
    task_reject_on_worker_lost=True,
    worker_prefetch_multiplier=1,
    task_serializer="json",
    result_serializer="json",
    accept_content=["json"],
    result_expires=3600,
    broker_connection_retry_on_startup=True,
    timezone="UTC",
    beat_schedule={job.task: {"task": job.task, "schedule": float(job.every)} for job in SCHEDULE},
)
