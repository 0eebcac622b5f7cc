"""Run a service coroutine inside a task, with the ORM connected for its duration, as one unit of
work whose live events and notices are published after commit (devnet_api.realtime.flush)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from devnet_api.db import using_orm
from devnet_api.realtime.flush import outside
from devnet_api.settings import Settings

T = TypeVar("T")


def run_service(work: Callable[[], Awaitable[T]]) -> T:
    return asyncio.run(using_orm(Settings.from_env().database_url, lambda: outside(work)))
