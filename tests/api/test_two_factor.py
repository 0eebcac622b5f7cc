"""Two-factor sign-in (TOTP and recovery codes) and re-authentication (docs/account.md,
docs/security.md). Both backends."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime, timedelta

import pyotp
import pytest

from devnet_api.app import create_app
from devnet_api.backing import jobs
from devnet_api.models.accounts import AuthSession, PendingSignIn, RecoveryCode, User
from devnet_api.services import recovery, two_factor
from devnet_api.web import keys
from tests.api.helpers import get_json
from tests.conftest import PASSWORD, Agent

WRONG = "Invalid authentication code"
REAUTH = "reauthentication_required"


def code_at(secret: str, offset_steps: int = 0) -> str:
    return pyotp.TOTP(secret).at(time.time() + offset_steps * 30)


async def enrol(agent) -> tuple[str, list[str]]:
    """Turn two-factor sign-in on for ``agent``'s member; answers the secret and recovery codes."""
    setup = await agent.post("/api/me/two-factor/setup")
    assert setup.status == 200, await setup.text()
    body = await setup.json()
    confirm = await agent.post("/api/me/two-factor/confirm", json={"code": code_at(body["secret"])})
    assert confirm.status == 200, await confirm.text()
    return body["secret"], (await confirm.json())["recoveryCodes"]


async def password_step(agent, email: str, password: str = PASSWORD):
    return await agent.post("/api/auth/login", json={"email": email, "password": password})


async def second_step(agent, code: str):
    return await agent.post("/api/auth/login/second-factor", json={"code": code})


@pytest.fixture
def settings(settings, request):
    """DEVNET_REQUIRE_2FA_FOR_STAFF=1 for the tests about it."""
    return settings.with_(require_2fa_for_staff="staff" in request.node.name)


@pytest.fixture
async def app(settings):
    app = await create_app(settings)
    app[keys.JOBS] = jobs.InProcess()  # the export job runs here on both backends (tests/api/test_account.py)
    return app


@pytest.fixture
async def fresh(client):
    agents: list[Agent] = []

    def make() -> Agent:
        agent = Agent(client.server)
        agents.append(agent)
        return agent

    yield make
    for agent in agents:
        await agent.session.close()


async def test_enrolment_shows_a_local_qr_and_the_secret_and_needs_a_right_code(make_user):
    agent, user = await make_user("ada")
    assert await get_json(agent, "/api/me/two-factor") == {"enabled": False, "recoveryCodesLeft": 0, "required": False}
    setup = await (await agent.post("/api/me/two-factor/setup")).json()
    assert len(setup["secret"]) == 32 and setup["otpauthUri"].startswith("otpauth://totp/DevNet:%40ada?secret=")
    assert setup["qrCode"].startswith("data:image/svg+xml")
    wrong = await agent.post("/api/me/two-factor/confirm", json={"code": "000000"})
    assert (wrong.status, await wrong.json()) == (400, {"message": WRONG, "errors": {"code": [WRONG]}})
    assert (await get_json(agent, "/api/me/two-factor"))["enabled"] is False
    assert (await get_json(agent, "/api/auth/me"))["twoFactorEnabled"] is False
    right = await agent.post("/api/me/two-factor/confirm", json={"code": code_at(setup["secret"])})
    assert right.status == 200
    codes = (await right.json())["recoveryCodes"]
    assert len(codes) == 10 and len(set(codes)) == 10
    assert await get_json(agent, "/api/me/two-factor") == {"enabled": True, "recoveryCodesLeft": 10, "required": False}
    assert (await get_json(agent, "/api/auth/me"))["twoFactorEnabled"] is True
    stored = await RecoveryCode.filter(user_id=user["id"]).values_list("code_hash", flat=True)
    assert len(stored) == 10 and not set(stored) & set(codes)  # only hashes are kept
    again = await agent.post("/api/me/two-factor/setup")
    assert again.status == 409


async def test_login_needs_the_code_and_the_password_alone_starts_no_session(make_user, fresh):
    agent, _ = await make_user("grace")
    secret, _ = await enrol(agent)
    browser = fresh()
    first = await password_step(browser, "grace@example.com")
    assert (first.status, await first.json()) == (200, {"secondFactor": {"methods": ["totp", "recovery"]}})
    assert "devnet_pending" in {c.key for c in browser.session.cookie_jar}
    assert (await browser.get("/api/auth/me")).status == 401  # no session yet
    assert (await second_step(browser, "123456")).status == 400
    done = await second_step(browser, code_at(secret, 1))
    assert done.status == 200, await done.text()
    assert (await done.json())["username"] == "grace"
    assert (await get_json(browser, "/api/auth/me"))["username"] == "grace"
    # The pending sign-in was used up: finishing it again is a 401.
    assert (await second_step(browser, code_at(secret, 1))).status == 401


