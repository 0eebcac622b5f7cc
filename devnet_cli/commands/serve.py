"""devnet serve"""

from __future__ import annotations

import logging
from typing import Annotated

import typer
from aiohttp import web

from devnet_api.app import create_app
from devnet_cli.common import console, settings as read_settings


def serve(
    host: Annotated[str | None, typer.Option(help="Address to listen on (default DEVNET_HOST or 127.0.0.1).")] = None,
    port: Annotated[int | None, typer.Option(help="Port to listen on (default DEVNET_PORT or 8080).")] = None,
) -> None:
    """Serve the API, the WebSocket and the web client.

    Example: devnet serve --host 0.0.0.0 --port 8080
    """
    settings = read_settings()
    settings = settings.with_(host=host or settings.host, port=port or settings.port)
    logging.basicConfig(level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s %(message)s")
    mode = "embedded (SQLite/in-process jobs)" if settings.embedded else "scaled (Redis)"
    console.print(f"[bold green]DevNet[/] on [link]http://{settings.host}:{settings.port}[/link] - {mode}, "
                  f"database {settings.dialect}")
    web.run_app(create_app(settings), host=settings.host, port=settings.port, print=None,
                access_log_format='%a "%r" %s %b %Tfs')
