"""Friends, the notification bell and direct messages between two people in two browsers."""

from __future__ import annotations

import re
import uuid

from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _sign_up(page: Page, first: str) -> str:
    username = f"{first}_{uuid.uuid4().hex[:10]}"
    register(page, f"{username}@example.com", username, PASSWORD)
    return username


def _other_person(page: Page, base_url: str, first: str) -> tuple[Page, str]:
    """Another person: a fresh browser context (own cookies) with a newly registered member."""
    browser: Browser = page.context.browser
    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    other = context.new_page()
    return other, _sign_up(other, first)


def _conversations(page: Page):
    return page.get_by_role("list", name="Conversations")


def test_visitors_get_access_denied_with_a_way_back(page: Page):
    page.goto("/friends?tab=requests")
    expect(page.get_by_role("heading", name="Access Denied")).to_be_visible()
    expect(page.get_by_text("Please log in to manage your friends.", exact=True)).to_be_visible()
    page.get_by_role("main").get_by_role("link", name="Log in").click()
    expect(page).to_have_url(re.compile(r"/login\?redirectTo=/friends%3Ftab%3Drequests$"))


def test_two_people_befriend_and_message_each_other(page: Page, base_url: str):
    ada = page
    ada_name = _sign_up(ada, "ada")
    grace, grace_name = _other_person(ada, base_url, "grace")

    # Ada finds Grace in Discover and asks to be friends.
    ada.goto("/friends?tab=discover")
    ada.get_by_role("searchbox", name="Search developers").fill(grace_name)
    results = ada.get_by_role("list", name="Developers you may know")
    expect(results.get_by_role("link")).to_have_count(1)
    results.get_by_role("button", name=f"Add Friend {grace_name}").click()
    expect(ada.get_by_text("Friend request sent", exact=True)).to_be_visible()
    expect(results.get_by_role("button", name="Request Sent")).to_be_disabled()

    # Grace sees the request on the bell and accepts it from the bell's menu, with the keyboard.
    grace.goto("/threads")
    bell = grace.get_by_role("button", name="Notifications: 1 pending friend request")
    expect(bell).to_be_visible()
    bell.focus()
    grace.keyboard.press("ArrowDown")
    menu = grace.get_by_role("menu", name="Notifications")
    expect(menu.get_by_text(f"{ada_name} sent you a friend request")).to_be_visible()
    expect(menu.get_by_role("menuitem", name=f"Accept friend request from {ada_name}")).to_be_focused()
    grace.keyboard.press("Enter")
    expect(grace.get_by_text("You are now friends!", exact=True)).to_be_visible()
    expect(grace.get_by_role("button", name="Notifications", exact=True)).to_be_visible()

    # Ada now has Grace in My Friends and writes to her with the Send Message dialog.
    ada.goto("/friends")
    expect(ada.get_by_role("tab", name="My Friends (1)")).to_be_visible()
    friends = ada.get_by_role("list", name="My friends")
    expect(friends.get_by_role("link", name=grace_name)).to_have_attribute("href", re.compile(r"^/profile/\d+$"))
    friends.get_by_role("button", name="Send Message").click()
    dialog = ada.get_by_role("dialog", name="Send Message")
    dialog.get_by_role("textbox", name="Message").fill("Hello Grace, shall we pair on the compiler?")
    dialog.get_by_role("button", name="Send Message").click()
    expect(ada.get_by_text("Message sent", exact=True)).to_be_visible()
    expect(dialog).to_be_hidden()

    # Grace has one unread message.
    grace.goto("/messages")
    expect(_conversations(grace).get_by_role("link", name=f"{ada_name}, 1 unread message")).to_be_visible()

    # Ada writes again from the messages page (Enter sends): Grace's count goes up to 2.
    ada.goto("/messages")
    _conversations(ada).get_by_role("link", name=grace_name).click()
    expect(
        ada.get_by_role("list", name=f"Messages with {grace_name}").get_by_text(
            "Hello Grace, shall we pair on the compiler?"
        )
    ).to_be_visible()
    box = ada.get_by_placeholder("Type a message...")
    box.fill("Tomorrow at ten?")
    box.press("Enter")
    expect(ada.get_by_role("list", name=f"Messages with {grace_name}").get_by_text("Tomorrow at ten?")).to_be_visible()
    expect(box).to_have_value("")
    # Ada goes back to her list (with the conversation open, a live reply would be read at once).
    ada.goto("/messages")

    grace.reload()
    link = _conversations(grace).get_by_role("link", name=f"{ada_name}, 2 unread messages")
    expect(link).to_be_visible()
    # Opening it reads it: the count goes away.
    link.click()
    expect(grace).to_have_url(re.compile(r"/messages/\d+$"))
    expect(grace.get_by_role("list", name=f"Messages with {ada_name}").get_by_text("Tomorrow at ten?")).to_be_visible()
    expect(_conversations(grace).get_by_role("link", name=ada_name, exact=True)).to_have_attribute(
        "aria-current", "page"
    )

    # Grace replies: Reply puts the mention in, Shift+Enter is a new line, Enter sends.
    grace.get_by_role("button", name=f"Reply to {ada_name}").first.click()
    reply = grace.get_by_placeholder("Type a message...")
    expect(reply).to_have_value(f"@{ada_name} ")
    expect(reply).to_be_focused()
    reply.press_sequentially("Yes!")
    reply.press("Shift+Enter")
    reply.press_sequentially("See you then.")
    expect(reply).to_have_value(f"@{ada_name} Yes!\nSee you then.")
    reply.press("Enter")
    expect(grace.get_by_text("Message sent", exact=True)).to_be_visible()

    # Ada's list shows the unread reply without a reload (the live channel), she opens it, and the
    # count goes down to none.
    unread = _conversations(ada).get_by_role("link", name=f"{grace_name}, 1 unread message")
    expect(unread).to_be_visible()
    unread.click()
    expect(ada.get_by_role("list", name=f"Messages with {grace_name}").get_by_text("See you then.")).to_be_visible()
    expect(_conversations(ada).get_by_role("link", name=grace_name, exact=True)).to_be_visible()

    # Ada deletes the conversation (after confirming); it is gone for her only.
    _conversations(ada).get_by_role("button", name=f"Delete conversation with {grace_name}").click()
    confirm = ada.get_by_role("dialog", name="Delete conversation")
    expect(confirm).to_contain_text(f"Delete your conversation with {grace_name}?")
    confirm.get_by_role("button", name="Delete").click()
    expect(ada.get_by_text("Conversation deleted", exact=True)).to_be_visible()
    expect(ada).to_have_url(re.compile(r"/messages$"))
    expect(ada.get_by_text("No conversations yet")).to_be_visible()
    expect(ada.get_by_text("Select a conversation")).to_be_visible()
    ada.reload()
    expect(ada.get_by_text("No conversations yet")).to_be_visible()

    grace.goto("/messages")
    _conversations(grace).get_by_role("link", name=ada_name, exact=True).click()
    thread = grace.get_by_role("list", name=f"Messages with {ada_name}")
    expect(thread.get_by_test_id("message")).to_have_count(3)
    expect(thread.get_by_text("Hello Grace, shall we pair on the compiler?")).to_be_visible()

    grace.context.close()


