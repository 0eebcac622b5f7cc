"""The process's detail cache (reads.cache.DetailCache, reads.detail): a thread, a project or a
profile read again is answered from memory, its views still counted once per viewer and day; a
write in this process is seen by the very next read, another process's within the cache's seconds."""

from __future__ import annotations

import asyncio

import pytest

from devnet_api.models.content import Thread
from devnet_api.models.social import Block
from devnet_api.reads import threads as thread_reads
from devnet_api.reads.cache import DetailCache
from tests.api.test_list_queries import statements
from tests.api.test_projects import new_project
from tests.api.test_search_cache import thread
from tests.conftest import Agent


@pytest.fixture
def settings(settings):
    return settings.with_(detail_cache_seconds=600, session_cache_seconds=600)


async def read(agent, path: str) -> tuple[int, dict, int]:
    """The answer's status and body, and the statements it cost (the session's excepted)."""
    with statements() as seen:
        response = await agent.get(path)
        body = await response.json()
    return response.status, body, len([s for s in seen if not s.startswith('SELECT "auth_sessions"')])


async def test_a_thread_read_again_costs_nothing_and_still_counts_each_viewer_once(client, make_user):
    writer, _ = await make_user("detail_writer")
    reader, _ = await make_user("detail_reader")
    path = f"/api/threads/{(await thread(writer, 'Kept threads'))['id']}"
    visitor = Agent(client.server)
    try:
        status, first, cost = await read(visitor, path)
        assert (status, first["views"]) == (200, 1) and cost >= 2  # the row, then the view's write
        assert await read(visitor, path) == (200, first, 0)
        # A member's first view today is counted, from the kept row, and everyone sees it.
        await reader.get("/api/auth/me")
        _, seen_by_reader, cost = await read(reader, path)
        assert seen_by_reader["views"] == 2 and cost >= 1
        assert (await read(reader, path))[1:] == ({**first, "views": 2}, 0)
        assert (await read(visitor, path))[1:] == ({**first, "views": 2}, 0)
        # The author's edit (a write in this process) is what the next read answers.
        edited = await writer.patch(
            path, json={"title": "Kept threads, edited", "body": "A body long enough to post.", "tags": ["cache"]}
        )
        assert edited.status == 200
        status, fresh, cost = await read(visitor, path)
        assert (status, fresh["title"], fresh["views"], cost) == (200, "Kept threads, edited", 2, 1)
        # Deleted: gone for the next reader at once.
        assert (await writer.delete(path)).status == 204
        status, body, _ = await read(visitor, path)
        assert (status, body["message"]) == (404, "Thread not found")
    finally:
        await visitor.session.close()


async def test_a_project_read_again_costs_nothing(signed_in, client):
    agent, _ = signed_in
    path = f"/api/projects/{(await new_project(agent))['id']}"
    visitor = Agent(client.server)
    try:
        status, first, _ = await read(visitor, path)
        assert (status, first["views"]) == (200, 1)
        assert await read(visitor, path) == (200, first, 0)
    finally:
        await visitor.session.close()


async def test_a_profile_is_kept_for_visitors_but_a_members_relation_is_read_each_time(client, make_user):
    _, author = await make_user("kept_author")
    member, member_user = await make_user("kept_member")
    path = f"/api/users/{author['id']}"
    visitor = Agent(client.server)
    try:
        status, first, _ = await read(visitor, path)
        assert status == 200 and first["username"] == "kept_author"
        assert await read(visitor, path) == (200, first, 0)
        await member.get("/api/auth/me")
        _, before, _ = await read(member, path)
        assert before["isBlocked"] is False
        # Blocked from another process: the member's own relation is read afresh, never kept.
        await Block.create(blocker_id=member_user["id"], blocked_id=author["id"])
        status, after, cost = await read(member, path)
        assert (status, after["isBlocked"], cost) == (200, True, 1)
    finally:
        await visitor.session.close()


async def test_another_process_s_change_shows_within_the_cache_s_seconds(client, make_user):
    writer, _ = await make_user("elsewhere_writer")
    thread_id = (await thread(writer, "Before the change"))["id"]
    kept = DetailCache(0.3)
    assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "Before the change"
    # Written by another process (nothing here empties this cache): the kept row answers a while.
    await Thread.filter(id=thread_id).update(title="After the change")
    with statements() as seen:
        assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "Before the change"
    assert seen == []
    await asyncio.sleep(0.35)
    assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "After the change"
    await kept.aclose()
