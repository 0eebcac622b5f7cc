"""Follows (issue 32, item 5): following tags, the "Following" scope of the thread list and the
feed, suggestions from skills, watching threads and the "watch" notice of their new comments
(never to the commenter, never twice with a reply or mention, never across a block or mute)."""

from __future__ import annotations

import pytest

from devnet_api.services import follows, moderation
from tests.api.helpers import get_json, staff

FOLLOWED = "/api/me/followed-tags"


async def call(agent, method: str, path: str, status: int = 200, **kwargs):
    response = await agent.request(method, path, **kwargs)
    assert response.status == status, await response.text()
    return await response.json() if response.status != 204 else None


async def follow(agent, tag: str, following: bool = True) -> list[str]:
    return (await call(agent, "POST", FOLLOWED, json={"tag": tag, "following": following}))["tags"]


async def thread(agent, title: str, tags: list[str], body: str = "A body long enough to post.") -> dict:
    return await call(agent, "POST", "/api/threads", 201, json={"title": title, "body": body, "tags": tags})


async def comment(agent, thread_id: int, body: str) -> dict:
    return await call(agent, "POST", f"/api/threads/{thread_id}/comments", 201, json={"body": body})


async def notices(agent, kind: str | None = None) -> list[dict]:
    found = await get_json(agent, "/api/notifications")
    return [n for n in found if kind is None or n["kind"] == kind]


@pytest.fixture
async def trio(make_user):
    ada = await make_user("ada", displayName="Ada Lovelace")
    bob = await make_user("bob_b", displayName="Bob Builder")
    cy = await make_user("cy_c", displayName="Cy Coder")
    return ada, bob, cy


async def test_following_and_unfollowing_a_tag_is_idempotent_and_normalised(signed_in):
    agent, me = signed_in
    assert await get_json(agent, FOLLOWED) == {"tags": []}
    assert await follow(agent, "  #Rust ") == ["rust"]
    assert await follow(agent, "rust") == ["rust"]
    assert await follow(agent, "async") == ["async", "rust"]
    assert await follow(agent, "RUST", following=False) == ["async"]
    assert await follow(agent, "never-followed", following=False) == ["async"]
    assert await get_json(agent, FOLLOWED) == {"tags": ["async"]}
    # The id the digest reads them by.
    ids = await follows.followed_tag_ids(me["id"])
    assert set((await follows.tag_names(ids)).values()) == {"async"}


@pytest.mark.parametrize(
    "body, message",
    [
        ({"tag": "   "}, follows.BAD_TAG),
        ({"tag": "#"}, follows.BAD_TAG),
        ({"tag": "# #"}, follows.BAD_TAG),
        ({"tag": "x" * 31}, follows.BAD_TAG),
        ({"tag": 7}, "Tag must be text"),
        ({}, "Tag is required"),
        ({"tag": "rust", "following": "yes"}, "following must be true or false"),
    ],
)
async def test_a_bad_tag_is_a_400_and_changes_nothing(signed_in, body, message):
    agent, _ = signed_in
    answer = await call(agent, "POST", FOLLOWED, 400, json=body)
    assert answer["message"] == message, answer
    assert await get_json(agent, FOLLOWED) == {"tags": []}


async def test_a_member_follows_at_most_the_limit(signed_in, monkeypatch):
    agent, _ = signed_in
    monkeypatch.setattr(follows, "MAX_FOLLOWED_TAGS", 2)
    await follow(agent, "a1")
    await follow(agent, "a2")
    answer = await call(agent, "POST", FOLLOWED, 400, json={"tag": "a3"})
    assert answer["message"] == f"You can follow at most {follows.MAX_FOLLOWED_TAGS} tags"
    assert await follow(agent, "a2") == ["a1", "a2"]  # one already followed is no new follow


