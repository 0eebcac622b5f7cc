"""Cross-site scripting (issue 19 item 7): every hostile payload in xss_payloads.txt (after OWASP's XSS filter
evasion cheat sheet) is written, through the API, wherever a member's text reaches a page: thread titles, bodies and
comments, feed posts (text, code and link boxes), projects (title, description, demo and code links, comments),
profiles (display name, bio, avatar seed) and direct messages (subject and text). Chromium then renders each page
that shows it, and the page must hold the payload as text: no payload code runs, no element carries an event-handler
attribute, every link is http, https or mailto, and no script, frame or plugin comes from member text.

The pages are opened with the Content-Security-Policy bypassed: the policy would stop inline code anyway, and this
suite is about the rendering, which must be safe without it (the policy is checked on its own, last test).

Payloads call `xss(n)` (n: the payload's number in the file); the browser context exposes `xss` to record calls.
Each test covers one page kind for one group of payloads, so a failure names its page and its payloads.
"""

from __future__ import annotations

import itertools
import re
import sqlite3
import uuid
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg
import pytest
import requests
from playwright.sync_api import Browser, BrowserContext, Page

from devnet_api.domain.rules import LINE_BREAKING
from tests import backing_services
from tests.conftest import BACKENDS, require_services
from tests.e2e.conftest import serve_client

PASSWORD = "Lovelace1815"
MARK = "xss(#)"
LINK_MARKER = "\N{LINK SYMBOL}"  # the feed composer's Link box (frontend/src/api/feed.js)


def _load_groups() -> dict[str, list[tuple[int, str]]]:
    """`{group: [(n, payload)]}` from the data file: `=== group ===` lines open a group, `\\n` is a line break."""
    groups: dict[str, list[tuple[int, str]]] = {}
    current: list[tuple[int, str]] | None = None
    n = 0
    for line in Path(__file__).with_name("xss_payloads.txt").read_text(encoding="utf-8").splitlines():
        header = re.fullmatch(r"=== (\S+) ===", line)
        if header:
            current = groups.setdefault(header.group(1), [])
        elif line:
            assert current is not None and MARK in line, f"payload outside a group or without {MARK}: {line}"
            n += 1
            current.append((n, line.replace("\\n", "\n").replace(MARK, f"xss({n})")))
    return groups


def one_line(text: str) -> str:
    """A payload as a display name or a title may hold it: line breaks and control characters, which
    those texts refuse (they can reach a mail header: domain.rules.single_line), as spaces."""
    return re.sub(f"[{LINE_BREAKING}]", " ", text)


GROUPS = _load_groups()
PAYLOADS = {n: payload for payloads in GROUPS.values() for n, payload in payloads}


class Member:
    """A registered member talking to the API with their own session cookie (requests, no browser)."""

    def __init__(self, base_url: str, username: str):
        self.base_url = base_url
        self.http = requests.Session()
        self.id = self.call(
            "POST",
            "/api/auth/register",
            {"email": f"{username}@example.com", "username": username, "password": PASSWORD},
            201,
        )["id"]

    def call(self, method: str, path: str, body: dict | None = None, status: int = 200) -> dict:
        response = self.http.request(method, self.base_url + path, json=body, timeout=30)
        assert response.status_code == status, f"{method} {path}: {response.status_code} {response.text[:500]}"
        return response.json() if response.content else {}


@dataclass
class Group:
    key: str  # in every username, thread and project title of the group: what list searches find
    payloads: list[tuple[int, str]]
    members: list[Member] = field(default_factory=list)  # members[i] wrote payloads[i] as their profile
    thread_id: int = 0
    project_id: int = 0


def _web_link(payload: str) -> str:
    """A project link the server accepts (http or https only) carrying the payload."""
    return payload if payload.lower().startswith(("http://", "https://")) else "https://example.com/" + payload


def _post_content(payload: str) -> str:
    """What the feed composer sends with the payload in its text, Code and Link boxes (buildPost in api/feed.js)."""
    fence = "`" * (max([2, *(len(run) for run in re.findall(r"`+", payload))]) + 1)
    return f"{payload}\n\n{fence}\n{payload}\n{fence}\n\n{LINK_MARKER} {payload}"


