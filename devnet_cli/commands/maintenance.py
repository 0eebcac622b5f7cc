"""devnet maintenance: the site's read-only mode (docs/operations.md, "Read-only mode")."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer

from devnet_api.backing.maintenance import Switch, Unreadable
from devnet_cli.common import JsonFlag, console, fail, plain, print_json, run, settings

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
    """Put the site in read-only mode, take it out, or say which it is. The switch is a row of the
    site's database, so every web process, worker, beat and `devnet` command sees it at once:
    writes answer 503 with Retry-After, reads and signing in go on, the web client shows a banner,
    jobs and writing commands wait. Each switch is logged and written to the audit log.
    `devnet restore` turns it on for its run by itself (in the database it restores into).

    Example: devnet maintenance read-only on --reason "moving to the new database server"
    """
    config = settings()

    async def work():
        flag = Switch(config)
        try:
            if switch is OnOff.status:
                return await flag.get()
            return await flag.set(switch is OnOff.on, reason)
        except Unreadable as exc:
            # Not migrated yet, or the database went away: say so (the site counts as read-only).
            raise fail(
                f"The read-only switch cannot be read ({_cause(exc)}): writes are refused until it can"
            ) from None

    _show(run(work), as_json)


def _cause(exc: BaseException) -> str:
    cause = exc.__cause__ or exc
    return " ".join(str(cause).split()) or type(cause).__name__
