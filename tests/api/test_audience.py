"""The audience rule (issue 41; docs/security.md "The audience rule"): every surface x every state, on
SQLite and on PostgreSQL + Redis, with every cache on and each cache warmed before the change.

A surface shows or sends an item: the bell (its list and unread count), mail at once, the daily
summary, the "watch" summary, the weekly digest, the Atom feeds, search, the lists and details read
through the caches, and the unread count pushed live. A state is what happened to the item or
between the two members after it was written: a moderator hid it (or hid and showed it again), its
author deleted or edited it, its author was banned, a block either way, a mute. Each pair is a
test; a surface shows the item only while the audience rule does, and always in its current words.
Mail is delivered after the change, with the clock given to the delivery job (the next day for
summaries, next week for the digest).
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.models.accounts import User
from devnet_api.services import digest, mail
from devnet_api.services.moderation import hiding, members
from tests import mail as smtp_server
from tests.api import test_mail as mail_tests
from tests.api.helpers import get_json, staff
from tests.api.test_mail import address, confirmed, deliver
from tests.api.test_realtime import receive, signed_socket

# The mail tests' fixtures: a real SMTP server (aiosmtpd) and the settings that send to it.
smtp, inbox, settings, app = mail_tests.smtp, mail_tests.inbox, mail_tests.settings, mail_tests.app

STATES = ("hidden", "unhidden", "deleted", "edited", "banned", "blocked", "blocked_by_author", "muted")
SHOWN_AFTER = {"unhidden", "edited"}  # the states after which the item is still seen
LUNCH = {"title": "Lunch on Friday", "body": "Where do we meet for lunch this Friday?", "tags": ["food"]}
BETWEEN_MEMBERS = {"blocked", "blocked_by_author", "muted"}  # a visitor is not concerned


class World:
    """Ada reads; Bob writes. ``word`` is a word only the item says (``new_word`` after an edit)."""

    def __init__(self, ada, ada_user, bob, bob_user, moderator) -> None:
        self.ada, self.ada_user, self.bob, self.bob_user, self.moderator = ada, ada_user, bob, bob_user, moderator
        self.word = "zq" + secrets.token_hex(4)
        self.new_word = "zn" + secrets.token_hex(4)

    async def thread(self, **extra) -> dict:
        body = {"title": f"Bob asks about {self.word}", "body": f"The {self.word} question, asked", "tags": ["rust"]}
        response = await self.bob.post("/api/threads", json=body | extra)
        assert response.status == 201, await response.text()
        return await response.json()

    async def comment(self, thread_id: int, text: str, agent=None) -> dict:
        response = await (agent or self.bob).post(f"/api/threads/{thread_id}/comments", json={"body": text})
        assert response.status == 201, await response.text()
        return await response.json()

    async def apply(self, state: str, kind: str, item_id: int) -> None:
        """Bring ``state`` about on Bob's ``kind`` ``item_id`` (a thread or a comment)."""
        path = f"/api/{kind}s/{item_id}"
        if state in ("hidden", "unhidden"):
            await hiding.hide(self.moderator, kind, item_id, "doxxing")
            if state == "unhidden":
                await hiding.unhide(self.moderator, kind, item_id, "a mistake")
        elif state == "deleted":
            response = await self.bob.delete(path)
            assert response.status == 204, await response.text()
        elif state == "edited":
            change = (
                {
                    "title": f"Bob asks about {self.new_word}",
                    "body": f"The {self.new_word} question, asked",
                    "tags": ["rust"],
                }
                if kind == "thread"
                else {"body": f"@{self.ada_user['username']} now says {self.new_word}"}
            )
            response = await self.bob.patch(path, json=change)
            assert response.status == 200, await response.text()
        elif state == "banned":
            await members.ban(self.moderator, await User.get(id=self.bob_user["id"]), "spam")
        elif state == "blocked":
            response = await self.ada.request("PUT", f"/api/users/{self.bob_user['id']}/block")
            assert response.status in (200, 201), await response.text()
        elif state == "blocked_by_author":
            response = await self.bob.request("PUT", f"/api/users/{self.ada_user['id']}/block")
            assert response.status in (200, 201), await response.text()
        elif state == "muted":
            response = await self.ada.request("PUT", f"/api/users/{self.bob_user['id']}/mute")
            assert response.status in (200, 201), await response.text()
        else:
            raise AssertionError(state)

    def expect(self, state: str, text: str, visitor: bool = False) -> None:
        """The item's words in ``text`` as the state says: its current words when it is still seen
        (never the words an edit replaced), none of them when it is not."""
        shown = state in SHOWN_AFTER or (visitor and state in BETWEEN_MEMBERS)
        if state == "edited":
            assert self.new_word in text and self.word not in text, text
        elif shown:
            assert self.word in text, text
        else:
            assert self.word not in text and self.new_word not in text, text


