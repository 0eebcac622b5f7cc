"""Screenshots of the reworked screens at 390 and 1366 px, signed in and out, into docs/screens/.

    .venv/bin/python scripts/phone_screens.py   (after `make build`)

It starts its own `devnet serve` (fresh SQLite in a temporary folder), makes a member with a thread
and a feed post carrying a 300-character code line, and another member to visit who answers the
thread (a reply and a like follow) and sends a message, then photographs
the window (not the whole page: each PNG stays well under 200 KB). docs/frontend.md links them.
"""

from __future__ import annotations

import contextlib
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS, serve_client  # noqa: E402
from tests.e2e.test_fit import LONG_LINE, LONG_WORD  # noqa: E402

OUT = ROOT / "docs" / "screens"
PASSWORD = "Lovelace1815"
MAX_BYTES = 190_000


def register(page, token: str, name: str) -> int:
    page.goto("/register")
    page.get_by_label("Email").fill(f"{name}{token}@example.com")
    page.get_by_label("Username").fill(f"{name}_{token}")
    page.get_by_label("Password", exact=True).fill(PASSWORD)
    page.get_by_label("I agree to the", exact=False).check()
    page.get_by_role("button", name="Create account").click()
    page.wait_for_url("**/subscribe")
    return page.request.get("/api/auth/me").json()["id"]


