"""Registration, sign-in, sessions and the throttle."""

from __future__ import annotations

import pytest

from tests.conftest import PASSWORD, Agent

REGISTER = {"email": "ada@example.com", "username": "ada_l", "password": "Secr3tPass"}


async def test_register_signs_the_person_in_and_returns_own_object(client):
    response = await client.post("/api/auth/register", json=REGISTER)
    assert response.status == 201
    user = await response.json()
    assert user["username"] == "ada_l" and user["displayName"] == "ada_l"
    assert user["email"] == "ada@example.com"
    assert user["subscriptionTier"] is None and user["skills"] == [] and user["hourlyRate"] is None
    assert "passwordHash" not in user and "status" not in user
    assert user["createdAt"].endswith("Z")
    me = await client.get("/api/auth/me")
    assert me.status == 200
    assert (await me.json())["id"] == user["id"]


async def test_session_cookie_is_httponly_and_samesite_lax(client):
    response = await client.post("/api/auth/register", json=REGISTER)
    assert response.status == 201
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie
    token = response.cookies["devnet_session"].value
    assert len(token) >= 43  # 32 random bytes, base64url: 256 bits


async def test_register_reports_every_rule_with_the_spec_messages(client):
    response = await client.post("/api/auth/register", json={"email": "nope", "username": "a!", "password": "short"})
    assert response.status == 400
    body = await response.json()
    assert body["message"] == "Please enter a valid email address"
    assert body["errors"] == {
        "email": ["Please enter a valid email address"],
        "username": [
            "Username must be at least 3 characters",
            "Username can only contain letters, numbers, underscores and hyphens",
        ],
        "password": [
            "Password must be at least 8 characters",
            "Password must contain at least one uppercase letter",
            "Password must contain at least one number",
        ],
    }
    assert (await client.get("/api/auth/me")).status == 401


@pytest.mark.parametrize(
    ("password", "message"),
    [
        ("alllowercase1", "Password must contain at least one uppercase letter"),
        ("ALLUPPERCASE1", "Password must contain at least one lowercase letter"),
        ("NoDigitsHere", "Password must contain at least one number"),
        ("Sh0rt", "Password must be at least 8 characters"),
    ],
)
async def test_register_password_rules(client, password, message):
    response = await client.post("/api/auth/register", json={**REGISTER, "password": password})
    assert response.status == 400
    assert (await response.json())["errors"]["password"] == [message]


@pytest.mark.parametrize(
    ("username", "ok"),
    [
        ("abc", True),
        ("a" * 30, True),
        ("ab", False),
        ("a" * 31, False),
        ("with space", False),
        ("dash-and_under", True),
    ],
)
async def test_register_username_length_is_inclusive(client, username, ok):
    response = await client.post("/api/auth/register", json={**REGISTER, "username": username})
    assert response.status == (201 if ok else 400)
    if username == "a" * 31:
        assert (await response.json())["errors"]["username"] == ["Username must be less than 30 characters"]


@pytest.mark.parametrize("username", ["alice\n", "alice\r\n", "\nalice", "ali\nce"])
async def test_register_username_with_a_line_break_is_refused(client, username):
    # "alice\n" would display as alice: one member could pass for another.
    response = await client.post("/api/auth/register", json={**REGISTER, "username": username})
    assert response.status == 400
    assert (await response.json())["errors"]["username"] == [
        "Username can only contain letters, numbers, underscores and hyphens"
    ]


async def test_register_missing_fields_get_rule_messages(client):
    response = await client.post("/api/auth/register", json={})
    assert response.status == 400
    errors = (await response.json())["errors"]
    assert errors["email"] == ["Please enter a valid email address"]
    assert errors["username"][0] == "Username must be at least 3 characters"
    assert errors["password"][0] == "Password must be at least 8 characters"


async def test_register_taken_email_and_username_conflict(client, make_user):
    await make_user("grace")
    same_email = await client.post(
        "/api/auth/register", json={"email": "GRACE@example.com", "username": "other", "password": PASSWORD}
    )
    assert same_email.status == 409
    assert (await same_email.json())["message"] == "Email already registered"
    same_name = await client.post(
        "/api/auth/register", json={"email": "new@example.com", "username": "Grace", "password": PASSWORD}
    )
    assert same_name.status == 409
    assert (await same_name.json())["message"] == "Username already taken"


