"""Whether the services DevNet depends on answer."""

from __future__ import annotations

import asyncio

from redis.asyncio import Redis

from devnet_api.db import connection

TIMEOUT = 3


async def check(redis: Redis | None) -> dict:
    database = redis_state = "disabled"
    try:
        await asyncio.wait_for(connection().execute_query("SELECT 1"), TIMEOUT)
        database = "ok"
    except Exception:  # any failure to answer means unavailable; the reason is not for the public
        database = "unavailable"
    if redis is not None:
        try:
            await asyncio.wait_for(redis.ping(), TIMEOUT)
            redis_state = "ok"
        except Exception:
            redis_state = "unavailable"
    status = "ok" if database == "ok" and redis_state in ("ok", "disabled") else "degraded"
    return {"status": status, "database": database, "redis": redis_state}
