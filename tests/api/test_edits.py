"""Members edit and delete their own words (docs/editing.md): threads, posts, comments, messages.

Only the author, checked by the server; an edit follows the create rules and messages, shows an
"edited" mark, and keeps the earlier versions of threads and posts for the author and moderators;
a delete corrects every counter, tag count and trending hashtag at once; a comment that later
comments followed reads "[deleted]"; a moderator's CLI delete takes the same path."""

from __future__ import annotations

import pytest

from devnet_api.models.accounts import User
from devnet_api.models.admin import AuditEntry
from devnet_api.models.content import Comment, ContentVersion, TagCount, Thread, ThreadTag
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.services import moderation, trends
from tests.api.helpers import get_json, staff
from tests.api.test_realtime import receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting
from tests.api.test_trends import age_everyone

BODY = "A body long enough to be a thread, surely."


async def call(agent, method: str, path: str, status: int, **kwargs):
    response = await agent.request(method, path, **kwargs)
    assert response.status == status, await response.text()
    return None if status == 204 else await response.json()


async def new_thread(agent, title="First title", tags=("python",)) -> dict:
    return await call(agent, "POST", "/api/threads", 201, json={"title": title, "body": BODY, "tags": list(tags)})


async def new_post(agent, content="Hello #rust world") -> dict:
    return await call(agent, "POST", "/api/posts", 201, json={"content": content})


async def comment(agent, prefix: str, parent_id: int, body: str) -> dict:
    return await call(agent, "POST", f"/api/{prefix}/{parent_id}/comments", 201, json={"body": body})


async def tag_uses(kind: str) -> dict[str, int]:
    return {row.tag: row.uses for row in await TagCount.filter(kind=kind, uses__gt=0)}


@pytest.fixture
async def two(make_user):
    (author, author_user), (other, other_user) = await make_user("author"), await make_user("other")
    return author, author_user, other, other_user


# --- threads --------------------------------------------------------------------------------------


async def test_the_author_edits_a_thread_which_shows_the_mark_and_keeps_the_earlier_version(two):
    author, _author_user, other, _ = two
    thread = await new_thread(author)
    assert thread["editedAt"] is None
    edited = await call(
        author,
        "PATCH",
        f"/api/threads/{thread['id']}",
        200,
        json={"title": "  Better title ", "body": BODY + " More.", "tags": ["Rust"]},
    )
    assert (edited["title"], edited["tags"], edited["createdAt"]) == ("Better title", ["rust"], thread["createdAt"])
    assert edited["editedAt"] >= thread["createdAt"]
    shown = await get_json(other, f"/api/threads/{thread['id']}")
    assert (shown["title"], shown["editedAt"]) == ("Better title", edited["editedAt"])
    # The tag lists, the tag filter and search follow the edit.
    assert await tag_uses("thread") == {"rust": 1}
    assert [t["id"] for t in await get_json(other, "/api/threads?tag=rust")] == [thread["id"]]
    assert await get_json(other, "/api/threads?tag=python") == []
    assert [t["id"] for t in await get_json(other, "/api/threads?searchQuery=better")] == [thread["id"]]
    versions = await get_json(author, f"/api/threads/{thread['id']}/versions")
    assert [(v["title"], v["body"], v["tags"]) for v in versions] == [("First title", BODY, ["python"])]
    assert (versions[0]["writtenAt"], versions[0]["replacedAt"]) == (thread["createdAt"], edited["editedAt"])


async def test_saving_a_thread_unchanged_is_no_edit(two):
    author, *_ = two
    thread = await new_thread(author)
    same = {"title": thread["title"], "body": thread["body"], "tags": thread["tags"]}
    assert (await call(author, "PATCH", f"/api/threads/{thread['id']}", 200, json=same))["editedAt"] is None
    assert await ContentVersion.all().count() == 0


@pytest.mark.parametrize(
    "body, field, message",
    [
        ({"title": "Four"}, "title", "Title must be at least 5 characters"),
        ({"body": "too short"}, "body", "Content must be at least 20 characters"),
        ({"tags": [f"t{i}" for i in range(11)]}, "tags", "Maximum 10 tags allowed"),
    ],
)
async def test_a_thread_edit_follows_the_create_rules_and_changes_nothing_when_refused(two, body, field, message):
    author, *_ = two
    thread = await new_thread(author)
    full = {"title": "Valid title", "body": BODY, "tags": [], **body}
    created = await (await author.post("/api/threads", json=full)).json()
    edited = await call(author, "PATCH", f"/api/threads/{thread['id']}", 400, json=full)
    assert edited == created  # the same status, message and field errors as create
    assert edited["errors"][field] == [message]
    assert (await Thread.get(id=thread["id"])).title == "First title"


