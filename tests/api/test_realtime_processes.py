"""Live events across two `devnet serve` processes sharing Redis, and what happens when Redis goes away.

Each test starts real server processes on ephemeral ports (one SQLite file they share) and talks
to them with real HTTP and WebSocket clients.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from aiohttp import ClientError, ClientSession, CookieJar

from devnet_api.realtime.events import Audience, publish_via_redis
from tests import backing_services
from tests.api.test_realtime import receive
from tests.conftest import PASSWORD, require_services
from tests.processes import free_port

ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 60


async def wait_until(check, what: str, attempts: int = 300) -> None:
    """Poll ``check()`` until it is true (a guard against hanging, not a timing assertion)."""
    for _ in range(attempts):
        if await check():
            return
        await asyncio.sleep(0.1)
    raise AssertionError(f"gave up waiting for {what}")


class Server:
    def __init__(self, env: dict[str, str], log: Path) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        self._output = log.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "devnet_cli", "serve", "--port", str(self.port)],
            cwd=ROOT,
            env={**env, "DEVNET_PORT": str(self.port)},
            stdout=self._output,
            stderr=subprocess.STDOUT,
        )

    async def ready(self, http: ClientSession) -> None:
        async def answers() -> bool:
            assert self.process.poll() is None, self.log.read_text()
            try:
                async with http.get(self.url + "/api/health") as response:
                    return response.status == 200
            except ClientError:
                return False

        await wait_until(answers, f"{self.url} to start", START_TIMEOUT * 10)

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self._output.close()


class Member:
    """A browser of one's own against one server."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.http = ClientSession(cookie_jar=CookieJar(unsafe=True))
        self.user: dict = {}

    async def register(self) -> Member:
        name = f"m{uuid.uuid4().hex[:10]}"
        async with self.http.post(
            self.server.url + "/api/auth/register",
            json={"email": f"{name}@example.com", "username": name, "password": PASSWORD},
        ) as response:
            assert response.status == 201, await response.text()
            self.user = await response.json()
        return self

    async def socket(self):
        ws = await self.http.ws_connect(self.server.url + "/ws")
        await ws.send_json({"type": "auth", "userId": self.user["id"]})
        assert await receive(ws) == {"type": "auth_ok", "userId": self.user["id"]}
        return ws

    async def post(self, content: str) -> dict:
        async with self.http.post(self.server.url + "/api/posts", json={"content": content}) as response:
            assert response.status == 201, await response.text()
            return await response.json()


@pytest.fixture
async def cluster(tmp_path: Path):
    """start(redis_url) -> two servers sharing one database and one Redis channel."""
    require_services()
    servers: list[Server] = []
    http = ClientSession()
    base = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env = {
        **base,
        "DEVNET_DATABASE_URL": f"sqlite://{tmp_path}/devnet.sqlite3",
        "DEVNET_VAR_DIR": str(tmp_path),
        "DEVNET_FRONTEND_DIR": str(tmp_path / "dist"),
        "DEVNET_REDIS_PREFIX": f"devnet-test:{uuid.uuid4().hex}:",
        "DEVNET_LOG_LEVEL": "INFO",
    }
    subprocess.run(
        [sys.executable, "-m", "devnet_cli", "db", "upgrade"], cwd=ROOT, env=env, check=True, capture_output=True
    )

    async def start(redis_url: str) -> list[Server]:
        for n in range(2):
            servers.append(Server({**env, "DEVNET_REDIS_URL": redis_url}, tmp_path / f"server{n}.log"))
        for server in servers:
            await server.ready(http)
        return servers

    start.env = env
    yield start
    await http.close()
    for server in servers:
        server.stop()


