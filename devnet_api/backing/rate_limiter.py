"""Named limits (key, count, window) over sliding-window counters: in memory (embedded mode) or in
Redis (scaled mode), with the memory counters standing in while Redis cannot be reached.

An attempt is counted *before* the work it guards (``acquire`` checks and counts in one step), so
a burst of parallel requests cannot all pass the check; work that turns out not to count (a
correct password) gives its attempt back (``release``). See docs/security.md.
"""

from __future__ import annotations

import ipaddress
import logging
import time
import uuid
from collections import deque
from dataclasses import dataclass
from typing import Protocol

from redis.asyncio import Redis
from redis.exceptions import RedisError

from devnet_api.backing.rate_limits import LIMITS, Limit
from devnet_api.domain.errors import Throttled
from devnet_api.telemetry import metrics

log = logging.getLogger("devnet.ratelimit")


def network_of(address: str) -> str:
    """The unit a per-address key counts: an IPv4 address, or an IPv6 address's /64 (one
    subscriber usually holds a whole /64, so single IPv6 addresses cost nothing to multiply)."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return address[:64]
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network(f"{ip}/64", strict=False))
    return str(ip)


class RateLimiter(Protocol):
    async def acquire(self, key: str, limit: int, window: int) -> tuple[int, str | None]:
        """Check and count one attempt in one step: ``(0, ticket)`` when it was counted, or
        ``(seconds to wait, None)`` when ``key`` already had ``limit`` attempts in ``window``."""

    async def release(self, key: str, ticket: str) -> None:
        """Take back the attempt ``ticket`` counted."""

    async def reset(self, key: str) -> None:
        """Forget ``key``'s attempts."""


class MemoryRateLimiter:
    """One process's counters. Enough for embedded mode, where there is one process.

    Bounded: checking never creates a key, a key whose attempts have all expired is dropped, and
    past ``max_keys`` the expired keys are swept and then the oldest keys evicted.
    """

    def __init__(self, max_keys: int = 100_000) -> None:
        self.max_keys = max_keys
        self._keys: dict[str, tuple[int, deque[tuple[float, str]]]] = {}

    def __len__(self) -> int:
        return len(self._keys)

    def _live(self, key: str, now: float) -> deque[tuple[float, str]] | None:
        entry = self._keys.get(key)
        if entry is None:
            return None
        window, events = entry
        while events and events[0][0] <= now - window:
            events.popleft()
        if not events:
            del self._keys[key]
            return None
        return events

    def _make_room(self, now: float) -> None:
        for key in list(self._keys):
            self._live(key, now)
        while len(self._keys) >= self.max_keys:
            del self._keys[next(iter(self._keys))]  # the longest-held key goes first

    async def acquire(self, key: str, limit: int, window: int) -> tuple[int, str | None]:
        # No await in here: in one event loop this check-and-count is a single step.
        now = time.time()
        events = self._live(key, now)
        if events is not None and len(events) >= limit:
            return max(1, int(events[-limit][0] + window - now) + 1), None
        if events is None:
            if len(self._keys) >= self.max_keys:
                self._make_room(now)
            events = deque()
            self._keys[key] = (window, events)
        ticket = uuid.uuid4().hex
        events.append((now, ticket))
        return 0, ticket

    async def release(self, key: str, ticket: str) -> None:
        entry = self._keys.get(key)
        if entry is None:
            return
        events = entry[1]
        for event in events:
            if event[1] == ticket:
                events.remove(event)
                break
        if not events:
            del self._keys[key]

    async def reset(self, key: str) -> None:
        self._keys.pop(key, None)


# KEYS[1]: the sorted set; ARGV: now, window, limit, member. Returns "0" once counted, or the
# seconds to wait (as text: Lua numbers become integers on the way out).
_ACQUIRE = """
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], -limit, -limit, 'WITHSCORES')
  return tostring(tonumber(oldest[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('EXPIRE', KEYS[1], math.ceil(window) + 1)
return '0'
"""


