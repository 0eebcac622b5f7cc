"""Reports from members, and what a moderator's hide does: the hidden thing is gone everywhere."""

from __future__ import annotations

import pytest

from devnet_api.domain.errors import Conflict
from devnet_api.models.activity import Report
from devnet_api.services import moderation
from tests.api.helpers import get_json, staff

THREAD = {
    "title": "Async pitfalls in Python",
    "body": "Blocking calls inside the event loop stall every request.",
    "tags": ["python", "asyncio"],
}
PROJECT = {
    "title": "Realtime chat server",
    "description": "An aiohttp chat server with Redis fan-out.",
    "tags": ["python", "redis"],
}
NO_REASON = "Please give a reason for the report"


async def created(agent, path: str, payload: dict) -> dict:
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return await response.json()


async def report(agent, resource_type: str, resource_id: int, reason: str = "Spam"):
    return await agent.post(
        "/api/reports", json={"resourceType": resource_type, "resourceId": resource_id, "reason": reason}
    )


async def listed_ids(agent, path: str) -> list[int]:
    return [item["id"] for item in await get_json(agent, path)]


# --- reports ------------------------------------------------------------------------------------


async def test_reports_on_threads_projects_comments_and_users_are_queued_open(make_user):
    author, author_user = await make_user()
    reporter, reporter_user = await make_user()
    thread = await created(author, "/api/threads", THREAD)
    project = await created(author, "/api/projects", PROJECT)
    comment = await created(author, f"/api/threads/{thread['id']}/comments", {"body": "Buy cheap watches"})
    targets = [
        ("thread", thread["id"]),
        ("project", project["id"]),
        ("comment", comment["id"]),
        ("user", author_user["id"]),
    ]
    answers = []
    for kind, object_id in targets:
        response = await report(reporter, kind, object_id, "  Looks like spam  ")
        assert response.status == 201, kind
        answer = await response.json()
        assert set(answer) == {"id", "status"} and answer["status"] == "open"
        answers.append(answer["id"])
    assert len(set(answers)) == 4
    rows = (
        await Report.filter(id__in=answers)
        .order_by("id")
        .values_list("reporter_id", "resource_type", "resource_id", "reason", "status")
    )
    assert rows == [(reporter_user["id"], kind, object_id, "Looks like spam", "open") for kind, object_id in targets]


async def test_reporting_something_that_does_not_exist_is_a_404(signed_in):
    agent, _ = signed_in
    for kind in ("thread", "project", "comment", "user", "post", "message"):
        for resource_id in (9999, 2**31 - 1, 2**31, 2**40, 2**63 - 1):
            response = await report(agent, kind, resource_id)
            assert response.status == 404, (kind, resource_id)
            assert await response.json() == {"message": f"That {kind} does not exist"}
    assert await Report.all().count() == 0


BAD_REPORTS = [
    ({"resourceType": "photo"}, "resourceType", None),
    ({"resourceType": "THREAD"}, "resourceType", None),
    ({"resourceType": None}, "resourceType", None),
    ({"resourceId": 0}, "resourceId", None),
    ({"resourceId": "1"}, "resourceId", None),
    ({"resourceId": None}, "resourceId", None),
    ({"reason": ""}, "reason", NO_REASON),
    ({"reason": " \n\t "}, "reason", NO_REASON),
    ({"reason": "r" * 501}, "reason", "Reason cannot exceed 500 characters"),
]


async def test_a_bad_report_is_a_400_naming_the_field(signed_in):
    agent, user = signed_in
    for body, field, message in BAD_REPORTS:
        response = await agent.post(
            "/api/reports", json={"resourceType": "user", "resourceId": user["id"], "reason": "Spam", **body}
        )
        assert response.status == 400, body
        answer = await response.json()
        assert list(answer["errors"]) == [field]
        assert answer["message"] == answer["errors"][field][0]
        if message:
            assert answer["message"] == message
        if field == "resourceType":
            assert answer["message"] == "Resource type must be one of: thread, project, post, comment, user, message"
    assert await Report.all().count() == 0


async def test_reporting_needs_sign_in(signed_in, client):
    _, user = signed_in
    response = await report(client, "user", user["id"])
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert await Report.all().count() == 0


async def test_a_reason_of_500_characters_is_accepted(signed_in):
    agent, user = signed_in
    response = await report(agent, "user", user["id"], "r" * 500)
    assert response.status == 201


# --- hidden by a moderator ----------------------------------------------------------------------


