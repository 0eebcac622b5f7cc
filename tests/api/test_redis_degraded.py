"""Degraded, not down (issue 42, item 7): with Redis away, readiness stays 200 and requests succeed;
the degradation shows in /api/health, on /api/health/ready and as devnet_redis_up 0. Redis is
"away" by pointing the app at a port nothing listens on: the shared Redis server stays up."""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from devnet_api.app import create_app
from devnet_api.telemetry import metrics_page
from tests import backing_services
from tests.cli.test_media import devnet
from tests.conftest import PASSWORD, Agent

UNUSED = "redis://127.0.0.1:1/0"


@pytest.fixture
async def migrated(settings, tmp_path):
    """A database of its own brought up by `devnet db upgrade` (readiness checks the migrations)."""
    if settings.dialect == "sqlite":
        yield settings.with_(database_url=f"sqlite://{tmp_path}/migrated.sqlite3")
        return
    name = f"{settings.database_url.rsplit('/', 1)[1]}_degraded"
    await backing_services.recreate_database(name)
    try:
        yield settings.with_(database_url=backing_services.pg_url(name))
    finally:
        await backing_services.drop_database(name)


async def test_with_redis_down_the_site_stays_ready_serves_and_says_it_is_degraded(migrated, aiohttp_client):
    code, _, err = await devnet(migrated, "db", "upgrade")
    assert code == 0, err
    settings = migrated.with_(redis_url=UNUSED, redis_prefix="degraded:")
    client = await aiohttp_client(await create_app(settings))

    ready = await client.get("/api/health/ready")
    assert ready.status == 200, await ready.text()
    assert await ready.json() == {
        "status": "ready",
        "database": "ok",
        "redis": "unavailable",
        "migrations": "ok",
        "media": "ok",
    }
    health = await client.get("/api/health")
    assert health.status == 200
    assert (await health.json())["status"] == "degraded" and (await health.json())["redis"] == "unavailable"

    # Requests succeed: registering, signing in, writing, reading.
    agent = Agent(client.server)
    try:
        registered = await agent.post(
            "/api/auth/register", json={"email": "ada@example.com", "username": "ada", "password": PASSWORD}
        )
        assert registered.status == 201, await registered.text()
        assert (await agent.post("/api/auth/logout")).status == 204
        login = await agent.post("/api/auth/login", json={"email": "ada@example.com", "password": PASSWORD})
        assert login.status == 200, await login.text()
        post = await agent.post("/api/posts", json={"content": "while Redis is away"})
        assert post.status == 201, await post.text()
        assert (await agent.get("/api/posts")).status == 200
    finally:
        await agent.session.close()

    page_client = TestClient(TestServer(metrics_page.make_app(client.app)))
    await page_client.start_server()
    try:
        page = await (await page_client.get("/metrics")).text()
    finally:
        await page_client.close()
    assert "devnet_redis_up 0.0" in page.splitlines()
