"""Read-only mode (docs/operations.md, "Read-only mode"): while it is on, every write answers 503 with
Retry-After and a clear message, reads and signing in keep working, and the web client shows a banner.
The CLI's writing commands, the worker's and beat's jobs and the web process's incidental writes
(views, read markers, new-sign-in notices) hold still too.

The switch is one row (``site_mode``, id 1) in the database the site serves from: every process of
the site reads the same row, a Redis restart loses nothing, and a restore into another database
changes only that database's mode. A switch that cannot be read (the database away, the table not
migrated yet or dropped by a restore) counts as read-only: it fails closed. Each switch is logged
(WARNING on, INFO off) and written to the audit log (``site.read_only`` / ``site.read_write``) in the
same transaction. No aiohttp here: the CLI, the restore, the worker and the web process all use it.
"""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import json
import logging
import socket
import sqlite3
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from devnet_api.domain.errors import Unavailable
from devnet_api.settings import Settings

log = logging.getLogger("devnet.maintenance")

EVENT = "maintenance"  # the live event: {"type": "maintenance", "readOnly": bool, "reason": str}
MESSAGE = (
    "DevNet is in read-only mode for maintenance: you can read and sign in, but changes are paused. "
    "Please try again in a few minutes."
)
CODE = "read_only"  # the error envelope's code, for clients that act on it
RETRY_AFTER = 120  # seconds: about how long a restore or a failover keeps the site read-only
WATCH_EVERY = 1.0  # seconds between two looks of a web process at the switch (for its sockets)
TIMEOUT = 3.0  # seconds a look at the switch may take before it counts as unreadable (read-only)
CLOSED_AFTER_FAILURE = 1.0  # seconds a process keeps answering read-only without asking again
TABLE = "site_mode"
AUDIT_ON, AUDIT_OFF = "site.read_only", "site.read_write"
# Writes that stay open: signing in and out (a session is written, nothing members see).
SIGN_IN_PATHS = frozenset(
    {
        "/api/auth/login",
        "/api/auth/login/second-factor",
        "/api/auth/login/second-factor/passkey",
        "/api/auth/passkeys/login/options",
        "/api/auth/passkeys/login",
        "/api/auth/reauthenticate",
        "/api/auth/logout",
    }
)


class ReadOnly(Unavailable, message=MESSAGE):
    """A write while the site is read-only: 503, Retry-After and API.md's envelope with a code."""

    retry_after = RETRY_AFTER

    def __init__(self) -> None:
        super().__init__()
        self.code = CODE


class Unreadable(Exception):
    """The switch's row could not be read: the database is away or not migrated (fail closed)."""


@dataclass(frozen=True)
class State:
    read_only: bool = False
    since: str | None = None  # ISO 8601, when it was switched on
    reason: str = ""

    def payload(self) -> dict:
        return {"readOnly": self.read_only, "since": self.since, "reason": self.reason}


OFF = State()


def _iso(value) -> str | None:
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    return value.astimezone(UTC).isoformat(timespec="seconds")


Row = tuple  # (read_only, since, reason) as the driver gives them


def _state(row: Row | None) -> State:
    if row is None or not row[0]:
        return OFF
    return State(True, _iso(row[1]), str(row[2] or ""))


def _operator() -> str:
    """Who switched, for the audit row's detail: the account and host of the process."""
    with contextlib.suppress(Exception):
        return f"{getpass.getuser()}@{socket.gethostname()}"
    return "unknown"


