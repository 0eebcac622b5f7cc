"""Profiles and the developers directory through the real pages."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _sign_up(page: Page) -> tuple[str, str]:
    token = uuid.uuid4().hex[:10]
    email, username = f"dev{token}@example.com", f"dev_{token}"
    register(page, email, username, PASSWORD)
    return email, username


def test_a_developer_sets_rate_and_availability_and_is_listed_under_the_right_price(page: Page, base_url: str):
    _, username = _sign_up(page)
    display_name = f"Rate Tester {uuid.uuid4().hex[:6]}"

    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Edit Profile").click()
    expect(page).to_have_url(re.compile(r"/profile/edit$"))
    page.get_by_label("Display name").fill(display_name)
    skills = page.get_by_role("combobox", name="Skills")
    skills.fill("pyth")
    expect(page.get_by_role("option", name="Python", exact=True)).to_be_visible()
    skills.press("Enter")
    expect(page.get_by_text("1/10 skills added")).to_be_visible()
    page.get_by_label("Hourly rate (USD)").fill("75")
    page.get_by_label("Available for work").check()
    page.get_by_role("button", name="Update Profile").click()

    expect(page).to_have_url(re.compile(r"/profile$"))
    expect(page.get_by_text("Profile updated", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name=display_name)).to_be_visible()
    expect(page.get_by_label("Stats").get_by_text("$75.00/hr")).to_be_visible()

    # A visitor finds the developer under $50-100/hr, not under $100+/hr, and must log in to contact.
    visitor_context = page.context.browser.new_context(base_url=base_url)
    visitor_context.set_default_timeout(15_000)
    visitor = visitor_context.new_page()
    try:
        visitor.goto("/developers")
        expect(visitor.get_by_role("heading", name="Browse Freelance Developers")).to_be_visible()
        card = visitor.get_by_role("article", name=display_name)
        expect(card).to_be_visible()
        visitor.get_by_role("button", name="$100+/hr").click()
        expect(visitor).to_have_url(re.compile(r"price=premium"))
        expect(card).to_have_count(0)
        visitor.get_by_role("button", name="$50-100/hr").click()
        expect(card).to_be_visible()
        expect(card.get_by_text("$75.00/hr")).to_be_visible()
        visitor.get_by_role("button", name="Python", exact=True).click()
        expect(card).to_be_visible()
        expect(card.get_by_role("link", name="Login to Contact")).to_be_visible()
        card.get_by_role("link", name="View Profile & Projects").click()
        expect(visitor.get_by_role("heading", name=display_name)).to_be_visible()
        expect(visitor.get_by_text(f"@{username}")).to_be_visible()
    finally:
        visitor_context.close()


def test_a_visitor_on_edit_profile_sees_access_denied_and_logs_in_back_to_it(page: Page):
    email, _ = _sign_up(page)
    page.context.clear_cookies()
    page.goto("/profile/edit")
    expect(page.get_by_role("heading", name="Access Denied")).to_be_visible()
    expect(page.get_by_text("Please login to edit your profile", exact=True)).to_be_visible()
    page.get_by_role("main").get_by_role("link", name="Log in").click()
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/profile/edit$"))
    expect(page.get_by_label("Display name")).to_be_visible()