async def test_a_code_cannot_be_replayed_and_another_browser_has_no_pending_sign_in(make_user, fresh):
    agent, _ = await make_user("linus")
    secret, _ = await enrol(agent)
    one, two = fresh(), fresh()
    await password_step(one, "linus@example.com")
    code = code_at(secret, 1)
    assert (await second_step(one, code)).status == 200
    await password_step(two, "linus@example.com")
    replay = await second_step(two, code)
    assert (replay.status, (await replay.json())["message"]) == (400, WRONG)
    # The confirming code (this step) is older than the one used: refused too.
    assert (await second_step(two, code_at(secret))).status == 400
    stranger = fresh()  # never gave the password: no pending sign-in to finish
    refused = await second_step(stranger, code_at(secret, -1))
    assert (refused.status, (await refused.json())["message"]) == (
        401,
        "Your sign-in has expired. Please log in again.",
    )


async def test_a_pending_sign_in_expires_after_five_minutes(make_user, fresh):
    agent, user = await make_user("barbara")
    secret, _ = await enrol(agent)
    browser = fresh()
    await password_step(browser, "barbara@example.com")
    row = await PendingSignIn.get(user_id=user["id"])
    assert timedelta(minutes=4, seconds=50) < row.expires_at - datetime.now(UTC) <= timedelta(minutes=5)
    await PendingSignIn.filter(id=row.id).update(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    assert (await second_step(browser, code_at(secret, 1))).status == 401


async def test_a_recovery_code_works_once(make_user, fresh):
    agent, _ = await make_user("margaret")
    _, codes = await enrol(agent)
    browser = fresh()
    await password_step(browser, "margaret@example.com")
    assert (await second_step(browser, codes[0].upper())).status == 200  # case and dash forgiven
    assert (await get_json(browser, "/api/me/two-factor"))["recoveryCodesLeft"] == 9
    other = fresh()
    await password_step(other, "margaret@example.com")
    assert (await second_step(other, codes[0])).status == 400
    assert (await second_step(other, codes[1].replace("-", ""))).status == 200


async def test_regenerated_recovery_codes_replace_the_old_ones(make_user, fresh):
    agent, _ = await make_user("frances")
    _, old = await enrol(agent)
    response = await agent.post("/api/me/two-factor/recovery-codes")
    new = (await response.json())["recoveryCodes"]
    assert len(new) == 10 and not set(new) & set(old)
    browser = fresh()
    await password_step(browser, "frances@example.com")
    assert (await second_step(browser, old[0])).status == 400
    assert (await second_step(browser, new[0])).status == 200


async def test_second_factor_attempts_are_throttled_before_they_are_checked(make_user, fresh):
    agent, _ = await make_user("mallory")
    secret, _ = await enrol(agent)
    browser = fresh()
    await password_step(browser, "mallory@example.com")
    answers = await asyncio.gather(*(second_step(browser, f"{n:06d}") for n in range(12)))
    assert sorted(a.status for a in answers) == [400] * 10 + [429] * 2
    blocked = await second_step(browser, code_at(secret, 1))  # even the right code waits now
    assert blocked.status == 429 and int(blocked.headers["Retry-After"]) > 0
    assert (await blocked.json())["message"] == "Too many wrong codes. Please try again later."


async def test_a_password_reset_does_not_bypass_the_second_factor(client, make_user, fresh, settings):
    agent, _ = await make_user("hedy")
    secret, _ = await enrol(agent)
    link = await recovery.issue(await User.get(username="hedy"), "https://devnet.example")
    token = link.rsplit("=", 1)[1]
    reset = await client.post("/api/auth/reset-password", json={"token": token, "password": "NewPassw0rd"})
    assert reset.status == 204
    browser = fresh()
    first = await password_step(browser, "hedy@example.com", "NewPassw0rd")
    assert (await first.json()) == {"secondFactor": {"methods": ["totp", "recovery"]}}
    assert (await browser.get("/api/auth/me")).status == 401
    assert (await second_step(browser, code_at(secret, 1))).status == 200


async def test_turning_it_off_needs_a_current_code(make_user, fresh):
    agent, _ = await make_user("alan")
    secret, _ = await enrol(agent)
    wrong = await agent.delete("/api/me/two-factor", json={"code": "999999"})
    assert wrong.status == 400
    assert (await agent.delete("/api/me/two-factor", json={})).status == 400
    assert (await get_json(agent, "/api/me/two-factor"))["enabled"] is True
    off = await agent.delete("/api/me/two-factor", json={"code": code_at(secret, 1)})
    assert off.status == 204
    assert await get_json(agent, "/api/me/two-factor") == {"enabled": False, "recoveryCodesLeft": 0, "required": False}
    browser = fresh()
    plain = await password_step(browser, "alan@example.com")
    assert (await plain.json())["username"] == "alan"  # a password is enough again


async def test_staff_can_be_required_to_enrol_and_can_do_nothing_else(make_user):
    agent, user = await make_user("moira")
    await User.filter(id=user["id"]).update(role="moderator")
    refused = await agent.get("/api/notifications")
    assert refused.status == 403
    body = await refused.json()
    assert body["code"] == "two_factor_enrolment_required"
    assert (await agent.post("/api/threads", json={"title": "Hello there", "body": "x" * 20, "tags": []})).status == 403
    assert (await agent.get("/api/auth/me")).status == 200
    # Re-authenticating stays open, with a passkey too: its challenge is not gated.
    passkey_challenge = await agent.post("/api/auth/passkeys/login/options", headers={"Host": "localhost"})
    assert passkey_challenge.status == 200, await passkey_challenge.text()
    status = await get_json(agent, "/api/me/two-factor")
    assert status == {"enabled": False, "recoveryCodesLeft": 0, "required": True}
    secret, _ = await enrol(agent)
    assert (await agent.get("/api/notifications")).status == 200
    keep = await agent.delete("/api/me/two-factor", json={"code": code_at(secret, 1)})
    assert keep.status == 403 and (await keep.json())["message"] == two_factor.STAFF_KEEP
    # A member is not concerned.
    member, _ = await make_user("plain")
    assert (await member.get("/api/notifications")).status == 200


async def age_sessions(user_id: int, minutes: int) -> None:
    await AuthSession.filter(user_id=user_id).update(reauthenticated_at=datetime.now(UTC) - timedelta(minutes=minutes))


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/api/me/password", {"currentPassword": PASSWORD, "newPassword": "N3wPassword"}),
        ("POST", "/api/me/export", None),
        ("DELETE", "/api/me", {"password": PASSWORD}),
        ("POST", "/api/me/two-factor/setup", None),
    ],
)
async def test_sensitive_changes_need_a_recent_authentication(make_user, method, path, body):
    agent, user = await make_user("ida")
    await age_sessions(user["id"], 11)
    refused = await agent.request(method, path, json=body)
    assert refused.status == 403
    assert await refused.json() == {
        "message": "Please confirm it's you: enter your password again to continue.",
        "code": REAUTH,
    }
    assert (await User.get(id=user["id"])).status == "active"
    wrong = await agent.post("/api/auth/reauthenticate", json={"password": "WrongPassw0rd"})
    assert wrong.status == 400
    assert (await agent.request(method, path, json=body)).status == 403
    again = await agent.post("/api/auth/reauthenticate", json={"password": PASSWORD})
    assert again.status == 204
    accepted = await agent.request(method, path, json=body)
    assert accepted.status in (200, 202, 204), await accepted.text()


async def test_reauthentication_lasts_ten_minutes_and_a_code_does_too(make_user):
    agent, user = await make_user("katherine")
    await age_sessions(user["id"], 9)
    assert (await agent.post("/api/me/two-factor/setup")).status == 200  # 9 minutes: still recent
    secret, _ = await enrol(agent)
    await AuthSession.filter(user_id=user["id"]).update(
        reauthenticated_at=datetime.now(UTC) - timedelta(minutes=10, seconds=5)
    )
    assert (await agent.post("/api/me/two-factor/recovery-codes")).status == 403
    assert (await agent.post("/api/auth/reauthenticate", json={"code": "000000"})).status == 400
    assert (await agent.post("/api/auth/reauthenticate", json={})).status == 400
    assert (await agent.post("/api/auth/reauthenticate", json={"code": code_at(secret, 1)})).status == 204
    assert (await agent.post("/api/me/two-factor/recovery-codes")).status == 200


async def test_signing_in_counts_as_a_fresh_authentication(make_user, fresh):
    _, user = await make_user("joan")
    await age_sessions(user["id"], 60)
    browser = fresh()
    assert (await password_step(browser, "joan@example.com")).status == 200
    assert (await browser.post("/api/me/export")).status == 202
