"""The live channel /ws with a real WebSocket client, on SQLite (embedded) and PostgreSQL + Redis."""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import WSMsgType

from devnet_api.realtime.events import Audience
from devnet_api.web import keys

WAIT = 10  # a guard so a broken server fails the test instead of hanging it


async def receive(ws) -> dict:
    msg = await asyncio.wait_for(ws.receive(), WAIT)
    assert msg.type == WSMsgType.TEXT, (msg.type, msg.data)
    return msg.json()


async def open_socket(agent, **kwargs):
    return await agent.session.ws_connect(agent.server.make_url("/ws"), **kwargs)


async def signed_socket(agent, user) -> object:
    ws = await open_socket(agent)
    await ws.send_json({"type": "auth", "userId": user["id"]})
    assert await receive(ws) == {"type": "auth_ok", "userId": user["id"]}
    return ws


def publisher(client):
    return client.server.app[keys.PUBLISHER]


async def test_the_session_cookie_authenticates_the_socket(client, signed_in):
    agent, me = signed_in
    ws = await signed_socket(agent, me)
    await publisher(client).publish("new_post", {"post": {"id": 1, "content": "hello"}})
    assert await receive(ws) == {"type": "new_post", "post": {"id": 1, "content": "hello"}}
    await ws.close()


async def test_an_auth_frame_naming_another_member_is_refused_with_4401(client, make_user):
    agent, _ = await make_user()
    _, other = await make_user()
    ws = await open_socket(agent)
    await ws.send_json({"type": "auth", "userId": other["id"]})
    assert await receive(ws) == {"type": "error", "message": "Not authenticated"}
    closing = await asyncio.wait_for(ws.receive(), WAIT)
    assert closing.type == WSMsgType.CLOSE and closing.data == 4401
    assert ws.close_code == 4401


async def test_a_socket_without_a_session_cannot_authenticate(client, make_user):
    from tests.conftest import Agent

    _, member = await make_user()
    visitor = Agent(client.server)
    try:
        ws = await open_socket(visitor)
        await ws.send_json({"type": "auth", "userId": member["id"]})
        assert await receive(ws) == {"type": "error", "message": "Not authenticated"}
        assert (await asyncio.wait_for(ws.receive(), WAIT)).data == 4401
    finally:
        await visitor.session.close()


async def test_after_logout_the_old_cookie_no_longer_authenticates_a_socket(client, signed_in):
    agent, me = signed_in
    assert (await agent.post("/api/auth/logout")).status == 204
    ws = await open_socket(agent)
    await ws.send_json({"type": "auth", "userId": me["id"]})
    assert await receive(ws) == {"type": "error", "message": "Not authenticated"}


async def test_malformed_frames_are_ignored(client, signed_in):
    agent, me = signed_in
    ws = await open_socket(agent)
    for frame in (
        "not json",
        "[1, 2]",
        '"auth"',
        '{"type": "auth"}',
        '{"type": "auth", "userId": "x"}',
        '{"type": "auth", "userId": true}',
        '{"type": "hello", "userId": 1}',
        "{",
    ):
        await ws.send_str(frame)
    await ws.send_bytes(b"\x00\x01")
    # The socket is still open and the first answer it gets is the one to the well-formed frame.
    await ws.send_json({"type": "auth", "userId": me["id"]})
    assert await receive(ws) == {"type": "auth_ok", "userId": me["id"]}
    await ws.close()


async def test_new_post_reaches_every_signed_in_socket_and_no_unauthenticated_one(client, make_user):
    agent_a, a = await make_user()
    agent_b, b = await make_user()
    ws_a1 = await signed_socket(agent_a, a)
    ws_a2 = await signed_socket(agent_a, a)  # a second tab
    ws_b = await signed_socket(agent_b, b)
    silent = await open_socket(agent_b)  # never sent its auth frame
    await publisher(client).publish("new_post", {"post": {"id": 7}})
    for ws in (ws_a1, ws_a2, ws_b):
        assert await receive(ws) == {"type": "new_post", "post": {"id": 7}}
    # The unauthenticated socket got nothing: the first frame it sees is the answer to its auth.
    await silent.send_json({"type": "auth", "userId": b["id"]})
    assert await receive(silent) == {"type": "auth_ok", "userId": b["id"]}
    for ws in (ws_a1, ws_a2, ws_b, silent):
        await ws.close()


