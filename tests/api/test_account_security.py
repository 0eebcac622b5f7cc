"""Account security (issue 41 item 4; docs/security.md, "Security changes"), tried as the member
and as an attacker would, on SQLite and on PostgreSQL + Redis: a half-finished sign-in ends with
every security change; re-authenticating needs the second factor of a member who has one; every
security change mails the member (read at a real SMTP server, aiosmtpd) whatever their mail
settings; the staff two-factor gate covers the socket; texts that reach mail headers stay on one
line; feed paths with NUL are a 404; the common-password check trims and folds case."""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.models.accounts import AuthSession, User
from devnet_api.services import mail, moderation, recovery
from tests import mail as smtp_server
from tests.api.test_passkeys import SITE, add_passkey, assertion, passkey_step
from tests.api.test_two_factor import code_at, enrol, password_step, second_step
from tests.conftest import PASSWORD, Agent

EXPIRED = "Your sign-in has expired. Please log in again."
PASSWORD_NOT_ENOUGH = (
    "Your account has a second factor: confirm it's you with a code from your authenticator app,"
    " a recovery code or a passkey, not your password alone"
)


@pytest.fixture(scope="session")
def smtp():
    controller, inbox = smtp_server.start(smtp_server.port_for_worker(40))
    yield controller, inbox
    controller.stop()


@pytest.fixture
def inbox(smtp):
    _, inbox = smtp
    inbox.clear()
    return inbox


@pytest.fixture
def settings(settings, smtp, request):
    """Mail to the test's SMTP server; the site named localhost (passkeys refuse an IP address)."""
    controller, _ = smtp
    staff_gate = "staff" in request.node.name
    return settings.with_(
        smtp_url=f"smtp://127.0.0.1:{controller.port}", public_url=SITE, require_2fa_for_staff=staff_gate
    )


@pytest.fixture
async def browser(client):
    """New browsers (agents with their own cookies): the attacker's, the member's other laptop."""
    agents: list[Agent] = []

    def make() -> Agent:
        agent = Agent(client.server)
        agents.append(agent)
        return agent

    yield make
    for agent in agents:
        await agent.session.close()


async def deliver(settings) -> None:
    await mail.deliver_due(mail.Mailer.from_settings(settings))


async def subjects_to(settings, inbox, address: str) -> list[str]:
    """Deliver what is due, then the subjects of every mail the address received."""
    await deliver(settings)
    return [m["Subject"] for m in inbox.to(address)]


async def age_sessions(user_id: int, minutes: int = 11) -> None:
    await AuthSession.filter(user_id=user_id).update(reauthenticated_at=datetime.now(UTC) - timedelta(minutes=minutes))


async def attacker_half_signed_in(browser, email: str) -> Agent:
    """The attacker typed the phished password: a pending sign-in waits for the second factor."""
    attacker = browser()
    first = await password_step(attacker, email)
    assert "secondFactor" in await first.json(), await first.text()
    return attacker


async def refused_finish(attacker: Agent, response) -> None:
    assert response.status == 401, await response.text()
    assert (await response.json())["message"] == EXPIRED
    assert (await attacker.get("/api/auth/me")).status == 401


# --- a pending sign-in ends with every security change --------------------------------------------


async def test_a_pending_sign_in_cannot_be_finished_after_the_member_changes_the_password(make_user, browser):
    ada, _ = await make_user("ada")
    secret, recovery_codes = await enrol(ada)
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    changed = await ada.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": "An0ther-secret"})
    assert changed.status == 204, await changed.text()
    # Neither a code from the (phished) app, nor a recovery code finishes what began before.
    await refused_finish(attacker, await second_step(attacker, code_at(secret, 1)))
    await refused_finish(attacker, await second_step(attacker, recovery_codes[0]))
    # The member's own next sign-in, with the new password, works as ever.
    laptop = browser()
    assert (await password_step(laptop, "ada@example.com", "An0ther-secret")).status == 200
    assert (await second_step(laptop, recovery_codes[1])).status == 200
    assert (await laptop.get("/api/auth/me")).status == 200


