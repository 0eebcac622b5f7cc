"""devnet serve"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Annotated

import typer
from aiohttp import web

from devnet_api import metrics, metrics_page
from devnet_api.app import SHUTDOWN_GRACE, create_app, graceful_stop
from devnet_api.observability import setup_logging
from devnet_api.settings import Settings
from devnet_cli.common import console


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


async def _serve(settings: Settings, reuse_port: bool = False) -> None:
    """Serve until SIGTERM or SIGINT, then stop gracefully (devnet_api.app.graceful_stop)."""
    app = await create_app(settings)
    runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=SHUTDOWN_GRACE)
    await runner.setup()
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
        await web.TCPSite(runner, settings.host, settings.port, reuse_port=reuse_port or None).start()
        if metrics_runner is not None:
            await web.TCPSite(
                metrics_runner, settings.metrics_host, settings.metrics_port, reuse_port=reuse_port or None
            ).start()
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
    asyncio.run(_serve(settings, reuse_port))
