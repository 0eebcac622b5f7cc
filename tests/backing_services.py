"""Where the test suite finds PostgreSQL and Redis, and whether they answer."""

from __future__ import annotations

import asyncio
import os
from concurrent.futures import ThreadPoolExecutor
from functools import cache

PG_HOST = os.environ.get("DEVNET_TEST_PG_HOST", "127.0.0.1")
PG_PORT = int(os.environ.get("DEVNET_TEST_PG_PORT", "5432"))
PG_ADMIN_DB = os.environ.get("DEVNET_TEST_PG_DB", "test")
REDIS_URL = os.environ.get("DEVNET_TEST_REDIS_URL", "redis://127.0.0.1:6379")
REQUIRED = os.environ.get("DEVNET_REQUIRE_SERVICES") == "1"


def pg_url(database: str) -> str:
    return f"postgres://postgres@{PG_HOST}:{PG_PORT}/{database}"


async def _pg_problem() -> str | None:
    import asyncpg

    try:
        conn = await asyncpg.connect(host=PG_HOST, port=PG_PORT, user="postgres", database=PG_ADMIN_DB, timeout=5)
    except (TimeoutError, OSError, asyncpg.PostgresError) as exc:
        return f"PostgreSQL at {PG_HOST}:{PG_PORT} is unreachable ({exc.__class__.__name__}: {exc})"
    await conn.close()
    return None


async def _redis_problem() -> str | None:
    from redis.asyncio import Redis
    from redis.exceptions import RedisError

    client = Redis.from_url(REDIS_URL, socket_connect_timeout=5)
    try:
        await client.ping()
    except (OSError, RedisError) as exc:
        return f"Redis at {REDIS_URL} is unreachable ({exc.__class__.__name__}: {exc})"
    finally:
        await client.aclose()
    return None


def run_blocking(coroutine):
    """Run ``coroutine`` to its end from synchronous code, even where an event loop is already
    running on this thread (async tests, Playwright's sync API): on a thread of its own."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, coroutine).result()


@cache
def unavailable() -> str | None:
    """Why the PostgreSQL + Redis runs cannot happen here, or None when both answer."""

    async def probe() -> str | None:
        return await _pg_problem() or await _redis_problem()

    return run_blocking(probe())  # asked from async tests too, where a loop is already running


async def drop_database(name: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(host=PG_HOST, port=PG_PORT, user="postgres", database=PG_ADMIN_DB)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()


async def recreate_database(name: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(host=PG_HOST, port=PG_PORT, user="postgres", database=PG_ADMIN_DB)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await conn.execute(f'CREATE DATABASE "{name}"')
    finally:
        await conn.close()