async def test_a_pending_sign_in_cannot_be_finished_after_a_password_reset(client, make_user, browser):
    ada, _ = await make_user("ada")
    secret, _ = await enrol(ada)
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    link = await recovery.issue(await User.get(username="ada"), SITE)
    reset = await client.post(
        "/api/auth/reset-password", json={"token": link.rsplit("=", 1)[1], "password": "N3w-pass!"}
    )
    assert reset.status == 204, await reset.text()
    await refused_finish(attacker, await second_step(attacker, code_at(secret, 1)))


async def test_a_pending_sign_in_cannot_be_finished_after_sign_out_everywhere(make_user, browser):
    ada, _ = await make_user("ada")
    secret, _ = await enrol(ada)
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    ended = await ada.post("/api/auth/sessions/end-others")
    assert ended.status in (200, 204), await ended.text()
    await refused_finish(attacker, await second_step(attacker, code_at(secret, 1)))


async def test_a_pending_sign_in_cannot_be_finished_after_a_moderator_ends_the_sessions(make_user, browser):
    ada, _ = await make_user("ada")
    secret, _ = await enrol(ada)
    _, mo = await make_user("moe")
    await User.filter(id=mo["id"]).update(role="moderator")
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    await moderation.end_sessions(await User.get(id=mo["id"]), await User.get(username="ada"), "cookie stolen")
    await refused_finish(attacker, await second_step(attacker, code_at(secret, 1)))


async def test_a_pending_sign_in_cannot_be_finished_with_a_passkey_after_a_passkey_is_removed(make_user, browser):
    ada, _ = await make_user("ada")
    phone, response = await add_passkey(ada, "Phone")
    assert response.status == 201
    _, response = await add_passkey(ada, "Laptop")
    laptop_id = (await response.json())["id"]
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    # Ada takes off the laptop's passkey: an account change; what began before it is over.
    assert (await ada.delete(f"/api/auth/passkeys/{laptop_id}")).status == 204
    await refused_finish(attacker, await passkey_step(attacker, phone))


async def test_turning_two_factor_on_ends_a_pending_sign_in_begun_with_a_passkey(make_user, browser):
    ada, _ = await make_user("ada")
    phone, response = await add_passkey(ada, "Phone")
    assert response.status == 201
    attacker = await attacker_half_signed_in(browser, "ada@example.com")
    await enrol(ada)
    await refused_finish(attacker, await passkey_step(attacker, phone))


# --- re-authentication needs the second factor ----------------------------------------------------


async def test_a_cookie_and_the_password_cannot_mint_recovery_codes_for_a_member_with_two_factor(make_user):
    ada, user = await make_user("ada")
    secret, old_codes = await enrol(ada)
    await age_sessions(user["id"])
    # The attacker holds the cookie and the password.
    alone = await ada.post("/api/auth/reauthenticate", json={"password": PASSWORD})
    assert alone.status == 400
    assert (await alone.json())["errors"] == {"password": [PASSWORD_NOT_ENOUGH]}
    refused = await ada.post("/api/me/two-factor/recovery-codes")
    assert refused.status == 403 and (await refused.json())["code"] == "reauthentication_required"
    assert (await ada.get("/api/me/two-factor")).status == 200
    assert (await (await ada.get("/api/me/two-factor")).json())["recoveryCodesLeft"] == 10
    # With a code from the app it works (and a recovery code would too).
    assert (await ada.post("/api/auth/reauthenticate", json={"code": code_at(secret, 1)})).status == 204
    fresh = await ada.post("/api/me/two-factor/recovery-codes")
    assert fresh.status == 200 and set((await fresh.json())["recoveryCodes"]).isdisjoint(old_codes)


async def test_a_cookie_and_the_password_cannot_add_a_passkey_for_a_member_with_two_factor(make_user):
    ada, user = await make_user("ada")
    _, recovery_codes = await enrol(ada)
    await age_sessions(user["id"])
    assert (await ada.post("/api/auth/reauthenticate", json={"password": PASSWORD})).status == 400
    refused = await ada.post("/api/auth/passkeys/register/options")
    assert refused.status == 403 and (await refused.json())["code"] == "reauthentication_required"
    assert (await (await ada.get("/api/auth/passkeys")).json()) == []
    assert (await ada.post("/api/auth/reauthenticate", json={"code": recovery_codes[0]})).status == 204
    _, response = await add_passkey(ada, "My laptop")
    assert response.status == 201