@dataclass
class Site:
    """The server a run of this module renders from, and how to write a row behind the API's back."""

    url: str
    database_url: str

    def execute(self, statement: str, *args) -> None:
        """Run one statement with ``?`` placeholders directly on the site's database."""
        if self.database_url.startswith("sqlite://"):
            with sqlite3.connect(self.database_url.removeprefix("sqlite://")) as db:
                db.execute(statement, args)
            return

        async def run() -> None:
            conn = await asyncpg.connect(self.database_url)
            try:
                numbers = itertools.count(1)
                numbered = re.sub(r"\?", lambda _: f"${next(numbers)}", statement)
                await conn.execute(numbered, *args)
            finally:
                await conn.close()

        backing_services.run_blocking(run())


@pytest.fixture(scope="module", params=BACKENDS)
def site(request, base_url: str, e2e_var: Path, tmp_path_factory, testrun_uid: str, worker_id: str) -> Site:
    """Every payload is stored and rendered twice: by the suite's SQLite server, and by a server of
    this module's own on PostgreSQL + Redis (PostgreSQL stores text its own way: no NUL, other
    collation), so what a page shows is checked from both."""
    if request.param == "sqlite":
        yield Site(base_url, f"sqlite://{e2e_var}/devnet.sqlite3")
        return
    require_services()
    database = f"devnet_xss_{testrun_uid[:8]}_{worker_id}"
    backing_services.run_blocking(backing_services.recreate_database(database))
    url = backing_services.pg_url(database)
    server = serve_client(
        tmp_path_factory.mktemp("xss-postgres"),
        DEVNET_DATABASE_URL=url,
        DEVNET_REDIS_URL=backing_services.REDIS_URL,
        DEVNET_REDIS_PREFIX=f"devnet-xss:{testrun_uid[:8]}:{worker_id}:",
    )
    try:
        yield Site(server.url, url)
    finally:
        server.stop()
        backing_services.run_blocking(backing_services.drop_database(database))


@pytest.fixture(scope="module")
def recorded() -> list[str]:
    """What payload code did in the browser: `xss(n)` calls and dialogs. Cleared before each page."""
    return []


@pytest.fixture(scope="module")
def viewer(browser: Browser, site: Site, recorded: list[str]) -> BrowserContext:
    """The signed-in member who reads everything, in one browser context with `xss` exposed and the CSP bypassed."""
    context = browser.new_context(base_url=site.url, bypass_csp=True)
    context.set_default_timeout(15_000)
    context.expose_function("xss", lambda n: recorded.append(f"xss({n}) ran"))
    name = f"reader_{uuid.uuid4().hex[:8]}"
    response = context.request.post(
        "/api/auth/register", data={"email": f"{name}@example.com", "username": name, "password": PASSWORD}
    )
    assert response.status == 201, response.text()
    yield context
    context.close()


@pytest.fixture(scope="module")
def world(site: Site, viewer: BrowserContext) -> dict[str, Group]:
    """Every group's content, written through the API: per payload a member whose display name, bio and avatar seed
    are the payload, who comments it on the group's thread and project; the group's first member starts the thread
    and the project (all the group's payloads in the body, two of them as links) and sends each payload to the
    viewer as a message with it as the subject too."""
    viewer_id = viewer.request.get("/api/auth/me").json()["id"]
    token = uuid.uuid4().hex[:6]
    groups = {}
    for index, (name, payloads) in enumerate(GROUPS.items()):
        group = Group(key=f"x{token}g{index}", payloads=payloads)
        for n, payload in payloads:
            member = Member(site.url, f"{group.key}m{n:03d}")
            member.call(
                "PATCH",
                "/api/auth/profile",
                {
                    "displayName": one_line(payload)[:50],
                    "bio": payload[:500],
                    "avatarSeed": payload[:64],
                    "avatarStyle": "bottts",
                },
            )
            group.members.append(member)
        lead = group.members[0]
        texts = [payload for _, payload in payloads]
        group.thread_id = lead.call(
            "POST",
            "/api/threads",
            {"title": one_line(f"{group.key} {texts[0]}")[:100], "body": "\n\n".join([group.key, *texts]), "tags": []},
            201,
        )["id"]
        group.project_id = lead.call(
            "POST",
            "/api/projects",
            {
                "title": one_line(f"{group.key} {texts[1]}")[:100],
                "description": "\n\n".join([group.key, *texts]),
                "tags": [],
                "mediaUrls": [],
                "demoUrl": _web_link(texts[0])[:500],
                "repoUrl": _web_link(texts[1])[:500],
            },
            201,
        )["id"]
        for member, payload in zip(group.members, texts, strict=True):
            member.call("POST", f"/api/threads/{group.thread_id}/comments", {"body": payload}, 201)
            member.call("POST", f"/api/projects/{group.project_id}/comments", {"body": payload}, 201)
            lead.call(
                "POST", "/api/messages", {"toUserId": viewer_id, "message": payload, "subject": payload[:100]}, 201
            )
        groups[name] = group
    return groups


