"""Named limits (docs/security.md): login under parallel guesses, registration per network, writes
per account, IPv6 /64 grouping, and the in-memory limiter staying bounded."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest

from devnet_api.backing import rate_limiter as ratelimit
from devnet_api.backing import rate_limits as limits
from devnet_api.backing.rate_limiter import MemoryRateLimiter
from devnet_api.models.content import Thread
from tests.api.test_profile import data_url, image_bytes
from tests.conftest import PASSWORD

THREAD = {
    "title": "Async pitfalls in Python",
    "body": "Blocking calls inside the event loop stall every request.",
    "tags": ["python"],
}
PROJECT = {
    "title": "Realtime chat server",
    "description": "An aiohttp chat server with Redis fan-out.",
    "tags": ["python"],
}
PROXY = ("127.0.0.1",)  # the test client stands in for a trusted proxy, so X-Forwarded-For counts


@pytest.fixture
def settings(settings, request):
    """This module's tests set limits low with @pytest.mark.settings(...), so a few requests reach them."""
    marker = request.node.get_closest_marker("settings")
    return settings.with_(**marker.kwargs) if marker else settings


async def login(client, email: str, password: str = "Wrong1234", address: str | None = None):
    headers = {"X-Forwarded-For": address} if address else None
    return await client.post("/api/auth/login", json={"email": email, "password": password}, headers=headers)


async def assert_throttled(response, message: str) -> None:
    assert response.status == 429, await response.text()
    assert int(response.headers["Retry-After"]) > 0
    assert await response.json() == {"message": message}


# --- login --------------------------------------------------------------------------------------


async def test_a_burst_of_parallel_wrong_logins_gets_ten_verifications_and_429s(client, make_user):
    await make_user("turing")
    answers = await asyncio.gather(*(login(client, "turing@example.com") for _ in range(40)))
    statuses = [answer.status for answer in answers]
    assert statuses.count(401) == 10
    assert statuses.count(429) == 30
    for answer in answers:
        if answer.status == 429:
            await assert_throttled(answer, limits.LOGIN_MESSAGE)
    # The right password is refused too while the email is throttled.
    await assert_throttled(await login(client, "turing@example.com", PASSWORD), limits.LOGIN_MESSAGE)


@pytest.mark.settings(rate_limits={"login:address": (3, 900)})
async def test_correct_logins_do_not_use_up_the_address_limit(client, make_user):
    await make_user("lamport")
    assert (await login(client, "nobody@example.com")).status == 401
    for _ in range(5):
        assert (await login(client, "lamport@example.com", PASSWORD)).status == 200
    assert (await login(client, "nobody@example.com")).status == 401
    assert (await login(client, "nobody@example.com")).status == 401
    await assert_throttled(await login(client, "lamport@example.com", PASSWORD), limits.LOGIN_MESSAGE)


@pytest.mark.settings(rate_limits={"login:address": (1, 900), "login:email": (1, 900)}, trusted_proxies=PROXY)
async def test_an_address_refused_first_leaves_the_email_uncounted(client):
    assert (await login(client, "one@example.com", address="203.0.113.1")).status == 401
    await assert_throttled(await login(client, "two@example.com", address="203.0.113.1"), limits.LOGIN_MESSAGE)
    assert (await login(client, "two@example.com", address="198.51.100.1")).status == 401
    await assert_throttled(await login(client, "two@example.com", address="198.51.100.2"), limits.LOGIN_MESSAGE)


@pytest.mark.settings(rate_limits={"login:address": (2, 900)}, trusted_proxies=PROXY)
async def test_ipv6_addresses_of_one_64_share_one_login_limit(client):
    assert (await login(client, "a@example.com", address="2001:db8:1:2::1")).status == 401
    assert (await login(client, "b@example.com", address="2001:db8:1:2:ffff::2")).status == 401
    await assert_throttled(
        await login(client, "c@example.com", address="2001:db8:1:2:abcd:1:2:3"), limits.LOGIN_MESSAGE
    )
    assert (await login(client, "d@example.com", address="2001:db8:1:3::1")).status == 401  # another /64
    assert (await login(client, "e@example.com", address="203.0.113.9")).status == 401


@pytest.mark.settings(trusted_proxies=PROXY)
async def test_anonymous_views_from_one_ipv6_64_count_once(client, make_user):
    author, _ = await make_user()
    thread = await (await author.post("/api/threads", json=THREAD)).json()
    for address in ("2001:db8:5::1", "2001:db8:5::2", "2001:db8:5:0:ffff::9", "2001:db8:6::1"):
        response = await client.get(f"/api/threads/{thread['id']}", headers={"X-Forwarded-For": address})
        assert response.status == 200
    assert (await Thread.get(id=thread["id"])).views == 2