async def test_a_member_with_only_a_passkey_reauthenticates_with_it(make_user):
    ada, user = await make_user("ada")
    phone, response = await add_passkey(ada, "Phone")
    assert response.status == 201
    await age_sessions(user["id"])
    assert (await ada.post("/api/auth/reauthenticate", json={"password": PASSWORD})).status == 400
    assert (await ada.post("/api/auth/passkeys/register/options")).status == 403
    assert (await ada.post("/api/auth/reauthenticate", json=await assertion(ada, phone))).status == 204
    assert (await ada.post("/api/auth/passkeys/register/options")).status == 200


async def test_a_member_without_a_second_factor_reauthenticates_with_the_password(make_user):
    ada, user = await make_user("ada")
    await age_sessions(user["id"])
    assert (await ada.post("/api/auth/reauthenticate", json={"password": PASSWORD})).status == 204
    assert (await ada.post("/api/me/two-factor/setup")).status == 200


# --- every security change is mailed, whatever the mail settings ----------------------------------


async def test_every_security_change_is_mailed_even_with_no_mail_at_all(client, make_user, inbox, settings):
    ada, user = await make_user("ada")
    await deliver(settings)
    inbox.clear()  # the confirmation mail
    # "No mail at all" (and the address never confirmed): security mail goes anyway.
    assert (await ada.request("PUT", "/api/me/mail", json={"allOff": True})).status == 200
    address = "ada@example.com"

    secret, _ = await enrol(ada)
    assert await subjects_to(settings, inbox, address) == ["Two-factor sign-in was turned on"]
    inbox.clear()
    assert (await ada.post("/api/me/two-factor/recovery-codes")).status == 200
    assert await subjects_to(settings, inbox, address) == ["New recovery codes for your DevNet account"]
    inbox.clear()
    _, response = await add_passkey(ada, "Ada's phone")
    passkey_id = (await response.json())["id"]
    assert await subjects_to(settings, inbox, address) == ["A passkey was added to your DevNet account"]
    [added] = inbox.to(address)
    text = smtp_server.text_of(added)
    assert 'The passkey "Ada\'s phone" was added to your DevNet account @ada' in text
    assert f"{SITE}/auth/forgot-password" in text and f"{SITE}/settings#sessions" in text
    assert "List-Unsubscribe" not in added and "Unsubscribe" not in text
    inbox.clear()
    assert (await ada.delete(f"/api/auth/passkeys/{passkey_id}")).status == 204
    assert await subjects_to(settings, inbox, address) == ["A passkey was removed from your DevNet account"]
    inbox.clear()
    off = await ada.delete("/api/me/two-factor", json={"code": code_at(secret, 1)})
    assert off.status == 204, await off.text()
    assert await subjects_to(settings, inbox, address) == ["Two-factor sign-in was turned off"]
    inbox.clear()
    changed = await ada.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": "An0ther-secret"})
    assert changed.status == 204
    assert await subjects_to(settings, inbox, address) == ["Your DevNet password was changed"]
    inbox.clear()
    link = await recovery.issue(await User.get(id=user["id"]), SITE)
    reset = await client.post(
        "/api/auth/reset-password", json={"token": link.rsplit("=", 1)[1], "password": "N3w-pass!"}
    )
    assert reset.status == 204
    assert await subjects_to(settings, inbox, address) == ["Your DevNet password was reset"]


async def test_an_address_change_is_mailed_to_the_new_and_the_old_address(make_user, inbox, settings):
    ada, _ = await make_user("ada")
    await deliver(settings)
    inbox.clear()
    assert (await ada.post("/api/me/email", json={"email": "ada@new.example"})).status == 200
    await deliver(settings)
    [confirm] = inbox.to("ada@new.example")
    token = smtp_server.link_in(confirm, rf"{SITE}/verify-email\?token=\S+").split("token=", 1)[1]
    inbox.clear()
    assert (await ada.post("/api/mail/verify", json={"token": token})).status == 200
    await deliver(settings)
    [to_old] = inbox.to("ada@example.com")
    [to_new] = inbox.to("ada@new.example")
    for message in (to_old, to_new):
        assert message["Subject"] == "Your DevNet address was changed"
        assert "from ada@example.com to ada@new.example" in smtp_server.text_of(message)