async def test_only_the_author_edits_or_deletes_a_thread(two, client):
    author, _, other, _ = two
    thread = await new_thread(author)
    path = f"/api/threads/{thread['id']}"
    change = {"title": "Hijacked title", "body": BODY, "tags": []}
    assert (await call(other, "PATCH", path, 403, json=change))["message"] == "You can only edit your own threads."
    assert (await call(other, "DELETE", path, 403))["message"] == "You can only delete your own threads."
    assert (await client.patch(path, json=change)).status == 401
    assert (await client.delete(path)).status == 401
    assert (await call(author, "PATCH", "/api/threads/999999", 404, json=change))["message"] == "Thread not found"
    assert (await Thread.get(id=thread["id"])).title == "First title"


async def test_versions_are_for_the_author_and_moderators_only(two, make_user):
    author, _, other, _ = two
    thread = await new_thread(author)
    post = await new_post(author)
    moderator = await staff(make_user)
    for path, change in (
        (f"/api/threads/{thread['id']}", {"title": "Second title", "body": BODY, "tags": []}),
        (f"/api/posts/{post['id']}", {"content": "Hello again"}),
    ):
        await call(author, "PATCH", path, 200, json=change)
        denied = await call(other, "GET", f"{path}/versions", 403)
        assert denied["message"] == "Only the author and moderators can see earlier versions"
    # A moderator reads them (the API answers by role).
    mod_agent, mod_user = await make_user("mod_reader")
    await User.filter(id=mod_user["id"]).update(role="moderator")
    assert [v["body"] for v in await get_json(mod_agent, f"/api/posts/{post['id']}/versions")] == ["Hello #rust world"]
    assert moderator.role == "moderator"
    # Hidden content's versions are as missing as the content.
    await moderation.hide(moderator, "thread", thread["id"], "spam")
    assert (await call(author, "GET", f"/api/threads/{thread['id']}/versions", 404))["message"] == "Thread not found"


async def test_deleting_a_thread_takes_its_comments_votes_tags_and_counts(two):
    author, author_user, other, _ = two
    thread = await new_thread(author, tags=("python", "web"))
    keep = await new_thread(author, title="Kept thread", tags=("python",))
    await comment(other, "threads", thread["id"], "Nice one")
    await call(other, "POST", f"/api/threads/{thread['id']}/vote", 200, json={"voteType": "upvote"})
    await other.get(f"/api/threads/{thread['id']}")  # a view
    await call(
        author,
        "PATCH",
        f"/api/threads/{thread['id']}",
        200,
        json={"title": "New title", "body": BODY, "tags": ["python", "web"]},
    )
    assert (await User.get(id=author_user["id"])).thread_count == 2
    await call(author, "DELETE", f"/api/threads/{thread['id']}", 204)
    assert (await call(other, "GET", f"/api/threads/{thread['id']}", 404))["message"] == "Thread not found"
    assert (await User.get(id=author_user["id"])).thread_count == 1
    assert await tag_uses("thread") == {"python": 1}
    assert await get_json(other, "/api/threads/tags") == ["python"]
    assert await Comment.filter(thread_id=thread["id"]).count() == 0
    assert await ThreadTag.filter(thread_id=thread["id"]).count() == 0
    assert await ContentVersion.filter(kind="thread", object_id=thread["id"]).count() == 0
    assert [t["id"] for t in await get_json(other, "/api/threads")] == [keep["id"]]
    assert (await call(author, "DELETE", f"/api/threads/{thread['id']}", 404))["message"] == "Thread not found"


# --- posts ----------------------------------------------------------------------------------------


async def test_editing_and_deleting_a_post_moves_trending_at_once(make_user):
    (ada, _), (bob, _) = await make_user("ada"), await make_user("bob")
    await age_everyone()
    mine = await new_post(ada, "Learning #rust and #go")
    await new_post(bob, "Also #rust")
    await trends.refresh_hashtags()
    assert await get_json(bob, "/api/hashtags/trending") == [
        {"hashtag": "rust", "count": 2},
        {"hashtag": "go", "count": 1},
    ]
    edited = await call(ada, "PATCH", f"/api/posts/{mine['id']}", 200, json={"content": "Now #zig only"})
    assert (edited["content"], edited["tags"]) == ("Now #zig only", ["zig"])
    assert edited["editedAt"] is not None
    # No job has run: the snapshot already follows the edit.
    assert await get_json(bob, "/api/hashtags/trending") == [
        {"hashtag": "rust", "count": 1},
        {"hashtag": "zig", "count": 1},
    ]
    # The new tag counts at the post's own time, not the edit's.
    zig = await PostTag.get(post_id=mine["id"], tag="zig")
    assert zig.created_at == (await Post.get(id=mine["id"])).created_at
    await call(ada, "DELETE", f"/api/posts/{mine['id']}", 204)
    assert await get_json(bob, "/api/hashtags/trending") == [{"hashtag": "rust", "count": 1}]


