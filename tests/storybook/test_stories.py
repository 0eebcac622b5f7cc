"""Every story of the static Storybook renders in Chromium without errors and passes axe-core.

Builds the catalogue (`npm run build-storybook`, into frontend/storybook-static) unless it is newer
than every file it is built from, serves it on a free port, and opens each story's iframe in one
Chromium with a few pages at a time. A story fails on a page error, a console error (this includes
a request that fails, e.g. a story fetching from a server that is not there), Storybook's error
screen, an empty #storybook-root, or an axe-core violation of impact 'serious' or 'critical'.
The MDX docs pages (Design/*) are opened too. Set DEVNET_STORYBOOK_REBUILD=1 to force a build,
DEVNET_STORYBOOK_ONLY=id-prefix,... to check some stories only.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import subprocess
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.async_api import Page, async_playwright

from tests.e2e.conftest import CHROMIUM, CHROMIUM_ARGS

ROOT = Path(__file__).resolve().parents[2]
FRONTEND = ROOT / "frontend"
STATIC = FRONTEND / "storybook-static"
AXE = FRONTEND / "node_modules" / "axe-core" / "axe.min.js"
PAGES = int(os.environ.get("DEVNET_STORYBOOK_PAGES", "3"))
FAILING_IMPACTS = ("serious", "critical")
# The same part of the page the Accessibility panel checks: the story, not Storybook's own chrome.
AXE_CONTEXT = {"include": ["body"], "exclude": [[".sb-wrapper"], ["#storybook-highlights-root"]]}
DOCS_AXE_CONTEXT = {"include": [[".sbdocs-content"]]}
# Storybook's own a11y addon runs axe after each story too; two runs at once collide, so it is
# switched off through the URL and this test runs the one check.
URL_GLOBALS = "a11y.manual:!true"
# Each story is checked in these themes (the toolbar's switch); DEVNET_STORYBOOK_THEMES=dark for speed.
THEMES = os.environ.get("DEVNET_STORYBOOK_THEMES", "dark,light").split(",")


def _newest_source_mtime() -> float:
    newest = 0.0
    for top in (FRONTEND / "src", ROOT / "storybook"):
        for folder, _dirs, files in os.walk(top):
            newest = max(newest, os.stat(folder).st_mtime)  # a deleted file changes its folder
            for name in files:
                newest = max(newest, os.stat(os.path.join(folder, name)).st_mtime)
    for name in ("package.json", "package-lock.json", "babel.config.js"):
        newest = max(newest, (FRONTEND / name).stat().st_mtime)
    return newest


@pytest.fixture(scope="module")
def catalogue() -> Path:
    index = STATIC / "index.json"
    fresh = index.is_file() and index.stat().st_mtime > _newest_source_mtime()
    if os.environ.get("DEVNET_STORYBOOK_REBUILD") or not fresh:
        result = subprocess.run(
            ["npm", "--prefix", str(FRONTEND), "run", "build-storybook"], cwd=ROOT, capture_output=True, text=True
        )
        if result.returncode != 0:
            pytest.fail(
                f"npm run build-storybook failed:\n{result.stdout[-4000:]}\n{result.stderr[-4000:]}", pytrace=False
            )
    return STATIC


@pytest.fixture(scope="module")
def storybook_url(catalogue: Path) -> str:
    class Quiet(SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(catalogue)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _entries(catalogue: Path) -> list[dict]:
    entries = json.loads((catalogue / "index.json").read_text())["entries"].values()
    stories = [entry for entry in entries if entry["type"] == "story"]
    mdx_pages = [entry for entry in entries if entry["type"] == "docs" and "unattached-mdx" in entry["tags"]]
    chosen = sorted(stories, key=lambda e: e["id"]) + sorted(mdx_pages, key=lambda e: e["id"])
    only = os.environ.get("DEVNET_STORYBOOK_ONLY")  # comma-separated id prefixes, for a quick look
    if only:
        chosen = [entry for entry in chosen if entry["id"].startswith(tuple(only.split(",")))]
    assert chosen, f"no story or docs page matches DEVNET_STORYBOOK_ONLY={only!r}"
    return chosen


# Resolves once Storybook has finished the story (or failed it): its render phase, the globals the
# story pins (a viewport), and the text of Storybook's error screen.
WAIT_FOR_STORY = """() => {
  const preview = window.__STORYBOOK_PREVIEW__;
  const render = preview && preview.currentRender;
  const body = document.body.classList;
  if (body.contains('sb-show-errordisplay')) return true;
  if (!render) return false;
  if (!render.story) {
    return body.contains('sb-show-main') && !!document.querySelector('#storybook-docs .sbdocs-content');
  }
  return ['completed', 'afterEach', 'finished', 'aborted', 'errored'].includes(render.phase);
}"""

STORY_STATE = """() => {
  const render = window.__STORYBOOK_PREVIEW__.currentRender;
  const root = document.getElementById('storybook-root');
  return {
    error: document.body.classList.contains('sb-show-errordisplay')
      ? (document.getElementById('error-message')?.innerText || 'Storybook error screen') : null,
    phase: render && render.phase,
    // Empty: no text and nothing drawn. (The app's providers always add the empty toast region.)
    // A modal dialog is drawn in a portal on <body>, outside the root: it counts as content.
    rootEmpty: render && render.story
      ? !root || (!root.innerText.trim()
        && !root.querySelector('img, svg, canvas, video, iframe, input, textarea, select, button, [role="img"]')
        && !(document.querySelector('[role="dialog"]')?.innerText || '').trim())
      : false,
    viewport: (() => {  // the size of the viewport the story pins, from the viewport options
      const story = render && render.story;
      const name = story && story.storyGlobals && story.storyGlobals.viewport && story.storyGlobals.viewport.value;
      const option = name && story.parameters.viewport && story.parameters.viewport.options[name];
      return option ? { width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) } : null;
    })(),
  };
}"""

SWITCH_THEME = """(theme) => window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateGlobals', { globals: { theme } })"""

