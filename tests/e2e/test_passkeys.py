"""A member adds a passkey in Settings and signs in with it alone; then, signing in with the
password, is asked for the passkey as the second factor and gets in with it (docs/account.md).

The authenticator is Chromium's own virtual one (DevTools WebAuthn domain): a platform
authenticator with resident keys and user verification, so the browser runs the real ceremonies
against the real server. WebAuthn refuses an IP address as the site's name, so this test browses
the server at http://localhost:PORT instead of the suite's http://127.0.0.1:PORT.
"""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Browser, expect

from tests.e2e.test_accounts import register


def test_add_a_passkey_in_settings_then_sign_in_with_it_alone_and_after_the_password(browser: Browser, base_url: str):
    context = browser.new_context(base_url=base_url.replace("127.0.0.1", "localhost"))
    context.set_default_timeout(15_000)
    page = context.new_page()
    devtools = context.new_cdp_session(page)
    devtools.send("WebAuthn.enable")
    authenticator = devtools.send(
        "WebAuthn.addVirtualAuthenticator",
        {
            "options": {
                "protocol": "ctap2",
                "transport": "internal",
                "hasResidentKey": True,
                "hasUserVerification": True,
                "isUserVerified": True,
                "automaticPresenceSimulation": True,
            }
        },
    )["authenticatorId"]
    try:
        token = uuid.uuid4().hex[:10]
        username = f"kay_{token}"
        register(page, f"kay{token}@example.com", username, "Smalltalk80")

        page.get_by_role("button", name="Account menu").click()
        page.get_by_role("menuitem", name="Settings").click()
        section = page.get_by_role("region", name="Passkeys")
        expect(section.get_by_text("You have no passkeys yet.")).to_be_visible()
        section.get_by_role("button", name="Add a passkey").click()
        dialog = page.get_by_role("dialog", name="Add a passkey")
        dialog.get_by_label("Passkey name").fill("Kay's laptop")
        dialog.get_by_role("button", name="Continue").click()
        expect(page.get_by_text("You can now sign in with it, no password needed.")).to_be_visible()
        row = section.get_by_role("listitem").filter(has_text="Kay's laptop")
        expect(row).to_contain_text("Never used")
        # The browser's authenticator now holds one discoverable credential for this site.
        held = devtools.send("WebAuthn.getCredentials", {"authenticatorId": authenticator})["credentials"]
        assert [(c["rpId"], c["isResidentCredential"]) for c in held] == [("localhost", True)]

        page.get_by_role("button", name="Account menu").click()
        page.get_by_role("menuitem", name="Logout").click()
        expect(page).to_have_url(re.compile(r"/auth/login$"))
        assert page.evaluate("fetch('/api/auth/me').then(r => r.status)") == 401

        # No email, no password: the passkey alone.
        page.get_by_role("button", name="Sign in with a passkey").click()
        expect(page).to_have_url(re.compile(r"/feed$"))
        expect(page.get_by_role("button", name="Account menu")).to_be_visible()
        assert page.evaluate("fetch('/api/auth/me').then(r => r.json())")["username"] == username

        page.goto("/settings")
        expect(page.get_by_role("region", name="Passkeys").get_by_role("listitem")).to_contain_text("Last used")

        # The password alone no longer signs Kay in: the passkey is asked for as the second factor.
        page.get_by_role("button", name="Account menu").click()
        page.get_by_role("menuitem", name="Logout").click()
        expect(page).to_have_url(re.compile(r"/auth/login$"))
        page.get_by_label("Email").fill(f"kay{token}@example.com")
        page.get_by_label("Password", exact=True).fill("Smalltalk80")
        page.get_by_role("button", name="Log in", exact=True).click()
        expect(page.get_by_text("Confirm it is you with one of your passkeys")).to_be_visible()
        assert page.evaluate("fetch('/api/auth/me').then(r => r.status)") == 401
        page.get_by_role("button", name="Use a passkey").click()
        expect(page).to_have_url(re.compile(r"/feed$"))
        assert page.evaluate("fetch('/api/auth/me').then(r => r.json())")["username"] == username
    finally:
        context.close()
