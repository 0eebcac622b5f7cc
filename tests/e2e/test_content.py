"""Discussions and the portfolio through the real pages: threads, votes, projects with images."""

from __future__ import annotations

import re
import struct
import uuid
import zlib
from pathlib import Path

from playwright.sync_api import Browser, Page, expect

from tests.e2e.test_accounts import register

PASSWORD = "Lovelace1815"


def _token() -> str:
    """Lower-case and short: tags are stored lower-cased, usernames are at most 30 characters."""
    return uuid.uuid4().hex[:10]


def _sign_up(page: Page) -> str:
    token = _token()
    register(page, f"ada{token}@example.com", f"ada_{token}", PASSWORD)
    return f"ada_{token}"


def _new_member_page(page: Page, base_url: str) -> Page:
    """Another person: a fresh browser context (own cookies) with a newly registered member."""
    browser: Browser = page.context.browser
    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    other = context.new_page()
    _sign_up(other)
    return other


def _png(path: Path, rgb: tuple[int, int, int], size: int = 8) -> Path:
    """A real, tiny RGB PNG (the server checks the bytes), written without any imaging library."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    rows = b"".join(b"\x00" + bytes(rgb) * size for _ in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
    )
    return path


def _create_thread(page: Page, title: str, tags: str) -> str:
    """Creates a thread through the form; answers its path (/threads/{id})."""
    page.goto("/threads/new")
    expect(page.get_by_role("navigation", name="Breadcrumb")).to_be_visible()
    page.get_by_label("Title").fill(title)
    page.get_by_label("Content").fill("What helped you most when you learned about lifetimes and borrowing?")
    page.get_by_label("Tags").fill(tags)
    page.get_by_role("button", name="Create Thread").click()
    expect(page).to_have_url(re.compile(r"/threads$"))
    expect(page.get_by_text("Thread created!")).to_be_visible()
    page.get_by_role("searchbox", name="Search discussions").fill(title)
    # In the list itself: until the search lands, 'Your new thread' shows the same card on top.
    link = page.get_by_role("list", name="Threads").get_by_role("link", name=title, exact=True)
    expect(link).to_have_count(1)
    return link.get_attribute("href")


def _create_project(page: Page, title: str, images: list[Path] = ()) -> str:
    """Creates a project through the form; answers its path (/projects/{id})."""
    page.goto("/projects/new")
    page.get_by_label("Title").fill(title)
    page.get_by_label("Description").fill("A garden that grows one pixel flower for every commit you push.")
    page.get_by_label("Tags").fill(" canvas, , generative ")
    page.get_by_label("Demo URL").fill("https://garden.example.com")
    if images:
        page.get_by_label("Images").set_input_files([str(path) for path in images])
        expect(page.get_by_role("img", name=re.compile(r"^Image \d$"))).to_have_count(len(images))
    page.get_by_role("button", name="Create Project").click()
    expect(page).to_have_url(re.compile(r"/projects/\d+$"))
    expect(page.get_by_text("Project Created")).to_be_visible()
    return re.search(r"/projects/\d+$", page.url).group(0)


def test_a_new_thread_is_found_by_search_and_by_its_tag_chip(page: Page):
    _sign_up(page)
    token = _token()
    title = f"Borrow checker tips {token}"
    path = _create_thread(page, title, f"rust, , topic{token} ,")

    # Found by search: the query lands in the URL, so the filtered list can be linked.
    expect(page).to_have_url(re.compile(r"/threads\?searchQuery=Borrow"))
    expect(page.get_by_role("list", name="Threads").get_by_role("article")).to_have_count(1)

    # Found by its tag chip (tags are trimmed and empty entries dropped).
    page.goto("/threads")
    chips = page.get_by_role("group", name="Filter by tag")
    expect(chips.get_by_role("button", name="All")).to_be_visible()
    if chips.get_by_role("button", name=re.compile(r"^More tags")).count():  # past eight tags the rest fold
        chips.get_by_role("button", name=re.compile(r"^More tags")).click()
    chips.get_by_role("button", name=f"topic{token}").click()
    expect(page).to_have_url(re.compile(rf"/threads\?tag=topic{token}$"))
    expect(page.get_by_role("list", name="Threads").get_by_role("article")).to_have_count(1)
    card = page.get_by_role("article", name=title)
    expect(card.get_by_role("link", name="rust")).to_be_visible()
    expect(card.get_by_role("link", name=f"topic{token}")).to_be_visible()

    # The thread page shows it, and its comments take a new one (trimmed).
    card.get_by_role("link", name=title).click()
    expect(page).to_have_url(re.compile(re.escape(path) + "$"))
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page).to_have_title(f"{title} | DevNet - Developer Social Network")
    page.get_by_label("Add a comment").fill("   Start with the Rustonomicon chapter on lifetimes.   ")
    page.get_by_role("button", name="Post Comment").click()
    expect(page.get_by_text("Comment posted")).to_be_visible()
    expect(page.get_by_text("Start with the Rustonomicon chapter on lifetimes.", exact=True)).to_be_visible()
    expect(page.get_by_role("heading", name="Comments (1)")).to_be_visible()


def test_five_upvotes_from_five_members_make_a_hot_talk(page: Page, base_url: str):
    _sign_up(page)
    title = f"Tabs or spaces {_token()}"
    path = _create_thread(page, title, "style")

    page.goto(path)
    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(page.get_by_text("HOT TALK")).to_have_count(0)

    for n in range(1, 6):
        voter = _new_member_page(page, base_url)
        voter.goto(path)
        votes = voter.get_by_role("group", name="Thread votes")
        expect(votes.get_by_test_id("score")).to_have_text(str(n - 1))
        voter.get_by_role("button", name="Upvote").click()
        expect(votes.get_by_test_id("score")).to_have_text(str(n))
        expect(voter.get_by_role("button", name="Upvote")).to_have_attribute("aria-pressed", "true")
        expect(voter.get_by_text("Thread upvoted")).to_be_visible()
        expect(voter.get_by_text("HOT TALK")).to_have_count(1 if n >= 5 else 0)
        voter.context.close()

    page.goto("/threads?sortBy=latest")
    card = page.get_by_role("article", name=title)
    expect(card.get_by_text("HOT TALK")).to_be_visible()
    expect(card.get_by_test_id("score")).to_have_text("5")

    # A second click on the same vote removes it again (the toggle's DELETE).
    page.goto(path)
    page.get_by_role("button", name="Upvote").click()
    expect(page.get_by_role("group", name="Thread votes").get_by_test_id("score")).to_have_text("6")
    page.get_by_role("button", name="Upvote").click()
    expect(page.get_by_role("group", name="Thread votes").get_by_test_id("score")).to_have_text("5")
    expect(page.get_by_role("button", name="Upvote")).to_have_attribute("aria-pressed", "false")


def test_a_project_with_two_uploaded_images_and_an_edited_title(page: Page, tmp_path: Path):
    _sign_up(page)
    title = f"Pixel Garden {_token()}"
    images = [_png(tmp_path / "cover.png", (99, 102, 241)), _png(tmp_path / "screen.png", (34, 211, 238))]
    path = _create_project(page, title, images)

    expect(page.get_by_role("heading", level=1, name=title)).to_be_visible()
    cover = page.get_by_role("img", name=f"{title} cover")
    expect(cover).to_have_attribute("src", re.compile(r"^/media/[0-9a-f]+\.png$"))
    cover_src = cover.get_attribute("src")
    shots = page.get_by_role("img", name=re.compile("screenshot"))
    expect(shots).to_have_count(1)
    expect(shots).to_have_attribute("src", re.compile(r"^/media/[0-9a-f]+\.png$"))
    assert page.evaluate("src => fetch(src).then(r => r.status)", cover_src) == 200
    demo = page.get_by_role("link", name="Live Demo")
    expect(demo).to_have_attribute("href", "https://garden.example.com")
    expect(demo).to_have_attribute("rel", "noopener noreferrer")
    expect(page.get_by_role("link", name="canvas")).to_be_visible()
    expect(page.get_by_role("link", name="generative")).to_be_visible()

    # The owner edits the title; the stored images go back unchanged.
    page.get_by_role("link", name="Edit", exact=True).click()
    expect(page).to_have_url(re.compile(re.escape(path) + "/edit$"))
    field = page.get_by_label("Title")
    expect(field).to_have_value(title)
    expect(page.get_by_role("img", name=re.compile(r"^Image \d$"))).to_have_count(2)
    field.fill(f"{title} v2")
    page.get_by_role("button", name="Update Project").click()
    expect(page).to_have_url(re.compile(re.escape(path) + "$"))
    expect(page.get_by_text("Project Updated")).to_be_visible()
    expect(page.get_by_role("heading", level=1, name=f"{title} v2")).to_be_visible()
    expect(page.get_by_role("img", name=re.compile("screenshot"))).to_have_count(1)

    # The portfolio shows the new title with the first image as its preview.
    page.goto("/projects")
    card = page.get_by_role("article", name=f"{title} v2")
    expect(card.get_by_role("img", name=f"{title} v2 preview")).to_have_attribute("src", cover_src)
    card.get_by_role("checkbox", name=f"Select {title} v2").check()
    expect(card).to_have_attribute("data-selected", "true")


def test_an_uploaded_image_keeps_the_alt_text_given_with_it_and_its_owner_edits_it(page: Page, tmp_path: Path):
    _sign_up(page)
    title = f"Alt Garden {_token()}"
    page.goto("/projects/new")
    page.get_by_label("Title").fill(title)
    page.get_by_label("Description").fill("A garden that grows one pixel flower for every commit you push.")
    page.get_by_label("Images").set_input_files([str(_png(tmp_path / "cover.png", (99, 102, 241)))])
    page.get_by_label("Alt text of image 1").fill("An indigo square of pixel flowers")
    page.get_by_role("button", name="Create Project").click()
    expect(page).to_have_url(re.compile(r"/projects/\d+$"))
    path = re.search(r"/projects/\d+$", page.url).group(0)

    # The page and the portfolio's card show the picture with the words given for it.
    cover = page.locator('[data-testid="cover-image"] img')
    expect(cover).to_have_attribute("alt", "An indigo square of pixel flowers")
    expect(cover).to_have_attribute("src", re.compile(r"^/media/[0-9a-f]+\.png$"))
    page.goto("/projects")
    card = page.get_by_role("article", name=title)
    expect(card.get_by_role("img", name="An indigo square of pixel flowers")).to_be_visible()

    # The owner changes it on the edit form; without one the title speaks for the image.
    page.goto(path + "/edit")
    alt = page.get_by_label("Alt text of image 1")
    expect(alt).to_have_value("An indigo square of pixel flowers")
    alt.fill("")
    page.get_by_role("button", name="Update Project").click()
    expect(page.get_by_text("Project Updated")).to_be_visible()
    expect(page.locator('[data-testid="cover-image"] img')).to_have_attribute("alt", f"{title} cover")


def test_only_the_owner_may_edit_and_the_owner_may_not_vote(page: Page, base_url: str):
    _sign_up(page)
    title = f"Terminal Budget {_token()}"
    path = _create_project(page, title)

    other = _new_member_page(page, base_url)
    other.goto(path)
    expect(other.get_by_role("heading", level=1, name=title)).to_be_visible()
    expect(other.get_by_role("link", name="Edit", exact=True)).to_have_count(0)
    other.get_by_role("button", name="Upvote").click()
    expect(other.get_by_role("group", name="Project votes").get_by_test_id("score")).to_have_text("1")
    other.goto(path + "/edit")
    expect(other.get_by_role("heading", name="Access Denied")).to_be_visible()
    other.get_by_role("link", name="View Project").click()
    expect(other).to_have_url(re.compile(re.escape(path) + "$"))
    other.context.close()

    page.goto(path)
    expect(page.get_by_role("link", name="Edit", exact=True)).to_be_visible()
    votes = page.get_by_role("group", name="Project votes")
    expect(votes.get_by_test_id("score")).to_have_text("1")
    page.get_by_role("button", name="Upvote").click()
    toast = page.get_by_role("alert").filter(has_text="Cannot Vote")
    expect(toast).to_be_visible()
    expect(toast).to_contain_text("You cannot vote on your own project.")
    expect(votes.get_by_test_id("score")).to_have_text("1")


def test_visitors_get_login_prompts(page: Page):
    page.goto("/projects/new")
    expect(page.get_by_role("heading", name="Login Required")).to_be_visible()
    expect(page.get_by_role("link", name="Login", exact=True)).to_have_attribute("href", re.compile(r"^/auth/login"))
    page.goto("/threads/abc")
    expect(page.get_by_role("heading", name="Invalid Thread ID")).to_be_visible()
    page.goto("/threads/999999")
    expect(page.get_by_role("heading", name="Thread Not Found")).to_be_visible()
    page.goto("/projects/999999")
    expect(page.get_by_role("heading", name="Project Not Found")).to_be_visible()
    page.goto("/threads")
    expect(page.get_by_role("heading", level=1, name="Discussions")).to_be_visible()
    expect(page).to_have_title("Discussions | DevNet - Developer Social Network")
