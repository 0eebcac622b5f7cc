"""Direct messages: sending with spec limits, conversations and unread counts, deletion for one side
only, reports by participants, and another member who can touch none of it."""

from __future__ import annotations

import pytest

from devnet_api.models.activity import Report
from devnet_api.models.social import Friendship, Message
from tests.api.helpers import get_json, next_link
from tests.api.test_realtime import signed_socket
from tests.api.test_realtime_events import nothing_waiting

MESSAGE_KEYS = {"id", "fromUserId", "toUserId", "subject", "message", "createdAt", "readAt", "editedAt", "deleted"}


async def send(agent, to_user_id, message: str = "Hello there", status: int = 201, **extra) -> dict:
    response = await agent.post("/api/messages", json={"toUserId": to_user_id, "message": message, **extra})
    assert response.status == status, await response.text()
    return await response.json()


async def unread(agent) -> dict[int, int]:
    return {s["partnerId"]: s["unreadCount"] for s in await get_json(agent, "/api/messages")}


@pytest.fixture
async def people(make_user):
    alice, alice_user = await make_user("alice")
    bob, bob_user = await make_user("bob_b")
    mallory, mallory_user = await make_user("mallory")
    return {
        "alice": alice,
        "bob": bob,
        "mallory": mallory,
        "alice_id": alice_user["id"],
        "bob_id": bob_user["id"],
        "mallory_id": mallory_user["id"],
    }


# --- sending ------------------------------------------------------------------------------------


async def test_a_message_is_sent_by_the_session_member_whatever_the_body_says(people):
    p = people
    body = await send(
        p["alice"],
        p["bob_id"],
        "  Hi Bob, got a minute?  ",
        fromUserId=p["mallory_id"],
        subject="  Freelance Work Inquiry - bob_b ",
    )
    assert set(body) == MESSAGE_KEYS
    assert (body["fromUserId"], body["toUserId"]) == (p["alice_id"], p["bob_id"])
    assert (body["message"], body["subject"], body["readAt"]) == (
        "Hi Bob, got a minute?",
        "Freelance Work Inquiry - bob_b",
        None,
    )
    row = await Message.get(id=body["id"])
    assert (row.sender_id, row.recipient_id) == (p["alice_id"], p["bob_id"])
    assert await get_json(p["mallory"], "/api/messages") == []


async def test_an_empty_subject_is_no_subject(people):
    assert (await send(people["alice"], people["bob_id"], subject=""))["subject"] is None
    assert (await send(people["alice"], people["bob_id"], subject="   "))["subject"] is None
    assert (await send(people["alice"], people["bob_id"], subject=None))["subject"] is None


@pytest.mark.parametrize(
    "body, field, message",
    [
        ({"message": ""}, "message", "Message is required"),
        ({"message": " \n\t "}, "message", "Message is required"),
        ({"message": "m" * 1001}, "message", "Message too long"),
        ({"message": None}, "message", None),
        ({"subject": "s" * 101}, "subject", "Subject too long"),
        ({"subject": 5}, "subject", None),
        ({"toUserId": None}, "toUserId", None),
        ({"toUserId": "2"}, "toUserId", None),
        ({"toUserId": 0}, "toUserId", None),
    ],
)
async def test_a_bad_message_is_a_400_with_the_spec_message(people, body, field, message):
    payload = {"toUserId": people["bob_id"], "message": "Hello there", **body}
    response = await people["alice"].post("/api/messages", json=payload)
    assert response.status == 400
    answer = await response.json()
    assert list(answer["errors"]) == [field]
    if message:
        assert answer["message"] == message and answer["errors"][field] == [message]
    assert await Message.all().count() == 0


async def test_the_limits_are_inclusive(people):
    body = await send(people["alice"], people["bob_id"], " " + "m" * 1000 + " ", subject="s" * 100)
    assert len(body["message"]) == 1000 and len(body["subject"]) == 100
    assert (await send(people["alice"], people["bob_id"], "m"))["message"] == "m"


