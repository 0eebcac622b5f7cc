"""Comments under threads and projects: the rules, the order, the count on the parent, the pages."""

from __future__ import annotations

import pytest

from tests.api.helpers import get_json, next_link

THREAD = {"title": "Async pitfalls in Python", "body": "Blocking calls inside the event loop stall every request."}
PROJECT = {"title": "Realtime chat server", "description": "An aiohttp chat server with Redis fan-out."}
PARENTS = ["threads", "projects"]
EMPTY = "Comment cannot be empty"
TOO_LONG = "Comment cannot exceed 5000 characters"


async def new_parent(agent, kind: str) -> int:
    response = await agent.post(f"/api/{kind}", json=THREAD if kind == "threads" else PROJECT)
    assert response.status == 201, await response.text()
    return (await response.json())["id"]


async def post_comment(agent, path: str, body: str = "Nice work!") -> dict:
    response = await agent.post(path, json={"body": body})
    assert response.status == 201, await response.text()
    return await response.json()


@pytest.mark.parametrize("kind", PARENTS)
async def test_a_comment_is_trimmed_answered_201_and_listed(make_user, client, kind):
    author, _ = await make_user()
    reader, reader_user = await make_user()
    parent = await new_parent(author, kind)
    path = f"/api/{kind}/{parent}/comments"
    response = await reader.post(path, json={"body": "  \n Nice work!\t "})
    assert response.status == 201
    comment = await response.json()
    assert set(comment) == {
        "id",
        "body",
        "createdAt",
        "user",
        "editedAt",
        "deleted",
        "parentId",
        "replyToUsername",
        "likeCount",
        "liked",
    }
    assert comment["body"] == "Nice work!"
    assert comment["createdAt"].endswith("Z")
    assert comment["user"]["id"] == reader_user["id"] and "email" not in comment["user"]
    assert await get_json(client, path) == [comment]


@pytest.mark.parametrize("kind", PARENTS)
async def test_comments_list_oldest_first_and_the_parent_counts_them(make_user, client, kind):
    author, _ = await make_user()
    reader, _ = await make_user()
    parent = await new_parent(author, kind)
    path = f"/api/{kind}/{parent}/comments"
    made = [
        (await post_comment(agent, path, f"Comment number {n}"))["id"]
        for n, agent in enumerate([reader, author, reader])
    ]
    listed = await get_json(client, path)
    assert [c["id"] for c in listed] == made
    assert [c["body"] for c in listed] == ["Comment number 0", "Comment number 1", "Comment number 2"]
    assert (await get_json(client, f"/api/{kind}/{parent}"))["commentCount"] == 3
    assert (await get_json(client, f"/api/{kind}"))[0]["commentCount"] == 3


@pytest.mark.parametrize("kind", PARENTS)
async def test_blank_or_too_long_comments_are_refused_and_not_counted(signed_in, client, kind):
    agent, _ = signed_in
    parent = await new_parent(agent, kind)
    path = f"/api/{kind}/{parent}/comments"
    for body, message in (("", EMPTY), ("   \n\t  ", EMPTY), ("c" * 5001, TOO_LONG)):
        response = await agent.post(path, json={"body": body})
        assert response.status == 400
        assert await response.json() == {"message": message, "errors": {"body": [message]}}
    missing = await agent.post(path, json={})
    assert (missing.status, await missing.json()) == (400, {"message": EMPTY, "errors": {"body": [EMPTY]}})
    wrong_type = await agent.post(path, json={"body": ["a", "list"]})
    assert wrong_type.status == 400
    assert list((await wrong_type.json())["errors"]) == ["body"]
    assert await get_json(client, path) == []
    assert (await get_json(client, f"/api/{kind}/{parent}"))["commentCount"] == 0
    # The maximum counts the text as sent (the document's maxLength); it is stored trimmed.
    padded = await agent.post(path, json={"body": " " + "c" * 5000})
    assert (await padded.json())["errors"] == {"body": [TOO_LONG]}
    longest = await post_comment(agent, path, "  " + "c" * 4996 + "  ")
    assert longest["body"] == "c" * 4996


@pytest.mark.parametrize("kind", PARENTS)
async def test_commenting_needs_sign_in(signed_in, client, kind):
    parent = await new_parent(signed_in[0], kind)
    response = await client.post(f"/api/{kind}/{parent}/comments", json={"body": "Anonymous remark"})
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert await get_json(client, f"/api/{kind}/{parent}/comments") == []


@pytest.mark.parametrize("kind", PARENTS)
async def test_comments_on_a_missing_parent_are_a_404(signed_in, kind):
    agent, _ = signed_in
    parent = await new_parent(agent, kind)
    message = {"message": "Thread not found" if kind == "threads" else "Project not found"}
    path = f"/api/{kind}/{parent + 1}/comments"
    response = await agent.get(path)
    assert (response.status, await response.json()) == (404, message)
    response = await agent.post(path, json={"body": "Into the void"})
    assert (response.status, await response.json()) == (404, message)
    for raw in ("abc", "0", "99999999999"):
        response = await agent.post(f"/api/{kind}/{raw}/comments", json={"body": "Into the void"})
        assert response.status == 404, raw


async def test_thread_and_project_comments_are_kept_apart(signed_in, client):
    agent, _ = signed_in
    thread, project = await new_parent(agent, "threads"), await new_parent(agent, "projects")
    assert thread == project == 1
    on_thread = await post_comment(agent, "/api/threads/1/comments", "About the thread")
    assert await get_json(client, "/api/projects/1/comments") == []
    assert await get_json(client, "/api/threads/1/comments") == [on_thread]
    assert (await get_json(client, "/api/projects/1"))["commentCount"] == 0


@pytest.mark.parametrize("kind", PARENTS)
async def test_the_default_page_is_100_with_a_link_to_the_rest(signed_in, client, kind):
    agent, _ = signed_in
    parent = await new_parent(agent, kind)
    path = f"/api/{kind}/{parent}/comments"
    made = [(await post_comment(agent, path, f"Comment {n}"))["id"] for n in range(102)]
    first = await client.get(path)
    assert first.status == 200
    page = await first.json()
    assert [c["id"] for c in page] == made[:100]
    link = next_link(first)
    assert link is not None and link.startswith(f"{path}?cursor=")
    second = await client.get(link)
    assert second.status == 200
    assert [c["id"] for c in await second.json()] == made[100:]
    assert "Link" not in second.headers
    seen, url = [], f"{path}?limit=7"
    while url:
        response = await client.get(url)
        seen.extend(c["id"] for c in await response.json())
        url = next_link(response)
    assert seen == made
    assert (await get_json(client, f"/api/{kind}/{parent}"))["commentCount"] == 102
    for limit in ("0", "101", "many"):
        response = await client.get(f"{path}?limit={limit}")
        assert response.status == 400, limit
        assert list((await response.json())["errors"]) == ["limit"]
    response = await client.get(f"{path}?cursor=nonsense")
    assert response.status == 400
    assert list((await response.json())["errors"]) == ["cursor"]
