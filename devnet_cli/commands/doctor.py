"""devnet doctor: is this host ready to run DevNet? One line per check, with the fix (docs/operations.md)."""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import smtplib
import ssl
import urllib.error
import urllib.request
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

import typer

from devnet_api.backing import media_storage
from devnet_api.db import migrations
from devnet_api.settings import Settings
from devnet_cli.commands.serve import PortUnavailable, bind
from devnet_cli.common import console, plain
from devnet_cli.common import settings as read_settings

TIMEOUT = 10  # seconds each check may take


class Failed(Exception):
    """A check failed: ``reason`` and ``fix`` are one line each."""

    def __init__(self, reason: str, fix: str) -> None:
        super().__init__(reason)
        self.reason, self.fix = reason, fix


@dataclass
class Outcome:
    name: str
    ok: bool
    detail: str
    fix: str = ""


def _reason(exc: BaseException) -> str:
    """The most telling message of ``exc`` and its causes, on one line."""
    while exc.__cause__ is not None and not str(exc):
        exc = exc.__cause__
    cause = exc.__cause__ or exc
    text = str(cause) or type(cause).__name__
    return " ".join(text.split())[:300]


async def _database(settings: Settings) -> str:
    try:
        applied, pending = await migrations.status(settings.database_url)
    except Exception as exc:
        raise Failed(
            f"cannot reach {settings.dialect} ({_reason(exc)})",
            "check DEVNET_DATABASE_URL and that the server runs and accepts this user",
        ) from None
    if pending:
        raise Failed(f"{len(pending)} migrations pending ({pending[0]}...)", "run `devnet db upgrade`")
    return f"{settings.dialect} answers, {len(applied)} migrations applied, none pending"


async def _redis(settings: Settings) -> str:
    if not settings.redis_url:
        return "not set: embedded mode (jobs run in the web process)"
    from redis.asyncio import Redis

    client = Redis.from_url(settings.redis_url, socket_connect_timeout=5, socket_timeout=5, retry=None)
    try:
        await client.ping()
    except Exception as exc:
        raise Failed(f"cannot reach Redis ({_reason(exc)})", "check DEVNET_REDIS_URL and that Redis runs") from None
    finally:
        await client.aclose()
    return "answers"


async def _media(settings: Settings) -> str:
    """Write, read back and delete a probe object in the store the settings name."""
    name = f"devnet-doctor-{secrets.token_hex(8)}.txt"
    data = b"devnet doctor probe"
    where = settings.media_url or str(settings.media_dir)
    fix = (
        "check DEVNET_MEDIA_URL, DEVNET_S3_ENDPOINT_URL and the access key (AWS_ACCESS_KEY_ID, "
        "AWS_SECRET_ACCESS_KEY): it must be allowed to put, get and delete objects in the bucket"
        if settings.media_bucket
        else "check DEVNET_MEDIA_DIR: the folder must be writable by this account"
    )
    try:
        async with media_storage.connect(settings) as store:
            await store.put(name, data, "text/plain")
            try:
                if await store.get(name) != data:
                    raise Failed(f"{where}: the probe object read back differs from what was written", fix)
            finally:
                await store.delete(name)
    except Failed:
        raise
    except Exception as exc:
        refused = _refused_key(exc)
        raise Failed(f"{where}: {refused or _reason(exc)}", fix) from None
    return f"{where}: a probe object written, read back and deleted"