async def test_messaging_oneself_is_a_400_and_a_missing_member_a_404(people):
    body = await send(people["alice"], people["alice_id"], status=400)
    assert body == {
        "message": "You cannot send a message to yourself",
        "errors": {"toUserId": ["You cannot send a message to yourself"]},
    }
    assert await send(people["alice"], 9999, status=404) == {"message": "User not found"}
    assert await send(people["alice"], 2**31, status=404) == {"message": "User not found"}
    assert await Message.all().count() == 0


# --- who may send: the recipient's messagesFrom setting -----------------------------------------

FRIENDS_ONLY = {"message": "This member only accepts messages from friends"}


async def set_messages_from(agent, value: str) -> dict:
    response = await agent.patch("/api/auth/profile", json={"messagesFrom": value})
    assert response.status == 200, await response.text()
    return await response.json()


async def befriend(asker, addressee_id: int, answerer) -> None:
    response = await asker.post("/api/friends/request", json={"addresseeId": addressee_id})
    assert response.status == 201, await response.text()
    friendship_id = (await response.json())["id"]
    response = await answerer.patch(f"/api/friends/respond/{friendship_id}", json={"response": "accepted"})
    assert response.status == 200, await response.text()


async def test_everyone_may_message_a_member_by_default(people):
    assert (await get_json(people["bob"], "/api/auth/me"))["messagesFrom"] == "everyone"
    await send(people["mallory"], people["bob_id"], "Hi, a stranger here")
    assert await unread(people["bob"]) == {people["mallory_id"]: 1}


async def test_a_friends_only_member_refuses_a_stranger_with_a_403_and_nothing_stored_or_sent(client, people):
    p = people
    assert (await set_messages_from(p["bob"], "friends"))["messagesFrom"] == "friends"
    assert (await get_json(p["bob"], "/api/auth/me"))["messagesFrom"] == "friends"
    ws_bob = await signed_socket(p["bob"], {"id": p["bob_id"]})
    assert await send(p["mallory"], p["bob_id"], "Hi, a stranger here", status=403) == FRIENDS_ONLY
    await nothing_waiting(client, ws_bob)  # no new_message event went out
    await ws_bob.close()
    # A pending request is not a friendship.
    assert (await p["mallory"].post("/api/friends/request", json={"addresseeId": p["bob_id"]})).status == 201
    assert await send(p["mallory"], p["bob_id"], "Please accept", status=403) == FRIENDS_ONLY
    assert await Message.all().count() == 0
    assert await unread(p["bob"]) == {}
    # Bob may still write to anyone; the setting limits only what he receives.
    await send(p["bob"], p["mallory_id"], "Who are you?")


async def test_a_friends_only_member_hears_from_an_accepted_friend_and_everyone_again_after(people):
    p = people
    await set_messages_from(p["bob"], "friends")
    await befriend(p["alice"], p["bob_id"], p["bob"])
    body = await send(p["alice"], p["bob_id"], "Hi friend")
    assert (await Message.get(id=body["id"])).recipient_id == p["bob_id"]
    await send(p["mallory"], p["bob_id"], status=403)
    assert (await set_messages_from(p["bob"], "everyone"))["messagesFrom"] == "everyone"
    await send(p["mallory"], p["bob_id"], "Now it works")
    assert await unread(p["bob"]) == {p["alice_id"]: 1, p["mallory_id"]: 1}


async def test_messages_from_is_the_members_own_not_on_their_public_profile(people):
    await set_messages_from(people["bob"], "friends")
    public = await get_json(people["alice"], f"/api/users/{people['bob_id']}")
    assert public["id"] == people["bob_id"] and "messagesFrom" not in public
    for other in await get_json(people["alice"], "/api/users"):
        assert "messagesFrom" not in other
    schemas = (await get_json(people["alice"], "/api/openapi.json"))["components"]["schemas"]
    assert schemas["ProfileIn"]["properties"]["messagesFrom"]["enum"] == ["everyone", "friends"]
    assert schemas["OwnUserOut"]["properties"]["messagesFrom"]["enum"] == ["everyone", "friends"]
    assert "messagesFrom" not in schemas["UserOut"]["properties"]


