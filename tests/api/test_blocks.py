"""Block and mute (docs/safety.md): the endpoints, the settings list, and their enforcement on every
read and write path: messages, friend requests, feed, comments, threads, projects, directory,
discover, trending and live events."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from devnet_api.models.social import Friendship
from devnet_api.models.trends import TrendingUser
from devnet_api.realtime.events import NEW_POST, Audience, Event
from devnet_api.services import blocks
from tests.api.helpers import get_json
from tests.api.test_realtime import receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting


@pytest.fixture
async def people(make_user):
    """Ada and Bo (both in the directory), and Cy, who looks on."""
    made = {}
    for name in ("ada", "bo_b", "cyd"):
        agent, user = await make_user(name, hourlyRate=60, isAvailableForWork=True)
        made[name] = (agent, user["id"])
    return made


async def put(agent, path: str, status: int = 200) -> dict:
    response = await agent.request("PUT", path)
    assert response.status == status, await response.text()
    return await response.json()


async def delete(agent, path: str, status: int = 200) -> dict:
    response = await agent.delete(path)
    assert response.status == status, await response.text()
    return await response.json()


async def post(agent, path: str, body: dict, status: int = 201) -> dict:
    response = await agent.post(path, json=body)
    assert response.status == status, await response.text()
    return await response.json()


async def ids(agent, path: str) -> set[int]:
    return {item["id"] for item in await get_json(agent, path)}


async def authors(agent, path: str) -> set[int]:
    return {item["user"]["id"] for item in await get_json(agent, path)}


# --- the endpoints ------------------------------------------------------------------------------


async def test_block_and_mute_answer_the_relation_and_repeat_harmlessly(people):
    (ada, _), (_, bo_id) = people["ada"], people["bo_b"]
    assert await put(ada, f"/api/users/{bo_id}/block") == {"isBlocked": True, "isMuted": False}
    assert await put(ada, f"/api/users/{bo_id}/block") == {"isBlocked": True, "isMuted": False}
    assert await put(ada, f"/api/users/{bo_id}/mute") == {"isBlocked": True, "isMuted": True}
    assert await delete(ada, f"/api/users/{bo_id}/block") == {"isBlocked": False, "isMuted": True}
    assert await delete(ada, f"/api/users/{bo_id}/block") == {"isBlocked": False, "isMuted": True}
    assert await delete(ada, f"/api/users/{bo_id}/mute") == {"isBlocked": False, "isMuted": False}


async def test_blocking_oneself_a_stranger_or_signed_out_is_refused(client, people):
    ada, ada_id = people["ada"]
    for action, text in (("block", blocks.BLOCK_SELF), ("mute", blocks.MUTE_SELF)):
        assert await put(ada, f"/api/users/{ada_id}/{action}", 400) == {"message": text, "errors": {"id": [text]}}
        # Lifting what cannot be there changes nothing.
        assert await delete(ada, f"/api/users/{ada_id}/{action}") == {"isBlocked": False, "isMuted": False}
        assert (await put(ada, f"/api/users/999999/{action}", 404))["message"] == "User not found"
        assert (await put(ada, f"/api/users/0/{action}", 404))["message"]
        assert (await put(client, f"/api/users/{ada_id}/{action}", 401))["message"] == "Not authenticated"
    assert await get_json(ada, "/api/me/blocks") == []
    assert (await client.get("/api/me/blocks")).status == 401


async def test_the_settings_list_holds_each_kind_newest_first(people):
    (ada, _), (_, bo_id), (_, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    await put(ada, f"/api/users/{bo_id}/block")
    await put(ada, f"/api/users/{cy_id}/mute")
    await put(ada, f"/api/users/{bo_id}/mute")
    listed = await get_json(ada, "/api/me/blocks")
    assert {(entry["kind"], entry["user"]["id"]) for entry in listed} == {
        ("blocked", bo_id),
        ("muted", cy_id),
        ("muted", bo_id),
    }
    assert all(set(entry) == {"kind", "user", "createdAt"} for entry in listed)
    assert "email" not in listed[0]["user"]
    await delete(ada, f"/api/users/{bo_id}/block")
    await delete(ada, f"/api/users/{bo_id}/mute")
    assert [(e["kind"], e["user"]["id"]) for e in await get_json(ada, "/api/me/blocks")] == [("muted", cy_id)]


async def test_a_profile_tells_the_viewer_only_what_they_did(client, people):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    await put(ada, f"/api/users/{bo_id}/block")
    await put(ada, f"/api/users/{bo_id}/mute")
    seen_by_ada = await get_json(ada, f"/api/users/{bo_id}")
    assert (seen_by_ada["isBlocked"], seen_by_ada["isMuted"]) == (True, True)
    # The blocked member still opens the blocker's profile and learns nothing from it.
    seen_by_bo = await get_json(bo, f"/api/users/{ada_id}")
    assert (seen_by_bo["isBlocked"], seen_by_bo["isMuted"]) == (False, False)
    anonymous = await get_json(client, f"/api/users/{bo_id}")
    assert (anonymous["isBlocked"], anonymous["isMuted"]) == (False, False)


async def test_can_contact_is_false_both_ways_under_a_block_and_true_again_after(client, people):
    """The profile's canContact: the client offers Add Friend and Contact only when the server would
    take them (a refusal the member could not avoid is a dead end)."""
    (ada, ada_id), (bo, bo_id), (cy, _) = people["ada"], people["bo_b"], people["cyd"]
    assert (await get_json(bo, f"/api/users/{ada_id}"))["canContact"] is True
    await put(ada, f"/api/users/{bo_id}/block")
    assert (await get_json(bo, f"/api/users/{ada_id}"))["canContact"] is False  # the blocked member
    assert (await get_json(ada, f"/api/users/{bo_id}"))["canContact"] is False  # the blocker
    assert (await get_json(cy, f"/api/users/{ada_id}"))["canContact"] is True  # anyone else
    # What canContact promises is what the server does.
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Hello"}, 403)
    await delete(ada, f"/api/users/{bo_id}/block")
    assert (await get_json(bo, f"/api/users/{ada_id}"))["canContact"] is True
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Hello"})
    # Nobody contacts themself, and an anonymous visitor must sign in first.
    assert (await get_json(ada, f"/api/users/{ada_id}"))["canContact"] is False
    assert (await get_json(client, f"/api/users/{ada_id}"))["canContact"] is False


# --- messages and friends -----------------------------------------------------------------------


async def test_a_block_refuses_messages_both_ways_and_keeps_the_history(people):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Before the block"})
    await put(ada, f"/api/users/{bo_id}/block")
    refused = await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Hello again"}, 403)
    assert refused == {"message": blocks.MESSAGE_REFUSED}
    refused = await post(ada, "/api/messages", {"toUserId": bo_id, "message": "Hi"}, 403)
    assert refused == {"message": blocks.MESSAGE_REFUSED_BLOCKER}
    # The conversation stays each side's own, read-only.
    assert [m["message"] for m in await get_json(ada, f"/api/conversations/{bo_id}")] == ["Before the block"]
    assert [s["partnerId"] for s in await get_json(bo, "/api/messages")] == [ada_id]
    await delete(ada, f"/api/users/{bo_id}/block")
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "After the block"})


async def test_a_mute_refuses_nothing(people):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    await put(ada, f"/api/users/{bo_id}/mute")
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Still reaches you"})
    await post(bo, "/api/friends/request", {"addresseeId": ada_id})


@pytest.mark.parametrize("who_asked", ["blocker", "blocked"])
async def test_blocking_ends_a_pending_request_either_way(people, who_asked):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    asker, addressee_id = (ada, bo_id) if who_asked == "blocker" else (bo, ada_id)
    await post(asker, "/api/friends/request", {"addresseeId": addressee_id})
    await put(ada, f"/api/users/{bo_id}/block")
    assert not await Friendship.filter(pair=Friendship.pair_of(ada_id, bo_id)).exists()
    assert await get_json(bo, "/api/friends/requests") == []
    assert await get_json(ada, "/api/friends/requests") == []
    assert (await get_json(bo, f"/api/friends/status/{ada_id}"))["status"] == "none"


async def test_blocking_ends_a_friendship_and_refuses_requests_both_ways(people):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    await post(ada, "/api/friends/request", {"addresseeId": bo_id})
    await post(bo, "/api/friends/request", {"addresseeId": ada_id})  # the reverse request: friends
    assert await ids(ada, "/api/friends") == {bo_id}
    await put(ada, f"/api/users/{bo_id}/block")
    assert await ids(ada, "/api/friends") == set()
    assert await ids(bo, "/api/friends") == set()
    refused = await post(bo, "/api/friends/request", {"addresseeId": ada_id}, 403)
    assert refused == {"message": blocks.REQUEST_REFUSED}
    refused = await post(ada, "/api/friends/request", {"addresseeId": bo_id}, 403)
    assert refused == {"message": blocks.REQUEST_REFUSED_BLOCKER}
    # Unblocking does not bring the friendship back; a new request may be sent.
    await delete(ada, f"/api/users/{bo_id}/block")
    assert await ids(ada, "/api/friends") == set()
    await post(bo, "/api/friends/request", {"addresseeId": ada_id})


# --- what each sees ---------------------------------------------------------------------------


async def content_of(agent) -> dict:
    """A post, a thread and a project by the agent's member."""
    return {
        "post": (await post(agent, "/api/posts", {"content": "A post of mine #blocks", "mediaUrls": [], "tags": []}))[
            "id"
        ],
        "thread": (
            await post(
                agent,
                "/api/threads",
                {"title": "A thread of mine", "body": "A body long enough for any rule", "tags": []},
            )
        )["id"],
        "project": (
            await post(
                agent,
                "/api/projects",
                {"title": "A project of mine", "description": "A description long enough", "tags": [], "mediaUrls": []},
            )
        )["id"],
    }


