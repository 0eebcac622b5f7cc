"""The periodic jobs, written once: Celery beat and worker (scaled mode), the web process (embedded
mode) and the CLI all read this list. ``tasks/`` registers one Celery task per entry, named ``task``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from tortoise.exceptions import OperationalError

from devnet_api.services import analytics, recovery, sessions, trends

# A database that drops the connection, or a concurrent run of the same job that wrote its snapshot
# first (a unique row): both pass, so the worker retries with backoff. Every job below recomputes
# from the source rows, so a retry (or a run after a worker died mid-task) counts nothing twice.
DATABASE_ERRORS = (OSError, OperationalError)


@dataclass(frozen=True)
class Job:
    task: str  # the Celery task name; the only place it is written
    run: Callable[[], Awaitable[object]]  # the service function it wraps
    every: int  # seconds
    retry_on: tuple[type[BaseException], ...] = (OSError,)  # transient failures the worker retries
    at_start: bool = False  # embedded mode also runs it when the web process starts (trends fill in at once)


SCHEDULE: tuple[Job, ...] = (
    Job(task="tasks.accounts.purge_sessions", run=sessions.purge_expired, every=60 * 60),
    Job(task="tasks.accounts.purge_reset_links", run=recovery.purge_expired, every=60 * 60),
    Job(
        task="tasks.trends.hashtags", run=trends.refresh_hashtags, every=5 * 60, retry_on=DATABASE_ERRORS, at_start=True
    ),
    Job(task="tasks.trends.users", run=trends.refresh_users, every=10 * 60, retry_on=DATABASE_ERRORS, at_start=True),
    Job(task="tasks.analytics.refresh", run=analytics.refresh, every=15 * 60, retry_on=DATABASE_ERRORS, at_start=True),
)


# Tasks a request queues (scaled mode), by name: the web process sends them, tasks/ runs them.
MAIL_RESET_LINK = "tasks.accounts.mail_reset_link"  # DEVNET_MAIL_IN_WORKER


def by_task(name: str) -> Job:
    """The job Celery knows as ``name`` (KeyError when there is none)."""
    return {job.task: job for job in SCHEDULE}[name]
