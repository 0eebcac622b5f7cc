"""Notifications: each kind made by the real action, grouping, preferences, reading and marking,
@mention parsing, no notice of one's own action, paging (SQLite and PostgreSQL)."""

from __future__ import annotations

import pytest

from devnet_api.services.markup import mentioned_names
from tests.api.helpers import get_json, walk

THREAD = {"title": "Async pitfalls", "body": "Blocking calls stall the loop."}
PROJECT = {"title": "Chat server", "description": "An aiohttp chat server with Redis fan-out."}


async def created(agent, path: str, body: dict) -> dict:
    response = await agent.post(path, json=body)
    assert response.status in (200, 201), await response.text()
    return await response.json()


async def notices(agent) -> list[dict]:
    return await get_json(agent, "/api/notifications")


async def unread(agent) -> int:
    return (await get_json(agent, "/api/notifications/unread-count"))["count"]


@pytest.fixture
async def ada_and_bob(make_user):
    ada, ada_user = await make_user("ada", displayName="Ada Lovelace")
    bob, bob_user = await make_user("bob_b", displayName="Bob Builder")
    return ada, ada_user, bob, bob_user


def test_mentions_follow_the_username_rules():
    assert mentioned_names("hi @Ada and @bob_b, @ada again") == ["ada", "bob_b"]
    assert mentioned_names("mail ada@example.com or see https://x.dev/@ada") == []
    assert mentioned_names("`@ada` and ```\n@bob_b\n``` are code") == []
    assert mentioned_names("@ab is too short, @" + "x" * 31 + " too long") == []
    assert mentioned_names("(@carol-d) @dave_e.") == ["carol-d", "dave_e"]


@pytest.mark.parametrize("where", ["thread", "post", "comment", "message"])
async def test_a_mention_notifies_the_member_and_leads_to_the_text(ada_and_bob, where):
    ada, ada_user, bob, bob_user = ada_and_bob
    text = "Thanks @Bob_B for the help!"
    if where == "thread":
        row = await created(ada, "/api/threads", {"title": "Hello", "body": text})
        link, excerpt = f"/threads/{row['id']}", "Hello"
    elif where == "post":
        row = await created(ada, "/api/posts", {"content": text})
        link, excerpt = f"/feed#post-{row['id']}", text
    elif where == "comment":
        thread = await created(bob, "/api/threads", THREAD)
        row = await created(ada, f"/api/threads/{thread['id']}/comments", {"body": text})
        link, excerpt = f"/threads/{thread['id']}#comment-{row['id']}", text
    else:
        row = await created(ada, "/api/messages", {"toUserId": bob_user["id"], "message": text})
        link, excerpt = f"/messages/{ada_user['id']}", text
    [notice] = await notices(bob)
    assert notice["kind"] == "mention"
    assert notice["text"] == f"Ada Lovelace mentioned you in a {where}"
    assert notice["link"] == link and notice["excerpt"] == excerpt
    assert notice["actor"]["id"] == ada_user["id"] and "email" not in notice["actor"]
    assert notice["read"] is False and notice["othersCount"] == 0
    assert notice["createdAt"].endswith("Z")
    assert await unread(bob) == 1
    assert await notices(ada) == []  # no notice of one's own words


