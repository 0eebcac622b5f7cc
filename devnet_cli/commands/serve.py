"""devnet serve"""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Annotated

import typer
from aiohttp import web

from devnet_api.app import SHUTDOWN_GRACE, create_app, graceful_stop
from devnet_api.settings import Settings
from devnet_cli.common import console

ACCESS_LOG_FORMAT = '%a "%r" %s %b %Tfs'


async def _serve(settings: Settings) -> None:
    """Serve until SIGTERM or SIGINT, then stop gracefully (devnet_api.app.graceful_stop)."""
    runner = web.AppRunner(
        await create_app(settings),
        handle_signals=False,
        access_log_format=ACCESS_LOG_FORMAT,
        shutdown_timeout=SHUTDOWN_GRACE,
    )
    await runner.setup()
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    try:
        await web.TCPSite(runner, settings.host, settings.port).start()
        await stop.wait()
        logging.getLogger("devnet").info("stopping: requests in flight get up to %.0f s", SHUTDOWN_GRACE)
        await graceful_stop(runner)
    finally:
        await runner.cleanup()  # a no-op after graceful_stop; releases everything if start failed


def serve(
    host: Annotated[str | None, typer.Option(help="Address to listen on (default DEVNET_HOST or 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on (default DEVNET_PORT or 8080).")] = None,
) -> None:
    """Serve the API, the WebSocket and the web client. SIGTERM stops it gracefully: sockets are
    closed with 1001 and requests in flight get up to 30 seconds to finish.

    Example: devnet serve --host 0.0.0.0 --port 8080
    """
    settings = Settings.from_env()
    settings = settings.with_(host=host or settings.host, port=port or settings.port)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    mode = "embedded (SQLite/in-process jobs)" if settings.embedded else "scaled (Redis)"
    console.print(
        f"[bold green]DevNet[/] on [link]http://{settings.host}:{settings.port}[/link] - {mode}, "
        f"database {settings.dialect}"
    )
    asyncio.run(_serve(settings))
