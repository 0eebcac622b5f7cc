"""devnet run [--scaled]: the whole site from one command (docs/operations.md)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Annotated
from urllib.parse import urlsplit, urlunsplit

import typer

from devnet_api.app import SHUTDOWN_GRACE
from devnet_cli.common import console, fail

ROOT = Path(__file__).resolve().parents[2]
PROCFILE = ROOT / "Procfile.scaled"
DEFAULT_DATABASE = "postgres://postgres@127.0.0.1:5432/devnet_scaled"
DEFAULT_REDIS = "redis://127.0.0.1:6379/1"
DEFAULT_BUCKET = "devnet-media"
# moto accepts any key pair; these name the local store in logs and nothing more.
LOCAL_S3_KEYS = {"AWS_ACCESS_KEY_ID": "devnet-local", "AWS_SECRET_ACCESS_KEY": "devnet-local-secret"}
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


def _wait_for_port(port: int, process: subprocess.Popen, what: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise fail(f"{what} stopped at start (exit {process.returncode})")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return
        time.sleep(0.1)
    raise fail(f"{what} did not listen on port {port} within {timeout:.0f} s")


def _start_s3(port: int, bucket: str, var: Path) -> subprocess.Popen:
    """moto's S3 server on 127.0.0.1:``port`` (in memory: a restart empties it), with the bucket."""
    if not Path(_bin("moto_server")).exists():
        raise fail("moto_server is missing (a dev dependency: `make install-dev`), or set DEVNET_MEDIA_URL to a store")
    log = (var / "s3.log").open("ab")
    process = subprocess.Popen(
        [_bin("moto_server"), "-H", "127.0.0.1", "-p", str(port)],
        stdout=log,
        stderr=subprocess.STDOUT,
        cwd=var,
        start_new_session=True,  # Ctrl-C reaches honcho, not the store the draining web processes still use
    )
    log.close()
    _wait_for_port(port, process, "the S3 server (moto_server)")
    import botocore.session

    client = botocore.session.get_session().create_client(
        "s3",
        endpoint_url=f"http://127.0.0.1:{port}",
        region_name="us-east-1",
        aws_access_key_id=LOCAL_S3_KEYS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=LOCAL_S3_KEYS["AWS_SECRET_ACCESS_KEY"],
    )
    with contextlib.suppress(client.exceptions.BucketAlreadyOwnedByYou):
        client.create_bucket(Bucket=bucket)
    console.print(f"[bold]s3[/] | moto S3 server on http://127.0.0.1:{port}, bucket {bucket} (pid {process.pid})")
    return process


def _processes(web: int) -> list[tuple[str, str]]:
    """(name, command) of each process: Procfile.scaled's lines, `web` repeated."""
    from honcho.environ import parse_procfile

    procfile = parse_procfile(PROCFILE.read_text())
    listed = []
    for name, command in procfile.processes.items():
        copies = web if name == "web" else 1
        listed += [(f"{name}.{n}", command) for n in range(1, copies + 1)]
    return listed


def run_scaled(port: int, metrics_port: int, s3_port: int, web: int, seed: bool) -> int:
    import honcho.manager
    from honcho.manager import Manager
    from honcho.printer import Printer

    env = dict(os.environ)
    database_url = env.get("DEVNET_DATABASE_URL") or DEFAULT_DATABASE
    if not database_url.startswith(("postgres://", "postgresql://")):
        raise fail("devnet run --scaled runs on PostgreSQL: DEVNET_DATABASE_URL must be a postgres:// URL")
    var = Path(env.get("DEVNET_VAR_DIR") or "var").resolve()
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
    s3 = None
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # before honcho's own: clean up on the way out
    try:
        try:
            if asyncio.run(_ensure_database(database_url)):
                console.print(f"[bold]release[/] | created the database {urlsplit(database_url).path.lstrip('/')}")
        except OSError as exc:
            raise fail(f"Cannot reach PostgreSQL: {exc}") from None
        if not env.get("DEVNET_MEDIA_URL"):
            s3 = _start_s3(s3_port, DEFAULT_BUCKET, var)
            env.update(
                DEVNET_MEDIA_URL=f"s3://{DEFAULT_BUCKET}",
                DEVNET_S3_ENDPOINT_URL=f"http://127.0.0.1:{s3_port}",
                DEVNET_S3_REGION="us-east-1",
                **LOCAL_S3_KEYS,
            )
        _command("db", "upgrade", env=env)
        if seed:
            _command("seed", "--if-empty", env=env)
        console.print(
            f"[bold green]DevNet scaled[/]: {web} web processes on http://127.0.0.1:{port}, "
            f"metrics on http://127.0.0.1:{metrics_port}/metrics, a worker and beat; Ctrl-C stops them"
        )
        honcho.manager.KILL_WAIT = SHUTDOWN_GRACE + 5  # the web processes' drain, not honcho's 5 s
        manager = Manager(Printer(sys.stdout, colour=sys.stdout.isatty()))
        for name, command in _processes(web):
            manager.add_process(name, command, env=env, cwd=str(ROOT))
        manager.loop()
        codes = {name: process.get("returncode") for name, process in manager._processes.items()}
        # Stopped by a signal, every process that exited 0 (or on that signal, as celery beat may) is clean.
        clean = all(code in (0, -signal.SIGTERM, -signal.SIGINT) for code in codes.values())
        return 0 if clean else 1
    finally:
        if s3 is not None:
            s3.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                s3.wait(10)
        shutil.rmtree(metrics_dir, ignore_errors=True)


def run(
    scaled: Annotated[
        bool,
        typer.Option(
            "--scaled",
            help="The scaled set on PostgreSQL and Redis: several web processes on one port, a Celery "
            "worker and beat (Procfile.scaled), metrics, JSON logs and an S3 media store.",
        ),
    ] = False,
    port: Annotated[int, typer.Option(help="The site's port (every web process shares it).")] = 8080,
    metrics_port: Annotated[int, typer.Option(help="/metrics on 127.0.0.1 at this port (--scaled).")] = 9464,
    s3_port: Annotated[int, typer.Option(help="The local S3 server's port (--scaled, no DEVNET_MEDIA_URL).")] = 9000,
    web: Annotated[int, typer.Option(min=1, max=16, help="How many web processes (--scaled).")] = 2,
    seed: Annotated[bool, typer.Option(help="Seed demo content into an empty database first.")] = True,
) -> None:
    """Migrate, seed an empty database, and serve. Without --scaled: the embedded site (SQLite,
    in-process jobs) as `make run` starts it. With --scaled: the set `make run-scaled` starts, on
    DEVNET_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/devnet_scaled, created if
    missing) and DEVNET_REDIS_URL (default redis://127.0.0.1:6379/1). SIGTERM or Ctrl-C stops every
    process gracefully.

    Example: devnet run --scaled --web 3
    """
    if scaled:
        raise typer.Exit(code=run_scaled(port, metrics_port, s3_port, web, seed))
    env = {**os.environ, "DEVNET_PORT": str(port)}
    _command("db", "upgrade", env=env)
    if seed:
        _command("seed", "--if-empty", env=env)
    os.execve(sys.executable, [sys.executable, "-m", "devnet_cli", "serve"], env)
