"""The process's read cache (reads.cache.ReadCache). A thread, a project or a profile read again
is answered from memory (reads.detail), its views still counted once per viewer and day; the
global feed's first page is kept as nobody's and each member reads only their part of it
(reads.feed). A write in this process is seen by the very next read, a post's live event from any
process empties the cache, another process's other writes show within the cache's seconds."""

from __future__ import annotations

import asyncio

import pytest

from devnet_api.db import statements as dbstatements
from devnet_api.models.content import Thread
from devnet_api.models.feed import Post
from devnet_api.models.social import Block, Mute
from devnet_api.reads import threads as thread_reads
from devnet_api.reads.cache import ReadCache
from devnet_api.realtime.events import NEW_POST, Event
from devnet_api.realtime.hub import HUB
from tests.api.test_feed import post
from tests.api.test_list_queries import statements
from tests.api.test_projects import new_project
from tests.api.test_search_cache import thread
from tests.conftest import Agent


@pytest.fixture
def settings(settings):
    return settings.with_(read_cache_seconds=600, session_cache_seconds=600)


@pytest.fixture
async def visitor(client):
    """A browser with no session."""
    agent = Agent(client.server)
    yield agent
    await agent.session.close()


async def read(agent, path: str) -> tuple[int, dict, int]:
    """The answer's status and body, and the statements it cost (the session's excepted)."""
    with statements() as seen:
        response = await agent.get(path)
        body = await response.json()
    return response.status, body, len([s for s in seen if not s.startswith('SELECT "auth_sessions"')])


async def test_a_thread_read_again_costs_nothing_and_still_counts_each_viewer_once(make_user, visitor):
    writer, _ = await make_user("detail_writer")
    reader, _ = await make_user("detail_reader")
    path = f"/api/threads/{(await thread(writer, 'Kept threads'))['id']}"
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


async def test_a_project_read_again_costs_nothing(signed_in, visitor):
    agent, _ = signed_in
    path = f"/api/projects/{(await new_project(agent))['id']}"
    status, first, _ = await read(visitor, path)
    assert (status, first["views"]) == (200, 1)
    assert await read(visitor, path) == (200, first, 0)


async def test_a_profile_is_kept_for_visitors_but_a_members_relation_is_read_each_time(make_user, visitor):
    _, author = await make_user("kept_author")
    member, member_user = await make_user("kept_member")
    path = f"/api/users/{author['id']}"
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


async def test_another_process_s_change_shows_within_the_cache_s_seconds(client, make_user):
    writer, _ = await make_user("elsewhere_writer")
    thread_id = (await thread(writer, "Before the change"))["id"]
    kept = ReadCache(0.3)
    assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "Before the change"
    # Written by another process (nothing here empties this cache): the kept row answers a while.
    await Thread.filter(id=thread_id).update(title="After the change")
    with statements() as seen:
        assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "Before the change"
    assert seen == []
    await asyncio.sleep(0.35)
    assert (await thread_reads.view(thread_id, "u:0", kept))["title"] == "After the change"
    await kept.aclose()


async def feed(agent) -> tuple[list[dict], int]:
    """The global feed's first page as ``agent`` reads it, and the statements it cost."""
    status, posts, cost = await read(agent, "/api/posts?limit=5")
    assert status == 200
    return posts, cost


async def test_the_feeds_first_page_is_shared_but_likes_and_blocks_stay_each_members(make_user):
    author, _ = await make_user("feed_author")
    other, other_user = await make_user("feed_other")
    reader, reader_user = await make_user("feed_reader")
    liked = await post(author, content="A post the reader likes")
    await post(other, content="A post by someone the reader will block")
    assert (await reader.post(f"/api/posts/{liked['id']}/like")).status in (200, 201)
    await author.get("/api/auth/me")
    first, _ = await feed(reader)
    # Read again: the kept page, and only the reader's part of it (likes, whom they hide).
    again, cost = await feed(reader)
    assert (again, cost) == (first, 1)
    by_content = {p["content"]: p for p in again}
    assert by_content["A post the reader likes"]["isLiked"] is True
    # The author shares the kept page, with their own likes.
    for_author, cost = await feed(author)
    assert cost == 1 and {p["content"]: p["isLiked"] for p in for_author}["A post the reader likes"] is False
    # Blocked from another process (nothing here empties the cache): the reader's page leaves
    # the blocked member's post out at once.
    await Block.create(blocker_id=reader_user["id"], blocked_id=other_user["id"])
    blocked, _ = await feed(reader)
    assert [p["content"] for p in blocked] == ["A post the reader likes"]
    # The others still see both posts.
    assert len((await feed(author))[0]) == 2


