"""The web process's session cache (backing_services.sessions.SessionCache): a signed-in request whose
session was read lately costs no statement, and a session that ends (logout, ended from the
sessions list, a password change) ends at once, in this process and in the others."""

from __future__ import annotations

import time

import pytest
from aiohttp import ClientSession, CookieJar

from devnet_api.services import sessions
from tests import backing_services
from tests.api.test_account import NEW_PASSWORD
from tests.api.test_list_queries import statements
from tests.api.test_realtime_processes import Member, cluster  # noqa: F401  (the fixture)
from tests.conftest import PASSWORD, Agent

KEPT = 600  # the cache's lifetime in these tests: what ends a session here is never its expiry


@pytest.fixture
def settings(settings):
    return settings.with_(session_cache_seconds=KEPT)


@pytest.fixture
async def sign_in_again(client):
    """sign_in_again(user) -> a second browser of the same member (a session of its own)."""
    agents: list[Agent] = []

    async def sign_in(user) -> Agent:
        agent = Agent(client.server)
        agents.append(agent)
        response = await agent.post("/api/auth/login", json={"email": user["email"], "password": PASSWORD})
        assert response.status == 200, await response.text()
        return agent

    yield sign_in
    for agent in agents:
        await agent.session.close()


async def test_a_warm_session_costs_no_statement(signed_in):
    agent, user = signed_in
    assert (await agent.get("/api/auth/me")).status == 200
    with statements() as seen:
        response = await agent.get("/api/auth/me")
        assert response.status == 200
    assert (await response.json())["id"] == user["id"]
    assert seen == []


async def test_a_session_ended_elsewhere_ends_at_its_next_request(sign_in_again, signed_in):
    agent, user = signed_in
    other = await sign_in_again(user)
    assert (await other.get("/api/auth/me")).status == 200  # cached now
    listed = await (await agent.get("/api/auth/sessions")).json()
    theirs = next(s["id"] for s in listed if not s["current"])
    assert (await agent.delete(f"/api/auth/sessions/{theirs}")).status == 204
    assert (await other.get("/api/auth/me")).status == 401
    assert (await agent.get("/api/auth/me")).status == 200
    # Logging out ends that session at once too, though it was read a moment ago.
    assert (await agent.post("/api/auth/logout")).status == 204
    assert (await agent.get("/api/auth/me")).status == 401


async def test_a_password_change_ends_the_other_sessions_at_once(sign_in_again, signed_in):
    agent, user = signed_in
    other = await sign_in_again(user)
    assert (await other.get("/api/auth/me")).status == 200
    response = await agent.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD})
    assert response.status == 204, await response.text()
    assert (await other.get("/api/auth/me")).status == 401
    assert (await agent.get("/api/auth/me")).status == 200


async def test_a_change_to_the_member_shows_on_the_next_request(signed_in):
    agent, _ = signed_in
    assert (await agent.get("/api/auth/me")).status == 200
    response = await agent.patch("/api/auth/profile", json={"displayName": "Renamed Member"})
    assert response.status == 200, await response.text()
    assert (await (await agent.get("/api/auth/me")).json())["displayName"] == "Renamed Member"


def test_a_read_that_raced_a_revocation_is_not_kept():
    cache = sessions.SessionCache(KEPT)
    row = {"s_id": 5, "s_created_at": None, "s_expires_at": None, "s_reauth": None}
    session = sessions.LiveSession(5, 9, None, None, None)
    epoch = cache.epoch  # the read begins
    cache.forget(9, {5})  # the session is revoked meanwhile
    cache.put("digest", row, session, epoch)  # the read (of a row already gone) ends
    assert len(cache) == 0
    cache.put("digest", row, session, cache.epoch)
    assert len(cache) == 1
    cache.forget(9, set(), everywhere=True)
    assert len(cache) == 0


async def test_a_cached_session_ends_in_another_process_within_a_second_of_logout(cluster):  # noqa: F811
    """Two `devnet serve` processes sharing Redis, each answering the member's session from memory
    (for 60 seconds, unless told otherwise): a logout on one ends it on the other at once."""
    cluster.env.update(DEVNET_SESSION_CACHE_SECONDS="60", DEVNET_BENCH="1")
    one, two = await cluster(backing_services.REDIS_URL)
    member = await Member(one).register()
    # The same browser on the second process (a cookie is the host's, whatever the port).
    browser = member.http
    token = next(c.value for c in browser.cookie_jar if c.key == "devnet_session")
    try:
        for _ in range(2):
            async with browser.get(two.url + "/api/auth/me") as response:
                assert response.status == 200
                statements_sent = response.headers["X-DevNet-Queries"]
        assert statements_sent == "0"  # served from the second process's memory
        async with browser.post(one.url + "/api/auth/logout") as response:
            assert response.status == 204
        # The logout deleted the cookie in this jar: ask with the old cookie, as a stolen copy would.
        ended = time.monotonic() + 1.0
        async with ClientSession(cookie_jar=CookieJar(unsafe=True)) as thief:
            thief.cookie_jar.update_cookies({"devnet_session": token})
            status = 200
            while status == 200 and time.monotonic() < ended:
                async with thief.get(two.url + "/api/auth/me") as answer:
                    status = answer.status
        assert status == 401
    finally:
        await member.http.close()
