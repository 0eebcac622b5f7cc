"""The feed API: posts, #tags, images, likes, shares, comments, reports and the new_post event."""

from __future__ import annotations

import asyncio

import pytest

from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.services import moderation
from tests.api.helpers import get_json, ids, next_link, staff, walk
from tests.api.test_projects import NOT_AN_IMAGE, data_url, image_bytes
from tests.api.test_realtime import receive, signed_socket
from tests.conftest import Agent

POST_FIELDS = {
    "id",
    "content",
    "mediaUrls",
    "mediaAlts",
    "tags",
    "user",
    "createdAt",
    "isLiked",
    "likesCount",
    "commentsCount",
    "sharesCount",
    "editedAt",  # docs/editing.md
}


async def post(agent, status: int = 201, **payload) -> dict:
    payload.setdefault("mediaUrls", [])
    payload.setdefault("tags", [])
    response = await agent.post("/api/posts", json=payload)
    assert response.status == status, await response.text()
    return await response.json()


async def test_the_feed_needs_a_signed_in_member(client):
    for method, path in (
        ("GET", "/api/posts"),
        ("POST", "/api/posts"),
        ("POST", "/api/posts/1/like"),
        ("DELETE", "/api/posts/1/like"),
        ("POST", "/api/posts/1/share"),
        ("POST", "/api/posts/1/comments"),
    ):
        response = await client.request(method, path, json={} if method == "POST" else None)
        assert response.status == 401, (method, path)
        assert await response.json() == {"message": "Not authenticated"}


async def test_a_post_is_created_with_tags_from_its_hashtags(signed_in):
    agent, me = signed_in
    created = await post(
        agent, content="  Shipping #Python 3.13 with #async-io today! #python  ", tags=["Release", "#python"]
    )
    assert set(created) == POST_FIELDS
    assert created["content"] == "Shipping #Python 3.13 with #async-io today! #python"
    assert created["tags"] == ["release", "python", "async-io"]
    assert created["user"]["id"] == me["id"] and "email" not in created["user"]
    assert (created["isLiked"], created["likesCount"], created["commentsCount"], created["sharesCount"]) == (
        False,
        0,
        0,
        0,
    )
    assert created["createdAt"].endswith("Z")
    assert sorted(await PostTag.filter(post_id=created["id"]).values_list("tag", flat=True)) == [
        "async-io",
        "python",
        "release",
    ]


@pytest.mark.parametrize("sent", [[], ["caf"]], ids=["as the client sends it", "with an ASCII client's cut"])
async def test_a_unicode_hashtag_is_one_tag(signed_in, sent):
    agent, _ = signed_in
    created = await post(agent, content="Trying #café today", tags=sent)
    assert created["tags"] == ["café"]
    assert await PostTag.filter(post_id=created["id"]).values_list("tag", flat=True) == ["café"]
    listed = await agent.get("/api/posts")
    assert [p["tags"] for p in await listed.json() if p["id"] == created["id"]] == [["café"]]


@pytest.mark.parametrize(
    "content, tags",
    [
        ("Learning C# and F# this week", []),
        ("See https://example.com/docs#section and &#39;quotes&#39;", []),
        ("Fenced:\n```c\n#include <stdio.h>\n```\nand `#inline` code, then #real", ["real"]),
        ("#under_score #with-hyphen #123 #---", ["under_score", "with-hyphen", "123"]),
        ("#a" + "b" * 40 + " #short", ["short"]),
    ],
)
async def test_only_hashtag_words_outside_code_and_links_become_tags(signed_in, content, tags):
    agent, _ = signed_in
    assert (await post(agent, content=content))["tags"] == tags