@pytest.fixture
async def world(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    return World(ada, ada_user, bob, bob_user, await staff(make_user))


async def set_mail(world: World, **modes) -> None:
    response = await world.ada.request("PUT", "/api/me/mail", json={"modes": modes})
    assert response.status == 200, await response.text()


def mails_to(inbox, world: World) -> str:
    return "\n".join(smtp_server.text_of(message) for message in inbox.to(address(world.ada_user)))


async def mention(world: World) -> dict:
    """Bob's comment that mentions Ada, under his own thread (the thread says nothing of the word)."""
    response = await world.bob.post("/api/threads", json=LUNCH)
    assert response.status == 201, await response.text()
    thread = await response.json()
    return await world.comment(thread["id"], f"@{world.ada_user['username']} doxx: {world.word}")


@pytest.mark.parametrize("state", STATES)
async def test_the_bell(world, state):
    comment = await mention(world)
    before = await get_json(world.ada, "/api/notifications")
    assert world.word in before[0]["excerpt"]
    await world.apply(state, "comment", comment["id"])
    notices = await get_json(world.ada, "/api/notifications")
    world.expect(state, " ".join(notice["excerpt"] for notice in notices))
    count = (await get_json(world.ada, "/api/notifications/unread-count"))["count"]
    assert count == (1 if state in SHOWN_AFTER else 0)


@pytest.mark.parametrize("state", STATES)
async def test_mail_at_once(world, state, settings, inbox):
    comment = await mention(world)
    await world.apply(state, "comment", comment["id"])
    await deliver(settings)
    world.expect(state, mails_to(inbox, world))


@pytest.mark.parametrize("state", STATES)
async def test_the_daily_summary(world, state, settings, inbox):
    await set_mail(world, mention="daily")
    comment = await mention(world)
    await world.apply(state, "comment", comment["id"])
    await deliver(settings)
    assert inbox.to(address(world.ada_user)) == []  # nothing before midnight
    await deliver(settings, datetime.now(UTC) + timedelta(days=1, minutes=1))
    world.expect(state, mails_to(inbox, world))


@pytest.mark.parametrize("state", STATES)
async def test_the_watch_summary(world, state, settings, inbox):
    """Ada commented on Bob's thread, so she watches it; Bob's next comment is in her daily summary
    ("watch" mail is daily by default: nobody chose a setting)."""
    thread = await world.thread(**LUNCH)
    await world.comment(thread["id"], "The usual place?", agent=world.ada)
    comment = await world.comment(thread["id"], f"No: {world.word}")
    await world.apply(state, "comment", comment["id"])
    await deliver(settings, datetime.now(UTC) + timedelta(days=1, minutes=1))
    world.expect(state, mails_to(inbox, world))


@pytest.mark.parametrize("state", STATES)
async def test_the_weekly_digest(world, state, settings, inbox):
    followed = await world.ada.post("/api/me/followed-tags", json={"tag": "#Rust", "following": True})
    assert followed.status in (200, 201), await followed.text()
    thread = await world.thread()
    await world.apply(state, "thread", thread["id"])
    await deliver(settings)
    inbox.clear()
    await digest.send_all(mail.Mailer.from_settings(settings), datetime.now(UTC) + timedelta(days=7))
    world.expect(state, mails_to(inbox, world))


@pytest.mark.parametrize("state", STATES)
async def test_the_atom_feeds(world, state, client):
    thread = await world.thread()
    for path in ("/feeds/threads.atom", "/feeds/tags/rust.atom"):
        assert world.word in await (await client.get(path)).text()
    await world.apply(state, "thread", thread["id"])
    for path in ("/feeds/threads.atom", "/feeds/tags/rust.atom"):
        response = await client.get(path)
        world.expect(state, await response.text(), visitor=True)


@pytest.mark.parametrize("state", STATES)
async def test_search_through_its_cache(world, state):
    thread = await world.thread()
    assert world.word in str((await get_json(world.ada, f"/api/search?q={world.word}"))["results"])  # kept
    await world.apply(state, "thread", thread["id"])
    word = world.new_word if state == "edited" else world.word
    found = str((await get_json(world.ada, f"/api/search?q={word}"))["results"])
    assert (word in found) == (state in SHOWN_AFTER), found
    if state == "edited":
        assert world.word not in str((await get_json(world.ada, f"/api/search?q={world.word}"))["results"])


@pytest.mark.parametrize("state", STATES)
async def test_lists_and_details_through_the_read_cache(world, state, client):
    thread = await world.thread()
    detail = f"/api/threads/{thread['id']}"
    for agent in (world.ada, client):  # each cache warmed: the member's and the visitor's reads
        assert world.word in str(await get_json(agent, "/api/threads"))
        assert world.word in str(await get_json(agent, detail))
    await world.apply(state, "thread", thread["id"])
    world.expect(state, str(await get_json(world.ada, "/api/threads")))
    world.expect(state, str(await get_json(client, "/api/threads")), visitor=True)
    response = await world.ada.get(detail)
    if state in SHOWN_AFTER or state in BETWEEN_MEMBERS:  # a page opened by its address stays open
        assert response.status == 200
        world.expect(state, str(await response.json()), visitor=True)
    else:
        assert response.status == 404, await response.text()


async def notification(ws) -> dict:
    """The next bell frame (the comments, removals and updates the socket also hears are passed)."""
    frame = await receive(ws)
    while frame.get("type") != "notification":
        frame = await receive(ws)
    return frame


@pytest.mark.parametrize("state", STATES)
async def test_the_live_unread_count(world, state, make_user):
    """The bell's count pushed live after the change counts only what the rule shows: Carol's new
    mention arrives with a count that leaves Bob's out once Ada may not see it."""
    ws = await signed_socket(world.ada, world.ada_user)
    try:
        comment = await mention(world)
        assert await notification(ws) == {"type": "notification", "unreadCount": 1}
        await world.apply(state, "comment", comment["id"])
        carol, _ = await make_user()
        response = await carol.post("/api/posts", json={"content": f"@{world.ada_user['username']} hello"})
        assert response.status == 201, await response.text()
        assert await notification(ws) == {"type": "notification", "unreadCount": 2 if state in SHOWN_AFTER else 1}
    finally:
        await ws.close()
