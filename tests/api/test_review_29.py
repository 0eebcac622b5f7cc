"""Issue 29's security review: each finding's promise (docs/security.md, "Review of issue 29"),
through the API on SQLite and on PostgreSQL + Redis."""

from __future__ import annotations

import pytest

from devnet_api.models.notifications import Notification
from devnet_api.services import blocks
from tests.api.helpers import get_json
from tests.api.test_realtime import signed_socket
from tests.api.test_realtime_events import nothing_waiting

THREAD = {"title": "Async pitfalls", "body": "Blocking calls stall the event loop for everyone."}
PROJECT = {"title": "Chat server", "description": "An aiohttp chat server with Redis fan-out."}
MANY_MEMBERS = pytest.mark.settings(rate_limits={"register": (100, 3600)})


@pytest.fixture
def settings(settings, request):
    """Tests here set limits with @pytest.mark.settings(...)."""
    marker = request.node.get_closest_marker("settings")
    return settings.with_(**marker.kwargs) if marker else settings


async def created(agent, path: str, body: dict) -> dict:
    response = await agent.post(path, json=body)
    assert response.status in (200, 201), await response.text()
    return await response.json()


async def answer(agent, method: str, path: str, body: dict | None = None) -> tuple[int, dict | None]:
    response = await agent.request(method, path, json=body) if body is not None else await agent.request(method, path)
    data = await response.json() if response.content_type == "application/json" else None
    return response.status, data


async def notices(agent) -> list[dict]:
    return await get_json(agent, "/api/notifications")


@pytest.fixture
async def ada_and_bo(make_user):
    ada, ada_user = await make_user("ada", displayName="Ada")
    bo, bo_user = await make_user("bo_b", displayName="Bo")
    return ada, ada_user["id"], bo, bo_user["id"]


# --- 1. a block stops edits and deletions for everyone -------------------------------------------


@pytest.mark.parametrize("who_blocks", ["recipient", "sender"])
async def test_a_block_refuses_editing_or_taking_back_a_message_either_way(client, ada_and_bo, who_blocks):
    ada, ada_id, bo, bo_id = ada_and_bo
    message = await created(bo, "/api/messages", {"toUserId": ada_id, "message": "Before the block"})
    ws_ada = await signed_socket(ada, {"id": ada_id})
    if who_blocks == "recipient":
        await answer(ada, "PUT", f"/api/users/{bo_id}/block")
        refusal = blocks.MESSAGE_REFUSED
    else:
        await answer(bo, "PUT", f"/api/users/{ada_id}/block")
        refusal = blocks.MESSAGE_REFUSED_BLOCKER
    status, body = await answer(bo, "PATCH", f"/api/messages/{message['id']}", {"message": "Rewritten"})
    assert (status, body) == (403, {"message": refusal})
    status, body = await answer(bo, "DELETE", f"/api/messages/{message['id']}?forEveryone=true")
    assert (status, body) == (403, {"message": refusal})
    # Ada's copy is as it was, and nothing went to her socket.
    assert [m["message"] for m in await get_json(ada, f"/api/conversations/{bo_id}")] == ["Before the block"]
    await nothing_waiting(client, ws_ada)
    await ws_ada.close()


# --- 2. mentions: at most 10 members per item, and edits are limited ------------------------------


@MANY_MEMBERS
@pytest.mark.parametrize("where", ["post", "thread", "comment"])
async def test_an_item_notifies_at_most_ten_members_whatever_its_edits(make_user, where):
    author, _ = await make_user("author")
    people = [await make_user(f"member{n:02}") for n in range(15)]
    names = [f"@member{n:02}" for n in range(15)]
    first, second = " ".join(names[:8]), " ".join(names[8:])
    if where == "post":
        item = await created(author, "/api/posts", {"content": first})
        path, field = f"/api/posts/{item['id']}", "content"
    elif where == "thread":
        item = await created(author, "/api/threads", {"title": "Hello there", "body": first})
        path, field = f"/api/threads/{item['id']}", "body"
    else:
        thread = await created(author, "/api/threads", THREAD)
        item = await created(author, f"/api/threads/{thread['id']}/comments", {"body": first})
        path, field = f"/api/comments/{item['id']}", "body"
    extra = {"title": "Hello there"} if where == "thread" else {}
    status, _ = await answer(author, "PATCH", path, {**extra, field: second})
    assert status == 200
    status, _ = await answer(author, "PATCH", path, {**extra, field: first + " again"})
    assert status == 200
    told = [n for n, (agent, _) in enumerate(people) if await notices(agent)]
    assert told == list(range(10)), "the first ten named, and no one after them"


@pytest.mark.settings(rate_limits={"edit": (3, 3600)})
@pytest.mark.parametrize("what", ["thread", "project", "post", "comment", "message"])
async def test_edits_of_every_kind_are_rate_limited(ada_and_bo, what):
    ada, _, _, bo_id = ada_and_bo
    if what == "thread":
        item = await created(ada, "/api/threads", THREAD)
        path, bodies = f"/api/threads/{item['id']}", [{**THREAD, "body": f"{THREAD['body']} {n}"} for n in range(4)]
    elif what == "project":
        item = await created(ada, "/api/projects", PROJECT)
        path, bodies = (
            f"/api/projects/{item['id']}",
            [{"description": f"{PROJECT['description']} {n}"} for n in range(4)],
        )
    elif what == "post":
        item = await created(ada, "/api/posts", {"content": "Hello"})
        path, bodies = f"/api/posts/{item['id']}", [{"content": f"Version {n}"} for n in range(4)]
    elif what == "comment":
        thread = await created(ada, "/api/threads", THREAD)
        item = await created(ada, f"/api/threads/{thread['id']}/comments", {"body": "Hi"})
        path, bodies = f"/api/comments/{item['id']}", [{"body": f"Version {n}"} for n in range(4)]
    else:
        item = await created(ada, "/api/messages", {"toUserId": bo_id, "message": "Hi"})
        path, bodies = f"/api/messages/{item['id']}", [{"message": f"Version {n}"} for n in range(4)]
    for body in bodies[:3]:
        assert (await answer(ada, "PATCH", path, body))[0] == 200
    response = await ada.patch(path, json=bodies[3])
    assert response.status == 429
    assert int(response.headers["Retry-After"]) > 0
    assert (await response.json())["message"] == "You are editing too quickly. Please try again later."


