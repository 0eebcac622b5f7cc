"""The member's own sessions (docs/account.md "Sessions"): the list with each browser, system and
network and "this device", ending one or all others (the next request of an ended session is not
signed in and its socket closes at once), and the "New sign-in" notice. Both backends."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from aiohttp import WSMsgType

from devnet_api.app import create_app
from devnet_api.models.accounts import AuthSession
from devnet_api.models.notifications import Notification
from tests.api.test_realtime import WAIT, receive, signed_socket
from tests.conftest import PASSWORD, Agent, reset_database

FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0"
IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
    " Version/17.5 Mobile/15E148 Safari/604.1"
)
CHROME_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"
ERROR = {"type": "error", "message": "Not authenticated"}


async def sign_in(server, email: str, user_agent: str = FIREFOX, **headers) -> Agent:
    agent = Agent(server)
    response = await agent.post(
        "/api/auth/login", json={"email": email, "password": PASSWORD}, headers={"User-Agent": user_agent, **headers}
    )
    assert response.status == 200, await response.text()
    return agent


async def register(server, username: str, user_agent: str = FIREFOX, **headers) -> tuple[Agent, dict]:
    agent = Agent(server)
    response = await agent.post(
        "/api/auth/register",
        json={"email": f"{username}@example.com", "username": username, "password": PASSWORD},
        headers={"User-Agent": user_agent, **headers},
    )
    assert response.status == 201, await response.text()
    return agent, await response.json()


async def listed(agent) -> list[dict]:
    response = await agent.get("/api/auth/sessions")
    assert response.status == 200, await response.text()
    return await response.json()


async def closed_as_not_authenticated(ws) -> None:
    """The socket's last frames: the error frame, then the close 4401, well within WAIT."""
    frames = []
    while True:
        msg = await asyncio.wait_for(ws.receive(), WAIT)
        if msg.type != WSMsgType.TEXT:
            break
        frames.append(msg.json())
    assert msg.type == WSMsgType.CLOSE and msg.data == 4401, (msg.type, msg.data, frames)
    assert frames and frames[-1] == ERROR, frames


async def new_sign_in_notices(user_id: int) -> list[Notification]:
    return await Notification.filter(recipient_id=user_id, kind="new_sign_in").order_by("id")


@pytest.fixture
async def agents():
    made: list[Agent] = []
    yield made
    for agent in made:
        await agent.session.close()


async def test_the_list_shows_each_browser_its_network_and_this_device(client, agents):
    laptop, _ = await register(client.server, "ada", FIREFOX)
    phone = await sign_in(client.server, "ada@example.com", IPHONE)
    agents += [laptop, phone]
    seen_from_laptop = await listed(laptop)
    assert len(seen_from_laptop) == 2
    by_browser = {row["browser"]: row for row in seen_from_laptop}
    firefox, safari = by_browser["Firefox"], by_browser["Mobile Safari"]
    assert firefox["label"] == "Firefox 128 on Windows 10" and firefox["device"] == ""
    assert (safari["os"], safari["osVersion"], safari["device"]) == ("iOS", "17", "iPhone")
    assert firefox["current"] is True and safari["current"] is False
    assert {row["network"] for row in seen_from_laptop} == {"127.0.0.0/24"}  # the /24, never the address
    now = datetime.now(UTC)
    for row in seen_from_laptop:
        for moment in (row["signedInAt"], row["lastSeenAt"]):
            assert now - timedelta(minutes=1) < datetime.fromisoformat(moment) <= now + timedelta(seconds=1)
    # The phone sees the same two sessions, itself marked and first.
    assert [(row["browser"], row["current"]) for row in await listed(phone)] == [
        ("Mobile Safari", True),
        ("Firefox", False),
    ]
    # Another member sees only their own.
    other, _ = await register(client.server, "grace", CHROME_LINUX)
    agents.append(other)
    assert [row["browser"] for row in await listed(other)] == ["Chrome"]
    assert (await client.get("/api/auth/sessions")).status == 401


