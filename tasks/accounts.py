"""Account housekeeping tasks."""

from __future__ import annotations

from devnet_api.services import sessions
from tasks.celery_app import app
from tasks.runner import run_service


@app.task(name="tasks.accounts.purge_sessions", autoretry_for=(OSError,), retry_backoff=True, max_retries=3)
def purge_sessions() -> int:
    """Delete expired sessions; returns how many were deleted."""
    return run_service(sessions.purge_expired)
