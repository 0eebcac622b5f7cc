"""`devnet run --scaled` (make run-scaled), as an operator meets it: several web processes on one
port, a worker and beat, images in an S3-compatible store (moto's, in memory: tests only; the set's
default is a folder on disk, tests/ops/test_supervision_postgres.py), /metrics with live numbers, a request id
from the web log into the worker's log of the task it queued, a backup restored, and SIGTERM
draining the lot. One set serves the whole module (its tests run in order, on one xdist worker:
`--dist loadgroup`); the last test stops it."""

from __future__ import annotations

import asyncio
import base64
import io
import re
import subprocess
import time
import uuid
from pathlib import Path

import pytest
from aiohttp import ClientSession, ClientTimeout, CookieJar, WSMsgType
from PIL import Image

from tests import backing_services
from tests.conftest import require_services
from tests.processes import DEVNET, ROOT, S3_CREDENTIALS, RedisServer, S3Server, ScaledSet

pytestmark = pytest.mark.xdist_group("scaled-set")
PASSWORD = "Passw0rd!"
BUCKET = "devnet-media"


@pytest.fixture(scope="module")
def scaled(tmp_path_factory):
    require_services()
    var = tmp_path_factory.mktemp("scaled")
    name = f"devnet_scaled_{uuid.uuid4().hex[:10]}"
    with RedisServer(var) as redis, S3Server(BUCKET) as s3:
        world = ScaledSet(
            var / "var", redis.url, backing_services.pg_url(name), DEVNET_ADDRESS_LIMIT_FACTOR="100", **s3.env()
        )
        world.s3_url = s3.endpoint
        try:
            world.start()
        except RuntimeError as exc:
            world.drop_database()
            pytest.fail(str(exc), pytrace=False)
        try:
            yield world
        finally:
            if world.process is not None:  # the SIGTERM test did not run (or failed before stopping it)
                world.kill()
            world.drop_database()


def s3_client(world: ScaledSet):
    import botocore.session

    return botocore.session.get_session().create_client(
        "s3",
        endpoint_url=world.s3_url,
        region_name="us-east-1",
        aws_access_key_id=S3_CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=S3_CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )


class Member:
    def __init__(self, world: ScaledSet) -> None:
        self.world = world
        self.http = ClientSession(cookie_jar=CookieJar(unsafe=True), timeout=ClientTimeout(total=60))
        self.username = f"m{uuid.uuid4().hex[:12]}"
        self.id: int | None = None

    async def register(self) -> Member:
        async with self.http.post(
            self.world.url + "/api/auth/register",
            json={"email": f"{self.username}@example.com", "username": self.username, "password": PASSWORD},
        ) as response:
            body = await response.json()
            assert response.status == 201, body
            self.id = body["id"]
        return self

    async def close(self) -> None:
        await self.http.close()


async def scrape(world: ScaledSet) -> dict[str, float]:
    """/metrics as {'name{labels}': value}."""
    async with ClientSession() as http, http.get(world.metrics_url) as response:
        assert response.status == 200
        assert response.headers["Content-Type"].startswith("text/plain")
        text = await response.text()
    numbers = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, _, value = line.rpartition(" ")
            numbers[key] = float(value)
    return numbers


def total(numbers: dict[str, float], name: str, **labels: str) -> float:
    """The sum of ``name``'s samples whose labels include ``labels``."""
    found = 0.0
    for key, value in numbers.items():
        named = key == name or key.startswith(name + "{")
        if named and all(f'{label}="{wanted}"' in key for label, wanted in labels.items()):
            found += value
    return found


def png() -> str:
    image = Image.new("RGB", (64, 48), "teal")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def test_two_web_processes_answer_on_the_one_port(scaled: ScaledSet):
    async def ask() -> None:
        for n in range(40):  # a connection each: the kernel spreads them over the listening processes
            async with (
                ClientSession() as http,
                http.get(scaled.url + "/api/health/live", headers={"X-Request-ID": f"spread-{n}"}) as response,
            ):
                assert response.status == 200
                assert response.headers["X-Request-ID"] == f"spread-{n}"

    asyncio.run(ask())
    time.sleep(0.5)
    lines = [line for line in scaled.json_lines("web") if str(line.get("request_id", "")).startswith("spread-")]
    assert len(lines) == 40
    assert len({line["pid"] for line in lines}) == 2, "both web processes answered on the one port"
    assert {line["_process"] for line in lines} == {"web.1", "web.2"}


