"""A person who forgot their password gets a link by mail (the outbox folder) and sets a new one."""

from __future__ import annotations

import re
import time
from email import message_from_bytes, policy
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.test_accounts import register

SENT = "If an account exists for that email, we have sent a link to reset its password."


def mailed_link(outbox: Path, to: str, pattern: str = r"https?://\S+/auth/reset-password\?token=[\w-]+") -> str:
    """The first link matching ``pattern`` in a mail to ``to`` in the outbox folder (the text part
    of a multipart mail): a sign-up's confirmation mail goes to the same address too."""
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline:
        for path in sorted(outbox.glob("*.eml")) if outbox.exists() else []:
            mail = message_from_bytes(path.read_bytes(), policy=policy.default)
            if mail["To"] == to:
                match = re.search(pattern, mail.get_body(preferencelist=("plain",)).get_content())
                if match:
                    return match.group(0)
        time.sleep(0.2)
    raise AssertionError(f"no mail to {to} with {pattern} in {outbox}")


def test_forgot_password_mail_link_sets_a_new_password(page: Page, e2e_var: Path, base_url: str):
    email, username = "hedy@example.com", "hedy_l"
    register(page, email, username, "Lamarr1914")
    page.context.clear_cookies()

    page.goto("/auth/login")
    page.get_by_role("link", name="Forgot password?").click()
    expect(page).to_have_url(re.compile(r"/auth/forgot-password$"))
    page.get_by_label("Email").fill(email)
    page.get_by_role("button", name="Send reset link").click()
    expect(page.get_by_role("status").filter(has_text="If an account exists")).to_contain_text(SENT)

    link = mailed_link(e2e_var / "outbox", email)
    assert link.startswith(base_url)
    page.goto(link)
    page.get_by_label("New password").fill("Frequency1942")
    page.get_by_role("button", name="Set new password").click()
    expect(page).to_have_url(re.compile(r"/auth/login$"))
    expect(page.get_by_text("Your password has been changed")).to_be_visible()

    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("Frequency1942")
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/feed$"))

    # The link worked once: opening it again is refused with the server's message.
    page.goto(link)
    page.get_by_label("New password").fill("Another1942x")
    page.get_by_role("button", name="Set new password").click()
    expect(page.get_by_role("alert")).to_contain_text("This reset link is invalid or has expired")
