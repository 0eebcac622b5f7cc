"""What every command shares: settings, the ORM around a coroutine, and errors as a red line."""

from __future__ import annotations

import asyncio
import functools
import json
import sqlite3
import unicodedata
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any, TypeVar

import asyncpg
import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table
from tortoise.exceptions import BaseORMException

from devnet_api import db
from devnet_api.backing import maintenance
from devnet_api.domain.errors import DomainError
from devnet_api.realtime.flush import outside
from devnet_api.settings import ConfigError, Settings

T = TypeVar("T")
# No emoji codes: a member's ":smile:" is text, not a picture.
console = Console(emoji=False)
err_console = Console(stderr=True, emoji=False)
SHOWN_AS_IS = {"\n"}  # the one control character a table cell keeps (excerpts have lines)


def _hidden(char: str) -> bool:
    """A control or format character: one that acts on a terminal instead of showing."""
    return unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp")


def plain(value: Any) -> str:
    """``value`` (member text above all: usernames, titles, bios, reasons) as plain text, ready to
    print through Rich: markup is escaped so ``[bold]`` prints as typed and ``[/x]`` cannot crash
    the table, and control and format characters (ESC, CR, bidi overrides) are shown as their
    escape (``\\x1b``) instead of reaching the operator's terminal."""
    text = "" if value is None else str(value)
    text = "".join(
        char.encode("unicode_escape").decode("ascii") if _hidden(char) and char not in SHOWN_AS_IS else char
        for char in text
    )
    return escape(text)


def fail(message: str, code: int = 1) -> typer.Exit:
    # Escaped: a message may hold brackets ("[Errno 111]", a path) that Rich would eat.
    err_console.print(plain(message), style="red", highlight=False, soft_wrap=True)  # one line, however long
    return typer.Exit(code=code)


def settings() -> Settings:
    """The settings from the environment; a bad value is one red line naming the variable, exit 2."""
    try:
        return Settings.from_env()
    except ConfigError as exc:
        raise fail(str(exc), code=2) from None


READ_ONLY_REFUSED = (
    "The site is in read-only mode ({state}): this command changes data. "
    "Run it again after `devnet maintenance read-only off`"
)


async def _refused_while_read_only(work: Callable[[], Awaitable[T]]) -> T:
    """A writing command obeys the read-only switch as the web does (docs/operations.md)."""
    switch = maintenance.Switch(settings())
    try:
        state = await switch.get()
    except maintenance.Unreadable as exc:
        raise DomainError(READ_ONLY_REFUSED.format(state=f"its switch cannot be read: {exc.__cause__}")) from None
    if state.read_only:
        why = f"since {state.since}" + (f": {state.reason}" if state.reason else "")
        raise DomainError(READ_ONLY_REFUSED.format(state=why))
    return await work()


def run(work: Callable[[], Awaitable[T]], *, orm: bool = True, writes: bool = False) -> T:
    """Run ``work`` (with the ORM connected when ``orm``); domain errors exit 1 with a red line.
    ``writes``: the command changes data, so it is refused while the site is read-only."""
    database_url = settings().database_url
    if writes:
        work = functools.partial(_refused_while_read_only, work)
    try:
        # One unit of work: what the command changed goes live after commit (docs/realtime.md).
        return asyncio.run(db.using_orm(database_url, lambda: outside(work)) if orm else work())
    except DomainError as exc:
        raise fail(exc.message) from None
    except OSError as exc:
        raise fail(f"Cannot reach a service: {exc}") from None
    except (BaseORMException, asyncpg.PostgresError, sqlite3.Error) as exc:
        # A refused login, a file that is not a database: the operator's to fix, not a traceback.
        raise fail(f"Database error: {exc}") from None


# Options many commands share.
AsOperator = Annotated[
    str | None,
    typer.Option(
        "--as",
        envvar="DEVNET_OPERATOR",
        show_envvar=True,
        metavar="USERNAME",
        help="The acting moderator or admin (recorded in the audit log).",
    ),
]
JsonFlag = Annotated[bool, typer.Option("--json", help="Print JSON for scripts instead of a table.")]
Reason = Annotated[str, typer.Option("--reason", "-r", help="Why (recorded in the audit log).")]


def print_json(data: Any) -> None:
    """Plain JSON on stdout (no Rich wrapping or colour, so scripts can parse it). JSON escapes
    C0 controls itself; DEL, C1 controls and format characters (bidi overrides) are escaped here
    too, as ``\\uXXXX``, so member text cannot act on the terminal either way."""
    text = json.dumps(data, indent=2, default=str, ensure_ascii=False)
    # A raw newline here is the indentation's (JSON escapes those inside strings).
    typer.echo("".join(json.dumps(char)[1:-1] if char != "\n" and _hidden(char) else char for char in text))


def table(title: str | None, columns: list[str], rows: list[list[Any]]) -> Table:
    shown = Table(title=title, header_style="bold", show_lines=False)
    for column in columns:
        shown.add_column(column, overflow="fold")
    for row in rows:
        shown.add_row(*(plain(cell) for cell in row))
    return shown


def when(moment: datetime | None) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%d %H:%M") if moment else ""
