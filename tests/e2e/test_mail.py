"""Mail as a new member meets it (docs/mail.md): confirm the address from the mail, be mentioned
and find the mail in the outbox (the e2e server has no SMTP server: mail goes to var/outbox),
unsubscribe as a mail client does (a POST with no cookies), then open the mail's own unsubscribe
link and resubscribe from the page."""

from __future__ import annotations

import re
from email import message_from_bytes, policy
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _sign_up
from tests.e2e.test_recovery import mailed_link


def _mails_to(outbox: Path, to: str) -> list:
    mails = [message_from_bytes(path.read_bytes(), policy=policy.default) for path in sorted(outbox.glob("*.eml"))]
    return [mail for mail in mails if mail["To"] == to]


def test_confirm_the_address_get_one_mention_mail_and_unsubscribe(page: Page, e2e_var: Path, base_url: str):
    outbox = e2e_var / "outbox"
    name = _sign_up(page)
    address = f"ada{name.removeprefix('ada_')}@example.com"  # as _sign_up registers it
    confirm = mailed_link(outbox, address, r"https?://\S+/verify-email\?token=[\w.]+")
    page.goto("/settings#mail")
    expect(page.get_by_text("(not confirmed yet)")).to_be_visible()
    page.goto(confirm)
    expect(page.get_by_role("heading", name="Address confirmed")).to_be_visible()
    page.goto("/settings#mail")
    expect(page.get_by_text("(confirmed)")).to_be_visible()
    expect(page.get_by_role("combobox", name="Mentions of you")).to_have_value("instant")

    writer = _new_member_page(page, base_url)
    writer.goto("/feed")
    box = writer.get_by_role("textbox", name="Share something with the community")
    box.fill(f"Have a look, @{name}")
    writer.get_by_role("button", name="Post", exact=True).click()
    card = writer.get_by_test_id("post-card").filter(has_text="Have a look")
    expect(card).to_have_count(1)
    post_id = int(card.get_attribute("id").removeprefix("post-"))

    post_link = mailed_link(outbox, address, rf"https?://\S+/feed#post-{post_id}")
    assert post_link.startswith(base_url)
    [mention] = [mail for mail in _mails_to(outbox, address) if mail["Subject"].endswith("mentioned you")]
    assert mention["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    one_click = mention["List-Unsubscribe"].strip("<>")

    # A mail client's one-click: no cookies, no page of the site.
    client = page.context.browser.new_context()
    answer = client.request.post(one_click, form={"List-Unsubscribe": "One-Click"})
    assert answer.status == 200, answer.text()
    client.close()
    page.reload()  # the page was on /settings#mail already: read the settings again
    expect(page.get_by_role("combobox", name="Mentions of you")).to_have_value("off")

    # The link in the mail's text opens the page, which says so and offers to resubscribe.
    page_link = re.search(r"https?://\S+/unsubscribe/[\w.]+", mention.get_body(("plain",)).get_content()).group(0)
    page.goto(page_link)
    expect(page.get_by_role("heading", name="You are unsubscribed")).to_be_visible()
    page.get_by_role("button", name="Resubscribe").click()
    expect(page.get_by_role("heading", name="Subscribed again")).to_be_visible()
    page.goto("/settings#mail")
    expect(page.get_by_role("combobox", name="Mentions of you")).to_have_value("instant")
    writer.context.close()
