"""Friends: requests, both respond forms, status from each side, declines that stay declined, removal."""

from __future__ import annotations

import pytest

from devnet_api.models.accounts import User
from devnet_api.models.social import Friendship
from tests.api.helpers import get_json, ids, walk


async def ask(agent, addressee_id, status: int = 201) -> dict:
    response = await agent.post("/api/friends/request", json={"addresseeId": addressee_id})
    assert response.status == status, await response.text()
    return await response.json()


async def answer(agent, friendship_id: int, response_value: str, form: str = "patch", status: int = 200) -> dict:
    if form == "patch":
        response = await agent.patch(f"/api/friends/respond/{friendship_id}", json={"response": response_value})
    else:
        response = await agent.post(
            "/api/friends/respond", json={"friendshipId": friendship_id, "response": response_value}
        )
    assert response.status == status, await response.text()
    return await response.json()


async def status_of(agent, user_id: int) -> dict:
    return await get_json(agent, f"/api/friends/status/{user_id}")


@pytest.fixture
async def pair(make_user):
    alice, alice_user = await make_user("alice")
    bob, bob_user = await make_user("bob_b")
    return alice, alice_user["id"], bob, bob_user["id"]


async def test_a_request_waits_for_the_addressee(pair):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    assert request == {"id": request["id"], "status": "pending"}
    assert await status_of(alice, bob_id) == {"status": "pending_sent", "friendship": request}
    assert await status_of(bob, alice_id) == {"status": "pending_received", "friendship": request}
    waiting = await get_json(bob, "/api/friends/requests")
    assert [(r["id"], r["requester"]["id"]) for r in waiting] == [(request["id"], alice_id)]
    assert "email" not in waiting[0]["requester"]
    assert await get_json(alice, "/api/friends/requests") == []
    assert await get_json(alice, "/api/friends") == []


@pytest.mark.parametrize("form", ["patch", "post"])
async def test_accepting_makes_friends_on_both_sides(pair, form):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    assert await answer(bob, request["id"], "accepted", form) == {"id": request["id"], "status": "accepted"}
    friendship = {"id": request["id"], "status": "accepted"}
    assert await status_of(alice, bob_id) == {"status": "friends", "friendship": friendship}
    assert await status_of(bob, alice_id) == {"status": "friends", "friendship": friendship}
    assert await ids(alice, "/api/friends") == [bob_id]
    assert await ids(bob, "/api/friends") == [alice_id]
    assert await get_json(bob, "/api/friends/requests") == []


@pytest.mark.parametrize("form", ["patch", "post"])
async def test_a_declined_requester_keeps_waiting_and_cannot_ask_again(pair, form):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    assert await answer(bob, request["id"], "blocked", form) == {"id": request["id"], "status": "blocked"}
    # The block is never revealed to the one who asked...
    assert await status_of(alice, bob_id) == {
        "status": "pending_sent",
        "friendship": {"id": request["id"], "status": "pending"},
    }
    again = await ask(alice, bob_id, status=409)
    duplicate_message = again["message"]
    assert duplicate_message == "Friend request already sent"
    # ... and the one who declined sees nothing pending.
    assert await status_of(bob, alice_id) == {"status": "none", "friendship": None}
    assert await get_json(bob, "/api/friends/requests") == []
    assert await get_json(alice, "/api/friends") == [] and await get_json(bob, "/api/friends") == []
    assert await Friendship.all().count() == 1


async def test_a_duplicate_request_is_a_409_with_the_same_message(pair):
    alice, _, _, bob_id = pair
    await ask(alice, bob_id)
    assert await ask(alice, bob_id, status=409) == {"message": "Friend request already sent"}
    assert await Friendship.all().count() == 1


async def test_a_reverse_request_makes_friends(pair):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    assert await ask(bob, alice_id) == {"id": request["id"], "status": "accepted"}
    assert await ids(alice, "/api/friends") == [bob_id]
    assert await get_json(bob, "/api/friends/requests") == []
    assert await ask(alice, bob_id, status=409) == {"message": "You are already friends"}
    assert await ask(bob, alice_id, status=409) == {"message": "You are already friends"}


async def test_the_one_who_declined_may_still_ask_and_that_makes_friends(pair):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    await answer(bob, request["id"], "blocked")
    assert await ask(bob, alice_id) == {"id": request["id"], "status": "accepted"}
    assert await status_of(alice, bob_id) == {
        "status": "friends",
        "friendship": {"id": request["id"], "status": "accepted"},
    }


async def test_asking_oneself_is_a_400_and_a_missing_member_a_404(pair, make_user):
    alice, alice_id, _, _ = pair
    body = await ask(alice, alice_id, status=400)
    assert body == {
        "message": "You cannot send a friend request to yourself",
        "errors": {"addresseeId": ["You cannot send a friend request to yourself"]},
    }
    assert await ask(alice, 9999, status=404) == {"message": "User not found"}
    assert await ask(alice, 2**31, status=404) == {"message": "User not found"}
    for bad in ("1", None, 0, -3, 1.5, True):
        body = await ask(alice, bad, status=400)
        assert list(body["errors"]) == ["addresseeId"]
    assert await Friendship.all().count() == 0