@pytest.mark.parametrize("value", ["nobody", "", "Friends", None, 1])
async def test_an_unknown_messages_from_is_a_400_and_changes_nothing(people, value):
    await set_messages_from(people["bob"], "friends")
    response = await people["bob"].patch("/api/auth/profile", json={"messagesFrom": value})
    assert response.status == 400, await response.text()
    assert list((await response.json())["errors"]) == ["messagesFrom"]
    assert (await get_json(people["bob"], "/api/auth/me"))["messagesFrom"] == "friends"


# --- conversations and summaries ----------------------------------------------------------------


async def test_unread_counts_go_up_and_reading_brings_them_down(people):
    p = people
    await send(p["alice"], p["bob_id"], "First")
    await send(p["alice"], p["bob_id"], "Second")
    assert await unread(p["bob"]) == {p["alice_id"]: 2}
    assert await unread(p["alice"]) == {p["bob_id"]: 0}  # one's own messages are never unread
    conversation = await get_json(p["bob"], f"/api/conversations/{p['alice_id']}")
    assert [m["message"] for m in conversation] == ["First", "Second"]
    assert all(m["readAt"] for m in conversation)
    assert await unread(p["bob"]) == {p["alice_id"]: 0}
    # The sender sees them read; reading one's own side marks nothing of the partner's.
    await send(p["bob"], p["alice_id"], "Reply")
    mine = await get_json(p["bob"], f"/api/conversations/{p['alice_id']}")
    assert mine[-1]["readAt"] is None
    theirs = await get_json(p["alice"], f"/api/conversations/{p['bob_id']}")
    assert theirs[0]["readAt"] is not None and theirs[-1]["readAt"] is not None
    assert await unread(p["alice"]) == {p["bob_id"]: 0}


async def test_summaries_are_most_recent_first_with_the_last_message(people):
    p = people
    await send(p["alice"], p["bob_id"], "To Bob")
    await send(p["mallory"], p["alice_id"], "From Mallory")
    await send(p["bob"], p["alice_id"], "Bob answers")
    summaries = await get_json(p["alice"], "/api/messages")
    assert [s["partnerId"] for s in summaries] == [p["bob_id"], p["mallory_id"]]
    first = summaries[0]
    assert set(first) == {"partnerId", "partner", "lastMessage", "unreadCount"}
    assert first["partner"]["id"] == p["bob_id"] and "email" not in first["partner"]
    assert first["lastMessage"]["message"] == "Bob answers" and first["lastMessage"]["createdAt"].endswith("Z")
    assert (first["unreadCount"], summaries[1]["unreadCount"]) == (1, 1)


async def test_a_conversation_pages_back_to_older_messages(people):
    p = people
    sent = [
        (await send(p["alice"] if n % 2 else p["bob"], p["bob_id"] if n % 2 else p["alice_id"], f"m{n}"))["id"]
        for n in range(5)
    ]
    response = await p["alice"].get(f"/api/conversations/{p['bob_id']}?limit=2")
    assert [m["id"] for m in await response.json()] == sent[3:]
    older = await p["alice"].get(next_link(response))
    assert [m["id"] for m in await older.json()] == sent[1:3]
    oldest = await p["alice"].get(next_link(older))
    assert [m["id"] for m in await oldest.json()] == sent[:1]
    assert next_link(oldest) is None
    response = await p["alice"].get(f"/api/conversations/{p['bob_id']}")
    assert [m["id"] for m in await response.json()] == sent and next_link(response) is None
    for limit in ("0", "201", "x"):
        response = await p["alice"].get(f"/api/conversations/{p['bob_id']}?limit={limit}")
        assert response.status == 400
    response = await p["alice"].get(f"/api/conversations/{p['bob_id']}?limit=200")
    assert response.status == 200


