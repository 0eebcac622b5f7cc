"""The one Tortoise configuration, shared by the app, the CLI, the tasks and migrations."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg
from tortoise import Tortoise
from tortoise.backends.base.config_generator import expand_db_url
from tortoise.context import TortoiseContext

T = TypeVar("T")
MODEL_MODULES = [
    "devnet_api.models.accounts",
    "devnet_api.models.media",
    "devnet_api.models.content",
    "devnet_api.models.feed",
    "devnet_api.models.activity",
    "devnet_api.models.admin",
    "devnet_api.models.social",
    "devnet_api.models.trends",
    "devnet_api.models.notifications",
    "devnet_api.models.follows",
    "devnet_api.models.bookmarks",
    "devnet_api.models.mail",
]
MIGRATIONS_ROOT = Path(__file__).resolve().parents[2] / "migrations"


def normalize_url(url: str) -> str:
    """Tortoise spells PostgreSQL as ``postgres://``; accept ``postgresql://`` too."""
    if url.startswith("postgresql://"):
        return "postgres://" + url[len("postgresql://") :]
    return url


def dialect_of(url: str) -> str:
    return "postgres" if normalize_url(url).startswith("postgres://") else "sqlite"


PGBOUNCER = "pgbouncer"  # DEVNET_DATABASE_URL=postgres://...?pgbouncer=true (docs/operations.md)


def behind_pgbouncer(url: str) -> tuple[str, bool]:
    """``url`` without its ``pgbouncer`` flag, and whether it was set: PgBouncer in transaction
    pooling hands each transaction to any server connection, where a statement prepared on another
    is unknown ("prepared statement __asyncpg_stmt_35__ does not exist"), so asyncpg's statement
    cache must be off (unnamed statements only)."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    flags = [value for key, value in query if key == PGBOUNCER]
    if not flags:
        return url, False
    rest = urlencode([(key, value) for key, value in query if key != PGBOUNCER])
    return urlunsplit(parts._replace(query=rest)), flags[-1].lower() in ("1", "true", "yes", "on")


def private_sqlite_file(path: Path) -> None:
    """The SQLite database readable by its owner only: its folder 0700, the file 0600 (created empty
    with that mode when missing; SQLite gives its journal and WAL files the same)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    with contextlib.suppress(PermissionError):  # a folder of someone else's (/tmp): the file still is
        os.chmod(path.parent, 0o700)
    os.close(os.open(path, os.O_CREAT | os.O_WRONLY, 0o600))
    os.chmod(path, 0o600)


def tortoise_config(database_url: str) -> dict:
    url = normalize_url(database_url)
    if url.startswith("sqlite://") and not url.startswith("sqlite://:memory:"):
        private_sqlite_file(Path(url[len("sqlite://") :]))
    # The connection is named after its dialect: Tortoise caches SQL per connection name, and a
    # process that talks to SQLite and then PostgreSQL (the test suite) must not reuse the other's.
    name = dialect_of(url)
    connection: str | dict = url
    if name == "postgres":
        url, pgbouncer = behind_pgbouncer(url)
        connection = url
        if pgbouncer:
            connection = expand_db_url(url)
            connection["credentials"]["statement_cache_size"] = 0
    return {
        "connections": {name: connection},
        "apps": {"models": {"models": [*MODEL_MODULES, "aerich.models"], "default_connection": name}},
        "use_tz": True,
        "timezone": "UTC",
    }


def migrations_dir(database_url: str) -> Path:
    """aerich writes dialect-specific SQL, so each dialect has its own tree."""
    return MIGRATIONS_ROOT / dialect_of(database_url)


def connection():
    """The database connection of the models (for raw statements such as a health probe)."""
    from devnet_api.models.accounts import User

    return User._meta.db


class PooledConnection(asyncpg.connection.Connection):
    """A pooled PostgreSQL connection released without asyncpg's reset statement.

    Tortoise takes a connection from the pool for each statement; asyncpg then sends
    ``SELECT pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN *; RESET ALL`` on every release: a second
    round trip per statement. DevNet sets no session state (no SET, LISTEN, cursors or advisory
    locks; Redis carries the live events), so there is nothing to reset; a transaction left open is
    still rolled back (asyncpg does that whatever this returns)."""

    def get_reset_query(self) -> str:
        return ""


def app_config(database_url: str) -> dict:
    """``tortoise_config`` with PostgreSQL connections released without a reset statement."""
    config = tortoise_config(database_url)
    name, connection = next(iter(config["connections"].items()))
    if name == "postgres":
        expanded = expand_db_url(connection) if isinstance(connection, str) else connection
        expanded["credentials"]["connection_class"] = PooledConnection
        config["connections"][name] = expanded
    return config


async def init_orm(database_url: str) -> TortoiseContext:
    """Connect the models. The context is global: aiohttp runs handlers and the embedded
    scheduler in tasks other than the one that started the app."""
    return await Tortoise.init(config=app_config(database_url), _enable_global_fallback=True)


async def close_orm(context: TortoiseContext) -> None:
    await context.close_connections()
    # Leave the context too, or a later init in this task (aerich's) takes the closed one for live.
    # The app's cleanup may run in another task's context, where there is nothing to leave.
    with contextlib.suppress(ValueError):
        context.__exit__(None, None, None)


async def using_orm(database_url: str, work: Callable[[], Awaitable[T]]) -> T:
    """Run ``work`` with the ORM connected (for the CLI and tasks, which live outside the web app)."""
    context = await init_orm(database_url)
    try:
        return await work()
    finally:
        await close_orm(context)
