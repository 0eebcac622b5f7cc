"""Read-only mode in the browser (docs/operations.md, "Read-only mode"): `devnet maintenance read-only
on` shows a banner to a signed-in member at once (the live `maintenance` event) and to a visitor who
loads a page (/api/health), it is axe clean and fits a 320 px phone, writes are refused with the banner's reason, and
`off` takes the banner away again."""

from __future__ import annotations

import subprocess
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tests.e2e.conftest import serve_client
from tests.e2e.test_accounts import register
from tests.e2e.test_feed import _serious_axe_violations
from tests.e2e.test_fit import MEASURE
from tests.processes import DEVNET, ROOT, sqlite_env

PASSWORD = "Lovelace1815"
BANNER = "Read-only mode."


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A server of its own: read-only mode must not reach the other browser tests' server."""
    var = tmp_path_factory.mktemp("maintenance")
    server = serve_client(var)
    yield server.url, var
    server.stop()


def maintenance(var: Path, switch: str) -> None:
    done = subprocess.run(
        [*DEVNET, "maintenance", "read-only", switch, "--reason", "restoring a backup"],
        cwd=ROOT,
        env=sqlite_env(var),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr


def test_the_banner_comes_and_goes_with_read_only_mode(browser: Browser, site):
    url, var = site
    member = browser.new_context(base_url=url)
    member.set_default_timeout(15_000)
    page = member.new_page()
    token = uuid.uuid4().hex[:8]
    try:
        register(page, f"ada_{token}@example.com", f"ada_{token}", PASSWORD)
        page.goto("/feed")
        expect(page.get_by_role("heading", name="Feed")).to_be_visible()
        expect(page.get_by_text(BANNER)).to_have_count(0)

        maintenance(var, "on")
        # The open page hears it on the live channel: no reload.
        banner = page.get_by_test_id("maintenance-banner")
        expect(banner).to_be_visible()
        expect(banner).to_contain_text("You can read and sign in")
        # A write is refused with the same reason, in API.md's envelope.
        answer = page.request.post(f"{url}/api/posts", data={"content": "during maintenance"})
        assert answer.status == 503 and answer.headers["retry-after"] == "120"
        assert answer.json()["code"] == "read_only"
        # No serious accessibility finding on the page with it (contrast included).
        found = _serious_axe_violations(page)
        assert not found, "\n".join(found)
        # It fits a 320 px phone.
        page.set_viewport_size({"width": 320, "height": 700})
        page.wait_for_timeout(60)
        measured = page.evaluate(MEASURE)
        assert measured["scrollWidth"] <= measured["width"], measured
        box = banner.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 320

        # A visitor loading a page sees it too (from /api/health).
        visitor = browser.new_context(base_url=url)
        try:
            other = visitor.new_page()
            other.goto("/threads")
            expect(other.get_by_test_id("maintenance-banner")).to_be_visible()
        finally:
            visitor.close()
    finally:
        maintenance(var, "off")
    expect(page.get_by_test_id("maintenance-banner")).to_have_count(0)
    member.close()
