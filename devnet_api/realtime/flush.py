"""Flushing a unit of work (``collector.Unit``) after commit, the same way for every entry point:
``devnet_api.web.middlewares.live_middleware`` (API requests, the app's publisher), ``devnet_cli.common.run``
and ``tasks.runner.run_service`` (``outside``: through Redis when ``DEVNET_REDIS_URL`` is set) and
the web process's own jobs (``devnet_api.backing.jobs``, the app's publisher).

Order: the events as recorded, then each notice recipient's unread count (``notification``), then
the ``collector.after_commit`` hooks with the notices. Never raises: what it announces is saved.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any, TypeVar

from redis.asyncio import Redis

from devnet_api.realtime import collector
from devnet_api.realtime.collector import Shape, Unit
from devnet_api.realtime.events import EVERYONE, NOTIFICATION, PUBLISH_TIMEOUT, Audience, Event, Publisher, channel_name
from devnet_api.schemas.live import to_json
from devnet_api.services.notifications import unread_count
from devnet_api.settings import Settings

log = logging.getLogger("devnet.realtime")
T = TypeVar("T")


def render(value: Any) -> Any:
    """A payload with its ``Shape``s turned into wire JSON."""
    if isinstance(value, Shape):
        return to_json(value.name, value.row, value.exclude)
    if isinstance(value, dict):
        return {key: render(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [render(item) for item in value]
    return value


async def flush(unit: Unit, publisher: Publisher) -> None:
    """Publish what ``unit`` recorded (it is done: its transactions committed or rolled back)."""
    if not unit.events and not unit.notices:
        return
    try:
        for event in unit.events:
            await publisher.publish(event.type, render(event.payload), event.audience)
        for user_id in sorted({notice.recipient_id for notice in unit.notices}):
            await publisher.publish(
                NOTIFICATION, {"unreadCount": await unread_count(user_id)}, Audience.users({user_id})
            )
    except Exception:  # the database went away after commit: the client's next read catches up
        log.exception("could not publish a unit of work's live events")
    if unit.notices:
        notices = tuple(unit.notices)
        for hook in collector.after_commit_hooks():
            try:
                await hook(notices)
            except Exception:
                log.exception("after-commit hook %s failed", getattr(hook, "__qualname__", hook))


@asynccontextmanager
async def flushed(publisher: Callable[[], Publisher]) -> AsyncIterator[Unit]:
    """A unit of work for the block, flushed to ``publisher()`` when it ends (also when it raises:
    what committed before the error is true; what rolled back was dropped)."""
    unit, token = collector.open_unit()
    try:
        yield unit
    finally:
        collector.close_unit(unit, token)
        if unit.events or unit.notices:
            made = publisher()
            await flush(unit, made)
            if isinstance(made, OutsidePublisher):  # made for this unit: its connection goes with it
                await made.aclose()


class OutsidePublisher:
    """A process without a web app (the CLI, a Celery worker), configured by the environment:
    through Redis when ``DEVNET_REDIS_URL`` is set (every web process delivers it), else nowhere
    (embedded mode: the web process has the only sockets; see docs/realtime.md)."""

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings.from_env()
        self._redis: Redis | None = None  # one connection for all the unit's events

    async def publish(self, event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE) -> None:
        settings = self.settings
        if not settings.redis_url:
            return
        try:
            if self._redis is None:
                self._redis = Redis.from_url(settings.redis_url)
            wire = Event(event_type, payload, audience).to_wire("outside")
            await asyncio.wait_for(self._redis.publish(channel_name(settings.redis_prefix), wire), PUBLISH_TIMEOUT)
        except Exception as exc:
            log.warning("could not publish %s through Redis (%s: %s)", event_type, exc.__class__.__name__, exc)

    async def aclose(self) -> None:
        if self._redis is not None:
            redis, self._redis = self._redis, None
            with contextlib.suppress(Exception):
                await redis.aclose()


async def outside(work: Callable[[], Awaitable[T]]) -> T:
    """Run ``work`` as one unit of work of a process without a web app, flushed through Redis."""
    async with flushed(OutsidePublisher):
        return await work()