async def test_a_post_edit_follows_the_create_rules_and_only_the_author_may(two):
    author, _, other, _ = two
    post = await new_post(author)
    path = f"/api/posts/{post['id']}"
    refused = await call(author, "PATCH", path, 400, json={"content": "   ", "mediaUrls": []})
    assert refused == await call(author, "POST", "/api/posts", 400, json={"content": "   ", "mediaUrls": []})
    assert refused["message"] == "Post cannot be empty"
    too_long = await call(author, "PATCH", path, 400, json={"content": "x" * 5001})
    assert too_long["errors"]["content"] == ["Post cannot exceed 5000 characters"]
    assert (await call(other, "PATCH", path, 403, json={"content": "mine now"}))["message"] == (
        "You can only edit your own posts."
    )
    assert (await call(other, "DELETE", path, 403))["message"] == "You can only delete your own posts."
    assert (await Post.get(id=post["id"])).content == "Hello #rust world"


async def test_deleting_a_post_takes_its_likes_and_comments(two):
    author, _, other, _ = two
    post = await new_post(author)
    await call(other, "POST", f"/api/posts/{post['id']}/like", 200)
    await comment(other, "posts", post["id"], "Great")
    await call(author, "DELETE", f"/api/posts/{post['id']}", 204)
    assert await get_json(other, "/api/posts") == []
    assert await PostLike.filter(post_id=post["id"]).count() == 0
    assert await Comment.filter(post_id=post["id"]).count() == 0
    assert (await call(other, "POST", f"/api/posts/{post['id']}/like", 404))["message"] == "Post not found"


async def test_hidden_content_is_not_found_even_for_its_author(two, make_user):
    author, *_ = two
    post = await new_post(author)
    await moderation.hide(await staff(make_user), "post", post["id"], "spam")
    assert (await call(author, "PATCH", f"/api/posts/{post['id']}", 404, json={"content": "x"}))["message"] == (
        "Post not found"
    )
    assert (await call(author, "DELETE", f"/api/posts/{post['id']}", 404))["message"] == "Post not found"


async def test_an_edited_or_deleted_post_goes_live(two, client):
    author, _author_user, other, other_user = two
    post = await new_post(author)
    ws = await signed_socket(other, other_user)
    edited = await call(author, "PATCH", f"/api/posts/{post['id']}", 200, json={"content": "Changed #go"})
    frame = await receive(ws)
    assert frame["type"] == "post_updated"
    assert frame["post"] == {key: value for key, value in edited.items() if key != "isLiked"}
    await call(author, "DELETE", f"/api/posts/{post['id']}", 204)
    assert await receive(ws) == {"type": "post_deleted", "postId": post["id"]}
    await call(author, "PATCH", f"/api/posts/{post['id']}", 404, json={"content": "gone"})
    await nothing_waiting(client, ws)  # a refused edit sends nothing
    await ws.close()


# --- comments -------------------------------------------------------------------------------------


async def test_the_author_edits_a_comment_by_the_create_rules(two):
    author, _, other, _ = two
    thread = await new_thread(other)
    mine = await comment(author, "threads", thread["id"], "First thoughts")
    path = f"/api/comments/{mine['id']}"
    assert (await call(author, "PATCH", path, 400, json={"body": "  "}))["errors"]["body"] == [
        "Comment cannot be empty"
    ]
    assert (await call(other, "PATCH", path, 403, json={"body": "x"}))[
        "message"
    ] == "You can only edit your own comments."
    edited = await call(author, "PATCH", path, 200, json={"body": " Second thoughts "})
    assert (edited["body"], edited["deleted"]) == ("Second thoughts", False)
    assert edited["editedAt"] is not None
    listed = await get_json(other, f"/api/threads/{thread['id']}/comments")
    assert [(c["body"], c["editedAt"]) for c in listed] == [("Second thoughts", edited["editedAt"])]


