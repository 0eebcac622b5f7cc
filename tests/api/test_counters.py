"""Counters on the row (score, vote counts, comment count, views) under concurrent requests: after a
burst they equal what the vote, comment and view rows say, on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio

from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote

THREAD = {"title": "Async pitfalls in Python", "body": "Blocking calls inside the event loop stall every request."}
PROJECT = {"title": "Realtime chat server", "description": "An aiohttp chat server with Redis fan-out."}


async def send(agent, method: str, path: str, json: dict | None = None) -> int:
    async with agent.request(method, path, json=json) as response:
        await response.read()
        return response.status


async def created(agent, path: str, payload: dict) -> int:
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return (await response.json())["id"]


async def detail(agent, path: str) -> dict:
    response = await agent.get(path)
    assert response.status == 200
    return await response.json()


async def thread_score_from_rows(thread_id: int) -> int:
    return sum(await ThreadVote.filter(thread_id=thread_id).values_list("value", flat=True))


async def test_a_burst_of_thread_votes_and_comments_keeps_every_counter_exact(make_user, client):
    members = await asyncio.gather(*(make_user() for _ in range(8)))
    agents = [agent for agent, _ in members]
    clicker = agents[0]
    thread_id = await created(clicker, "/api/threads", THREAD)
    votes_path = f"/api/threads/{thread_id}/vote"
    comments_path = f"/api/threads/{thread_id}/comments"
    statuses = await asyncio.gather(
        *(send(agent, "POST", votes_path, {"voteType": "upvote"}) for agent in agents),
        *(send(clicker, "POST", votes_path, {"voteType": "upvote"}) for _ in range(5)),
        *(send(agents[n % 8], "POST", comments_path, {"body": f"Comment {n}"}) for n in range(10)),
    )
    assert statuses == [200] * 13 + [201] * 10
    thread = await Thread.get(id=thread_id)
    assert await ThreadVote.filter(thread_id=thread_id).count() == 8
    assert thread.score == await thread_score_from_rows(thread_id) == 8
    assert thread.comment_count == await Comment.filter(thread_id=thread_id).count() == 10
    shown = await detail(client, f"/api/threads/{thread_id}")
    assert (shown["upvotes"], shown["commentCount"]) == (8, 10)


async def test_votes_switched_and_withdrawn_at_once_leave_the_score_equal_to_the_rows(make_user, client):
    members = await asyncio.gather(*(make_user() for _ in range(6)))
    agents = [agent for agent, _ in members]
    thread_id = await created(agents[0], "/api/threads", THREAD)
    path = f"/api/threads/{thread_id}/vote"
    up, down = {"voteType": "upvote"}, {"voteType": "downvote"}
    # Everyone clicks up, down and "remove" in a burst: whatever order wins, the score must agree.
    requests = []
    for n, agent in enumerate(agents):
        requests += [send(agent, "POST", path, up), send(agent, "POST", path, down)]
        if n % 2:
            requests.append(send(agent, "DELETE", path))
    statuses = await asyncio.gather(*requests)
    assert set(statuses) == {200}
    thread = await Thread.get(id=thread_id)
    rows = await ThreadVote.filter(thread_id=thread_id).values_list("user_id", "value")
    assert len({user for user, _ in rows}) == len(rows) <= 6
    assert thread.score == sum(value for _, value in rows)
    for agent in agents:
        mine = await detail(agent, path)
        assert mine["vote"] in ("upvote", "downvote", None)
    assert (await detail(client, f"/api/threads/{thread_id}"))["upvotes"] == thread.score


async def test_a_burst_of_project_votes_keeps_up_and_down_counts_exact(make_user, client):
    members = await asyncio.gather(*(make_user() for _ in range(9)))
    owner, voters = members[0][0], [agent for agent, _ in members[1:]]
    project_id = await created(owner, "/api/projects", PROJECT)
    up = {"projectId": project_id, "voteType": "upvote"}
    down = {"projectId": project_id, "voteType": "downvote"}
    flipper = voters[0]
    statuses = await asyncio.gather(
        *(send(agent, "POST", "/api/votes", up) for agent in voters[1:5]),
        *(send(agent, "POST", "/api/votes", down) for agent in voters[5:]),
        *(send(flipper, "POST", "/api/votes", up if n % 2 else down) for n in range(6)),
        send(flipper, "DELETE", f"/api/votes/project/{project_id}"),
        *(send(owner, "POST", "/api/votes", up) for _ in range(3)),
        *(send(agent, "POST", f"/api/projects/{project_id}/comments", {"body": "Neat"}) for agent in voters),
    )
    assert statuses == [200] * 14 + [403] * 3 + [201] * 8
    project = await Project.get(id=project_id)
    ups = await ProjectVote.filter(project_id=project_id, value=1).count()
    downs = await ProjectVote.filter(project_id=project_id, value=-1).count()
    assert 4 <= ups <= 5 and 3 <= downs <= 4
    assert (project.upvotes_count, project.downvotes_count, project.score) == (ups, downs, ups - downs)
    assert not await ProjectVote.filter(project_id=project_id, user_id=members[0][1]["id"]).exists()
    assert project.comment_count == await Comment.filter(project_id=project_id).count() == 8
    shown = await detail(client, f"/api/projects/{project_id}")
    assert (shown["upvotesCount"], shown["downvotesCount"], shown["likes"], shown["commentCount"]) == \
        (ups, downs, ups, 8)


async def test_a_burst_of_views_by_one_viewer_counts_once(make_user, client):
    author, _ = await make_user()
    reader, _ = await make_user()
    thread_id = await created(author, "/api/threads", THREAD)
    project_id = await created(author, "/api/projects", PROJECT)
    statuses = await asyncio.gather(
        *(send(reader, "GET", f"/api/threads/{thread_id}") for _ in range(10)),
        *(send(client, "GET", f"/api/threads/{thread_id}") for _ in range(10)),
        *(send(reader, "GET", f"/api/projects/{project_id}") for _ in range(10)),
    )
    assert set(statuses) == {200}
    assert (await Thread.get(id=thread_id)).views == await ContentView.filter(kind="thread").count() == 2
    assert (await Project.get(id=project_id)).views == await ContentView.filter(kind="project").count() == 1
