"""One Celery task per job of ``devnet_api.jobs.SCHEDULE``; the task names are written there only."""

from __future__ import annotations

from celery import Task

from devnet_api.jobs import SCHEDULE, Job
from tasks.celery_app import app
from tasks.runner import run_service


def _register(job: Job) -> Task:
    def run_job() -> object:
        return run_service(job.run)

    run_job.__name__ = run_job.__qualname__ = job.task.rsplit(".", 1)[-1]
    run_job.__doc__ = job.run.__doc__
    return app.task(name=job.task, autoretry_for=job.retry_on, retry_backoff=True, max_retries=3)(run_job)


TASKS: dict[str, Task] = {job.task: _register(job) for job in SCHEDULE}