async def test_tags_stop_at_ten_and_more_than_ten_sent_is_refused(signed_in):
    agent, _ = signed_in
    created = await post(agent, content=" ".join(f"#t{n}" for n in range(15)), tags=["given"])
    assert created["tags"] == ["given"] + [f"t{n}" for n in range(9)]
    refused = await post(agent, 400, content="hello", tags=[f"t{n}" for n in range(11)])
    assert refused == {"message": "Maximum 10 tags allowed", "errors": {"tags": ["Maximum 10 tags allowed"]}}


async def test_an_empty_post_is_refused(signed_in):
    agent, _ = signed_in
    for payload in ({"content": ""}, {"content": "   \n "}, {}):
        response = await agent.post("/api/posts", json=payload)
        assert response.status == 400
        assert await response.json() == {
            "message": "Post cannot be empty",
            "errors": {"content": ["Post cannot be empty"]},
        }
    assert await Post.all().count() == 0


async def test_post_length_and_types_are_checked(signed_in):
    agent, _ = signed_in
    assert len((await post(agent, content="x" * 5000))["content"]) == 5000
    too_long = await post(agent, 400, content="x" * 5001)
    assert too_long["errors"] == {"content": ["Post cannot exceed 5000 characters"]}
    wrong = await post(agent, 400, content=42)
    assert wrong["errors"] == {"content": ["Post must be text"]}


async def test_images_go_through_the_media_pipeline(signed_in):
    agent, _ = signed_in
    photo = data_url(image_bytes("PNG", "red"))
    created = await post(agent, content="", mediaUrls=[photo, data_url(image_bytes("JPEG", "blue"), "jpeg")])
    assert created["content"] == ""
    assert [url.rsplit(".", 1)[1] for url in created["mediaUrls"]] == ["png", "jpg"]
    for url in created["mediaUrls"]:
        assert (await agent.get(url)).status == 200
    # An issued URL is accepted back; anything else is refused and nothing is stored.
    again = await post(agent, content="Same photo", mediaUrls=[created["mediaUrls"][0]])
    assert again["mediaUrls"] == created["mediaUrls"][:1]
    for bad in ("https://example.com/cat.png", "javascript:alert(1)", data_url(image_bytes("PNG"), "svg+xml")):
        refused = await post(agent, 400, content="look", mediaUrls=[photo, bad])
        assert refused == {"message": NOT_AN_IMAGE, "errors": {"mediaUrls": [NOT_AN_IMAGE]}}
    too_many = await post(agent, 400, content="five", mediaUrls=[photo] * 5)
    assert too_many["errors"] == {"mediaUrls": ["You can only upload up to 4 images"]}
    assert await Post.all().count() == 2


async def test_the_list_is_newest_first_and_paginates(make_user):
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    made = [(await post(agent_a if n % 2 else agent_b, content=f"Post {n}"))["id"] for n in range(7)]
    assert await ids(agent_a, "/api/posts") == made[::-1]
    assert await walk(agent_a, "/api/posts?limit=3") == made[::-1]
    last = await agent_a.get("/api/posts?limit=7")
    assert next_link(last) is None
    for bad in ("limit=0", "limit=101", "cursor=nonsense", "scope=everyone"):
        response = await agent_a.get(f"/api/posts?{bad}")
        assert response.status == 400, bad


async def test_the_friends_scope_holds_friends_and_self(make_user):
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    mine = await post(agent_a, content="Mine")
    theirs = await post(agent_b, content="Theirs")
    assert await ids(agent_a, "/api/posts?scope=global") == [theirs["id"], mine["id"]]
    # No friendships yet (they come with the people issue): only one's own posts.
    assert await ids(agent_a, "/api/posts?scope=friends") == [mine["id"]]
    assert await ids(agent_b, "/api/posts?scope=friends") == [theirs["id"]]


