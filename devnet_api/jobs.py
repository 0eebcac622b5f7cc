"""The periodic jobs, written once: Celery beat and worker (scaled mode), the web process (embedded
mode) and the CLI all read this list. ``tasks/`` registers one Celery task per entry, named ``task``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from devnet_api.services import sessions


@dataclass(frozen=True)
class Job:
    task: str  # the Celery task name; the only place it is written
    run: Callable[[], Awaitable[object]]  # the service function it wraps
    every: int  # seconds
    retry_on: tuple[type[BaseException], ...] = (OSError,)  # transient failures the worker retries


SCHEDULE: tuple[Job, ...] = (
    Job(task="tasks.accounts.purge_sessions", run=sessions.purge_expired, every=60 * 60),
)


def by_task(name: str) -> Job:
    """The job Celery knows as ``name`` (KeyError when there is none)."""
    return {job.task: job for job in SCHEDULE}[name]
