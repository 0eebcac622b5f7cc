"""Whether the services DevNet depends on answer."""

from __future__ import annotations

import asyncio

from redis.asyncio import Redis

from devnet_api.backing.media_storage import Storage
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


_migrated: set[str] = set()  # dialects found fully migrated once (migrations are never taken back)


async def migrations_state(dialect: str) -> str:
    """ "ok" when every migration file of ``dialect`` is applied, else "pending" ("unavailable" when
    the database does not answer)."""
    if dialect in _migrated:
        return "ok"
    from devnet_api.db import MIGRATIONS_ROOT

    files = {p.name for p in (MIGRATIONS_ROOT / dialect / "models").glob("[0-9]*_*.py")}
    try:
        rows = await asyncio.wait_for(
            connection().execute_query_dict("SELECT version FROM aerich WHERE app = 'models'"), TIMEOUT
        )
    except Exception as exc:
        # No aerich table: nothing was applied (schemas a test generated included). Anything else: away.
        return "pending" if "aerich" in str(exc).lower() else "unavailable"
    if files - {row["version"] for row in rows}:
        return "pending"
    _migrated.add(dialect)
    return "ok"


async def media_state(store: Storage | None) -> str:
    """ "ok" when the media store answers (a bucket: it exists and these credentials may use it)."""
    if store is None:
        return "ok"
    try:
        await asyncio.wait_for(store.ping(), TIMEOUT)
    except Exception:  # unreachable, refused credentials, no such bucket: the reason is in the log
        return "unavailable"
    return "ok"


async def readiness(redis: Redis | None, dialect: str, stopping: bool = False, store: Storage | None = None) -> dict:
    """Whether this process should be sent traffic: the database and the media store answer, the
    schema is migrated, and the process is not stopping. Redis is reported, not required: without it
    requests still succeed (throttles per process, live events within the process, a mail kept in
    the database), so a Redis outage degrades every process alike and draining them all would turn
    it into a whole-site outage (docs/operations.md, "When something goes away"). Liveness (the
    process answers at all) is separate."""
    report = await check(redis)
    report["migrations"] = await migrations_state(dialect) if report["database"] == "ok" else "unavailable"
    report["media"] = await media_state(store)
    ready = not stopping and report["database"] == "ok" and report["migrations"] == "ok" and report["media"] == "ok"
    report["status"] = "ready" if ready else ("stopping" if stopping else "unready")
    return report
