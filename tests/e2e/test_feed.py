"""The feed through the real pages: posts arriving live over /ws, likes, the Friends scope, and
user text that can never run as code."""

from __future__ import annotations

import re
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.e2e.test_content import _new_member_page, _png, _sign_up, _token


def _me(page: Page) -> dict:
    return page.request.get("/api/auth/me").json()


def _open_feed(page: Page) -> None:
    page.goto("/feed")
    expect(page.get_by_role("heading", name="Feed", exact=True)).to_be_visible()
    expect(page.get_by_test_id("post-count")).to_be_visible()


def _card(page: Page, text: str):
    return page.get_by_test_id("post-card").filter(has_text=text)


def _post_text(page: Page, text: str) -> None:
    page.get_by_label("Share something with the community").fill(text)
    page.get_by_role("button", name="Post", exact=True).click()
    expect(page.get_by_text("Post created")).to_be_visible()


def test_a_post_with_a_photo_code_link_and_tag_reaches_another_member_without_reload(
    page: Page, base_url: str, tmp_path: Path
):
    _sign_up(page)
    reader = _new_member_page(page, base_url)
    console_errors: list[str] = []
    reader.on("console", lambda message: message.type == "error" and console_errors.append(message.text))
    _open_feed(reader)
    reader.evaluate("window.__sameDocument = true")  # gone if the page reloads
    _open_feed(page)

    tag = f"t{_token()}"
    page.get_by_label("Share something with the community").fill(f"Shipped the garden #{tag}")
    page.get_by_role("button", name="Code snippet").click()
    page.get_by_label("Code snippet").fill("def bloom(commit):\n    return 'flower'")
    page.get_by_role("button", name="Link", exact=True).click()
    page.get_by_label("Link", exact=True).fill("https://garden.example.com/docs")
    page.get_by_label("Photos").set_input_files([str(_png(tmp_path / "a.png", (200, 40, 90)))])
    expect(page.get_by_role("img", name="Image 1")).to_be_visible()
    page.get_by_role("button", name="Post", exact=True).click()
    expect(page.get_by_text("Post created")).to_be_visible()

    card = _card(reader, f"Shipped the garden #{tag}")
    expect(card).to_have_count(1)  # arrived through the live channel: the reader did nothing
    assert reader.evaluate("window.__sameDocument") is True
    image = card.get_by_role("img", name=re.compile(r"^Image 1 of 1 shared by "))
    expect(image).to_be_visible()
    assert image.get_attribute("src").startswith("/media/")
    assert reader.evaluate("(img) => img.naturalWidth", image.element_handle()) == 8
    code = card.locator("pre")
    code.scroll_into_view_if_needed()  # highlighting starts once the block is on screen
    expect(code).to_have_attribute("data-highlighted", "true")  # the highlighter ran under the CSP
    expect(code).to_contain_text("def bloom(commit):")
    expect(code.locator(".hljs-keyword").first).to_have_text("def")
    link = card.get_by_role("link", name="https://garden.example.com/docs")
    expect(link).to_have_attribute("rel", "noopener noreferrer nofollow")
    expect(link).to_have_attribute("target", "_blank")
    expect(card.get_by_role("list", name="Hashtags")).to_contain_text(f"#{tag}")
    assert not [text for text in console_errors if "Content Security Policy" in text], console_errors
    reader.context.close()


def test_like_and_unlike_a_post(page: Page, base_url: str):
    _sign_up(page)
    _open_feed(page)
    text = f"Like me {_token()}"
    _post_text(page, text)
    reader = _new_member_page(page, base_url)
    _open_feed(reader)
    card = _card(reader, text)
    card.get_by_role("button", name="Like, 0 likes").click()
    expect(card.get_by_role("button", name="Like, 1 like")).to_have_attribute("aria-pressed", "true")
    reader.reload()
    card = _card(reader, text)
    # Saved, not only shown.
    expect(card.get_by_role("button", name="Like, 1 like")).to_have_attribute("aria-pressed", "true")
    card.get_by_role("button", name="Like, 1 like").click()
    expect(card.get_by_role("button", name="Like, 0 likes")).to_have_attribute("aria-pressed", "false")
    reader.reload()
    expect(_card(reader, text).get_by_role("button", name="Like, 0 likes")).to_have_attribute("aria-pressed", "false")
    reader.context.close()


