"""Faults, against real processes: Redis stopped and PostgreSQL restarted under load, a Celery worker
killed mid-task, SIGTERM with hundreds of sockets open. What a member notices is the promise: during an
outage only 503 with Retry-After (never another 5xx), service back on its own once the dependency
returns (no process restart), no scheduled work lost or counted twice, sockets told the server is going
away (1001) and requests in flight answered. Figures and anchors: docs/security.md, "Faults and load"."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC
from pathlib import Path

import pytest
from aiohttp import ClientError, ClientSession, ClientTimeout, CookieJar, TCPConnector, WSMsgType

from tests import backing_services
from tests.conftest import PASSWORD
from tests.processes import ROOT, DevnetServer, PostgresServer, RedisServer, sqlite_env

SOAK = pytest.mark.soak
# Generous limits: the load below is a handful of members writing as fast as they can from one address.
RELAXED_LIMITS = ",".join(
    f"{name}=1000000/3600"
    for name in ("login:address", "login:email", "register", "thread", "project", "comment", "message", "post", "like")
)
RELAXED_ENV = {
    "DEVNET_RATE_LIMITS": RELAXED_LIMITS,
    "DEVNET_ADDRESS_LIMIT_FACTOR": "1000",
    "DEVNET_LOG_LEVEL": "WARNING",
}
REDIS_BACK_WITHIN = 10  # seconds after Redis returns (the promise in docs/security.md)
POSTGRES_BACK_WITHIN = 30  # seconds after PostgreSQL returns


def own_postgres() -> PostgresServer:
    """A PostgreSQL cluster of the test's own; skipped (failed with DEVNET_REQUIRE_SERVICES=1) where the
    server binaries are not installed, as the PostgreSQL + Redis suite is where they do not answer."""
    try:
        return PostgresServer()
    except RuntimeError as exc:
        if backing_services.REQUIRED:
            pytest.fail(f"DEVNET_REQUIRE_SERVICES=1 but {exc}", pytrace=False)
        pytest.skip(str(exc))


# --- signed-in members of a real server -------------------------------------------------------------


@dataclass
class Member:
    """One browser of its own (cookie jar) signed in to ``base``."""

    base: str
    http: ClientSession
    id: int = 0
    username: str = ""

    def url(self, path: str) -> str:
        return self.base + path

    async def close(self) -> None:
        await self.http.close()


async def register(base: str, username: str | None = None, timeout: float = 30) -> Member:
    username = username or f"m{uuid.uuid4().hex[:12]}"
    http = ClientSession(cookie_jar=CookieJar(unsafe=True), timeout=ClientTimeout(total=timeout))
    response = await http.post(
        base + "/api/auth/register",
        json={"email": f"{username}@example.com", "username": username, "password": PASSWORD},
    )
    body = await response.json()
    assert response.status == 201, body
    return Member(base, http, body["id"], username)


async def members(base: str, count: int) -> list[Member]:
    return list(await asyncio.gather(*(register(base) for _ in range(count))))


async def open_socket(member: Member):
    """The member's /ws, authenticated (auth_ok received)."""
    ws = await member.http.ws_connect(member.base.replace("http", "ws", 1) + "/ws", heartbeat=None)
    await ws.send_json({"type": "auth", "userId": member.id})
    msg = await ws.receive(timeout=30)
    assert msg.type == WSMsgType.TEXT and msg.json() == {"type": "auth_ok", "userId": member.id}, msg
    return ws


# --- a load of signed-in reads and writes, every answer recorded ------------------------------------


@dataclass
class Answer:
    at: float  # time.monotonic() when the answer came
    what: str
    status: int  # 0: no HTTP answer at all (connection refused, reset, timeout)
    retry_after: str | None = None
    detail: str = ""

    @property
    def ok(self) -> bool:
        return 200 <= self.status < 300

    @property
    def acceptable_outage(self) -> bool:
        """What a client may get while a dependency is down: a 2xx, or a 503 telling it when to retry."""
        return self.ok or (self.status == 503 and (self.retry_after or "").isdigit())


