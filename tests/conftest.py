"""Shared fixtures. The API suite runs every test on SQLite (media on disk) and again scaled: on
PostgreSQL with Redis, media in an S3-compatible bucket (moto's server)."""

from __future__ import annotations

import asyncio
import itertools
import os
from pathlib import Path

# Every member a test (or a server a test starts) registers is hashed at argon2's cheapest cost;
# tests/test_passwords.py checks that production hashes at full cost. Set before devnet_api
# is imported, and inherited by every subprocess.
os.environ.setdefault("DEVNET_TEST_FAST_HASHING", "1")
# The scaled suite keeps media in moto's S3 server (tests/processes.py, S3Server), which takes any key.
os.environ.setdefault("AWS_ACCESS_KEY_ID", "devnet-test")
os.environ.setdefault("AWS_SECRET_ACCESS_KEY", "devnet-test-secret")

import pytest
from aiohttp import ClientSession, CookieJar
from tortoise import Tortoise

from devnet_api.app import create_app
from devnet_api.db import connection, search_index
from devnet_api.settings import Settings
from tests import backing_services
from tests.processes import S3Server

BACKENDS = ["sqlite", "postgres"]
_counter = itertools.count()


def require_services() -> None:
    """Skip (or, with DEVNET_REQUIRE_SERVICES=1, fail) when PostgreSQL or Redis does not answer."""
    problem = backing_services.unavailable()
    if problem:
        if backing_services.REQUIRED:
            pytest.fail(f"DEVNET_REQUIRE_SERVICES=1 but {problem}", pytrace=False)
        pytest.skip(f"{problem}; set them up to run the PostgreSQL + Redis suite")


@pytest.fixture(scope="session")
def pg_database(worker_id: str, testrun_uid: str):
    """One PostgreSQL database per xdist worker and run, dropped at the end."""
    require_services()
    name = f"devnet_test_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(name))
    yield backing_services.pg_url(name)
    asyncio.run(backing_services.drop_database(name))


@pytest.fixture(scope="session")
def s3_server():
    """moto's S3-compatible server, one per xdist worker and run: the scaled suite's media store.
    Each test keeps its images under a prefix of its own in the one bucket."""
    with S3Server() as server:
        yield server


@pytest.fixture(params=BACKENDS)
def backend(request) -> str:
    return request.param


@pytest.fixture
def settings(backend: str, tmp_path: Path, testrun_uid: str, worker_id: str, request) -> Settings:
    # Mail intents wait for a test to deliver them (mail_kick off), and any .eml stays in tmp_path.
    # Every cache is on, as in production: a test that changes members or content straight in the
    # database (a role, a ban) empties this process's caches by that write (statements.on_write),
    # as a job of the web process would; a test that needs a cache off says why.
    base = Settings(
        media_dir=tmp_path / "media",
        frontend_dir=tmp_path / "dist",
        run_schedule=False,
        mail_kick=False,
        outbox_dir=tmp_path / "outbox",
    )
    if backend == "sqlite":
        return base.with_(database_url=f"sqlite://{tmp_path}/devnet.sqlite3")
    url = request.getfixturevalue("pg_database")
    s3 = request.getfixturevalue("s3_server")
    test = next(_counter)
    # A key prefix per test: parallel workers (and parallel runs) never share counters, or images.
    return base.with_(
        database_url=url,
        redis_url=backing_services.REDIS_URL,
        redis_prefix=f"devnet-test:{testrun_uid[:8]}:{worker_id}:{test}:",
        media_url=s3.media_url(f"{testrun_uid[:8]}/{worker_id}/{test}"),
        s3_endpoint_url=s3.endpoint,
    )


async def reset_database(settings: Settings) -> None:
    """An empty schema for each test: tables made once, emptied before each use."""
    await Tortoise.generate_schemas(safe=True)
    await search_index.apply(settings.dialect)  # what migrations add beyond the models (full-text search)
    if settings.dialect == "postgres":
        conn = connection()
        tables = [model._meta.db_table for app in Tortoise.apps.values() for model in app.values()]
        await conn.execute_script(
            f"TRUNCATE {', '.join(chr(34) + t + chr(34) for t in tables)} RESTART IDENTITY CASCADE"
        )


@pytest.fixture
async def app(settings: Settings):
    return await create_app(settings)


@pytest.fixture
async def client(app, aiohttp_client, settings):
    test_client = await aiohttp_client(app)
    await reset_database(settings)
    return test_client


class Agent:
    """A browser of one's own (its own cookie jar) against the test server."""

    def __init__(self, server) -> None:
        self.server = server
        self.session = ClientSession(cookie_jar=CookieJar(unsafe=True))

    def request(self, method: str, path: str, **kwargs):
        return self.session.request(method, self.server.make_url(path), **kwargs)

    def get(self, path: str, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path: str, **kwargs):
        return self.request("POST", path, **kwargs)

    def patch(self, path: str, **kwargs):
        return self.request("PATCH", path, **kwargs)

    def delete(self, path: str, **kwargs):
        return self.request("DELETE", path, **kwargs)


PASSWORD = "Passw0rd!"


@pytest.fixture
async def make_user(client):
    """Register a member through the API with an agent of their own; returns (agent, own user json)."""
    agents: list[Agent] = []

    async def make(username: str | None = None, password: str = PASSWORD, **profile):
        username = username or f"user{next(_counter)}"
        agent = Agent(client.server)
        agents.append(agent)
        response = await agent.post(
            "/api/auth/register",
            json={"email": f"{username.lower()}@example.com", "username": username, "password": password},
        )
        assert response.status == 201, await response.text()
        user = await response.json()
        if profile:
            response = await agent.patch("/api/auth/profile", json=profile)
            assert response.status == 200, await response.text()
            user = await response.json()
        return agent, user

    yield make
    for agent in agents:
        await agent.session.close()


@pytest.fixture
async def signed_in(make_user):
    """An agent signed in as a fresh member, and that member's own object."""
    return await make_user()


def pytest_terminal_summary(terminalreporter) -> None:
    """Say how many tests ran on each backend, so a run shows PostgreSQL + Redis were really used."""
    counts: dict[str, dict[str, int]] = {}
    for outcome in ("passed", "failed", "skipped", "error"):
        for report in terminalreporter.stats.get(outcome, []):
            nodeid = getattr(report, "nodeid", "")
            for name in BACKENDS:
                if f"[{name}" in nodeid:
                    bucket = counts.setdefault(name, {})
                    bucket[outcome] = bucket.get(outcome, 0) + 1
    for name, outcomes in counts.items():
        terminalreporter.write_line(f"backend {name}: " + ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items())))
