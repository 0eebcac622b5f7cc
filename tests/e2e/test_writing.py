"""The Markdown editor of the forms (MarkdownEditor): toolbar, preview, a draft kept over a reload."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _sign_up

DRAFT_KEY = "draft:thread:new"


def test_a_thread_body_written_with_the_toolbar_previews_keeps_its_draft_and_clears_it_once_sent(page: Page):
    _sign_up(page)
    page.goto("/threads/new")
    page.get_by_label("Title").fill("Borrowing rules that finally clicked")
    body = page.get_by_label("Content", exact=True)
    body.click()
    body.press_sequentially("The rule that helped: ")
    page.get_by_role("button", name="Bold").click()  # inserts **bold text**, the words selected
    body.press_sequentially("one owner at a time")
    body.press("End")
    body.press("Enter")
    body.press("Enter")
    body.press_sequentially("For example:")
    page.get_by_role("button", name="Code block").click()  # a fenced block, its placeholder selected
    body.press_sequentially("let a = String::new();")
    expect(body).to_have_value(
        "The rule that helped: **one owner at a time**\n\nFor example:\n```\nlet a = String::new();\n```"
    )

    page.get_by_role("tab", name="Preview").click()
    preview = page.get_by_role("tabpanel", name="Preview")
    expect(preview.locator("strong")).to_have_text("one owner at a time")
    expect(preview.locator("pre")).to_have_text("let a = String::new();")
    page.get_by_role("tab", name="Write").click()

    # Typing rests, the draft is written; a reload brings it back with a note.
    page.wait_for_function(f"() => (localStorage.getItem('{DRAFT_KEY}') || '').includes('String::new')")
    page.reload()
    expect(page.get_by_label("Content", exact=True)).to_have_value(re.compile(r"\*\*one owner at a time\*\*"))
    expect(page.get_by_role("status").filter(has_text="Draft restored")).to_be_visible()

    page.get_by_label("Tags").fill("rust")
    page.get_by_label("Title").fill("Borrowing rules that finally clicked")
    page.get_by_role("button", name="Create Thread").click()
    expect(page).to_have_url(re.compile(r"/threads$"))
    assert page.evaluate(f"() => localStorage.getItem('{DRAFT_KEY}')") is None
    page.goto("/threads/new")
    expect(page.get_by_label("Content", exact=True)).to_have_value("")
    expect(page.get_by_text("Draft restored")).to_have_count(0)


def test_the_editor_fits_a_320_px_wide_screen(page: Page):
    _sign_up(page)
    page.set_viewport_size({"width": 320, "height": 640})
    page.goto("/threads/new")
    body = page.get_by_label("Content", exact=True)
    expect(body).to_be_visible()
    for part in (
        page.get_by_role("tablist", name="Write or preview"),
        page.get_by_role("toolbar", name="Formatting"),
        body,
    ):
        box = part.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 320, box
    # Every toolbar button is on screen (the toolbar wraps rather than running off the edge).
    for button in page.get_by_role("toolbar", name="Formatting").get_by_role("button").all():
        box = button.bounding_box()
        assert box["x"] + box["width"] <= 320, box