async def test_targeted_events_reach_only_their_members(client, make_user):
    (agent_a, a), (agent_b, b), (agent_c, c) = [await make_user() for _ in range(3)]
    ws_a, ws_b, ws_c = [await signed_socket(agent, user) for agent, user in ((agent_a, a), (agent_b, b), (agent_c, c))]
    message = {"id": 1, "fromUserId": a["id"], "toUserId": b["id"], "message": "hi"}
    await publisher(client).publish("new_message", {"message": message}, Audience.users({a["id"], b["id"]}))
    await publisher(client).publish(
        "friend_request", {"request": {"id": 3, "requester": {"id": c["id"]}}}, Audience.users({b["id"]})
    )
    await publisher(client).publish("new_post", {"post": {"id": 9}})
    assert await receive(ws_a) == {"type": "new_message", "message": message}
    assert await receive(ws_b) == {"type": "new_message", "message": message}
    assert await receive(ws_b) == {"type": "friend_request", "request": {"id": 3, "requester": {"id": c["id"]}}}
    # Events arrive in order: what a socket sees after its own events is the broadcast, so the
    # targeted events sent before it never reached the others.
    assert await receive(ws_a) == {"type": "new_post", "post": {"id": 9}}
    assert await receive(ws_b) == {"type": "new_post", "post": {"id": 9}}
    assert await receive(ws_c) == {"type": "new_post", "post": {"id": 9}}
    for ws in (ws_a, ws_b, ws_c):
        await ws.close()


async def test_a_foreign_origin_cannot_open_a_socket(client, signed_in):
    agent, _ = signed_in
    with pytest.raises(Exception) as failure:
        await open_socket(agent, headers={"Origin": "https://evil.example"})
    assert getattr(failure.value, "status", None) == 403


async def test_shutdown_closes_sockets_cleanly(client, signed_in):
    agent, me = signed_in
    ws = await signed_socket(agent, me)
    await client.server.close()
    closing = await asyncio.wait_for(ws.receive(), WAIT)
    assert closing.type == WSMsgType.CLOSE and closing.data == 1001


async def test_a_slow_socket_is_dropped_and_never_stalls_the_others(client, make_user):
    from devnet_api.realtime.hub import HUB

    hub = client.server.app[HUB]
    hub.queue_size = 8  # a small queue, so a client that does not read overflows quickly
    agent_fast, fast_user = await make_user()
    agent_slow, slow_user = await make_user()
    fast = await signed_socket(agent_fast, fast_user)
    slow = await signed_socket(agent_slow, slow_user)  # from now on it reads nothing
    blob = "x" * 512 * 1024
    sent = 0
    while any(conn.user_id == slow_user["id"] for conn in hub.connections()):
        assert sent < 500, "the slow socket was never dropped"
        await publisher(client).publish("new_post", {"post": {"id": sent, "content": blob}})
        # The reading client gets every event at once, however far behind the other one is.
        assert (await receive(fast))["post"]["id"] == sent
        sent += 1
    await publisher(client).publish("new_post", {"post": {"id": sent}})
    assert await receive(fast) == {"type": "new_post", "post": {"id": sent}}
    # The slow client, reading at last, finds what was on its way and then the close (1013: try again later).
    while True:
        msg = await asyncio.wait_for(slow.receive(), WAIT)
        if msg.type != WSMsgType.TEXT:
            break
    assert msg.type == WSMsgType.CLOSE and msg.data == 1013
    await fast.close()


