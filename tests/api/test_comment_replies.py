"""Comments worth having: oldest first by (created_at, id), one level of replies, likes with a
counter, reply notices that respect blocks and mutes, and the live events on a real socket."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.models.content import Comment, CommentLike
from tests.api.helpers import get_json, next_link
from tests.api.test_realtime import receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting
from tests.conftest import PASSWORD

THREAD = {"title": "Async pitfalls in Python", "body": "Blocking calls inside the event loop stall every request."}
POST = {"content": "Shipping the new release today"}


async def new_thread(agent) -> int:
    response = await agent.post("/api/threads", json=THREAD)
    assert response.status == 201, await response.text()
    return (await response.json())["id"]


async def comment(agent, path: str, body: str = "Nice work!", parent_id: int | None = None) -> dict:
    payload = {"body": body} if parent_id is None else {"body": body, "parentId": parent_id}
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return await response.json()


async def test_comments_read_oldest_first_by_time_even_when_ids_disagree(make_user, client):
    """The demo thread's bug: ids written in another order than the times read 27, 14, 20 days ago."""
    agent, _ = await make_user()
    thread = await new_thread(agent)
    path = f"/api/threads/{thread}/comments"
    made = [(await comment(agent, path, f"Comment {n}"))["id"] for n in range(5)]
    now = datetime.now(UTC)
    ages = {made[0]: 27, made[1]: 14, made[2]: 20, made[3]: 20, made[4]: 1}  # two at the very same time
    same = now - timedelta(days=20)
    for comment_id, days in ages.items():
        await Comment.filter(id=comment_id).update(created_at=same if days == 20 else now - timedelta(days=days))
    expected = [made[0], made[2], made[3], made[1], made[4]]  # by time, then id
    assert [c["id"] for c in await get_json(client, path)] == expected
    # Pages of two follow the same order with nothing lost or repeated, the tie included.
    seen, url = [], f"{path}?limit=2"
    while url:
        response = await client.get(url)
        seen += [c["id"] for c in await response.json()]
        url = next_link(response)
    assert seen == expected


async def test_a_reply_to_a_reply_attaches_to_the_top_level_comment(make_user, client):
    (ada_agent, ada), (bob_agent, bob), (cy_agent, _) = [await make_user() for _ in range(3)]
    thread = await new_thread(ada_agent)
    path = f"/api/threads/{thread}/comments"
    top = await comment(ada_agent, path, "Top-level")
    assert top["parentId"] is None and top["replyToUsername"] is None
    reply = await comment(bob_agent, path, "A reply", top["id"])
    assert (reply["parentId"], reply["replyToUsername"]) == (top["id"], ada["username"])
    deeper = await comment(cy_agent, path, "A reply to the reply", reply["id"])
    assert (deeper["parentId"], deeper["replyToUsername"]) == (top["id"], bob["username"])
    listed = await get_json(client, path)
    assert [(c["id"], c["parentId"]) for c in listed] == [
        (top["id"], None),
        (reply["id"], top["id"]),
        (deeper["id"], top["id"]),
    ]
    assert (await get_json(client, f"/api/threads/{thread}"))["commentCount"] == 3


async def test_a_reply_must_name_a_live_comment_of_the_same_page(make_user, client):
    agent, _ = await make_user()
    thread, other = await new_thread(agent), await new_thread(agent)
    path = f"/api/threads/{thread}/comments"
    elsewhere = await comment(agent, f"/api/threads/{other}/comments", "Elsewhere")
    gone = await comment(agent, path, "Soon deleted")
    await comment(agent, path, "Keeps the placeholder")
    assert (await agent.delete(f"/api/comments/{gone['id']}")).status == 204
    for parent_id in (elsewhere["id"], gone["id"], 2**40):  # names no live comment here: like any such id
        response = await agent.post(path, json={"body": "Hello", "parentId": parent_id})
        assert response.status == 404, (parent_id, await response.text())
        assert (await response.json())["message"] == "The comment you are replying to was not found"
    for parent_id in ("seven", 0, 1.5, True):
        response = await agent.post(path, json={"body": "Hello", "parentId": parent_id})
        assert response.status == 400, (parent_id, await response.text())
        assert list((await response.json())["errors"]) == ["parentId"]
    assert len(await get_json(client, path)) == 2  # nothing added (the placeholder still shows)
    assert (await get_json(client, f"/api/threads/{thread}"))["commentCount"] == 1


async def test_likes_count_once_per_member_and_the_counter_equals_the_rows(make_user, client):
    (ada_agent, _), (bob_agent, _), (cy_agent, _) = [await make_user() for _ in range(3)]
    thread = await new_thread(ada_agent)
    path = f"/api/threads/{thread}/comments"
    top = await comment(ada_agent, path)
    like = f"/api/comments/{top['id']}/like"
    for _ in range(2):  # idempotent
        response = await bob_agent.post(like)
        assert response.status == 200
        assert await response.json() == {"commentId": top["id"], "liked": True, "likeCount": 1}
    assert (await (await cy_agent.post(like)).json())["likeCount"] == 2
    assert [(c["likeCount"], c["liked"]) for c in await get_json(bob_agent, path)] == [(2, True)]
    assert [(c["likeCount"], c["liked"]) for c in await get_json(ada_agent, path)] == [(2, False)]
    assert [(c["likeCount"], c["liked"]) for c in await get_json(client, path)] == [(2, False)]
    for _ in range(2):
        response = await bob_agent.delete(like)
        assert await response.json() == {"commentId": top["id"], "liked": False, "likeCount": 1}
    row = await Comment.get(id=top["id"])
    assert row.like_count == await CommentLike.filter(comment_id=top["id"]).count() == 1
    assert (await client.post(like)).status == 401
    assert (await bob_agent.post("/api/comments/999999/like")).status == 404
    assert (await ada_agent.delete(f"/api/comments/{top['id']}")).status == 204
    assert (await cy_agent.post(like)).status == 404  # a deleted comment takes no like


