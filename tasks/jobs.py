"""One Celery task per job of ``devnet_api.backing.jobs.SCHEDULE``; the task names are written there only."""

from __future__ import annotations

import logging

from celery import Task

from devnet_api.backing.jobs import BACKUP, DELIVER_MAIL, ON_DEMAND, SCHEDULE, Job, OnDemand
from devnet_api.backing.maintenance import ReadOnly
from devnet_api.domain.errors import is_unavailable
from tasks.celery_app import app
from tasks.runner import run_service

# A database or Redis that went away mid-run (a restart, a failover) is retried with backoff: 1, 2, 4,
# 8 and 16 s, about half a minute in all, what a PostgreSQL restart takes. The jobs recompute from the
# source rows, so a retry counts nothing twice.
UNAVAILABLE_RETRIES = 5
# An on-demand job (a reset mail, an export) that meets read-only mode waits for its end: it is tried
# again every minute, for up to a day, so what a member asked for before the switch is not lost.
READ_ONLY_WAIT = 60
READ_ONLY_RETRIES = 24 * 60
log = logging.getLogger("devnet.tasks")


def _register(job: Job) -> Task:
    def run_job(self: Task) -> object:
        try:
            return run_service(job.run, writes=job.writes)
        except ReadOnly:
            # Maintenance: the periodic job's next run does the work (they recompute from source rows).
            log.info("%s skipped: the site is read-only", job.task)
            return None
        except Exception as exc:
            # The error that surfaces is often a later one (a rollback on the dead connection); the
            # lost connection is in its chain, which is what is_unavailable reads.
            if is_unavailable(exc) and self.request.retries < UNAVAILABLE_RETRIES:
                raise self.retry(exc=exc, countdown=2**self.request.retries, max_retries=UNAVAILABLE_RETRIES) from exc
            raise

    run_job.__name__ = run_job.__qualname__ = job.task.rsplit(".", 1)[-1]
    run_job.__doc__ = job.run.__doc__
    return app.task(name=job.task, bind=True, autoretry_for=job.retry_on, retry_backoff=True, max_retries=3)(run_job)


TASKS: dict[str, Task] = {job.task: _register(job) for job in (*SCHEDULE, BACKUP)}


def _register_on_demand(job: OnDemand) -> Task:
    def run_job(self: Task, *args: object) -> object:
        try:
            return run_service(lambda: job.run(*args))
        except ReadOnly as exc:
            if job is DELIVER_MAIL:  # the delivery job's minute sends the mail once writes are back
                log.info("%s skipped: the site is read-only", job.task)
                return None
            log.info("%s waits: the site is read-only", job.task)
            raise self.retry(exc=exc, countdown=READ_ONLY_WAIT, max_retries=READ_ONLY_RETRIES) from exc

    run_job.__name__ = run_job.__qualname__ = job.task.rsplit(".", 1)[-1]
    run_job.__doc__ = job.run.__doc__
    # A lost connection is retried; the job itself turns its row "failed" on any other error.
    return app.task(name=job.task, bind=True, autoretry_for=(OSError,), retry_backoff=True, max_retries=3)(run_job)


TASKS.update({job.task: _register_on_demand(job) for job in ON_DEMAND})
