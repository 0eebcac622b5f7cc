"""Function threads: create, the spec's rules, lists (sort, search, tags, pages), detail, views and votes."""

from __future__ import annotations

import base64

import orjson
import pytest
from aiohttp import ClientSession, TCPConnector

from devnet_api.models.activity import ContentView
from tests.api.helpers import get_json, ids, next_link, walk

THREAD = {
    "title": "Async pitfalls in Python",
    "body": "Blocking calls inside the event loop stall every request.",
    "tags": ["python"],
}
INVALID_CURSOR = "The page cursor is invalid; start again from the first page"
NOT_FOUND = {"message": "Thread not found"}
VOTE_TYPE = "Vote type must be upvote or downvote"


async def new_thread(agent, **fields) -> dict:
    response = await agent.post("/api/threads", json={**THREAD, **fields})
    assert response.status == 201, await response.text()
    return await response.json()


def cursor_of(values) -> str:
    return base64.urlsafe_b64encode(orjson.dumps(values)).decode().rstrip("=")


async def vote(agent, thread_id: int, vote_type: str) -> dict:
    response = await agent.post(f"/api/threads/{thread_id}/vote", json={"voteType": vote_type})
    assert response.status == 200, await response.text()
    return await response.json()


async def comment(agent, thread_id: int, body: str = "Nice one") -> None:
    response = await agent.post(f"/api/threads/{thread_id}/comments", json={"body": body})
    assert response.status == 201, await response.text()


# --- create -------------------------------------------------------------------------------------


async def test_create_answers_201_with_the_thread_and_counts_it_for_the_author(signed_in):
    agent, user = signed_in
    response = await agent.post(
        "/api/threads",
        json={
            "title": "  Async pitfalls in Python  ",
            "body": THREAD["body"],
            "tags": [" Python ", "ASYNC", "python", "", "  ", "Event-Loop", "async"],
        },
    )
    assert response.status == 201
    thread = await response.json()
    assert thread["title"] == "Async pitfalls in Python"
    assert thread["body"] == THREAD["body"]
    assert thread["tags"] == ["python", "async", "event-loop"]
    assert (thread["commentCount"], thread["upvotes"], thread["views"]) == (0, 0, 0)
    assert thread["createdAt"].endswith("Z")
    assert thread["user"]["id"] == user["id"] and thread["user"]["username"] == user["username"]
    assert thread["user"]["threadCount"] == 1
    assert "email" not in thread["user"] and "role" not in thread["user"]
    assert isinstance(thread["id"], int) and thread["id"] > 0
    me = await get_json(agent, "/api/auth/me")
    assert (user["threadCount"], me["threadCount"]) == (0, 1)
    await new_thread(agent)
    assert (await get_json(agent, "/api/auth/me"))["threadCount"] == 2
    detail = await get_json(agent, f"/api/threads/{thread['id']}")
    assert {k: v for k, v in detail.items() if k not in ("views", "user")} == {
        k: v for k, v in thread.items() if k not in ("views", "user")
    }


async def test_tags_default_to_an_empty_list(signed_in):
    agent, _ = signed_in
    response = await agent.post("/api/threads", json={"title": THREAD["title"], "body": THREAD["body"]})
    assert response.status == 201
    assert (await response.json())["tags"] == []


THREAD_RULES = [
    ({"title": "abcd"}, "title", "Title must be at least 5 characters"),
    ({"title": "   abcd    "}, "title", "Title must be at least 5 characters"),
    ({"title": "t" * 101}, "title", "Title cannot exceed 100 characters"),
    ({"body": "b" * 19}, "body", "Content must be at least 20 characters"),
    ({"body": "  " + "b" * 19 + "  "}, "body", "Content must be at least 20 characters"),
    ({"body": "b" * 10001}, "body", "Content cannot exceed 10000 characters"),
]


async def test_thread_rules_answer_the_spec_messages_and_create_nothing(signed_in):
    agent, _ = signed_in
    for fields, field, message in THREAD_RULES:
        response = await agent.post("/api/threads", json={**THREAD, **fields})
        assert response.status == 400, fields
        assert await response.json() == {"message": message, "errors": {field: [message]}}
    assert await get_json(agent, "/api/threads") == []
    assert (await get_json(agent, "/api/auth/me"))["threadCount"] == 0


async def test_title_and_body_lengths_are_inclusive(signed_in):
    agent, _ = signed_in
    for fields in ({"title": "t" * 5}, {"title": "t" * 100}, {"body": "b" * 20}, {"body": "b" * 10000}):
        thread = await new_thread(agent, **fields)
        for name, value in fields.items():
            assert thread[name] == value