def test_the_friends_scope_shows_friends_and_self_only(page: Page, base_url: str):
    _sign_up(page)
    friend = _new_member_page(page, base_url)
    stranger = _new_member_page(page, base_url)
    token = _token()
    for who, label in ((page, "mine"), (friend, "friend"), (stranger, "stranger")):
        _open_feed(who)
        _post_text(who, f"{label} {token}")
    asked = page.request.post("/api/friends/request", data={"addresseeId": _me(friend)["id"]})
    assert asked.status == 201, asked.text()
    answered = friend.request.post(
        "/api/friends/respond", data={"friendshipId": asked.json()["id"], "response": "accepted"}
    )
    assert answered.ok, answered.text()

    _open_feed(page)
    page.get_by_role("button", name="Friends", exact=True).click()
    expect(page.get_by_role("button", name="Friends", exact=True)).to_have_attribute("aria-pressed", "true")
    feed = page.get_by_role("feed", name="Posts from friends")
    expect(feed.get_by_test_id("post-card").filter(has_text=f"friend {token}")).to_have_count(1)
    expect(feed.get_by_test_id("post-card").filter(has_text=f"mine {token}")).to_have_count(1)
    expect(feed.get_by_test_id("post-card").filter(has_text=f"stranger {token}")).to_have_count(0)

    # A member without friends sees the empty state and can go back to the global feed.
    _open_feed(stranger)
    stranger.get_by_role("button", name="Friends", exact=True).click()
    expect(stranger.get_by_test_id("post-card").filter(has_text=f"stranger {token}")).to_have_count(1)
    loner = _new_member_page(page, base_url)
    _open_feed(loner)
    loner.get_by_role("button", name="Friends", exact=True).click()
    expect(loner.get_by_text("No posts from friends yet")).to_be_visible()
    loner.get_by_role("button", name="Switch to Global Feed").click()
    expect(loner.get_by_test_id("post-card").filter(has_text=f"stranger {token}")).to_have_count(1)
    for other in (friend, stranger, loner):
        other.context.close()


def test_script_onerror_and_javascript_links_in_a_post_show_as_text_and_run_nothing(page: Page, base_url: str):
    _sign_up(page)
    reader = _new_member_page(page, base_url)
    dialogs: list[str] = []
    reader.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    _open_feed(reader)
    _open_feed(page)
    token = _token()
    attack = (
        f"Hi {token} <script>window.__pwned = 'script'</script> "
        "<img src=x onerror=\"window.__pwned = 'onerror'\"> "
        "[click me](javascript:window.__pwned='link') <javascript:alert(1)>"
    )
    _post_text(page, attack)

    for viewer in (page, reader):
        card = _card(viewer, f"Hi {token}")
        expect(card).to_have_count(1)
        expect(card).to_contain_text("<script>window.__pwned = 'script'</script>")
        expect(card).to_contain_text("<img src=x onerror=\"window.__pwned = 'onerror'\">")
        expect(card).to_contain_text("[click me](javascript:window.__pwned='link')")
        assert card.locator("script, img[src='x'], [onerror]").count() == 0
        expect(card.locator("[data-rich-text] a")).to_have_count(0)  # the author link is the only one
        viewer.get_by_text("[click me](javascript:window.__pwned='link')").click()
        assert viewer.evaluate("window.__pwned") is None
    # The comments of a post are the same text component.
    card = _card(reader, f"Hi {token}")
    card.get_by_role("button", name=re.compile(r"^Comments")).click()
    reader.get_by_label("Add a comment").fill(
        "<img src=y onerror=\"window.__pwned = 'comment'\"> [x](javascript:alert(2))"
    )
    reader.get_by_role("button", name="Post Comment").click()
    expect(reader.get_by_label("Add a comment")).to_have_value("")  # posted: the box is cleared
    expect(card.get_by_role("paragraph").filter(has_text="<img src=y onerror=")).to_be_visible()
    assert card.locator("img[src='y']").count() == 0
    assert reader.evaluate("window.__pwned") is None
    assert dialogs == []
    reader.context.close()


