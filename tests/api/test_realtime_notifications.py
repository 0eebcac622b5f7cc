"""The live ``notification`` event: a new notice reaches only its recipient's signed-in sockets with
the unread count, after the request's transaction (a real WebSocket client, both backends)."""

from __future__ import annotations

from tests.api.test_realtime import receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting


async def test_a_mention_reaches_only_the_recipient_with_the_unread_count(client, make_user):
    (agent_a, a), (agent_b, b), (agent_c, c) = [await make_user() for _ in range(3)]
    ws_b1, ws_b2 = await signed_socket(agent_b, b), await signed_socket(agent_b, b)
    ws_a, ws_c = await signed_socket(agent_a, a), await signed_socket(agent_c, c)
    response = await agent_a.post("/api/posts", json={"content": f"hello @{b['username']}"})
    assert response.status == 201, await response.text()
    for ws in (ws_b1, ws_b2, ws_a, ws_c):
        assert (await receive(ws))["type"] == "new_post"
    for ws in (ws_b1, ws_b2):  # every tab of the recipient
        assert await receive(ws) == {"type": "notification", "unreadCount": 1}
    # What the event said is what the list holds: the notice was committed before it went out.
    assert (await (await agent_b.get("/api/notifications/unread-count")).json()) == {"count": 1}
    # The author and a third member hear nothing of it, the recipient nothing more.
    await nothing_waiting(client, ws_a, ws_c, ws_b1, ws_b2)
    # Marking read is not announced (the reader's own screen knows); the next notice counts from 0.
    assert (await agent_b.post("/api/notifications/read-all")).status == 200
    post = await (await agent_b.post("/api/posts", json={"content": "mine"})).json()
    for ws in (ws_b1, ws_b2, ws_a, ws_c):
        assert (await receive(ws))["type"] == "new_post"
    assert (await agent_a.post(f"/api/posts/{post['id']}/like")).status == 200
    for ws in (ws_b1, ws_b2):
        assert await receive(ws) == {"type": "notification", "unreadCount": 1}
    await nothing_waiting(client, ws_a, ws_c, ws_b1, ws_b2)
    for ws in (ws_b1, ws_b2, ws_a, ws_c):
        await ws.close()


async def test_a_refused_action_sends_no_notification(client, make_user):
    (agent_a, _), (agent_b, b) = [await make_user() for _ in range(2)]
    ws_b = await signed_socket(agent_b, b)
    response = await agent_a.post(
        "/api/messages", json={"toUserId": b["id"], "message": "x" * 5000 + f" @{b['username']}"}
    )
    assert response.status == 400
    await nothing_waiting(client, ws_b)
    await ws_b.close()
