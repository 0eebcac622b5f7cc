"""The conversation summaries, written by hand from a hand-written statement's rows, against what
their pydantic schema writes for the same rows, on both backends. (The other reads derive their
answers from their schemas: tests/api/test_reads.py.)"""

from __future__ import annotations

from decimal import Decimal

import orjson

from devnet_api.domain import catalogue
from devnet_api.models.accounts import User
from devnet_api.reads import messages
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.social import ConversationOut
from devnet_api.services import users


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
