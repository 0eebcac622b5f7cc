"""The search answer, built by hand (schemas.search.serialize), is byte for byte what its pydantic
schema writes for the same results, on both backends."""

from __future__ import annotations

from decimal import Decimal

import orjson

from devnet_api.models.accounts import User
from devnet_api.models.content import Thread


async def _members() -> list[User]:
    plain = await User.create(
        username="plain", username_key="plain", email="plain@example.com", password_hash="!", display_name="Plain"
    )
    full = await User.create(
        username="Full",
        username_key="full",
        email="full@example.com",
        password_hash="!",
        display_name="Full Profile",
        bio="Writes Rust",
        skills=["rust", "go"],
        hourly_rate=Decimal("85.50"),
        is_available_for_work=True,
        avatar_seed="seed",
        avatar_style="pixel",
        profile_photo="/media/photo.webp",  # no thumbnail: cards show the photo
        subscription_tier="pro",
        project_count=2,
        thread_count=3,
    )
    return [plain, full]


async def test_a_search_answer_is_what_search_out_writes(client):
    from devnet_api.reads import search
    from devnet_api.schemas.accounts import UserOut
    from devnet_api.schemas.search import SearchCounts, SearchHitOut, SearchOut, SnippetPart, serialize

    plain, full = await _members()
    await Thread.create(user=plain, title="Rust pools", body="A pool of rust threads", tags=["rust"])
    await Thread.create(user=full, title="Ünïcode rust ✓", body="line\nrust", tags=["rust", "c++"])
    users = {user.id: user for user in await User.all()}
    for limit in (2, 20):
        results = await search.search("rust", limit=limit)
        assert results.hits and any(hit.type == "person" for hit in results.hits) == (limit == 20)
        expected = SearchOut(
            query=results.query,
            counts=SearchCounts(**results.counts),
            results=[
                SearchHitOut(
                    type=hit.type,
                    id=hit.id,
                    url=hit.url,
                    title=hit.title,
                    snippet=[SnippetPart(**part) for part in hit.snippet],
                    author=UserOut.model_validate(users[hit.author["id"]]) if hit.author else None,
                    created_at=hit.created_at,
                    tags=hit.tags,
                )
                for hit in results.hits
            ],
            next_cursor=results.next_cursor,
        )
        assert orjson.dumps(serialize(results)) == orjson.dumps(expected.model_dump(mode="json", by_alias=True))
