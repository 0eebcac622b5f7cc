"""Lists keep their place: the page lives in the URL and Back restores it with its scroll; the
built JavaScript is sent compressed to browsers that take it."""

from __future__ import annotations

import gzip
import re
import urllib.request
import uuid
from pathlib import Path

from playwright.sync_api import Page, expect

DIST = Path(__file__).resolve().parents[2] / "frontend" / "dist"


def _seed_threads(page: Page, count: int) -> str:
    """A new member (through the API, in the page's cookie jar) posts `count` threads."""
    token = uuid.uuid4().hex[:10]
    response = page.request.post(
        "/api/auth/register",
        data={"email": f"pager{token}@example.com", "username": f"pager_{token}", "password": "Lovelace1815"},
    )
    assert response.status == 201, response.text()
    for number in range(count):
        response = page.request.post(
            "/api/threads",
            data={
                "title": f"Paging {token} thread {number:02d}",
                "body": "A thread that exists so the list has more than two pages.",
                "tags": [],
            },
        )
        assert response.status == 201, response.text()
    return token


def _titles(page: Page) -> list[str]:
    return page.get_by_role("list", name="Threads").get_by_role("heading").all_inner_texts()


def test_back_from_a_thread_returns_to_page_3_where_it_was(page: Page):
    _seed_threads(page, 60)
    page.goto("/threads?sortBy=latest")
    pages = page.get_by_role("navigation", name="Thread pages")
    for number in (2, 3):
        pages.get_by_role("button", name="Next").click()
        expect(pages.get_by_text(f"Page {number}")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/threads\?sortBy=latest&cursor=[^&]+&cursor=[^&]+$"))
    # A new page starts at the top.
    assert page.evaluate("window.scrollY") == 0
    third_page_url = page.url
    titles = _titles(page)
    assert len(titles) == 20

    last = page.get_by_role("list", name="Threads").get_by_role("link", name=titles[-1], exact=True)
    last.scroll_into_view_if_needed()
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 200
    last.click()
    expect(page.get_by_role("heading", level=1, name=titles[-1])).to_be_visible()
    page.wait_for_function("() => window.scrollY === 0")

    page.go_back()
    expect(page).to_have_url(third_page_url)
    expect(pages.get_by_text("Page 3")).to_be_visible()
    assert _titles(page) == titles
    page.wait_for_function("y => Math.abs(window.scrollY - y) < 4", arg=scrolled)

    # A reload (and so a shared link) opens the same page too.
    page.reload()
    expect(pages.get_by_text("Page 3")).to_be_visible()
    expect(page.get_by_role("list", name="Threads").get_by_role("heading").first).to_have_text(titles[0])
    pages.get_by_role("button", name="Previous").click()
    expect(pages.get_by_text("Page 2")).to_be_visible()
    expect(page).to_have_url(re.compile(r"/threads\?sortBy=latest&cursor=[^&]+$"))


def _get(url: str, accept_encoding: str | None):
    request = urllib.request.Request(url, headers={"Accept-Encoding": accept_encoding} if accept_encoding else {})
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.headers, response.read()


def test_the_built_javascript_is_sent_compressed_when_the_browser_takes_it(base_url: str):
    index = (DIST / "index.html").read_text()
    script = re.search(r'src="?(/assets/main\.[0-9a-f]+\.js)', index).group(1)
    plain = (DIST / script.lstrip("/")).read_bytes()

    answers = {accept: _get(base_url + script, accept) for accept in ("br, gzip", "gzip", None)}
    brotli_headers, brotli_body = answers["br, gzip"]
    assert brotli_headers["Content-Encoding"] == "br"
    assert brotli_body == (DIST / (script.lstrip("/") + ".br")).read_bytes()
    assert len(brotli_body) < len(plain) / 2
    gzip_headers, gzip_body = answers["gzip"]
    assert gzip_headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(gzip_body) == plain
    plain_headers, plain_body = answers[None]
    assert plain_headers["Content-Encoding"] is None
    assert plain_body == plain
    for headers, _ in answers.values():
        assert headers["Vary"] == "Accept-Encoding"
        assert headers["Content-Type"].startswith("text/javascript")
        assert "immutable" in headers["Cache-Control"]


def test_a_list_draws_each_authors_generated_avatar_off_the_page_thread(page: Page):
    """Avatars are drawn in a Web Worker (components/Avatar/avatar.worker.js): the card shows the
    author's chosen style as an SVG image, and the worker is what loaded the style's code."""
    token = _seed_threads(page, 1)
    changed = page.request.patch("/api/auth/profile", data={"avatarSeed": f"seed{token}", "avatarStyle": "bottts"})
    assert changed.status == 200, changed.text()
    workers = []
    page.on("worker", lambda worker: workers.append(worker))
    page.goto(f"/threads?sortBy=latest&searchQuery={token}")
    card = page.get_by_role("list", name="Threads").get_by_role("listitem").filter(has_text=f"Paging {token}")
    avatar = card.locator("img[data-avatar-style='bottts']")
    expect(avatar).to_have_attribute("src", re.compile(r"^data:image/svg\+xml"))
    # loading="lazy": the browser loads it once it is laid out near the viewport, so wait for that.
    page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=avatar.element_handle())
    assert any("/assets/" in worker.url for worker in workers)


