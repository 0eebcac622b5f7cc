"""Answers written from hand-written statements' rows (no model object, no validation) against
what their pydantic schema writes for the same rows, on both backends: the schema stays the one
declaration of each shape (docs/performance.md)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import orjson

from devnet_api import catalogue, rows
from devnet_api.models.accounts import User
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.social import ConversationOut, ProfileOut
from devnet_api.schemas.trends import TrendingHashtagOut, TrendingUserOut
from devnet_api.services import messages, snapshots, trends, users
from devnet_api.sql import Statement

PUBLIC = Statement(f"SELECT {rows.public_columns('u', 'p_')} FROM users u ORDER BY u.id")


def schema_says(schema, wire: dict) -> dict:
    """``wire`` read by ``schema`` as JSON and written again: equal, keys in order, when it is the shape."""
    return schema.model_validate_json(orjson.dumps(wire)).model_dump(mode="json", by_alias=True)


async def varied_members(make_user) -> list[int]:
    ids = []
    for name in ("ada", "bob_b", "cyd"):
        _, user = await make_user(name)
        ids.append(user["id"])
    skills = [catalogue.canonical_skill("python"), catalogue.canonical_skill("rust")]
    await User.filter(id=ids[0]).update(
        hourly_rate=Decimal("120.50"), is_available_for_work=True, skills=skills, bio="Hi"
    )
    await users.replace_skills(ids[0], skills)
    await User.filter(id=ids[1]).update(profile_photo="/media/p.webp", profile_thumbnail=None, avatar_style="bottts")
    await User.filter(id=ids[2]).update(profile_photo="/media/q.webp", profile_thumbnail="/media/q-t.webp")
    return ids


async def test_public_user_is_what_user_out_writes(make_user):
    await varied_members(make_user)
    found = await PUBLIC.rows()
    assert found
    for row in found:
        model = await User.get(id=row["p_id"])
        expected = UserOut.model_validate(model).model_dump(mode="json", by_alias=True)
        built = rows.public_user(row, "p_")
        assert built == expected
        assert list(built) == list(expected)


async def test_conversation_summaries_are_what_conversation_out_writes(make_user):
    ada, bob, cy = await varied_members(make_user)
    agent, _ = await make_user("dee")
    for to in (ada, bob, cy, bob):
        response = await agent.post("/api/messages", json={"toUserId": to, "message": f"to {to}"})
        assert response.status == 201
    me = (await (await agent.get("/api/auth/me")).json())["id"]
    found = (await messages.summaries(me, 20)).items
    assert [s["partnerId"] for s in found] == [bob, cy, ada]
    for summary in found:
        assert summary == schema_says(ConversationOut, summary)
        assert list(summary) == list(schema_says(ConversationOut, summary))
        partner = await User.get(id=summary["partnerId"])
        assert summary["partner"] == UserOut.model_validate(partner).model_dump(mode="json", by_alias=True)
    answered = await (await agent.get("/api/messages")).read()
    assert orjson.loads(answered) == found


async def test_a_profile_is_what_profile_out_writes(make_user):
    ada, bob, _ = await varied_members(make_user)
    agent, _ = await make_user("dee")
    viewer_id = (await (await agent.get("/api/auth/me")).json())["id"]
    assert (await agent.request("PUT", f"/api/users/{bob}/mute")).status == 200
    for member, blocked, muted in ((ada, False, False), (bob, False, True)):
        model = await User.get(id=member)
        expected = ProfileOut.model_validate(model).model_dump(mode="json", by_alias=True)
        expected.update(isBlocked=blocked, isMuted=muted, canContact=True)
        built = await users.profile(member, f"u:{viewer_id}", viewer_id)
        assert built == expected and list(built) == list(expected)
        anonymous = await users.profile(member, "a:127.0.0.0", None)
        assert anonymous == {**expected, "isBlocked": False, "isMuted": False, "canContact": False}


async def test_trending_snapshots_read_as_the_models_read_them(make_user):
    ada, bob, cyd = await varied_members(make_user)
    agent, _ = await make_user("dee")
    viewer_id = (await (await agent.get("/api/auth/me")).json())["id"]
    now = datetime.now(UTC)
    for rank, member in enumerate((bob, cyd, ada), 1):
        await TrendingUser.create(rank=rank, user_id=member, score=10.0 - rank, computed_at=now)
    for rank, tag in enumerate(("rust", "python"), 1):
        await TrendingHashtag.create(rank=rank, tag=tag, people=5 - rank, posts=9 - rank, score=1.0, computed_at=now)
    assert (await agent.request("PUT", f"/api/users/{cyd}/block")).status == 200
    for viewer in (viewer_id, None):
        expected = [
            TrendingUserOut.model_validate(user).model_dump(mode="json", by_alias=True)
            for user in await trends.trending_users(viewer)
        ]
        assert await snapshots.trending_users(viewer) == expected
    assert [u["id"] for u in await snapshots.trending_users(viewer_id)] == [bob, ada]
    expected = [
        TrendingHashtagOut.model_validate(row).model_dump(by_alias=True) for row in await trends.trending_hashtags()
    ]
    assert (
        await snapshots.trending_hashtags()
        == expected
        == [{"hashtag": "rust", "count": 8}, {"hashtag": "python", "count": 7}]
    )


async def test_the_members_list_is_what_user_out_writes(make_user):
    await varied_members(make_user)
    page = await users.list_users("", "", "", False, 10, None)
    assert page.items
    for row in page.items:
        expected = UserOut.model_validate(await User.get(id=row["id"])).model_dump(mode="json", by_alias=True)
        assert rows.public_user(row) == expected
    developers = await users.list_users("a", "python", "premium", True, 10, None)
    assert [rows.public_user(row)["username"] for row in developers.items] == ["ada"]
