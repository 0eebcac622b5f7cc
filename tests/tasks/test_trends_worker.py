"""A real Celery worker on the real Redis computes the trends and analytics that the endpoints answer."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.app import create_app
from devnet_api.backing.jobs import SCHEDULE
from devnet_api.models.accounts import User
from devnet_api.models.trends import TrendingHashtag, UserAnalytics
from devnet_api.services import analytics, trends
from devnet_api.settings import Settings
from tests.conftest import PASSWORD, Agent
from tests.tasks.test_sessions_task import fresh_pg_url  # noqa: F401  (the fixture)
from tests.tasks.worker import run_worker_tasks, upgraded_env

TREND_TASKS = [
    job.task for job in SCHEDULE if job.run in (trends.refresh_hashtags, trends.refresh_users, analytics.refresh)
]


@pytest.fixture
def worker_settings(tmp_path, fresh_pg_url):  # noqa: F811
    env = upgraded_env(fresh_pg_url, tmp_path / "var")
    return env, Settings(
        database_url=fresh_pg_url, media_dir=tmp_path / "media", frontend_dir=tmp_path / "dist", run_schedule=False
    )


async def test_a_real_worker_fills_the_trend_endpoints_and_a_second_run_counts_nothing_twice(
    aiohttp_client, worker_settings
):
    env, settings = worker_settings
    client = await aiohttp_client(await create_app(settings))
    agents = []
    try:
        members = {}
        for name in ("ada", "bob"):
            agent = Agent(client.server)
            agents.append(agent)
            response = await agent.post(
                "/api/auth/register", json={"email": f"{name}@example.com", "username": name, "password": PASSWORD}
            )
            assert response.status == 201, await response.text()
            members[name] = (agent, await response.json())
        await User.all().update(created_at=datetime.now(UTC) - timedelta(days=2))
        (ada, ada_user), (bob, _) = members["ada"], members["bob"]
        for agent, text in ((ada, "Shipping #celery today"), (bob, "#celery and #redis"), (bob, "#celery again")):
            assert (await agent.post("/api/posts", json={"content": text})).status == 201
        await bob.get(f"/api/users/{ada_user['id']}")

        results, log = await asyncio.to_thread(run_worker_tasks, env, TREND_TASKS)
        assert results == [{"hashtags": 2}, {"users": 2}, {"members": 2}]
        assert all(name in log for name in TREND_TASKS) and "succeeded" in log
        first_hashtags = await (await ada.get("/api/hashtags/trending")).json()
        first_analytics = await (await ada.get(f"/api/analytics/user/{ada_user['id']}")).json()
        assert first_hashtags == [{"hashtag": "celery", "count": 3}, {"hashtag": "redis", "count": 1}]
        assert [u["username"] for u in await (await ada.get("/api/users/trending")).json()] == ["bob", "ada"]
        assert (first_analytics["profileViews"], first_analytics["weeklyGrowth"]) == (1, 100.0)

        results, _ = await asyncio.to_thread(run_worker_tasks, env, TREND_TASKS * 2)  # run twice more: as if retried
        assert results[:3] == results[3:]
        assert await (await ada.get("/api/hashtags/trending")).json() == first_hashtags
        assert await (await ada.get(f"/api/analytics/user/{ada_user['id']}")).json() == first_analytics
        assert await TrendingHashtag.all().count() == 2 and await UserAnalytics.all().count() == 2
    finally:
        for agent in agents:
            await agent.session.close()
