"""devnet reload: a rolling restart of the running scaled set (docs/operations.md, "Upgrading")."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer

from devnet_cli import supervision
from devnet_cli.commands.run import _command
from devnet_cli.common import console, fail


def reload(
    migrate: Annotated[
        bool, typer.Option(help="Apply pending migrations first (they must be additive: the old code still serves).")
    ] = True,
) -> None:
    """Restart the scaled set that runs from DEVNET_VAR_DIR (default var) one process at a time,
    with no failed request: pending migrations first, then each web process (stopped gracefully,
    started again, the next one once it serves), then the worker and beat. SIGHUP to `devnet run
    --scaled` does the same. New code is picked up by the restarted processes.

    Example: DEVNET_VAR_DIR=/srv/devnet/var devnet reload
    """
    paths = supervision.Paths(Path(os.environ.get("DEVNET_VAR_DIR") or "var").resolve())
    if not supervision.running(paths):
        raise fail(
            f"No scaled set runs from {paths.var} ({paths.socket} does not answer): start one with "
            "`devnet run --scaled`, or set DEVNET_VAR_DIR to the set's folder"
        )
    if migrate:
        database_url = supervision.remembered_database(paths) or os.environ.get("DEVNET_DATABASE_URL")
        env = {**os.environ, **({"DEVNET_DATABASE_URL": database_url} if database_url else {})}
        _command("db", "upgrade", env=env)
    problems = supervision.rolling_restart(paths, lambda line: console.print(f"[bold]reload[/] | {line}"))
    if problems:
        raise fail("; ".join(problems))
    console.print("[bold]reload[/] | done: every process replaced")
