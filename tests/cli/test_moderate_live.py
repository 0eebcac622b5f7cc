"""`devnet moderate hide|unhide|delete` reach open sockets as the author's own change would: a real
WebSocket client on a running app (PostgreSQL + Redis) sees what the CLI, run as its own process
against the same database and Redis, did."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from devnet_api.models.accounts import User
from tests.api.test_realtime import receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def backend() -> str:
    """Scaled only: a process without the web app reaches its sockets through Redis (in embedded
    mode there is no channel between the two processes; docs/realtime.md)."""
    return "postgres"


@pytest.fixture
def moderate(settings, tmp_path):
    """Run `devnet moderate ...` as a process of its own, as an admin, against the app's database
    and Redis channel, without blocking the app's event loop."""
    base = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env = {
        **base,
        "DEVNET_DATABASE_URL": settings.database_url,
        "DEVNET_REDIS_URL": settings.redis_url,
        "DEVNET_REDIS_PREFIX": settings.redis_prefix,
        "DEVNET_VAR_DIR": str(tmp_path / "cli"),
    }

    async def run(*args: str) -> str:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "devnet_cli",
            "moderate",
            *args,
            "--reason",
            "spam",
            "--as",
            "boss",
            cwd=ROOT,
            env=env,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
        )
        output, _ = await asyncio.wait_for(process.communicate(), 120)
        assert process.returncode == 0, output.decode()
        return output.decode()

    return run


@pytest.fixture
async def scene(client, make_user):
    """An admin (boss), an author with a post, and a reader whose socket saw the post arrive."""
    _, boss = await make_user("boss")
    await User.filter(id=boss["id"]).update(role="admin")
    author_agent, _ = await make_user()
    reader_agent, reader = await make_user()
    ws = await signed_socket(reader_agent, reader)
    response = await author_agent.post("/api/posts", json={"content": "Buy cheap followers #spam"})
    assert response.status == 201, await response.text()
    post = await response.json()
    assert await receive(ws) == {"type": "new_post", "post": post}
    return ws, post


async def test_hiding_a_post_from_the_cli_drops_it_from_open_feeds(client, scene, moderate):
    ws, post = scene
    assert "hidden" in await moderate("hide", "post", str(post["id"]))
    assert await receive(ws) == {"type": "post_deleted", "postId": post["id"]}
    await nothing_waiting(client, ws)


async def test_unhiding_a_post_from_the_cli_shows_it_again_live(client, scene, moderate):
    ws, post = scene
    await moderate("hide", "post", str(post["id"]))
    assert await receive(ws) == {"type": "post_deleted", "postId": post["id"]}
    assert "visible again" in await moderate("unhide", "post", str(post["id"]))
    assert await receive(ws) == {"type": "new_post", "post": post}  # as the API answered it
    await nothing_waiting(client, ws)


async def test_deleting_a_post_from_the_cli_drops_it_from_open_feeds(client, scene, moderate):
    ws, post = scene
    assert "deleted" in await moderate("delete", "post", str(post["id"]))
    assert await receive(ws) == {"type": "post_deleted", "postId": post["id"]}
    await nothing_waiting(client, ws)
    response = await client.get(f"/api/posts/{post['id']}/comments")
    assert response.status == 404


@pytest.fixture
async def comment_scene(client, make_user):
    """An admin (boss), a thread with a comment, and a reader whose socket saw the comment arrive."""
    _, boss = await make_user("boss")
    await User.filter(id=boss["id"]).update(role="admin")
    author_agent, _ = await make_user()
    reader_agent, reader = await make_user()
    thread = await author_agent.post(
        "/api/threads",
        json={"title": "Cheap followers here", "body": "Ask me how to get a thousand followers", "tags": ["spam"]},
    )
    assert thread.status == 201, await thread.text()
    thread_id = (await thread.json())["id"]
    ws = await signed_socket(reader_agent, reader)
    response = await author_agent.post(f"/api/threads/{thread_id}/comments", json={"body": "DM me for followers"})
    assert response.status == 201, await response.text()
    comment = await response.json()
    assert (await receive(ws))["type"] == "new_comment"
    return ws, thread_id, comment


@pytest.mark.parametrize("action", ["hide", "delete"])
async def test_hiding_or_deleting_a_comment_from_the_cli_makes_open_pages_read_their_comments_again(
    client, comment_scene, moderate, action
):
    ws, thread_id, comment = comment_scene
    await moderate(action, "comment", str(comment["id"]))
    assert await receive(ws) == {"type": "comments_changed", "parentType": "thread", "parentId": thread_id}
    await nothing_waiting(client, ws)
    listed = await (await client.get(f"/api/threads/{thread_id}/comments")).json()
    assert comment["id"] not in [c["id"] for c in listed]


async def test_unhiding_a_comment_from_the_cli_brings_it_back_to_open_pages(client, comment_scene, moderate):
    ws, thread_id, comment = comment_scene
    await moderate("hide", "comment", str(comment["id"]))
    assert (await receive(ws))["type"] == "comments_changed"
    assert "visible again" in await moderate("unhide", "comment", str(comment["id"]))
    assert await receive(ws) == {"type": "comments_changed", "parentType": "thread", "parentId": thread_id}
    listed = await (await client.get(f"/api/threads/{thread_id}/comments")).json()
    assert comment["id"] in [c["id"] for c in listed]
