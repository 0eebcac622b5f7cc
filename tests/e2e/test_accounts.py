"""A person registers, logs out and logs in through the real pages."""

from __future__ import annotations

import itertools
import re

from playwright.sync_api import Page, expect

_n = itertools.count()


def _person() -> tuple[str, str, str]:
    n = next(_n)
    return f"grace{n}@example.com", f"grace_{n}", "Hopper1906"


def register(page: Page, email: str, username: str, password: str) -> None:
    page.goto("/register")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_label(re.compile("^I agree to the")).check()
    page.get_by_role("button", name="Create account").click()
    expect(page).to_have_url(re.compile(r"/subscribe$"))


def test_register_logout_and_login_through_the_pages(page: Page):
    email, username, password = _person()
    register(page, email, username, password)
    expect(page.get_by_role("heading", name="Manage Your Subscription")).to_be_visible()

    page.get_by_role("button", name="Account menu").click()
    page.get_by_role("menuitem", name="Logout").click()
    expect(page).to_have_url(re.compile(r"/auth/login$"))
    expect(page.get_by_role("banner").get_by_role("link", name="Sign up")).to_be_visible()

    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/feed$"))
    expect(page.get_by_role("button", name="Account menu")).to_be_visible()
    assert page.evaluate("fetch('/api/auth/me').then(r => r.json())")["username"] == username


def test_wrong_password_shows_the_server_message_in_the_error_box(page: Page):
    email, username, password = _person()
    register(page, email, username, password)
    page.context.clear_cookies()
    page.goto("/auth/login")
    page.get_by_label("Email").fill(email)
    page.get_by_label("Password", exact=True).fill("Wrong12345")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("alert")).to_contain_text("Invalid email or password")
    expect(page).to_have_url(re.compile(r"/auth/login$"))


def test_register_shows_the_spec_messages_before_sending(page: Page):
    page.goto("/register")
    page.get_by_label("Email").fill("not-an-email")
    page.get_by_label("Username").fill("ab")
    page.get_by_label("Password", exact=True).fill("lowercase")
    page.get_by_role("button", name="Create account").click()
    expect(page.get_by_text("Please enter a valid email address")).to_be_visible()
    expect(page.get_by_text("Username must be at least 3 characters")).to_be_visible()
    expect(page.get_by_text("You must agree to the terms and conditions")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/register$"))


def test_free_plan_subscription_and_unknown_page(page: Page):
    email, username, password = _person()
    register(page, email, username, password)
    page.get_by_role("button", name="Current Plan").click()
    expect(page.get_by_text("Subscription Successful!")).to_be_visible()
    page.goto("/no/such/page")
    expect(page.get_by_text("404 Page Not Found")).to_be_visible()
    expect(page.get_by_text("Did you forget to add the page to the router?")).to_be_visible()
    page.goto("/terms")
    expect(page).to_have_title("Terms of Service | DevNet - Developer Social Network")
