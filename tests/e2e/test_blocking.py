"""Block and mute between two people signed in at once, in two browser contexts (docs/safety.md)."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Page, expect

from tests.e2e.test_feed import _card, _me, _open_feed, _post_text
from tests.e2e.test_people_social import _other_person, _sign_up


def test_a_block_refuses_messages_and_hides_posts_both_ways_until_it_is_lifted(page: Page, base_url: str):
    ada = page
    _sign_up(ada, "ada")
    bo, bo_name = _other_person(ada, base_url, "bo")
    ada_id, bo_id = _me(ada)["id"], _me(bo)["id"]
    mark = uuid.uuid4().hex[:8]
    ada_post, bo_post = f"Ada's notes {mark}", f"Bo's notes {mark}"

    _open_feed(ada)
    _post_text(ada, ada_post)
    _open_feed(bo)
    _post_text(bo, bo_post)

    # Ada sees Bo's post, and blocks him from its menu after the confirmation.
    _open_feed(ada)
    card = _card(ada, bo_post)
    expect(card).to_be_visible()
    card.get_by_role("button", name=re.compile(r"^Post actions, post by ")).click()
    ada.get_by_role("menuitem", name=f"Block @{bo_name}").click()
    dialog = ada.get_by_role("dialog", name=f"Block @{bo_name}?")
    expect(dialog).to_contain_text("They are not notified.")
    dialog.get_by_role("button", name="Block", exact=True).click()
    expect(ada.get_by_text(f"Blocked @{bo_name}", exact=True)).to_be_visible()
    expect(_card(ada, bo_post)).to_have_count(0)
    expect(_card(ada, ada_post)).to_be_visible()

    # Bo no longer sees Ada's post; his own is still there.
    _open_feed(bo)
    expect(_card(bo, bo_post)).to_be_visible()
    expect(_card(bo, ada_post)).to_have_count(0)

    # Bo writes to Ada: the server refuses it, and he is told so (his text stays in the box).
    bo.goto(f"/messages/{ada_id}")
    box = bo.get_by_placeholder("Type a message...")
    box.fill("Why can't I see your posts?")
    box.press("Enter")
    expect(bo.get_by_text("You cannot message this member", exact=True)).to_be_visible()
    expect(box).to_have_value("Why can't I see your posts?")

    # Ada's profile offers Bo no Add Friend or Contact that could only fail: it says so instead.
    bo.goto(f"/profile/{ada_id}")
    expect(bo.get_by_text("You can't contact this member.")).to_be_visible()
    expect(bo.get_by_role("button", name="Add Friend")).to_have_count(0)
    expect(bo.get_by_role("button", name="Contact", exact=True)).to_have_count(0)

    # Ada's conversation with Bo says why she cannot write, and offers no box.
    ada.goto(f"/messages/{bo_id}")
    expect(ada.get_by_text("You have blocked this member. Unblock them to send a message.")).to_be_visible()
    expect(ada.get_by_placeholder("Type a message...")).to_be_hidden()

    # Ada unblocks Bo from his profile: each sees the other's post again, and Bo can write.
    ada.goto(f"/profile/{bo_id}")
    expect(ada.get_by_text(f"You have blocked @{bo_name}.", exact=False)).to_be_visible()
    ada.get_by_role("button", name="Unblock", exact=True).click()
    expect(ada.get_by_text(f"Unblocked @{bo_name}", exact=True)).to_be_visible()
    expect(ada.get_by_role("button", name="Add Friend")).to_be_visible()

    _open_feed(ada)
    expect(_card(ada, bo_post)).to_be_visible()
    _open_feed(bo)
    expect(_card(bo, ada_post)).to_be_visible()
    bo.goto(f"/messages/{ada_id}")
    box = bo.get_by_placeholder("Type a message...")
    box.fill("Thanks for unblocking me")
    box.press("Enter")
    expect(bo.get_by_text("Message sent", exact=True)).to_be_visible()
    bo.context.close()


def test_mute_from_a_profile_hides_only_from_the_muter_and_settings_lifts_it(page: Page, base_url: str):
    ada = page
    _sign_up(ada, "ada")
    cy, _ = _other_person(ada, base_url, "cy")
    cy_id, cy_name = _me(cy)["id"], _me(cy)["username"]
    cy_post = f"Cy's thoughts {uuid.uuid4().hex[:8]}"
    _open_feed(cy)
    _post_text(cy, cy_post)

    ada.goto(f"/profile/{cy_id}")
    ada.get_by_role("button", name=re.compile(r"^More actions for ")).click()
    ada.get_by_role("menuitem", name=f"Mute @{cy_name}").click()
    expect(ada.get_by_text(f"Muted @{cy_name}", exact=True)).to_be_visible()
    _open_feed(ada)
    expect(_card(ada, cy_post)).to_have_count(0)
    # Cy still sees her own post: a mute is silent.
    _open_feed(cy)
    expect(_card(cy, cy_post)).to_be_visible()

    # Ada lifts the mute from Settings, and Cy's post is back in her feed.
    ada.goto("/settings")
    section = ada.get_by_role("region", name="Blocked and muted people")
    expect(section.get_by_text(f"@{cy_name} · Muted")).to_be_visible()
    section.get_by_role("button", name=re.compile(r"^Unmute ")).click()
    expect(ada.get_by_text(f"Unmuted @{cy_name}", exact=True)).to_be_visible()
    expect(section.get_by_text("You have not blocked or muted anyone.")).to_be_visible()
    _open_feed(ada)
    expect(_card(ada, cy_post)).to_be_visible()
    cy.context.close()
