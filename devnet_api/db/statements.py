"""How many SQL statements a unit of work (one request, one task) sent, and how long they took.

``install()`` wraps the execute methods of Tortoise's database clients once per process; each
statement then adds to the ``Stats`` of the current context, when there is one. A unit of work
opens its own with ``measure()``:

    with dbstats.measure() as stats:
        ...
    stats.count, stats.seconds

Tasks started inside inherit the same ``Stats`` object (a context copy shares it), so the session
look-up, the handler and any ``gather`` in between all count. Outside ``measure()`` a statement
costs one context-variable read. The bench exposes the count as ``X-DevNet-Queries`` (app.py,
under DEVNET_BENCH); ``listen()`` gives every statement's time to the metrics.
"""

from __future__ import annotations

import contextlib
import functools
import re
import time
from collections.abc import Callable, Iterator
from contextvars import ContextVar

METHODS = ("execute_insert", "execute_many", "execute_query", "execute_query_dict", "execute_script")
QUERIES_HEADER = "X-DevNet-Queries"
QUERY_TIME_HEADER = "X-DevNet-Query-Ms"


class Stats:
    __slots__ = ("count", "seconds")

    def __init__(self) -> None:
        self.count = 0
        self.seconds = 0.0


_current: ContextVar[Stats | None] = ContextVar("devnet_dbstats", default=None)
_listeners: list[Callable[[float], None]] = []  # told of every statement's time (metrics)
_inside: ContextVar[bool] = ContextVar("devnet_dbstats_inside", default=False)  # per task: nested calls count once

# --- which tables a unit of work wrote (the caches are emptied by the writes that change them) ---
# A write names its table first: INSERT INTO "t", UPDATE "t", DELETE FROM "t" (Tortoise and db/sql
# alike); any other statement that may write (a WITH ... UPDATE, a script) counts as writing ANY.
ANY = "*"
_WRITE = re.compile(r'\s*(?:INSERT\s+(?:OR\s+\w+\s+)?INTO|UPDATE|DELETE\s+FROM|REPLACE\s+INTO)\s+"?(\w+)"?', re.I)
_MAYBE_WRITE = re.compile(r"\b(?:INSERT|UPDATE|DELETE|TRUNCATE|ALTER|DROP|CREATE)\b", re.I)
_READS = ("SELECT", "PRAGMA", "SAVEPOIN", "RELEASE", "BEGIN", "COMMIT", "ROLLBACK", "SET ", "SHOW", "EXPLAIN")
_written: ContextVar[set[str] | None] = ContextVar("devnet_tables_written", default=None)
_write_listeners: list[Callable[[set[str]], None]] = []  # told of a write made outside ``track_writes``


def tables_written(sql: object) -> set[str]:
    """The tables a statement writes: {} for a read, {ANY} for a write whose table is not first."""
    if not isinstance(sql, str):
        return set()
    found = _WRITE.match(sql)
    if found:
        return {found.group(1).lower()}
    if sql.lstrip()[:8].upper().startswith(_READS):
        return set()  # SELECT ... FOR UPDATE locks, it does not write
    return {ANY} if _MAYBE_WRITE.search(sql) else set()


@contextlib.contextmanager
def track_writes() -> Iterator[set[str]]:
    """Collect the tables written inside (a request): its caller empties what they change."""
    written: set[str] = set()
    token = _written.set(written)
    try:
        yield written
    finally:
        _written.reset(token)


@contextlib.contextmanager
def kept_up_to_date() -> Iterator[None]:
    """Writes inside empty no cache: what they change, the caches keep up to date themselves (a
    view moves the count of the kept row, reads.detail), or it is another process's write (tests)."""
    token = _written.set(set())
    try:
        yield
    finally:
        _written.reset(token)


def on_write(callback: Callable[[set[str]], None]) -> None:
    """Call ``callback(tables)`` after a write made outside ``track_writes`` (a job of the web
    process, a test's fixture): the caches of this process forget what it changed at once.
    Idempotent; needs ``install()``."""
    if callback not in _write_listeners:
        _write_listeners.append(callback)


def off_write(callback: Callable[[set[str]], None]) -> None:
    with contextlib.suppress(ValueError):
        _write_listeners.remove(callback)


def _note_write(args: tuple) -> None:
    tables = tables_written(args[0]) if args else set()
    if not tables:
        return
    written = _written.get()
    if written is not None:
        written.update(tables)
        return
    for listener in _write_listeners:
        listener(tables)


def listen(callback: Callable[[float], None]) -> None:
    """Call ``callback(seconds)`` after every statement, in or out of ``measure()`` (the metrics'
    query-time histogram). Idempotent; needs ``install()``."""
    if callback not in _listeners:
        _listeners.append(callback)


def current() -> Stats | None:
    return _current.get()


@contextlib.contextmanager
def measure() -> Iterator[Stats]:
    stats = Stats()
    token = _current.set(stats)
    try:
        yield stats
    finally:
        _current.reset(token)


def _wrap(method):
    @functools.wraps(method)
    async def counted(self, *args, **kwargs):
        stats = _current.get()
        if _inside.get():
            return await method(self, *args, **kwargs)
        if _write_listeners or _written.get() is not None:
            _note_write(args)
        if stats is None and not _listeners:
            return await method(self, *args, **kwargs)
        token = _inside.set(True)
        started = time.perf_counter()
        try:
            return await method(self, *args, **kwargs)
        finally:
            _inside.reset(token)
            elapsed = time.perf_counter() - started
            if stats is not None:
                stats.count += 1
                stats.seconds += elapsed
            for listener in _listeners:
                listener(elapsed)

    counted.__devnet_dbstats__ = True
    return counted


def _subclasses(cls) -> Iterator[type]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def install() -> None:
    """Wrap every execute method of every loaded Tortoise client class (idempotent). Call it after
    the backend modules are imported (after ``Tortoise.init``), and again if another is loaded."""
    # Both backends' clients are loaded first, so a process that has not opened the ORM yet (a
    # Celery pool process at start) is covered too.
    import tortoise.backends.asyncpg.client
    import tortoise.backends.sqlite.client  # noqa: F401
    from tortoise.backends.base.client import BaseDBAsyncClient

    for cls in [BaseDBAsyncClient, *_subclasses(BaseDBAsyncClient)]:
        for name in METHODS:
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "__devnet_dbstats__", False):
                setattr(cls, name, _wrap(method))
