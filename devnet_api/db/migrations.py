"""Schema migrations with aerich, one tree per dialect (aerich writes dialect-specific SQL)."""

from __future__ import annotations

from aerich import Command
from aerich.models import Aerich
from tortoise.exceptions import OperationalError

from devnet_api.db import MIGRATIONS_ROOT, dialect_of, tortoise_config

# Placeholder URLs: generating migrations offline needs a dialect, not a server.
OFFLINE_URLS = {"sqlite": "sqlite://:memory:", "postgres": "postgres://postgres@127.0.0.1:5432/devnet_offline"}


def _command(database_url: str, dialect: str) -> Command:
    return Command(tortoise_config(database_url), app="models", location=str(MIGRATIONS_ROOT / dialect))


async def upgrade(database_url: str) -> list[str]:
    """Apply the tree that matches ``database_url``; returns the migrations applied now."""
    dialect = dialect_of(database_url)
    command = _command(database_url, dialect)
    try:
        await command.init()
        if not await _has_aerich_table(command):
            # A fresh database: aerich's init-db applies every migration file in order.
            await command.init_db(safe=True)
            return sorted(p.name for p in (MIGRATIONS_ROOT / dialect / "models").glob("[0-9]*_*.py"))
        return await command.upgrade(run_in_transaction=True)
    finally:
        # Not `async with`: it skips the close when connecting fails, and an open SQLite
        # connection's thread then keeps the process alive after the error.
        await command.aclose()


async def _has_aerich_table(command: Command) -> bool:
    try:
        await Aerich.exists(app="models")
        return True
    except OperationalError:
        return False


async def make(name: str, dialect: str) -> str | None:
    """Write the next migration of one dialect's tree; returns the new file's name (None: no change).

    aerich keeps state on its classes, so each dialect must be generated in its own process
    (``devnet db makemigrations`` does that).
    """
    command = _command(OFFLINE_URLS[dialect], dialect)
    folder = MIGRATIONS_ROOT / dialect / "models"
    try:
        if not folder.exists() or not any(folder.glob("*.py")):
            await command.init_migrations(safe=True)
            return next(iter(sorted(p.name for p in folder.glob("*.py"))), None)
        await command.init(offline=True)
        return await command.migrate(name, no_input=True, offline=True) or None
    finally:
        await command.aclose()


async def status(database_url: str) -> tuple[list[str], list[str]]:
    """(applied, pending) migration names of ``database_url``'s dialect tree."""
    from tortoise import Tortoise

    files = sorted(
        (p.name for p in (MIGRATIONS_ROOT / dialect_of(database_url) / "models").glob("[0-9]*_*.py")),
        key=lambda name: int(name.split("_", 1)[0]),
    )
    await Tortoise.init(config=tortoise_config(database_url))
    try:
        try:
            applied = set(await Aerich.filter(app="models").values_list("version", flat=True))
        except OperationalError:
            applied = set()  # no aerich table: nothing applied yet
    finally:
        await Tortoise.close_connections()
    return [f for f in files if f in applied], [f for f in files if f not in applied]