class _Statements:
    """The switch's SQL in one dialect's placeholders ($1 for PostgreSQL, ? for SQLite)."""

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect
        pg = dialect == "postgres"
        marks = [f"${n}" for n in range(1, 5)] if pg else ["?"] * 4
        self.read = f"SELECT read_only, since, reason FROM {TABLE} WHERE id = 1"
        self.delete = f"DELETE FROM {TABLE} WHERE id = 1"
        self.write = (
            f"INSERT INTO {TABLE} (id, read_only, since, reason) VALUES (1, {marks[0]}, {marks[1]}, {marks[2]}) "
            "ON CONFLICT (id) DO UPDATE SET read_only = excluded.read_only, since = excluded.since, "
            "reason = excluded.reason"
        )
        detail = "CAST($3 AS TEXT)::jsonb" if pg else "?"
        self.audit = (
            "INSERT INTO audit_entries (actor_id, actor_name, action, target_type, target_id, reason, detail, "
            f"created_at) VALUES (NULL, 'system', {marks[0]}, 'site', 0, {marks[1]}, {detail}, {marks[3]})"
        )

    def moment(self, value):
        """A timestamp as this dialect's driver takes it (SQLite: Tortoise's text form)."""
        if value is None or self.dialect == "postgres" or isinstance(value, str):
            return value
        return value.isoformat(" ")

    def put(self, row: Row | None) -> tuple[str, list]:
        """The statement that leaves exactly ``row`` (None: no row, i.e. read-write)."""
        if row is None:
            return self.delete, []
        return self.write, [bool(row[0]), self.moment(row[1]), row[2] or ""]

    def audit_values(self, state: State, by: str, now: datetime) -> list:
        action = AUDIT_ON if state.read_only else AUDIT_OFF
        detail = json.dumps({"by": by, "operator": _operator()})
        return [action, state.reason, detail, self.moment(now)]


def _pg_dsn(url: str) -> str:
    """The database URL as asyncpg takes it: no Tortoise pool options (``?maxsize=``)."""
    parts = urlsplit(url)
    return urlunsplit(("postgresql", parts.netloc, parts.path, "", ""))


def _sqlite_path(url: str) -> str:
    return url.split("://", 1)[1]


class Switch:
    """The read-only switch of one site's database: ``get``, ``set`` and ``is_read_only``.

    ``orm=True`` (the web process, the CLI, the tasks, tests): through the ORM's connection, i.e.
    the database this process serves. ``orm=False`` (a restore, whose target is not the ORM's): a
    connection of its own to ``settings.database_url`` for each call."""

    def __init__(self, settings: Settings, *, orm: bool = True) -> None:
        self.settings = settings
        self.orm = orm
        self.sql = _Statements(settings.dialect)
        self._closed_until = 0.0

    async def _fetch(self) -> Row | None:
        if self.orm:
            from devnet_api.db import connection

            rows = await connection().execute_query_dict(self.sql.read)
            return (rows[0]["read_only"], rows[0]["since"], rows[0]["reason"]) if rows else None
        if self.settings.dialect == "postgres":
            conn = await asyncpg.connect(_pg_dsn(self.settings.database_url), timeout=TIMEOUT, statement_cache_size=0)
            try:
                found = await conn.fetchrow(self.sql.read)
                return tuple(found) if found else None
            finally:
                await conn.close()
        return await asyncio.to_thread(self._sqlite, lambda db: db.execute(self.sql.read).fetchone())

    def _sqlite(self, work):
        # mode=rw: never create the file (a restore's empty target must stay absent).
        path = _sqlite_path(self.settings.database_url)
        with contextlib.closing(sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=10)) as db, db:
            return work(db)

    async def _run(self, statements: list[tuple[str, list]]) -> None:
        """``statements`` in one transaction."""
        if self.orm:
            from tortoise.transactions import in_transaction

            async with in_transaction(self.settings.dialect) as conn:
                for sql, values in statements:
                    await conn.execute_query(sql, values)
        elif self.settings.dialect == "postgres":
            conn = await asyncpg.connect(_pg_dsn(self.settings.database_url), timeout=TIMEOUT, statement_cache_size=0)
            try:
                async with conn.transaction():
                    for sql, values in statements:
                        await conn.execute(sql, *values)
            finally:
                await conn.close()
        else:
            await asyncio.to_thread(self._sqlite, lambda db: [db.execute(sql, values) for sql, values in statements])

    async def row(self) -> Row | None:
        """The switch's row as stored (None: no row); ``Unreadable`` when it cannot be read."""
        try:
            return await asyncio.wait_for(self._fetch(), TIMEOUT)
        except Exception as exc:
            raise Unreadable(f"the read-only switch cannot be read: {exc}") from exc

    async def get(self) -> State:
        """The switch as the database holds it; ``Unreadable`` when it cannot be read."""
        return _state(await self.row())

    async def set(self, read_only: bool, reason: str = "", by: str = "cli") -> State:
        """Switch, log it and audit it (one transaction: the row and its audit entry, or neither)."""
        now = datetime.now(UTC)
        state = State(True, _iso(now), reason.strip()[:200]) if read_only else OFF
        row = (True, now, state.reason) if read_only else (False, None, "")
        await self._run([self.sql.put(row), (self.sql.audit, self.sql.audit_values(state, by, now))])
        if read_only:
            log.warning("read-only mode on (%s): %s", by, state.reason or "no reason given")
        else:
            log.info("read-only mode off (%s): the site takes writes again", by)
        self._closed_until = 0.0
        return state

    async def put_row(self, row: Row | None) -> None:
        """Leave exactly ``row`` (a restore putting back what it found: no audit row, which would
        make the restored database differ from its backup; the restore logs it instead)."""
        await self._run([self.sql.put(row)])

    async def is_read_only(self) -> bool:
        """For a write's check: True while the switch is on, and while it cannot be read (fail
        closed: a write meets 503 rather than a database whose mode nobody knows). After a failed
        look the process answers read-only for a second without asking, so writes do not each wait
        on a database that hangs."""
        if time.monotonic() < self._closed_until:
            return True
        try:
            return (await self.get()).read_only
        except Unreadable as exc:
            self._closed_until = time.monotonic() + CLOSED_AFTER_FAILURE
            log.warning("%s; writes are refused until it can", exc)
            return True


