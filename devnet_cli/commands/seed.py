"""devnet seed"""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api.services import demo
from devnet_cli.common import console, run


def seed(
    users: Annotated[int, typer.Option(min=1, help="Demo members (demo0, demo1, ...).")] = 10,
    threads: Annotated[int, typer.Option(min=0, help="Threads to add.")] = 100,
    projects: Annotated[int, typer.Option(min=0, help="Projects to add.")] = 30,
) -> None:
    """Fill the database with demo members, threads and projects (password DemoPassw0rd).

    Example: devnet seed --users 50 --threads 100000 --projects 20000
    """
    made = run(lambda: demo.seed(users, threads, projects))
    console.print(f"[green]seeded[/] {made['users']} members, {made['threads']} threads, {made['projects']} projects")