@dataclass
class Load:
    """Members in a loop of signed-in reads and writes: their own session, a list, a message to a
    partner, a like and unlike on a shared post, the conversation. Every answer is kept."""

    members: list[Member]
    post_id: int
    answers: list[Answer] = field(default_factory=list)
    _stop: asyncio.Event = field(default_factory=asyncio.Event)
    _tasks: list[asyncio.Task] = field(default_factory=list)

    def start(self) -> Load:
        self._tasks = [asyncio.create_task(self._run(i)) for i in range(len(self.members))]
        return self

    async def stop(self) -> None:
        self._stop.set()
        await asyncio.gather(*self._tasks)

    async def _call(self, member: Member, method: str, path: str, what: str, **kwargs) -> None:
        try:
            async with member.http.request(method, member.url(path), **kwargs) as response:
                text = await response.text()
                detail = text[:200] if response.status >= 300 else ""
                self.answers.append(
                    Answer(time.monotonic(), what, response.status, response.headers.get("Retry-After"), detail)
                )
        except (TimeoutError, ClientError, OSError) as exc:
            self.answers.append(Answer(time.monotonic(), what, 0, None, f"{exc.__class__.__name__}: {exc}"))
        await asyncio.sleep(0.02)

    async def _run(self, index: int) -> None:
        member = self.members[index]
        partner = self.members[(index + 1) % len(self.members)]
        turn = 0
        while not self._stop.is_set():
            turn += 1
            await self._call(member, "GET", "/api/auth/me", "me")
            await self._call(member, "GET", "/api/threads?limit=5", "threads")
            await self._call(
                member, "POST", "/api/messages", "send", json={"toUserId": partner.id, "message": f"turn {turn}"}
            )
            await self._call(member, "POST" if turn % 2 else "DELETE", f"/api/posts/{self.post_id}/like", "like")
            await self._call(member, "GET", f"/api/conversations/{partner.id}?limit=5", "conversation")

    def since(self, moment: float) -> list[Answer]:
        return [answer for answer in self.answers if answer.at >= moment]

    async def wait_clean_round(self, since: float, within: float) -> float:
        """Wait until every kind of request has answered 2xx after ``since`` (and nothing but 2xx
        after the first of them); answer when that happened. Fails past ``within`` seconds."""
        kinds = {"me", "threads", "send", "like", "conversation"}
        deadline = since + within
        while time.monotonic() < deadline:
            recent = self.since(since)
            last_bad = max((a.at for a in recent if not a.ok), default=since)
            clean = {a.what for a in recent if a.at > last_bad and a.ok}
            if clean >= kinds:
                return last_bad
            await asyncio.sleep(0.1)
        bad = [a for a in self.since(since) if not a.ok][-5:]
        raise AssertionError(f"not back to normal within {within} s of the dependency returning; last failures: {bad}")


def unacceptable(answers: list[Answer]) -> list[Answer]:
    return [answer for answer in answers if not answer.acceptable_outage]


# --- a scaled-mode server on a PostgreSQL and a Redis of its own ------------------------------------


@dataclass
class Scaled:
    postgres: PostgresServer
    redis: RedisServer
    server: DevnetServer


@pytest.fixture(scope="module")
def scaled(tmp_path_factory) -> Iterator[Scaled]:
    """One `devnet serve` on its own PostgreSQL cluster and redis-server, so stopping either disturbs
    no other test (the shared PostgreSQL and Redis stay up)."""
    var = tmp_path_factory.mktemp("faults")
    with own_postgres() as postgres, RedisServer(var) as redis:
        env = sqlite_env(var, DEVNET_DATABASE_URL=postgres.url, DEVNET_REDIS_URL=redis.url, **RELAXED_ENV)
        with DevnetServer(var, env) as server:
            yield Scaled(postgres, redis, server)


async def start_load(base: str, count: int = 4) -> Load:
    crowd = await members(base, count)
    response = await crowd[0].http.post(base + "/api/posts", json={"content": "shared post for the load"})
    assert response.status == 201, await response.text()
    load = Load(crowd, (await response.json())["id"]).start()
    await asyncio.sleep(1)
    return load


async def outage(scaled: Scaled, stop, start, seconds: float, back_within: float) -> Load:
    """Run the load, take a dependency away for ``seconds``, bring it back, and wait until every kind
    of request succeeds again; answers the load (stopped) for the caller's checks."""
    pid = scaled.server.pid
    load = await start_load(scaled.server.url)
    try:
        assert load.answers and all(answer.ok for answer in load.answers), unacceptable(load.answers)[:5]
        await asyncio.to_thread(stop)
        await asyncio.sleep(seconds)
        await asyncio.to_thread(start)
        returned = time.monotonic()
        recovered = await load.wait_clean_round(returned, back_within)
        await asyncio.sleep(2)  # and it stays back
    finally:
        await load.stop()
        for member in load.members:
            await member.close()
    after = [answer for answer in load.since(recovered) if answer.at > recovered]
    assert scaled.server.process is not None and scaled.server.process.poll() is None
    assert scaled.server.pid == pid  # the same process served throughout: nothing restarted it
    assert after and all(answer.ok for answer in after), [a for a in after if not a.ok][:5]
    return load


