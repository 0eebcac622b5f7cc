"""devnet serve"""

from __future__ import annotations

import asyncio
import errno
import gc
import logging
import signal
import socket
from typing import Annotated

import typer
from aiohttp import web

from devnet_api.app import SHUTDOWN_GRACE, create_app, graceful_stop
from devnet_api.settings import Settings
from devnet_api.telemetry import metrics, metrics_page
from devnet_api.telemetry.logs import setup_logging
from devnet_cli.common import console, fail


class PortUnavailable(Exception):
    """A port this process must listen on is taken (or not ours to take); the message says which."""


def bind(host: str, port: int, reuse_port: bool, what: str) -> socket.socket:
    """A socket bound to ``host:port`` (listening starts when its site starts). Bound before the app
    starts, so a port in use is one line and exit 1 within a second, not a traceback or a process
    that hangs half-started. With ``reuse_port`` the port is shared with the other `devnet serve
    --reuse-port` processes of this user (SO_REUSEPORT), and only with them."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except OSError as exc:
        raise PortUnavailable(f"{what}: cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if reuse_port:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise PortUnavailable(
                f"{what}: port {port} on {host} is in use by another program: stop it or choose another port"
            ) from None
        raise PortUnavailable(f"{what}: cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.setblocking(False)
    return sock


def _announce(settings: Settings) -> None:
    """Say where the site is, once it is listening (a supervisor or a test may wait for the line)."""
    mode = "embedded (SQLite/in-process jobs)" if settings.embedded else "scaled (Redis)"
    if settings.log_format == "json":  # stdout stays JSON lines too
        logging.getLogger("devnet").info(
            "serving on http://%s:%s - %s, database %s", settings.host, settings.port, mode, settings.dialect
        )
    else:
        console.print(
            f"[bold green]DevNet[/] on [link]http://{settings.host}:{settings.port}[/link] - {mode}, "
            f"database {settings.dialect}"
        )


def settle_startup_objects() -> None:
    """What starting made (the modules, the ORM's models, the routes: some 130,000 objects) lives
    as long as the process: frozen out of the cycle collector's sight, a full collection scans only
    what requests made since, instead of pausing every request in flight for all of it (62.7 ms
    once in 12,000 requests on the bench's data before; docs/performance.md, "Pauses")."""
    gc.collect()
    gc.freeze()


async def _serve(settings: Settings, reuse_port: bool = False) -> None:
    """Serve until SIGTERM or SIGINT, then stop gracefully (devnet_api.app.graceful_stop)."""
    site = bind(settings.host, settings.port, reuse_port, "DEVNET_PORT (the site)")
    try:
        metrics_site = (
            bind(settings.metrics_host, settings.metrics_port, reuse_port, "DEVNET_METRICS_PORT (/metrics)")
            if settings.metrics_port
            else None
        )
    except PortUnavailable:
        site.close()
        raise
    app = await create_app(settings)
    runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=SHUTDOWN_GRACE)
    await runner.setup()
    settle_startup_objects()
    metrics_runner = None
    if settings.metrics_port:
        metrics.time_queries()
        metrics_runner = web.AppRunner(metrics_page.make_app(app), handle_signals=False, access_log=None)
        await metrics_runner.setup()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        await web.SockSite(runner, site).start()
        if metrics_runner is not None and metrics_site is not None:
            await web.SockSite(metrics_runner, metrics_site).start()
        _announce(settings)
        await stop.wait()
        logging.getLogger("devnet").info("stopping: requests in flight get up to %.0f s", SHUTDOWN_GRACE)
        await graceful_stop(runner)
    finally:
        await runner.cleanup()  # a no-op after graceful_stop; releases everything if start failed
        if metrics_runner is not None:
            await metrics_runner.cleanup()
        metrics.mark_dead()


def serve(
    host: Annotated[str | None, typer.Option(help="Address to listen on (default DEVNET_HOST or 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on (default DEVNET_PORT or 8080).")] = None,
    reuse_port: Annotated[
        bool,
        typer.Option(
            "--reuse-port",
            help="Share the port with other `devnet serve` processes (SO_REUSEPORT: the kernel spreads "
            "connections over them; `devnet run --scaled` starts two).",
        ),
    ] = False,
) -> None:
    """Serve the API, the WebSocket and the web client. SIGTERM stops it gracefully: sockets are
    closed with 1001 and requests in flight get up to 30 seconds to finish.

    Example: devnet serve --host 0.0.0.0 --port 8080
    """
    settings = Settings.from_env()
    settings = settings.with_(host=host or settings.host, port=port or settings.port)
    setup_logging(settings.log_level, settings.log_format)
    try:
        asyncio.run(_serve(settings, reuse_port))
    except PortUnavailable as exc:
        raise fail(str(exc)) from None