async def test_last_seen_moves_with_use_and_sign_in_stays(client, agents):
    agent, ada = await register(client.server, "ada")
    agents.append(agent)
    two_days = timedelta(days=2)
    row = await AuthSession.get(user_id=ada["id"])
    await AuthSession.filter(id=row.id).update(
        created_at=row.created_at - two_days,
        expires_at=row.expires_at - two_days,
        last_seen_at=row.created_at - two_days,
    )
    assert (await agent.get("/api/auth/me")).status == 200  # a use, more than an hour after the last write
    [shown] = await listed(agent)
    now = datetime.now(UTC)
    assert now - datetime.fromisoformat(shown["lastSeenAt"]) < timedelta(minutes=1)
    assert now - datetime.fromisoformat(shown["signedInAt"]) > two_days - timedelta(minutes=1)


@pytest.fixture
async def proxied(settings, aiohttp_client):
    """The app behind a proxy on 127.0.0.1 that the settings trust (X-Forwarded-For is believed)."""
    client = await aiohttp_client(await create_app(settings.with_(trusted_proxies=("127.0.0.1",))))
    await reset_database(settings)
    return client


async def test_the_network_is_the_clients_behind_a_trusted_proxy_only(proxied, client, agents):
    v4, _ = await register(proxied.server, "ada", FIREFOX, **{"X-Forwarded-For": "203.0.113.77"})
    agents.append(v4)
    v6 = await sign_in(proxied.server, "ada@example.com", IPHONE, **{"X-Forwarded-For": "2001:db8:1234:5678::1"})
    agents.append(v6)
    assert sorted(row["network"] for row in await listed(v4)) == ["2001:db8:1234::/48", "203.0.113.0/24"]
    # Without the trust, the header is the client's own word and is not believed.
    direct, _ = await register(client.server, "grace", FIREFOX, **{"X-Forwarded-For": "203.0.113.77"})
    agents.append(direct)
    assert [row["network"] for row in await listed(direct)] == ["127.0.0.0/24"]


async def test_ending_a_session_signs_that_browser_out_and_closes_its_socket_at_once(client, agents):
    laptop, ada = await register(client.server, "ada", FIREFOX)
    phone = await sign_in(client.server, "ada@example.com", IPHONE)
    agents += [laptop, phone]
    phone_socket = await signed_socket(phone, ada)
    laptop_socket = await signed_socket(laptop, ada)
    [phone_row] = [row for row in await listed(laptop) if not row["current"]]
    response = await laptop.delete(f"/api/auth/sessions/{phone_row['id']}")
    assert response.status == 204, await response.text()
    await closed_as_not_authenticated(phone_socket)
    assert (await phone.get("/api/auth/me")).status == 401
    assert (await laptop.get("/api/auth/me")).status == 200
    assert [row["current"] for row in await listed(laptop)] == [True]
    # The laptop's own socket is still open and live.
    await laptop_socket.send_json({"type": "auth", "userId": ada["id"]})
    assert await receive(laptop_socket) == {"type": "auth_ok", "userId": ada["id"]}
    await laptop_socket.close()
    # Again: there is no such session any more.
    assert (await laptop.delete(f"/api/auth/sessions/{phone_row['id']}")).status == 404


async def test_sign_out_all_other_sessions_keeps_this_one(client, agents):
    laptop, ada = await register(client.server, "ada", FIREFOX)
    others = [await sign_in(client.server, "ada@example.com", ua) for ua in (IPHONE, CHROME_LINUX)]
    agents += [laptop, *others]
    sockets = [await signed_socket(agent, ada) for agent in others]
    response = await laptop.post("/api/auth/sessions/end-others")
    assert response.status == 200, await response.text()
    assert await response.json() == {"ended": 2}
    for ws in sockets:
        await closed_as_not_authenticated(ws)
    for agent in others:
        assert (await agent.get("/api/auth/me")).status == 401
    assert [row["browser"] for row in await listed(laptop)] == ["Firefox"]
    assert await (await laptop.post("/api/auth/sessions/end-others")).json() == {"ended": 0}