def health(server: DevnetServer) -> dict:
    with urllib.request.urlopen(server.url + "/api/health", timeout=10) as response:
        return json.loads(response.read())


def redis_outage(scaled: Scaled, seconds: float) -> None:
    def stop() -> None:
        scaled.redis.stop()
        assert health(scaled.server)["redis"] == "unavailable"  # the outage is real, and the probe says so

    load = asyncio.run(outage(scaled, stop, scaled.redis.start, seconds, REDIS_BACK_WITHIN))
    assert unacceptable(load.answers) == []
    assert health(scaled.server) == {"status": "ok", "database": "ok", "redis": "ok", "readOnly": False}


def postgres_restart(scaled: Scaled, seconds: float) -> None:
    load = asyncio.run(outage(scaled, scaled.postgres.stop, scaled.postgres.start, seconds, POSTGRES_BACK_WITHIN))
    assert unacceptable(load.answers) == []
    # The outage was felt (the database holds the sessions): as 503s that say when to come back.
    assert any(answer.status == 503 for answer in load.answers)


def test_redis_stopped_under_load_answers_only_2xx_or_503_with_retry_after_and_recovers(scaled):
    redis_outage(scaled, seconds=3)


def test_postgres_restarted_under_load_answers_only_503_with_retry_after_and_recovers(scaled):
    postgres_restart(scaled, seconds=3)


@SOAK
def test_soak_redis_stopped_for_a_minute_then_postgres_restarted(scaled):
    redis_outage(scaled, seconds=60)
    postgres_restart(scaled, seconds=30)


# --- a Celery worker killed mid-task ----------------------------------------------------------------

WORKER_KILLS = 20  # make soak
QUICK_WORKER_KILLS = 5  # make test: each kill costs a few seconds (a new pool process, a redelivery)
SNAPSHOT_TABLES = ("trending_hashtags", "trending_users", "user_analytics")