class RedisRateLimiter:
    """Counters shared by every web process: one sorted set of attempts per key, checked and
    counted by one Lua script (atomic in Redis)."""

    def __init__(self, redis: Redis, prefix: str) -> None:
        self._redis = redis
        self._prefix = prefix
        self._acquire = redis.register_script(_ACQUIRE)

    async def acquire(self, key: str, limit: int, window: int) -> tuple[int, str | None]:
        ticket = uuid.uuid4().hex
        wait = float(await self._acquire(keys=[self._prefix + key], args=[time.time(), window, limit, ticket]))
        if wait > 0:
            return max(1, int(wait) + 1), None
        return 0, ticket

    async def release(self, key: str, ticket: str) -> None:
        await self._redis.zrem(self._prefix + key, ticket)

    async def reset(self, key: str) -> None:
        await self._redis.delete(self._prefix + key)


class FallbackRateLimiter:
    """Redis's shared counters while Redis answers; this process's counters while it does not.

    Login must not fail because Redis does: the fallback is logged once when it starts and once
    when Redis is back. Redis is asked again on every call, so shared limits resume at once.
    """

    def __init__(self, shared: RedisRateLimiter, local: MemoryRateLimiter | None = None) -> None:
        self.shared = shared
        self.local = local or MemoryRateLimiter()
        self.degraded = False

    def _down(self, exc: Exception) -> None:
        if not self.degraded:
            self.degraded = True
            log.warning(
                "Redis unreachable (%s: %s); rate limits use this process's counters until it returns",
                exc.__class__.__name__,
                exc,
            )

    def _up(self) -> None:
        if self.degraded:
            self.degraded = False
            log.warning("Redis reachable again; rate limits are shared again")

    async def acquire(self, key: str, limit: int, window: int) -> tuple[int, str | None]:
        try:
            result = await self.shared.acquire(key, limit, window)
        except (RedisError, OSError, TimeoutError) as exc:
            self._down(exc)
            wait, ticket = await self.local.acquire(key, limit, window)
            return wait, None if ticket is None else "local:" + ticket
        self._up()
        return result

    async def release(self, key: str, ticket: str) -> None:
        if ticket.startswith("local:"):
            await self.local.release(key, ticket[len("local:") :])
            return
        try:
            await self.shared.release(key, ticket)
        except (RedisError, OSError, TimeoutError) as exc:
            self._down(exc)

    async def reset(self, key: str) -> None:
        await self.local.reset(key)
        try:
            await self.shared.reset(key)
        except (RedisError, OSError, TimeoutError) as exc:
            self._down(exc)


@dataclass(frozen=True)
class Attempt:
    """One counted attempt, to give back with ``Limits.release`` when it should not count."""

    key: str
    ticket: str


class Limits:
    """The named limits of this deployment over one limiter: what routes and services call."""

    def __init__(self, limiter: RateLimiter, table: dict[str, Limit] | None = None, address_factor: int = 1) -> None:
        self.limiter = limiter
        self.table = dict(LIMITS if table is None else table)
        self.address_factor = max(1, address_factor)

    def _key(self, name: str, subject: str | int) -> tuple[str, Limit]:
        limit = self.table[name]
        subject = network_of(str(subject)) if limit.scope == "address" else str(subject)
        return f"{name}:{subject}", limit

    async def take(self, name: str, subject: str | int) -> Attempt:
        """Count one attempt of ``name`` by ``subject``; raise Throttled (429, Retry-After) past the limit."""
        key, limit = self._key(name, subject)
        count = limit.count * self.address_factor if limit.scope == "address" else limit.count
        wait, ticket = await self.limiter.acquire(key, count, limit.window)
        if ticket is None:
            metrics.THROTTLED.labels(name).inc()
            raise Throttled(wait, limit.message)
        return Attempt(key, ticket)

    async def release(self, attempt: Attempt) -> None:
        await self.limiter.release(attempt.key, attempt.ticket)

    async def reset(self, name: str, subject: str | int) -> None:
        await self.limiter.reset(self._key(name, subject)[0])
