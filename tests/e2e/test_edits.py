"""Editing and deleting one's own words through the real pages (docs/editing.md): the author edits
a post and a thread and the 'edited' mark shows (to another member too); a comment is deleted
after a confirmation and leaves the page."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _create_thread, _new_member_page, _sign_up, _token
from tests.e2e.test_feed import _card, _open_feed, _post_text


def test_the_author_edits_a_post_and_the_edited_mark_shows(page: Page, base_url: str):
    _sign_up(page)
    token = _token()
    _open_feed(page)
    _post_text(page, f"Frist post {token} #typo")
    card = _card(page, token)
    expect(card.get_by_test_id("edited-mark")).to_have_count(0)
    card.get_by_role("button", name="Post actions").click()
    page.get_by_role("menuitem", name="Edit").click()
    field = card.get_by_label("Edit your post")
    expect(field).to_have_value(f"Frist post {token} #typo")
    field.fill(f"First post {token} #fixed")
    card.get_by_role("button", name="Save").click()
    expect(page.get_by_text("Post updated")).to_be_visible()
    expect(card.get_by_text(f"First post {token}")).to_be_visible()
    expect(card.get_by_test_id("edited-mark")).to_contain_text("edited")
    expect(card.get_by_text("#fixed", exact=True)).to_be_visible()  # the tags follow the new text
    expect(card.get_by_text("#typo", exact=True)).to_have_count(0)
    # The earlier version is the author's to read.
    card.get_by_role("button", name="Post actions").click()
    page.get_by_role("menuitem", name="History").click()
    history = page.get_by_role("dialog", name="Edit history")
    expect(history.get_by_text(f"Frist post {token}")).to_be_visible()
    history.get_by_role("button", name="Close").click()
    # Another member sees the new text and the mark, and no Edit.
    other = _new_member_page(page, base_url)
    _open_feed(other)
    theirs = _card(other, token)
    expect(theirs.get_by_test_id("edited-mark")).to_be_visible()
    theirs.get_by_role("button", name="Post actions").click()  # their menu: block and mute, no Edit
    expect(other.get_by_role("menuitem", name=re.compile(r"^Block "))).to_be_visible()
    expect(other.get_by_role("menuitem", name="Edit", exact=True)).to_have_count(0)
    other.keyboard.press("Escape")
    other.context.close()


def test_the_author_edits_a_thread_and_deletes_a_comment_after_confirming(page: Page, base_url: str):
    _sign_up(page)
    token = _token()
    path = _create_thread(page, f"Lifetimes question {token}", "rust")
    page.goto(path)
    expect(page.get_by_test_id("edited-mark")).to_have_count(0)
    page.get_by_role("button", name="Thread actions").click()
    page.get_by_role("menuitem", name="Edit").click()
    form = page.get_by_role("form", name="Edit discussion")
    form.get_by_label("Title").fill(f"Lifetimes, answered {token}")
    form.get_by_role("button", name="Save Changes").click()
    expect(page.get_by_text("Thread updated")).to_be_visible()
    expect(page.get_by_role("heading", name=f"Lifetimes, answered {token}")).to_be_visible()
    expect(page.get_by_test_id("edited-mark")).to_contain_text("edited")
    # Another member reads the new title and the mark after a reload.
    other = _new_member_page(page, base_url)
    other.goto(path)
    expect(other.get_by_role("heading", name=f"Lifetimes, answered {token}")).to_be_visible()
    expect(other.get_by_test_id("edited-mark")).to_be_visible()
    other.context.close()

    page.get_by_label("Add a comment").fill(f"A comment to take back {token}")
    page.get_by_role("button", name="Post Comment").click()
    comment = page.get_by_role("listitem").filter(has_text=f"A comment to take back {token}")
    expect(comment).to_be_visible()
    comment.get_by_role("button", name="Delete").click()
    dialog = page.get_by_role("dialog", name="Delete this comment?")
    expect(dialog).to_be_visible()
    dialog.get_by_role("button", name="Cancel").click()
    expect(comment).to_be_visible()  # nothing happens without confirming
    comment.get_by_role("button", name="Delete").click()
    page.get_by_role("dialog", name="Delete this comment?").get_by_role("button", name="Delete").click()
    expect(page.get_by_text("Comment deleted")).to_be_visible()
    expect(page.get_by_text(f"A comment to take back {token}")).to_have_count(0)
    expect(page.get_by_role("heading", name="Comments (0)")).to_be_visible()
    page.reload()
    expect(page.get_by_text(f"A comment to take back {token}")).to_have_count(0)
    expect(page).to_have_url(re.compile(r"/threads/\d+$"))
