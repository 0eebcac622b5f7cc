"""The inbox's conversation rows (models.social.Conversation): paged with a cursor, and always equal
to what the messages say, whatever happened to them (sends, reads, deletions on one side or for
everyone, edits, blocks, a closed account, concurrent sends, a failure half-way through)."""

from __future__ import annotations

import asyncio

import pytest

from devnet_api.domain.errors import InvalidInput
from devnet_api.models.social import Conversation, Message
from devnet_api.services import messages, notifications
from tests.api import test_messages
from tests.api.helpers import get_json, next_link
from tests.api.test_messages import send, unread
from tests.conftest import PASSWORD

people = test_messages.people  # the fixture: alice, bob and mallory


async def consistent() -> None:
    assert await messages.drift() == []


async def test_the_inbox_pages_most_recent_first_with_a_cursor(make_user):
    me, me_user = await make_user("inboxer")
    partners = []
    for n in range(5):
        agent, user = await make_user(f"partner{n}")
        partners.append((agent, user["id"]))
    for agent, _ in partners:
        await send(agent, me_user["id"], "Hi")
    await send(me, partners[1][1], "Latest to partner 1")
    expected = [partners[1][1], partners[4][1], partners[3][1], partners[2][1], partners[0][1]]

    response = await me.get("/api/messages?limit=2")
    seen = [s["partnerId"] for s in await response.json()]
    while (link := next_link(response)) is not None:
        response = await me.get(link)
        page = await response.json()
        assert len(page) <= 2
        seen += [s["partnerId"] for s in page]
    assert seen == expected
    everything = await me.get("/api/messages")
    assert [s["partnerId"] for s in await everything.json()] == expected and next_link(everything) is None
    assert (await get_json(me, "/api/messages?limit=1"))[0]["lastMessage"]["message"] == "Latest to partner 1"
    for limit in ("0", "101", "x"):
        bad = await me.get(f"/api/messages?limit={limit}")
        assert bad.status == 400
        assert (await bad.json())["errors"]["limit"] == ["limit must be a whole number from 1 to 100"]
    assert (await me.get("/api/messages?cursor=nonsense")).status == 400
    await consistent()


async def test_rows_equal_their_messages_through_every_change(people, make_user):
    p = people
    first = await send(p["alice"], p["bob_id"], "One")
    await send(p["bob"], p["alice_id"], "Two")
    await send(p["bob"], p["alice_id"], "Three")
    await send(p["mallory"], p["alice_id"], "From Mallory")
    await consistent()
    assert await unread(p["alice"]) == {p["bob_id"]: 2, p["mallory_id"]: 1}

    await get_json(p["alice"], f"/api/conversations/{p['bob_id']}")  # read marks
    assert await unread(p["alice"]) == {p["bob_id"]: 0, p["mallory_id"]: 1}
    await consistent()

    last = await send(p["bob"], p["alice_id"], "Four")
    assert (await p["bob"].patch(f"/api/messages/{last['id']}", json={"message": "Four, edited"})).status == 200
    assert (await get_json(p["alice"], "/api/messages"))[0]["lastMessage"]["message"] == "Four, edited"
    assert (await p["bob"].delete(f"/api/messages/{last['id']}?forEveryone=true")).status == 204
    assert (await get_json(p["alice"], "/api/messages"))[0]["lastMessage"]["message"] == "Message deleted"
    await consistent()

    # Deleting the last (unread) message on one's own side: the row falls back to the one before.
    assert (await p["alice"].delete(f"/api/messages/{last['id']}")).status == 204
    summary = (await get_json(p["alice"], "/api/messages"))[0]
    assert (summary["partnerId"], summary["lastMessage"]["message"], summary["unreadCount"]) == (
        p["mallory_id"],
        "From Mallory",
        1,
    )
    assert (await get_json(p["bob"], "/api/messages"))[0]["lastMessage"]["message"] == "Message deleted"
    await consistent()

    # Blocking and muting keep the conversation (and its rows) as they are; sending is refused.
    assert (await p["alice"].request("PUT", f"/api/users/{p['mallory_id']}/mute")).status == 200
    assert (await p["alice"].request("PUT", f"/api/users/{p['mallory_id']}/block")).status == 200
    await send(p["mallory"], p["alice_id"], "Blocked?", status=403)
    await consistent()

    # A whole conversation deleted on one side: that side's row goes, the partner's stays.
    assert (await p["alice"].delete(f"/api/conversations/{p['bob_id']}")).status == 204
    assert p["bob_id"] not in await unread(p["alice"])
    assert p["alice_id"] in await unread(p["bob"])
    await consistent()
    assert (await p["alice"].delete(f"/api/messages/{first['id']}")).status == 404

    # A closed account: its inbox goes, the partners keep theirs with "Deleted member".
    leaving, leaving_user = await make_user("leaving")
    await send(leaving, p["bob_id"], "Goodbye")
    assert (await leaving.delete("/api/me", json={"password": PASSWORD})).status == 204
    assert await Conversation.filter(owner_id=leaving_user["id"]).count() == 0
    names = [s["partner"]["displayName"] for s in await get_json(p["bob"], "/api/messages")]
    assert "Deleted member" in names
    await consistent()


async def test_a_failure_half_way_through_leaves_rows_and_messages_as_they_were(people, monkeypatch):
    p = people
    await send(p["bob"], p["alice_id"], "Before")
    before = await get_json(p["alice"], "/api/messages")

    async def fail(*args, **kwargs):
        raise RuntimeError("the database went away half-way")

    # The send writes the message and both rows, then fails on its mentions: nothing of it stays.
    monkeypatch.setattr(notifications, "notify_mentions", fail)
    with pytest.raises(RuntimeError):
        await messages.send(p["bob_id"], p["alice_id"], "Lost", None)
    assert await Message.filter(body="Lost").count() == 0
    assert await get_json(p["alice"], "/api/messages") == before
    await consistent()
    monkeypatch.undo()

    # Deleting a conversation flags the messages, then fails recounting: the flags roll back too.
    monkeypatch.setattr(messages, "EMPTIED", None)  # the statement after the recount: AttributeError
    with pytest.raises(AttributeError):
        await messages.delete_conversation(p["alice_id"], p["bob_id"])
    assert await Message.filter(deleted_by_recipient=True).count() == 0
    assert await get_json(p["alice"], "/api/messages") == before
    await consistent()


async def test_concurrent_sends_both_ways_and_reads_keep_the_counts(people):
    p = people

    async def chat(n: int) -> None:
        if n % 3 == 2:
            await messages.mark_read(p["alice_id"], p["bob_id"])
        elif n % 2:
            await messages.send(p["alice_id"], p["bob_id"], f"a{n}", None)
        else:
            await messages.send(p["bob_id"], p["alice_id"], f"b{n}", None)

    await asyncio.gather(*(chat(n) for n in range(24)))
    await consistent()
    newest = await Message.all().order_by("-id").first()
    for owner in (p["alice_id"], p["bob_id"]):
        assert (await Conversation.get(owner_id=owner)).last_message_id == newest.id


async def test_sending_to_oneself_changes_no_row(people):
    with pytest.raises(InvalidInput):
        await messages.send(people["alice_id"], people["alice_id"], "Me", None)
    assert await Conversation.all().count() == 0