async def test_mentioning_oneself_a_stranger_or_someone_twice_notifies_once_or_not_at_all(ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    await created(ada, "/api/posts", {"content": "@ada @nobody_here @bob_b @BOB_B"})
    assert await notices(ada) == []
    assert [n["kind"] for n in await notices(bob)] == ["mention"]


async def test_a_message_mention_tells_only_its_recipient(make_user, ada_and_bob):
    ada, _, bob, bob_user = ada_and_bob
    carol, _ = await make_user("carol")
    await created(ada, "/api/messages", {"toUserId": bob_user["id"], "message": "ask @carol about it"})
    assert await notices(carol) == []  # she cannot read the message
    assert await notices(bob) == []  # bob is not mentioned (he gets the message itself)


@pytest.mark.parametrize("kind", ["threads", "projects", "posts"])
async def test_a_comment_notifies_the_owner_of_a_reply(ada_and_bob, kind):
    ada, _, bob, bob_user = ada_and_bob
    body = {"threads": THREAD, "projects": PROJECT, "posts": {"content": "Shipped it"}}[kind]
    parent = await created(ada, f"/api/{kind}", body)
    comment = await created(bob, f"/api/{kind}/{parent['id']}/comments", {"body": "Nice one"})
    await created(ada, f"/api/{kind}/{parent['id']}/comments", {"body": "Thanks"})  # own: nothing
    [notice] = await notices(ada)
    assert notice["kind"] == "reply"
    assert notice["text"] == f"Bob Builder replied to your {kind[:-1]}"
    assert notice["actor"]["id"] == bob_user["id"]
    assert notice["target"] == {"kind": kind[:-1], "id": parent["id"]}
    assert notice["excerpt"] == "Nice one"
    expected = f"/feed#post-{parent['id']}" if kind == "posts" else f"/{kind}/{parent['id']}#comment-{comment['id']}"
    assert notice["link"] == expected


async def test_a_reply_that_mentions_the_owner_is_one_notice(ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    thread = await created(ada, "/api/threads", THREAD)
    await created(bob, f"/api/threads/{thread['id']}/comments", {"body": "@ada see this"})
    assert [n["kind"] for n in await notices(ada)] == ["mention"]


async def test_likes_are_grouped_per_post(make_user, ada_and_bob):
    ada, _, bob, bob_user = ada_and_bob
    post = await created(ada, "/api/posts", {"content": "Look at this"})
    other = await created(ada, "/api/posts", {"content": "And this"})
    likers = [await make_user(f"liker{n}") for n in range(4)]
    for agent, _ in likers:
        await created(agent, f"/api/posts/{post['id']}/like", {})
    await created(likers[0][0], f"/api/posts/{other['id']}/like", {})
    await created(bob, f"/api/posts/{post['id']}/like", {})
    # Bob unlikes and likes again: still one of five.
    assert (await bob.delete(f"/api/posts/{post['id']}/like")).status == 200
    await created(bob, f"/api/posts/{post['id']}/like", {})
    first, second = await notices(ada)
    assert first["text"] == "Bob Builder and 4 others liked your post"
    assert first["othersCount"] == 4 and first["actor"]["id"] == bob_user["id"]
    assert first["target"] == {"kind": "post", "id": post["id"]}
    assert second["text"] == f"{likers[0][1]['displayName']} liked your post"
    assert await unread(ada) == 2
    # Once read, a new like starts a new notice.
    await created(ada, "/api/notifications/read-all", {})
    newcomer, _ = await make_user("late_liker")
    await created(newcomer, f"/api/posts/{post['id']}/like", {})
    latest = await notices(ada)
    assert [n["read"] for n in latest] == [False, True, True]
    assert latest[0]["othersCount"] == 0


async def test_upvotes_are_grouped_and_downvotes_tell_nobody(make_user, ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    thread = await created(ada, "/api/threads", THREAD)
    project = await created(ada, "/api/projects", PROJECT)
    carol, _ = await make_user("carol", displayName="Carol")
    await created(bob, f"/api/threads/{thread['id']}/vote", {"voteType": "upvote"})
    await created(carol, f"/api/threads/{thread['id']}/vote", {"voteType": "upvote"})
    await created(bob, "/api/votes", {"projectId": project["id"], "voteType": "downvote"})
    await created(carol, "/api/votes", {"projectId": project["id"], "voteType": "upvote"})
    texts = [n["text"] for n in await notices(ada)]
    assert texts == ["Carol upvoted your project", "Carol and 1 other upvoted your thread"]


async def test_an_accepted_friend_request_tells_the_member_who_asked(ada_and_bob):
    ada, _, bob, bob_user = ada_and_bob
    request = await created(ada, "/api/friends/request", {"addresseeId": bob_user["id"]})
    assert await notices(bob) == []  # a request is in the requests list, not a notice
    response = await bob.patch(f"/api/friends/respond/{request['id']}", json={"response": "accepted"})
    assert response.status == 200
    [notice] = await notices(ada)
    assert notice["text"] == "Bob Builder accepted your friend request"
    assert notice["link"] == f"/profile/{bob_user['id']}"


async def test_a_declined_request_tells_nobody(ada_and_bob):
    ada, _, bob, bob_user = ada_and_bob
    request = await created(ada, "/api/friends/request", {"addresseeId": bob_user["id"]})
    await bob.patch(f"/api/friends/respond/{request['id']}", json={"response": "blocked"})
    assert await notices(ada) == []


async def test_a_kind_turned_off_makes_no_notices(ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    prefs = await get_json(bob, "/api/me/notification-preferences")
    assert [p["kind"] for p in prefs] == ["mention", "reply", "like", "vote", "friend_accepted", "watch"]
    assert all(p["enabled"] and p["label"] for p in prefs)
    response = await bob.request("PUT", "/api/me/notification-preferences", json={"preferences": {"mention": False}})
    assert response.status == 200, await response.text()
    assert {p["kind"]: p["enabled"] for p in await response.json()}["mention"] is False
    await created(ada, "/api/posts", {"content": "hey @bob_b"})
    assert await notices(bob) == []
    post = await created(bob, "/api/posts", {"content": "mine"})
    await created(ada, f"/api/posts/{post['id']}/like", {})
    assert [n["kind"] for n in await notices(bob)] == ["like"]  # other kinds stay on
    response = await bob.request("PUT", "/api/me/notification-preferences", json={"preferences": {"mention": True}})
    assert all(p["enabled"] for p in await response.json())
    await created(ada, "/api/posts", {"content": "hey again @bob_b"})
    assert [n["kind"] for n in await notices(bob)] == ["mention", "like"]


async def test_preferences_refuse_unknown_kinds_and_strangers(client, ada_and_bob):
    _, _, bob, _ = ada_and_bob
    for body in ({"preferences": {"nope": False}}, {"preferences": {"export_ready": False}}):
        response = await bob.request("PUT", "/api/me/notification-preferences", json=body)
        assert response.status == 400
        assert (await response.json())["message"] == "Unknown notification kind"
    response = await bob.request("PUT", "/api/me/notification-preferences", json={"preferences": {"like": "no"}})
    assert response.status == 400
    assert all(p["enabled"] for p in await get_json(bob, "/api/me/notification-preferences"))
    for method, path in (
        ("GET", "/api/notifications"),
        ("GET", "/api/notifications/unread-count"),
        ("POST", "/api/notifications/read-all"),
        ("GET", "/api/me/notification-preferences"),
        ("GET", "/api/users/mentions?q=bo"),
    ):
        assert (await client.request(method, path)).status == 401


async def test_mark_one_and_all_read_and_only_the_recipient_can(make_user, ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    for n in range(3):
        await created(ada, "/api/posts", {"content": f"ping {n} @bob_b"})
    listed = await notices(bob)
    assert await unread(bob) == 3
    # Another member cannot read or mark them: not found, nothing changes.
    assert await notices(ada) == []
    response = await ada.post(f"/api/notifications/{listed[0]['id']}/read")
    assert response.status == 404
    assert (await response.json())["message"] == "Notification not found"
    assert await unread(bob) == 3
    assert (await bob.post("/api/notifications/99999999999/read")).status == 404
    assert await created(bob, f"/api/notifications/{listed[1]['id']}/read", {}) == {"count": 2}
    assert await created(bob, f"/api/notifications/{listed[1]['id']}/read", {}) == {"count": 2}  # again: same
    assert [n["read"] for n in await notices(bob)] == [False, True, False]
    assert await created(bob, "/api/notifications/read-all", {}) == {"marked": 2, "count": 0}
    assert await unread(bob) == 0
    assert all(n["read"] for n in await notices(bob))


async def test_the_list_pages_newest_first(ada_and_bob):
    ada, _, bob, _ = ada_and_bob
    for n in range(5):
        await created(ada, "/api/posts", {"content": f"note {n} @bob_b"})
    everything = [n["id"] for n in await notices(bob)]
    assert everything == sorted(everything, reverse=True) and len(everything) == 5
    assert await walk(bob, "/api/notifications?limit=2") == everything
    assert (await bob.get("/api/notifications?cursor=nonsense")).status == 400
    assert (await bob.get("/api/notifications?limit=0")).status == 400


async def test_mention_suggestions_and_username_lookup(client, make_user, ada_and_bob):
    ada, ada_user, _, bob_user = ada_and_bob
    await make_user("bobby", displayName="Roberta")
    await make_user("zed", displayName="Bob Zed")
    found = await get_json(ada, "/api/users/mentions?q=@Bo")
    assert [u["username"] for u in found] == ["bob_b", "bobby", "zed"]  # usernames first, then names
    assert "email" not in found[0]
    assert await get_json(ada, "/api/users/mentions?q=ad") == []  # not oneself
    assert await get_json(ada, "/api/users/mentions?q=") == []
    assert await get_json(ada, "/api/users/mentions?q=%3Cscript%3E") == []
    assert (await get_json(client, "/api/users/by-username/BOB_B"))["id"] == bob_user["id"]
    assert (await client.get("/api/users/by-username/nobody_here")).status == 404
    assert ada_user["username"] == "ada"


async def test_notices_about_something_deleted_are_forgotten(ada_and_bob):
    from devnet_api.services import notifications

    ada, _, bob, _ = ada_and_bob
    post = await created(ada, "/api/posts", {"content": "hello @bob_b"})
    other = await created(ada, "/api/posts", {"content": "again @bob_b"})
    assert await notifications.forget("post", post["id"]) == 1
    assert [n["target"]["id"] for n in await notices(bob)] == [other["id"]]


async def test_a_finished_export_notifies_its_owner(app, settings, signed_in):
    """The export job tells its owner: the web process runs it (embedded), or it runs here as the
    Celery worker would (scaled; tests/tasks runs the real worker)."""
    import asyncio

    from devnet_api.models.accounts import DataExport
    from devnet_api.services import exports
    from devnet_api.web import keys

    agent, user = signed_in
    assert (await agent.post("/api/me/export")).status == 202
    jobs = app[keys.JOBS]
    if hasattr(jobs, "running"):
        await asyncio.gather(*jobs.running)
    else:
        row = await DataExport.filter(user_id=user["id"]).order_by("-id").first()
        await exports.build(row.id, str(settings.media_dir))
    [notice] = await notices(agent)
    assert notice["kind"] == "export_ready" and notice["actor"] is None
    assert notice["text"] == "Your data export is ready"
    assert notice["link"] == "/settings#settings-data"
    assert notice["target"] == {"kind": "export", "id": None}
    assert await unread(agent) == 1
