"""Comments worth having, in a real browser: B answers A's comment and likes it with the Reply and
Like buttons; A, with the thread open, sees the reply (under the comment) and the count arrive live."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _sign_up, _token
from tests.e2e.test_live_feed import _live_socket


def test_a_reply_and_a_like_arrive_live_on_the_open_thread(page: Page, base_url: str):
    ada = _sign_up(page)
    thread = page.request.post(
        "/api/threads", data={"title": f"Replies live {_token()}", "body": "Does a reply show up at once?", "tags": []}
    )
    assert thread.status == 201, thread.text()
    thread_id = thread.json()["id"]
    top = page.request.post(f"/api/threads/{thread_id}/comments", data={"body": "A question worth answering"})
    assert top.status == 201, top.text()
    top_id = top.json()["id"]

    _live_socket(page, f"/threads/{thread_id}")
    like_on_ada = page.get_by_role("button", name=f"Like comment by @{ada}")
    expect(like_on_ada).to_have_text("\u2665 0")
    expect(like_on_ada).to_have_attribute("aria-pressed", "false")

    bob_page = _new_member_page(page, base_url)
    bob_page.goto(f"/threads/{thread_id}")
    bob_page.get_by_role("button", name=f"Reply to @{ada}").click()
    bob_page.get_by_label(f"Your reply to @{ada}").fill("Here is the answer")
    bob_page.get_by_role("button", name="Post reply").click()
    bob_like = bob_page.get_by_role("button", name=f"Like comment by @{ada}")
    bob_like.click()
    expect(bob_like).to_have_attribute("aria-pressed", "true")
    expect(bob_like).to_have_text("\u2665 1")

    # Ada's open page: the reply under her comment, the count, no reload.
    replies = page.get_by_role("list", name=f"Replies to @{ada}")
    expect(replies.get_by_text("Here is the answer")).to_be_visible()
    expect(replies.get_by_text(f"in reply to @{ada}")).to_be_visible()
    expect(like_on_ada).to_have_text("\u2665 1")
    expect(like_on_ada).to_have_attribute("aria-pressed", "false")  # Bob's like, not hers

    # The permalink of the reply scrolls to it and marks it.
    reply_id = page.request.get(f"/api/threads/{thread_id}/comments").json()[-1]["id"]
    bob_page.goto(f"/threads/{thread_id}#comment-{reply_id}")
    expect(bob_page.locator(f"#comment-{reply_id}")).to_have_attribute("aria-current", "location")
    expect(bob_page.locator(f"#comment-{top_id}")).not_to_have_attribute("aria-current", "location")
    bob_page.context.close()