def test_an_image_uploaded_through_the_set_lands_in_the_bucket(scaled: ScaledSet):
    async def upload() -> str:
        member = await Member(scaled).register()
        try:
            async with member.http.post(
                scaled.url + "/api/projects",
                json={
                    "title": "Bucket test",
                    "description": "An image that must reach S3.",
                    "tags": [],
                    "mediaUrls": [png()],
                },
            ) as response:
                project = await response.json()
                assert response.status == 201, project
            url = project["mediaUrls"][0]
            async with member.http.get(url if url.startswith("http") else scaled.url + url) as response:
                assert response.status == 200  # served (or redirected to the store and served there)
            return url
        finally:
            await member.close()

    asyncio.run(upload())
    listed = s3_client(scaled).list_objects_v2(Bucket=BUCKET)
    assert listed.get("KeyCount", 0) >= 1, "the image is in the bucket, not on the web process's disk"
    assert not any((scaled.var / "media").rglob("*.*")), "nothing written to the local media folder"


def test_metrics_show_live_numbers_that_move(scaled: ScaledSet):
    async def work() -> tuple[dict, dict, dict]:
        before = await scrape(scaled)
        member = await Member(scaled).register()
        try:
            for _ in range(3):
                async with member.http.get(scaled.url + "/api/threads") as response:
                    assert response.status == 200
            # A socket: open while counted, then one frame sent (auth_ok).
            ws = await member.http.ws_connect(scaled.url.replace("http", "ws") + "/ws", origin=scaled.url)
            await ws.send_json({"type": "auth", "userId": member.id})
            assert (await ws.receive_json(timeout=10))["type"] == "auth_ok"
            during = await scrape(scaled)
            await ws.close()
            # Throttled: the sixth reset request for one address in an hour.
            for n in range(6):
                async with member.http.post(
                    scaled.url + "/api/auth/forgot-password", json={"email": "someone@example.com"}
                ) as response:
                    assert response.status == (429 if n == 5 else 202)
        finally:
            await member.close()
        return before, during, await scrape(scaled)

    before, during, _ = asyncio.run(work())
    refresh = subprocess.run([*DEVNET, "trends", "refresh"], env=scaled.env, cwd=ROOT, capture_output=True, text=True)
    assert refresh.returncode == 0, refresh.stderr
    deadline = time.monotonic() + 30
    while True:  # the worker runs the five reset tasks the requests queued
        after = asyncio.run(scrape(scaled))
        if total(after, "devnet_task_runs_total", task="tasks.accounts.mail_reset_link", outcome="success") >= 5:
            break
        assert time.monotonic() < deadline, "the worker did not run the queued tasks"
        time.sleep(0.5)

    route = {"route": "/api/threads", "method": "GET", "status": "200"}
    assert (
        total(after, "devnet_http_requests_total", **route) == total(before, "devnet_http_requests_total", **route) + 3
    )
    assert total(after, "devnet_http_request_duration_seconds_count", route="/api/threads") >= 3
    assert total(after, "devnet_db_query_duration_seconds_count", process="web") > total(
        before, "devnet_db_query_duration_seconds_count", process="web"
    )
    assert total(after, "devnet_db_pool_connections", state="open") >= 1
    assert total(during, "devnet_websockets_open") >= 1
    assert (
        total(after, "devnet_websocket_messages_sent_total")
        >= total(before, "devnet_websocket_messages_sent_total") + 1
    )
    assert total(after, "devnet_throttle_hits_total", limit="reset:email") >= 1
    assert total(after, "devnet_task_duration_seconds_count", task="tasks.accounts.mail_reset_link") >= 5
    assert 0 <= total(after, "devnet_job_lag_seconds", job="hashtags") < 120  # the refresh just ran
    assert "devnet_celery_queue_depth" in " ".join(after)