async def test_a_departing_member_takes_their_likes_out_of_the_count(make_user):
    (ada_agent, _), (bob_agent, _), (cy_agent, _) = [await make_user() for _ in range(3)]
    path = f"/api/threads/{await new_thread(ada_agent)}/comments"
    top = await comment(ada_agent, path)
    for agent in (bob_agent, cy_agent):
        assert (await agent.post(f"/api/comments/{top['id']}/like")).status == 200
    assert (await bob_agent.delete("/api/me", json={"password": PASSWORD})).status == 204
    assert [c["likeCount"] for c in await get_json(ada_agent, path)] == [1]
    assert (await Comment.get(id=top["id"])).like_count == await CommentLike.filter(comment_id=top["id"]).count()


async def test_comments_on_feed_posts_take_replies_and_likes(make_user):
    (ada_agent, ada), (bob_agent, _) = [await make_user() for _ in range(2)]
    response = await ada_agent.post("/api/posts", json=POST)
    assert response.status == 201, await response.text()
    path = f"/api/posts/{(await response.json())['id']}/comments"
    top = await comment(ada_agent, path)
    reply = await comment(bob_agent, path, "Congrats", top["id"])
    assert reply["replyToUsername"] == ada["username"]
    assert (await (await bob_agent.post(f"/api/comments/{top['id']}/like")).json())["likeCount"] == 1


async def notices(agent) -> list[dict]:
    return await get_json(agent, "/api/notifications")


async def test_the_answered_comment_author_is_told_of_a_reply_once(make_user):
    (owner_agent, _), (ada_agent, ada), (bob_agent, bob) = [await make_user() for _ in range(3)]
    thread = await new_thread(owner_agent)
    path = f"/api/threads/{thread}/comments"
    top = await comment(ada_agent, path, "Top-level")
    reply = await comment(bob_agent, path, "Good point", top["id"])
    told = [n for n in await notices(ada_agent) if n["kind"] == "reply"]
    assert len(told) == 1
    assert told[0]["text"] == f"{bob['displayName']} replied to your comment"
    assert told[0]["link"] == f"/threads/{thread}#comment-{reply['id']}"
    # The thread's owner hears of both comments (as before); a mention is not told twice.
    assert len([n for n in await notices(owner_agent) if n["kind"] == "reply"]) == 2
    await comment(bob_agent, path, f"@{ada['username']} see above", top["id"])
    kinds = [n["kind"] for n in await notices(ada_agent)]
    assert kinds.count("reply") == 1 and kinds.count("mention") == 1


@pytest.mark.parametrize("relation", ["block", "mute"])
async def test_no_reply_notice_from_a_member_one_blocked_or_muted(make_user, relation):
    (owner_agent, _), (ada_agent, _), (bob_agent, bob) = [await make_user() for _ in range(3)]
    thread = await new_thread(owner_agent)
    path = f"/api/threads/{thread}/comments"
    top = await comment(ada_agent, path, "Top-level")
    assert (await ada_agent.request("PUT", f"/api/users/{bob['id']}/{relation}")).status == 200
    response = await bob_agent.post(path, json={"body": "Hi", "parentId": top["id"]})
    if relation == "block":
        assert response.status == 403  # a reply across a block is refused, as a message is
        assert (await bob_agent.post(f"/api/comments/{top['id']}/like")).status == 403
    else:
        assert response.status == 201
    assert [n for n in await notices(ada_agent) if n["kind"] == "reply"] == []


async def test_a_reply_and_a_like_arrive_live_on_the_open_thread(client, make_user):
    (ada_agent, ada), (bob_agent, bob), (cy_agent, cy) = [await make_user() for _ in range(3)]
    thread = await new_thread(ada_agent)
    path = f"/api/threads/{thread}/comments"
    top = await comment(ada_agent, path, "Top-level")
    assert (await cy_agent.request("PUT", f"/api/users/{bob['id']}/mute")).status == 200
    ws_ada, ws_cy = await signed_socket(ada_agent, ada), await signed_socket(cy_agent, cy)
    reply = await comment(bob_agent, path, "Live reply", top["id"])
    frames = [await receive(ws_ada), await receive(ws_ada)]  # the new comment and Ada's reply notice
    live = next(f for f in frames if f["type"] == "new_comment")
    assert live == {"type": "new_comment", "parentType": "thread", "parentId": thread, "comment": reply}
    assert any(f["type"] == "notification" for f in frames)
    assert (await bob_agent.post(f"/api/comments/{top['id']}/like")).status == 200
    assert await receive(ws_ada) == {
        "type": "comment_liked",
        "parentType": "thread",
        "parentId": thread,
        "commentId": top["id"],
        "likeCount": 1,
    }
    await nothing_waiting(client, ws_cy)  # Cy muted Bob: neither event reaches Cy
    for ws in (ws_ada, ws_cy):
        await ws.close()
