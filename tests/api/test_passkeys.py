"""Passkeys (docs/account.md): real WebAuthn ceremonies against the real server, the browser's side
played by a software authenticator (tests/authenticator.py) that makes real keys and signatures."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.models.accounts import AuthSession, Passkey, PasskeyChallenge, Status, User
from tests.api.test_two_factor import code_at, enrol
from tests.authenticator import AT, UP, create
from tests.conftest import PASSWORD, Agent

SITE = "http://localhost:8080"  # DEVNET_PUBLIC_URL in these tests: RP ID "localhost"
EXPIRED = "This passkey request has expired or was already used. Please try again."
NOT_VERIFIED = "The passkey could not be verified. Please try again."
PASSWORD_NOT_ENOUGH = (
    "Your account has a second factor: confirm it's you with a code from your authenticator app,"
    " a recovery code or a passkey, not your password alone"
)


@pytest.fixture
def settings(settings, request):
    """The site's public address names localhost (WebAuthn refuses an IP as RP ID); a test marked
    @pytest.mark.settings(...) changes more, or unsets it (public_url=None)."""
    changes = {"public_url": SITE}
    marker = request.node.get_closest_marker("settings")
    if marker:
        changes.update(marker.kwargs)
    return settings.with_(**changes)


async def _json(response, status: int):
    assert response.status == status, await response.text()
    return await response.json() if status != 204 else None


async def add_passkey(agent, name: str = "My laptop", origin: str = SITE, **create_options):
    """Add a passkey through the API: returns (the authenticator's passkey, the server's answer)."""
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    passkey, credential = create(options["publicKey"], origin, **create_options)
    response = await agent.post(
        "/api/auth/passkeys", json={"challengeId": options["challengeId"], "name": name, "credential": credential}
    )
    return passkey, response


async def sign_in_with(agent, passkey, origin: str = SITE, **assert_options):
    options = await _json(await agent.post("/api/auth/passkeys/login/options"), 200)
    credential = passkey.assert_(options["publicKey"], origin, **assert_options)
    return await agent.post(
        "/api/auth/passkeys/login", json={"challengeId": options["challengeId"], "credential": credential}
    )


async def test_add_a_passkey_then_sign_in_with_it_alone(client, make_user):
    agent, user = await make_user("ada")
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    public_key = options["publicKey"]
    assert public_key["rp"] == {"id": "localhost", "name": "DevNet"}
    assert public_key["authenticatorSelection"]["residentKey"] == "required"
    assert public_key["authenticatorSelection"]["userVerification"] == "required"
    assert public_key["timeout"] == 300_000
    assert len(public_key["user"]["id"]) == 43  # the WebAuthn user handle: 32 random bytes, not the id
    passkey, response = await add_passkey(agent, "  Ada's   laptop ")
    added = await _json(response, 201)
    assert added["name"] == "Ada's laptop" and added["lastUsedAt"] is None
    listed = await _json(await agent.get("/api/auth/passkeys"), 200)
    assert listed == [added]
    assert set(added) == {"id", "name", "createdAt", "lastUsedAt"}

    await _json(await agent.post("/api/auth/logout"), 204)
    assert (await agent.get("/api/auth/me")).status == 401
    # A new browser, no email: the passkey alone.
    signed = await _json(await sign_in_with(client, passkey), 200)
    assert signed["id"] == user["id"] and signed["email"] == "ada@example.com"
    assert (await _json(await client.get("/api/auth/me"), 200))["id"] == user["id"]
    stored = await Passkey.get(id=added["id"])
    assert stored.sign_count == passkey.sign_count == 1
    used = (await _json(await client.get("/api/auth/passkeys"), 200))[0]
    assert used["lastUsedAt"] is not None


async def test_second_passkey_keeps_the_members_user_handle_and_excludes_the_first(make_user):
    agent, _ = await make_user()
    first, response = await add_passkey(agent)
    await _json(response, 201)
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    assert options["publicKey"]["user"]["id"] == first.user_handle
    assert [c["id"] for c in options["publicKey"]["excludeCredentials"]] == [first.id]


async def test_a_challenge_is_spent_once(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    body = {"challengeId": options["challengeId"], "credential": passkey.assert_(options["publicKey"], SITE)}
    await _json(await client.post("/api/auth/passkeys/login", json=body), 200)
    # The same answer again (a replay), then a fresh signature over the spent challenge.
    replay = await client.post("/api/auth/passkeys/login", json=body)
    assert (await _json(replay, 400))["message"] == EXPIRED
    body["credential"] = passkey.assert_(options["publicKey"], SITE)
    assert (await _json(await client.post("/api/auth/passkeys/login", json=body), 400))["message"] == EXPIRED
    assert await PasskeyChallenge.all().count() == 0


async def test_a_challenge_expires_after_five_minutes(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    row = await PasskeyChallenge.get()
    assert timedelta(minutes=4, seconds=50) < row.expires_at - datetime.now(UTC) <= timedelta(minutes=5)
    await PasskeyChallenge.filter(id=row.id).update(expires_at=datetime.now(UTC) - timedelta(seconds=1))
    credential = passkey.assert_(options["publicKey"], SITE)
    response = await client.post(
        "/api/auth/passkeys/login", json={"challengeId": options["challengeId"], "credential": credential}
    )
    assert (await _json(response, 400))["message"] == EXPIRED
    assert (await client.get("/api/auth/me")).status == 401


async def test_an_answer_signed_for_another_challenge_is_refused(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    first = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    second = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    credential = passkey.assert_(first["publicKey"], SITE)  # signed over the first challenge
    response = await client.post(
        "/api/auth/passkeys/login", json={"challengeId": second["challengeId"], "credential": credential}
    )
    assert (await _json(response, 401))["message"] == NOT_VERIFIED
    assert (await client.get("/api/auth/me")).status == 401


async def test_another_origin_is_refused_when_adding_and_signing_in(client, make_user):
    agent, _ = await make_user()
    _, response = await add_passkey(agent, origin="https://devnet.example.evil")
    assert (await _json(response, 400))["errors"] == {"credential": [NOT_VERIFIED]}
    assert await Passkey.all().count() == 0
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    refused = await sign_in_with(client, passkey, origin="http://localhost:9999")
    assert (await _json(refused, 401))["message"] == NOT_VERIFIED
    refused = await sign_in_with(client, passkey, rp_id="devnet.example.evil")
    assert (await _json(refused, 401))["message"] == NOT_VERIFIED
    assert (await client.get("/api/auth/me")).status == 401


async def test_user_verification_is_required(client, make_user):
    agent, _ = await make_user()
    _, response = await add_passkey(agent, flags=UP | AT)  # touched, but no PIN or biometric
    await _json(response, 400)
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    refused = await sign_in_with(client, passkey, flags=UP)
    assert (await _json(refused, 401))["message"] == NOT_VERIFIED


async def test_a_signature_counter_that_does_not_move_on_is_refused(client, make_user):
    """A cloned authenticator shows itself by a counter behind the one the server saw last."""
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    await _json(await sign_in_with(client, passkey, count_step=5), 200)
    assert (await Passkey.get()).sign_count == 5
    refused = await sign_in_with(client, passkey, count_step=0)
    assert (await _json(refused, 401))["message"] == NOT_VERIFIED
    assert (await Passkey.get()).sign_count == 5


async def test_a_registration_challenge_does_not_sign_in_nor_serve_another_member(client, make_user):
    agent, _ = await make_user()
    other, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    credential = passkey.assert_({"challenge": options["publicKey"]["challenge"], "rpId": "localhost"}, SITE)
    response = await client.post(
        "/api/auth/passkeys/login", json={"challengeId": options["challengeId"], "credential": credential}
    )
    assert (await _json(response, 400))["message"] == EXPIRED
    # Ada's registration challenge, answered in another member's session.
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    _, credential = create(options["publicKey"], SITE)
    response = await other.post(
        "/api/auth/passkeys", json={"challengeId": options["challengeId"], "name": "Stolen", "credential": credential}
    )
    assert (await _json(response, 400))["message"] == EXPIRED
    assert await Passkey.all().count() == 1


async def test_a_credential_id_is_registered_once(make_user):
    ada, ada_user = await make_user()
    grace, _ = await make_user()
    passkey, response = await add_passkey(ada)
    await _json(response, 201)
    _, response = await add_passkey(grace, passkey=passkey)
    assert (await _json(response, 409))["message"] == "This passkey is already registered"
    assert await Passkey.filter(credential_id=passkey.id).values_list("user_id", flat=True) == [ada_user["id"]]


async def test_rename_and_remove_own_passkeys(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent, "Phone")
    added = await _json(response, 201)
    renamed = await _json(await agent.patch(f"/api/auth/passkeys/{added['id']}", json={"name": "Work phone"}), 200)
    assert renamed["name"] == "Work phone" and renamed["id"] == added["id"]
    bad = await agent.patch(f"/api/auth/passkeys/{added['id']}", json={"name": "   "})
    assert (await _json(bad, 400))["errors"] == {"name": ["Name is required"]}
    bad = await agent.patch(f"/api/auth/passkeys/{added['id']}", json={"name": "x" * 65})
    assert (await _json(bad, 400))["errors"] == {"name": ["Name must be at most 64 characters"]}
    assert [p["name"] for p in await _json(await agent.get("/api/auth/passkeys"), 200)] == ["Work phone"]

    await _json(await agent.delete(f"/api/auth/passkeys/{added['id']}"), 204)
    assert await _json(await agent.get("/api/auth/passkeys"), 200) == []
    # A removed passkey signs nobody in.
    refused = await sign_in_with(client, passkey)
    assert (await _json(refused, 401))["message"] == "This passkey is not registered with DevNet"
    await _json(await agent.delete(f"/api/auth/passkeys/{added['id']}"), 404)


async def test_someone_elses_passkey_cannot_be_renamed_or_removed(make_user):
    ada, _ = await make_user()
    mallory, _ = await make_user()
    _, response = await add_passkey(ada, "Ada's key")
    added = await _json(response, 201)
    await _json(await mallory.patch(f"/api/auth/passkeys/{added['id']}", json={"name": "Mine now"}), 404)
    await _json(await mallory.delete(f"/api/auth/passkeys/{added['id']}"), 404)
    assert await _json(await mallory.get("/api/auth/passkeys"), 200) == []
    assert [p["name"] for p in await _json(await ada.get("/api/auth/passkeys"), 200)] == ["Ada's key"]


async def test_visitors_cannot_manage_passkeys(client):
    for method, path in [
        ("GET", "/api/auth/passkeys"),
        ("POST", "/api/auth/passkeys/register/options"),
        ("PATCH", "/api/auth/passkeys/1"),
        ("DELETE", "/api/auth/passkeys/1"),
    ]:
        response = await client.request(method, path, json={"name": "x"} if method == "PATCH" else None)
        assert response.status == 401, (method, path)


async def test_a_suspended_member_cannot_sign_in_with_a_passkey(client, make_user):
    agent, user = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    await User.filter(id=user["id"]).update(status=Status.BANNED)
    refused = await sign_in_with(client, passkey)
    assert (await _json(refused, 403))["message"] == "This account has been suspended"
    assert (await client.get("/api/auth/me")).status == 401


async def test_bad_input_is_a_clear_400(client, make_user):
    agent, _ = await make_user()
    for body in [{}, {"challengeId": "x", "credential": "nope"}, {"challengeId": 5, "credential": {}}]:
        response = await client.post("/api/auth/passkeys/login", json=body)
        assert response.status == 400, (body, await response.text())
    options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    response = await client.post(
        "/api/auth/passkeys/login", json={"challengeId": options["challengeId"], "credential": {}}
    )
    assert (await _json(response, 401))["message"] == NOT_VERIFIED
    options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    for credential in [{"id": 7}, {"id": "A" * 2000}, {"id": passkey.id, "response": "x"}, {"id": passkey.id}]:
        options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
        body = {"challengeId": options["challengeId"], "credential": credential}
        assert (await client.post("/api/auth/passkeys/login", json=body)).status == 401, credential
    options = await _json(await client.post("/api/auth/passkeys/login/options"), 200)
    garbage = {"id": "AAAA", "rawId": "AAAA", "type": "public-key", "response": {"clientDataJSON": "!!"}}
    response = await client.post(
        "/api/auth/passkeys/login", json={"challengeId": options["challengeId"], "credential": garbage}
    )
    assert response.status == 401
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    response = await agent.post(
        "/api/auth/passkeys", json={"challengeId": options["challengeId"], "name": "x", "credential": garbage}
    )
    assert (await _json(response, 400))["errors"] == {"credential": [NOT_VERIFIED]}
    assert await Passkey.all().count() == 1


@pytest.mark.settings(public_url=None)
async def test_without_a_public_url_the_rp_is_the_host_the_browser_used(client, make_user):
    agent, _ = await make_user()
    # The test server listens on 127.0.0.1: an IP address cannot be an RP ID.
    refused = await agent.post("/api/auth/passkeys/register/options")
    assert (await _json(refused, 400))["message"].startswith("Passkeys need the site's name, not an IP address")
    port = client.server.port
    options = await _json(
        await agent.post("/api/auth/passkeys/register/options", headers={"Host": f"localhost:{port}"}), 200
    )
    assert options["publicKey"]["rp"]["id"] == "localhost"
    _, credential = create(options["publicKey"], f"http://localhost:{port}")
    response = await agent.post(
        "/api/auth/passkeys",
        json={"challengeId": options["challengeId"], "name": "Dev box", "credential": credential},
        headers={"Host": f"localhost:{port}"},
    )
    await _json(response, 201)


@pytest.mark.settings(rate_limits={"passkey_login:address": (3, 900)})
async def test_failed_passkey_sign_ins_are_throttled(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    for _ in range(3):
        await _json(await sign_in_with(client, passkey, flags=UP), 401)
    throttled = await sign_in_with(client, passkey)
    assert throttled.status == 429 and int(throttled.headers["Retry-After"]) > 0
    assert (await client.get("/api/auth/me")).status == 401


@pytest.mark.settings(rate_limits={"passkey_login:address": (2, 900)})
async def test_a_verified_passkey_does_not_count_toward_the_throttle(client, make_user):
    agent, _ = await make_user()
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    for _ in range(4):
        await _json(await sign_in_with(client, passkey), 200)


# --- Passkeys as a second factor and for re-authentication (docs/account.md) ----------------------

NOT_YOURS = "This passkey is not one of this account's passkeys, or it could not be verified."
SIGN_IN_EXPIRED = "Your sign-in has expired. Please log in again."


@pytest.fixture
async def browser(client):
    """New browsers (agents with their own cookies), closed after the test."""
    agents: list[Agent] = []

    def make() -> Agent:
        agent = Agent(client.server)
        agents.append(agent)
        return agent

    yield make
    for agent in agents:
        await agent.session.close()


async def assertion(agent, passkey, origin: str = SITE, **assert_options) -> dict:
    """``{challengeId, credential}``: a sign-in challenge answered by ``passkey`` (what the web
    client's passkeyAssertion() sends to any endpoint that verifies a passkey)."""
    options = await _json(await agent.post("/api/auth/passkeys/login/options"), 200)
    return {
        "challengeId": options["challengeId"],
        "credential": passkey.assert_(options["publicKey"], origin, **assert_options),
    }


async def password_step(agent, email: str):
    return await agent.post("/api/auth/login", json={"email": email, "password": PASSWORD})


async def passkey_step(agent, passkey, **assert_options):
    body = await assertion(agent, passkey, **assert_options)
    return await agent.post("/api/auth/login/second-factor/passkey", json=body)


async def test_a_member_with_a_passkey_is_asked_for_it_after_the_password(make_user, browser):
    agent, user = await make_user("ada")
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    laptop = browser()
    answer = await _json(await password_step(laptop, "ada@example.com"), 200)
    assert answer == {"secondFactor": {"methods": ["passkey"]}}
    assert (await laptop.get("/api/auth/me")).status == 401  # the password alone starts no session
    signed = await _json(await passkey_step(laptop, passkey), 200)
    assert signed["id"] == user["id"]
    assert (await _json(await laptop.get("/api/auth/me"), 200))["id"] == user["id"]
    assert (await Passkey.get()).last_used_at is not None
    # The pending sign-in is spent: the step cannot be taken again.
    again = await passkey_step(laptop, passkey)
    assert (await _json(again, 401))["message"] == SIGN_IN_EXPIRED


async def test_with_two_factor_on_a_passkey_is_one_more_way_to_finish(make_user, browser):
    agent, _ = await make_user("grace")
    secret, _ = await enrol(agent)
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    laptop = browser()
    answer = await _json(await password_step(laptop, "grace@example.com"), 200)
    assert answer == {"secondFactor": {"methods": ["totp", "recovery", "passkey"]}}
    await _json(await passkey_step(laptop, passkey), 200)
    # The code still works too, and the passkey-alone sign-in from the login screen is unchanged.
    desk = browser()
    await _json(await password_step(desk, "grace@example.com"), 200)
    code = await desk.post("/api/auth/login/second-factor", json={"code": code_at(secret, 1)})
    await _json(code, 200)
    phone = browser()
    await _json(await sign_in_with(phone, passkey), 200)
    assert (await phone.get("/api/auth/me")).status == 200


async def test_another_members_passkey_does_not_finish_the_sign_in(make_user, browser):
    ada, _ = await make_user("ada")
    mallory, _ = await make_user("mallory")
    adas, response = await add_passkey(ada)
    await _json(response, 201)
    mallorys, response = await add_passkey(mallory)
    await _json(response, 201)
    laptop = browser()
    await _json(await password_step(laptop, "ada@example.com"), 200)
    refused = await passkey_step(laptop, mallorys)
    assert await _json(refused, 400) == {"message": NOT_YOURS, "errors": {"credential": [NOT_YOURS]}}
    assert (await laptop.get("/api/auth/me")).status == 401
    await _json(await passkey_step(laptop, adas, flags=UP), 400)  # no user verification
    assert (await laptop.get("/api/auth/me")).status == 401
    # The pending sign-in is still Ada's to finish with her own passkey.
    assert (await _json(await passkey_step(laptop, adas), 200))["username"] == "ada"


async def test_the_passkey_step_needs_a_pending_sign_in_in_this_browser(make_user, browser):
    agent, _ = await make_user("ada")
    passkey, response = await add_passkey(agent)
    await _json(response, 201)
    await _json(await password_step(browser(), "ada@example.com"), 200)
    other = browser()  # never typed the password
    refused = await passkey_step(other, passkey)
    assert (await _json(refused, 401))["message"] == SIGN_IN_EXPIRED
    assert (await other.get("/api/auth/me")).status == 401
    bad = await other.post("/api/auth/login/second-factor/passkey", json={"challengeId": "x"})
    await _json(bad, 400)


@pytest.mark.settings(rate_limits={"second_factor": (2, 900)})
async def test_failed_passkey_second_factors_count_toward_second_factor(make_user, browser):
    ada, _ = await make_user("ada")
    mallory, _ = await make_user("mallory")
    adas, response = await add_passkey(ada)
    await _json(response, 201)
    mallorys, response = await add_passkey(mallory)
    await _json(response, 201)
    laptop = browser()
    await _json(await password_step(laptop, "ada@example.com"), 200)
    for _ in range(2):
        await _json(await passkey_step(laptop, mallorys), 400)
    throttled = await passkey_step(laptop, adas)
    assert throttled.status == 429 and int(throttled.headers["Retry-After"]) > 0
    assert (await laptop.get("/api/auth/me")).status == 401


async def age_sessions(user_id: int, minutes: int = 11) -> None:
    await AuthSession.filter(user_id=user_id).update(reauthenticated_at=datetime.now(UTC) - timedelta(minutes=minutes))


async def test_adding_and_removing_a_passkey_need_a_recent_authentication(make_user):
    agent, user = await make_user("ada")
    first, response = await add_passkey(agent, "Phone")
    added = await _json(response, 201)
    await age_sessions(user["id"])
    for refused in [
        await agent.post("/api/auth/passkeys/register/options"),
        await agent.delete(f"/api/auth/passkeys/{added['id']}"),
    ]:
        assert await _json(refused, 403) == {
            "message": "Please confirm it's you: enter your password again to continue.",
            "code": "reauthentication_required",
        }
    # Options fetched while recent, the new passkey sent after the 10 minutes: refused, not stored.
    await AuthSession.filter(user_id=user["id"]).update(reauthenticated_at=datetime.now(UTC))
    options = await _json(await agent.post("/api/auth/passkeys/register/options"), 200)
    await age_sessions(user["id"])
    _, credential = create(options["publicKey"], SITE)
    late = await agent.post(
        "/api/auth/passkeys", json={"challengeId": options["challengeId"], "name": "Laptop", "credential": credential}
    )
    assert (await _json(late, 403))["code"] == "reauthentication_required"
    assert await Passkey.all().count() == 1
    # Renaming stays free: the name changes nothing about who can sign in.
    await _json(await agent.patch(f"/api/auth/passkeys/{added['id']}", json={"name": "Work phone"}), 200)

    # A member with a passkey has a second factor: the password alone no longer confirms it's them.
    alone = await _json(await agent.post("/api/auth/reauthenticate", json={"password": PASSWORD}), 400)
    assert alone["errors"]["password"] == [PASSWORD_NOT_ENOUGH]
    assert (await agent.post("/api/auth/passkeys/register/options")).status == 403
    await _json(await agent.post("/api/auth/reauthenticate", json=await assertion(agent, first)), 204)
    _, response = await add_passkey(agent, "Laptop")
    await _json(response, 201)
    await _json(await agent.delete(f"/api/auth/passkeys/{added['id']}"), 204)
    assert [p["name"] for p in await _json(await agent.get("/api/auth/passkeys"), 200)] == ["Laptop"]
    refused = await sign_in_with(agent, first)
    assert (await _json(refused, 401))["message"] == "This passkey is not registered with DevNet"


async def test_reauthenticating_with_a_passkey(make_user):
    ada, user = await make_user("ada")
    mallory, _ = await make_user("mallory")
    adas, response = await add_passkey(ada)
    added = await _json(response, 201)
    mallorys, response = await add_passkey(mallory)
    await _json(response, 201)
    await age_sessions(user["id"])
    assert (await ada.delete(f"/api/auth/passkeys/{added['id']}")).status == 403
    # Someone else's passkey, or one without user verification, proves nothing about Ada.
    refused = await ada.post("/api/auth/reauthenticate", json=await assertion(ada, mallorys))
    assert (await _json(refused, 400))["errors"] == {"credential": [NOT_YOURS]}
    refused = await ada.post("/api/auth/reauthenticate", json=await assertion(ada, adas, flags=UP))
    await _json(refused, 400)
    spent = await ada.post("/api/auth/reauthenticate", json={"challengeId": "nope", "credential": {"id": adas.id}})
    assert (await _json(spent, 400))["errors"] == {"challengeId": [EXPIRED]}
    assert (await ada.post("/api/auth/passkeys/register/options")).status == 403
    await _json(await ada.post("/api/auth/reauthenticate", json=await assertion(ada, adas)), 204)
    await _json(await ada.delete(f"/api/auth/passkeys/{added['id']}"), 204)
