"""A load balancer drains a process that lost its database: readiness goes 503 while liveness stays
200 (the process itself is fine; restarting it would not help), and both come back with the database."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

import pytest

from tests.conftest import require_services
from tests.processes import DevnetServer, PostgresServer, RedisServer, sqlite_env


def ask(url: str) -> tuple[int, dict]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def eventually(url: str, status: int, timeout: float = 30) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        code, body = ask(url)
        if code == status:
            return body
        assert time.monotonic() < deadline, (code, body)
        time.sleep(0.3)


@pytest.mark.xdist_group("own-postgres")
def test_readiness_fails_without_the_database_while_liveness_stays_up(tmp_path):
    require_services()
    var = tmp_path / "var"
    var.mkdir()
    with PostgresServer() as postgres, RedisServer(var) as redis:
        env = sqlite_env(var, DEVNET_DATABASE_URL=postgres.url, DEVNET_REDIS_URL=redis.url)
        with DevnetServer(var, env) as server:
            ready = eventually(server.url + "/api/health/ready", 200)
            assert ready == {"status": "ready", "database": "ok", "redis": "ok", "migrations": "ok", "media": "ok"}

            postgres.stop()
            down = eventually(server.url + "/api/health/ready", 503)
            assert (down["status"], down["database"]) == ("unready", "unavailable")
            assert ask(server.url + "/api/health/live") == (200, {"status": "ok"})

            postgres.start()
            eventually(server.url + "/api/health/ready", 200)