async def test_a_tag_lists_only_posts_with_that_tag_and_pages_them(make_user):
    """A tag's page (issue 47) lists the posts with the tag: exact, ignoring case and a '#'."""
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    rust = [(await post(agent_a if n % 2 else agent_b, content=f"Learning #Rust day {n}"))["id"] for n in range(5)]
    await post(agent_a, content="Trying #rustacean things")
    await post(agent_b, content="No tag at all")
    assert await ids(agent_a, "/api/posts?tag=rust") == rust[::-1]
    assert await ids(agent_a, "/api/posts?tag=%23RUST") == rust[::-1]
    assert await walk(agent_a, "/api/posts?tag=rust&limit=2") == rust[::-1]
    # With a scope: the member's own posts with the tag.
    assert await ids(agent_a, "/api/posts?tag=rust&scope=friends") == [n for n in rust[::-1] if n in rust[1::2]]
    assert await ids(agent_a, "/api/posts?tag=go") == []
    assert await ids(agent_a, "/api/posts?tag=" + "x" * 31) == []


async def test_a_post_has_its_own_answer_as_the_feed_shows_it(client, make_user):
    """GET /api/posts/{id}: a post's own page (issue 47); 404 for one the viewer cannot see."""
    agent_a, _ = await make_user()
    agent_b, user_b = await make_user()
    made = await post(agent_b, content="My #rust post")
    mine = await get_json(agent_a, f"/api/posts/{made['id']}")
    assert set(mine) == POST_FIELDS
    listed = [item for item in await get_json(agent_a, "/api/posts") if item["id"] == made["id"]]
    assert mine == listed[0]
    assert (await client.get(f"/api/posts/{made['id']}")).status == 401
    for missing in ("999999", "abc"):
        response = await agent_a.get(f"/api/posts/{missing}")
        assert response.status == 404, missing
    blocked = await agent_a.request("PUT", f"/api/users/{user_b['id']}/block")
    assert blocked.status == 200, await blocked.text()
    response = await agent_a.get(f"/api/posts/{made['id']}")
    assert response.status == 404
    assert (await response.json())["message"] == "Post not found"


async def test_like_and_unlike_are_idempotent_and_islike_is_the_viewers(make_user):
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    target = await post(agent_a, content="Like me")
    other = await post(agent_a, content="Not me")
    path = f"/api/posts/{target['id']}/like"
    for _ in range(2):
        response = await agent_b.post(path)
        assert response.status == 200 and await response.json() == {"isLiked": True, "likesCount": 1}
    assert await (await agent_a.post(path)).json() == {"isLiked": True, "likesCount": 2}
    listed = {p["id"]: (p["isLiked"], p["likesCount"]) for p in await get_json(agent_b, "/api/posts")}
    assert listed == {target["id"]: (True, 2), other["id"]: (False, 0)}
    for _ in range(2):
        response = await agent_b.delete(path)
        assert response.status == 200 and await response.json() == {"isLiked": False, "likesCount": 1}
    listed = {p["id"]: (p["isLiked"], p["likesCount"]) for p in await get_json(agent_b, "/api/posts")}
    assert listed == {target["id"]: (False, 1), other["id"]: (False, 0)}
    listed = {p["id"]: p["isLiked"] for p in await get_json(agent_a, "/api/posts")}
    assert listed == {target["id"]: True, other["id"]: False}


async def test_concurrent_likes_are_counted_exactly(make_user):
    owner, _ = await make_user()
    target = await post(owner, content="Popular")
    likers = [(await make_user())[0] for _ in range(8)]
    path = f"/api/posts/{target['id']}/like"
    # Each member likes twice at once, all members at the same time: one like each.
    answers = await asyncio.gather(*(agent.post(path) for agent in likers for _ in range(2)))
    assert all(answer.status == 200 for answer in answers)
    assert (await Post.get(id=target["id"])).likes_count == 8 == await PostLike.filter(post_id=target["id"]).count()
    answers = await asyncio.gather(*(agent.delete(path) for agent in likers[:5] for _ in range(2)))
    assert all(answer.status == 200 for answer in answers)
    assert (await Post.get(id=target["id"])).likes_count == 3 == await PostLike.filter(post_id=target["id"]).count()


