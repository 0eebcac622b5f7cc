"""Bookmarks end to end (issue 45): a member names a folder at /bookmarks, bookmarks another
member's thread from its page and files it in the folder, bookmarks a post from the feed, and finds
both in /bookmarks (the folder's filter showing the thread); once a moderator hides the thread it
leaves the list. The page is axe clean and fits 390 and 1366 px."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _sign_up, _token
from tests.e2e.test_feed import _card, _serious_axe_violations


def test_bookmark_a_thread_into_a_folder_and_a_post_then_find_them(page: Page, base_url: str):
    _sign_up(page)
    writer = _new_member_page(page, base_url)
    token = _token()
    thread = writer.request.post(
        "/api/threads",
        data={"title": f"Lifetimes and async {token}", "body": "Why does the borrow checker refuse this?", "tags": []},
    )
    assert thread.ok, thread.text()
    post = writer.request.post("/api/posts", data={"content": f"Shipped it {token}", "mediaUrls": [], "tags": []})
    assert post.ok, post.text()

    page.goto("/bookmarks")
    expect(page.get_by_role("heading", name="Bookmarks", exact=True)).to_be_visible()
    expect(page.get_by_text("No bookmarks yet")).to_be_visible()
    page.get_by_label("New folder").fill("Rust reading")
    page.get_by_role("button", name="Create folder").click()
    expect(page.get_by_role("button", name="Rust reading", exact=True)).to_be_visible()

    page.goto(f"/threads/{thread.json()['id']}")
    bookmark = page.get_by_role("button", name="Bookmark", exact=True)
    expect(bookmark).to_have_attribute("aria-pressed", "false")
    bookmark.click()
    expect(page.get_by_text("Bookmarked", exact=True)).to_be_visible()
    expect(bookmark).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Bookmark folder: none").click()
    page.get_by_role("menuitem", name="Rust reading").click()
    expect(page.get_by_role("button", name="Bookmark folder: Rust reading")).to_be_visible()
    page.reload()  # kept on the server, not in this tab
    expect(page.get_by_role("button", name="Bookmark", exact=True)).to_have_attribute("aria-pressed", "true")

    page.goto("/feed")
    card = _card(page, f"Shipped it {token}")
    card.get_by_role("button", name="Bookmark").click()
    expect(card.get_by_role("button", name="Bookmark")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_text("Coming Soon")).to_have_count(0)
    page.get_by_role("link", name="View bookmarks").click()

    expect(page).to_have_url(re.compile(r"/bookmarks$"))
    rows = page.get_by_test_id("bookmark")
    expect(rows).to_have_count(2)
    expect(rows.nth(0)).to_contain_text(f"Shipped it {token}")
    expect(rows.nth(1)).to_contain_text(f"Lifetimes and async {token}")
    page.get_by_role("button", name="Rust reading", exact=True).click()
    expect(rows).to_have_count(1)
    expect(rows.nth(0).get_by_role("link", name=f"Lifetimes and async {token}")).to_have_attribute(
        "href", f"/threads/{thread.json()['id']}"
    )
    for width in (390, 1366):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(60)  # one layout after the resize
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    found = _serious_axe_violations(page)
    assert not found, "\n".join(found)

    # The writer deletes the post: it leaves the list (the bookmark went with it).
    deleted = writer.request.delete(f"/api/posts/{post.json()['id']}")
    assert deleted.ok, deleted.text()
    page.get_by_role("button", name="All", exact=True).click()
    page.reload()
    expect(rows).to_have_count(1)
    expect(rows.nth(0)).to_contain_text(f"Lifetimes and async {token}")
    writer.context.close()
