"""/api/search's result cache (reads.cache.ResultCache): the same query with the same
visibility is answered from memory, with the very bytes the statements gave; a write in this
process, or a different visibility (a block, a mute), is never answered from an older entry."""

from __future__ import annotations

import asyncio

import pytest

from devnet_api.models.social import Block
from devnet_api.reads.cache import ResultCache
from tests.api.test_list_queries import statements
from tests.conftest import Agent


@pytest.fixture
def settings(settings):
    return settings.with_(search_cache_seconds=600, session_cache_seconds=600)


async def thread(agent, title: str) -> dict:
    response = await agent.post(
        "/api/threads", json={"title": title, "body": "A body long enough to post.", "tags": ["cache"]}
    )
    assert response.status == 201, await response.text()
    return await response.json()


async def search(agent, q: str) -> tuple[bytes, int]:
    with statements() as seen:
        response = await agent.get("/api/search", params={"q": q, "limit": 5})
        assert response.status == 200
        body = await response.read()
    return body, len(seen)


async def test_the_same_search_is_answered_from_memory_until_something_is_written(client, make_user):
    writer, _ = await make_user("writer")
    reader, _ = await make_user("reader")
    await thread(writer, "Zeppelin migrations explained")
    visitor = Agent(client.server)
    try:
        first, cost = await search(visitor, "zeppelin")
        assert cost == 3 and b"Zeppelin migrations explained" in first
        again, cost = await search(visitor, "zeppelin")
        assert (again, cost) == (first, 0)
        # A member who hides nobody sees what a visitor sees: one statement, their visibility.
        await reader.get("/api/auth/me")
        shared, cost = await search(reader, "zeppelin")
        assert (shared, cost) == (first, 1)
        # A new thread (a write in this process) is found at once.
        await thread(writer, "Zeppelin for beginners")
        fresh, cost = await search(visitor, "zeppelin")
        assert cost == 3 and b"Zeppelin for beginners" in fresh
    finally:
        await visitor.session.close()


async def test_a_request_that_writes_nothing_empties_no_cache(client, make_user):
    """A visitor's logout (or any request that writes nothing) leaves the caches as they were: a
    visitor looping on POST /api/auth/logout no longer makes every search rank again (issue 41).
    A member's logout ends their session only: the search answer stays kept."""
    writer, _ = await make_user("quiet_writer")
    member, _ = await make_user("leaving_member")
    await thread(writer, "Quokka configuration notes")
    visitor = Agent(client.server)
    try:
        first, cost = await search(visitor, "quokka")
        assert cost == 3
        for _ in range(3):
            assert (await visitor.post("/api/auth/logout")).status in (200, 204)
        assert await search(visitor, "quokka") == (first, 0)
        assert (await member.post("/api/auth/logout")).status in (200, 204)
        assert await search(visitor, "quokka") == (first, 0)
        assert (await member.get("/api/auth/me")).status == 401  # and the member's session is gone
    finally:
        await visitor.session.close()


async def test_a_block_changes_what_is_answered_at_once(make_user):
    writer, writer_user = await make_user("blocked_writer")
    reader, reader_user = await make_user("blocking_reader")
    await thread(writer, "Quixotic caching strategies")
    before, _ = await search(reader, "quixotic")
    assert b"Quixotic caching strategies" in before
    # Blocked from another process (nothing written here empties the cache): the visibility in the
    # key differs, so the older answer is not the one given.
    await Block.create(blocker_id=reader_user["id"], blocked_id=writer_user["id"])
    after, _ = await search(reader, "quixotic")
    assert b"Quixotic caching strategies" not in after
    # The writer's own view is theirs: the block hides the reader's content from them, not their own.
    own, _ = await search(writer, "quixotic")
    assert b"Quixotic caching strategies" in own


async def test_requests_that_miss_together_share_one_ranking(client, make_user):
    writer, _ = await make_user("herd_writer")
    await thread(writer, "Stampede protection for caches")
    visitor = Agent(client.server)
    try:

        async def ask() -> bytes:
            response = await visitor.get("/api/search", params={"q": "stampede", "limit": 5})
            assert response.status == 200
            return await response.read()

        with statements() as seen:
            answers = await asyncio.gather(*(ask() for _ in range(6)))
        assert len(set(answers)) == 1 and b"Stampede protection" in answers[0]
        assert len(seen) == 3  # counts, page, authors: once for the six
    finally:
        await visitor.session.close()


async def test_a_word_still_asked_for_is_ranked_again_behind_its_kept_answer():
    """Near the end of an entry's time a request is answered from it at once and starts the
    ranking again behind it: whoever asks next gets the new answer, and nobody waits for it."""
    cache = ResultCache(0.6)
    rankings: list[str] = []
    release = asyncio.Event()

    async def rank() -> str:
        rankings.append(f"answer {len(rankings) + 1}")
        if len(rankings) > 1:
            await release.wait()  # the second ranking is slow: nobody may wait for it
        return rankings[-1]

    assert await cache.answer(("q",), rank) == "answer 1"
    assert await cache.answer(("q",), rank) == "answer 1" and rankings == ["answer 1"]
    await asyncio.sleep(0.6 * cache.REFRESH_AT + 0.05)
    # Past the refresh point: the kept answer at once, a ranking started behind it (only one).
    assert await asyncio.wait_for(cache.answer(("q",), rank), 0.1) == "answer 1"
    assert await asyncio.wait_for(cache.answer(("q",), rank), 0.1) == "answer 1"
    await asyncio.sleep(0)
    assert rankings == ["answer 1", "answer 2"]
    release.set()
    await asyncio.sleep(0.3)  # past the first entry's end: the refreshed one answers
    assert await asyncio.wait_for(cache.answer(("q",), rank), 0.1) == "answer 2"
    assert rankings == ["answer 1", "answer 2"]
    await cache.aclose()


async def test_a_refresh_that_crosses_a_write_is_not_kept():
    cache = ResultCache(0.4)
    release = asyncio.Event()
    calls = 0

    async def rank() -> int:
        nonlocal calls
        calls += 1
        if calls == 2:
            await release.wait()
        return calls

    assert await cache.answer(("q",), rank) == 1
    await asyncio.sleep(0.4 * cache.REFRESH_AT + 0.05)
    assert await cache.answer(("q",), rank) == 1  # starts the refresh
    await asyncio.sleep(0)
    cache.clear()  # a write in this process while it runs
    release.set()
    await asyncio.sleep(0.05)
    assert cache.get(("q",)) is None  # what was ranked before the write is not kept
    assert await cache.answer(("q",), rank) == 3