@pytest.mark.parametrize("size", [0, 125, 126, 65535, 65536])
def test_a_broadcast_frame_is_the_frame_aiohttp_would_write(size):
    """Hub.deliver writes one pre-built frame to every socket (realtime.frames.Frame): it must be, byte
    for byte, what aiohttp's own writer sends for that text on an uncompressed server socket."""
    from unittest import mock

    from aiohttp._websocket.writer import WebSocketWriter

    from devnet_api.realtime.frames import Frame

    data = (b'{"type":"new_post","x":"' + b"y" * size)[:size] if size else b""
    transport = mock.Mock()
    transport.is_closing.return_value = False
    WebSocketWriter(mock.Mock(), transport)._write_websocket_frame(data, WSMsgType.TEXT, 0)
    written = b"".join(bytes(call.args[0]) for call in transport.write.call_args_list)
    assert Frame(data).wire == written


async def test_events_delivered_together_arrive_in_order(client, signed_in):
    """Events delivered in the same pass of the loop reach a socket in one write, in their order."""
    from devnet_api.realtime.events import Event
    from devnet_api.realtime.hub import HUB

    agent, me = signed_in
    ws = await signed_socket(agent, me)
    hub = client.server.app[HUB]
    for n in range(5):
        hub.deliver(Event("new_post", {"post": {"id": n}}))
    assert [(await receive(ws))["post"]["id"] for _ in range(5)] == [0, 1, 2, 3, 4]
    await ws.close()


class _Recorder:
    """A hub socket that records its writes: (the events' post ids, the bytes written)."""

    def __init__(self, user_id: int, socket_id: str) -> None:
        self.user_id, self.socket_id = user_id, socket_id
        self.authenticated, self.gone = True, False
        self.writes: list[tuple[list[int], bytes]] = []

    def offer(self, frames, wire=None) -> bool:
        import orjson

        self.writes.append(([orjson.loads(frame.data)["post"]["id"] for frame in frames], wire))
        return True


def _hub_of(count: int):
    from devnet_api.realtime.hub import Hub

    hub = Hub()
    conns = [_Recorder(user_id, f"s{user_id}") for user_id in range(1, count + 1)]
    for conn in conns:
        hub.add(conn)
    return hub, conns


async def test_an_event_that_comes_during_a_broadcast_joins_it(monkeypatch):
    """A broadcast writes SEND_CHUNK sockets per pass of the loop; an event delivered meanwhile
    reaches each socket not yet written to in the same write as the first, then the others."""
    from devnet_api.realtime import hub as realtime_hub
    from devnet_api.realtime.events import Event
    from devnet_api.realtime.frames import Frame

    monkeypatch.setattr(realtime_hub, "SEND_CHUNK", 2)
    hub, conns = _hub_of(5)
    hub.deliver(Event("new_post", {"post": {"id": 1}}))
    await asyncio.sleep(0)  # one pass: the first two sockets
    assert [[ids for ids, _ in conn.writes] for conn in conns] == [[[1]], [[1]], [], [], []]
    hub.deliver(Event("new_post", {"post": {"id": 2}}))
    while hub._sending:
        await asyncio.sleep(0)
    assert [[ids for ids, _ in conn.writes] for conn in conns] == [[[1], [2]], [[1], [2]], [[1, 2]], [[1, 2]], [[1, 2]]]
    first, second = (Frame(Event("new_post", {"post": {"id": n}}).data()).wire for n in (1, 2))
    assert conns[2].writes[0][1] == first + second and conns[0].writes[1][1] == second
    # The sockets that waited longest come first: 3, 4 and 5 got both before 1 and 2 got the second.
    hub.deliver(Event("new_post", {"post": {"id": 3}}))
    while hub._sending:
        await asyncio.sleep(0)
    assert all(conn.writes[-1][0] == [3] for conn in conns)


async def test_a_broadcast_respects_its_audience_and_skips_a_closing_socket():
    from devnet_api.realtime.events import Event

    hub, conns = _hub_of(4)
    conns[3].authenticated = False
    hub.deliver(Event("new_post", {"post": {"id": 1}}, Audience(exclude_socket="s1", exclude_users=frozenset({2}))))
    hub.deliver(Event("new_post", {"post": {"id": 2}}, Audience.users({1, 2, 4})))
    conns[0].gone = True  # kicked between the delivery and the write: nothing more is written to it
    while hub._sending:
        await asyncio.sleep(0)
    assert [[ids for ids, _ in conn.writes] for conn in conns] == [[], [[2]], [[1]], []]
