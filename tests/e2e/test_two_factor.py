"""Two-factor sign-in through the pages (docs/account.md): a new member sets it up from /settings by
reading the secret text off the page (an authenticator app would scan the QR code), signs out, signs
in with the password and a code, then once with a recovery code."""

from __future__ import annotations

import re
import sqlite3
import time
import uuid
from pathlib import Path

import pyotp
from playwright.sync_api import Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _log_out(page: Page) -> None:
    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Logout").click()
    expect(page).to_have_url(re.compile(r"/auth/login$"))


def _password_step(page: Page, email: str) -> None:
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_text("Enter the 6-digit code from your authenticator app")).to_be_visible()
    assert page.evaluate("fetch('/api/auth/me').then(r => r.status)") == 401  # no session before the code


def _age_reauthentication(page: Page, var: Path, username: str) -> None:
    """The member last proved who they are an hour ago: sensitive changes ask again. Waits until the
    server says so (its session cache keeps a session a second): a probe that changes nothing (setting
    up two-factor sign-in again while it is on) answers 403 instead of 409."""
    with sqlite3.connect(var / "devnet.sqlite3") as db:
        db.execute(
            "UPDATE auth_sessions SET reauthenticated_at = '2000-01-01 00:00:00+00:00'"
            " WHERE user_id = (SELECT id FROM users WHERE username = ?)",
            (username,),
        )
    # page.evaluate awaits the fetch (wait_for_function took the promise itself for a true answer).
    probe = "fetch('/api/me/two-factor/setup', {method: 'POST'}).then((r) => r.status)"
    deadline = time.monotonic() + 15
    while page.evaluate(probe) != 403:
        assert time.monotonic() < deadline, "the server never asked to re-authenticate"
        page.wait_for_timeout(200)


def test_enrol_then_sign_in_with_a_code_and_with_a_recovery_code(page: Page, e2e_var: Path):
    token = uuid.uuid4().hex[:10]
    email = f"hedy{token}@example.com"
    register(page, email, f"hedy_{token}", PASSWORD)

    page.goto("/settings")
    section = page.get_by_role("region", name="Two-factor authentication")
    section.get_by_role("button", name="Set up two-factor authentication").click()
    expect(section.get_by_role("img", name="QR code to scan with your authenticator app")).to_be_visible()
    secret = section.get_by_label("Secret key").inner_text().strip()
    totp = pyotp.TOTP(secret)
    section.get_by_label("Authentication code").fill(totp.now())
    section.get_by_role("button", name="Verify and turn on").click()
    codes_list = section.get_by_role("list", name="Recovery codes")
    expect(codes_list.get_by_role("listitem")).to_have_count(10)
    codes = [item.strip() for item in codes_list.get_by_role("listitem").all_inner_texts()]
    section.get_by_role("button", name="I have saved my codes").click()
    expect(section.get_by_text("Two-factor authentication is on. 10 of 10 recovery codes left.")).to_be_visible()

    _log_out(page)
    _password_step(page, email)
    # The code used to turn it on cannot be used again: the next step's code (accepted with the
    # one-step drift allowance) signs in.
    page.get_by_label("Authentication code").fill(totp.at(time.time() + 30))
    page.get_by_role("button", name="Verify").click()
    expect(page).to_have_url(re.compile(r"/feed$"))
    expect(page.get_by_role("button", name="Account menu")).to_be_visible()

    _log_out(page)
    _password_step(page, email)
    page.get_by_role("button", name="Use a recovery code").click()
    page.get_by_label("Recovery code").fill(codes[0])
    page.get_by_role("button", name="Verify").click()
    expect(page).to_have_url(re.compile(r"/feed$"))
    status = page.evaluate("fetch('/api/me/two-factor').then(r => r.json())")
    assert status == {"enabled": True, "recoveryCodesLeft": 9, "required": False}

    # Re-authenticating asks this member for a code (here a recovery code), never the password alone.
    _age_reauthentication(page, e2e_var, f"hedy_{token}")
    page.goto("/settings")
    section = page.get_by_role("region", name="Two-factor authentication")
    section.get_by_role("button", name="Generate new recovery codes").click()
    dialog = page.get_by_role("dialog", name="Confirm it's you")
    expect(dialog).to_contain_text("enter a code from your authenticator app or a recovery code")
    expect(dialog.get_by_label("Password", exact=True)).to_have_count(0)
    dialog.get_by_label("Authentication code").fill(codes[1])
    dialog.get_by_role("button", name="Confirm").click()
    expect(section.get_by_role("list", name="Recovery codes").get_by_role("listitem")).to_have_count(10)
