"""Account recovery: a reset link by mail (the outbox folder here), single use, one hour."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from email import message_from_bytes, policy
from pathlib import Path

import pytest

from devnet_api.models.admin import AuditEntry, PasswordResetToken
from devnet_api.services import recovery
from tests.conftest import PASSWORD

SENT = "If an account exists for that email, we have sent a link to reset its password."
INVALID = "This reset link is invalid or has expired"
NEW_PASSWORD = "NewPassw0rd"


@pytest.fixture
def smtp_url() -> str | None:
    return None  # mail goes to the outbox folder


@pytest.fixture
def settings(settings, tmp_path, smtp_url):
    return settings.with_(outbox_dir=tmp_path / "outbox", public_url="https://devnet.example", smtp_url=smtp_url)


def outbox(settings) -> list[Path]:
    return sorted(settings.outbox_dir.glob("*.eml")) if settings.outbox_dir.exists() else []


def mailed_token(settings, to: str) -> str:
    mails = [message_from_bytes(p.read_bytes(), policy=policy.default) for p in outbox(settings)]
    mine = [m for m in mails if m["To"] == to]
    assert len(mine) == 1, [m["To"] for m in mails]
    match = re.search(r"https://devnet\.example/auth/reset-password\?token=([\w-]+)", mine[0].get_content())
    assert match, mine[0].get_content()
    return match.group(1)


async def forgot(client, email: str):
    response = await client.post("/api/auth/forgot-password", json={"email": email})
    assert response.status == 202, await response.text()
    await recovery.mail_sent()  # the mail goes out after the answer
    return await response.json()


async def login(client, email: str, password: str) -> int:
    response = await client.post("/api/auth/login", json={"email": email, "password": password})
    return response.status


async def test_known_and_unknown_email_get_the_same_answer_and_only_the_member_gets_mail(client, make_user, settings):
    await make_user("ada")
    assert await forgot(client, "ada@example.com") == {"message": SENT}
    assert await forgot(client, "nobody@example.com") == {"message": SENT}
    assert len(outbox(settings)) == 1
    token = mailed_token(settings, "ada@example.com")
    stored = await PasswordResetToken.get(user__username="ada")
    assert stored.token_hash != token and len(stored.token_hash) == 64  # only the hash is kept
    assert timedelta(minutes=59) < stored.expires_at - datetime.now(UTC) <= timedelta(hours=1)


async def test_reset_sets_the_password_ends_every_session_and_works_once(client, make_user, settings):
    agent, _ = await make_user("grace")
    await forgot(client, "grace@example.com")
    token = mailed_token(settings, "grace@example.com")
    response = await client.post("/api/auth/reset-password", json={"token": token, "password": NEW_PASSWORD})
    assert response.status == 204, await response.text()
    assert (await agent.get("/api/auth/me")).status == 401  # the signed-in browser is signed out
    assert await login(client, "grace@example.com", PASSWORD) == 401
    assert await login(client, "grace@example.com", NEW_PASSWORD) == 200
    again = await client.post("/api/auth/reset-password", json={"token": token, "password": "Another1pass"})
    assert again.status == 400
    assert await again.json() == {"message": INVALID, "errors": {"token": [INVALID]}}
    assert await AuditEntry.filter(action="user.password_reset").count() == 1


async def test_reset_password_follows_the_register_rules(client, make_user, settings):
    await make_user("linus")
    await forgot(client, "linus@example.com")
    token = mailed_token(settings, "linus@example.com")
    response = await client.post("/api/auth/reset-password", json={"token": token, "password": "short"})
    assert response.status == 400
    body = await response.json()
    assert body["errors"]["password"] == [
        "Password must be at least 8 characters",
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
    ]
    # The refused attempt did not use the link up.
    ok = await client.post("/api/auth/reset-password", json={"token": token, "password": NEW_PASSWORD})
    assert ok.status == 204


async def test_an_expired_or_made_up_link_is_refused(client, make_user, settings):
    await make_user("margaret")
    await forgot(client, "margaret@example.com")
    token = mailed_token(settings, "margaret@example.com")
    await PasswordResetToken.all().update(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    for value in (token, "made-up", ""):
        response = await client.post("/api/auth/reset-password", json={"token": value, "password": NEW_PASSWORD})
        assert response.status == 400
        assert (await response.json())["message"] == INVALID
    assert await login(client, "margaret@example.com", PASSWORD) == 200


async def test_reset_requests_are_throttled_per_email(client, make_user, settings):
    await make_user("barbara")
    for _ in range(5):
        await forgot(client, "barbara@example.com")
    response = await client.post("/api/auth/forgot-password", json={"email": "barbara@example.com"})
    assert response.status == 429
    assert response.headers["Retry-After"]
    assert len(outbox(settings)) == 5


async def test_forgot_password_wants_an_email(client):
    response = await client.post("/api/auth/forgot-password", json={"email": "nope"})
    assert response.status == 400
    assert await response.json() == {
        "message": "Please enter a valid email address",
        "errors": {"email": ["Please enter a valid email address"]},
    }


async def test_a_banned_member_gets_no_link(client, make_user, settings):
    _, user = await make_user("mallory")
    from devnet_api.models.accounts import User

    await User.filter(id=user["id"]).update(status="banned")
    assert await forgot(client, "mallory@example.com") == {"message": SENT}
    assert outbox(settings) == []


# Port 1 on the loopback: nothing listens, the connection is refused at once.
@pytest.mark.parametrize("smtp_url", ["smtp://127.0.0.1:1"])
async def test_a_mail_server_that_is_down_changes_nothing_in_the_answer(make_user, client, settings, caplog):
    await make_user("frances")
    known = await client.post("/api/auth/forgot-password", json={"email": "frances@example.com"})
    unknown = await client.post("/api/auth/forgot-password", json={"email": "nobody@example.com"})
    assert (known.status, await known.json()) == (unknown.status, await unknown.json()) == (202, {"message": SENT})
    await recovery.mail_sent()
    assert "could not be mailed" in caplog.text  # the failure is logged for the operator
    assert outbox(settings) == []
