"""Login survives Redis failing: a throwaway redis-server that the test stops and starts again."""

from __future__ import annotations

import logging
import shutil

import pytest
from redis import Redis

from devnet_api.app import create_app
from tests.conftest import PASSWORD, reset_database
from tests.processes import RedisServer

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="redis-server is not installed")


def zcard(server: RedisServer, key: str) -> int:
    client = Redis.from_url(server.url)
    try:
        return client.zcard(key)
    finally:
        client.close()


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path)
    server.start()
    yield server
    server.stop()


async def test_login_answers_while_redis_is_down_and_shares_limits_when_it_returns(
    redis_server, settings, aiohttp_client, caplog
):
    settings = settings.with_(redis_url=redis_server.url, redis_prefix="t:", rate_limits={"login:email": (3, 900)})
    client = await aiohttp_client(await create_app(settings))
    await reset_database(settings)

    async def login(email: str, password: str = "Wrong1234") -> int:
        return (await client.post("/api/auth/login", json={"email": email, "password": password})).status

    assert (
        await client.post(
            "/api/auth/register", json={"email": "ada@example.com", "username": "ada", "password": PASSWORD}
        )
    ).status == 201
    assert await login("ada@example.com") == 401
    assert zcard(redis_server, "t:rl:login:email:ada@example.com") == 1  # counted in Redis, shared

    redis_server.stop()
    with caplog.at_level(logging.WARNING, logger="devnet.ratelimit"):
        assert await login("ada@example.com", PASSWORD) == 200
        assert [await login("grace@example.com") for _ in range(4)] == [401, 401, 401, 429]
        assert await login("ada@example.com", PASSWORD) == 200
    unreachable = [r for r in caplog.records if r.name == "devnet.ratelimit" and "unreachable" in r.getMessage()]
    assert len(unreachable) == 1  # logged once, not once per request

    redis_server.start()
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="devnet.ratelimit"):
        assert await login("linus@example.com") == 401
    assert zcard(redis_server, "t:rl:login:email:linus@example.com") == 1  # shared limits again
    assert any("reachable again" in r.getMessage() for r in caplog.records)
