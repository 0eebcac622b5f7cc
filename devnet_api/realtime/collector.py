"""One way to publish: the after-commit collector (docs/realtime.md, "Publishing").

A unit of work (one API request, one CLI command, one Celery task, one in-process job) opens a
``Unit``; services record on it what their writes mean for open sockets, inside their
transactions: live events (``record``, usually through ``devnet_api.services.live``) and the
notices they wrote (``record_notice``, by ``services.notifications.notify``). When the unit is
done, its entry point flushes it once, the same way everywhere (``devnet_api.realtime.flush``):
the events go to the publisher, each notice's recipient gets their unread count, and the
``after_commit`` hooks get the notices.

Nothing recorded inside a transaction that rolls back is published: services open their
transactions with ``transaction()`` (tortoise's ``in_transaction``, plus a mark here), and a block
that exits with an exception drops what was recorded since its mark (nested blocks included).
tests/test_layers.py keeps tortoise's ``in_transaction`` out of the services.

No aiohttp and no schemas here: services import this module. A row in a payload is a ``Shape``
(a name and the row), turned into its wire JSON by the flush, after commit.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar, Token
from dataclasses import dataclass, field
from typing import Any

from tortoise.transactions import in_transaction

from devnet_api.realtime.events import EVERYONE, Audience

log = logging.getLogger("devnet.realtime")


@dataclass(frozen=True)
class Shape:
    """A row sent in an event's payload, serialized after commit through the wire schema named
    ``name`` (``devnet_api.schemas.live.SHAPES``: "post", "message", "comment", "user"), without
    the fields in ``exclude`` (python names)."""

    name: str
    row: Any
    exclude: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Recorded:
    """One live event as a service recorded it: its payload may hold ``Shape``s."""

    type: str
    payload: dict[str, Any]
    audience: Audience = EVERYONE


@dataclass
class Unit:
    """What one unit of work recorded, in order. ``open`` turns False once its entry point took
    it: a task the unit started (which copied its context) records on a unit of its own."""

    events: list[Recorded] = field(default_factory=list)
    notices: list[Any] = field(default_factory=list)  # models.notifications.Notification rows
    open: bool = True


_current: ContextVar[Unit | None] = ContextVar("devnet_unit_of_work", default=None)


def current() -> Unit | None:
    unit = _current.get()
    return unit if unit is not None and unit.open else None


def open_unit() -> tuple[Unit, Token]:
    """Start a unit of work here; ``close_unit`` ends it, and the caller flushes it
    (``devnet_api.realtime.flush.flushed`` does all three for a block)."""
    unit = Unit()
    return unit, _current.set(unit)


def close_unit(unit: Unit, token: Token) -> None:
    unit.open = False
    _current.reset(token)


def record(event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE) -> None:
    """Publish ``{"type": event_type, **payload}`` to ``audience`` once the unit of work is done."""
    unit = current()
    if unit is None:
        log.warning("live event %s recorded outside a unit of work: not published", event_type)
        return
    unit.events.append(Recorded(event_type, payload, audience))


def record_notice(notice: Any) -> None:
    """A notice was written: its recipient's unread count goes live, and the ``after_commit``
    hooks get it, once the unit of work is done."""
    unit = current()
    if unit is None:
        log.warning("notice %s recorded outside a unit of work: not announced", getattr(notice, "id", None))
        return
    unit.notices.append(notice)


@asynccontextmanager
async def transaction(connection_name: str | None = None) -> AsyncIterator[Any]:
    """``tortoise.transactions.in_transaction``, and what is recorded inside is dropped when the
    block rolls back (it exits with an exception)."""
    unit = current()
    events, notices = (len(unit.events), len(unit.notices)) if unit is not None else (0, 0)
    try:
        async with in_transaction(connection_name) as connection:
            yield connection
    except BaseException:
        if unit is not None:
            del unit.events[events:]
            del unit.notices[notices:]
        raise


# --- after commit --------------------------------------------------------------------------------

AfterCommit = Callable[[Sequence[Any]], Awaitable[None]]
_after_commit: list[AfterCommit] = []


def after_commit(hook: AfterCommit) -> AfterCommit:
    """Register ``hook(notices)``: called once per flushed unit of work that recorded notices,
    after commit, with the ``Notification`` rows in the order written (mail delivery starts
    here). A hook that raises is logged; the others still run. Usable as a decorator."""
    if hook not in _after_commit:
        _after_commit.append(hook)
    return hook


def after_commit_hooks() -> tuple[AfterCommit, ...]:
    return tuple(_after_commit)
