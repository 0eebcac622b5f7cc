"""Sockets follow their session (issue 19, item 2; item 5's "a socket never receives another
member's events"), attacked with real WebSocket clients on SQLite (embedded) and PostgreSQL +
Redis, and across two `devnet serve` processes sharing PostgreSQL and Redis.

The attacker of most tests holds a copy of the victim's session cookie (a stolen session): once
the victim logs out, resets their password, is banned or deleted, or the session expires, the
thief's socket is closed with 4401 and a direct message sent afterwards never reaches the thief.
"""

from __future__ import annotations

import asyncio
import subprocess
import uuid
from datetime import UTC, datetime, timedelta

import pytest
from aiohttp import WSMsgType, WSServerHandshakeError

from devnet_api.models.accounts import AuthSession
from devnet_api.realtime.flush import flushed
from devnet_api.realtime.hub import HUB, MAX_SOCKETS_PER_MEMBER, MAX_SOCKETS_PER_NETWORK, TOO_MANY_SOCKETS
from devnet_api.services import moderation
from devnet_api.services.moderation import members
from devnet_api.web import keys
from tests import backing_services
from tests.api.test_realtime import open_socket, receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting
from tests.api.test_realtime_processes import Member
from tests.api.test_recovery import forgot, mailed_token
from tests.conftest import PASSWORD, Agent, require_services, reset_database
from tests.processes import DEVNET, ROOT, DevnetServer, sqlite_env

# A guard, well under the hub's 60 s periodic re-check: a socket that closes within it was closed
# by the revocation itself, not by the next periodic check.
PUSHED = 8
ERROR = {"type": "error", "message": "Not authenticated"}
NEW_PASSWORD = "NewPassw0rd"


@pytest.fixture
def settings(settings, tmp_path):
    """Reset links land in a folder the test reads (as in tests/api/test_recovery.py)."""
    return settings.with_(outbox_dir=tmp_path / "outbox", public_url="https://devnet.example")


async def closed_as_not_authenticated(ws, guard: float = PUSHED) -> None:
    """The socket's last frames: the error API.md names, then the close 4401 (whatever event
    frames were on their way before it)."""
    frames = []
    while True:
        msg = await asyncio.wait_for(ws.receive(), guard)
        if msg.type != WSMsgType.TEXT:
            break
        frames.append(msg.json())
    assert msg.type == WSMsgType.CLOSE and msg.data == 4401, (msg.type, msg.data, frames)
    assert frames and frames[-1] == ERROR, frames


def thief_of(client, agent) -> Agent:
    """A browser of its own holding a copy of ``agent``'s session cookie."""
    thief = Agent(client.server)
    url = client.server.make_url("/")
    cookies = agent.session.cookie_jar.filter_cookies(url)
    thief.session.cookie_jar.update_cookies({cookie.key: cookie.value for cookie in cookies.values()})
    return thief


async def send_dm(agent, to: dict, text: str) -> dict:
    response = await agent.post("/api/messages", json={"toUserId": to["id"], "message": text})
    assert response.status == 201, await response.text()
    return await response.json()


async def stolen_socket_closes(client, make_user, revoke, after: int = 201) -> None:
    """The victim's stolen session has a socket; ``revoke(victim_agent, victim)`` ends it. The
    socket closes with 4401, a message sent to the victim afterwards (answered ``after``: a banned
    member cannot be written to) reaches none of the thief's sockets, and the stolen cookie opens
    no new one."""
    victim_agent, victim = await make_user()
    sender_agent, _ = await make_user()
    thief = thief_of(client, victim_agent)
    try:
        stolen = await signed_socket(thief, victim)
        await send_dm(sender_agent, victim, "before")
        assert (await receive(stolen))["message"]["message"] == "before"  # the thief was reading
        await revoke(victim_agent, victim)
        await closed_as_not_authenticated(stolen)
        response = await sender_agent.post("/api/messages", json={"toUserId": victim["id"], "message": "after"})
        assert response.status == after, await response.text()
        again = await open_socket(thief)
        await again.send_json({"type": "auth", "userId": victim["id"]})
        assert await receive(again) == ERROR  # not the message
        assert (await asyncio.wait_for(again.receive(), PUSHED)).data == 4401
    finally:
        await thief.session.close()


def as_the_cli(client):
    """A unit of work flushed to the app's publisher after it, as `devnet users ...` flushes its
    own through Redis (the CLI in a process of its own: tests/cli/test_moderate_live.py)."""
    return flushed(lambda: client.server.app[keys.PUBLISHER])


