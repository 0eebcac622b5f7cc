"""What every command shares: settings, the ORM around a coroutine, and errors as a red line."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

import typer
from rich.console import Console

from devnet_api import db
from devnet_api.errors import DomainError
from devnet_api.settings import Settings

T = TypeVar("T")
console = Console()
err_console = Console(stderr=True)


def fail(message: str) -> typer.Exit:
    err_console.print(f"[red]{message}[/red]")
    return typer.Exit(code=1)


def run(work: Callable[[], Awaitable[T]], *, orm: bool = True) -> T:
    """Run ``work`` (with the ORM connected when ``orm``); domain errors exit 1 with a red line."""
    settings = Settings.from_env()

    try:
        return asyncio.run(db.using_orm(settings.database_url, work) if orm else work())
    except DomainError as exc:
        raise fail(exc.message) from None
    except OSError as exc:
        raise fail(f"Cannot reach a service: {exc}") from None
