"""Follow and watch end to end (issue 32, item 5), two people in two browsers: B follows a tag from
a thread's chip and sees the thread in the Following scope of /threads; B watches another thread,
A comments on it, and B's bell counts the notice live, which leads to the comment."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _sign_up
from tests.e2e.test_live_feed import _live_socket, _me


def _thread(page: Page, title: str, tags: list[str]) -> int:
    body = "A body long enough to be a thread."
    created = page.request.post("/api/threads", data={"title": title, "body": body, "tags": tags})
    assert created.status == 201, created.text()
    return created.json()["id"]


def test_follow_a_tag_then_see_the_following_scope(page: Page, base_url: str):
    b_name = _sign_up(page)
    writer = _new_member_page(page, base_url)
    tag = f"t{b_name[-6:]}".lower()
    tagged = _thread(writer, f"Tagged thread {tag}", [tag])
    other = _thread(writer, f"Untagged thread {tag}", ["misc"])

    page.goto(f"/threads/{tagged}")
    follow = page.get_by_role("button", name=f"Follow #{tag}", exact=True)
    follow.focus()
    expect(follow).to_be_focused()
    follow.click()
    expect(page.get_by_role("button", name=f"Following #{tag}", exact=True)).to_have_attribute("aria-pressed", "true")

    page.goto("/threads")
    scope = page.get_by_role("group", name="Which threads")
    scope.get_by_role("button", name="Following", exact=True).click()
    expect(page).to_have_url(re.compile(r"scope=following"))
    threads = page.get_by_role("list", name="Threads")
    expect(threads.get_by_role("link", name=f"Tagged thread {tag}", exact=True)).to_be_visible()
    expect(threads.get_by_text(f"Untagged thread {tag}")).to_have_count(0)
    assert other
    # The tag's Atom feed is named in the head of the filtered list.
    page.goto(f"/threads?tag={tag}")
    expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).to_have_attribute(
        "href", f"/feeds/tags/{tag}.atom"
    )
    writer.context.close()


def test_watch_a_thread_and_hear_of_its_next_comment_live(page: Page, base_url: str):
    _sign_up(page)
    writer = _new_member_page(page, base_url)
    thread_id = _thread(writer, "Watch this space", [])

    _live_socket(page, f"/threads/{thread_id}")
    watch = page.get_by_role("button", name="Watch", exact=True)
    expect(watch).to_have_attribute("aria-pressed", "false")
    watch.click()
    expect(page.get_by_role("button", name="Watching", exact=True)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("button", name="Notifications", exact=True)).to_be_visible()

    comment = writer.request.post(f"/api/threads/{thread_id}/comments", data={"body": "News for watchers"})
    assert comment.status == 201, comment.text()
    comment_id = comment.json()["id"]

    bell = page.get_by_role("button", name="Notifications: 1 unread notification")
    expect(bell).to_be_visible()
    bell.click()
    writer_name = _me(writer)["displayName"]
    menu = page.get_by_role("menu", name="Notifications")
    item = menu.get_by_role("menuitem", name=f"{writer_name} commented on a thread you watch (unread)")
    expect(item).to_be_visible()
    item.click()
    expect(page).to_have_url(re.compile(rf"/threads/{thread_id}#comment-{comment_id}$"))
    writer.context.close()