async def test_a_conversation_with_a_missing_member_is_a_404(people):
    response = await people["alice"].get("/api/conversations/9999")
    assert response.status == 404
    assert await get_json(people["alice"], f"/api/conversations/{people['bob_id']}") == []


# --- deleting for one side ----------------------------------------------------------------------


async def test_deleting_a_message_hides_it_for_the_caller_only(people):
    p = people
    kept = await send(p["alice"], p["bob_id"], "Keep me")
    gone = await send(p["alice"], p["bob_id"], "Regret")
    response = await p["alice"].delete(f"/api/messages/{gone['id']}")
    assert response.status == 204
    assert [m["id"] for m in await get_json(p["alice"], f"/api/conversations/{p['bob_id']}")] == [kept["id"]]
    assert [m["id"] for m in await get_json(p["bob"], f"/api/conversations/{p['alice_id']}")] == [
        kept["id"],
        gone["id"],
    ]
    assert (await get_json(p["alice"], "/api/messages"))[0]["lastMessage"]["message"] == "Keep me"
    response = await p["alice"].delete(f"/api/messages/{gone['id']}")
    assert response.status == 404
    assert await response.json() == {"message": "Message not found"}
    # The recipient deletes their copy too: now it is gone for both, and nothing else went with it.
    response = await p["bob"].delete(f"/api/messages/{gone['id']}")
    assert response.status == 204
    assert [m["id"] for m in await get_json(p["bob"], f"/api/conversations/{p['alice_id']}")] == [kept["id"]]


async def test_deleting_a_conversation_leaves_the_partner_their_copy(people):
    p = people
    for n in range(3):
        await send(p["alice"], p["bob_id"], f"To Bob {n}")
        await send(p["bob"], p["alice_id"], f"To Alice {n}")
    await send(p["mallory"], p["bob_id"], "Unrelated")
    response = await p["bob"].delete(f"/api/conversations/{p['alice_id']}")
    assert response.status == 204
    assert [s["partnerId"] for s in await get_json(p["bob"], "/api/messages")] == [p["mallory_id"]]
    assert await get_json(p["bob"], f"/api/conversations/{p['alice_id']}") == []
    alice_copy = await get_json(p["alice"], f"/api/conversations/{p['bob_id']}")
    assert len(alice_copy) == 6
    assert await Message.all().count() == 7  # no row the partner can still see is lost
    response = await p["bob"].delete(f"/api/conversations/{p['alice_id']}")
    assert response.status == 404
    assert await response.json() == {"message": "Conversation not found"}
    # A new message starts the conversation afresh for the one who deleted it.
    new = await send(p["alice"], p["bob_id"], "Still there?")
    assert await unread(p["bob"]) == {p["alice_id"]: 1, p["mallory_id"]: 1}  # deleted unread ones count no more
    assert [m["id"] for m in await get_json(p["bob"], f"/api/conversations/{p['alice_id']}")] == [new["id"]]


# --- reports ------------------------------------------------------------------------------------


async def test_a_message_is_reportable_by_its_participants_only(people):
    p = people
    message = await send(p["mallory"], p["alice_id"], "Buy cheap watches")

    async def report(agent, resource_id=message["id"]):
        return await agent.post(
            "/api/reports", json={"resourceType": "message", "resourceId": resource_id, "reason": "Spam"}
        )

    response = await report(p["alice"])
    assert response.status == 201
    response = await report(p["bob"])
    assert response.status == 404
    assert await response.json() == {"message": "That message does not exist"}
    rows = await Report.all().values_list("reporter_id", "resource_type", "resource_id")
    assert rows == [(p["alice_id"], "message", message["id"])]
    response = await p["alice"].delete(f"/api/messages/{message['id']}")
    assert response.status == 204
    response = await report(p["alice"])
    assert response.status == 404  # what one deleted, one no longer sees
    response = await report(p["mallory"])
    assert response.status == 201