async def test_sessions_ended_by_a_moderator_are_mailed(make_user, inbox, settings):
    _, ada = await make_user("ada")
    _, mo = await make_user("moe")
    await User.filter(id=mo["id"]).update(role="moderator")
    await deliver(settings)
    inbox.clear()
    await moderation.end_sessions(await User.get(id=mo["id"]), await User.get(id=ada["id"]), "cookie stolen")
    assert await subjects_to(settings, inbox, "ada@example.com") == ["Your DevNet sessions were ended"]


async def test_no_mail_at_all_does_not_silence_the_new_sign_in_mail(make_user, inbox, settings, browser):
    ada, _ = await make_user("ada")
    assert (await ada.request("PUT", "/api/me/mail", json={"allOff": True})).status == 200
    # Nor can the kind itself be turned off: it has one mode.
    off = await ada.request("PUT", "/api/me/mail", json={"modes": {"new_sign_in": "off"}})
    assert off.status == 400
    kinds = {k["kind"]: k for k in (await (await ada.get("/api/me/mail")).json())["kinds"]}
    assert kinds["new_sign_in"]["modes"] == ["instant"] and kinds["new_sign_in"]["mode"] == "instant"
    await deliver(settings)
    inbox.clear()
    other = browser()
    other_browser = {"User-Agent": "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0"}
    signed = await other.post(
        "/api/auth/login", json={"email": "ada@example.com", "password": PASSWORD}, headers=other_browser
    )
    assert signed.status == 200, await signed.text()
    assert await subjects_to(settings, inbox, "ada@example.com") == ["New sign-in to your DevNet account"]
    [announced] = inbox.to("ada@example.com")
    assert "List-Unsubscribe" not in announced  # nothing offers to turn it off


# --- the staff two-factor gate covers the socket --------------------------------------------------


async def test_the_socket_is_refused_to_staff_without_two_factor(make_user):
    moira, user = await make_user("moira")
    await User.filter(id=user["id"]).update(role="moderator")
    from aiohttp import WSServerHandshakeError

    with pytest.raises(WSServerHandshakeError) as refused:
        await moira.session.ws_connect(moira.server.make_url("/ws"))
    assert refused.value.status == 403
    await enrol(moira)
    ws = await moira.session.ws_connect(moira.server.make_url("/ws"))
    await ws.send_json({"type": "auth", "userId": user["id"]})
    assert (await ws.receive_json(timeout=5))["type"] == "auth_ok"
    await ws.close()


# --- texts that reach mail headers, feed paths, common passwords ----------------------------------


@pytest.mark.parametrize("name", ["Ada\r\nBcc: all@example.com", "Ada\nLovelace", "Ada\u2028Lovelace", "Ada\x07"])
async def test_a_display_name_with_a_line_break_or_control_character_is_refused(make_user, name):
    ada, user = await make_user("ada")
    response = await ada.patch("/api/auth/profile", json={"displayName": name})
    assert response.status == 400
    assert (await response.json())["errors"]["displayName"] == [
        "Display name cannot contain line breaks or control characters"
    ]
    assert (await User.get(id=user["id"])).display_name == "ada"


async def test_a_thread_title_with_a_line_break_is_refused(make_user):
    ada, _ = await make_user("ada")
    response = await ada.post(
        "/api/threads", json={"title": "Hello\r\nBcc: all", "body": "Some body text here", "tags": []}
    )
    assert response.status == 400
    assert (await response.json())["errors"]["title"] == ["Title cannot contain line breaks or control characters"]


@pytest.mark.parametrize("path", ["/feeds/tags/rust%00.atom", "/feeds/users/ada%00.atom", "/feeds/tags/%01x.atom"])
async def test_a_feed_path_with_nul_is_a_404_without_an_error_in_the_log(client, make_user, path, caplog):
    await make_user("ada")
    with caplog.at_level(logging.INFO):
        response = await client.get(path)
    assert response.status in (400, 404)
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []


@pytest.mark.parametrize("password", ["Password123 ", " Password123", "pASSWORD123\t"])
async def test_a_common_password_with_spaces_around_or_in_capitals_is_refused(client, password):
    response = await client.post(
        "/api/auth/register", json={"email": "ada@example.com", "username": "ada", "password": password}
    )
    assert response.status == 400
    assert (await response.json())["errors"]["password"] == [
        "This password is too common. Choose a less predictable one."
    ]