@pytest.fixture(scope="module")
def tab(viewer: BrowserContext, recorded: list[str]) -> Page:
    """The viewer's one tab; a dialog (alert, confirm, prompt) is recorded and dismissed."""
    tab = viewer.new_page()
    tab.on("dialog", lambda dialog: (recorded.append(f"a {dialog.type} dialog: {dialog.message!r}"), dialog.dismiss()))
    yield tab
    tab.close()


@pytest.fixture
def page(tab: Page, recorded: list[str]) -> Page:
    recorded.clear()
    return tab


# Run in the page after it rendered: everything in the DOM that member text must never become.
AUDIT = """() => {
  const found = [];
  // The member text around a finding names its payload even when the element itself carries no marker.
  const where = (el) => `${el.outerHTML.slice(0, 300)} in ${
    (el.closest('[data-rich-text]') ?? el).textContent.slice(0, 300)}`;
  const protocolOf = (value) => {
    try { return new URL(value, location.href).protocol; } catch { return 'unparsable'; }
  };
  const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background',
    'srcset'];
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`event-handler attribute ${name}: ${where(el)}`);
      if (name === 'srcdoc') found.push(`srcdoc: ${where(el)}`);
      if (name === 'style' && /javascript:|expression\\(|xss\\(/i.test(attr.value)) found.push(`style: ${where(el)}`);
      if (URL_ATTRIBUTES.includes(name)) {
        const protocol = protocolOf(attr.value.trim());
        const image = /^data:image\\//i.test(attr.value.trim()) && (el.localName === 'img' || el.localName === 'link');
        if (!['http:', 'https:', 'mailto:'].includes(protocol) && !image && protocol !== 'blob:') {
          found.push(`${name} with ${protocol}: ${where(el)}`);
        }
      }
    }
  }
  for (const script of document.querySelectorAll('script')) {
    const ours = script.src
      ? new URL(script.src).origin === location.origin && new URL(script.src).pathname.startsWith('/assets/')
      : script.type === 'application/ld+json' && script.hasAttribute('data-page-meta');
    if (!ours) found.push(`script: ${where(script)}`);
  }
  const embedded = 'iframe, frame, frameset, object, embed, applet, base, meta[http-equiv]';
  for (const el of document.querySelectorAll(embedded)) {
    found.push(`<${el.localName}>: ${where(el)}`);
  }
  for (const style of document.querySelectorAll('style')) {
    if (/xss\\(|javascript:/i.test(style.textContent)) found.push(`style sheet: ${style.textContent.slice(0, 300)}`);
  }
  return found;
}"""


# Resolves once every piece of member text is rendered for good (the Markdown, not the plain stand-in shown while
# its code loads) and shows every marker; then brings each code block on screen, as highlighting waits for that.
SETTLED = """async (markers) => {
  const root = document.getElementById('root');
  const settled = () => [...document.querySelectorAll('[data-rich-text]')]
    .every((el) => el.querySelector('[data-rich-text-blocks]'))
    && markers.every((marker) => (root?.textContent ?? '').includes(marker));
  const deadline = Date.now() + 15000;
  while (!settled()) {
    if (Date.now() > deadline) return markers.filter((marker) => !(root?.textContent ?? '').includes(marker));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (;;) {
    const plain = [...document.querySelectorAll('pre')].find((pre) => !pre.dataset.highlighted);
    if (!plain) return [];
    if (Date.now() > deadline) return [`highlighted code: ${plain.textContent.slice(0, 100)}`];
    plain.scrollIntoView();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}"""


