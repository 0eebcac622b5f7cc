"""Counters on the row (score, vote counts, comment count, views) under concurrent requests: after a
burst they equal what the vote, comment and view rows say, on SQLite and on PostgreSQL."""

from __future__ import annotations

import asyncio

from devnet_api.models.accounts import User
from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, Project, ProjectTag, ProjectVote, TagCount, Thread, ThreadTag, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostShare
from devnet_api.services import moderation
from tests.api.helpers import staff

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
    assert (shown["upvotesCount"], shown["downvotesCount"], shown["likes"], shown["commentCount"]) == (
        ups,
        downs,
        ups,
        8,
    )


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


async def counter_mismatches() -> list[str]:
    """Every counter a list shows compared with the rows it counts (comments of suspended members
    and hidden comments are not counted); returns what differs."""
    wrong = []
    counted = {"hidden": False, "user__status": "active"}
    for thread in await Thread.all():
        expected = (
            sum(await ThreadVote.filter(thread_id=thread.id).values_list("value", flat=True)),
            await Comment.filter(thread_id=thread.id, **counted).count(),
        )
        if (thread.score, thread.comment_count) != expected:
            wrong.append(f"thread {thread.id}: {(thread.score, thread.comment_count)} != {expected}")
    for project in await Project.all():
        values = await ProjectVote.filter(project_id=project.id).values_list("value", flat=True)
        expected = (
            values.count(1),
            values.count(-1),
            sum(values),
            await Comment.filter(project_id=project.id, **counted).count(),
        )
        shown = (project.upvotes_count, project.downvotes_count, project.score, project.comment_count)
        if shown != expected:
            wrong.append(f"project {project.id}: {shown} != {expected}")
    for post in await Post.all():
        expected = (
            await PostLike.filter(post_id=post.id).count(),
            await PostShare.filter(post_id=post.id).count(),
            await Comment.filter(post_id=post.id, **counted).count(),
        )
        if (post.likes_count, post.shares_count, post.comment_count) != expected:
            wrong.append(f"post {post.id}: {(post.likes_count, post.shares_count, post.comment_count)} != {expected}")
    for user in await User.all():
        expected = (
            await Thread.filter(user_id=user.id, hidden=False).count(),
            await Project.filter(user_id=user.id, hidden=False).count(),
        )
        if (user.thread_count, user.project_count) != expected:
            wrong.append(f"user {user.username}")
    for kind, tag_model, relation in (("thread", ThreadTag, "thread"), ("project", ProjectTag, "project")):
        rows = await tag_model.filter(
            **{f"{relation}__hidden": False, f"{relation}__user__status": "active"}
        ).values_list("tag", flat=True)
        expected = {tag: rows.count(tag) for tag in set(rows)}
        stored = {tag: uses for tag, uses in await TagCount.filter(kind=kind).values_list("tag", "uses") if uses}
        if stored != expected:
            wrong.append(f"{kind} tags: {stored} != {expected}")
    return wrong


async def test_deleting_a_member_takes_their_votes_likes_shares_and_comments_out_of_every_counter(make_user, client):
    author, _ = await make_user()
    gone, gone_user = await make_user()
    friend, _ = await make_user()
    admin = await staff(make_user, "admin")
    threads = [await created(author, "/api/threads", {**THREAD, "tags": ["python"]}) for _ in range(2)]
    projects = [await created(author, "/api/projects", {**PROJECT, "tags": ["redis"]}) for _ in range(2)]
    posts = [await created(author, "/api/posts", {"content": f"Post {n} #python"}) for n in range(2)]
    own_thread = await created(gone, "/api/threads", {**THREAD, "tags": ["mine"]})
    own_post = await created(gone, "/api/posts", {"content": "My own post"})
    # The member to be deleted upvotes, downvotes, likes, shares and comments on others' things ...
    actions = [
        ("POST", f"/api/threads/{threads[0]}/vote", {"voteType": "upvote"}),
        ("POST", f"/api/threads/{threads[1]}/vote", {"voteType": "downvote"}),
        ("POST", "/api/votes", {"projectId": projects[0], "voteType": "upvote"}),
        ("POST", "/api/votes", {"projectId": projects[1], "voteType": "downvote"}),
    ]
    for post_id in posts:
        actions += [("POST", f"/api/posts/{post_id}/like", None), ("POST", f"/api/posts/{post_id}/share", None)]
    for path in (f"/api/threads/{threads[0]}", f"/api/projects/{projects[0]}", f"/api/posts/{posts[0]}"):
        actions += [("POST", f"{path}/comments", {"body": "Me too"})] * 2
    # ... and so does someone who stays, on the same things and on the member's own.
    for method, path, body in actions + [
        ("POST", f"/api/threads/{own_thread}/vote", {"voteType": "upvote"}),
        ("POST", f"/api/posts/{own_post}/like", None),
    ]:
        assert await send(friend, method, path, body) in (200, 201), path
    for method, path, body in actions:
        assert await send(gone, method, path, body) in (200, 201), path
    assert (await Post.get(id=posts[0])).likes_count == 2
    assert await counter_mismatches() == []

    removed = await moderation.delete(admin, await User.get(id=gone_user["id"]), "spam account")

    assert removed == {"threads": 1, "projects": 0, "comments": 6, "posts": 1}
    assert await counter_mismatches() == []
    shown = await detail(client, f"/api/threads/{threads[0]}")
    assert (shown["upvotes"], shown["commentCount"]) == (1, 2)
    assert (await detail(client, f"/api/threads/{threads[1]}"))["upvotes"] == -1
    shown = await detail(client, f"/api/projects/{projects[1]}")
    assert (shown["upvotesCount"], shown["downvotesCount"]) == (0, 1)
    listed = {post["id"]: post for post in await detail(friend, "/api/posts")}
    assert (listed[posts[0]]["likesCount"], listed[posts[0]]["sharesCount"], listed[posts[0]]["commentsCount"]) == (
        1,
        1,
        2,
    )
    assert own_post not in listed
