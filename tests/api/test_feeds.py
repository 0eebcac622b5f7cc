"""Atom feeds (issue 32, item 6): valid Atom per feedparser with absolute links, only what a visitor
may read (never hidden content, a suspended member's or what was deleted), conditional GET (304)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import feedparser
import pytest

from devnet_api.models.accounts import User
from devnet_api.services import moderation
from tests.api.helpers import staff

SITE = "https://devnet.example"


@pytest.fixture
def settings(settings):
    return settings.with_(public_url=SITE)


async def post(agent, path: str, body: dict) -> dict:
    response = await agent.post(path, json=body)
    assert response.status == 201, await response.text()
    return await response.json()


async def thread(agent, title: str, tags: list[str] = (), body: str = "A body long enough to post.") -> dict:
    return await post(agent, "/api/threads", {"title": title, "body": body, "tags": list(tags)})


async def project(agent, title: str, tags: list[str] = ()) -> dict:
    return await post(
        agent, "/api/projects", {"title": title, "description": "A description long enough.", "tags": list(tags)}
    )


async def read(client, path: str, **headers):
    response = await client.get(path, headers=headers)
    body = await response.read()
    return response, body


async def parsed(client, path: str):
    response, body = await read(client, path)
    assert response.status == 200, body
    assert response.headers["Content-Type"] == "application/atom+xml; charset=utf-8"
    feed = feedparser.parse(body)
    assert not feed.bozo, feed.bozo_exception
    assert feed.version == "atom10"
    return feed


@pytest.fixture
async def authors(make_user):
    ada = await make_user("ada", displayName="Ada <Lovelace> & Co")
    bob = await make_user("bob_b", displayName="Bob Builder")
    return ada, bob


async def test_the_latest_threads_feed_is_valid_atom_with_absolute_links(client, authors):
    (ada, ada_user), _ = authors
    first = await thread(ada, "First & <foremost>", ["rust"], body="Body with\x01 a control and <b>tags</b>.")
    second = await thread(ada, "Second", ["python"])
    feed = await parsed(client, "/feeds/threads.atom")
    assert feed.feed.title == "DevNet: latest threads"
    assert feed.feed.id == f"{SITE}/feeds/threads.atom"
    assert {link.rel: link.href for link in feed.feed.links} == {
        "self": f"{SITE}/feeds/threads.atom",
        "alternate": f"{SITE}/threads",
    }
    assert [e.link for e in feed.entries] == [f"{SITE}/threads/{second['id']}", f"{SITE}/threads/{first['id']}"]
    entry = feed.entries[1]
    assert entry.title == "First & <foremost>"
    assert entry.author == "Ada <Lovelace> & Co"
    assert entry.author_detail.href == f"{SITE}/profile/{ada_user['id']}"
    assert entry.summary == "Body with a control and <b>tags</b>."
    assert [t.term for t in entry.tags] == ["rust"]
    assert entry.published_parsed and entry.updated_parsed


async def test_a_tag_feed_holds_that_tags_threads_only(client, authors):
    (ada, _), (bob, _) = authors
    rust = await thread(ada, "Borrowing", ["rust"])
    await thread(bob, "Typing", ["python"])
    feed = await parsed(client, "/feeds/tags/Rust.atom")
    assert feed.feed.title == "DevNet: threads tagged #rust"
    assert feed.feed.links[1].href == f"{SITE}/threads?tag=rust"
    assert [e.link for e in feed.entries] == [f"{SITE}/threads/{rust['id']}"]
    assert (await parsed(client, "/feeds/tags/nobody-uses-this.atom")).entries == []


async def test_a_member_feed_holds_their_threads_and_projects_newest_first(client, authors):
    (ada, ada_user), (bob, _) = authors
    t = await thread(ada, "Ada's thread")
    p = await project(ada, "Ada's project")
    await thread(bob, "Bob's thread")
    feed = await parsed(client, "/feeds/users/ADA.atom")
    assert feed.feed.title == "DevNet: Ada <Lovelace> & Co (@ada)"
    assert feed.feed.links[1].href == f"{SITE}/profile/{ada_user['id']}"
    assert [e.link for e in feed.entries] == [f"{SITE}/projects/{p['id']}", f"{SITE}/threads/{t['id']}"]
    response, _ = await read(client, "/feeds/users/nobody_at_all.atom")
    assert response.status == 404


async def test_the_projects_feed_holds_the_latest_projects(client, authors):
    (ada, _), (bob, _) = authors
    a = await project(ada, "Compiler")
    b = await project(bob, "Chat server")
    feed = await parsed(client, "/feeds/projects.atom")
    assert [e.link for e in feed.entries] == [f"{SITE}/projects/{b['id']}", f"{SITE}/projects/{a['id']}"]
    assert feed.feed.links[1].href == f"{SITE}/projects"


async def test_hidden_deleted_and_suspended_members_content_never_shows(client, authors, make_user):
    (ada, _), (bob, bob_user) = authors
    kept = await thread(ada, "Kept here", ["rust"])
    hidden = await thread(ada, "Hidden", ["rust"])
    deleted = await thread(ada, "Deleted", ["rust"])
    await thread(bob, "By a member soon banned", ["rust"])
    hidden_project = await project(ada, "Hidden project")
    moderator = await staff(make_user)
    await moderation.hide(moderator, "thread", hidden["id"], "spam")
    await moderation.hide(moderator, "project", hidden_project["id"], "spam")
    assert (await ada.delete(f"/api/threads/{deleted['id']}")).status == 204
    await moderation.members.ban(moderator, await User.get(id=bob_user["id"]), "spam")
    for path in ("/feeds/threads.atom", "/feeds/tags/rust.atom", "/feeds/users/ada.atom"):
        feed = await parsed(client, path)
        assert [e.link for e in feed.entries if "/threads/" in e.link] == [f"{SITE}/threads/{kept['id']}"], path
    assert (await parsed(client, "/feeds/projects.atom")).entries == []
    response, _ = await read(client, "/feeds/users/bob_b.atom")
    assert response.status == 404  # a suspended member has no feed


async def test_a_conditional_get_that_still_matches_is_a_304(client, authors):
    (ada, _), _ = authors
    await thread(ada, "Cache me")
    response, body = await read(client, "/feeds/threads.atom")
    etag, modified = response.headers["ETag"], response.headers["Last-Modified"]
    again, empty = await read(client, "/feeds/threads.atom", **{"If-None-Match": etag})
    assert again.status == 304 and empty == b"" and again.headers["ETag"] == etag
    since, _ = await read(client, "/feeds/threads.atom", **{"If-Modified-Since": modified})
    assert since.status == 304
    earlier = format_datetime(datetime.now(UTC) - timedelta(days=1), usegmt=True)
    assert (await read(client, "/feeds/threads.atom", **{"If-Modified-Since": earlier}))[0].status == 200
    # Something new: the old validator no longer matches.
    await thread(ada, "Something new")
    changed, body2 = await read(client, "/feeds/threads.atom", **{"If-None-Match": etag})
    assert changed.status == 200 and body2 != body and changed.headers["ETag"] != etag


async def test_feeds_are_not_the_apps_page_and_unknown_feeds_are_404(client):
    response, body = await read(client, "/feeds/nothing-here.atom")
    assert response.status == 404
    assert b'<div id="root">' not in body