def shoot(page, path: str, name: str, *, width: int, before=None) -> None:
    page.set_viewport_size({"width": width, "height": 844 if width < 500 else 900})
    page.goto(path)
    with contextlib.suppress(Exception):
        page.wait_for_load_state("networkidle", timeout=4_000)
    if before:
        before(page)
    page.wait_for_timeout(400)
    target = OUT / f"{name}-{width}.png"
    page.screenshot(path=str(target))
    if target.stat().st_size > MAX_BYTES:  # a gradient (the landing hero) compresses badly: 256 colours
        from PIL import Image

        Image.open(target).convert("RGB").quantize(colors=256).save(target, optimize=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as var, sync_playwright() as playwright:
        server = serve_client(Path(var))
        try:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            token = uuid.uuid4().hex[:6]
            other = browser.new_context(base_url=server.url).new_page()
            other_id = register(other, token, "grace")
            other.request.patch("/api/auth/profile", data={"displayName": "Grace Hopper", "bio": "Compilers."})

            context = browser.new_context(base_url=server.url)
            page = context.new_page()
            register(page, token, "ada")
            code = f"```js\n{LONG_LINE}\n```"
            thread = page.request.post(
                "/api/threads",
                data={
                    "title": "Why does my long line of code not fit on a phone?",
                    "body": f"Some **bold** words and a link {LONG_WORD}\n\n{code}\n\nThe rest of the question.",
                    "tags": ["css", "mobile", "layout"],
                },
            ).json()
            page.request.post("/api/posts", data={"content": f"Code on the go:\n{code}", "mediaUrls": [], "tags": []})
            # A conversation under the thread: Grace answers, Ada replies to her and Grace likes it.
            comments = f"/api/threads/{thread['id']}/comments"
            first = other.request.post(comments, data={"body": "Give the `pre` its own `overflow-x: auto`."}).json()
            reply = page.request.post(comments, data={"body": "That did it, thanks!", "parentId": first["id"]}).json()
            other.request.post(f"/api/comments/{reply['id']}/like")
            other.request.post(
                "/api/messages",
                data={
                    "toUserId": page.request.get("/api/auth/me").json()["id"],
                    "message": "Saw your thread: want to pair on it?",
                },
            )
            # Friends (the profile offers Message and a Remove Friend that asks first), a long
            # conversation (it opens at the newest message), a tagged post (its tag's page).
            ada_id = page.request.get("/api/auth/me").json()["id"]
            asked = page.request.post("/api/friends/request", data={"addresseeId": other_id}).json()
            other.request.patch(f"/api/friends/respond/{asked['id']}", data={"response": "accepted"})
            for number in range(14):
                sender, to = (other, ada_id) if number % 2 else (page, other_id)
                sender.request.post("/api/messages", data={"toUserId": to, "message": f"Message {number + 1} of 14"})
            page.request.post(
                "/api/posts", data={"content": "Shipping a tiny #css grid helper today", "mediaUrls": [], "tags": []}
            )
            png = Path(var) / "garden.png"
            from PIL import Image

            Image.new("RGB", (64, 48), (99, 102, 241)).save(png)

            for width in (390, 1366):
                shoot(page, "/dashboard", "dashboard-checklist", width=width)
                shoot(page, "/feed", "feed", width=width)
                shoot(page, f"/threads/{thread['id']}", "thread", width=width)
                shoot(
                    page,
                    f"/threads/{thread['id']}",
                    "thread-comments",
                    width=width,
                    before=lambda p: p.get_by_role("heading", name="Comments (2)").evaluate(
                        "heading => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80)"
                    ),
                )
                shoot(page, f"/profile/{other_id}", "profile", width=width)
                shoot(page, "/settings", "settings", width=width)
                shoot(page, "/threads", "threads", width=width)
                # A page loaded by its address opens at the top (app/scrollPlace.js): no scrolling here.
                shoot(page, f"/messages/{other_id}", "messages", width=width)
                shoot(
                    page,
                    "/threads/new",
                    "editor-preview",
                    width=width,
                    before=lambda p: (
                        p.get_by_label("Title").fill("How do I keep a draft?"),
                        p.get_by_label("Content").fill(
                            "Some **bold** words, a `code` span and a list:\n\n- one\n- two"
                        ),
                        p.get_by_role("tab", name="Preview").click(),
                    ),
                )
                shoot(page, "/messages", "inbox", width=width)
                shoot(
                    page,
                    "/settings",
                    "settings-mail",
                    width=width,
                    before=lambda p: p.get_by_role("heading", name="Email", exact=True).evaluate(
                        "heading => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80)"
                    ),
                )
                shoot(
                    page,
                    "/projects/new",
                    "project-image-alt",
                    width=width,
                    before=lambda p: (
                        p.get_by_label("Images").set_input_files([str(png)]),
                        p.get_by_label("Alt text of image 1").fill("An indigo square of pixel flowers"),
                        p.get_by_label("Alt text of image 1").scroll_into_view_if_needed(),
                    ),
                )
            for width in (390, 1366):
                shoot(page, "/tags/css", "tag", width=width)
                shoot(
                    page,
                    f"/profile/{other_id}",
                    "profile-remove-friend",
                    width=width,
                    before=lambda p: p.get_by_role("button", name="Remove Friend").click(),
                )
            shoot(
                page,
                "/feed",
                "header-search-open",
                width=390,
                before=lambda p: p.get_by_role("button", name="Search", exact=True).click(),
            )
            shoot(
                page,
                "/feed",
                "header-menu-open",
                width=390,
                before=lambda p: p.get_by_role("button", name="Toggle menu").click(),
            )

            visitor = browser.new_context(base_url=server.url).new_page()
            for width in (390, 1366):
                shoot(visitor, "/", "signed-out-landing", width=width)
                shoot(
                    visitor,
                    "/",
                    "signed-out-landing-live",
                    width=width,
                    before=lambda p: p.get_by_role("heading", name="Happening on DevNet").evaluate(
                        "heading => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80)"
                    ),
                )
                shoot(visitor, "/tags/css", "signed-out-tag", width=width)
                shoot(visitor, f"/threads/{thread['id']}", "signed-out-thread", width=width)
                # A mail's links, opened signed out: a confirmation link and an unsubscribe link
                # that are no longer good say so (docs/mail.md).
                shoot(visitor, "/verify-email?token=expired", "signed-out-verify-email", width=width)
                shoot(visitor, "/unsubscribe/1.mention.expired", "signed-out-unsubscribe", width=width)
            shoot(
                visitor,
                "/",
                "signed-out-header-menu-open",
                width=390,
                before=lambda p: p.get_by_role("button", name="Toggle menu").click(),
            )
            browser.close()
        finally:
            server.stop()
    for png in sorted(OUT.glob("*.png")):
        print(f"{png.relative_to(ROOT)}: {png.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