async def test_visitors_cannot_follow_or_use_the_following_scope(client):
    assert (await client.get(FOLLOWED)).status == 401
    assert (await client.post(FOLLOWED, json={"tag": "rust"})).status == 401
    assert (await client.get("/api/threads?scope=following")).status == 401
    assert (await client.get("/api/threads?scope=all")).status == 200


async def test_a_bad_scope_is_a_400_naming_the_choices(signed_in):
    agent, _ = signed_in
    answer = await call(agent, "GET", "/api/threads?scope=mine", 400)
    assert answer["message"] == "scope must be one of: all, following"
    answer = await call(agent, "GET", "/api/posts?scope=tags", 400)
    assert answer["message"] == "scope must be one of: global, friends, following"


async def test_the_following_scope_lists_threads_and_posts_in_followed_tags_only(trio):
    (ada, _), (bob, _), _ = trio
    rust = await thread(bob, "Borrow checker tips", ["rust"])
    both = await thread(bob, "Rust and Go", ["go", "rust"])
    await thread(bob, "Python packaging", ["python"])
    await call(bob, "POST", "/api/posts", 201, json={"content": "Loving #rust today"})
    await call(bob, "POST", "/api/posts", 201, json={"content": "Plain post about #python"})
    assert await get_json(ada, "/api/threads?scope=following") == []
    assert await get_json(ada, "/api/posts?scope=following") == []
    await follow(ada, "rust")
    listed = await get_json(ada, "/api/threads?scope=following&sortBy=latest")
    assert [t["id"] for t in listed] == [both["id"], rust["id"]]
    assert [p["content"] for p in await get_json(ada, "/api/posts?scope=following")] == ["Loving #rust today"]
    # With the other filters.
    assert [t["id"] for t in await get_json(ada, "/api/threads?scope=following&tag=go")] == [both["id"]]
    assert [t["id"] for t in await get_json(ada, "/api/threads?scope=following&searchQuery=borrow")] == [rust["id"]]
    # Another member's follows are theirs.
    assert await get_json(bob, "/api/threads?scope=following") == []


async def test_the_following_scope_leaves_out_hidden_and_blocked_content(trio, make_user):
    (ada, _), (bob, _), (cy, _) = trio
    await follow(ada, "rust")
    hidden = await thread(bob, "Hidden one", ["rust"])
    await thread(cy, "From a blocked member", ["rust"])
    kept = await thread(bob, "Still here", ["rust"])
    await moderation.hide(await staff(make_user), "thread", hidden["id"], "spam")
    cy_id = (await get_json(cy, "/api/auth/me"))["id"]
    await call(ada, "PUT", f"/api/users/{cy_id}/block")
    assert [t["id"] for t in await get_json(ada, "/api/threads?scope=following")] == [kept["id"]]


async def test_suggested_tags_come_from_skills_not_yet_followed(make_user):
    agent, _ = await make_user("skilled", skills=["Python", "Rust", "Docker"])
    other, _ = await make_user()
    await thread(other, "Docker compose", ["docker"])
    await thread(other, "Docker swarm", ["docker"])
    await thread(other, "Python typing", ["python"])
    assert (await get_json(agent, f"{FOLLOWED}/suggested"))["tags"] == ["docker", "python", "rust"]
    await follow(agent, "python")
    assert (await get_json(agent, f"{FOLLOWED}/suggested"))["tags"] == ["docker", "rust"]
    assert (await get_json(other, f"{FOLLOWED}/suggested"))["tags"] == []


# --- watching --------------------------------------------------------------------------------------


