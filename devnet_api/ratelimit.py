"""Sliding-window counters for throttles: in memory (embedded mode) or in Redis (scaled mode)."""

from __future__ import annotations

import time
import uuid
from collections import defaultdict, deque
from typing import Protocol

from redis.asyncio import Redis


class RateLimiter(Protocol):
    async def retry_after(self, key: str, limit: int, window: int) -> int:
        """Seconds until ``key`` may act again; 0 while it has had fewer than ``limit`` hits in ``window``."""

    async def hit(self, key: str, window: int) -> None:
        """Count one event for ``key``."""

    async def reset(self, key: str) -> None:
        """Forget ``key``'s events."""


class MemoryRateLimiter:
    """One process's counters. Enough for embedded mode, where there is one process."""

    def __init__(self) -> None:
        self._events: dict[str, deque[float]] = defaultdict(deque)

    def _live(self, key: str, window: int, now: float) -> deque[float]:
        events = self._events[key]
        while events and events[0] <= now - window:
            events.popleft()
        return events

    async def retry_after(self, key: str, limit: int, window: int) -> int:
        now = time.time()
        events = self._live(key, window, now)
        if len(events) < limit:
            return 0
        return max(1, int(events[-limit] + window - now) + 1)

    async def hit(self, key: str, window: int) -> None:
        now = time.time()
        self._live(key, window, now).append(now)

    async def reset(self, key: str) -> None:
        self._events.pop(key, None)


class RedisRateLimiter:
    """Counters shared by every web process: one sorted set of timestamps per key."""

    def __init__(self, redis: Redis, prefix: str) -> None:
        self._redis = redis
        self._prefix = prefix

    async def retry_after(self, key: str, limit: int, window: int) -> int:
        name = self._prefix + key
        now = time.time()
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.zremrangebyscore(name, 0, now - window)
            pipe.zrange(name, -limit, -limit, withscores=True)
            pipe.zcard(name)
            _, oldest, count = await pipe.execute()
        if count < limit or not oldest:
            return 0
        return max(1, int(oldest[0][1] + window - now) + 1)

    async def hit(self, key: str, window: int) -> None:
        name = self._prefix + key
        now = time.time()
        async with self._redis.pipeline(transaction=True) as pipe:
            pipe.zadd(name, {f"{now}:{uuid.uuid4().hex[:8]}": now})
            pipe.expire(name, window + 1)
            await pipe.execute()

    async def reset(self, key: str) -> None:
        await self._redis.delete(self._prefix + key)