async def everything_seen(agent) -> dict[str, set[int]]:
    """The authors (or members) each list shows the agent."""
    return {
        "feed": await authors(agent, "/api/posts?limit=100"),
        "friends feed": await authors(agent, "/api/posts?scope=friends&limit=100"),
        "threads": await authors(agent, "/api/threads?limit=100"),
        "latest threads": await authors(agent, "/api/threads/latest"),
        "projects": await authors(agent, "/api/projects?limit=100"),
        "top projects": await authors(agent, "/api/projects/top"),
        "discover": await ids(agent, "/api/users?limit=100"),
        "directory": await ids(agent, "/api/users?availableForWork=true&limit=100"),
        "trending": await ids(agent, "/api/users/trending"),
    }


async def befriend(a, a_id, b, b_id):
    await post(a, "/api/friends/request", {"addresseeId": b_id})
    await post(b, "/api/friends/request", {"addresseeId": a_id})


async def test_a_block_hides_each_from_the_other_everywhere_and_unblocking_restores(people):
    (ada, ada_id), (bo, bo_id), (cy, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    for agent in (ada, bo, cy):
        await content_of(agent)
    await befriend(ada, ada_id, bo, bo_id)
    await befriend(ada, ada_id, cy, cy_id)
    await befriend(bo, bo_id, cy, cy_id)
    await TrendingUser.bulk_create(
        [
            TrendingUser(rank=n, user_id=u, score=10 - n, computed_at=datetime.now(UTC))
            for n, u in enumerate((ada_id, bo_id, cy_id), 1)
        ]
    )
    everyone = {ada_id, bo_id, cy_id}
    before = await everything_seen(bo)
    assert all(seen == everyone for seen in before.values()), before

    await put(ada, f"/api/users/{bo_id}/block")
    for viewer, hidden in ((ada, bo_id), (bo, ada_id)):
        seen = await everything_seen(viewer)
        assert all(seen_ids == everyone - {hidden} for seen_ids in seen.values()), seen
    # A third member sees both.
    assert all(seen == everyone for seen in (await everything_seen(cy)).values())

    await delete(ada, f"/api/users/{bo_id}/block")
    after = await everything_seen(bo)
    assert after["feed"] == after["discover"] == everyone  # the friendship ended with the block
    assert after["friends feed"] == {bo_id, cy_id}


async def test_a_mute_hides_only_from_the_muter_and_quietly(people):
    (ada, ada_id), (bo, bo_id), (cy, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    for agent in (ada, bo, cy):
        await content_of(agent)
    await put(ada, f"/api/users/{bo_id}/mute")
    seen = await everything_seen(ada)
    for name in ("feed", "threads", "latest threads"):
        assert seen[name] == {ada_id, cy_id}, name
    # A mute hides what they write, not the member: people lists and projects still show them.
    for name in ("projects", "discover", "directory"):
        assert seen[name] == {ada_id, bo_id, cy_id}, name
    # Nothing changes for the muted member.
    assert (await everything_seen(bo))["feed"] == {ada_id, bo_id, cy_id}


@pytest.mark.parametrize("kind", ["thread", "project", "post"])
async def test_comments_hide_across_a_block_and_a_mute_and_cannot_be_added_across_a_block(people, kind):
    (ada, ada_id), (bo, bo_id), (cy, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    parent = (await content_of(cy))[kind]
    path = f"/api/{kind}s/{parent}/comments"
    for agent in (ada, bo, cy):
        await post(agent, path, {"body": "A comment from me"})
    await put(ada, f"/api/users/{bo_id}/block")
    assert await authors(ada, path) == {ada_id, cy_id}
    assert await authors(bo, path) == {bo_id, cy_id}
    assert await authors(cy, path) == {ada_id, bo_id, cy_id}

    # Neither may comment on the other's content.
    ada_parent = (await content_of(ada))[kind]
    refused = await post(bo, f"/api/{kind}s/{ada_parent}/comments", {"body": "Let me in"}, 403)
    assert refused == {"message": blocks.INTERACTION_REFUSED}

    await put(cy, f"/api/users/{ada_id}/mute")
    assert await authors(cy, path) == {bo_id, cy_id}


async def test_likes_shares_and_votes_are_refused_across_a_block(people):
    (ada, _), (bo, bo_id) = people["ada"], people["bo_b"]
    mine = await content_of(ada)
    await put(ada, f"/api/users/{bo_id}/block")
    assert (await post(bo, f"/api/posts/{mine['post']}/like", {}, 403))["message"] == blocks.INTERACTION_REFUSED
    assert (await post(bo, f"/api/posts/{mine['post']}/share", {}, 403))["message"] == blocks.INTERACTION_REFUSED
    body = {"voteType": "upvote"}
    assert (await post(bo, f"/api/threads/{mine['thread']}/vote", body, 403))["message"] == blocks.INTERACTION_REFUSED
    body = {"projectId": mine["project"], "voteType": "upvote"}
    assert (await post(bo, "/api/votes", body, 403))["message"] == blocks.INTERACTION_REFUSED
    # A page opened by its address stays open: a block closes nothing else.
    assert (await bo.get(f"/api/threads/{mine['thread']}")).status == 200
    assert (await bo.get(f"/api/projects/{mine['project']}")).status == 200


# --- live events --------------------------------------------------------------------------------


async def test_a_new_post_goes_live_to_no_one_it_is_hidden_from(client, people):
    (ada, ada_id), (bo, bo_id), (cy, _) = people["ada"], people["bo_b"], people["cyd"]
    ws = {name: await signed_socket(agent, {"id": user_id}) for name, (agent, user_id) in people.items()}
    await put(ada, f"/api/users/{bo_id}/block")
    await put(cy, f"/api/users/{ada_id}/mute")

    sent = await post(ada, "/api/posts", {"content": "Hidden from two", "mediaUrls": [], "tags": []})
    assert (await receive(ws["ada"]))["post"]["id"] == sent["id"]
    await nothing_waiting(client, *ws.values())  # each socket's next frame: nothing came between

    sent = await post(bo, "/api/posts", {"content": "Hidden from the blocker", "mediaUrls": [], "tags": []})
    for name in ("bo_b", "cyd"):
        assert (await receive(ws[name]))["post"]["id"] == sent["id"]
    await nothing_waiting(client, *ws.values())
    for socket in ws.values():
        await socket.close()


async def test_refused_messages_and_requests_send_no_event(client, people):
    (ada, ada_id), (bo, bo_id) = people["ada"], people["bo_b"]
    ws_ada = await signed_socket(ada, {"id": ada_id})
    await put(ada, f"/api/users/{bo_id}/block")
    await post(bo, "/api/messages", {"toUserId": ada_id, "message": "Hello"}, 403)
    await post(bo, "/api/friends/request", {"addresseeId": ada_id}, 403)
    await nothing_waiting(client, ws_ada)
    await ws_ada.close()


# --- the services others call -------------------------------------------------------------------


async def test_the_service_questions_answer_both_ways(people):
    (ada, ada_id), (_, bo_id), (_, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    await put(ada, f"/api/users/{bo_id}/block")
    await put(ada, f"/api/users/{cy_id}/mute")
    assert await blocks.is_blocked(ada_id, bo_id) and await blocks.is_blocked(bo_id, ada_id)
    assert not await blocks.is_blocked(ada_id, cy_id)
    assert await blocks.blocked_ids(bo_id) == {ada_id}
    assert await blocks.hidden_author_ids(ada_id) == {bo_id, cy_id}
    assert await blocks.hidden_author_ids(bo_id) == {ada_id}
    assert await blocks.hidden_author_ids(cy_id) == set()
    assert await blocks.hidden_author_ids(None) == set()
    assert await blocks.hidden_from(ada_id) == {bo_id}
    assert await blocks.hidden_from(cy_id) == {ada_id}


def test_the_left_out_members_travel_with_an_event_through_redis():
    """Scaled mode: another process's hub must leave out the same members (events.Event wire form)."""
    event = Event(NEW_POST, {"post": {"id": 1}}, Audience.everyone_but({5, 6}))
    origin, received = Event.from_wire(event.to_wire("process-a"))
    assert origin == "process-a"
    assert not received.audience.includes(5, "socket") and not received.audience.includes(6, "socket")
    assert received.audience.includes(7, "socket")


# --- search and notifications (docs/safety.md, docs/search.md, docs/notifications.md) -----------


async def search_hits(agent, q: str) -> set[tuple[str, int]]:
    body = await get_json(agent, f"/api/search?q={q}")
    return {(hit["type"], hit["id"]) for hit in body["results"]}


async def test_search_leaves_out_the_blocked_both_ways_and_the_muted_posts(people):
    (ada, ada_id), (bo, bo_id), (cy, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    bo_post = await post(bo, "/api/posts", {"content": "Zanzibarish borrow checker notes"})
    cy_post = await post(cy, "/api/posts", {"content": "Zanzibarish lifetimes notes"})
    assert {("post", bo_post["id"]), ("post", cy_post["id"])} <= await search_hits(ada, "zanzibarish")
    await put(ada, f"/api/users/{bo_id}/block")
    await put(ada, f"/api/users/{cy_id}/mute")
    # Ada no longer finds Bo at all, nor Cy's posts; Cy the person is still found (a mute hides words).
    assert await search_hits(ada, "zanzibarish") == set()
    assert ("person", bo_id) not in await search_hits(ada, "bo_b")
    assert ("person", cy_id) in await search_hits(ada, "cyd")
    # The block holds the other way too; the mute is Ada's alone.
    assert ("person", ada_id) not in await search_hits(bo, "ada")
    assert ("post", cy_post["id"]) in await search_hits(bo, "zanzibarish")


async def test_a_blocked_or_muted_member_mentions_nobody_and_is_not_suggested(people):
    (ada, _), (bo, bo_id), (cy, cy_id) = people["ada"], people["bo_b"], people["cyd"]
    await put(ada, f"/api/users/{bo_id}/block")
    await put(ada, f"/api/users/{cy_id}/mute")
    await post(bo, "/api/posts", {"content": "Hello @ada from bo"})
    await post(cy, "/api/posts", {"content": "Hello @ada from cy"})
    assert await get_json(ada, "/api/notifications") == []
    assert (await get_json(ada, "/api/notifications/unread-count"))["count"] == 0
    suggested = {user["username"] for user in await get_json(ada, "/api/users/mentions?q=")} | {
        user["username"] for user in await get_json(ada, "/api/users/mentions?q=b")
    }
    assert "bo_b" not in suggested
    assert "ada" not in {user["username"] for user in await get_json(bo, "/api/users/mentions?q=a")}
    # Unblocked, a new mention arrives again.
    await delete(ada, f"/api/users/{bo_id}/block")
    await post(bo, "/api/posts", {"content": "Again, @ada"})
    assert [n["kind"] for n in await get_json(ada, "/api/notifications")] == ["mention"]
