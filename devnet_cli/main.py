"""The ``devnet`` command: run and operate DevNet."""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api import __version__
from devnet_cli import common
from devnet_cli.commands import (
    backup,
    db,
    doctor,
    mail,
    maintenance,
    media,
    moderate,
    reload,
    run,
    seed,
    serve,
    stats,
    trends,
    users,
)

app = typer.Typer(
    name="devnet",
    help="DevNet, the developer social network: serve it and operate it.\n\n"
    "Exit codes: 0 done, 1 refused or not found (with a red line saying why), 2 usage or "
    "configuration error (a bad DEVNET_* value, named on one line).",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    rich_markup_mode="rich",
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"devnet {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Print the version and exit.")
    ] = False,
) -> None:
    """DevNet, the developer social network: serve it and operate it."""
    common.settings()  # every command, before it starts: a bad DEVNET_* value is one line and exit 2


app.command("serve")(serve.serve)
app.command("run")(run.run)
app.command("reload")(reload.reload)
app.command("doctor")(doctor.doctor)
app.command("seed")(seed.seed)
app.command("stats")(stats.stats)
app.add_typer(db.app, name="db")
app.add_typer(users.app, name="users")
app.add_typer(moderate.app, name="moderate")
app.add_typer(trends.app, name="trends")
app.add_typer(media.app, name="media")
app.add_typer(maintenance.app, name="maintenance")
app.command("backup")(backup.backup)
app.command("restore")(backup.restore)
app.add_typer(mail.app, name="mail")

if __name__ == "__main__":
    app()
