"""Every route of the web client's route table (walked from routes.jsx) fits a phone: at 320, 390,
768 and 1366 px, signed in and signed out, no page is wider than the window and no visible control
sits outside it.

One browser page is reused and only resized (no new context per width), so the whole sweep takes
a few minutes. Content with a 300-character code line (a thread and a feed post) proves that code
scrolls inside its box instead of widening the page."""

from __future__ import annotations

import contextlib
import re
import time
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"
WIDTHS = (320, 390, 768, 1366)
LONG_LINE = "const " + "x" * 280 + " = 'a very long line of code';"
LONG_WORD = "https://example.com/" + "averyveryverylongpathsegment" * 6

# What a phone would have to scroll sideways for, and every visible control cut off by the window's edge.
MEASURE = """() => {
  const width = window.innerWidth;
  const out = [];
  for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [role=button], [tabindex]')) {
    if (el.closest('[aria-hidden=true]') || el.tabIndex < 0 && el.tagName !== 'A') continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // Controls inside a box that scrolls sideways on purpose (a chip row, a code block) may lie past it.
    let scroller = el.parentElement, clipped = false;
    while (scroller && scroller !== document.body) {
      const s = getComputedStyle(scroller);
      if (['auto', 'scroll', 'hidden'].includes(s.overflowX) && scroller.scrollWidth > scroller.clientWidth + 1) {
        clipped = true; break;
      }
      scroller = scroller.parentElement;
    }
    if (clipped) continue;
    if (box.right > width + 1 || box.left < -1) {
      const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40);
      out.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  return {scrollWidth: document.documentElement.scrollWidth, width, outside: out.slice(0, 5)};
}"""


ROUTES_FILE = Path(__file__).resolve().parents[2] / "frontend" / "src" / "app" / "routes.jsx"
# What each path parameter of the route table is filled with (ids of content made for this test);
# a route with a parameter not named here fails the test, so a new route is never left out.
QUERIES = {"verify-email": "?token=1.1.bad"}


def route_table() -> list[str]:
    """Every path of the web client's one route tree (frontend/src/app/routes.jsx), in its order:
    '/' for the index route, '*' for the not-found one. Every route is a direct child of the root
    layout's sections, so a path is the route's own."""
    return [
        "/" if path in ("*", "/") else f"/{path}" for path in re.findall(r"\bpath: '([^']+)'", ROUTES_FILE.read_text())
    ]


def _routes(ids: dict) -> list[str]:
    """The route table walked (route_table), each parameter filled with made content's ids."""
    values = {
        "threads/:id": ids["thread"],
        "projects/:id": ids["project"],
        "profile/:id": ids["other"],
        "messages/:id": ids["other"],
        "posts/:id": ids["post"],
        "tags/:tag": "fit",
        "u/:username": ids["other_name"],
        "unsubscribe/:token": "1.mention.bad",
    }
    paths = []
    for route in route_table():
        if route == "/":
            paths.append("/" if "/" not in paths else "/no-such-page")
            continue
        path = route.lstrip("/")
        for pattern, value in values.items():
            prefix, param = pattern.split("/:")
            path = re.sub(rf"^{re.escape(prefix)}/:{param}\b", f"{prefix}/{value}", path)
        assert ":" not in path, f"give the route {route} a value in _routes"
        paths.append(f"/{path}{QUERIES.get(path, '')}")
    return paths


def test_the_sweep_walks_the_route_table():
    """No hand list: every route of routes.jsx is swept, the landing and the not-found page too."""
    table = route_table()
    assert table[0] == "/" and table[-1] == "/"  # the root layout, then '*' last
    ids = {"thread": 1, "project": 2, "other": 3, "post": 4, "other_name": "grace"}
    paths = _routes(ids)
    assert len(paths) == len(table)
    assert {"/", "/no-such-page", "/feed", "/threads/1", "/projects/2/edit", "/tags/fit", "/posts/4"} <= set(paths)
    assert "/verify-email?token=1.1.bad" in paths