def child_pids(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (a prefork worker's pool), from /proc."""
    children = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                children.append(int(entry.name))
    return children


async def seed_trends() -> None:
    """Three established members posting hashtags and viewing a profile: every snapshot job has rows to write."""
    from datetime import datetime, timedelta

    from devnet_api.models.accounts import User
    from devnet_api.services import accounts, feed

    users = [await accounts.register(f"{name}@example.com", name, PASSWORD) for name in ("ada", "bob", "cy")]
    await User.all().update(created_at=datetime.now(UTC) - timedelta(days=2))
    for user, text in zip(
        users, ("Shipping #celery today", "#celery and #redis", "#celery #redis #kombu"), strict=True
    ):
        await feed.create(user.id, text, [], [], Path("/nonexistent"))
    # Clearly different activity (ada 3 posts, bob 2, cy 1), so trending users have one order: with
    # one post each, their scores differ only by the milliseconds between the posts, and two runs a
    # moment apart could round them equal or not.
    for user, extra in zip(users, (2, 1, 0), strict=True):
        for n in range(extra):
            await feed.create(user.id, f"Notes, part {n + 2}", [], [], Path("/nonexistent"))


async def snapshots() -> dict:
    """What the trend and analytics endpoints read, less the computation time and time-decayed scores."""
    from devnet_api.models.trends import TrendingHashtag, TrendingUser, UserAnalytics

    return {
        "hashtags": await TrendingHashtag.all().order_by("rank").values_list("rank", "tag", "people"),
        "users": await TrendingUser.all().order_by("rank").values_list("rank", "user_id"),
        "analytics": await UserAnalytics.all()
        .order_by("user_id")
        .values_list("user_id", "total_likes", "total_comments", "recent"),
    }


async def recompute() -> dict:
    from devnet_api.services import analytics, trends

    await trends.refresh_hashtags()
    await trends.refresh_users()
    await analytics.refresh()
    return await snapshots()


class SnapshotLock:
    """Holds the snapshot tables locked, so a job that reaches its write waits there: mid-task."""

    def __init__(self, url: str) -> None:
        self.url = url.replace("postgres://", "postgresql://", 1)

    async def __aenter__(self) -> SnapshotLock:
        import asyncpg

        self.conn = await asyncpg.connect(self.url)
        self.tx = self.conn.transaction()
        await self.tx.start()
        await self.conn.execute(f"LOCK TABLE {', '.join(SNAPSHOT_TABLES)} IN ACCESS EXCLUSIVE MODE")
        return self

    async def waiting(self) -> set[int]:
        """Backends of other sessions waiting on a lock: a job stopped at its write."""
        # Inside a transaction pg_stat_activity is a snapshot taken once: ask for a fresh one each time.
        await self.conn.execute("SELECT pg_stat_clear_snapshot()")
        rows = await self.conn.fetch(
            "SELECT pid FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
            "AND datname = current_database() AND pid <> pg_backend_pid()"
        )
        return {row["pid"] for row in rows}

    async def release(self) -> None:
        await self.tx.rollback()
        await self.conn.close()

    async def __aexit__(self, *exc) -> None:
        import asyncpg

        if not self.conn.is_closed():
            with contextlib.suppress(asyncpg.InterfaceError, asyncpg.PostgresError, OSError):  # the server went away
                await self.release()


async def wait_for(predicate, timeout: float, what: str):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = await predicate()
        if value:
            return value
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def worker_world(tmp_path) -> Iterator[tuple[PostgresServer, RedisServer, dict]]:
    """A PostgreSQL and a Redis of the test's own, migrated and seeded, and a worker's environment."""
    from devnet_api.db import using_orm

    with own_postgres() as postgres, RedisServer(tmp_path) as redis:
        env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
        env.update(DEVNET_DATABASE_URL=postgres.url, DEVNET_REDIS_URL=redis.url, DEVNET_VAR_DIR=str(tmp_path / "var"))
        subprocess.run(
            [sys.executable, "-m", "devnet_cli", "db", "upgrade"],
            env=env,
            cwd=ROOT,
            check=True,
            capture_output=True,
            timeout=120,
        )
        asyncio.run(using_orm(postgres.url, seed_trends))
        yield postgres, redis, env


def start_worker(env: dict, queue: str, log: Path) -> subprocess.Popen:
    with log.open("ab") as out:
        return subprocess.Popen(
            [
                sys.executable,
                "-m",
                "celery",
                "-A",
                "tasks",
                "worker",
                "--pool",
                "prefork",
                "--concurrency",
                "1",
                "-Q",
                queue,
                "--without-gossip",
                "--without-mingle",
                "--without-heartbeat",
                "--loglevel",
                "INFO",
            ],
            env=env,
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def stop_worker(worker: subprocess.Popen) -> None:
    if worker.poll() is None:
        worker.terminate()
        try:
            worker.wait(30)
        except subprocess.TimeoutExpired:
            worker.kill()
            worker.wait()


async def new_waiter(lock: SnapshotLock, seen: set[int]) -> set[int]:
    return (await lock.waiting()) - seen


async def gone(parent: int, pid: int) -> bool:
    return pid not in child_pids(parent)


async def kill_mid_task(lock: SnapshotLock, worker: subprocess.Popen, kills: int, seen: set[int]) -> None:
    """``kills`` times: wait until a job is stopped at its write (a new waiting backend), then SIGKILL the
    pool process running it. The killed process's backend may wait on until the lock goes (PostgreSQL
    notices a dead client when it next writes to it), then rolls back."""
    for _ in range(kills):
        seen |= await wait_for(functools.partial(new_waiter, lock, seen), 60, "a job to reach its write")
        children = child_pids(worker.pid)
        assert len(children) == 1, children
        os.kill(children[0], signal.SIGKILL)
        await wait_for(functools.partial(gone, worker.pid, children[0]), 30, "the killed pool process to go")


def run_with_kills(
    postgres: PostgresServer, redis: RedisServer, env: dict, log: Path, kills: int, whole_worker: bool = False
) -> tuple[list, dict]:
    """Send the three snapshot jobs to a worker, kill its pool process ``kills`` times mid-task, and with
    ``whole_worker`` then SIGKILL the whole worker mid-task and start another; answer the task results
    and the snapshots."""
    from celery import Celery

    from devnet_api.backing.jobs import SCHEDULE
    from devnet_api.db import using_orm
    from devnet_api.services import analytics, trends

    names = [
        job.task for job in SCHEDULE if job.run in (trends.refresh_hashtags, trends.refresh_users, analytics.refresh)
    ]
    queue = f"faults-{uuid.uuid4().hex[:8]}"
    client = Celery("devnet-faults", broker=redis.url, backend=redis.url)

    async def scenario() -> list:
        workers = [start_worker(env, queue, log)]
        try:
            async with SnapshotLock(postgres.url) as lock:
                sent = [client.send_task(name, queue=queue) for name in names]
                seen: set[int] = set()
                await kill_mid_task(lock, workers[0], kills, seen)
                if whole_worker:
                    waiter = functools.partial(new_waiter, lock, seen)
                    seen |= await wait_for(waiter, 60, "a job to reach its write")
                    os.killpg(workers[0].pid, signal.SIGKILL)  # the worker and its pool, as the OOM killer would
                    await asyncio.to_thread(workers[0].wait)
                    workers.append(start_worker(env, queue, log))
                    # The task it held comes back once the visibility timeout passes, to the next worker.
                    seen |= await wait_for(waiter, 60, "the next worker to take the abandoned task")
                await lock.release()
            return await asyncio.to_thread(lambda: [result.get(timeout=120) for result in sent])
        finally:
            for worker in workers:
                await asyncio.to_thread(stop_worker, worker)

    try:
        results = asyncio.run(scenario())
    finally:
        client.close()
    return results, asyncio.run(using_orm(postgres.url, snapshots))


def worker_killed(
    postgres: PostgresServer, redis: RedisServer, env: dict, log_path: Path, kills: int, whole_worker: bool = False
) -> None:
    try:
        results, after_kills = run_with_kills(postgres, redis, env, log_path, kills, whole_worker)
    finally:
        log = log_path.read_text(errors="replace") if log_path.exists() else ""
        print(log[-5000:])  # shown by pytest when the test fails
    assert log.count("WorkerLostError") >= kills
    # Every task sent came back done, with what it wrote.
    assert results == [{"hashtags": 3}, {"users": 3}, {"members": 3}]
    # What the killed runs began left no trace: the snapshots are exactly what one clean run writes.
    from devnet_api.db import using_orm

    assert after_kills["hashtags"] == [(1, "celery", 3), (2, "redis", 2), (3, "kombu", 1)]
    assert after_kills == asyncio.run(using_orm(postgres.url, recompute))


def test_a_worker_killed_mid_task_loses_no_task_and_counts_nothing_twice(worker_world, tmp_path):
    worker_killed(*worker_world, tmp_path / "worker.log", kills=QUICK_WORKER_KILLS)


def test_a_whole_worker_killed_mid_task_hands_the_task_to_the_next_worker(worker_world, tmp_path):
    postgres, redis, env = worker_world
    # Unacknowledged tasks of a dead worker return after the visibility timeout: seconds here, an hour
    # in production (tasks/celery_app.py).
    env = {**env, "DEVNET_CELERY_VISIBILITY_TIMEOUT": "3"}
    worker_killed(postgres, redis, env, tmp_path / "worker.log", kills=1, whole_worker=True)


@SOAK
def test_soak_a_worker_killed_mid_task_twenty_times_loses_no_task_and_counts_nothing_twice(worker_world, tmp_path):
    worker_killed(*worker_world, tmp_path / "worker.log", kills=WORKER_KILLS)


# --- SIGTERM with hundreds of sockets open and a request in flight ----------------------------------

OPEN_SOCKETS = 500
SOCKETS_PER_MEMBER = 5  # under realtime.hub.MAX_SOCKETS_PER_MEMBER; each member on an address of its own, so
# the per-network cap (realtime.hub.MAX_SOCKETS_PER_NETWORK) is not what this test meets either


def loopback(index: int) -> str:
    """A distinct loopback address per client (all of 127.0.0.0/8 reaches a server on 127.0.0.1)."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


async def register_from(base: str, index: int) -> Member:
    """A member whose every connection comes from ``loopback(index)``, as if from a machine of its own."""
    username = f"m{uuid.uuid4().hex[:12]}"
    connector = TCPConnector(local_addr=(loopback(index), 0), limit=0)
    http = ClientSession(cookie_jar=CookieJar(unsafe=True), connector=connector, timeout=ClientTimeout(total=60))
    response = await http.post(
        base + "/api/auth/register",
        json={"email": f"{username}@example.com", "username": username, "password": PASSWORD},
    )
    body = await response.json()
    assert response.status == 201, body
    return Member(base, http, body["id"], username)


@contextlib.contextmanager
def served(backend: str, var: Path) -> Iterator[DevnetServer]:
    """A `devnet serve` of the test's own: embedded on SQLite, or scaled on its own PostgreSQL and Redis."""
    if backend == "sqlite":
        with DevnetServer(var, sqlite_env(var, **RELAXED_ENV)) as server:
            yield server
        return
    var.mkdir(parents=True, exist_ok=True)
    with own_postgres() as postgres, RedisServer(var) as redis:
        env = sqlite_env(var, DEVNET_DATABASE_URL=postgres.url, DEVNET_REDIS_URL=redis.url, **RELAXED_ENV)
        with DevnetServer(var, env) as server:
            yield server


async def held_post(member: Member, started: asyncio.Event, finish: asyncio.Event) -> tuple[int, dict]:
    """POST /api/posts whose body is sent in two parts: the second only once ``finish`` is set, so the
    request is in flight (its handler reading the body) for as long as the test wants."""
    text = "x" * 4000

    async def body():
        yield b'{"content": "' + text[:2000].encode()
        started.set()
        await finish.wait()
        yield text[2000:].encode() + b'"}'

    async with member.http.post(
        member.url("/api/posts"), data=body(), headers={"Content-Type": "application/json"}
    ) as response:
        return response.status, await response.json()


async def sigterm_with_open_sockets(server: DevnetServer) -> None:
    base = server.url
    crowd = list(await asyncio.gather(*(register_from(base, i) for i in range(OPEN_SOCKETS // SOCKETS_PER_MEMBER))))
    try:
        sockets = []
        for member in crowd:
            sockets += await asyncio.gather(*(open_socket(member) for _ in range(SOCKETS_PER_MEMBER)))
        assert len(sockets) == OPEN_SOCKETS
        started, finish = asyncio.Event(), asyncio.Event()
        upload = asyncio.create_task(held_post(crowd[0], started, finish))
        await asyncio.wait_for(started.wait(), 30)
        await asyncio.sleep(0.5)  # the request has reached its handler, which waits for the rest of the body

        server.process.send_signal(signal.SIGTERM)
        closes = await asyncio.gather(*(ws.receive(timeout=60) for ws in sockets))
        # Every socket was told the server is going away (1001), not dropped or reset.
        assert {(msg.type, msg.data) for msg in closes} == {(WSMsgType.CLOSE, 1001)}
        assert {ws.close_code for ws in sockets} == {1001}

        finish.set()  # the request in flight finishes during the shutdown, and is answered
        status, post = await asyncio.wait_for(upload, 60)
        assert status == 201, post
        assert len(post["content"]) == 4000
        code = await asyncio.to_thread(server.process.wait, 60)
        assert code == 0, server.log()[-3000:]
        server.process = None
    finally:
        for member in crowd:
            await member.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_sigterm_closes_500_open_sockets_with_1001_and_answers_the_request_in_flight(backend, tmp_path):
    with served(backend, tmp_path / "var") as server:
        asyncio.run(sigterm_with_open_sockets(server))


def test_a_task_cut_by_a_postgres_restart_is_retried_and_completes(worker_world, tmp_path):
    """A restart terminates the job's connection mid-transaction (AdminShutdown, "connection was closed
    in the middle of operation"): the worker retries it with backoff instead of failing it."""
    from celery import Celery

    from devnet_api.db import using_orm

    postgres, redis, env = worker_world
    queue = f"faults-{uuid.uuid4().hex[:8]}"
    client = Celery("devnet-faults", broker=redis.url, backend=redis.url)
    log = tmp_path / "worker.log"

    async def scenario():
        worker = start_worker(env, queue, log)
        try:
            async with SnapshotLock(postgres.url) as lock:
                sent = client.send_task("tasks.trends.hashtags", queue=queue)
                await wait_for(lock.waiting, 60, "the job to reach its write")
                await asyncio.to_thread(postgres.stop)  # cuts the lock's connection and the job's
            await asyncio.to_thread(postgres.start)
            return await asyncio.to_thread(sent.get, timeout=120)
        finally:
            await asyncio.to_thread(stop_worker, worker)

    try:
        result = asyncio.run(scenario())
    finally:
        client.close()
        print(log.read_text(errors="replace")[-5000:] if log.exists() else "")
    assert result == {"hashtags": 3}
    assert asyncio.run(using_orm(postgres.url, snapshots))["hashtags"] == [
        (1, "celery", 3),
        (2, "redis", 2),
        (3, "kombu", 1),
    ]