async def staff(make_user):
    """An admin to act with (named as the bootstrap admin, as `devnet users set-role` does)."""
    _, admin = await make_user()
    return await members.set_role(None, await members.find(f"@{admin['username']}"), "admin")


async def test_logout_closes_the_sockets_of_that_session(client, make_user):
    async def logout(agent, _):
        assert (await agent.post("/api/auth/logout")).status == 204

    await stolen_socket_closes(client, make_user, logout)


async def test_logout_leaves_the_members_other_sessions_open(client, make_user):
    agent, me = await make_user()
    other_browser = Agent(client.server)
    try:
        response = await other_browser.post(
            "/api/auth/login", json={"email": f"{me['username']}@example.com", "password": PASSWORD}
        )
        assert response.status == 200, await response.text()
        leaving, staying = await signed_socket(agent, me), await signed_socket(other_browser, me)
        assert (await agent.post("/api/auth/logout")).status == 204
        await closed_as_not_authenticated(leaving)
        await nothing_waiting(client, staying)  # still open and still hearing events
        await staying.close()
    finally:
        await other_browser.session.close()


async def test_a_password_reset_closes_every_socket_of_the_member(client, make_user, settings):
    async def reset(_, victim):
        email = f"{victim['username']}@example.com"
        await forgot(client, email)
        token = mailed_token(settings, email)
        response = await client.post("/api/auth/reset-password", json={"token": token, "password": NEW_PASSWORD})
        assert response.status == 204, await response.text()

    await stolen_socket_closes(client, make_user, reset)


async def test_a_ban_closes_every_socket_of_the_member(client, make_user):
    admin = await staff(make_user)

    async def ban(_, victim):
        async with as_the_cli(client):
            await moderation.ban(admin, await members.find(f"@{victim['username']}"), "reading stolen mail")

    await stolen_socket_closes(client, make_user, ban, after=404)


async def test_deleting_an_account_closes_every_socket_of_the_member(client, make_user):
    admin = await staff(make_user)
    victim_agent, victim = await make_user()
    sender_agent, _ = await make_user()
    thief = thief_of(client, victim_agent)
    try:
        stolen = await signed_socket(thief, victim)
        own = await signed_socket(victim_agent, victim)
        async with as_the_cli(client):
            await moderation.delete(admin, await members.find(f"@{victim['username']}"), "spam account")
        await closed_as_not_authenticated(stolen)
        await closed_as_not_authenticated(own)
        # The account is gone: nothing can be sent to it, and the stolen cookie opens nothing.
        response = await sender_agent.post("/api/messages", json={"toUserId": victim["id"], "message": "after"})
        assert response.status == 404
        again = await open_socket(thief)
        assert await receive(again) == ERROR
    finally:
        await thief.session.close()


async def test_signing_in_as_someone_else_closes_the_previous_members_socket(client, make_user):
    agent, first = await make_user()
    _, second = await make_user()
    sender_agent, _ = await make_user()
    ws = await signed_socket(agent, first)
    response = await agent.post(
        "/api/auth/login", json={"email": f"{second['username']}@example.com", "password": PASSWORD}
    )
    assert response.status == 200
    await closed_as_not_authenticated(ws)
    await send_dm(sender_agent, first, "not for the next person at this desk")
    mine = await signed_socket(agent, second)
    await nothing_waiting(client, mine)
    await mine.close()


async def test_an_expired_session_closes_its_socket(settings, aiohttp_client):
    """A session of 5 idle seconds (the socket does not count as use): the socket closes when it
    ends, long before the periodic re-check."""
    from devnet_api.app import create_app

    client = await aiohttp_client(await create_app(settings.with_(session_idle=5)))
    await reset_database(settings)
    agent = Agent(client.server)
    try:
        response = await agent.post(
            "/api/auth/register", json={"email": "brief@example.com", "username": "brief", "password": PASSWORD}
        )
        assert response.status == 201, await response.text()
        ws = await signed_socket(agent, await response.json())
        await closed_as_not_authenticated(ws, guard=PUSHED + 5)
        assert (await agent.get("/api/auth/me")).status == 401
    finally:
        await agent.session.close()


