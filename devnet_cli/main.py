"""The ``devnet`` command: run and operate DevNet."""

from __future__ import annotations

import typer

from devnet_cli.commands import db, seed, serve

app = typer.Typer(
    name="devnet",
    help="DevNet, the developer social network: serve it and operate it.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    rich_markup_mode="rich",
)
app.command("serve")(serve.serve)
app.command("seed")(seed.seed)
app.add_typer(db.app, name="db")

if __name__ == "__main__":
    app()
