"""The routes that go live: a sent message and a friend request reach the right sockets
(a real WebSocket client, on SQLite embedded and PostgreSQL + Redis)."""

from __future__ import annotations

from tests.api.test_realtime import publisher, receive, signed_socket

_marks = iter(range(1, 1_000_000))


async def nothing_waiting(client, *sockets) -> None:
    """The sockets got nothing: events arrive in order, so a broadcast published now is the next
    frame each of them sees (no waiting for a silence)."""
    mark = next(_marks)
    await publisher(client).publish("new_post", {"post": {"id": -mark}})
    for ws in sockets:
        assert await receive(ws) == {"type": "new_post", "post": {"id": -mark}}


async def test_a_sent_message_reaches_the_recipient_and_every_socket_of_the_sender(client, make_user):
    (agent_a, a), (agent_b, b), (agent_c, c) = [await make_user() for _ in range(3)]
    a_tab1, a_tab2 = await signed_socket(agent_a, a), await signed_socket(agent_a, a)
    ws_b, ws_c = await signed_socket(agent_b, b), await signed_socket(agent_c, c)
    response = await agent_a.post(
        "/api/messages", json={"toUserId": b["id"], "message": " hi there ", "subject": "Hello"}
    )
    assert response.status == 201, await response.text()
    sent = await response.json()
    assert sent["message"] == "hi there"
    for ws in (ws_b, a_tab1, a_tab2):
        assert await receive(ws) == {"type": "new_message", "message": sent}
    await nothing_waiting(client, ws_c)  # a third member hears nothing of it
    for ws in (a_tab1, a_tab2, ws_b, ws_c):
        await ws.close()


async def test_a_refused_message_sends_no_event(client, make_user):
    (agent_a, a), (agent_b, b) = [await make_user() for _ in range(2)]
    ws_a, ws_b = await signed_socket(agent_a, a), await signed_socket(agent_b, b)
    assert (await agent_a.post("/api/messages", json={"toUserId": b["id"], "message": "   "})).status == 400
    assert (await agent_a.post("/api/messages", json={"toUserId": a["id"], "message": "to me"})).status == 400
    await nothing_waiting(client, ws_a, ws_b)
    for ws in (ws_a, ws_b):
        await ws.close()


async def test_a_friend_request_reaches_only_the_addressee(client, make_user):
    (agent_a, a), (agent_b, b), (agent_c, c) = [await make_user() for _ in range(3)]
    ws_a, ws_b, ws_c = [await signed_socket(agent, user) for agent, user in ((agent_a, a), (agent_b, b), (agent_c, c))]
    response = await agent_a.post("/api/friends/request", json={"addresseeId": b["id"]})
    assert response.status == 201, await response.text()
    friendship = await response.json()
    frame = await receive(ws_b)
    assert frame["type"] == "friend_request"
    assert frame["request"]["id"] == friendship["id"]
    requester = frame["request"]["requester"]
    assert requester["id"] == a["id"] and requester["username"] == a["username"]
    assert "email" not in requester  # another member's object carries no private field
    # It is the same item the addressee's request list shows.
    requests = await (await agent_b.get("/api/friends/requests")).json()
    assert requests == [frame["request"]]
    await nothing_waiting(client, ws_a, ws_c)
    for ws in (ws_a, ws_b, ws_c):
        await ws.close()


async def test_a_request_that_makes_two_members_friends_asks_nothing_more(client, make_user):
    (agent_a, a), (agent_b, b) = [await make_user() for _ in range(2)]
    assert (await agent_a.post("/api/friends/request", json={"addresseeId": b["id"]})).status == 201
    ws_a = await signed_socket(agent_a, a)
    response = await agent_b.post("/api/friends/request", json={"addresseeId": a["id"]})
    assert response.status == 201 and (await response.json())["status"] == "accepted"
    # No friend_request to answer; the first asker is told their request was accepted (a notice).
    assert await receive(ws_a) == {"type": "notification", "unreadCount": 1}
    await nothing_waiting(client, ws_a)
    # A duplicate request is refused and says nothing either.
    assert (await agent_a.post("/api/friends/request", json={"addresseeId": b["id"]})).status == 409
    await nothing_waiting(client, ws_a)
    await ws_a.close()