def test_a_request_id_is_in_the_web_log_and_in_the_worker_log_of_the_task_it_queued(scaled: ScaledSet):
    request_id = f"trace-{uuid.uuid4().hex}"

    async def ask() -> str:
        async with (
            ClientSession() as http,
            http.post(
                scaled.url + "/api/auth/forgot-password",
                json={"email": "traced@example.com"},
                headers={"X-Request-ID": request_id},
            ) as response,
        ):
            assert response.status == 202
            return response.headers["X-Request-ID"]

    assert asyncio.run(ask()) == request_id
    deadline = time.monotonic() + 30
    while not [line for line in scaled.json_lines("worker") if line.get("request_id") == request_id]:
        assert time.monotonic() < deadline, "the worker never logged the task's request id"
        time.sleep(0.3)
    web = [line for line in scaled.json_lines("web") if line.get("request_id") == request_id]
    assert [(line["method"], line["route"], line["status"]) for line in web] == [
        ("POST", "/api/auth/forgot-password", 202)
    ]
    assert isinstance(web[0]["duration_ms"], float)
    worker = [line for line in scaled.json_lines("worker") if line.get("request_id") == request_id]
    assert any(line["logger"] == "devnet.recovery" for line in worker)
    # No address, no cookie, no session id in any line.
    assert "traced@example.com" not in scaled.log()
    assert "session" not in " ".join(str(line) for line in web + worker).lower()


def test_a_pg_dump_and_a_bucket_copy_restore_into_a_fresh_database(scaled: ScaledSet, tmp_path: Path):
    async def content() -> str:
        member = await Member(scaled).register()
        await member.close()
        return member.username

    username = asyncio.run(content())
    dump = tmp_path / "devnet.dump"
    subprocess.run(["pg_dump", "--format=custom", f"--file={dump}", scaled.database_url], check=True, timeout=120)
    restored = f"devnet_restore_{uuid.uuid4().hex[:8]}"
    asyncio.run(backing_services.recreate_database(restored))
    try:
        subprocess.run(
            ["pg_restore", "--no-owner", f"--dbname={backing_services.pg_url(restored)}", str(dump)],
            check=True,
            timeout=120,
        )
        found = subprocess.run(
            [
                "psql",
                "-At",
                backing_services.pg_url(restored),
                "-c",
                f"SELECT username FROM users WHERE username = '{username}'",
            ],
            capture_output=True,
            text=True,
            check=True,
        )
        assert found.stdout.strip() == username
        status = subprocess.run(
            [*DEVNET, "db", "status"],
            env={**scaled.env, "DEVNET_DATABASE_URL": backing_services.pg_url(restored)},
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert status.returncode == 0, status.stderr
    finally:
        asyncio.run(backing_services.drop_database(restored))
    # The bucket, copied object by object to a backup bucket (what `aws s3 sync` does).
    s3 = s3_client(scaled)
    s3.create_bucket(Bucket="devnet-media-backup")
    keys = [item["Key"] for item in s3.list_objects_v2(Bucket=BUCKET).get("Contents", [])]
    for key in keys:
        s3.copy_object(Bucket="devnet-media-backup", Key=key, CopySource={"Bucket": BUCKET, "Key": key})
    copied = [item["Key"] for item in s3.list_objects_v2(Bucket="devnet-media-backup").get("Contents", [])]
    assert sorted(copied) == sorted(keys)


def test_sigterm_drains_the_set(scaled: ScaledSet):
    """Last: it stops the set. A request still arriving is answered, a socket is told 1001, every
    process exits 0."""

    async def drain() -> None:
        member = await Member(scaled).register()
        try:
            ws = await member.http.ws_connect(scaled.url.replace("http", "ws") + "/ws", origin=scaled.url)
            await ws.send_json({"type": "auth", "userId": member.id})
            assert (await ws.receive_json(timeout=10))["type"] == "auth_ok"
            started, finish = asyncio.Event(), asyncio.Event()

            async def body():
                yield b'{"content": "' + b"x" * 2000
                started.set()
                await finish.wait()
                yield b"y" * 2000 + b'"}'

            async def held() -> tuple[int, dict]:
                async with member.http.post(
                    scaled.url + "/api/posts", data=body(), headers={"Content-Type": "application/json"}
                ) as response:
                    return response.status, await response.json()

            upload = asyncio.create_task(held())
            await asyncio.wait_for(started.wait(), 30)
            await asyncio.sleep(0.5)  # the request is in its handler, reading the rest of the body
            scaled.process.terminate()
            closed = await ws.receive(timeout=30)
            assert (closed.type, closed.data) == (WSMsgType.CLOSE, 1001)
            finish.set()
            status, post = await asyncio.wait_for(upload, 60)
            assert status == 201, post
            assert len(post["content"]) == 4000
        finally:
            await member.close()

    asyncio.run(drain())
    code = scaled.process.wait(60)
    log = scaled.log()
    scaled.process = None
    assert code == 0, log[-3000:]
    for name in ("web.1", "web.2", "worker.1", "beat.1"):
        assert re.search(rf"stopped: {re.escape(name)} \(exit status 0\)", log), log[-3000:]