def test_messages_show_one_pane_at_a_time_on_a_phone(page: Page, base_url: str):
    page.set_viewport_size({"width": 390, "height": 800})
    _sign_up(page, "ada")
    page.goto("/messages")
    expect(page.get_by_text("No conversations yet")).to_be_visible()
    expect(page.get_by_text("Select a conversation")).to_be_hidden()


def test_a_message_renders_code_and_links_and_runs_no_html(page: Page, base_url: str):
    """Messages are user text like posts: Markdown code and safe links, and raw HTML stays text,
    in the recipient's bubble and in the sender's own (which has its own colours)."""
    ada_name = _sign_up(page, "ada")
    grace, grace_name = _other_person(page, base_url, "grace")
    grace_id = grace.request.get("/api/auth/me").json()["id"]
    text = (
        "Look at https://docs.example.com and <img src=m onerror=\"window.__pwned = 'message'\"> "
        "<script>window.__pwned = 'script'</script> [x](javascript:window.__pwned='link')\n\n"
        "```python\nprint('pair?')\n```"
    )
    sent = page.request.post("/api/messages", data={"toUserId": grace_id, "message": text})
    assert sent.status == 201, sent.text()

    for viewer, partner in ((grace, ada_name), (page, grace_name)):
        viewer.goto("/messages")
        _conversations(viewer).get_by_role("link", name=re.compile(f"^{partner}")).click()
        bubble = viewer.get_by_role("list", name=f"Messages with {partner}").get_by_test_id("message")
        expect(bubble).to_contain_text("<img src=m onerror=")
        expect(bubble).to_contain_text("<script>window.__pwned = 'script'</script>")
        expect(bubble).to_contain_text("[x](javascript:window.__pwned='link')")
        link = bubble.get_by_role("link")
        expect(link).to_have_count(1)
        expect(link).to_have_attribute("href", "https://docs.example.com")
        expect(link).to_have_attribute("rel", "noopener noreferrer nofollow")
        expect(bubble.locator("pre")).to_have_attribute("data-highlighted", "true")
        assert bubble.locator("img, script").count() == 0
        assert viewer.evaluate("window.__pwned") is None
    grace.context.close()


def test_the_inbox_pages_as_the_member_scrolls(page: Page, base_url: str):
    """21 conversations: the first page shows 20, and scrolling to the end of the list brings the
    oldest one (no click: the end of the list coming into view asks for the next page)."""
    _sign_up(page, "ada")
    me = page.request.get("/api/auth/me").json()["id"]
    browser: Browser = page.context.browser
    names = []
    for n in range(21):
        context = browser.new_context(base_url=base_url)
        name = f"p{n}_{uuid.uuid4().hex[:8]}"
        response = context.request.post(
            "/api/auth/register", data={"email": f"{name}@example.com", "username": name, "password": PASSWORD}
        )
        assert response.status == 201, response.text()
        sent = context.request.post("/api/messages", data={"toUserId": me, "message": f"Hello from {name}"})
        assert sent.status == 201, sent.text()
        names.append(name)
        context.close()
    page.goto("/messages")
    conversations = _conversations(page).get_by_test_id("conversation")
    expect(conversations).to_have_count(20)
    expect(_conversations(page).get_by_role("link", name=re.compile(f"^{names[0]}"))).to_have_count(0)
    page.get_by_role("button", name="Load more conversations").scroll_into_view_if_needed()
    expect(conversations).to_have_count(21)
    expect(_conversations(page).get_by_role("link", name=re.compile(f"^{names[0]}"))).to_have_count(1)
    expect(page.get_by_role("button", name="Load more conversations")).to_have_count(0)