async def test_an_id_written_with_a_zero_fraction_is_that_id(pair):
    # JSON Schema (and so the document) counts 7.0 as the integer 7.
    alice, _, bob, bob_id = pair
    request = await ask(alice, float(bob_id))
    response = await bob.post(
        "/api/friends/respond", json={"friendshipId": float(request["id"]), "response": "accepted"}
    )
    assert response.status == 200
    assert await response.json() == {"id": request["id"], "status": "accepted"}


async def test_answering_twice_the_same_way_changes_nothing_and_otherwise_is_a_409(pair):
    alice, _, bob, bob_id = pair
    request = await ask(alice, bob_id)
    await answer(bob, request["id"], "accepted")
    assert await answer(bob, request["id"], "accepted") == {"id": request["id"], "status": "accepted"}
    body = await answer(bob, request["id"], "blocked", status=409)
    assert body == {"message": "This friend request has already been answered"}
    assert await ids(bob, "/api/friends") == [(await get_json(alice, "/api/auth/me"))["id"]]


@pytest.mark.parametrize("form", ["patch", "post"])
async def test_only_the_addressee_may_answer(pair, make_user, form):
    alice, _, bob, bob_id = pair
    carol, _ = await make_user("carol")
    request = await ask(alice, bob_id)
    for intruder in (alice, carol):  # the requester cannot accept their own request; nor can a stranger
        for value in ("accepted", "blocked"):
            assert await answer(intruder, request["id"], value, form, status=404) == {
                "message": "Friend request not found"
            }
    assert await answer(bob, 9999, "accepted", form, status=404) == {"message": "Friend request not found"}
    assert (await Friendship.get(id=request["id"])).status == "pending"


@pytest.mark.parametrize("body", [{"response": "maybe"}, {"response": "ACCEPTED"}, {"response": None}, {}])
async def test_a_bad_response_is_a_400(pair, body):
    alice, _, bob, bob_id = pair
    request = await ask(alice, bob_id)
    response = await bob.patch(f"/api/friends/respond/{request['id']}", json=body)
    assert response.status == 400
    assert await response.json() == {
        "message": "Response must be accepted or blocked",
        "errors": {"response": ["Response must be accepted or blocked"]},
    }
    response = await bob.post("/api/friends/respond", json={**body, "friendshipId": request["id"]})
    assert response.status == 400
    response = await bob.post("/api/friends/respond", json={"response": "accepted"})
    assert response.status == 400
    assert list((await response.json())["errors"]) == ["friendshipId"]
    assert (await Friendship.get(id=request["id"])).status == "pending"


async def test_removing_a_friend_ends_it_for_both_and_they_may_ask_again(pair):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    await answer(bob, request["id"], "accepted")
    response = await bob.delete(f"/api/friends/{alice_id}")
    assert response.status == 204
    assert await get_json(alice, "/api/friends") == [] and await get_json(bob, "/api/friends") == []
    assert await status_of(alice, bob_id) == {"status": "none", "friendship": None}
    response = await alice.delete(f"/api/friends/{bob_id}")
    assert response.status == 404
    assert await response.json() == {"message": "Friendship not found"}
    assert (await ask(alice, bob_id))["status"] == "pending"


async def test_removing_does_not_undo_a_pending_or_declined_request(pair):
    alice, alice_id, bob, bob_id = pair
    request = await ask(alice, bob_id)
    await answer(bob, request["id"], "blocked")
    for agent, other in ((alice, bob_id), (bob, alice_id)):
        response = await agent.delete(f"/api/friends/{other}")
        assert response.status == 404
    await ask(alice, bob_id, status=409)  # the decline still holds


async def test_status_of_oneself_is_none_and_of_a_missing_member_404(pair):
    alice, alice_id, _, _ = pair
    assert await status_of(alice, alice_id) == {"status": "none", "friendship": None}
    response = await alice.get("/api/friends/status/9999")
    assert response.status == 404


async def test_the_friends_list_pages_and_skips_suspended_members(make_user):
    me, me_user = await make_user()
    friends = []
    for _ in range(4):
        agent, user = await make_user()
        request = await ask(agent, me_user["id"])
        await answer(me, request["id"], "accepted")
        friends.append(user["id"])
    await User.filter(id=friends[0]).update(status="banned")
    assert await walk(me, "/api/friends?limit=2") == list(reversed(friends[1:]))


@pytest.mark.parametrize(
    "method, path, body",
    [
        ("GET", "/api/friends", None),
        ("GET", "/api/friends/requests", None),
        ("GET", "/api/friends/status/1", None),
        ("POST", "/api/friends/request", {"addresseeId": 1}),
        ("PATCH", "/api/friends/respond/1", {"response": "accepted"}),
        ("POST", "/api/friends/respond", {"friendshipId": 1, "response": "accepted"}),
        ("DELETE", "/api/friends/1", None),
    ],
)
async def test_friends_need_sign_in(pair, client, method, path, body):
    alice, _, _, bob_id = pair
    await ask(alice, bob_id)
    response = await client.request(method, path, json=body)
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert (await Friendship.get(id=1)).status == "pending"
