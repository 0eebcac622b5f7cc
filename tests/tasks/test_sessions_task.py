"""The session purge: the service on its own, then the Celery task run by a real worker."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from celery import Celery
from redis import Redis
from tortoise import Tortoise

from devnet_api.db import using_orm
from devnet_api.jobs import SCHEDULE
from devnet_api.models.accounts import AuthSession, User
from devnet_api.services import sessions
from tests import services
from tests.conftest import require_services

ROOT = Path(__file__).resolve().parents[2]
# The task name as the job registry writes it (the one place it is written).
PURGE_TASK = next(job.task for job in SCHEDULE if job.run is sessions.purge_expired)
CELERY_REDIS = f"{services.REDIS_URL}/10"  # a database of its own; each run uses a queue of its own


async def seed() -> dict:
    """A member with one expired session and one live one; returns their tokens."""
    user = await User.create(email="sleepy@example.com", username="sleepy", username_key="sleepy",
                             display_name="sleepy", password_hash="x")
    live = await sessions.create(user.id, max_age=3600)
    expired = await sessions.create(user.id, max_age=3600)
    await AuthSession.filter(token_hash=sessions._digest(expired)).update(
        expires_at=datetime.now(timezone.utc) - timedelta(minutes=1))
    return {"user_id": user.id, "live": live, "expired": expired}


async def remaining(tokens: dict) -> dict:
    """Which session rows are still there, and whom the live token signs in."""
    live_user = await sessions.user_for(tokens["live"])
    return {
        "rows": await AuthSession.all().count(),
        "expired_row": await AuthSession.exists(token_hash=sessions._digest(tokens["expired"])),
        "live_user": live_user.id if live_user else None,
    }


async def test_purge_deletes_expired_sessions_and_keeps_members_signed_in(tmp_path):
    async def work():
        await Tortoise.generate_schemas()
        tokens = await seed()
        assert (await remaining(tokens))["rows"] == 2
        purged = await sessions.purge_expired()
        return purged, tokens, await remaining(tokens)

    purged, tokens, after = await using_orm(f"sqlite://{tmp_path}/devnet.sqlite3", work)
    assert purged == 1
    assert after == {"rows": 1, "expired_row": False, "live_user": tokens["user_id"]}


async def test_purge_with_nothing_expired_deletes_nothing(tmp_path):
    async def work():
        await Tortoise.generate_schemas()
        user = await User.create(email="a@example.com", username="a_user", username_key="a_user",
                                 display_name="a", password_hash="x")
        token = await sessions.create(user.id, max_age=60)
        return await sessions.purge_expired(), await sessions.user_for(token)

    purged, user = await using_orm(f"sqlite://{tmp_path}/devnet.sqlite3", work)
    assert purged == 0
    assert user is not None and user.username == "a_user"


@pytest.fixture
def fresh_pg_url(worker_id: str, testrun_uid: str):
    """An empty PostgreSQL database of this run and worker, dropped afterwards."""
    require_services()
    name = f"devnet_celery_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(services.recreate_database(name))
    yield services.pg_url(name)
    asyncio.run(services.drop_database(name))


def test_celery_worker_runs_the_purge_by_name(tmp_path, fresh_pg_url):
    database_url = fresh_pg_url
    env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env.update(DEVNET_DATABASE_URL=database_url, DEVNET_REDIS_URL=CELERY_REDIS, DEVNET_VAR_DIR=str(tmp_path / "var"))
    upgrade = subprocess.run([str(Path(sys.executable).parent / "devnet"), "db", "upgrade"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
    assert upgrade.returncode == 0, upgrade.stderr
    tokens = asyncio.run(using_orm(database_url, seed))

    queue = f"devnet-test-{uuid.uuid4().hex}"
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "tasks", "worker", "--pool", "solo", "--concurrency", "1",
         "-Q", queue, "--without-gossip", "--without-mingle", "--loglevel", "INFO"],
        env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # The API's way in: enqueue by task name, never importing the tasks package.
    client = Celery("devnet-test-client", broker=CELERY_REDIS, backend=CELERY_REDIS)
    try:
        result = client.send_task(PURGE_TASK, queue=queue)
        purged = result.get(timeout=60)
        result.forget()
    finally:
        client.close()
        with Redis.from_url(CELERY_REDIS) as redis:
            redis.delete(f"_kombu.binding.{queue}", queue)
        worker.terminate()
        try:
            log, _ = worker.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            worker.kill()
            log, _ = worker.communicate()
        print(log)  # shown by pytest when the test fails
    assert purged == 1
    assert PURGE_TASK in log and "succeeded" in log
    after = asyncio.run(using_orm(database_url, lambda: remaining(tokens)))
    assert after == {"rows": 1, "expired_row": False, "live_user": tokens["user_id"]}