def _settle(page: Page) -> None:
    """Wait until the page's content has come (no loading text, fonts and images laid out)."""
    # A page that keeps asking (a live socket's retries) is measured as it stands.
    with contextlib.suppress(Exception):
        page.wait_for_load_state("networkidle", timeout=3_000)
    with contextlib.suppress(AssertionError):
        expect(page.get_by_text(re.compile(r"^Loading"))).to_have_count(0, timeout=5_000)


def _sweep(page: Page, paths: list[str], label: str) -> tuple[list[str], int]:
    failures, visits = [], 0
    for path in paths:
        page.set_viewport_size({"width": 1366, "height": 900})
        page.goto(path)
        _settle(page)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 800})
            page.wait_for_timeout(60)  # one layout after the resize
            result = page.evaluate(MEASURE)
            visits += 1
            if result["scrollWidth"] > result["width"]:
                failures.append(f"{label} {path} @{width}: page is {result['scrollWidth']} px wide")
            if result["outside"]:
                failures.append(f"{label} {path} @{width}: controls outside the window: {result['outside']}")
    return failures, visits


@pytest.fixture(scope="module")
def content(browser: Browser, base_url: str):
    """A member (signed in, in this context) with a thread, a feed post, a project and a
    conversation; another member to visit."""
    other_context = browser.new_context(base_url=base_url)
    other = other_context.new_page()
    token = uuid.uuid4().hex[:8]
    register(other, f"fitother{token}@example.com", f"fit_other_{token}", PASSWORD)
    other_id = other.request.get("/api/auth/me").json()["id"]
    other_context.close()

    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    page = context.new_page()
    register(page, f"fit{token}@example.com", f"fit_{token}", PASSWORD)
    code = f"```js\n{LONG_LINE}\n```"
    thread = page.request.post(
        "/api/threads",
        data={
            "title": f"A thread with a long code line {token}",
            "body": (
                f"Some **bold** words and a link {LONG_WORD}\n\n{code}\n\n| a | b |\n|---|---|\n| {LONG_LINE} | 2 |"
            ),
            "tags": ["fit", f"tag{token}"],
        },
    )
    assert thread.ok, thread.text()
    post = page.request.post(
        "/api/posts", data={"content": f"A post with code {LONG_WORD}\n{code}", "mediaUrls": [], "tags": []}
    )
    assert post.ok, post.text()
    project = page.request.post(
        "/api/projects",
        data={"title": f"Fit project {token}", "description": f"Fits {LONG_WORD}", "tags": ["fit"], "mediaUrls": []},
    )
    assert project.ok, project.text()
    # The post with its long line kept in a named folder: /bookmarks shows it.
    folder = page.request.post("/api/me/bookmark-folders", data={"name": f"A folder named {LONG_WORD}"[:40]})
    assert folder.ok, folder.text()
    kept = page.request.put(f"/api/posts/{post.json()['id']}/bookmark", data={"folderId": folder.json()["id"]})
    assert kept.ok, kept.text()
    sent = page.request.post("/api/messages", data={"toUserId": other_id, "message": f"Hello {LONG_WORD}"})
    assert sent.ok, sent.text()
    ids = {
        "thread": thread.json()["id"],
        "project": project.json()["id"],
        "post": post.json()["id"],
        "other": other_id,
        "other_name": f"fit_other_{token}",
    }
    yield page, ids
    context.close()


def test_every_route_fits_every_width_signed_in_and_out(content, browser: Browser, base_url: str):
    started = time.monotonic()
    page, ids = content
    routes = _routes(ids)
    # Signed in /login and /register redirect to /feed: visited anyway, they must fit too.
    failures, visits = _sweep(page, routes, "signed in")

    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    anonymous = context.new_page()
    more, count = _sweep(anonymous, routes, "signed out")
    context.close()
    failures += more
    visits += count
    print(f"\n{visits} route/width checks in {time.monotonic() - started:.0f} s")
    assert not failures, "\n".join(failures)