async def test_a_post_from_another_process_empties_the_kept_page(client, make_user):
    author, _ = await make_user("elsewhere_poster")
    reader, reader_user = await make_user("elsewhere_reader")
    await post(author, content="The first post")
    await reader.get("/api/auth/me")
    assert [p["content"] for p in (await feed(reader))[0]] == ["The first post"]
    # Written by another process (whose writes this process does not hear): the kept page still answers...
    with dbstatements.kept_up_to_date():
        await Post.create(user_id=reader_user["id"], content="Posted elsewhere")
    assert [p["content"] for p in (await feed(reader))[0]] == ["The first post"]
    # ...until that process's live event arrives (every hub hears every event).
    client.app[HUB].deliver(Event(NEW_POST, {}))
    assert [p["content"] for p in (await feed(reader))[0]] == ["Posted elsewhere", "The first post"]


async def test_a_list_page_is_kept_as_nobodys_and_each_member_checks_whom_they_hide(make_user, visitor):
    author, author_user = await make_user("list_author")
    other, _ = await make_user("list_other")
    reader, reader_user = await make_user("list_reader")
    await thread(author, "Kept lists, by the author")
    await thread(other, "Kept lists, by another")
    path = "/api/threads?tag=cache&limit=5"
    status, first, _ = await read(visitor, path)
    assert status == 200 and [t["title"] for t in first] == ["Kept lists, by another", "Kept lists, by the author"]
    assert await read(visitor, path) == (200, first, 0)
    # A member shares it: one statement, whether they hide one of its authors.
    await reader.get("/api/auth/me")
    assert await read(reader, path) == (200, first, 1)
    # Muted from another process: the member reads their own page, without that author.
    await Mute.create(muter_id=reader_user["id"], muted_id=author_user["id"])
    status, own, _ = await read(reader, path)
    assert [t["title"] for t in own] == ["Kept lists, by another"]
    assert await read(visitor, path) == (200, first, 0)
    # A member's own threads: the same page for everyone.
    mine = f"/api/users/{author_user['id']}/threads"
    status, by_author, _ = await read(visitor, mine)
    assert [t["title"] for t in by_author] == ["Kept lists, by the author"]
    assert await read(reader, mine) == (200, by_author, 0)
    # A new thread (a write in this process) is on the next page read.
    await thread(other, "Kept lists, the newest")
    status, fresh, _ = await read(visitor, path)
    assert fresh[0]["title"] == "Kept lists, the newest"


async def test_a_projects_page_is_kept_and_a_block_still_hides_at_once(client, make_user):
    author, author_user = await make_user("kept_projects_author")
    reader, reader_user = await make_user("kept_projects_reader")
    await new_project(author, title="A kept project")
    path = "/api/projects?limit=5"
    await reader.get("/api/auth/me")
    status, first, _ = await read(reader, path)
    assert [p["title"] for p in first] == ["A kept project"]
    assert await read(reader, path) == (200, first, 1)
    await Block.create(blocker_id=author_user["id"], blocked_id=reader_user["id"])  # from the other side
    status, after, _ = await read(reader, path)
    assert (status, after) == (200, [])


async def test_the_members_list_is_kept_and_a_block_still_hides_at_once(make_user, visitor):
    _, listed = await make_user("kept_listed")
    reader, reader_user = await make_user("kept_list_reader")
    path = "/api/users?search=kept_listed"
    _, first, _ = await read(visitor, path)
    assert [m["username"] for m in first] == ["kept_listed"]
    assert await read(visitor, path) == (200, first, 0)
    await reader.get("/api/auth/me")
    assert await read(reader, path) == (200, first, 1)
    await Block.create(blocker_id=listed["id"], blocked_id=reader_user["id"])
    assert (await read(reader, path))[:2] == (200, [])
    assert await read(visitor, path) == (200, first, 0)