async def test_two_processes_deliver_to_each_others_sockets(cluster):
    one, two = await cluster(backing_services.REDIS_URL)
    alice = await Member(one).register()
    bob = await Member(two).register()
    try:
        alice_ws, bob_ws = await alice.socket(), await bob.socket()
        created = await alice.post("Posted on server one #scale")
        assert await receive(bob_ws) == {"type": "new_post", "post": created}
        assert await receive(alice_ws) == {"type": "new_post", "post": created}
        reply = await bob.post("Answered from server two")
        assert await receive(alice_ws) == {"type": "new_post", "post": reply}
        assert await receive(bob_ws) == {"type": "new_post", "post": reply}
        # A Celery task publishes through Redis too, here to one member only.
        await publish_via_redis(
            backing_services.REDIS_URL,
            cluster.env["DEVNET_REDIS_PREFIX"],
            "friend_request",
            {"request": {"id": 1, "requester": alice.user}},
            Audience.users({bob.user["id"]}),
        )
        await publish_via_redis(
            backing_services.REDIS_URL, cluster.env["DEVNET_REDIS_PREFIX"], "new_post", {"post": {"id": 0}}
        )
        assert await receive(bob_ws) == {"type": "friend_request", "request": {"id": 1, "requester": alice.user}}
        assert await receive(bob_ws) == {"type": "new_post", "post": {"id": 0}}
        assert await receive(alice_ws) == {"type": "new_post", "post": {"id": 0}}  # not the friend request
    finally:
        await alice.http.close()
        await bob.http.close()


@pytest.fixture
def throwaway_redis(tmp_path: Path):
    """A redis-server of the test's own on a free port, which the test may stop and start again."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed")
    port = free_port()
    state: dict = {}

    def start() -> None:
        state["process"] = subprocess.Popen(
            [
                binary,
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(tmp_path),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for _ in range(100):
            with socket.socket() as sock:
                if sock.connect_ex(("127.0.0.1", port)) == 0:
                    return
            if state["process"].poll() is not None:
                raise AssertionError("redis-server did not start")
            time.sleep(0.05)
        raise AssertionError("redis-server did not start")

    def stop() -> None:
        state["process"].terminate()
        state["process"].wait(10)

    start()
    state.update(url=f"redis://127.0.0.1:{port}", start=start, stop=stop)
    yield state
    if state["process"].poll() is None:
        stop()


async def test_when_redis_goes_away_http_and_local_sockets_keep_working_and_it_reconnects(cluster, throwaway_redis):
    one, two = await cluster(throwaway_redis["url"])
    alice = await Member(one).register()
    bob = await Member(two).register()
    try:
        alice_ws, bob_ws = await alice.socket(), await bob.socket()
        first = await alice.post("Before the outage")
        assert await receive(bob_ws) == {"type": "new_post", "post": first}
        assert await receive(alice_ws) == {"type": "new_post", "post": first}

        throwaway_redis["stop"]()
        async with alice.http.get(one.url + "/api/health") as response:
            assert response.status == 200
            assert await response.json() == {
                "status": "degraded",
                "database": "ok",
                "redis": "unavailable",
                "readOnly": False,
            }
        during = await alice.post("During the outage")  # HTTP still answers ...
        assert await receive(alice_ws) == {"type": "new_post", "post": during}  # ... and local sockets get it
        async with bob.http.get(two.url + "/api/posts") as response:
            assert response.status == 200
            assert [post["id"] for post in await response.json()] == [during["id"], first["id"]]

        throwaway_redis["start"]()
        # Server two resubscribes on its own; keep posting on server one until its events arrive.
        for attempt in range(60):
            latest = await alice.post(f"After the outage {attempt}")
            assert await receive(alice_ws) == {"type": "new_post", "post": latest}
            try:
                event = await asyncio.wait_for(bob_ws.receive_json(), 1)
            except TimeoutError:
                continue
            assert event["type"] == "new_post" and event["post"]["content"].startswith("After the outage")
            break
        else:
            raise AssertionError("server two never heard from server one again:\n" + two.log.read_text())
        log = two.log.read_text()
        assert "lost Redis" in log and "Redis is back" in log
    finally:
        await alice.http.close()
        await bob.http.close()