# The story has re-rendered in the theme: the global style has repainted the page (its background
# is no longer the previous theme's) and Storybook
# has finished the render.
WAIT_FOR_THEME = """([theme, before]) => {
  const preview = window.__STORYBOOK_PREVIEW__;
  const render = preview.currentRender;
  if (document.body.classList.contains('sb-show-errordisplay')) return true;
  const painted = getComputedStyle(document.body).backgroundColor !== before;
  return preview.storyStoreValue.userGlobals.get().theme === theme && painted
    && ['completed', 'afterEach', 'finished', 'aborted', 'errored'].includes(render.phase);
}"""

AXE_RUN = """async (context) => {
  window.axe.reset();
  const result = await window.axe.run(context, { resultTypes: ['violations'] });
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    targets: v.nodes.slice(0, 3).map((n) => {
      const data = (n.any[0] && n.any[0].data) || {};
      const colours = data.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
      return `${n.target.join(' ')} "${(n.html || '').slice(0, 80)}"${colours}`;
    }),
  }));
}"""


async def _settle(page: Page, inflight: set) -> None:
    """Lazy chunks (avatar styles) and SWR answers arrive after the first render: wait until no
    request has been open for a short while (at most a few seconds), then for one more frame."""
    deadline = time.monotonic() + 5
    quiet_since = time.monotonic()
    while time.monotonic() < deadline:
        if inflight:
            quiet_since = time.monotonic()
        elif time.monotonic() - quiet_since > 0.15:
            break
        await asyncio.sleep(0.03)
    await page.evaluate("() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)))")