def test_a_thread_body_renders_code_and_links_and_runs_no_html(page: Page):
    _sign_up(page)
    token = _token()
    body = (
        f"Body {token}: see https://docs.example.com and <img src=z onerror=\"window.__pwned = 'thread'\">"
        " <script>window.__pwned = 'script'</script> [x](javascript:window.__pwned='link')\n\n"
        '```rust\nfn main() { println!("hi"); }\n```'
    )
    created = page.request.post("/api/threads", data={"title": f"Rich text {token}", "body": body, "tags": []})
    assert created.status == 201, created.text()
    page.goto(f"/threads/{created.json()['id']}")
    shown = page.get_by_test_id("thread-body")
    expect(shown).to_contain_text("<img src=z onerror=")
    expect(shown).to_contain_text("<script>window.__pwned = 'script'</script>")
    expect(shown).to_contain_text("[x](javascript:window.__pwned='link')")
    expect(shown.get_by_role("link")).to_have_count(1)
    expect(shown.get_by_role("link")).to_have_attribute("href", "https://docs.example.com")
    expect(shown.locator("pre")).to_have_attribute("data-highlighted", "true")
    assert shown.locator("img, script").count() == 0
    assert page.evaluate("window.__pwned") is None


AXE = Path(__file__).resolve().parents[2] / "frontend" / "node_modules" / "axe-core" / "axe.min.js"


def _serious_axe_violations(page: Page) -> list[str]:
    """axe-core's serious and critical findings on the page (contrast included), as readable lines."""
    page.evaluate(AXE.read_text())  # through the DevTools protocol: the page's CSP does not apply
    results = page.evaluate("axe.run(document, {resultTypes: ['violations']})")
    return [
        f"{v['id']} ({v['impact']}) {node['target']}: {node.get('failureSummary', '')}"
        for v in results["violations"]
        if v["impact"] in ("serious", "critical")
        for node in v["nodes"][:3]
    ]


def test_the_feed_has_no_serious_accessibility_findings_in_either_theme(page: Page, base_url: str):
    _sign_up(page)
    _open_feed(page)
    token = _token()
    page.get_by_label("Share something with the community").fill(f"Axe check {token} #a11y https://example.com")
    page.get_by_role("button", name="Code snippet").click()
    page.get_by_label("Code snippet").fill("const answer = 42; // the answer\nconsole.log('hi', answer);")
    page.get_by_role("button", name="Post", exact=True).click()
    card = _card(page, f"Axe check {token}")
    # Code is highlighted once on screen; for a new member the getting-started box sits between
    # the composer and the posts, so the card is below the fold: scroll to it, as a member would.
    card.locator("pre").scroll_into_view_if_needed()
    expect(card.locator("pre")).to_have_attribute("data-highlighted", "true")
    card.get_by_role("button", name="Like, 0 likes").click()
    card.get_by_role("button", name=re.compile(r"^Comments")).click()
    expect(page.get_by_text("No comments yet. Be the first to comment!")).to_be_visible()
    for theme in ("dark", "light"):
        page.evaluate(f"localStorage.setItem('devnet-theme', '{theme}')")
        page.reload()
        card = _card(page, f"Axe check {token}")
        card.locator("pre").scroll_into_view_if_needed()
        expect(card.locator("pre")).to_have_attribute("data-highlighted", "true")
        expect(card.get_by_role("button", name="Like, 1 like")).to_have_attribute("aria-pressed", "true")
        found = _serious_axe_violations(page)
        assert not found, f"{theme}:\n" + "\n".join(found)


def test_on_a_phone_the_sidebar_does_not_shift_when_the_posts_come_after_it(page: Page):
    """Layout shift (docs/performance.md, Lighthouse): on one column the sidebar waits for the
    posts above it instead of being drawn and then pushed down by them."""
    _sign_up(page)
    _open_feed(page)
    token = _token()
    _post_text(page, f"Shift check {token}\n" + "\n".join(f"line {number}" for number in range(12)))
    page.set_viewport_size({"width": 412, "height": 823})
    page.add_init_script(
        "window.__shift = 0; new PerformanceObserver((list) => { for (const entry of list.getEntries())"
        " if (!entry.hadRecentInput) window.__shift += entry.value; })"
        ".observe({ type: 'layout-shift', buffered: true });"
    )

    def later(route):  # the posts answer after the sidebar's trending lists
        time.sleep(1)
        route.continue_()

    page.route("**/api/posts?*", later)
    _open_feed(page)
    expect(page.get_by_role("complementary", name="Feed sidebar")).to_be_attached()
    page.wait_for_timeout(1000)
    assert page.evaluate("window.__shift") < 0.05
