"""What a first visit costs before its first screen shows, per page, held to budgets (issue 47,
item 9): the bytes of JavaScript fetched (as sent, compressed) and the number of requests started
before the page's first screen is there. Lighthouse scores need a quiet machine; these two do
not: they count, they do not time, so a regression fails here instead of waiting for a review.
docs/performance.md ("First screen budgets") says how they were set.

The first screen is the page's own content, not the shell: the landing's heading, the first card
of a list, a thread's title, the feed's first post. An init script tells the test the moment it
first shows (a MutationObserver calling a binding); every request started until then counts, the
document included."""

from __future__ import annotations

import uuid

import pytest
from playwright.sync_api import Browser, Page, Request

# page: (path, the first screen's selector, JS budget in KB as sent, requests budget)
BUDGETS = {
    "landing": ("/", "h1", 135, 6),
    "threads": ("/threads", "[aria-label=Threads] article", 143, 10),
    "thread": ("/threads/{thread}", "main h1", 175, 11),
    "projects": ("/projects", "[aria-label=Projects] article", 143, 10),
    # The feed's first screen is its composer (its largest paint); its posts wait for the
    # getting-started box's lists, which come after the first paint (docs/frontend.md).
    "feed": ("/feed", "form[aria-label='New post']", 180, 10),
}

# Until the first screen shows, animation frames and idle callbacks are held: what a page asks for
# "once the first screen is painted" (hooks/useAfterFirstPaint.js waits for a frame) or when the
# browser is idle (components/lazyPart.js) cannot race the first screen, so the count does not
# depend on the machine's speed. Then they all run.
WATCH = """selector => {
  let open = false;
  const hold = (name, cancelName) => {
    const real = window[name].bind(window);
    const realCancel = window[cancelName].bind(window);
    let next = -1;
    const waiting = new Map();
    window[name] = (callback, options) => {
      if (open) return real(callback, options);
      waiting.set(next, callback);
      return next--;
    };
    window[cancelName] = (id) => (id < 0 ? waiting.delete(id) : realCancel(id));
    return () => waiting.forEach((callback) => real(callback));
  };
  const releases = [
    hold('requestAnimationFrame', 'cancelAnimationFrame'),
    hold('requestIdleCallback', 'cancelIdleCallback'),
  ];
  const seen = () => {
    if (open || !document.querySelector(selector)) return;
    open = true;
    window.firstScreen();
    releases.forEach((release) => release());
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
}"""


@pytest.fixture(scope="module")
def made(browser: Browser, base_url: str) -> dict:
    """A member with a thread, a project and a post, so every list has a first card."""
    context = browser.new_context(base_url=base_url)
    page = context.new_page()
    token = uuid.uuid4().hex[:8]
    answer = page.request.post(
        "/api/auth/register",
        data={"email": f"budget{token}@example.com", "username": f"budget_{token}", "password": "Lovelace1815"},
    )
    assert answer.status == 201, answer.text()
    thread = page.request.post(
        "/api/threads",
        data={
            "title": f"Budget thread {token}",
            "body": "Plain words only, long enough for a thread body.",
            "tags": ["budget"],
        },
    ).json()
    page.request.post(
        "/api/projects",
        data={
            "title": f"Budget project {token}",
            "description": "A project long enough to be a description.",
            "tags": ["budget"],
            "mediaUrls": [],
        },
    )
    page.request.post("/api/posts", data={"content": f"A post {token}", "mediaUrls": [], "tags": []})
    state = context.storage_state()
    context.close()
    return {"thread": thread["id"], "state": state}


def first_visit(browser: Browser, base_url: str, path: str, selector: str, state=None) -> dict:
    """A fresh browser (nothing cached) opens `path`: the requests it started before `selector`
    showed, the document included, and the JavaScript among them (bytes as sent)."""
    context = browser.new_context(base_url=base_url, storage_state=state)
    context.set_default_timeout(20_000)
    page: Page = context.new_page()
    started: list[Request] = []
    before: list[Request] = []
    page.on("request", lambda request: started.append(request))
    page.expose_binding("firstScreen", lambda source: before.extend(started) if not before else None)
    page.add_init_script(f"({WATCH})({selector!r})")
    page.goto(path)
    page.locator(selector).first.wait_for()
    page.wait_for_function("() => document.readyState === 'complete'")
    assert before, "the first screen was not seen"
    scripts = [request for request in before if request.resource_type == "script"]
    for request in scripts:
        request.response().finished()
    js_bytes = sum(request.sizes()["responseBodySize"] for request in scripts)
    names = [request.url.replace(base_url, "") for request in before]
    context.close()
    return {"requests": len(before), "jsBytes": js_bytes, "names": names}


@pytest.mark.parametrize("name", BUDGETS)
def test_first_screen_stays_within_its_javascript_and_request_budget(name, made, browser: Browser, base_url: str):
    path, selector, js_kb, requests = BUDGETS[name]
    state = made["state"] if name == "feed" else None
    result = first_visit(browser, base_url, path.format(thread=made["thread"]), selector, state)
    kb = result["jsBytes"] / 1024
    print(f"\n{name}: {kb:.1f} KB of JavaScript, {result['requests']} requests: {result['names']}")
    assert kb <= js_kb, f"{name}: {kb:.1f} KB of JavaScript before the first screen (budget {js_kb} KB)"
    assert result["requests"] <= requests, (
        f"{name}: {result['requests']} requests before the first screen (budget {requests}): {result['names']}"
    )
