"""devnet maintenance: the site's read-only mode (docs/operations.md, "Read-only mode")."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from devnet_api.backing.maintenance import Switch
from devnet_cli.common import JsonFlag, console, plain, print_json, run, settings

app = typer.Typer(
    help="Read-only mode: writes answer 503 while reads and sign-in go on (a restore, a failover).",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


class OnOff(StrEnum):
    on = "on"
    off = "off"
    status = "status"


def _show(state, as_json: bool) -> None:
    if as_json:
        return print_json(state.payload())
    if state.read_only:
        reason = f" ({plain(state.reason)})" if state.reason else ""
        console.print(f"[yellow]read-only[/] since {plain(state.since)}{reason}: writes answer 503", highlight=False)
    else:
        console.print("[green]read-write[/]: the site takes writes", highlight=False)


@app.command("read-only")
def read_only(
    switch: Annotated[OnOff, typer.Argument(help="on, off, or status (the default).")] = OnOff.status,
    reason: Annotated[str, typer.Option("--reason", "-r", help="Why (shown by status).")] = "",
    as_json: JsonFlag = False,
) -> None:
    """Put the site in read-only mode, take it out, or say which it is. Every web process sees it at
    once (Redis in scaled mode, else a file beside the SQLite database): writes answer 503 with
    Retry-After, reads and signing in go on, and the web client shows a banner. `devnet restore`
    turns it on for its run by itself.

    Example: devnet maintenance read-only on --reason "moving to the new database server"
    """
    config = settings()

    async def work():
        flag = Switch(config)
        if switch is OnOff.status:
            return await flag.get()
        return await flag.set(switch is OnOff.on, reason)

    _show(run(work, orm=False), as_json)