async def test_an_empty_thread_reports_title_and_content(signed_in):
    agent, _ = signed_in
    response = await agent.post("/api/threads", json={})
    assert response.status == 400
    assert await response.json() == {
        "message": "Title must be at least 5 characters",
        "errors": {
            "title": ["Title must be at least 5 characters"],
            "body": ["Content must be at least 20 characters"],
        },
    }


async def test_wrong_types_are_a_400_naming_the_field(signed_in):
    agent, _ = signed_in
    for fields, field in (
        ({"title": 12345}, "title"),
        ({"title": None}, "title"),
        ({"body": ["a list", "of strings"]}, "body"),
        ({"tags": "python"}, "tags"),
        ({"tags": [1, 2]}, "tags"),
        ({"tags": {"python": True}}, "tags"),
    ):
        response = await agent.post("/api/threads", json={**THREAD, **fields})
        assert response.status == 400, fields
        body = await response.json()
        assert list(body["errors"]) == [field]
        assert body["message"] == body["errors"][field][0]
    assert await get_json(agent, "/api/threads") == []


async def test_too_many_or_too_long_tags_are_refused(signed_in):
    agent, _ = signed_in
    response = await agent.post("/api/threads", json={**THREAD, "tags": [f"t{n}" for n in range(11)]})
    assert response.status == 400
    too_many = "Maximum 10 tags allowed"
    assert await response.json() == {"message": too_many, "errors": {"tags": [too_many]}}
    response = await agent.post("/api/threads", json={**THREAD, "tags": ["x" * 31]})
    assert response.status == 400
    assert (await response.json())["errors"] == {"tags": ["Tags cannot exceed 30 characters"]}
    # The limit counts what is sent (the document's maxItems); duplicates and case are then merged.
    response = await agent.post("/api/threads", json={**THREAD, "tags": [f"t{n}" for n in range(10)] + ["T0"]})
    assert response.status == 400
    thread = await new_thread(agent, tags=[f"T{n}" for n in range(5)] + [f"t{n}" for n in range(5)])
    assert thread["tags"] == [f"t{n}" for n in range(5)]


async def test_creating_a_thread_needs_sign_in(client):
    response = await client.post("/api/threads", json=THREAD)
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert await get_json(client, "/api/threads") == []


# --- lists --------------------------------------------------------------------------------------


@pytest.fixture
async def three_threads(make_user):
    """Three threads: `low` (oldest, score 0, 2 comments), `high` (score 2, no comments) and
    `mid` (newest, score 1, 1 comment), and the agents who made them."""
    author, _ = await make_user()
    fan, _ = await make_user()
    low = await new_thread(author, title="First thread of all")
    high = await new_thread(author, title="Second thread, voted up")
    mid = await new_thread(author, title="Third and newest")
    await vote(author, high["id"], "upvote")
    await vote(fan, high["id"], "upvote")
    await vote(fan, mid["id"], "upvote")
    await comment(fan, low["id"])
    await comment(author, low["id"])
    await comment(fan, mid["id"])
    return {"low": low["id"], "high": high["id"], "mid": mid["id"], "author": author, "fan": fan}


async def test_list_sorts_by_popular_by_default_then_latest_and_comments(three_threads, client):
    t = three_threads
    assert await ids(client, "/api/threads") == [t["high"], t["mid"], t["low"]]
    assert await ids(client, "/api/threads?sortBy=popular") == [t["high"], t["mid"], t["low"]]
    assert await ids(client, "/api/threads?sortBy=latest") == [t["mid"], t["high"], t["low"]]
    assert await ids(client, "/api/threads?sortBy=comments") == [t["low"], t["mid"], t["high"]]
    listed = {thread["id"]: thread for thread in await get_json(client, "/api/threads")}
    assert (listed[t["high"]]["upvotes"], listed[t["low"]]["commentCount"]) == (2, 2)
    assert all("email" not in thread["user"] for thread in listed.values())


async def test_an_unknown_sort_is_a_400(client):
    for value in ("oldest", "LATEST", "popular "):
        response = await client.get("/api/threads", params={"sortBy": value})
        assert response.status == 400, value
        body = await response.json()
        assert list(body["errors"]) == ["sortBy"] and body["message"] == body["errors"]["sortBy"][0]
        assert "latest" in body["message"]