def test_a_full_load_opens_at_the_top_and_back_returns_to_where_the_member_was(page: Page):
    """Issue 47: a typed address used to open at the scroll position of the previous full load."""
    token = _seed_threads(page, 30)
    page.set_viewport_size({"width": 1366, "height": 800})
    page.goto(f"/threads?sortBy=latest&searchQuery={token}")
    expect(page.get_by_role("list", name="Threads").get_by_role("listitem")).to_have_count(20)
    page.wait_for_function("() => document.documentElement.scrollHeight > 2600")
    page.evaluate("window.scrollTo(0, 1500)")
    page.wait_for_function("() => window.scrollY === 1500")
    first = _titles(page)[0]
    thread = page.get_by_role("list", name="Threads").get_by_role("link", name=first, exact=True)
    href = thread.get_attribute("href")

    # A full load (a typed address, a bookmark, a link from another site) opens at the top.
    page.goto(href)
    expect(page.get_by_role("heading", level=1, name=first)).to_be_visible()
    assert page.evaluate("window.scrollY") == 0
    # Still at the top once the page has its comments and everything below.
    page.wait_for_load_state("networkidle")
    assert page.evaluate("window.scrollY") == 0

    # Back returns to where the member was in the list.
    page.go_back()
    expect(page.get_by_role("list", name="Threads").get_by_role("listitem")).to_have_count(20)
    page.wait_for_function("() => Math.abs(window.scrollY - 1500) < 4")

    # Loading the list again by its address is a new visit: the top.
    page.goto(f"/threads?sortBy=latest&searchQuery={token}")
    expect(page.get_by_role("list", name="Threads").get_by_role("listitem")).to_have_count(20)
    page.wait_for_load_state("networkidle")
    assert page.evaluate("window.scrollY") == 0


def test_a_link_to_a_comment_opens_at_that_comment(page: Page):
    _seed_threads(page, 1)
    response = page.request.post(
        "/api/threads",
        data={"title": "A thread with many comments", "body": "Long enough to scroll.", "tags": []},
    )
    thread_id = response.json()["id"]
    comment_ids = []
    for number in range(25):
        made = page.request.post(f"/api/threads/{thread_id}/comments", data={"body": f"Comment number {number}"})
        assert made.status == 201, made.text()
        comment_ids.append(made.json()["id"])
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/threads")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.goto(f"/threads/{thread_id}#comment-{comment_ids[-1]}")
    last = page.locator(f"#comment-{comment_ids[-1]}")
    expect(last).to_be_in_viewport()
