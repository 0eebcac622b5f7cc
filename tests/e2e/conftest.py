"""Browser tests: one real `devnet serve` (built client, fresh SQLite) and one Chromium for the session."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("DEVNET_CHROMIUM", "/usr/bin/chromium")
# Without these, Chromium reaches for Google's services and this machine's closed network refuses them.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def e2e_var(tmp_path_factory) -> Path:
    """The server's DEVNET_VAR_DIR: its database, and its outbox (var/outbox) where mail goes."""
    return tmp_path_factory.mktemp("e2e-var")


@pytest.fixture(scope="session")
def base_url(e2e_var: Path) -> str:
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        pytest.fail("The web client is not built: run `make build` first", pytrace=False)
    var = e2e_var
    port = _free_port()
    env = {**os.environ, "DEVNET_VAR_DIR": str(var), "DEVNET_DATABASE_URL": f"sqlite://{var}/devnet.sqlite3",
           "DEVNET_FRONTEND_DIR": str(ROOT / "frontend" / "dist"), "DEVNET_ADDRESS_LIMIT_FACTOR": "100",
           # Browser tests write more than a member could in an hour (a list of 60 threads to page through).
           "DEVNET_RATE_LIMITS": "thread=1000/3600,post=1000/3600"}
    env.pop("DEVNET_REDIS_URL", None)
    devnet = [sys.executable, "-m", "devnet_cli"]
    subprocess.run([*devnet, "db", "upgrade"], env=env, cwd=ROOT, check=True, capture_output=True)
    log = open(var / "server.log", "w")
    server = subprocess.Popen([*devnet, "serve", "--port", str(port)], env=env, cwd=ROOT, stdout=log,
                              stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(url + "/api/health", timeout=2):
                break
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                server.kill()
                pytest.fail("devnet serve did not start:\n" + (var / "server.log").read_text(), pytrace=False)
            time.sleep(0.2)
    yield url
    server.terminate()
    server.wait(timeout=15)
    log.close()


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