async def test_search_matches_title_body_and_tags_ignoring_case(signed_in, client):
    agent, _ = signed_in
    by_title = await new_thread(agent, title="Understanding Kubernetes", tags=[])
    by_body = await new_thread(agent, body="We deploy everything on KUBERNETES clusters today.", tags=[])
    by_tag = await new_thread(agent, tags=["kubernetes"])
    await new_thread(agent, title="Something unrelated", tags=["rust"])
    expected = [by_tag["id"], by_body["id"], by_title["id"]]
    assert await ids(client, "/api/threads?sortBy=latest&searchQuery=kubernetes") == expected
    assert await ids(client, "/api/threads?sortBy=latest&searchQuery=KuBeRnEtEs") == expected
    assert await ids(client, "/api/threads?sortBy=latest&searchQuery=%20bernet%20") == expected
    assert await ids(client, "/api/threads?searchQuery=nothing-matches-this") == []
    assert len(await ids(client, "/api/threads?searchQuery=")) == 4


async def test_search_takes_wildcard_characters_literally(signed_in, client):
    agent, _ = signed_in
    percent = await new_thread(agent, title="Coverage at 100% or bust")
    underscore = await new_thread(agent, title="snake_case versus camelCase")
    await new_thread(agent, title="Plain title here")
    assert await ids(client, "/api/threads?searchQuery=%25") == [percent["id"]]
    assert await ids(client, "/api/threads?searchQuery=_") == [underscore["id"]]


async def test_tag_filter_keeps_only_threads_with_that_tag(signed_in, client):
    agent, _ = signed_in
    python = await new_thread(agent, tags=["python", "web"])
    both = await new_thread(agent, tags=["rust", "python"])
    await new_thread(agent, tags=["rust"])
    await new_thread(agent, tags=["pythonic"])
    assert await ids(client, "/api/threads?sortBy=latest&tag=python") == [both["id"], python["id"]]
    assert await ids(client, "/api/threads?sortBy=latest&tag=Python") == [both["id"], python["id"]]
    assert await ids(client, "/api/threads?tag=go") == []


async def test_a_tag_filter_longer_than_any_tag_finds_nothing(signed_in, client):
    agent, _ = signed_in
    longest = await new_thread(agent, tags=["x" * 30])
    assert await ids(client, f"/api/threads?tag={'X' * 30}") == [longest["id"]]
    for tag in ("x" * 31, "y" * 300):
        response = await client.get("/api/threads", params={"tag": tag})
        assert response.status == 200, await response.text()
        assert await response.json() == []


@pytest.mark.parametrize("limit", ["0", "101", "-1", "x", "1.5", "20abc"])
async def test_limit_out_of_range_is_a_400(client, limit):
    response = await client.get("/api/threads", params={"limit": limit})
    assert response.status == 400
    body = await response.json()
    assert body == {
        "message": "limit must be a whole number from 1 to 100",
        "errors": {"limit": ["limit must be a whole number from 1 to 100"]},
    }


async def test_limit_bounds_are_inclusive_and_the_default_is_20(signed_in, client):
    agent, _ = signed_in
    for n in range(21):
        await new_thread(agent, title=f"Thread number {n}")
    one = await client.get("/api/threads?limit=1")
    assert one.status == 200 and len(await one.json()) == 1 and next_link(one)
    default = await client.get("/api/threads")
    assert default.status == 200 and len(await default.json()) == 20 and next_link(default)
    hundred = await client.get("/api/threads?limit=100")
    assert hundred.status == 200 and len(await hundred.json()) == 21
    assert "Link" not in hundred.headers


@pytest.mark.parametrize("sort", ["popular", "latest", "comments"])
async def test_pages_walk_every_thread_exactly_once_in_order(make_user, client, sort):
    author, _ = await make_user()
    voter, _ = await make_user()
    made = []
    for n in range(9):
        made.append((await new_thread(author, title=f"Paged thread {n}"))["id"])
    # Ties and distinct values: the cursor must keep its place among equal scores and counts.
    for thread_id in made[2:5]:
        await vote(voter, thread_id, "upvote")
    await vote(voter, made[7], "downvote")
    for thread_id in made[4:6]:
        await comment(voter, thread_id)
    await comment(voter, made[1])
    await comment(voter, made[1])
    whole = await ids(client, f"/api/threads?sortBy={sort}&limit=100")
    assert sorted(whole) == sorted(made)
    for limit in (1, 2, 3, 4, 9):
        assert await walk(client, f"/api/threads?sortBy={sort}&limit={limit}") == whole, limit


async def test_the_last_full_page_has_no_link_and_links_keep_the_query(signed_in, client):
    agent, _ = signed_in
    for n in range(6):
        await new_thread(agent, title=f"Rust thread {n}", tags=["rust"])
    await new_thread(agent, title="Go thread", tags=["go"])
    first = await client.get("/api/threads?tag=rust&sortBy=latest&limit=3")
    link = next_link(first)
    assert link is not None and link.startswith("/api/threads?")
    assert "tag=rust" in link and "sortBy=latest" in link and "limit=3" in link and "cursor=" in link
    second = await client.get(link)
    assert second.status == 200
    assert len(await second.json()) == 3
    assert "Link" not in second.headers