async def test_the_author_and_commenters_watch_and_hear_of_new_comments(trio):
    (ada, _), (bob, _), (cy, _) = trio
    t = await thread(ada, "Async pitfalls", ["python"])
    path = f"/api/threads/{t['id']}/watch"
    assert await get_json(ada, path) == {"watching": True}
    assert await get_json(bob, path) == {"watching": False}
    await comment(bob, t["id"], "First thoughts")
    assert await get_json(bob, path) == {"watching": True}
    # Ada (the owner) hears of it as a reply only: never a second "watch" notice of the same comment.
    assert [n["kind"] for n in await notices(ada)] == ["reply"]
    third = await comment(cy, t["id"], "Another angle")
    [notice] = await notices(bob, "watch")
    assert notice["text"] == "Cy Coder commented on a thread you watch"
    assert notice["link"] == f"/threads/{t['id']}#comment-{third['id']}"
    assert notice["excerpt"] == "Another angle"
    assert notice["target"] == {"kind": "thread", "id": t["id"]}
    assert await notices(cy, "watch") == []  # never the commenter
    assert [n["kind"] for n in await notices(ada)] == ["reply", "reply"]
    # Another comment by someone else joins the unread notice: "and 1 other".
    await comment(ada, t["id"], "Thanks both")
    [notice] = await notices(bob, "watch")
    assert notice["text"] == "Ada Lovelace and 1 other commented on a thread you watch"
    assert [n["text"] for n in await notices(cy, "watch")] == ["Ada Lovelace commented on a thread you watch"]


async def test_unwatching_sticks_and_watching_is_a_choice(trio):
    (ada, _), (bob, _), (cy, _) = trio
    t = await thread(ada, "Watch me", [])
    path = f"/api/threads/{t['id']}/watch"
    await comment(bob, t["id"], "I comment, so I watch")
    assert await call(bob, "DELETE", path) == {"watching": False}
    await comment(bob, t["id"], "Commenting again does not watch again")
    assert await get_json(bob, path) == {"watching": False}
    await comment(cy, t["id"], "News")
    assert await notices(bob, "watch") == []
    # Watching again is a choice that also stays (twice: no change).
    assert await call(bob, "PUT", path) == {"watching": True}
    assert await call(bob, "PUT", path) == {"watching": True}
    await comment(cy, t["id"], "More news")
    assert [n["kind"] for n in await notices(bob, "watch")] == ["watch"]


async def test_watching_a_missing_or_hidden_thread_is_a_404(signed_in, make_user):
    agent, _ = signed_in
    assert (await call(agent, "PUT", "/api/threads/999999/watch", 404))["message"] == "Thread not found"
    owner, _ = await make_user()
    t = await thread(owner, "Soon hidden", [])
    await moderation.hide(await staff(make_user), "thread", t["id"], "spam")
    assert (await call(agent, "PUT", f"/api/threads/{t['id']}/watch", 404))["message"] == "Thread not found"


async def test_a_watcher_who_blocked_or_muted_the_commenter_or_turned_it_off_hears_nothing(trio, make_user):
    (ada, _), (bob, _), (cy, cy_user) = trio
    dee, _ = await make_user("dee_d")
    t = await thread(ada, "Quiet please", [])
    for agent in (bob, dee):
        await call(agent, "PUT", f"/api/threads/{t['id']}/watch")
    await call(bob, "PUT", f"/api/users/{cy_user['id']}/mute")
    await call(dee, "PUT", "/api/me/notification-preferences", json={"preferences": {"watch": False}})
    await comment(cy, t["id"], "Anyone?")
    assert await notices(bob, "watch") == []
    assert await notices(dee, "watch") == []


async def test_a_mentioned_watcher_gets_the_mention_only(trio):
    (ada, _), (bob, _), (cy, _) = trio
    t = await thread(ada, "Mentions", [])
    await call(bob, "PUT", f"/api/threads/{t['id']}/watch")
    await comment(cy, t["id"], "What do you think, @bob_b?")
    assert [n["kind"] for n in await notices(bob)] == ["mention"]


async def test_the_watch_preference_is_listed_in_settings(signed_in):
    agent, _ = signed_in
    kinds = {p["kind"]: p for p in await get_json(agent, "/api/me/notification-preferences")}
    assert kinds["watch"] == {"kind": "watch", "label": "New comments on threads you watch", "enabled": True}
