"""A member in control of their account (docs/account.md): take your data (the export), close your
account, change the password. Both backends.

The app of these tests starts on-demand jobs in process on both backends (embedded mode's way; on
PostgreSQL the app would otherwise hand them to Celery): tests/tasks/test_export_task.py runs the
same job through a real Celery worker.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import io
import json
import os
import tempfile
import time
import tracemalloc
import zipfile
from datetime import UTC, datetime, timedelta

import pytest
from PIL import Image

from devnet_api.app import create_app
from devnet_api.backing import jobs
from devnet_api.models.accounts import AuthSession, DataExport, DataExportChunk, Status, User
from devnet_api.models.content import Comment, TagCount, Thread, ThreadVote
from devnet_api.models.feed import Post, PostLike
from devnet_api.models.social import Friendship, Message
from devnet_api.services import exports, moderation, trends
from devnet_api.web import keys
from tests.api.helpers import get_json, staff
from tests.conftest import PASSWORD, Agent

NEW_PASSWORD = "N3wPassword"
THREAD = {"title": "Exporting my own data", "body": "A thread that must be in the zip.", "tags": ["privacy"]}


@pytest.fixture
async def app(settings):
    app = await create_app(settings)
    app[keys.JOBS] = jobs.InProcess()
    return app


def png() -> str:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), (200, 30, 90)).save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


async def created(agent, path: str, payload: dict) -> dict:
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return await response.json()


async def befriend(alice, bob, bob_id: int) -> None:
    request = await created(alice, "/api/friends/request", {"addresseeId": bob_id})
    response = await bob.patch(f"/api/friends/respond/{request['id']}", json={"response": "accepted"})
    assert response.status == 200, await response.text()


async def export_built(app, agent) -> dict:
    """Request an export, let the job finish, answer the status the member then sees."""
    response = await agent.post("/api/me/export")
    assert response.status == 202, await response.text()
    assert (await response.json())["status"] == "pending"
    await asyncio.gather(*app[keys.JOBS].running)
    return await get_json(agent, "/api/me/export")


async def age_everyone() -> None:
    """Members older than a day: brand-new accounts are left out of trends."""
    await User.all().update(created_at=datetime.now(UTC) - timedelta(days=3))


async def sign_in(client, email: str, password: str = PASSWORD) -> Agent:
    agent = Agent(client.server)
    response = await agent.post("/api/auth/login", json={"email": email, "password": password})
    assert response.status == 200, await response.text()
    return agent


# Take your data -----------------------------------------------------------------------------------


async def test_the_export_holds_the_members_threads_projects_images_posts_and_messages(app, make_user, client):
    alice, alice_user = await make_user("alice")
    bob, bob_user = await make_user("bob")
    await created(alice, "/api/threads", THREAD)
    project = await created(
        alice,
        "/api/projects",
        {"title": "Pixel art", "description": "A project with a picture in it.", "mediaUrls": [png()]},
    )
    await created(alice, "/api/posts", {"content": "Hello #devnet", "mediaUrls": [], "tags": []})
    bobs_thread = await created(
        bob, "/api/threads", {"title": "Bob's", "body": "Not Alice's thread at all", "tags": []}
    )
    await created(alice, f"/api/threads/{bobs_thread['id']}/comments", {"body": "Nice one"})
    await alice.post(f"/api/threads/{bobs_thread['id']}/vote", json={"voteType": "upvote"})
    await befriend(alice, bob, bob_user["id"])
    await created(bob, "/api/messages", {"toUserId": alice_user["id"], "message": "Hi Alice"})
    assert (await alice.post("/api/me/followed-tags", json={"tag": "rust"})).status == 200

    status = await export_built(app, alice)
    assert status["status"] == "ready" and status["size"] > 0
    expires = datetime.fromisoformat(status["expiresAt"].replace("Z", "+00:00"))
    assert timedelta(days=6, hours=23) < expires - datetime.now(UTC) <= timedelta(days=7)

    response = await alice.get("/api/me/export/download")
    assert response.status == 200
    assert response.content_type == "application/zip"
    assert "attachment" in response.headers["Content-Disposition"]
    archive = zipfile.ZipFile(io.BytesIO(await response.read()))
    read = lambda name: json.loads(archive.read(name))  # noqa: E731
    assert read("profile.json")["email"] == "alice@example.com"
    assert [t["title"] for t in read("threads.json")] == [THREAD["title"]]
    projects = read("projects.json")
    assert [p["title"] for p in projects] == ["Pixel art"]
    image = projects[0]["media_urls"][0].removeprefix("/media/")
    assert Image.open(io.BytesIO(archive.read(f"images/{image}"))).size == (64, 48)
    assert [p["content"] for p in read("posts.json")] == ["Hello #devnet"]
    assert [c["body"] for c in read("comments.json")] == ["Nice one"]
    assert [m["body"] for m in read("messages.json")] == ["Hi Alice"]
    assert [(f["username"], f["status"]) for f in read("friends.json")] == [("bob", "accepted")]
    assert [v["thread_id"] for v in read("votes.json")["threads"]] == [bobs_thread["id"]]
    follows = read("follows.json")  # her own thread and the one she commented on: watched by default
    assert follows["tags"] == ["rust"]
    assert [(w["thread_id"], w["watching"]) for w in follows["threads"]][-1] == (bobs_thread["id"], True)
    assert "bob@example.com" not in json.dumps([read(n) for n in archive.namelist() if n.endswith(".json")])
    assert project["id"] == projects[0]["id"]


async def test_the_zip_downloads_once_and_then_is_gone(app, signed_in):
    agent, _ = signed_in
    await export_built(app, agent)
    assert (await agent.get("/api/me/export/download")).status == 200
    again = await agent.get("/api/me/export/download")
    assert again.status == 410
    assert (await again.json())["message"] == exports.DOWNLOADED
    assert (await get_json(agent, "/api/me/export"))["status"] == "downloaded"
    assert await DataExportChunk.all().count() == 0  # the bytes went with the download
    # A new request makes a new one.
    assert (await export_built(app, agent))["status"] == "ready"


async def test_the_export_holds_others_words_only_as_the_audience_rule_shows_them(app, make_user, client):
    """Messages Alice received are in her export only while she may see them: not once their sender
    deleted them for everyone, not once the sender is banned (issue 41's audience rule)."""
    alice, alice_user = await make_user("alice_x")
    bob, bob_user = await make_user("bob_x")
    carol, carol_user = await make_user("carol_x")
    await befriend(alice, bob, bob_user["id"])
    await befriend(alice, carol, carol_user["id"])
    await created(bob, "/api/messages", {"toUserId": alice_user["id"], "message": "Bob's kept words"})
    taken_back = await created(bob, "/api/messages", {"toUserId": alice_user["id"], "message": "Bob takes this back"})
    await created(carol, "/api/messages", {"toUserId": alice_user["id"], "message": "Carol, before her ban"})
    await created(alice, "/api/messages", {"toUserId": carol_user["id"], "message": "Alice's own words"})
    response = await bob.delete(f"/api/messages/{taken_back['id']}", params={"forEveryone": "true"})
    assert response.status in (200, 204), await response.text()
    moderator = await staff(make_user)
    await moderation.members.ban(moderator, await User.get(id=carol_user["id"]), "spam")

    await export_built(app, alice)
    archive = zipfile.ZipFile(io.BytesIO(await (await alice.get("/api/me/export/download")).read()))
    bodies = [m["body"] for m in json.loads(archive.read("messages.json"))]
    assert bodies == ["Bob's kept words", "Alice's own words"]


async def test_no_one_else_reaches_a_members_export(app, make_user, client):
    alice, _ = await make_user()
    bob, _ = await make_user()
    await export_built(app, alice)
    response = await bob.get("/api/me/export/download")
    assert response.status == 404
    assert (await response.json())["message"] == exports.NO_EXPORT
    assert (await get_json(bob, "/api/me/export"))["status"] == "none"
    assert (await client.get("/api/me/export/download")).status == 401
    assert (await client.get("/api/me/export")).status == 401
    assert (await alice.get("/api/me/export/download")).status == 200  # Bob's tries cost Alice nothing


async def test_one_export_at_a_time(app, signed_in, monkeypatch):
    agent, _ = signed_in
    # The first export's job waits until the second request is answered: a small member's zip is
    # otherwise built before the test's next request, and then a new export is rightly allowed.
    starter = app[keys.JOBS]
    held = []

    async def hold(job, *args):
        held.append((job, args))

    monkeypatch.setattr(starter, "start", hold)
    assert (await agent.post("/api/me/export")).status == 202
    second = await agent.post("/api/me/export")  # the first is still pending: the job has not run
    assert second.status == 409
    assert (await second.json())["message"] == exports.ALREADY_PENDING
    early = await agent.get("/api/me/export/download")
    assert early.status == 409
    monkeypatch.undo()
    for job, args in held:
        await starter.start(job, *args)
    await asyncio.gather(*starter.running)
    assert len(held) == 1
    assert await DataExport.all().count() == 1
    assert (await get_json(agent, "/api/me/export"))["status"] == "ready"


async def test_exports_are_rate_limited(app, signed_in):
    agent, _ = signed_in
    for _ in range(3):
        assert (await export_built(app, agent))["status"] == "ready"
    fourth = await agent.post("/api/me/export")
    assert fourth.status == 429
    assert fourth.headers["Retry-After"]


async def test_the_expiry_job_removes_exports_older_than_seven_days(app, make_user):
    old, _ = await make_user()
    fresh, _ = await make_user()
    await export_built(app, old)
    await export_built(app, fresh)
    old_id = (await DataExport.first().order_by("id")).id
    await DataExport.filter(id=old_id).update(expires_at=datetime.now(UTC) - timedelta(minutes=1))
    assert await DataExportChunk.filter(export_id=old_id).exists()
    assert (await get_json(old, "/api/me/export"))["status"] == "expired"
    assert (await old.get("/api/me/export/download")).status == 410
    job = next(job for job in jobs.SCHEDULE if job.run is exports.purge_expired)
    assert await job.run() == 1
    assert not await DataExportChunk.filter(export_id=old_id).exists()  # the zip went with its row
    assert (await get_json(old, "/api/me/export"))["status"] == "none"
    assert (await fresh.get("/api/me/export/download")).status == 200


IMAGE_BYTES = 2 * 1024 * 1024 + 12345  # each of the member's images (random: zip cannot shrink them)
IMAGES = 20  # about 42 MB of images
GROWTH = 16 * 1024 * 1024  # what building and downloading may add to the process's Python heap


async def test_a_large_export_is_built_and_downloaded_in_bounded_memory_while_the_server_answers(app, signed_in):
    """docs/account.md, "Memory": the zip never lies whole in memory (written to a file entry by
    entry, images copied in chunks, stored and streamed as 1 MiB chunks), and the server keeps
    answering while it is built. tracemalloc measures this process's Python heap (the test client,
    the app and the job all run here)."""
    agent, user = signed_in
    store = app[keys.STORAGE]
    urls = []
    for _ in range(IMAGES):
        raw = os.urandom(IMAGE_BYTES)
        name = f"{hashlib.sha256(raw).hexdigest()}.png"
        await store.put(name, raw, "image/png")
        urls.append(f"/media/{name}")
        del raw
    await Post.create(user_id=user["id"], content="My pictures", media_urls=urls)
    expected = IMAGES * IMAGE_BYTES

    tracemalloc.start()
    try:
        base, _ = tracemalloc.get_traced_memory()
        tracemalloc.reset_peak()
        response = await agent.post("/api/me/export")
        assert response.status == 202
        slowest, answered = 0.0, 0
        while app[keys.JOBS].running and not all(task.done() for task in app[keys.JOBS].running):
            started = time.monotonic()
            health = await agent.get("/api/health")
            slowest = max(slowest, time.monotonic() - started)
            answered += health.status == 200
            await asyncio.sleep(0.05)
        await asyncio.gather(*app[keys.JOBS].running)
        status = await get_json(agent, "/api/me/export")
        assert status["status"] == "ready" and status["size"] > expected
        download = await agent.get("/api/me/export/download")
        assert download.status == 200 and download.content_length == status["size"]
        size = 0
        with tempfile.TemporaryFile() as kept:
            async for piece in download.content.iter_chunked(256 * 1024):
                kept.write(piece)
                size += len(piece)
            _, peak = tracemalloc.get_traced_memory()
            kept.seek(0)
            with zipfile.ZipFile(kept) as archive:
                images = [name for name in archive.namelist() if name.startswith("images/")]
                assert len(images) == IMAGES
                assert sum(archive.getinfo(name).file_size for name in images) == expected
    finally:
        tracemalloc.stop()
    assert size == status["size"]
    assert peak - base < GROWTH, f"the heap grew by {(peak - base) / 2**20:.0f} MB for a {size / 2**20:.0f} MB export"
    assert answered >= 1 and slowest < 2.0, (answered, slowest)
    assert await DataExportChunk.all().count() == 0  # handed out once: the chunks are gone


@pytest.mark.parametrize("cap", [10 * 1024 * 1024])
async def test_an_export_over_the_cap_is_refused_with_a_clear_message(app, signed_in, monkeypatch, cap):
    agent, user = signed_in
    monkeypatch.setattr(exports, "MAX_SIZE", cap)
    store = app[keys.STORAGE]
    urls = []
    for _ in range(6):
        raw = os.urandom(2 * 1024 * 1024)
        name = f"{hashlib.sha256(raw).hexdigest()}.png"
        await store.put(name, raw, "image/png")
        urls.append(f"/media/{name}")
    await Post.create(user_id=user["id"], content="Too many pictures", media_urls=urls)
    status = await export_built(app, agent)
    assert status["status"] == "failed"
    response = await agent.get("/api/me/export/download")
    assert response.status == 410
    assert (await response.json())["message"] == exports.TOO_LARGE
    assert await DataExportChunk.all().count() == 0


# Close your account -------------------------------------------------------------------------------


async def test_closing_the_account_removes_the_member_and_their_content_and_fixes_every_counter(app, make_user, client):
    alice, alice_user = await make_user("alice")
    bob, bob_user = await make_user("bob")
    other_session = await sign_in(client, "alice@example.com")
    own = await created(alice, "/api/threads", {**THREAD, "tags": ["leaving"]})
    await created(bob, f"/api/threads/{own['id']}/comments", {"body": "Bob's comment on Alice's thread"})
    bobs = await created(
        bob, "/api/threads", {"title": "Bob stays", "body": "Body of a thread here", "tags": ["staying"]}
    )
    await created(alice, f"/api/threads/{bobs['id']}/comments", {"body": "Alice was here"})
    await alice.post(f"/api/threads/{bobs['id']}/vote", json={"voteType": "upvote"})
    post = await created(bob, "/api/posts", {"content": "Bob's post", "mediaUrls": [], "tags": []})
    await alice.post(f"/api/posts/{post['id']}/like")
    await befriend(alice, bob, bob_user["id"])
    await created(alice, "/api/messages", {"toUserId": bob_user["id"], "message": "Goodbye, Bob"})
    await created(bob, "/api/messages", {"toUserId": alice_user["id"], "message": "Why?"})
    assert (await get_json(bob, f"/api/threads/{bobs['id']}"))["commentCount"] == 1

    response = await alice.delete("/api/me", json={"password": PASSWORD})
    assert response.status == 204, await response.text()

    for agent in (alice, other_session):  # signed out everywhere
        assert (await agent.get("/api/auth/me")).status == 401
    assert (await client.get(f"/api/users/{alice_user['id']}")).status == 404
    login = await client.post("/api/auth/login", json={"email": "alice@example.com", "password": PASSWORD})
    assert login.status == 401
    assert await Thread.filter(id=own["id"]).count() == 0
    assert await Comment.filter(body="Alice was here").count() == 0
    assert await Comment.filter(body="Bob's comment on Alice's thread").count() == 0
    thread = await get_json(bob, f"/api/threads/{bobs['id']}")
    assert (thread["commentCount"], thread["upvotes"]) == (0, 0)
    assert (await Post.get(id=post["id"])).likes_count == 0 == await PostLike.all().count()
    assert await TagCount.filter(tag="leaving", uses__gt=0).count() == 0
    assert await TagCount.get(kind="thread", tag="staying").values_list("uses", flat=True) == 1
    assert await get_json(bob, "/api/friends") == []
    assert await Friendship.all().count() == 0
    # Bob keeps the conversation, from "deleted member"; nothing can be sent to it.
    summaries = await get_json(bob, "/api/messages")
    assert [s["partner"]["displayName"] for s in summaries] == ["Deleted member"]
    assert "alice" not in json.dumps(summaries).lower()
    conversation = await get_json(bob, f"/api/conversations/{alice_user['id']}")
    assert [m["message"] for m in conversation] == ["Goodbye, Bob", "Why?"]
    refused = await bob.post("/api/messages", json={"toUserId": alice_user["id"], "message": "Hello?"})
    assert refused.status == 404
    # What is left of Alice is a tombstone with nothing of hers.
    tombstone = await User.get(id=alice_user["id"])
    assert tombstone.status == Status.DELETED
    assert "alice" not in f"{tombstone.username} {tombstone.username_key} {tombstone.email} {tombstone.display_name}"
    assert await AuthSession.filter(user_id=alice_user["id"]).count() == 0
    # Her username is free again.
    again = Agent(client.server)
    registered = await again.post(
        "/api/auth/register", json={"email": "alice@example.com", "username": "alice", "password": PASSWORD}
    )
    assert registered.status == 201, await registered.text()
    await again.session.close()
    await other_session.session.close()


async def test_an_account_without_messages_leaves_no_row(app, signed_in, client):
    agent, user = signed_in
    assert (await agent.delete("/api/me", json={"password": PASSWORD})).status == 204
    assert not await User.exists(id=user["id"])


async def test_messages_the_partner_already_deleted_go_with_the_account(app, make_user):
    alice, alice_user = await make_user()
    bob, bob_user = await make_user()
    message = await created(alice, "/api/messages", {"toUserId": bob_user["id"], "message": "Gone for Bob"})
    assert (await bob.delete(f"/api/messages/{message['id']}")).status == 204
    assert (await alice.delete("/api/me", json={"password": PASSWORD})).status == 204
    assert await Message.all().count() == 0
    assert not await User.exists(id=alice_user["id"])


async def test_a_wrong_password_closes_nothing(app, signed_in):
    agent, user = signed_in
    await created(agent, "/api/threads", THREAD)
    response = await agent.delete("/api/me", json={"password": "Wr0ngPassword"})
    assert response.status == 400
    body = await response.json()
    assert body["message"] == "Password is incorrect"
    assert body["errors"] == {"password": ["Password is incorrect"]}
    assert (await agent.get("/api/auth/me")).status == 200
    assert await Thread.filter(user_id=user["id"]).count() == 1
    missing = await agent.delete("/api/me", json={})
    assert missing.status == 400


async def test_the_moderators_delete_uses_the_same_service(app, make_user, client):
    moderator = await staff(make_user)
    alice, alice_user = await make_user()
    bob, bob_user = await make_user()
    await created(alice, "/api/messages", {"toUserId": bob_user["id"], "message": "Kept for Bob"})
    thread = await created(bob, "/api/threads", {"title": "Bob's", "body": "Body of a thread here", "tags": []})
    await alice.post(f"/api/threads/{thread['id']}/vote", json={"voteType": "upvote"})
    target = await User.get(id=alice_user["id"])
    await moderation.members.delete(moderator, target, "spam")
    assert (await alice.get("/api/auth/me")).status == 401
    assert (await get_json(bob, f"/api/threads/{thread['id']}"))["upvotes"] == 0
    assert await ThreadVote.all().count() == 0
    assert [s["partner"]["displayName"] for s in await get_json(bob, "/api/messages")] == ["Deleted member"]


# Change the password ------------------------------------------------------------------------------


async def test_a_password_change_ends_the_other_sessions_and_keeps_this_one(app, signed_in, client):
    agent, user = signed_in
    other = await sign_in(client, user["email"])
    response = await agent.post("/api/me/password", json={"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD})
    assert response.status == 204, await response.text()
    assert (await agent.get("/api/auth/me")).status == 200
    assert (await other.get("/api/auth/me")).status == 401
    old = await client.post("/api/auth/login", json={"email": user["email"], "password": PASSWORD})
    assert old.status == 401
    await (await sign_in(client, user["email"], NEW_PASSWORD)).session.close()
    await other.session.close()


@pytest.mark.parametrize(
    ("body", "field", "message"),
    [
        ({"currentPassword": "Wr0ngPassword", "newPassword": NEW_PASSWORD}, "currentPassword", "incorrect"),
        ({"currentPassword": PASSWORD, "newPassword": "short1A"}, "newPassword", "at least 8 characters"),
        ({"currentPassword": PASSWORD, "newPassword": "nouppercase1"}, "newPassword", "uppercase"),
        ({"currentPassword": PASSWORD, "newPassword": PASSWORD}, "newPassword", "different"),
    ],
)
async def test_a_refused_password_change_changes_nothing(app, signed_in, client, body, field, message):
    agent, user = signed_in
    other = await sign_in(client, user["email"])
    response = await agent.post("/api/me/password", json=body)
    assert response.status == 400
    errors = (await response.json())["errors"]
    assert message in errors[field][0]
    assert (await other.get("/api/auth/me")).status == 200
    await (await sign_in(client, user["email"], PASSWORD)).session.close()
    await other.session.close()


async def test_closing_the_account_takes_its_hashtags_out_of_trending_at_once(app, make_user):
    ada, _ = await make_user("ada")
    leaver, _ = await make_user("leaver")
    await age_everyone()
    for agent, text in ((ada, "Learning #rust"), (leaver, "Leaving soon #goodbye #rust")):
        assert (await agent.post("/api/posts", json={"content": text})).status == 201
    await trends.refresh_hashtags()
    assert await get_json(ada, "/api/hashtags/trending") == [
        {"hashtag": "rust", "count": 2},
        {"hashtag": "goodbye", "count": 1},
    ]
    assert (await leaver.delete("/api/me", json={"password": PASSWORD})).status == 204
    # No job has run since: the snapshot itself no longer holds the member's tags.
    assert await get_json(ada, "/api/hashtags/trending") == [{"hashtag": "rust", "count": 1}]