async def test_a_garbage_cursor_is_a_400(client):
    for cursor in (
        "garbage",
        "!!!",
        "%%%",
        "W10",
        cursor_of({"id": 1}),
        cursor_of([1.5]),
        cursor_of(["1"]),
        cursor_of([1, 2, 3]),
        cursor_of([]),
        cursor_of([None]),
    ):
        response = await client.get("/api/threads", params={"sortBy": "latest", "cursor": cursor})
        assert response.status == 400, cursor
        assert await response.json() == {"message": INVALID_CURSOR, "errors": {"cursor": [INVALID_CURSOR]}}
    # A cursor of one order is no cursor of another.
    response = await client.get("/api/threads", params={"sortBy": "popular", "cursor": cursor_of([7])})
    assert response.status == 400


async def test_a_cursor_with_numbers_no_page_can_have_is_a_400_not_a_500(client):
    for cursor in ([2**31], [2**40], [2**62], [-(2**31) - 1], [True], [False]):
        response = await client.get("/api/threads", params={"sortBy": "latest", "cursor": cursor_of(cursor)})
        assert response.status == 400, (cursor, await response.text())
        assert await response.json() == {"message": INVALID_CURSOR, "errors": {"cursor": [INVALID_CURSOR]}}


async def test_a_cursor_at_the_edges_of_the_id_range_answers_a_page(signed_in, client):
    thread = await new_thread(signed_in[0])
    assert await ids(client, f"/api/threads?sortBy=latest&cursor={cursor_of([2**31 - 1])}") == [thread["id"]]
    assert await ids(client, f"/api/threads?sortBy=latest&cursor={cursor_of([-(2**31)])}") == []
    assert await ids(client, f"/api/threads?cursor={cursor_of([2**31 - 1, 2**31 - 1])}") == [thread["id"]]


async def test_tags_list_most_used_first(signed_in, client):
    agent, _ = signed_in
    assert await get_json(client, "/api/threads/tags") == []
    await new_thread(agent, tags=["go"])
    await new_thread(agent, tags=["rust", "python"])
    await new_thread(agent, tags=["Python", "rust"])
    await new_thread(agent, tags=["python", "ai"])
    assert await get_json(client, "/api/threads/tags") == ["python", "rust", "ai", "go"]


async def test_latest_is_the_newest_five_for_signed_in_members_only(signed_in, client):
    agent, _ = signed_in
    response = await client.get("/api/threads/latest")
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert await get_json(agent, "/api/threads/latest") == []
    made = [(await new_thread(agent, title=f"Latest thread {n}"))["id"] for n in range(7)]
    await vote(agent, made[0], "upvote")  # the score does not matter: newest first
    latest = await get_json(agent, "/api/threads/latest")
    assert [t["id"] for t in latest] == made[:1:-1]
    assert latest[0]["user"]["username"]


# --- detail and views ---------------------------------------------------------------------------


async def test_detail_of_a_missing_thread_is_a_json_404(signed_in, client):
    thread = await new_thread(signed_in[0])
    for path in (f"/api/threads/{thread['id'] + 1}", "/api/threads/2147483647"):
        response = await client.get(path)
        assert response.status == 404, path
        assert await response.json() == NOT_FOUND


async def test_a_path_id_that_is_not_a_positive_integer_is_a_json_404(signed_in):
    agent, _ = signed_in
    await new_thread(agent)
    for raw_id in ("abc", "0", "-1", "01", "1.0", "1e3", "2147483648", "9999999999", "99999999999999999999999", "%20"):
        for suffix in ("", "/comments", "/vote"):
            response = await agent.get(f"/api/threads/{raw_id}{suffix}")
            assert response.status == 404, (raw_id, suffix)
            assert response.content_type == "application/json"
            assert set(await response.json()) == {"message"}