# --- registration and writes --------------------------------------------------------------------


@pytest.mark.settings(rate_limits={"register": (3, 3600)}, trusted_proxies=PROXY)
async def test_registration_is_limited_per_network(client):
    async def sign_up(name: str, address: str):
        return await client.post(
            "/api/auth/register",
            headers={"X-Forwarded-For": address},
            json={"email": f"{name}@example.com", "username": name, "password": PASSWORD},
        )

    for n in range(3):
        assert (await sign_up(f"crowd{n}", "203.0.113.7")).status == 201
    await assert_throttled(
        await sign_up("crowd3", "203.0.113.7"), "Too many sign-ups from your network. Please try again later."
    )
    assert (
        await client.post("/api/auth/login", json={"email": "crowd3@example.com", "password": PASSWORD})
    ).status == 401
    assert (await sign_up("elsewhere", "198.51.100.4")).status == 201


@pytest.mark.settings(
    rate_limits={
        "thread": (2, 3600),
        "comment": (2, 3600),
        "project": (1, 3600),
        "report": (1, 3600),
        "upload": (1, 3600),
    }
)
async def test_writes_are_limited_per_account(make_user):
    author, _ = await make_user()
    other, other_user = await make_user()
    threads = [await (await author.post("/api/threads", json=THREAD)).json() for _ in range(2)]
    await assert_throttled(
        await author.post("/api/threads", json=THREAD), "You are creating threads too quickly. Please try again later."
    )
    assert (await other.post("/api/threads", json=THREAD)).status == 201
    assert await Thread.filter().count() == 3

    comments_path = f"/api/threads/{threads[0]['id']}/comments"
    for _ in range(2):
        assert (await author.post(comments_path, json={"body": "Agreed"})).status == 201
    await assert_throttled(
        await author.post(comments_path, json={"body": "Agreed"}),
        "You are commenting too quickly. Please try again later.",
    )

    assert (await author.post("/api/projects", json=PROJECT)).status == 201
    await assert_throttled(
        await author.post("/api/projects", json=PROJECT),
        "You are creating projects too quickly. Please try again later.",
    )

    report = {"resourceType": "user", "resourceId": other_user["id"], "reason": "Spam"}
    assert (await author.post("/api/reports", json=report)).status == 201
    await assert_throttled(
        await author.post("/api/reports", json={**report, "resourceType": "thread", "resourceId": threads[1]["id"]}),
        "You are sending reports too quickly. Please try again later.",
    )

    photo = data_url(image_bytes())
    assert (await author.patch("/api/auth/profile", json={"profilePhoto": photo})).status == 200
    await assert_throttled(
        await author.patch("/api/auth/profile", json={"profilePhoto": data_url(image_bytes(color="red"))}),
        "You are uploading images too quickly. Please try again later.",
    )
    assert (await author.patch("/api/auth/profile", json={"bio": "No image, no upload"})).status == 200


def test_every_named_limit_is_one_no_person_reaches():
    for name in (
        "login:address",
        "login:email",
        "register",
        "thread",
        "project",
        "comment",
        "report",
        "upload",
        "message",
        "post",
        "like",
        "friend_request",
    ):
        limit = limits.LIMITS[name]
        assert limit.count >= 10 and limit.window >= 15 * 60, name


# --- the in-memory limiter ----------------------------------------------------------------------


@pytest.fixture
def clock(monkeypatch):
    now = [1_000_000.0]
    monkeypatch.setattr(ratelimit, "time", SimpleNamespace(time=lambda: now[0]))
    return now


async def test_memory_limiter_refusals_and_lookups_create_no_keys(clock):
    limiter = MemoryRateLimiter()
    assert (await limiter.acquire("a", 1, 60))[0] == 0
    wait, ticket = await limiter.acquire("a", 1, 60)
    assert ticket is None and wait > 0
    await limiter.release("ghost", "nothing")
    await limiter.reset("ghost")
    assert len(limiter) == 1


async def test_memory_limiter_drops_empty_and_expired_keys(clock):
    limiter = MemoryRateLimiter()
    _, ticket = await limiter.acquire("given-back", 5, 60)
    await limiter.release("given-back", ticket)
    assert len(limiter) == 0
    await limiter.acquire("old", 1, 60)
    clock[0] += 61
    assert (await limiter.acquire("old", 1, 60))[0] == 0  # its window passed: counted afresh
    assert len(limiter) == 1


async def test_memory_limiter_has_a_size_cap_and_keeps_the_newest_keys(clock):
    limiter = MemoryRateLimiter(max_keys=5)
    for n in range(50):
        await limiter.acquire(f"k{n}", 1, 60)
    assert len(limiter) <= 5
    assert (await limiter.acquire("k49", 1, 60))[1] is None  # the newest key still throttles