async def test_a_hidden_thread_is_gone_from_every_list_and_its_endpoints_are_404(make_user, client):
    author, _ = await make_user()
    reader, _ = await make_user()
    kept = await created(author, "/api/threads", {**THREAD, "title": "A thread that stays", "tags": ["python"]})
    hidden = await created(author, "/api/threads", THREAD)
    comment = await created(reader, f"/api/threads/{hidden['id']}/comments", {"body": "First!"})
    response = await reader.post(f"/api/threads/{hidden['id']}/vote", json={"voteType": "upvote"})
    assert response.status == 200
    assert await get_json(client, "/api/threads/tags") == ["python", "asyncio"]

    await moderation.hide(await staff(make_user), "thread", hidden["id"], "off topic")

    for sort in ("popular", "latest", "comments"):
        assert await listed_ids(client, f"/api/threads?sortBy={sort}") == [kept["id"]], sort
    assert await listed_ids(client, "/api/threads?searchQuery=pitfalls") == []
    assert await listed_ids(client, "/api/threads?tag=python") == [kept["id"]]
    assert await listed_ids(client, "/api/threads?tag=asyncio") == []
    assert await get_json(client, "/api/threads/tags") == ["python"]
    assert await listed_ids(reader, "/api/threads/latest") == [kept["id"]]
    not_found = {"message": "Thread not found"}
    base = f"/api/threads/{hidden['id']}"
    for method, path, body in (
        ("GET", base, None),
        ("GET", f"{base}/comments", None),
        ("POST", f"{base}/comments", {"body": "Still here?"}),
        ("GET", f"{base}/vote", None),
        ("POST", f"{base}/vote", {"voteType": "downvote"}),
        ("DELETE", f"{base}/vote", None),
    ):
        response = await reader.request(method, path, json=body)
        assert (response.status, await response.json()) == (404, not_found), (method, path)
    for kind, object_id in (("thread", hidden["id"]), ("comment", comment["id"])):
        response = await report(reader, kind, object_id)
        assert response.status == 404, kind


async def test_a_hidden_project_is_gone_from_every_list_and_its_endpoints_are_404(make_user, client):
    owner, _ = await make_user()
    reader, _ = await make_user()
    kept = await created(owner, "/api/projects", {**PROJECT, "title": "A project that stays", "tags": ["python"]})
    hidden = await created(owner, "/api/projects", PROJECT)
    comment = await created(reader, f"/api/projects/{hidden['id']}/comments", {"body": "First!"})
    response = await reader.post("/api/votes", json={"projectId": hidden["id"], "voteType": "upvote"})
    assert response.status == 200

    await moderation.hide(await staff(make_user), "project", hidden["id"], "off topic")

    for sort in ("popular", "latest", "comments"):
        assert await listed_ids(client, f"/api/projects?sortBy={sort}") == [kept["id"]], sort
    assert await listed_ids(client, "/api/projects?searchQuery=realtime") == []
    assert await listed_ids(client, "/api/projects?tag=redis") == []
    assert await get_json(client, "/api/projects/tags") == ["python"]
    assert await listed_ids(reader, "/api/projects/top") == [kept["id"]]
    not_found = {"message": "Project not found"}
    base = f"/api/projects/{hidden['id']}"
    for agent, method, path, body in (
        (reader, "GET", base, None),
        (owner, "PATCH", base, {"title": "Back from the dead"}),
        (reader, "GET", f"{base}/comments", None),
        (reader, "POST", f"{base}/comments", {"body": "Hello?"}),
        (reader, "GET", f"/api/votes/project/{hidden['id']}", None),
        (reader, "POST", "/api/votes", {"projectId": hidden["id"], "voteType": "downvote"}),
        (reader, "DELETE", f"/api/votes/project/{hidden['id']}", None),
    ):
        response = await agent.request(method, path, json=body)
        assert (response.status, await response.json()) == (404, not_found), (method, path)
    for kind, object_id in (("project", hidden["id"]), ("comment", comment["id"])):
        response = await report(reader, kind, object_id)
        assert response.status == 404, kind


@pytest.mark.parametrize("kind", ["threads", "projects"])
async def test_a_hidden_comment_leaves_the_list_and_the_count(make_user, client, kind):
    author, _ = await make_user()
    parent = await created(author, f"/api/{kind}", THREAD if kind == "threads" else PROJECT)
    path = f"/api/{kind}/{parent['id']}/comments"
    first = await created(author, path, {"body": "A fair point"})
    rude = await created(author, path, {"body": "Something rude"})
    last = await created(author, path, {"body": "Another fair point"})
    assert (await get_json(client, f"/api/{kind}/{parent['id']}"))["commentCount"] == 3

    mod = await staff(make_user)
    await moderation.hide(mod, "comment", rude["id"], "rude")

    assert await listed_ids(client, path) == [first["id"], last["id"]]
    assert (await get_json(client, f"/api/{kind}/{parent['id']}"))["commentCount"] == 2
    assert (await get_json(client, f"/api/{kind}"))[0]["commentCount"] == 2
    response = await report(author, "comment", rude["id"])
    assert response.status == 404
    with pytest.raises(Conflict):
        await moderation.hide(mod, "comment", rude["id"], "rude")
    assert (await get_json(client, f"/api/{kind}/{parent['id']}"))["commentCount"] == 2