# --- another member can touch nothing -----------------------------------------------------------


async def test_another_member_can_read_delete_or_answer_nothing_of_theirs(people):
    """Mallory tries every action on Alice's friendships and messages; each is refused or sees
    nothing, and Alice's and Bob's state is exactly as before."""
    p = people
    # Alice asked Bob (not yet answered); Bob asked Mallory.
    friendship = await (await p["alice"].post("/api/friends/request", json={"addresseeId": p["bob_id"]})).json()
    pending = await (await p["bob"].post("/api/friends/request", json={"addresseeId": p["mallory_id"]})).json()
    message = await send(p["alice"], p["bob_id"], "Private to Bob")
    reply = await send(p["bob"], p["alice_id"], "Private to Alice")
    m = p["mallory"]
    attempts = [
        ("PATCH", f"/api/friends/respond/{friendship['id']}", {"response": "accepted"}, 404),
        ("PATCH", f"/api/friends/respond/{friendship['id']}", {"response": "blocked"}, 404),
        ("POST", "/api/friends/respond", {"friendshipId": friendship["id"], "response": "accepted"}, 404),
        ("POST", "/api/friends/respond", {"friendshipId": friendship["id"], "response": "blocked"}, 404),
        ("DELETE", f"/api/friends/{p['alice_id']}", None, 404),
        ("DELETE", f"/api/friends/{p['bob_id']}", None, 404),
        ("DELETE", f"/api/messages/{message['id']}", None, 404),
        ("DELETE", f"/api/messages/{reply['id']}", None, 404),
        ("DELETE", f"/api/conversations/{p['alice_id']}", None, 404),
        ("DELETE", f"/api/conversations/{p['bob_id']}", None, 404),
        ("POST", "/api/reports", {"resourceType": "message", "resourceId": message["id"], "reason": "x"}, 404),
        ("POST", "/api/messages", {"toUserId": p["bob_id"], "message": "Hi", "fromUserId": p["alice_id"]}, 201),
    ]
    for method, path, body, status in attempts:
        response = await m.request(method, path, json=body)
        assert response.status == status, (method, path, await response.text())
    # Reading: Mallory sees only her own conversation, never theirs.
    assert await get_json(m, f"/api/conversations/{p['alice_id']}") == []
    bob_view = await get_json(m, f"/api/conversations/{p['bob_id']}")
    assert [(x["fromUserId"], x["message"]) for x in bob_view] == [(p["mallory_id"], "Hi")]
    assert [s["partnerId"] for s in await get_json(m, "/api/messages")] == [p["bob_id"]]
    assert [r["id"] for r in await get_json(m, "/api/friends/requests")] == [pending["id"]]
    assert await get_json(m, "/api/friends") == []
    # Nothing of Alice's and Bob's changed: the request still waits, nothing was read or deleted.
    assert (await Friendship.get(id=friendship["id"])).status == "pending"
    for row in await Message.filter(id__in=[message["id"], reply["id"]]):
        assert (row.read_at, row.deleted_by_sender, row.deleted_by_recipient) == (None, False, False)
    assert await unread(p["bob"]) == {p["alice_id"]: 1, p["mallory_id"]: 1}
    assert await unread(p["alice"]) == {p["bob_id"]: 1}
    assert await Report.all().count() == 0


@pytest.mark.parametrize(
    "method, path, body",
    [
        ("GET", "/api/messages", None),
        ("GET", "/api/conversations/1", None),
        ("POST", "/api/messages", {"toUserId": 1, "message": "Hello"}),
        ("DELETE", "/api/messages/1", None),
        ("DELETE", "/api/conversations/1", None),
    ],
)
async def test_messages_need_sign_in(people, client, method, path, body):
    await send(people["bob"], people["alice_id"])
    response = await client.request(method, path, json=body)
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    row = await Message.get()
    assert (row.read_at, row.deleted_by_sender, row.deleted_by_recipient) == (None, False, False)
