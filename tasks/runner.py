"""Run a service coroutine inside a task, with the ORM connected for its duration, as one unit of
work whose live events and notices are published after commit (devnet_api.realtime.flush)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from devnet_api.backing.maintenance import refuse_writes
from devnet_api.db import using_orm
from devnet_api.realtime.flush import outside
from devnet_api.settings import Settings

T = TypeVar("T")


def run_service(work: Callable[[], Awaitable[T]], writes: bool = True) -> T:
    """``writes``: the work writes to the database, so it raises ``maintenance.ReadOnly`` without
    starting while the site is read-only (or its switch cannot be read)."""

    async def guarded() -> T:
        if writes:
            await refuse_writes()
        return await work()

    return asyncio.run(using_orm(Settings.from_env().database_url, lambda: outside(guarded)))
