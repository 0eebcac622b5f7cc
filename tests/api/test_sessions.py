"""Sessions end after 14 idle days or 30 days in all; over https the cookie is __Host- and the site
asks for https from then on (HSTS); the policy lets the client connect to its own origin only."""

from __future__ import annotations

from datetime import timedelta

import pytest

from devnet_api.app import create_app
from devnet_api.models.accounts import AuthSession
from tests.conftest import PASSWORD, reset_database

DAY = timedelta(days=1)


async def days_pass(user_id: int, days: int) -> None:
    """Move the member's sessions ``days`` into the past, as if that much time went by unused."""
    for row in await AuthSession.filter(user_id=user_id):
        await AuthSession.filter(id=row.id).update(
            created_at=row.created_at - days * DAY, expires_at=row.expires_at - days * DAY
        )


async def me_status(agent) -> int:
    return (await agent.get("/api/auth/me")).status


async def test_a_session_unused_for_fifteen_days_has_ended(signed_in):
    agent, user = signed_in
    await days_pass(user["id"], 13)
    assert await me_status(agent) == 200
    await days_pass(user["id"], 15)
    assert await me_status(agent) == 401


async def test_a_session_in_use_lives_thirty_days_and_no_longer(signed_in):
    agent, user = signed_in
    for _ in range(2):
        await days_pass(user["id"], 10)
        assert await me_status(agent) == 200  # used every ten days: the idle limit is never reached
    await days_pass(user["id"], 10)
    assert await me_status(agent) == 401  # thirty days after sign-in, however it was used


@pytest.fixture
async def proxied(settings, aiohttp_client):
    """The app behind a TLS-terminating proxy on 127.0.0.1, which the settings trust."""
    client = await aiohttp_client(await create_app(settings.with_(trusted_proxies=("127.0.0.1",))))
    await reset_database(settings)
    return client


def https(client) -> dict:
    return {"X-Forwarded-Proto": "https", "Origin": f"https://{client.host}:{client.port}"}


async def test_over_https_the_cookie_is_host_prefixed_and_hsts_is_sent(proxied):
    response = await proxied.post(
        "/api/auth/register",
        headers=https(proxied),
        json={"email": "tls@example.com", "username": "tls_user", "password": PASSWORD},
    )
    assert response.status == 201
    assert response.headers["Strict-Transport-Security"] == "max-age=31536000"
    cookie = response.cookies["__Host-devnet_session"]
    assert cookie["secure"] and cookie["path"] == "/" and not cookie["domain"]
    assert "devnet_session" not in response.cookies
    token = cookie.value
    proxied.session.cookie_jar.clear()
    me = await proxied.get("/api/auth/me", headers={**https(proxied), "Cookie": f"__Host-devnet_session={token}"})
    assert me.status == 200
    # Over https a cookie without the prefix (one plain http or a sibling host could set) is not read.
    plain = await proxied.get("/api/auth/me", headers={**https(proxied), "Cookie": f"devnet_session={token}"})
    assert plain.status == 401


async def test_plain_http_gets_no_hsts_and_the_plain_cookie(client):
    response = await client.post(
        "/api/auth/register", json={"email": "plain@example.com", "username": "plain_user", "password": PASSWORD}
    )
    assert response.status == 201
    assert "Strict-Transport-Security" not in response.headers
    assert "devnet_session" in response.cookies and "__Host-devnet_session" not in response.cookies


def connect_src(response) -> list[str]:
    policy = response.headers["Content-Security-Policy"]
    return next(part.split()[1:] for part in policy.split(";") if part.split()[0] == "connect-src")


async def test_pages_may_connect_only_to_their_own_origin(client, proxied):
    assert connect_src(await client.get("/threads/5")) == ["'self'", f"ws://{client.host}:{client.port}"]
    secure = await proxied.get("/threads/5", headers={"X-Forwarded-Proto": "https"})
    assert connect_src(secure) == ["'self'", f"wss://{proxied.host}:{proxied.port}"]
    odd = await client.get("/threads/5", headers={"Host": "evil.example; script-src *"})
    assert connect_src(odd) == ["'self'"]
