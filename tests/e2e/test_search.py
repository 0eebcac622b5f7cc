"""Search through the real header and page: `/` focuses the box, the dropdown's first hit for
"pool timeout" is the demo thread about it, Enter opens /search?q=."""

from __future__ import annotations

import re
import sqlite3
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from devnet_api.db import search_index
from devnet_api.demo import texts
from tests.e2e.test_accounts import register

_, POOL_TITLE, POOL_BODY, POOL_TAGS = texts.POOL_TIMEOUT


@pytest.fixture(scope="module")
def search_ready(e2e_var: Path, base_url: str) -> None:
    """The full-text index, as the search migration creates it (idempotent: a no-op once the
    migration is in the tree the server was upgraded with)."""
    connection = sqlite3.connect(e2e_var / "devnet.sqlite3")
    try:
        connection.executescript(search_index.UPGRADE["sqlite"])
        connection.commit()
    finally:
        connection.close()


def _thread(page: Page, title: str, body: str, tags: list[str]) -> None:
    response = page.request.post("/api/threads", data={"title": title, "body": body, "tags": tags})
    assert response.status == 201, response.text()


def test_pool_timeout_in_the_header_finds_the_demo_thread_first(page: Page, search_ready):
    token = uuid.uuid4().hex[:10]
    register(page, f"searcher{token}@example.com", f"searcher_{token}", "Lovelace1815")
    _thread(
        page,
        "Connection pooling for PostgreSQL: PgBouncer or the application pool?",
        "We run several processes. Do you size each process's pool from max_connections?",
        ["postgres"],
    )
    _thread(page, "Request timeout in aiohttp", "What timeout do you set on the client session, and why?", ["python"])
    _thread(page, POOL_TITLE, POOL_BODY, POOL_TAGS)

    page.goto("/threads")
    expect(page.get_by_role("heading", name="Discussions")).to_be_visible()
    box = page.get_by_role("combobox", name="Search DevNet")
    expect(box).to_be_visible()
    page.locator("body").click(position={"x": 5, "y": 300})
    page.keyboard.press("/")
    expect(box).to_be_focused()

    page.keyboard.type("pool timeout")
    suggestions = page.get_by_role("listbox", name="Search suggestions")
    expect(suggestions.get_by_role("option").first).to_contain_text(POOL_TITLE)
    expect(suggestions.get_by_role("option").last).to_have_text("See all results for “pool timeout”")

    page.keyboard.press("Enter")
    expect(page).to_have_url(re.compile(r"/search\?q=pool\+timeout$"))
    results = page.get_by_role("list", name="Search results")
    first = results.get_by_role("article").first
    expect(first.get_by_role("link", name=POOL_TITLE)).to_be_visible()
    expect(first.locator("mark").first).to_have_text(re.compile("pool", re.I))

    first.get_by_role("link", name=POOL_TITLE).click()
    expect(page.get_by_role("heading", name=POOL_TITLE)).to_be_visible()
