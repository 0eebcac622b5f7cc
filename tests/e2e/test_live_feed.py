"""The live channel applies what an event carries: a post another member writes, or a message they
send, appears without the page reading the feed or the conversation list again."""

from __future__ import annotations

import re
import time
from urllib.parse import urlsplit

from playwright.sync_api import Page, WebSocket, expect

from tests.e2e.test_content import _new_member_page, _sign_up, _token


def _me(page: Page) -> dict:
    return page.request.get("/api/auth/me").json()


def _live_socket(page: Page, goto: str) -> None:
    """Opens `goto` and waits until the page's live socket has been accepted (auth_ok)."""
    accepted: list[bool] = []

    def watch(socket: WebSocket) -> None:
        socket.on("framereceived", lambda payload: '"auth_ok"' in str(payload) and accepted.append(True))

    page.on("websocket", watch)
    page.goto(goto)
    deadline = time.monotonic() + 15
    while not accepted:
        assert time.monotonic() < deadline, "the live channel was not accepted"
        page.wait_for_timeout(50)


def _gets(page: Page, path: str) -> list[str]:
    """Records the page's GET requests to `path` (with any query) from now on."""
    seen: list[str] = []
    page.on(
        "request",
        lambda request: request.method == "GET" and urlsplit(request.url).path == path and seen.append(request.url),
    )
    return seen


def test_a_post_appears_on_another_members_feed_without_a_feed_read(page: Page, base_url: str):
    _sign_up(page)
    writer = _new_member_page(page, base_url)
    _live_socket(page, "/feed")
    expect(page.get_by_test_id("post-count")).to_be_visible()
    page.wait_for_load_state("networkidle")
    feed_reads = _gets(page, "/api/posts")

    text = f"Live from the other side {_token()}"
    created = writer.request.post("/api/posts", data={"content": text, "mediaUrls": [], "tags": []})
    assert created.status == 201, created.text()

    card = page.get_by_test_id("post-card").filter(has_text=text)
    expect(card).to_have_count(1)
    expect(page.get_by_test_id("post-card").first).to_contain_text(text)  # newest first
    assert feed_reads == [], f"the feed was read again: {feed_reads}"
    writer.context.close()


def test_a_message_appears_in_the_conversation_list_without_a_list_read(page: Page, base_url: str):
    _sign_up(page)
    writer = _new_member_page(page, base_url)
    me = _me(page)
    first = writer.request.post("/api/messages", data={"toUserId": me["id"], "message": "First, to start the thread"})
    assert first.status == 201, first.text()
    writer_name = _me(writer)["username"]

    _live_socket(page, "/messages")
    conversations = page.get_by_role("list", name="Conversations")
    expect(conversations.get_by_role("link", name=f"{writer_name}, 1 unread message")).to_be_visible()
    page.wait_for_load_state("networkidle")
    list_reads = _gets(page, "/api/messages")

    sent = writer.request.post("/api/messages", data={"toUserId": me["id"], "message": "And a second one, live"})
    assert sent.status == 201, sent.text()

    link = page.get_by_role("link", name=f"{writer_name}, 2 unread messages")
    expect(conversations.get_by_test_id("conversation").filter(has=link)).to_contain_text("And a second one, live")
    assert list_reads == [], f"the conversation list was read again: {list_reads}"
    # Opening it shows both and reads them.
    link.click()
    expect(page).to_have_url(re.compile(r"/messages/\d+$"))
    thread = page.get_by_role("list", name=f"Messages with {writer_name}")
    expect(thread.get_by_text("And a second one, live")).to_be_visible()
    expect(conversations.get_by_role("link", name=writer_name, exact=True)).to_be_visible()
    writer.context.close()
