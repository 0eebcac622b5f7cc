"""Mail a request queued (scaled mode with DEVNET_MAIL_IN_WORKER): the reset link."""

from __future__ import annotations

from devnet_api.jobs import MAIL_RESET_LINK
from devnet_api.services import recovery
from devnet_api.services.outbox import Outbox
from devnet_api.settings import Settings
from tasks.celery_app import app
from tasks.runner import run_service


@app.task(name=MAIL_RESET_LINK, acks_late=True)
def mail_reset_link(email: str, site_url: str) -> None:
    """Issue and mail a reset link when ``email`` is an active member's (failures are logged)."""
    settings = Settings.from_env()
    run_service(lambda: recovery.mail_link(email, site_url, Outbox(settings.smtp_url, settings.outbox_dir)))