async def test_another_members_session_is_not_found_and_stays(client, agents):
    ada_agent, _ = await register(client.server, "ada")
    grace_agent, _ = await register(client.server, "grace")
    agents += [ada_agent, grace_agent]
    [grace_row] = await listed(grace_agent)
    for session_id in (grace_row["id"], 999999, 2**31):
        response = await ada_agent.delete(f"/api/auth/sessions/{session_id}")
        assert response.status == 404, session_id
        assert (await response.json())["message"] in ("Session not found", "Not found")
    assert (await grace_agent.get("/api/auth/me")).status == 200
    assert (await client.delete(f"/api/auth/sessions/{grace_row['id']}")).status == 401
    assert (await ada_agent.delete("/api/auth/sessions/abc")).status == 404


async def test_this_very_session_is_ended_by_logging_out_not_from_the_list(client, agents):
    agent, _ = await register(client.server, "ada")
    agents.append(agent)
    [mine] = await listed(agent)
    response = await agent.delete(f"/api/auth/sessions/{mine['id']}")
    assert response.status == 409
    assert await response.json() == {"message": "This is the session you are using. Log out to end it."}
    assert (await agent.get("/api/auth/me")).status == 200


async def test_a_new_device_gets_one_notice_and_the_first_sign_in_none(client, agents):
    laptop, ada = await register(client.server, "ada", FIREFOX)
    agents.append(laptop)
    assert await new_sign_in_notices(ada["id"]) == []  # registering is the first sign-in
    again = await sign_in(client.server, "ada@example.com", FIREFOX)  # the same browser, system, network
    agents.append(again)
    assert await new_sign_in_notices(ada["id"]) == []
    socket = await signed_socket(laptop, ada)
    phone = await sign_in(client.server, "ada@example.com", IPHONE)
    agents.append(phone)
    assert await receive(socket) == {"type": "notification", "unreadCount": 1}  # live on the laptop
    await socket.close()
    [notice] = await new_sign_in_notices(ada["id"])
    shown = (await (await laptop.get("/api/notifications")).json())[0]
    assert shown["id"] == notice.id
    assert shown["text"] == "New sign-in to your account"
    assert shown["link"] == "/settings#sessions"
    assert shown["excerpt"] == "Mobile Safari 17 on iOS 17 (iPhone), from network 127.0.0.0/24"
    assert shown["actor"] is None
    # The same phone again (logged out in between: its session is gone, the device is remembered).
    assert (await phone.post("/api/auth/logout")).status == 204
    agents.append(await sign_in(client.server, "ada@example.com", IPHONE))
    assert len(await new_sign_in_notices(ada["id"])) == 1
    # A browser update is not a new device; another browser is.
    agents.append(await sign_in(client.server, "ada@example.com", FIREFOX.replace("128.0", "129.0")))
    assert len(await new_sign_in_notices(ada["id"])) == 1
    agents.append(await sign_in(client.server, "ada@example.com", CHROME_LINUX))
    assert len(await new_sign_in_notices(ada["id"])) == 2


async def test_a_device_not_seen_for_ninety_days_is_new_again(client, agents):
    from devnet_api.models.accounts import KnownDevice

    laptop, ada = await register(client.server, "ada", FIREFOX)
    agents.append(laptop)
    await KnownDevice.filter(user_id=ada["id"]).update(last_seen_at=datetime.now(UTC) - timedelta(days=89))
    agents.append(await sign_in(client.server, "ada@example.com", FIREFOX))
    assert await new_sign_in_notices(ada["id"]) == []
    await KnownDevice.filter(user_id=ada["id"]).update(last_seen_at=datetime.now(UTC) - timedelta(days=91))
    agents.append(await sign_in(client.server, "ada@example.com", FIREFOX))
    assert len(await new_sign_in_notices(ada["id"])) == 1