REFUSALS = {"InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "403", "InvalidToken", "ExpiredToken"}


def _refused_key(exc: BaseException) -> str | None:
    """'the store refused the access key AKIA... (...)' when ``exc`` (or its cause) is the store
    saying no to the credentials; None for any other failure."""
    from botocore.exceptions import ClientError

    cause = exc if isinstance(exc, ClientError) else exc.__cause__
    if not isinstance(cause, ClientError):
        return None
    error = cause.response.get("Error", {})
    status = cause.response.get("ResponseMetadata", {}).get("HTTPStatusCode")
    if error.get("Code") not in REFUSALS and status != 403:
        return None
    key = os.environ.get("AWS_ACCESS_KEY_ID") or "(none set)"  # the key's id, not its secret
    said = f"{error.get('Code') or status}: {error.get('Message') or 'Forbidden'}"
    return f"the store refused the access key {key} ({said})"


def _smtp(settings: Settings) -> str:
    if not settings.smtp_url:
        return f"not set: mail is written to {settings.outbox_dir}/"
    parts = urlsplit(settings.smtp_url)
    secure = parts.scheme == "smtps"
    host, port = parts.hostname or "localhost", parts.port or (465 if secure else 25)
    try:
        client = (
            smtplib.SMTP_SSL(host, port, timeout=TIMEOUT, context=ssl.create_default_context())
            if secure
            else smtplib.SMTP(host, port, timeout=TIMEOUT)
        )
        with client:
            client.ehlo()
            if not secure and client.has_extn("starttls"):
                client.starttls()
                client.ehlo()
            if parts.username:
                client.login(unquote(parts.username), unquote(parts.password or ""))
            client.noop()
    except (OSError, smtplib.SMTPException) as exc:
        raise Failed(f"{host}:{port}: {_reason(exc)}", "check DEVNET_SMTP_URL (host, port, user, password)") from None
    return f"{host}:{port} answers" + (" and accepts the login" if parts.username else "")


def _metrics(settings: Settings) -> str:
    if not settings.metrics_port:
        return "not set: no /metrics (DEVNET_METRICS_PORT)"
    host, port = settings.metrics_host, settings.metrics_port
    try:
        bind(host, port, False, "DEVNET_METRICS_PORT").close()
        return f"{host}:{port} is free for the web processes"
    except PortUnavailable:
        pass
    request = urllib.request.Request(f"http://{host}:{port}/metrics")
    if settings.metrics_token:
        request.add_header("Authorization", f"Bearer {settings.metrics_token}")
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as answer:
            if b"devnet_" in answer.read(1 << 20):
                return f"{host}:{port} serves DevNet's /metrics"
    except (OSError, urllib.error.HTTPError):
        pass
    raise Failed(
        f"{host}:{port} is in use by another program", "stop that program or choose another DEVNET_METRICS_PORT"
    )


def _client(settings: Settings) -> str:
    index = settings.frontend_dir / "index.html"
    if not index.is_file():
        raise Failed(f"{index} is missing", "run `make build`, or point DEVNET_FRONTEND_DIR at the built client")
    return f"built ({settings.frontend_dir})"


async def _checks(settings: Settings) -> list[Outcome]:
    async def bounded(work: Awaitable[str] | Callable[[], str]) -> str:
        job = work if not callable(work) else asyncio.to_thread(work)
        try:
            return await asyncio.wait_for(job, TIMEOUT)
        except TimeoutError:
            raise Failed(f"no answer within {TIMEOUT} s", "check that the service runs and is reachable") from None

    checks: list[tuple[str, Awaitable[str] | Callable[[], str]]] = [
        ("database", _database(settings)),
        ("redis", _redis(settings)),
        ("media store", _media(settings)),
        ("smtp", lambda: _smtp(settings)),
        ("metrics port", lambda: _metrics(settings)),
        ("web client", lambda: _client(settings)),
    ]
    outcomes = [Outcome("settings", True, f"every DEVNET_* variable is known and valid ({settings.dialect})")]
    for name, work in checks:
        try:
            outcomes.append(Outcome(name, True, await bounded(work)))
        except Failed as failed:
            outcomes.append(Outcome(name, False, failed.reason, failed.fix))
    return outcomes


def doctor() -> None:
    """Check this host's settings and services, one line each: the settings, the database
    (reachable, migrations current), Redis, the media store (a probe object written, read and
    deleted), SMTP, the metrics port and the web client build. Exits 1 when any check fails, each
    failure naming the fix. Run it with the environment the processes get.

    Example: devnet doctor
    """
    settings = read_settings()  # a bad or unknown DEVNET_* variable: one line, exit 2
    logging.disable(logging.WARNING)  # the store's own warnings would repeat the reason shown below
    outcomes = asyncio.run(_checks(settings))
    width = max(len(outcome.name) for outcome in outcomes)
    for outcome in outcomes:
        mark = "[green]ok  [/]" if outcome.ok else "[red]FAIL[/]"
        line = f"{mark} {outcome.name.ljust(width)}  {plain(outcome.detail)}"
        if not outcome.ok:
            line += f"; [bold]fix:[/] {plain(outcome.fix)}"
        console.print(line, highlight=False, soft_wrap=True)
    failed = [outcome.name for outcome in outcomes if not outcome.ok]
    if failed:
        console.print(f"[red]{len(failed)} check(s) failed:[/] {', '.join(failed)}", highlight=False)
        raise typer.Exit(1)
    console.print("[green]All checks passed.[/]")
