"""Passwords people actually choose (docs/security.md): a new password among the 10,000 most common,
ignoring case, is refused at registration, reset and change with one clear message; passphrases of
up to 128 characters are welcome; the spec's composition rules are unchanged. Both backends."""

from __future__ import annotations

import pytest

from devnet_api.demo.seeder import DEMO_PASSWORD
from devnet_api.domain.common_passwords import TOO_COMMON, is_common
from devnet_api.models.accounts import User
from devnet_api.services import accounts, recovery
from tests.conftest import PASSWORD, Agent

# Composition rules of spec section 5 met, 128 characters in all.
PASSPHRASE = ("Correct horse battery staple, 42 times over the hills and far away " * 2)[:128]
COMMON = ["Password123", "pASSWORD123", "pAssWord123", "Qwerty123", "Letmein1"]


def test_the_list_holds_ten_thousand_and_the_test_passwords_are_not_on_it():
    from devnet_api.domain.common_passwords import _common

    assert len(_common()) == 10_000
    assert all(is_common(word) for word in COMMON)
    for fine in (PASSWORD, DEMO_PASSWORD, PASSPHRASE, "N3wPassword", "NewPassw0rd"):
        assert not is_common(fine), fine
    assert len(PASSPHRASE) == 128


async def register(client, password: str, name: str = "ada"):
    return await client.post(
        "/api/auth/register", json={"email": f"{name}@example.com", "username": name, "password": password}
    )


@pytest.mark.parametrize("password", COMMON)
async def test_registration_refuses_a_common_password_whatever_its_case(client, password):
    response = await register(client, password)
    assert response.status == 400
    assert await response.json() == {"message": TOO_COMMON, "errors": {"password": [TOO_COMMON]}}
    assert await User.all().count() == 0


async def test_a_password_that_breaks_a_spec_rule_hears_of_that_rule_first(client):
    response = await register(client, "password")  # common, and no capital or digit
    errors = (await response.json())["errors"]["password"]
    assert errors[0] == "Password must contain at least one uppercase letter"
    assert errors[-1] == TOO_COMMON


async def test_a_128_character_passphrase_registers_and_signs_in(client):
    assert (await register(client, PASSPHRASE)).status == 201
    response = await client.post("/api/auth/login", json={"email": "ada@example.com", "password": PASSPHRASE})
    assert response.status == 200
    longer = await register(client, PASSPHRASE + "x", "grace")
    assert longer.status == 400
    assert (await longer.json())["errors"]["password"] == ["Password must be at most 128 characters"]


async def test_the_demo_password_is_accepted(client):
    assert (await register(client, DEMO_PASSWORD)).status == 201


async def test_a_member_who_already_has_a_common_password_can_still_sign_in(client):
    await accounts.register("old@example.com", "old_timer", "Password123")  # from before the rule
    response = await client.post("/api/auth/login", json={"email": "old@example.com", "password": "Password123"})
    assert response.status == 200


async def test_a_password_change_refuses_a_common_password(client, signed_in):
    agent, user = signed_in
    response = await agent.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": "Password123"})
    assert response.status == 400
    assert (await response.json())["errors"] == {"newPassword": [TOO_COMMON]}
    login = await client.post("/api/auth/login", json={"email": user["email"], "password": PASSWORD})
    assert login.status == 200  # unchanged
    ok = await agent.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": PASSPHRASE})
    assert ok.status == 204


async def test_a_reset_refuses_a_common_password_and_keeps_the_link(client, signed_in, settings):
    _, user = signed_in
    link = await recovery.issue(await User.get(id=user["id"]), "https://devnet.example")
    token = link.split("token=", 1)[1]
    response = await client.post("/api/auth/reset-password", json={"token": token, "password": "Password123"})
    assert response.status == 400
    assert (await response.json())["errors"] == {"password": [TOO_COMMON]}
    ok = await client.post("/api/auth/reset-password", json={"token": token, "password": PASSPHRASE})
    assert ok.status == 204
    visitor = Agent(client.server)
    try:
        login = await visitor.post("/api/auth/login", json={"email": user["email"], "password": PASSPHRASE})
        assert login.status == 200
    finally:
        await visitor.session.close()