async def test_the_periodic_check_closes_a_socket_whose_session_ended_elsewhere(client, signed_in):
    """A session ended where no announcement reaches this process (another process's database
    change without Redis): the periodic re-check finds it. The period is lowered on the app's hub."""
    agent, me = signed_in
    hub = client.server.app[HUB]
    ws = await signed_socket(agent, me)
    await AuthSession.filter(user_id=me["id"]).update(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    hub.session_check_every = 0.2
    hub.wake()
    await closed_as_not_authenticated(ws)


async def test_an_auth_frame_re_checks_the_session(client, signed_in):
    agent, me = signed_in
    hub = client.server.app[HUB]
    hub.auth_recheck_every = 0  # every auth frame reads the session again
    ws = await signed_socket(agent, me)
    await AuthSession.filter(user_id=me["id"]).update(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    await ws.send_json({"type": "auth", "userId": me["id"]})
    await closed_as_not_authenticated(ws)


async def test_a_socket_without_a_session_is_closed_at_once(client):
    visitor = Agent(client.server)
    try:
        # More than an address may hold at once: each is closed (it never sends a frame), so none piles up.
        for _ in range(MAX_SOCKETS_PER_NETWORK + 8):
            await closed_as_not_authenticated(await open_socket(visitor))
    finally:
        await visitor.session.close()


async def test_a_signed_in_socket_that_never_authenticates_is_closed(client, signed_in):
    agent, _ = signed_in
    client.server.app[HUB].auth_timeout = 0.3  # 10 s in production
    silent = await open_socket(agent)
    await closed_as_not_authenticated(silent)


async def refused_upgrade(agent) -> None:
    """Both a WebSocket client and a raw upgrade are refused with 429, in the error envelope."""
    with pytest.raises(WSServerHandshakeError) as refused:
        await open_socket(agent)
    assert refused.value.status == 429
    response = await agent.get(
        "/ws",
        headers={
            "Connection": "Upgrade",
            "Upgrade": "websocket",
            "Sec-WebSocket-Version": "13",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        },
    )
    assert response.status == 429
    assert int(response.headers["Retry-After"]) >= 1
    assert await response.json() == {"message": TOO_MANY_SOCKETS}


async def test_a_member_has_at_most_eight_sockets(client, make_user):
    agent, me = await make_user()
    other_agent, other = await make_user()
    tabs = [await signed_socket(agent, me) for _ in range(MAX_SOCKETS_PER_MEMBER)]
    await refused_upgrade(agent)
    other_ws = await signed_socket(other_agent, other)  # another member on the same address still gets in
    await tabs.pop().close()
    tabs.append(await signed_socket(agent, me))  # a closed tab frees its place
    await nothing_waiting(client, *tabs, other_ws)
    for ws in [*tabs, other_ws]:
        await ws.close()


async def test_an_address_has_at_most_thirty_two_sockets(client, make_user):
    people = [await make_user() for _ in range(MAX_SOCKETS_PER_NETWORK // MAX_SOCKETS_PER_MEMBER + 1)]
    sockets = [await signed_socket(agent, user) for agent, user in people[:-1] for _ in range(MAX_SOCKETS_PER_MEMBER)]
    assert len(sockets) == MAX_SOCKETS_PER_NETWORK
    last_agent, last = people[-1]
    await refused_upgrade(last_agent)
    visitor = Agent(client.server)
    try:
        await refused_upgrade(visitor)  # sockets without a session count too
    finally:
        await visitor.session.close()
    await sockets.pop().close()
    sockets.append(await signed_socket(last_agent, last))
    for ws in sockets:
        await ws.close()


async def test_a_socket_never_receives_another_members_events(client, make_user):
    (agent_a, a), (agent_b, b), (agent_c, c), (agent_d, d) = [await make_user() for _ in range(4)]
    ws_a, ws_b, ws_c, ws_d = [
        await signed_socket(agent, user) for agent, user in ((agent_a, a), (agent_b, b), (agent_c, c), (agent_d, d))
    ]
    # An auth frame naming someone else gets nothing of theirs: the socket is closed.
    intruder = await open_socket(agent_d)
    await intruder.send_json({"type": "auth", "userId": a["id"]})
    await closed_as_not_authenticated(intruder)
    sent = await send_dm(agent_a, b, "between a and b")
    assert (await agent_c.post("/api/friends/request", json={"addresseeId": b["id"]})).status == 201
    assert (await agent_a.post("/api/friends/request", json={"addresseeId": c["id"]})).status == 201
    assert await receive(ws_a) == {"type": "new_message", "message": sent}
    assert await receive(ws_b) == {"type": "new_message", "message": sent}
    assert (await receive(ws_b))["request"]["requester"]["id"] == c["id"]
    assert (await receive(ws_c))["request"]["requester"]["id"] == a["id"]
    # Events arrive in order: the broadcast is the next frame each sees, so nothing else came.
    await nothing_waiting(client, ws_a, ws_b, ws_c, ws_d)
    for ws in (ws_a, ws_b, ws_c, ws_d):
        await ws.close()


# Two processes: the revocation travels through Redis to the process holding the socket.


class Browser(Member):
    """A member of one server (tests/api/test_realtime_processes.py) who can be robbed of their cookie."""

    def steal(self, other_server: DevnetServer) -> Browser:
        """Another browser on ``other_server`` carrying this one's session cookie."""
        thief = Browser(other_server)
        thief.user = self.user
        for cookie in self.http.cookie_jar:
            thief.http.cookie_jar.update_cookies({cookie.key: cookie.value})
        return thief


@pytest.fixture
async def two_servers(tmp_path):
    """Two `devnet serve` processes sharing a fresh PostgreSQL database and one Redis channel."""
    require_services()
    name = f"devnet_sockets_{uuid.uuid4().hex[:12]}"
    await backing_services.recreate_database(name)
    env = sqlite_env(
        tmp_path / "one",
        DEVNET_DATABASE_URL=backing_services.pg_url(name),
        DEVNET_REDIS_URL=backing_services.REDIS_URL,
        DEVNET_REDIS_PREFIX=f"devnet-test:{uuid.uuid4().hex}:",
    )
    one = DevnetServer(tmp_path / "one", env)
    two = DevnetServer(tmp_path / "two", {**env, "DEVNET_VAR_DIR": str(tmp_path / "two")})
    try:
        await asyncio.to_thread(one.start)
        await asyncio.to_thread(two.start, False)
        yield one, two, env
    finally:
        one.stop()
        two.stop()
        await backing_services.drop_database(name)


def devnet(env: dict, *args: str) -> None:
    done = subprocess.run([*DEVNET, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr


async def test_revocations_reach_sockets_on_another_process(two_servers):
    one, two, env = two_servers
    victim = await Browser(one).register()
    banned = await Browser(one).register()
    admin = await Browser(one).register()
    thieves = [victim.steal(two), banned.steal(two)]
    try:
        stolen = await thieves[0].socket()
        # Logout on process one closes the socket held by process two.
        async with victim.http.post(one.url + "/api/auth/logout") as response:
            assert response.status == 204
        await closed_as_not_authenticated(stolen)
        # A ban from the shell (`devnet users ban`, a third process) reaches process two through Redis.
        banned_ws = await thieves[1].socket()
        devnet(env, "users", "set-role", f"@{admin.user['username']}", "admin")
        await asyncio.to_thread(
            devnet,
            env,
            "users",
            "ban",
            f"@{banned.user['username']}",
            "--reason",
            "stolen session",
            "--as",
            admin.user["username"],
        )
        await closed_as_not_authenticated(banned_ws)
    finally:
        for browser in (victim, banned, admin, *thieves):
            await browser.http.close()
    assert "Traceback" not in one.log() + two.log()


async def test_closing_ones_own_account_closes_every_socket_of_the_member(client, make_user):
    """The member had a message, so the account stays as a tombstone (docs/account.md): no
    pre_delete hook runs, and the sessions are revoked by the service itself."""

    async def close_account(agent, _):
        response = await agent.delete("/api/me", json={"password": PASSWORD})
        assert response.status == 204, await response.text()

    await stolen_socket_closes(client, make_user, close_account, after=404)


async def test_a_password_change_closes_the_other_sessions_sockets_and_keeps_this_one(client, make_user):
    agent, me = await make_user()
    other_browser = Agent(client.server)
    try:
        response = await other_browser.post(
            "/api/auth/login", json={"email": f"{me['username']}@example.com", "password": PASSWORD}
        )
        assert response.status == 200, await response.text()
        other, own = await signed_socket(other_browser, me), await signed_socket(agent, me)
        response = await agent.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD})
        assert response.status == 204, await response.text()
        await closed_as_not_authenticated(other)
        await nothing_waiting(client, own)  # the browser that changed it stays signed in, still hearing events
        await own.close()
    finally:
        await other_browser.session.close()
