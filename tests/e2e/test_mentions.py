"""@mentions end to end, two people in two browsers: A mentions B in a post (through the
composer's suggestions), B's bell counts it live without a reload, B opens /notifications and
follows the notice to the post, and the mention in the post leads to B's profile."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _sign_up
from tests.e2e.test_live_feed import _live_socket, _me


def test_a_mention_reaches_the_member_live_and_leads_to_the_post(page: Page, base_url: str):
    b_name = _sign_up(page)  # B: this page
    b = _me(page)
    writer = _new_member_page(page, base_url)  # A: another browser context
    _live_socket(page, "/threads")
    bell = page.get_by_role("button", name="Notifications", exact=True)
    expect(bell).to_be_visible()

    writer.goto("/feed")
    box = writer.get_by_role("textbox", name="Share something with the community")
    box.click()
    box.press_sequentially(f"Thanks @{b_name[:8]}")
    suggestions = writer.get_by_role("listbox", name="Mention a member")
    expect(suggestions.get_by_role("option", name=re.compile(re.escape(f"@{b_name}")))).to_be_visible()
    writer.keyboard.press("Enter")
    expect(box).to_have_value(f"Thanks @{b_name} ")
    box.press_sequentially("for the review!")
    writer.get_by_role("button", name="Post", exact=True).click()
    card = writer.get_by_test_id("post-card").filter(has_text="for the review!")
    expect(card).to_have_count(1)
    post_id = int(card.get_attribute("id").removeprefix("post-"))

    # B: the bell counts the notice without a reload.
    expect(page.get_by_role("button", name="Notifications: 1 unread notification")).to_be_visible()
    page.get_by_role("button", name="Notifications: 1 unread notification").click()
    menu = page.get_by_role("menu", name="Notifications")
    writer_name = _me(writer)["displayName"]
    expect(menu.get_by_role("menuitem", name=f"{writer_name} mentioned you in a post (unread)")).to_be_visible()
    menu.get_by_role("menuitem", name="See all notifications").click()
    expect(page).to_have_url(re.compile(r"/notifications$"))
    notices = page.get_by_role("list", name="Notifications")
    link = notices.get_by_role("link", name=f"{writer_name} mentioned you in a post")
    expect(link).to_be_visible()
    expect(notices).to_contain_text("for the review!")
    link.click()
    expect(page).to_have_url(re.compile(rf"/feed#post-{post_id}$"))
    post = page.locator(f"#post-{post_id}")
    expect(post).to_contain_text("for the review!")
    # Following it marked it read: the bell is back to no count.
    expect(page.get_by_role("button", name="Notifications", exact=True)).to_be_visible()
    # The mention in the post is a link to B's profile.
    post.get_by_role("link", name=f"@{b_name}").click()
    expect(page).to_have_url(re.compile(rf"/profile/{b['id']}$"))
    writer.context.close()
