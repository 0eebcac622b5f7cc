"""The session purge: the service on its own, then the Celery task run by a real worker."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from tortoise import Tortoise

from devnet_api.backing.jobs import SCHEDULE
from devnet_api.db import using_orm
from devnet_api.models.accounts import AuthSession, User
from devnet_api.services import sessions
from tests import backing_services
from tests.conftest import require_services
from tests.tasks.worker import run_worker_tasks, upgraded_env

# The task name as the job registry writes it (the one place it is written).
PURGE_TASK = next(job.task for job in SCHEDULE if job.run is sessions.purge_expired)


async def seed() -> dict:
    """A member with one expired session and one live one; returns their tokens."""
    user = await User.create(
        email="sleepy@example.com", username="sleepy", username_key="sleepy", display_name="sleepy", password_hash="x"
    )
    live = await sessions.create(user.id, max_age=3600)
    expired = await sessions.create(user.id, max_age=3600)
    await AuthSession.filter(token_hash=sessions._digest(expired)).update(
        expires_at=datetime.now(UTC) - timedelta(minutes=1)
    )
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
        user = await User.create(
            email="a@example.com", username="a_user", username_key="a_user", display_name="a", password_hash="x"
        )
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
    asyncio.run(backing_services.recreate_database(name))
    yield backing_services.pg_url(name)
    asyncio.run(backing_services.drop_database(name))


def test_celery_worker_runs_the_purge_by_name(tmp_path, fresh_pg_url):
    database_url = fresh_pg_url
    env = upgraded_env(database_url, tmp_path / "var")
    tokens = asyncio.run(using_orm(database_url, seed))

    results, log = run_worker_tasks(env, [PURGE_TASK], timeout=60)
    purged = results[0]
    assert purged == 1
    assert PURGE_TASK in log and "succeeded" in log
    after = asyncio.run(using_orm(database_url, lambda: remaining(tokens)))
    assert after == {"rows": 1, "expired_row": False, "live_user": tokens["user_id"]}