# --- 3. notices follow what they quote -----------------------------------------------------------


async def test_taking_a_message_back_forgets_its_mention(ada_and_bo):
    ada, _, bo, bo_id = ada_and_bo
    message = await created(ada, "/api/messages", {"toUserId": bo_id, "message": "Secret plan, @bo_b"})
    assert [n["excerpt"] for n in await notices(bo)] == ["Secret plan, @bo_b"]
    status, _ = await answer(ada, "DELETE", f"/api/messages/{message['id']}?forEveryone=true")
    assert status == 204
    assert await notices(bo) == []


@pytest.mark.parametrize("parent", ["thread", "post"])
@MANY_MEMBERS
async def test_deleting_a_thread_or_post_forgets_the_notices_of_the_comments_under_it(ada_and_bo, make_user, parent):
    ada, _, bo, _ = ada_and_bo
    cy, _ = await make_user("cy_c")
    item = await created(
        ada, "/api/threads" if parent == "thread" else "/api/posts", THREAD if parent == "thread" else {"content": "Hi"}
    )
    await created(cy, f"/api/{parent}s/{item['id']}/comments", {"body": "Look at this, @bo_b"})
    assert [n["kind"] for n in await notices(bo)] == ["mention"]
    assert [n["kind"] for n in await notices(ada)] == ["reply"]
    assert (await answer(ada, "DELETE", f"/api/{parent}s/{item['id']}"))[0] == 204
    assert await notices(bo) == []
    assert await notices(ada) == []
    assert await Notification.all().count() == 0


@MANY_MEMBERS
async def test_an_edit_re_excerpts_the_notices_quoting_it(ada_and_bo, make_user):
    ada, _, bo, _ = ada_and_bo
    post = await created(ada, "/api/posts", {"content": "My address is 1 Main St, @bo_b"})
    assert (await answer(ada, "PATCH", f"/api/posts/{post['id']}", {"content": "Hello @bo_b"}))[0] == 200
    assert [n["excerpt"] for n in await notices(bo)] == ["Hello @bo_b"]
    # The earlier version stays the author's: /versions refuses Bo, and so does his notice now.
    assert (await answer(bo, "GET", f"/api/posts/{post['id']}/versions"))[0] == 403
    # A reply quotes its comment: an edit of the comment reaches the owner's notice, and deleting
    # the comment takes the notice away.
    cy, _ = await make_user("cy_c")
    comment = await created(cy, f"/api/posts/{post['id']}/comments", {"body": "A rude first draft"})
    assert [n["excerpt"] for n in await notices(ada)] == ["A rude first draft"]
    assert (await answer(cy, "PATCH", f"/api/comments/{comment['id']}", {"body": "A kind reply"}))[0] == 200
    assert [n["excerpt"] for n in await notices(ada)] == ["A kind reply"]
    assert (await answer(cy, "DELETE", f"/api/comments/{comment['id']}"))[0] == 204
    assert await notices(ada) == []


# --- 4. grouped likes count distinct likers ------------------------------------------------------


@MANY_MEMBERS
async def test_a_re_liker_is_counted_once_in_a_grouped_notice(make_user):
    ada, _ = await make_user("ada")
    post = await created(ada, "/api/posts", {"content": "Like me"})
    likers = [await make_user(f"liker{n}") for n in range(7)]
    for agent, _ in likers:
        await created(agent, f"/api/posts/{post['id']}/like", {})
    first = likers[0][0]  # the oldest liker: no longer among the five names a notice keeps
    for _ in range(3):
        assert (await answer(first, "DELETE", f"/api/posts/{post['id']}/like"))[0] == 200
        await created(first, f"/api/posts/{post['id']}/like", {})
    [notice] = await notices(ada)
    assert notice["othersCount"] == 6, notice["text"]


# --- 5. search words are ANDed on both databases -------------------------------------------------


async def test_a_typed_or_is_a_word_and_the_words_are_anded(ada_and_bo):
    ada, _, _, _ = ada_and_bo
    only_pool = await created(
        ada, "/api/threads", {"title": "Pool sizing", "body": "How big a pool should a web process hold?"}
    )
    only_timeout = await created(
        ada, "/api/threads", {"title": "Timeout values", "body": "Which timeout should a web process choose?"}
    )
    both = await created(
        ada, "/api/threads", {"title": "Pool or timeout", "body": "The pool or the timeout: which one to raise first?"}
    )
    found = await get_json(ada, "/api/search?q=pool%20or%20timeout&type=threads")
    ids = {hit["id"] for hit in found["results"]}
    assert both["id"] in ids
    assert only_pool["id"] not in ids and only_timeout["id"] not in ids
