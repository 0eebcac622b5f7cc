"""The periodic jobs, written once: Celery beat and worker (scaled mode), the web process (embedded
mode) and the CLI all read this list. ``tasks/`` registers one Celery task per entry, named ``task``."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace

from tortoise.exceptions import OperationalError

from devnet_api.realtime.events import Publisher
from devnet_api.realtime.flush import OutsidePublisher, flushed
from devnet_api.services import analytics, backups, digest, exports, mail, recovery, sessions, trends

log = logging.getLogger("devnet.jobs")

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
    writes: bool = True  # it writes to the database: skipped while the site is read-only (maintenance)


async def deliver_mail() -> dict[str, int]:
    """Send the mail intents that are due (services.mail.deliver_due) with this process's settings."""
    from devnet_api.settings import Settings

    return await mail.deliver_due(mail.Mailer.from_settings(Settings.from_env()))


async def send_digests() -> dict[str, int]:
    """The weekly digest of the week that ended (services.digest.send_all), idempotent per member."""
    from devnet_api.settings import Settings

    return await digest.send_all(mail.Mailer.from_settings(Settings.from_env()))


SCHEDULE: tuple[Job, ...] = (
    Job(task="tasks.accounts.purge_sessions", run=sessions.purge_expired, every=60 * 60),
    Job(task="tasks.accounts.purge_reset_links", run=recovery.purge_expired, every=60 * 60),
    Job(task="tasks.accounts.purge_exports", run=exports.purge_expired, every=60 * 60),
    Job(
        task="tasks.trends.hashtags", run=trends.refresh_hashtags, every=5 * 60, retry_on=DATABASE_ERRORS, at_start=True
    ),
    Job(task="tasks.trends.users", run=trends.refresh_users, every=10 * 60, retry_on=DATABASE_ERRORS, at_start=True),
    Job(task="tasks.analytics.refresh", run=analytics.refresh, every=15 * 60, retry_on=DATABASE_ERRORS, at_start=True),
    # Late intents (a message unread for 10 minutes), retries with backoff and the daily summaries.
    Job(task="tasks.mail.deliver", run=deliver_mail, every=60, retry_on=DATABASE_ERRORS),
    # Hourly: a run finds the members still without the digest of the week that ended (a unique row
    # per member and week), so the week's digest goes out within the hour after Monday 00:00 UTC
    # and a run after a crash finishes the rest.
    Job(task="tasks.mail.digest", run=send_digests, every=60 * 60, retry_on=DATABASE_ERRORS),
)


# A backup on beat's schedule (DEVNET_BACKUP_EVERY_HOURS, off by default) to DEVNET_BACKUP_URL. Not in
# SCHEDULE: it runs only when asked for, and never with `devnet trends refresh` or in embedded mode
# (there, `devnet backup` from cron: the web process is no place for a dump).
BACKUP = Job(task="tasks.ops.backup", run=backups.scheduled, every=24 * 60 * 60, retry_on=(), writes=False)


def beat_schedule(backup_every_hours: int) -> tuple[Job, ...]:
    """What beat runs: SCHEDULE, and the backup every ``backup_every_hours`` (0: none)."""
    if not backup_every_hours:
        return SCHEDULE
    return (*SCHEDULE, replace(BACKUP, every=backup_every_hours * 60 * 60))


def by_task(name: str) -> Job:
    """The job Celery knows as ``name`` (KeyError when there is none)."""
    return {job.task: job for job in (*SCHEDULE, BACKUP)}[name]


@dataclass(frozen=True)
class OnDemand:
    """A job a request starts (not a schedule): its arguments are JSON values (ids, paths)."""

    task: str  # the Celery task name; the only place it is written
    run: Callable[..., Awaitable[object]]


async def _mail_reset_link(email: str, site_url: str) -> None:
    """The reset mail a forgot-password request queued (DEVNET_MAIL_IN_WORKER): the worker's outbox
    settings, never sent with the task (an SMTP URL holds a password)."""
    from devnet_api.services.outbox import Outbox
    from devnet_api.settings import Settings

    settings = Settings.from_env()
    await recovery.mail_link(email, site_url, Outbox(settings.smtp_url, settings.outbox_dir))


DELIVER_MAIL = OnDemand(task="tasks.mail.deliver_now", run=deliver_mail)
BUILD_EXPORT = OnDemand(task="tasks.accounts.build_export", run=exports.build)
MAIL_RESET_LINK = OnDemand(task="tasks.accounts.mail_reset_link", run=_mail_reset_link)
ON_DEMAND: tuple[OnDemand, ...] = (BUILD_EXPORT, MAIL_RESET_LINK, DELIVER_MAIL)


async def kick_mail_delivery(starter: InProcess | ThroughCelery, settings) -> None:
    """The one call that starts delivering the mail intents a request wrote, once its transaction
    is committed (devnet_api.web.middlewares.live_middleware calls it after the request's unit of work
    is flushed). Embedded: a task of this process with the app's settings; scaled: the
    Celery task. The delivery job's minute sends them anyway if this is lost."""
    if not settings.mail_kick:
        return
    if isinstance(starter, InProcess):
        await starter.start(OnDemand(task=DELIVER_MAIL.task, run=_deliver_with(settings)))
    else:
        await starter.start(DELIVER_MAIL)


def _deliver_with(settings) -> Callable[[], Awaitable[object]]:
    async def run() -> object:
        return await mail.deliver_due(mail.Mailer.from_settings(settings))

    return run


class InProcess:
    """Embedded mode: an on-demand job runs as a task of the web process's event loop, one unit of
    work of its own flushed to ``publisher()`` (the app's; without one, as a Celery task would)."""

    def __init__(self, publisher: Callable[[], Publisher] | None = None) -> None:
        self.running: set[asyncio.Task] = set()
        self.publisher = publisher or OutsidePublisher

    async def start(self, job: OnDemand, *args: object) -> None:
        task = asyncio.create_task(self._run(job, args))
        self.running.add(task)
        task.add_done_callback(self.running.discard)

    async def _run(self, job: OnDemand, args: tuple) -> None:
        try:
            async with flushed(self.publisher):
                await job.run(*args)
        except Exception:  # the job records its own failure (an export turns "failed")
            log.exception("job %s failed", job.task)

    async def close(self) -> None:
        """Let the jobs under way finish (a stopping process); they are short."""
        if self.running:
            await asyncio.wait(list(self.running), timeout=30)


class ThroughCelery:
    """Scaled mode: the job goes to the Celery workers by task name (the web process never imports
    the tasks package)."""

    def __init__(self, broker: str) -> None:
        from celery import Celery

        self.client = Celery("devnet-web", broker=broker)
        self.client.conf.update(broker_connection_retry_on_startup=False, broker_connection_max_retries=1)

    async def start(self, job: OnDemand, *args: object) -> None:
        from devnet_api.telemetry.logs import current_request_id

        # The request's id goes with the task, so the worker's lines of it carry the id too (tasks/signals.py).
        headers = {"request_id": current_request_id()}
        await asyncio.to_thread(self.client.send_task, job.task, args=list(args), headers=headers)

    async def close(self) -> None:
        await asyncio.to_thread(self.client.close)


def starter(redis_url: str | None, publisher: Callable[[], Publisher] | None = None) -> InProcess | ThroughCelery:
    """How this process starts on-demand jobs: through Celery when there is a broker."""
    return ThroughCelery(redis_url) if redis_url else InProcess(publisher)
