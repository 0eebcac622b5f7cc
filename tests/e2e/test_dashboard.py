"""The dashboard and the analytics page in a real browser, with trends the real jobs computed."""

from __future__ import annotations

import os
import re
import sqlite3
import subprocess
import sys
import uuid
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import ROOT
from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _sign_up(page: Page) -> str:
    token = uuid.uuid4().hex[:10]
    register(page, f"dash{token}@example.com", f"dash_{token}", PASSWORD)
    return f"dash_{token}"


def _refresh_trends(var: Path, *usernames: str) -> None:
    """As if a day had passed (brand-new accounts are left out of trends), then run the jobs now
    with `devnet trends refresh` against the server's database, as an operator would."""
    with sqlite3.connect(var / "devnet.sqlite3") as db:
        db.executemany(
            "UPDATE users SET created_at = ? WHERE username = ?",
            [("2020-01-01 00:00:00+00:00", name) for name in usernames],
        )
    env = {**os.environ, "DEVNET_VAR_DIR": str(var), "DEVNET_DATABASE_URL": f"sqlite://{var}/devnet.sqlite3"}
    env.pop("DEVNET_REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "devnet_cli", "trends", "refresh", "--json"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr


def test_signed_out_dashboard_and_analytics_say_access_denied(page: Page):
    for path, sentence in (
        ("/dashboard", "Please login to view your dashboard"),
        ("/analytics", "Please login to view your analytics"),
    ):
        page.goto(path)
        expect(page.get_by_role("heading", name="Access Denied")).to_be_visible()
        expect(page.get_by_text(sentence)).to_be_visible()
        log_in = page.get_by_role("main").get_by_role("link", name="Log in")
        expect(log_in).to_have_attribute("href", f"/login?redirectTo={path}")
        expect(page).to_have_url(re.compile(f"{path}$"))


def test_dashboard_posts_a_thread_and_analytics_show_what_the_jobs_computed(page: Page, base_url: str, e2e_var: Path):
    author = _sign_up(page)
    page.goto("/dashboard")
    expect(page.get_by_role("heading", level=1, name=f"Welcome back, {author}!")).to_be_visible()
    profile = page.get_by_role("region", name="Your profile")
    expect(profile.get_by_text("Developer")).to_be_visible()
    expect(profile.get_by_text("Not set")).to_be_visible()

    form = page.get_by_role("form", name="Start a new thread")
    form.get_by_role("button", name="Post Thread").click()
    expect(form.get_by_text("Title must be at least 5 characters")).to_be_visible()
    title = f"Dashboard thread {uuid.uuid4().hex[:6]}"
    form.get_by_label("Title").fill(title)
    form.get_by_label("Content").fill("Posted from the dashboard's quick form, through the real API.")
    form.get_by_label("Tags").fill("dashboard")
    form.get_by_role("button", name="Post Thread").click()
    expect(page.get_by_text("Thread created!")).to_be_visible()
    thread_link = page.get_by_role("region", name="Latest Function Threads").get_by_role("link", name=title)
    expect(thread_link).to_be_visible()
    thread_path = thread_link.get_attribute("href")
    me = page.request.get("/api/auth/me").json()

    browser: Browser = page.context.browser
    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    reader = context.new_page()
    other = _sign_up(reader)
    reader.goto(thread_path)
    expect(reader.get_by_role("heading", name=title)).to_be_visible()
    assert reader.request.get(f"/api/users/{me['id']}").ok  # a profile view
    context.close()

    _refresh_trends(e2e_var, author, other)

    page.goto("/dashboard")
    trending = page.get_by_role("region", name="Trending Users")
    expect(trending.get_by_role("link", name=author)).to_have_attribute("href", f"/profile/{me['id']}")
    expect(trending.get_by_role("link", name="Show more users")).to_have_attribute("href", "/users")

    page.goto("/analytics")
    expect(page.get_by_role("heading", level=1, name="Analytics")).to_be_visible()
    views = page.get_by_role("region", name="Profile Views")
    expect(views.get_by_text("1", exact=True)).to_be_visible()
    expect(views.get_by_text("+100% from last week")).to_be_visible()
    expect(page.get_by_role("region", name="Content Views").get_by_text("1", exact=True)).to_be_visible()
    threads = page.get_by_role("region", name="Top Performing Threads")
    expect(threads.get_by_role("link", name=title)).to_have_attribute("href", thread_path)
    expect(threads.get_by_text("1 view · 0 upvotes")).to_be_visible()
    expect(page.get_by_text("No projects yet. Share your first project to see how it performs.")).to_be_visible()
    chart = page.get_by_role(
        "img", name=re.compile(r"^Engagement over time\. Last 30 days: 1 profile views, 1 content")
    )
    expect(chart).to_be_visible()
    assert page.locator("path[data-series]").count() == 4