async def _check(page: Page, base: str, entry: dict, axe_source: str) -> list[str]:
    problems: list[str] = []

    def on_page_error(error) -> None:
        problems.append(f"page error: {error}")

    def on_console(msg) -> None:
        if msg.type == "error" and not msg.text.startswith("Failed to load resource"):
            problems.append(f"console error: {msg.text}")

    # A story must not need a server: any request that fails or is answered 4xx/5xx is named.
    def on_response(response) -> None:
        if response.status >= 400:
            problems.append(f"HTTP {response.status} for {response.request.method} {response.url.removeprefix(base)}")

    def on_request_failed(request) -> None:
        problems.append(f"request failed: {request.method} {request.url.removeprefix(base)} ({request.failure})")

    inflight: set = set()

    # Playwright marks each handler it is given, so these are functions, not bound set methods.
    def on_request(request) -> None:
        inflight.add(request)

    def on_request_done(request) -> None:
        inflight.discard(request)

    page.on("pageerror", on_page_error)
    page.on("console", on_console)
    page.on("response", on_response)
    page.on("requestfailed", on_request_failed)
    page.on("request", on_request)
    page.on("requestfinished", on_request_done)
    page.on("requestfailed", on_request_done)
    await page.set_viewport_size({"width": 1280, "height": 800})
    view_mode = "docs" if entry["type"] == "docs" else "story"
    # Docs pages are checked in the first theme; a story in each theme, switched in place like the
    # toolbar does (no second page load).
    themes = THEMES[:1] if view_mode == "docs" else THEMES
    theme = themes[0]
    try:
        await page.goto(f"{base}/iframe.html?id={entry['id']}&viewMode={view_mode}&globals={URL_GLOBALS};theme:{theme}")
        await page.wait_for_function(WAIT_FOR_STORY, timeout=20_000, polling=50)
        state = await page.evaluate(STORY_STATE)
        if state["viewport"]:
            await page.set_viewport_size(state["viewport"])
        await page.evaluate(axe_source)
        for theme in themes:
            if theme != themes[0]:
                before = await page.evaluate("() => getComputedStyle(document.body).backgroundColor")
                await page.evaluate(SWITCH_THEME, theme)
                await page.wait_for_function(WAIT_FOR_THEME, arg=[theme, before], timeout=20_000, polling=20)
            await _settle(page, inflight)
            state = await page.evaluate(STORY_STATE)
            if state["error"]:
                problems.append(f"[{theme}] Storybook error screen: {state['error'][:500]}")
            if state["phase"] in ("errored", "aborted"):
                problems.append(f"[{theme}] render {state['phase']}")
            if state["rootEmpty"]:
                problems.append(f"[{theme}] #storybook-root is empty")
            context = DOCS_AXE_CONTEXT if view_mode == "docs" else AXE_CONTEXT
            for violation in await page.evaluate(AXE_RUN, context):
                if violation["impact"] in FAILING_IMPACTS:
                    problems.append(
                        f"[{theme}] axe {violation['impact']} {violation['id']}: {violation['help']} "
                        f"at {violation['targets']}"
                    )
    except Exception as error:
        problems.append(f"[{theme}] {type(error).__name__}: {str(error).splitlines()[0]}")
    finally:
        page.remove_listener("pageerror", on_page_error)
        page.remove_listener("console", on_console)
        page.remove_listener("response", on_response)
        page.remove_listener("requestfailed", on_request_failed)
        page.remove_listener("request", on_request)
        page.remove_listener("requestfinished", on_request_done)
        page.remove_listener("requestfailed", on_request_done)
    return problems


async def _check_all(base: str, entries: list[dict]) -> dict[str, list[str]]:
    axe_source = AXE.read_text()
    queue: asyncio.Queue[dict] = asyncio.Queue()
    for entry in entries:
        queue.put_nowait(entry)
    failures: dict[str, list[str]] = {}
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = await browser.new_context()
        context.set_default_timeout(20_000)

        async def worker() -> None:
            page = await context.new_page()
            while not queue.empty():
                entry = queue.get_nowait()
                problems = await _check(page, base, entry, axe_source)
                problems = list(dict.fromkeys(problems))  # a repeated console error once
                if problems:
                    failures[f"{entry['title']} / {entry['name']} ({entry['id']})"] = problems
            await page.close()

        await asyncio.gather(*(worker() for _ in range(PAGES)))
        await browser.close()
    return failures


def test_every_story_renders_and_passes_axe(storybook_url: str, catalogue: Path) -> None:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make chromium` installs Debian's Chromium", pytrace=False)
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: run `make install` (axe-core comes with @storybook/addon-a11y)", pytrace=False)
    entries = _entries(catalogue)
    assert len(entries) > 100 or os.environ.get("DEVNET_STORYBOOK_ONLY"), f"only {len(entries)} stories"
    started = time.monotonic()
    failures = asyncio.run(_check_all(storybook_url, entries))
    stories = sum(entry["type"] == "story" for entry in entries)
    print(
        f"\nStorybook: checked {stories} stories and {len(entries) - stories} docs pages in Chromium, "
        f"in the {' and '.join(THEMES)} theme{'s' if len(THEMES) > 1 else ''}, "
        f"in {time.monotonic() - started:.0f}s; {len(failures)} failed"
    )
    report = "\n".join(f"{name}:\n  " + "\n  ".join(problems) for name, problems in sorted(failures.items()))
    assert not failures, f"{len(failures)} of {len(entries)} stories failed:\n{report}"
