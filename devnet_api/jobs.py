"""The periodic jobs: one list read by Celery beat (scaled mode) and by the web process (embedded mode)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from devnet_api.services import sessions


@dataclass(frozen=True)
class Job:
    task: str  # the Celery task name
    run: Callable[[], Awaitable[object]]  # the service function it wraps
    every: int  # seconds


SCHEDULE: tuple[Job, ...] = (
    Job(task="tasks.accounts.purge_sessions", run=sessions.purge_expired, every=60 * 60),
)