@dataclass(frozen=True)
class _Settingsless:
    """What an ORM-bound switch needs of the settings: the dialect (the rest is the ORM's)."""

    dialect: str
    database_url: str = ""


_switches: dict[str, Switch] = {}


async def writes_paused() -> bool:
    """Whether the database the ORM serves is read-only (or its switch unreadable): what a service
    asks before an incidental write (a view, a read marker, a new-sign-in notice), what a job and
    a CLI command ask before they start."""
    from devnet_api.db import connection

    dialect = connection().capabilities.dialect
    dialect = "postgres" if dialect == "postgres" else "sqlite"
    switch = _switches.get(dialect)
    if switch is None:
        switch = _switches[dialect] = Switch(_Settingsless(dialect))  # type: ignore[arg-type]
    return await switch.is_read_only()


async def refuse_writes() -> None:
    """Raise ``ReadOnly`` while the ORM's database is read-only (a job, a CLI command)."""
    if await writes_paused():
        raise ReadOnly()


class Restoring:
    """What ``read_only_while`` yields: ``hold()``, called once the database is loaded and checked,
    turns the switch on in it (its backed-up row may say read-write) and remembers the loaded row,
    which the end of the block puts back: the restored database is then exactly its backup."""

    def __init__(self, switch: Switch, reason: str) -> None:
        self.switch, self.reason = switch, reason
        self.loaded: Row | None = None
        self.held = False

    async def hold(self) -> None:
        try:
            self.loaded = await self.switch.row()
            await self.switch.put_row((True, datetime.now(UTC), self.reason))
            self.held = True
        except Exception as exc:  # a backup from before the switch's table: unreadable, so closed
            log.warning("read-only mode not written into the restored database: %s", exc)


@contextlib.asynccontextmanager
async def read_only_while(settings: Settings, reason: str):
    """The database of ``settings`` read-only for the block (a restore into it), then as it was:
    its switch's row put back as found, or, once the block loaded a backup (``hold``), as the
    backup had it. Only that database's mode changes, so a restore into a scratch database leaves
    the live site's alone. A database without a readable switch (new, empty) needs no switch:
    every process reads it as read-only (fail closed). No audit row is written into a database
    being restored (it must equal its backup): the switches are logged."""
    switch = Switch(settings, orm=False)
    try:
        found: Row | None = await switch.row()
        readable = True
    except Unreadable:
        found, readable = None, False
    restoring = Restoring(switch, reason)
    if readable and not _state(found).read_only:
        await switch.put_row((True, datetime.now(UTC), reason))
        log.warning("read-only mode on (restore): %s", reason)
    try:
        yield restoring
    finally:
        back: tuple[bool, Row | None] | None = (True, restoring.loaded) if restoring.held else None
        if back is None and readable and not _state(found).read_only:
            back = (True, found)
        if back is not None:
            try:
                await switch.put_row(back[1])
                log.info("read-only mode after the restore: %s", "on" if _state(back[1]).read_only else "off")
            except Exception as exc:  # the restore failed before the table came back: it stays closed
                log.warning("read-only mode left as it is after the restore: %s", exc)
