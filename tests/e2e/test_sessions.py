"""A member sees where they are signed in and signs another browser out (docs/account.md, Sessions):
two browser contexts as the same member; the laptop hears of the phone's sign-in (the bell), sees two
sessions in Settings, signs the phone out, and the phone is signed out at once."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"
IPHONE = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)"
    " Version/17.5 Mobile/15E148 Safari/604.1"
)
PHONE = "Mobile Safari 17 on iOS 17 (iPhone)"


def _log_in(page: Page, email: str) -> None:
    page.goto("/auth/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/feed$"))
    expect(page.get_by_role("button", name="Account menu")).to_be_visible()


def test_the_member_signs_another_browser_out_and_it_is_signed_out_at_once(page: Page, browser: Browser, base_url):
    token = uuid.uuid4().hex[:10]
    email = f"ada{token}@example.com"
    register(page, email, f"ada_{token}", PASSWORD)
    page.goto("/feed")
    expect(page.get_by_role("button", name="Notifications")).to_be_visible()

    phone_context = browser.new_context(base_url=base_url, user_agent=IPHONE, viewport={"width": 390, "height": 844})
    phone_context.set_default_timeout(15_000)
    try:
        phone = phone_context.new_page()
        _log_in(phone, email)

        # The laptop hears of the new sign-in live, and the notice leads to the sessions list.
        bell = page.get_by_role("button", name="Notifications: 1 unread notification")
        expect(bell).to_be_visible()
        bell.click()
        page.get_by_role("menuitem", name="New sign-in to your account (unread)").click()
        expect(page).to_have_url(re.compile(r"/settings#sessions$"))

        sessions = page.get_by_role("region", name="Sessions")
        rows = sessions.get_by_role("list", name="Signed-in sessions").get_by_role("listitem")
        expect(rows).to_have_count(2)
        expect(rows.filter(has_text="This device")).to_have_count(1)
        expect(rows.filter(has_text="This device")).not_to_contain_text(PHONE)
        phone_row = rows.filter(has_text=PHONE)
        expect(phone_row).to_contain_text("Network 127.0.0.0/24")
        phone_row.get_by_role("button", name=re.compile(r"^Sign out Mobile Safari")).click()
        expect(page.get_by_text(f"{PHONE} was signed out.")).to_be_visible()
        expect(rows).to_have_count(1)

        # The phone is signed out at once: its live channel closed, so its header already shows it...
        expect(phone.get_by_role("button", name="Account menu")).to_have_count(0)
        # ... and its next navigation is a visitor's.
        phone.goto("/settings")
        expect(phone.get_by_text("Please log in to manage your settings.")).to_be_visible()
        assert phone.evaluate("fetch('/api/auth/me').then(r => r.status)") == 401
        # The laptop is still signed in.
        page.reload()
        expect(page.get_by_role("region", name="Sessions").get_by_text("This device")).to_be_visible()
    finally:
        phone_context.close()
