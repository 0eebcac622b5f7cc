"""The trend and analytics endpoints read the jobs' snapshots; analytics are the owner's only."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from tortoise import Tortoise

from devnet_api.app import create_app
from devnet_api.db import using_orm
from devnet_api.models.accounts import User
from devnet_api.models.trends import UserAnalytics
from devnet_api.services import analytics, moderation, trends
from tests.api.helpers import get_json, staff


async def age_everyone():
    """Members older than a day: brand-new accounts are left out of trends."""
    await User.all().update(created_at=datetime.now(UTC) - timedelta(days=3))


async def test_signed_out_reads_hashtags_but_not_users_or_analytics(client, signed_in):
    _, me = signed_in
    assert await get_json(client, "/api/hashtags/trending") == []
    assert (await client.get("/api/users/trending")).status == 401
    assert (await client.get(f"/api/analytics/user/{me['id']}")).status == 401


async def test_analytics_are_the_owners_only(make_user):
    (me, mine), (_, theirs) = await make_user(), await make_user()
    response = await me.get(f"/api/analytics/user/{theirs['id']}")
    assert response.status == 403
    assert (await response.json())["message"] == "Only you can view your personal analytics dashboard"
    assert (await me.get("/api/analytics/user/2147483648")).status == 404
    empty = await get_json(me, f"/api/analytics/user/{mine['id']}")
    assert {key: value for key, value in empty.items() if key != "daily"} == {
        "profileViews": 0,
        "weeklyGrowth": 0.0,
        "totalLikes": 0,
        "totalComments": 0,
        "projectViews": 0,
        "threadViews": 0,
        "topProjects": [],
        "topThreads": [],
    }
    assert len(empty["daily"]) == 30


async def test_jobs_fill_the_endpoints(make_user):
    (ada, ada_user), (bob, bob_user) = await make_user("ada"), await make_user("bob")
    await age_everyone()
    for agent, text in ((ada, "Learning #rust and #python"), (bob, "More #python"), (bob, "#python again")):
        assert (await agent.post("/api/posts", json={"content": text})).status == 201
    thread = await (await ada.post("/api/threads", json={"title": "Hello there", "body": "x" * 25})).json()
    await bob.get(f"/api/threads/{thread['id']}")
    await bob.get(f"/api/users/{ada_user['id']}")
    posts = await get_json(bob, "/api/posts")
    ada_post = next(post for post in posts if post["user"]["id"] == ada_user["id"])
    assert (await bob.post(f"/api/posts/{ada_post['id']}/like")).status == 200

    assert await get_json(ada, "/api/hashtags/trending") == []  # nothing until the job runs
    for _ in range(2):  # a second run changes nothing
        await trends.refresh_hashtags()
        await trends.refresh_users()
        await analytics.refresh()
    # The count is the tag's posts (bob's two and ada's one); the order is by people.
    assert await get_json(ada, "/api/hashtags/trending") == [
        {"hashtag": "python", "count": 3},
        {"hashtag": "rust", "count": 1},
    ]
    trending = await get_json(ada, "/api/users/trending")
    assert [user["username"] for user in trending] == ["ada", "bob"]
    assert set(trending[0]) == {"id", "username", "displayName", "avatarSeed", "avatarStyle"}
    mine = await get_json(ada, f"/api/analytics/user/{ada_user['id']}")
    assert (mine["profileViews"], mine["weeklyGrowth"], mine["totalLikes"], mine["threadViews"]) == (1, 100.0, 1, 1)
    assert mine["topThreads"] == [{"id": thread["id"], "title": "Hello there", "views": 1, "upvotes": 0}]
    today = mine["daily"][-1]
    assert (today["profileViews"], today["contentViews"], today["likes"]) == (1, 1, 1)
    assert bob_user["id"] != ada_user["id"]


async def test_a_ban_takes_the_members_hashtags_out_of_trending_at_once(make_user):
    (ada, _), (spammer, spammer_user) = await make_user("ada"), await make_user("spammer")
    moderator = await staff(make_user)
    await age_everyone()
    for agent, text in ((ada, "Learning #rust"), (spammer, "Cheap watches #deals #rust")):
        assert (await agent.post("/api/posts", json={"content": text})).status == 201
    await trends.refresh_hashtags()
    assert await get_json(ada, "/api/hashtags/trending") == [
        {"hashtag": "rust", "count": 2},
        {"hashtag": "deals", "count": 1},
    ]
    banned = await moderation.ban(moderator, await User.get(id=spammer_user["id"]), "spam")
    # No job has run since: the snapshot itself no longer holds the member's tags.
    assert await get_json(ada, "/api/hashtags/trending") == [{"hashtag": "rust", "count": 1}]
    await moderation.unban(moderator, banned, "appeal accepted")
    assert await get_json(ada, "/api/hashtags/trending") == [
        {"hashtag": "rust", "count": 2},
        {"hashtag": "deals", "count": 1},
    ]


async def test_embedded_mode_runs_the_trend_jobs_in_the_web_process_at_start(aiohttp_client, settings):
    """No Redis (SQLite backend): the web process runs the same jobs itself, first at start-up."""
    if settings.redis_url:
        pytest.skip("scaled mode: beat and a worker run the jobs (tests/tasks/test_trends_worker.py)")

    async def seed():
        await Tortoise.generate_schemas()
        await User.create(
            email="early@example.com", username="early", username_key="early", display_name="Early", password_hash="x"
        )

    await using_orm(settings.database_url, seed)
    await aiohttp_client(await create_app(settings.with_(run_schedule=True)))
    deadline = asyncio.get_running_loop().time() + 30
    while not await UserAnalytics.exists() and asyncio.get_running_loop().time() < deadline:
        await asyncio.sleep(0.1)
    assert await UserAnalytics.filter(user__username="early").count() == 1
