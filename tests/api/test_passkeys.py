"""Passkeys (docs/account.md): real WebAuthn ceremonies against the real server, the browser's side
played by a software authenticator (tests/authenticator.py) that makes real keys and signatures."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.models.accounts import Passkey, PasskeyChallenge, Status, User
from tests.authenticator import AT, UP, create

SITE = "http://localhost:8080"  # DEVNET_PUBLIC_URL in these tests: RP ID "localhost"
EXPIRED = "This passkey request has expired or was already used. Please try again."
NOT_VERIFIED = "The passkey could not be verified. Please try again."


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
