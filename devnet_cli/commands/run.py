"""devnet run [--scaled]: the whole site from one command (docs/operations.md)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Annotated
from urllib.parse import urlsplit, urlunsplit

import typer

from devnet_cli import supervision
from devnet_cli.commands.serve import PortUnavailable, bind
from devnet_cli.common import console, fail
from devnet_cli.common import settings as common_settings

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/devnet_scaled"
DEFAULT_REDIS = "redis://127.0.0.1:6379/1"
DATABASE_NAME = re.compile(r"[A-Za-z0-9_]{1,63}")


def _bin(name: str) -> str:
    return str(Path(sys.executable).parent / name)


def _command(*args: str, env: dict[str, str]) -> None:
    """A release step (migrate, seed): its output shown, a failure ends the run."""
    console.print(f"[bold]release[/] | {' '.join(args)}")
    result = subprocess.run([sys.executable, "-m", "devnet_cli", *args], env=env, cwd=ROOT)
    if result.returncode != 0:
        raise fail(f"`devnet {' '.join(args)}` failed (exit {result.returncode})")


async def _ensure_database(url: str) -> bool:
    """Create the database of ``url`` when it is missing (True when created)."""
    import asyncpg

    parts = urlsplit(url)
    name = parts.path.lstrip("/")
    if not DATABASE_NAME.fullmatch(name):
        raise fail(f"DEVNET_DATABASE_URL: {name!r} is not a database name this command creates")
    admin = urlunsplit((parts.scheme, parts.netloc, "/postgres", parts.query, ""))
    connection = await asyncpg.connect(admin, timeout=10)
    try:
        if await connection.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name):
            return False
        await connection.execute(f'CREATE DATABASE "{name}"')
        return True
    finally:
        await connection.close()


def _free(host: str, port: int, what: str) -> None:
    """Refuse a port already in use: by another set above all. Two sets on one port would share it
    (SO_REUSEPORT) and answer from two databases at random."""
    try:
        bind(host, port, False, what).close()
    except PortUnavailable:
        raise fail(
            f"{what}: port {port} is already in use (another DevNet set?). `devnet reload` restarts a "
            "running set one process at a time; otherwise stop that program or choose another port"
        ) from None


def run_scaled(port: int, metrics_port: int, web: int, seed: bool) -> int:
    env = dict(os.environ)
    settings = common_settings()
    database_url = env.get("DEVNET_DATABASE_URL") or DEFAULT_DATABASE
    if not database_url.startswith(("postgres://", "postgresql://")):
        raise fail("devnet run --scaled runs on PostgreSQL: DEVNET_DATABASE_URL must be a postgres:// URL")
    var = Path(env.get("DEVNET_VAR_DIR") or "var").resolve()
    paths = supervision.Paths(var)
    if supervision.running(paths):
        raise fail(f"A scaled set already runs from {var}: `devnet reload` restarts it one process at a time")
    _free(settings.host, port, "--port (the site)")
    _free(settings.metrics_host, metrics_port, "--metrics-port (/metrics)")
    var.mkdir(parents=True, exist_ok=True)
    metrics_dir = tempfile.mkdtemp(prefix="devnet-metrics-")
    env.update(
        DEVNET_DATABASE_URL=database_url,
        DEVNET_REDIS_URL=env.get("DEVNET_REDIS_URL") or DEFAULT_REDIS,
        DEVNET_VAR_DIR=str(var),
        DEVNET_PORT=str(port),
        DEVNET_METRICS_PORT=str(metrics_port),
        DEVNET_LOG_FORMAT=env.get("DEVNET_LOG_FORMAT") or "json",
        DEVNET_MAIL_IN_WORKER=env.get("DEVNET_MAIL_IN_WORKER") or "true",
        PROMETHEUS_MULTIPROC_DIR=metrics_dir,
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        PYTHONUNBUFFERED="1",
    )
    supervisord = None
    try:
        try:
            if asyncio.run(_ensure_database(database_url)):
                console.print(f"[bold]release[/] | created the database {urlsplit(database_url).path.lstrip('/')}")
        except OSError as exc:
            raise fail(f"Cannot reach PostgreSQL: {exc}") from None
        _command("db", "upgrade", env=env)
        if seed:
            _command("seed", "--if-empty", env=env)
        supervision.write_config(paths, web)
        refused = supervision.migrate_queued_connections()
        if refused:
            console.print(f"[bold yellow]release[/] | {refused}", soft_wrap=True)
        supervision.remember_database(paths, database_url)
        media = env.get("DEVNET_MEDIA_URL") or env.get("DEVNET_MEDIA_DIR") or str(var / "media")
        console.print(
            f"[bold green]DevNet scaled[/]: {web} web processes on http://{settings.host}:{port}, metrics on "
            f"http://{settings.metrics_host}:{metrics_port}/metrics, a worker and beat, media in {media}. "
            f"Logs: {paths.logs}/; `devnet reload` (or SIGHUP) restarts them one at a time; Ctrl-C stops them",
            soft_wrap=True,
        )
        supervisord = subprocess.Popen(
            supervision.supervisord_command(paths), env=env, cwd=ROOT, start_new_session=True
        )  # its own session: Ctrl-C reaches this command, which stops the set the graceful way
        paths.run_pidfile.write_text(str(os.getpid()))

        def stop(*_) -> None:
            with contextlib.suppress(ProcessLookupError):
                supervisord.send_signal(signal.SIGTERM)

        def reload(*_) -> None:  # `devnet reload` in the set's environment, beside the running set
            subprocess.Popen([sys.executable, "-m", "devnet_cli", "reload"], env=env, cwd=ROOT)

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGHUP, reload)
        return supervisord.wait()
    finally:
        if supervisord is not None and supervisord.poll() is None:  # an error on the way: no orphans
            supervisord.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                supervisord.wait(supervision.STOP_WAIT + 10)
        paths.run_pidfile.unlink(missing_ok=True)
        shutil.rmtree(metrics_dir, ignore_errors=True)


def run(
    scaled: Annotated[
        bool,
        typer.Option(
            "--scaled",
            help="The scaled set on PostgreSQL and Redis, under supervisor: several web processes on one "
            "port, a Celery worker and beat (Procfile.scaled), metrics, JSON logs, media on disk.",
        ),
    ] = False,
    port: Annotated[
        int, typer.Option(envvar="DEVNET_PORT", help="The site's port (every web process shares it).")
    ] = 8080,
    metrics_port: Annotated[
        int, typer.Option(envvar="DEVNET_METRICS_PORT", help="/metrics on 127.0.0.1 at this port (--scaled).")
    ] = 9464,
    web: Annotated[
        int | None,
        typer.Option(min=1, max=64, help="How many web processes (--scaled; default DEVNET_WEB_PROCESSES or 2)."),
    ] = None,
    seed: Annotated[bool, typer.Option(help="Seed demo content into an empty database first.")] = True,
) -> None:
    """Migrate, seed an empty database, and serve. Without --scaled: the embedded site (SQLite,
    in-process jobs) as `make run` starts it. With --scaled: the set `make run-scaled` starts, on
    DEVNET_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/devnet_scaled, created if
    missing) and DEVNET_REDIS_URL (default redis://127.0.0.1:6379/1), images in DEVNET_MEDIA_DIR
    (default var/media) unless DEVNET_MEDIA_URL names a bucket. A process that exits is started
    again; `devnet reload` (or SIGHUP) restarts them one at a time; SIGTERM or Ctrl-C stops every
    process gracefully.

    Example: devnet run --scaled --web 3
    """
    if scaled:
        raise typer.Exit(code=run_scaled(port, metrics_port, web or common_settings().web_processes, seed))
    env = {**os.environ, "DEVNET_PORT": str(port)}
    _command("db", "upgrade", env=env)
    if seed:
        _command("seed", "--if-empty", env=env)
    os.execve(sys.executable, [sys.executable, "-m", "devnet_cli", "serve"], env)