async def test_views_count_once_per_viewer_per_day(make_user, client):
    author, _ = await make_user()
    reader, _ = await make_user()
    thread = await new_thread(author)
    path = f"/api/threads/{thread['id']}"
    assert (await get_json(reader, path))["views"] == 1
    assert (await get_json(reader, path))["views"] == 1
    assert (await get_json(author, path))["views"] == 2
    assert (await get_json(author, path))["views"] == 2
    # Anonymous visitors count once a day per client address.
    assert (await get_json(client, path))["views"] == 3
    assert (await get_json(client, path))["views"] == 3
    async with ClientSession(connector=TCPConnector(local_addr=("127.0.0.2", 0))) as elsewhere:
        async with elsewhere.get(client.make_url(path)) as response:
            assert response.status == 200
            assert (await response.json())["views"] == 4
        async with elsewhere.get(client.make_url(path)) as response:
            assert (await response.json())["views"] == 4
    listed = await get_json(client, "/api/threads")
    assert listed[0]["views"] == 4


async def test_a_missing_thread_counts_no_view(client):
    response = await client.get("/api/threads/5")
    assert response.status == 404
    assert await ContentView.all().count() == 0


# --- votes --------------------------------------------------------------------------------------


async def test_vote_get_post_delete_follow_the_contract(make_user, client):
    author, _ = await make_user()
    voter, _ = await make_user()
    thread = await new_thread(author)
    path = f"/api/threads/{thread['id']}/vote"
    assert await get_json(voter, path) == {"vote": None}
    assert await vote(voter, thread["id"], "upvote") == {"vote": "upvote", "upvotes": 1}
    assert await get_json(voter, path) == {"vote": "upvote"}
    assert await get_json(author, path) == {"vote": None}
    assert (await get_json(client, f"/api/threads/{thread['id']}"))["upvotes"] == 1
    response = await voter.delete(path)
    assert response.status == 200
    assert await response.json() == {"vote": None, "upvotes": 0}
    assert await get_json(voter, path) == {"vote": None}
    again = await voter.delete(path)
    assert again.status == 200
    assert await again.json() == {"vote": None, "upvotes": 0}


async def test_voting_the_same_way_twice_changes_nothing_and_switching_moves_by_two(make_user, client):
    author, _ = await make_user()
    voter, _ = await make_user()
    thread = await new_thread(author)
    await vote(author, thread["id"], "upvote")
    assert await vote(voter, thread["id"], "upvote") == {"vote": "upvote", "upvotes": 2}
    assert await vote(voter, thread["id"], "upvote") == {"vote": "upvote", "upvotes": 2}
    assert await vote(voter, thread["id"], "downvote") == {"vote": "downvote", "upvotes": 0}
    assert await vote(voter, thread["id"], "downvote") == {"vote": "downvote", "upvotes": 0}
    assert await vote(author, thread["id"], "downvote") == {"vote": "downvote", "upvotes": -2}
    assert (await get_json(client, f"/api/threads/{thread['id']}"))["upvotes"] == -2
    assert await vote(voter, thread["id"], "upvote") == {"vote": "upvote", "upvotes": 0}


async def test_the_author_may_vote_on_their_own_thread(signed_in):
    agent, _ = signed_in
    thread = await new_thread(agent)
    assert await vote(agent, thread["id"], "upvote") == {"vote": "upvote", "upvotes": 1}
    assert await get_json(agent, f"/api/threads/{thread['id']}/vote") == {"vote": "upvote"}


async def test_a_bad_vote_type_is_a_400_and_changes_nothing(signed_in):
    agent, _ = signed_in
    thread = await new_thread(agent)
    for body in (
        {"voteType": "sideways"},
        {"voteType": "UPVOTE"},
        {"voteType": 1},
        {"voteType": None},
        {},
        {"vote": "upvote"},
    ):
        response = await agent.post(f"/api/threads/{thread['id']}/vote", json=body)
        assert response.status == 400, body
        assert await response.json() == {"message": VOTE_TYPE, "errors": {"voteType": [VOTE_TYPE]}}
    assert await get_json(agent, f"/api/threads/{thread['id']}/vote") == {"vote": None}
    assert (await get_json(agent, f"/api/threads/{thread['id']}"))["upvotes"] == 0


async def test_votes_need_sign_in_and_an_existing_thread(signed_in, client):
    agent, _ = signed_in
    thread = await new_thread(agent)
    path = f"/api/threads/{thread['id']}/vote"
    for method in ("GET", "POST", "DELETE"):
        response = await client.request(method, path, json={"voteType": "upvote"} if method == "POST" else None)
        assert response.status == 401, method
        assert await response.json() == {"message": "Not authenticated"}
    missing = f"/api/threads/{thread['id'] + 1}/vote"
    for method in ("GET", "POST", "DELETE"):
        response = await agent.request(method, missing, json={"voteType": "upvote"} if method == "POST" else None)
        assert response.status == 404, method
        assert await response.json() == NOT_FOUND
    assert (await get_json(agent, f"/api/threads/{thread['id']}"))["upvotes"] == 0