def _audit(
    page: Page, path: str, expected: list[int], anchor: str, recorded: list[str], in_app: bool = False
) -> dict[str, list[str]]:
    """Opens `path` (`in_app`: as the app's own links do, without loading the page again), waits until `anchor` and
    every expected payload are on the page as text (each code block highlighted), and answers what went wrong, by
    payload (`{"xss(n): payload": [problems]}`; empty when the page is safe and shows everything)."""
    if in_app:
        page.evaluate("p => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }", path)
    else:
        page.goto(path)
    missing = page.evaluate(SETTLED, [anchor, *(f"xss({n})" for n in expected)])
    problems: dict[str, list[str]] = {f"{path}: not shown as text": missing} if missing else {}
    findings = [*page.evaluate(AUDIT), *recorded]
    recorded.clear()
    for finding in findings:
        numbers = re.findall(r"xss\((\d+)\)", finding) or ["?"]
        for n in dict.fromkeys(numbers):
            key = f"xss({n}): {PAYLOADS[int(n)]!r}" if n != "?" else "unattributed"
            problems.setdefault(key, []).append(finding)
    return problems


GROUP_IDS = list(GROUPS)


@pytest.mark.parametrize("name", GROUP_IDS)
def test_thread_page_shows_body_title_comments_and_author_names_as_text(page, world, recorded, name):
    group = world[name]
    problems = _audit(page, f"/threads/{group.thread_id}", [n for n, _ in group.payloads], group.key, recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_thread_list_shows_titles_excerpts_and_names_as_text(page, world, recorded, name):
    group = world[name]
    problems = _audit(page, f"/threads?searchQuery={group.key}", [], group.key, recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_feed_shows_text_code_and_link_boxes_as_text(page, world, recorded, name):
    group = world[name]
    # Written now, so they are the newest posts: the feed's first page shows them all.
    for member, (_, payload) in zip(group.members, group.payloads, strict=True):
        member.call("POST", "/api/posts", {"content": _post_content(payload), "mediaUrls": [], "tags": []}, 201)
    problems = _audit(page, "/feed", [n for n, _ in group.payloads], "", recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_project_page_shows_description_links_and_comments_safely(page, world, recorded, name):
    group = world[name]
    problems = _audit(page, f"/projects/{group.project_id}", [n for n, _ in group.payloads], group.key, recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_project_list_shows_cards_as_text(page, world, recorded, name):
    group = world[name]
    problems = _audit(page, f"/projects?searchQuery={group.key}", [], group.key, recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_profiles_show_display_name_and_bio_as_text(page, world, recorded, name):
    group = world[name]
    problems = {}
    page.goto("/threads")
    for member, (n, _) in zip(group.members, group.payloads, strict=True):
        problems.update(_audit(page, f"/profile/{member.id}", [n], f"@{group.key}m{n:03d}", recorded, in_app=True))
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_members_list_shows_display_names_as_text(page, world, recorded, name):
    group = world[name]
    expected = [n for n, payload in group.payloads if f"xss({n})" in one_line(payload)[:50]]
    problems = _audit(page, f"/users?search={group.key}", expected, f"@{group.key}m", recorded)
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_developer_directory_shows_bios_as_text(page, world, recorded, name):
    group = world[name]
    # Listed only while available: then they are the newest premium developers, the directory's first page.
    for member in group.members:
        member.call("PATCH", "/api/auth/profile", {"hourlyRate": 150, "isAvailableForWork": True})
    try:
        problems = _audit(page, "/developers?price=premium", [n for n, _ in group.payloads], "", recorded)
    finally:
        for member in group.members:
            member.call("PATCH", "/api/auth/profile", {"isAvailableForWork": False})
    assert problems == {}


@pytest.mark.parametrize("name", GROUP_IDS)
def test_messages_show_subjects_and_text_as_text(page, world, recorded, name):
    group = world[name]
    problems = _audit(page, f"/messages/{group.members[0].id}", [n for n, _ in group.payloads], "", recorded)
    assert problems == {}


# Project links are shown as links, so the server takes only web addresses (devnet_api/schemas/content.py), however
# the scheme is disguised; the page guards old data as well (webHref in features/projects/links.js).
REFUSED_LINKS = [
    "javascript:xss(1)",
    "JaVaScRiPt:xss(1)",
    " javascript:xss(1)",
    "\tjavascript:xss(1)",
    "jav\tascript:xss(1)",
    "java\nscript:xss(1)",
    "\x01javascript:xss(1)",
    "javascript&#58;xss(1)",
    "&#106;avascript:xss(1)",
    "data:text/html,<script>xss(1)</script>",
    "vbscript:xss(1)",
    "//example.com/xss(1)",
    "https:xss(1)",
    "mailto:ada@example.com?body=xss(1)",
]


@pytest.fixture(scope="module")
def author(site: Site) -> tuple[Member, int]:
    """A member and their project, whose links the tests try to change."""
    member = Member(site.url, f"links_{uuid.uuid4().hex[:8]}")
    project = member.call(
        "POST",
        "/api/projects",
        {
            "title": "Hostile links",
            "description": "A project whose links try to run code.",
            "tags": [],
            "mediaUrls": [],
            "demoUrl": "https://demo.example.com",
            "repoUrl": "https://code.example.com",
        },
        201,
    )
    return member, project["id"]


@pytest.mark.parametrize("link", REFUSED_LINKS, ids=repr)
def test_project_links_other_than_http_are_refused(author, link):
    member, project_id = author
    refused = {"message": "Links must start with http:// or https://"}
    for link_field in ("demoUrl", "repoUrl"):
        created = member.call(
            "POST",
            "/api/projects",
            {
                "title": "Hostile links",
                "description": "A project whose links try to run code.",
                "tags": [],
                "mediaUrls": [],
                link_field: link,
            },
            400,
        )
        assert created == {**refused, "errors": {link_field: [refused["message"]]}}
        edited = member.call("PATCH", f"/api/projects/{project_id}", {link_field: link}, 400)
        assert edited == {**refused, "errors": {link_field: [refused["message"]]}}
    project = member.call("GET", f"/api/projects/{project_id}")
    assert (project["demoUrl"], project["repoUrl"]) == ("https://demo.example.com", "https://code.example.com")


def test_project_links_stored_before_the_rule_never_become_links(page, author, site, recorded):
    """A row written before links were checked (or by hand) still shows no javascript: or data: link."""
    member, _ = author
    project_id = member.call(
        "POST",
        "/api/projects",
        {
            "title": "Links from before",
            "description": "A project whose stored links try to run code.",
            "tags": [],
            "mediaUrls": [],
        },
        201,
    )["id"]
    site.execute(
        "UPDATE projects SET demo_url = ?, repo_url = ? WHERE id = ?",
        " JavaScript:xss(1)",
        "data:text/html,<script>xss(2)</script>",
        project_id,
    )
    assert member.call("GET", f"/api/projects/{project_id}")["demoUrl"] == " JavaScript:xss(1)"
    problems = _audit(page, f"/projects/{project_id}", [], "A project whose stored links try to run code.", recorded)
    assert problems == {}
    assert page.get_by_role("link", name="Live Demo").count() == 0
    assert page.get_by_role("link", name="Source Code").count() == 0


def test_pages_carry_a_policy_that_refuses_inline_script(site):
    """The second line of defence: were member text ever to become markup, the browser would still not run it."""
    response = requests.get(site.url + "/threads/1", timeout=30)
    assert response.status_code == 200
    policy = dict(part.strip().split(" ", 1) for part in response.headers["Content-Security-Policy"].split(";"))
    assert policy["script-src"] == "'self'"
    assert policy["object-src"] == "'none'"
    assert policy["base-uri"] == "'self'"