async def test_a_deleted_comment_with_replies_reads_deleted_and_one_without_goes(two):
    author, _, other, _ = two
    thread = await new_thread(other)
    first = await comment(author, "threads", thread["id"], "I said something")
    reply = await comment(other, "threads", thread["id"], "And I answered")
    assert (await call(other, "DELETE", f"/api/comments/{first['id']}", 403))["message"] == (
        "You can only delete your own comments."
    )
    await call(author, "DELETE", f"/api/comments/{first['id']}", 204)
    listed = await get_json(other, f"/api/threads/{thread['id']}/comments")
    assert [(c["id"], c["body"], c["user"], c["deleted"]) for c in listed] == [
        (first["id"], "[deleted]", None, True),
        (reply["id"], "And I answered", reply["user"], False),
    ]
    assert (await get_json(other, f"/api/threads/{thread['id']}"))["commentCount"] == 1
    assert (await Comment.get(id=first["id"])).body == ""  # the words are gone, not only hidden
    # A placeholder cannot be edited or deleted again.
    await call(author, "PATCH", f"/api/comments/{first['id']}", 404, json={"body": "back"})
    await call(author, "DELETE", f"/api/comments/{first['id']}", 404)
    # The last comment goes entirely, and the placeholder that only held its place goes with it.
    await call(other, "DELETE", f"/api/comments/{reply['id']}", 204)
    assert await get_json(other, f"/api/threads/{thread['id']}/comments") == []
    assert await Comment.filter(thread_id=thread["id"]).count() == 0
    assert (await get_json(other, f"/api/threads/{thread['id']}"))["commentCount"] == 0


async def test_a_moderator_deletes_through_the_same_path_and_is_audited(two, make_user):
    author, author_user, other, _ = two
    post = await new_post(author)
    first = await comment(author, "posts", post["id"], "Spam spam")
    await comment(other, "posts", post["id"], "Stop it")
    moderator = await staff(make_user)
    await moderation.delete_content(moderator, "comment", first["id"], "spam")
    listed = await get_json(other, f"/api/posts/{post['id']}/comments")
    assert [c["body"] for c in listed] == ["[deleted]", "Stop it"]
    assert (await get_json(other, "/api/posts"))[0]["commentsCount"] == 1
    thread = await new_thread(author)
    await moderation.delete_content(moderator, "thread", thread["id"], "off topic")
    assert (await User.get(id=author_user["id"])).thread_count == 0
    assert await AuditEntry.filter(action="content.delete").count() == 2


# --- messages -------------------------------------------------------------------------------------


async def test_the_sender_edits_a_message_and_both_sides_see_it_live(two):
    author, author_user, other, other_user = two
    sent = await call(author, "POST", "/api/messages", 201, json={"toUserId": other_user["id"], "message": "Helo"})
    path = f"/api/messages/{sent['id']}"
    ws = await signed_socket(other, other_user)
    assert (await call(author, "PATCH", path, 400, json={"message": " "}))["errors"]["message"] == [
        "Message is required"
    ]
    assert (await call(other, "PATCH", path, 403, json={"message": "x"}))[
        "message"
    ] == "You can only edit your own messages."
    edited = await call(author, "PATCH", path, 200, json={"message": "Hello", "subject": "Hi"})
    assert (edited["message"], edited["subject"]) == ("Hello", "Hi") and edited["editedAt"]
    assert await receive(ws) == {"type": "message_updated", "message": edited}
    theirs = await get_json(other, f"/api/conversations/{author_user['id']}")
    assert [(m["message"], m["editedAt"]) for m in theirs] == [("Hello", edited["editedAt"])]
    await ws.close()


async def test_the_sender_deletes_a_message_for_everyone(two, make_user):
    author, author_user, other, other_user = two
    sent = await call(author, "POST", "/api/messages", 201, json={"toUserId": other_user["id"], "message": "Oops"})
    path = f"/api/messages/{sent['id']}"
    (stranger, _) = await make_user("stranger")
    assert (await call(stranger, "DELETE", f"{path}?forEveryone=true", 404))["message"] == "Message not found"
    assert (await call(stranger, "PATCH", path, 404, json={"message": "x"}))["message"] == "Message not found"
    assert (await call(other, "DELETE", f"{path}?forEveryone=true", 403))["message"] == (
        "You can only delete your own messages for everyone."
    )
    ws = await signed_socket(other, other_user)
    await call(author, "DELETE", f"{path}?forEveryone=true", 204)
    frame = await receive(ws)
    assert frame["type"] == "message_deleted"
    assert (frame["message"]["id"], frame["message"]["message"], frame["message"]["deleted"]) == (sent["id"], "", True)
    for agent, partner in ((author, other_user), (other, author_user)):
        [message] = await get_json(agent, f"/api/conversations/{partner['id']}")
        assert (message["message"], message["subject"], message["deleted"]) == ("", None, True)
        [summary] = await get_json(agent, "/api/messages")
        assert summary["lastMessage"]["message"] == "Message deleted"
    assert (await call(author, "PATCH", path, 409, json={"message": "again"}))["message"] == (
        "This message was already deleted"
    )
    # Each side may still remove the placeholder from their own copy.
    await call(other, "DELETE", path, 204)
    assert await get_json(other, f"/api/conversations/{author_user['id']}") == []
    await ws.close()
