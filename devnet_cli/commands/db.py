"""devnet db: schema migrations."""

from __future__ import annotations

import subprocess
import sys
from typing import Annotated

import typer

from devnet_api.db import migrations
from devnet_api.settings import Settings
from devnet_cli.common import console, fail, print_json, run

app = typer.Typer(
    help="Schema migrations.", no_args_is_help=True, context_settings={"help_option_names": ["-h", "--help"]}
)
DIALECTS = tuple(migrations.OFFLINE_URLS)


@app.command()
def upgrade() -> None:
    """Apply the migrations of DEVNET_DATABASE_URL's dialect that the database has not had yet.

    Example: DEVNET_DATABASE_URL=postgres://postgres@127.0.0.1:5432/devnet devnet db upgrade
    """
    settings = Settings.from_env()
    applied = run(lambda: migrations.upgrade(settings.database_url), orm=False)
    if applied:
        for name in applied:
            console.print(f"[green]applied[/] {name}")
    else:
        console.print("Database is up to date.")


@app.command()
def makemigrations(
    name: Annotated[str, typer.Argument(help="A short name for the change, e.g. add_threads.")] = "update",
    dialect: Annotated[str | None, typer.Option(help="Only this dialect (sqlite or postgres).")] = None,
) -> None:
    """Write the next migration for every dialect from the current models (no database needed).

    Example: devnet db makemigrations add_threads
    """
    if dialect is not None:
        if dialect not in DIALECTS:
            raise fail(f"Unknown dialect {dialect!r}: choose from {', '.join(DIALECTS)}")
        written = run(lambda: migrations.make(name, dialect), orm=False)
        console.print(f"{dialect}: " + (f"[green]wrote[/] {written}" if written else "no changes"))
        return
    for each in DIALECTS:
        # aerich keeps state on its classes: one process per dialect.
        result = subprocess.run(
            [sys.executable, "-m", "devnet_cli", "db", "makemigrations", name, "--dialect", each], check=False
        )
        if result.returncode:
            raise typer.Exit(result.returncode)


@app.command()
def status(as_json: Annotated[bool, typer.Option("--json", help="Print JSON for scripts.")] = False) -> None:
    """Which migrations of DEVNET_DATABASE_URL's dialect are applied and which are pending.

    Exits 1 when some are pending, so a release script can check before serving.

    Example: devnet db status
    """
    settings = Settings.from_env()
    applied, pending = run(lambda: migrations.status(settings.database_url), orm=False)
    if as_json:
        print_json({"dialect": settings.dialect, "applied": applied, "pending": pending})
    else:
        for name in applied:
            console.print(f"[green]applied[/]  {name}")
        for name in pending:
            console.print(f"[yellow]pending[/]  {name}")
        console.print(
            f"{settings.dialect}: {len(applied)} applied, {len(pending)} pending"
            + (" - run `devnet db upgrade`" if pending else "")
        )
    if pending:
        raise typer.Exit(1)