async def test_login_returns_own_user_and_rotates_the_session(client, make_user):
    agent, user = await make_user("linus")
    old = agent.session.cookie_jar.filter_cookies(client.make_url("/"))["devnet_session"].value
    response = await agent.post("/api/auth/login", json={"email": "linus@example.com", "password": PASSWORD})
    assert response.status == 200
    assert (await response.json())["id"] == user["id"]
    new = agent.session.cookie_jar.filter_cookies(client.make_url("/"))["devnet_session"].value
    assert new != old
    replay = Agent(client.server)
    replay.session.cookie_jar.update_cookies({"devnet_session": old}, client.make_url("/"))
    assert (await replay.get("/api/auth/me")).status == 401
    await replay.session.close()


async def test_login_wrong_password_and_unknown_email_say_the_same(client, make_user):
    await make_user("margaret")
    wrong = await client.post("/api/auth/login", json={"email": "margaret@example.com", "password": "Wrong1234"})
    unknown = await client.post("/api/auth/login", json={"email": "nobody@example.com", "password": "Wrong1234"})
    assert wrong.status == unknown.status == 401
    assert (await wrong.json()) == (await unknown.json()) == {"message": "Invalid email or password"}


async def test_login_rules_are_400_with_spec_messages(client):
    response = await client.post("/api/auth/login", json={"email": "bad", "password": "short"})
    assert response.status == 400
    assert (await response.json())["errors"] == {
        "email": ["Please enter a valid email address"],
        "password": ["Password must be at least 8 characters"],
    }


async def test_logout_revokes_the_session_server_side(client, signed_in):
    agent, _ = signed_in
    cookie = agent.session.cookie_jar.filter_cookies(client.make_url("/"))["devnet_session"].value
    response = await agent.post("/api/auth/logout")
    assert response.status == 204
    assert (await agent.get("/api/auth/me")).status == 401
    replay = Agent(client.server)
    replay.session.cookie_jar.update_cookies({"devnet_session": cookie}, client.make_url("/"))
    me = await replay.get("/api/auth/me")
    assert me.status == 401
    assert await me.json() == {"message": "Not authenticated"}
    await replay.session.close()


async def test_login_throttles_after_ten_failures_for_one_email(client, make_user):
    await make_user("hopper")
    for _ in range(10):
        response = await client.post("/api/auth/login", json={"email": "hopper@example.com", "password": "Wrong1234"})
        assert response.status == 401
    throttled = await client.post("/api/auth/login", json={"email": "hopper@example.com", "password": PASSWORD})
    assert throttled.status == 429
    assert int(throttled.headers["Retry-After"]) > 0
    assert "message" in await throttled.json()
    other = await client.post("/api/auth/login", json={"email": "other@example.com", "password": "Wrong1234"})
    assert other.status == 401


async def test_login_throttles_one_address_after_thirty_failures(client):
    for n in range(30):
        response = await client.post("/api/auth/login", json={"email": f"x{n}@example.com", "password": "Wrong1234"})
        assert response.status == 401
    response = await client.post("/api/auth/login", json={"email": "fresh@example.com", "password": "Wrong1234"})
    assert response.status == 429


async def test_rule_failures_do_not_count_toward_the_throttle(client, make_user):
    await make_user("knuth")
    for _ in range(12):
        assert (
            await client.post("/api/auth/login", json={"email": "knuth@example.com", "password": "x"})
        ).status == 400
    ok = await client.post("/api/auth/login", json={"email": "knuth@example.com", "password": PASSWORD})
    assert ok.status == 200


async def test_suspended_member_cannot_sign_in(client, make_user):
    from devnet_api.models.accounts import Status, User

    await make_user("mallory")
    await User.filter(username="mallory").update(status=Status.BANNED)
    response = await client.post("/api/auth/login", json={"email": "mallory@example.com", "password": PASSWORD})
    assert response.status == 403
    assert (await response.json())["message"] == "This account has been suspended"
