"""Browser tests: one real `devnet serve` (built client, fresh SQLite) and one Chromium for the session."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.processes import ROOT, DevnetServer, sqlite_env

CHROMIUM = os.environ.get("DEVNET_CHROMIUM", "/usr/bin/chromium")
# Without these, Chromium reaches for Google's services and this machine's closed network refuses them.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def e2e_var(tmp_path_factory) -> Path:
    """The server's DEVNET_VAR_DIR: its database, and its outbox (var/outbox) where mail goes."""
    return tmp_path_factory.mktemp("e2e-var")


def serve_client(var: Path, **extra: str) -> DevnetServer:
    """A started `devnet serve` of the built client keeping its SQLite database (unless ``extra``
    names another) and its outbox under ``var``, with limits a browser suite can live with."""
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        pytest.fail("The web client is not built: run `make build` first", pytrace=False)
    env = sqlite_env(
        var,
        DEVNET_FRONTEND_DIR=str(ROOT / "frontend" / "dist"),
        DEVNET_ADDRESS_LIMIT_FACTOR="100",
        # Browser tests write more than a member could in an hour (a list of 60 threads to page through).
        DEVNET_RATE_LIMITS="thread=1000/3600,post=1000/3600",
        **extra,
    )
    server = DevnetServer(var, env)
    try:
        return server.start()
    except RuntimeError as exc:
        pytest.fail(str(exc), pytrace=False)


@pytest.fixture(scope="session")
def base_url(e2e_var: Path) -> str:
    server = serve_client(e2e_var)
    yield server.url
    server.stop()


@pytest.fixture(scope="session")
def browser() -> Browser:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make chromium` installs Debian's Chromium", pytrace=False)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture
def page(browser: Browser, base_url: str) -> Page:
    """A fresh browser context (no cookies, no storage) per test."""
    context = browser.new_context(base_url=base_url)
    context.set_default_timeout(15_000)
    page = context.new_page()
    yield page
    context.close()
