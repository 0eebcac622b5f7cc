"""Run a service coroutine inside a task, with the ORM connected for its duration."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

from devnet_api.db import using_orm
from devnet_api.settings import Settings

T = TypeVar("T")


def run_service(work: Callable[[], Awaitable[T]]) -> T:
    return asyncio.run(using_orm(Settings.from_env().database_url, work))