async def test_liking_or_sharing_a_missing_post_is_a_404(signed_in):
    agent, _ = signed_in
    for method, path in (
        ("POST", "/api/posts/999/like"),
        ("DELETE", "/api/posts/999/like"),
        ("POST", "/api/posts/999/share"),
        ("GET", "/api/posts/999/comments"),
        ("POST", "/api/posts/abc/like"),
        ("POST", f"/api/posts/{2**31}/like"),
    ):
        response = await agent.request(method, path, json={"body": "hi"} if path.endswith("comments") else None)
        assert response.status == 404, (method, path)


async def test_a_members_repeated_shares_count_once(make_user):
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    target = await post(agent_a, content="Share me")
    path = f"/api/posts/{target['id']}/share"
    assert await (await agent_b.post(path)).json() == {"sharesCount": 1}
    assert await (await agent_b.post(path)).json() == {"sharesCount": 1}
    assert await (await agent_a.post(path)).json() == {"sharesCount": 2}
    assert (await get_json(agent_a, "/api/posts"))[0]["sharesCount"] == 2


async def test_post_comments(make_user):
    agent_a, _ = await make_user()
    agent_b, b = await make_user()
    target = await post(agent_a, content="Thoughts?")
    path = f"/api/posts/{target['id']}/comments"
    response = await agent_b.post(path, json={"body": "  Nice one  "})
    assert response.status == 201
    comment = await response.json()
    assert comment["body"] == "Nice one" and comment["user"]["id"] == b["id"]
    assert (await agent_b.post(path, json={"body": "   "})).status == 400
    second = await (await agent_a.post(path, json={"body": "Thanks"})).json()
    assert await ids(agent_b, path) == [comment["id"], second["id"]]
    assert (await get_json(agent_a, "/api/posts"))[0]["commentsCount"] == 2


async def test_posts_can_be_reported_and_a_hidden_post_is_gone(make_user):
    agent_a, _ = await make_user()
    agent_b, _ = await make_user()
    target = await post(agent_a, content="Buy cheap watches #spam")
    kept = await post(agent_a, content="A fine post")
    comment = await (await agent_b.post(f"/api/posts/{kept['id']}/comments", json={"body": "rude"})).json()
    response = await agent_b.post(
        "/api/reports", json={"resourceType": "post", "resourceId": target["id"], "reason": "Spam"}
    )
    assert response.status == 201
    response = await agent_b.post(
        "/api/reports", json={"resourceType": "comment", "resourceId": comment["id"], "reason": "Rude"}
    )
    assert response.status == 201
    mod = await staff(make_user)
    await moderation.hide(mod, "post", target["id"], "spam")
    await moderation.hide(mod, "comment", comment["id"], "rude")
    assert await ids(agent_b, "/api/posts") == [kept["id"]]
    assert (await get_json(agent_b, "/api/posts"))[0]["commentsCount"] == 0
    assert (await agent_b.post(f"/api/posts/{target['id']}/like")).status == 404
    response = await agent_b.post(
        "/api/reports", json={"resourceType": "post", "resourceId": target["id"], "reason": "Spam"}
    )
    assert response.status == 404


async def test_a_new_post_reaches_every_signed_in_socket(make_user):
    agent_a, a = await make_user()
    agent_b, b = await make_user()
    ws_a = await signed_socket(agent_a, a)
    ws_b = await signed_socket(agent_b, b)
    created = await post(agent_a, content="Live! #realtime")
    for ws in (ws_a, ws_b):
        event = await receive(ws)
        assert event == {"type": "new_post", "post": created}
    for ws in (ws_a, ws_b):
        await ws.close()


async def test_a_visitor_gets_no_feed(client):
    visitor = Agent(client.server)
    try:
        assert (await visitor.get("/api/posts?scope=friends")).status == 401
    finally:
        await visitor.session.close()
