"""Every list answers in a fixed, small number of SQL statements, whatever the page size: no query
per row (an N+1 would make limit=100 cost twenty times limit=5)."""

from __future__ import annotations

import contextlib
import logging
from datetime import UTC, datetime

import pytest

from devnet_api.models.accounts import User
from devnet_api.models.content import Comment, ContentVersion, Project, ProjectTag, Thread, ThreadTag
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.social import Block, Friendship, Message, Mute, UserSkill
from devnet_api.services import messages
from devnet_api.services.content import search_text
from devnet_api.services.follows import follow_tag
from devnet_api.services.kinds import PROJECT, THREAD
from devnet_api.services.tags import adjust
from tests.api.helpers import next_link

ROWS = 35
MAX_QUERIES = 4


@pytest.fixture
def settings(settings):
    """The web process's caches on, for long enough that no test here outlives them: a signed-in
    request whose session was read lately costs no statement (the warm path measured here;
    services.sessions.SessionCache), a search asked again costs its visibility statement. The read
    cache off: these budgets count what a page costs when it is read; what a kept page costs
    (nothing, or one narrow statement) is held in test_read_cache.py."""
    return settings.with_(session_cache_seconds=600, search_cache_seconds=600, read_cache_seconds=0)


async def warm(agent) -> None:
    """The session read once, so the request counted next is on the warm path (a visitor: nothing)."""
    await agent.get("/api/auth/me")


class StatementLog(logging.Handler):
    """Tortoise logs every statement it sends to 'tortoise.db_client' at DEBUG level."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.statements: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.lstrip().upper().startswith(("SELECT", "INSERT", "UPDATE", "DELETE", "WITH")):
            self.statements.append(message)


@contextlib.contextmanager
def statements():
    logger = logging.getLogger("tortoise.db_client")
    handler, level = StatementLog(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield handler.statements
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)


async def count_queries(agent, path: str, expected_items: int) -> int:
    await warm(agent)
    with statements() as seen:
        response = await agent.get(path)
        assert response.status == 200, await response.text()
        body = await response.json()
    assert len(body) == expected_items, path
    return len(seen)


async def test_the_statement_log_sees_each_statement(signed_in):
    """The counting below is only as good as this: one logged statement per statement sent."""
    with statements() as seen:
        await Thread.all().count()
        await User.filter(id=signed_in[1]["id"]).first()
        await Thread.filter(id=1).update(views=1)
    assert len(seen) == 3
    assert "threads" in seen[0] and "users" in seen[1] and seen[2].upper().startswith("UPDATE")


@pytest.fixture
async def content(signed_in):
    """ROWS threads and projects by several members, with tags and scores, and ROWS comments on the
    first of each. Written straight to the tables: only the reads are under test here."""
    agent, me = signed_in
    authors = [me["id"]] + [
        (
            await User.create(
                username=f"author{n}",
                username_key=f"author{n}",
                email=f"author{n}@example.com",
                password_hash="!",
                display_name=f"Author {n}",
            )
        ).id
        for n in range(6)
    ]
    ids = range(1, ROWS + 1)
    await Thread.bulk_create(
        [
            Thread(
                id=n,
                user_id=authors[n % len(authors)],
                title=f"Thread number {n}",
                body="A body long enough.",
                tags=["python", f"t{n}"],
                score=n % 4,
                comment_count=ROWS if n == 1 else n % 3,
                search_text=search_text(THREAD, {"title": f"Thread number {n}"}, ["python", f"t{n}"]),
            )
            for n in ids
        ]
    )
    await ThreadTag.bulk_create([ThreadTag(thread_id=n, tag=tag) for n in ids for tag in ("python", f"t{n}")])
    await Project.bulk_create(
        [
            Project(
                id=n,
                user_id=authors[n % len(authors)],
                title=f"Project number {n}",
                description="A description long enough.",
                tags=["web", f"p{n}"],
                upvotes_count=n % 4,
                score=n % 4,
                comment_count=ROWS if n == 1 else n % 3,
                search_text=search_text(PROJECT, {"title": f"Project number {n}"}, ["web", f"p{n}"]),
            )
            for n in ids
        ]
    )
    await ProjectTag.bulk_create([ProjectTag(project_id=n, tag=tag) for n in ids for tag in ("web", f"p{n}")])
    await adjust(THREAD, {"python": ROWS, **{f"t{n}": 1 for n in ids}})
    await adjust(PROJECT, {"web": ROWS, **{f"p{n}": 1 for n in ids}})
    await Comment.bulk_create(
        [Comment(id=n, thread_id=1, user_id=authors[n % len(authors)], body=f"Comment {n}") for n in ids]
        + [Comment(id=ROWS + n, project_id=1, user_id=authors[n % len(authors)], body=f"Comment {n}") for n in ids]
    )
    await Post.bulk_create(
        [
            Post(
                id=n,
                user_id=authors[n % len(authors)],
                content=f"Post {n} #python",
                tags=["python"],
                likes_count=n % 2,
                comment_count=ROWS if n == 1 else 0,
            )
            for n in ids
        ]
    )
    await PostTag.bulk_create([PostTag(post_id=n, tag="python") for n in ids])
    # The viewer likes every other post: isLiked must come without a query per post.
    await PostLike.bulk_create([PostLike(post_id=n, user_id=me["id"]) for n in ids if n % 2])
    await Comment.bulk_create(
        [Comment(id=2 * ROWS + n, post_id=1, user_id=authors[n % len(authors)], body=f"Comment {n}") for n in ids]
    )
    return {"agent": agent, "thread": 1, "project": 1, "post": 1, "me": me["id"]}


@pytest.mark.parametrize(
    "list_path",
    [
        "/api/threads?sortBy=popular",
        "/api/threads?sortBy=latest",
        "/api/threads?sortBy=comments",
        "/api/threads?tag=python",
        "/api/threads?searchQuery=number",
        "/api/projects?sortBy=latest",
        "/api/projects?sortBy=popular",
        "/api/projects?tag=web",
        "/api/projects?searchQuery=number",
        "/api/threads/{thread}/comments",
        "/api/projects/{project}/comments",
        "/api/posts/{post}/comments",
    ],
)
async def test_a_list_costs_the_same_few_queries_for_5_or_100_rows(content, client, list_path):
    path = list_path.format(**content)
    joiner = "&" if "?" in path else "?"
    small = await count_queries(client, f"{path}{joiner}limit=5", 5)
    large = await count_queries(client, f"{path}{joiner}limit=100", ROWS)
    assert small == large <= MAX_QUERIES, (small, large)
    signed_in_small = await count_queries(content["agent"], f"{path}{joiner}limit=5", 5)
    signed_in_large = await count_queries(content["agent"], f"{path}{joiner}limit=100", ROWS)
    assert signed_in_small == signed_in_large <= MAX_QUERIES, (signed_in_small, signed_in_large)


async def test_the_next_page_costs_the_same_as_the_first(content, client):
    first = await client.get("/api/threads?limit=5")
    link = first.headers["Link"].split(">")[0].lstrip("<")
    assert await count_queries(client, link, 5) == await count_queries(client, "/api/threads?limit=5", 5)


@pytest.mark.parametrize(
    "path",
    [
        "/api/threads?sortBy=popular&limit=100",
        "/api/threads?sortBy=comments&tag=python&limit=100",
        "/api/threads?searchQuery=number&limit=100",
        "/api/threads/{thread}",
    ],
)
async def test_a_thread_list_page_or_a_thread_read_again_is_one_statement(content, client, path):
    """Rows, authors, filters and the viewer's blocks in one statement (docs/performance.md); a
    thread's detail too once today's view is counted (the first view writes its row)."""
    path = path.format(**content)
    for agent in (client, content["agent"]):
        assert (await agent.get(path)).status == 200
        with statements() as seen:
            assert (await agent.get(path)).status == 200
        reads = [s for s in seen if not s.startswith('SELECT "auth_sessions"')]
        assert len(reads) == 1, seen


@pytest.mark.parametrize(
    "path", ["/api/threads/latest", "/api/projects/top", "/api/threads/tags", "/api/projects/tags"]
)
async def test_short_lists_cost_a_few_queries(content, path):
    expected = {"/api/threads/latest": 5, "/api/projects/top": 5}.get(path, ROWS + 1)
    assert await count_queries(content["agent"], path, expected) <= MAX_QUERIES


@pytest.mark.parametrize("path", ["/api/posts", "/api/posts?scope=global", "/api/posts?scope=friends"])
async def test_the_feed_costs_the_same_few_queries_for_5_or_100_posts(content, path):
    """The feed is signed-in only: one statement (isLiked included), the session warm in memory."""
    agent = content["agent"]
    expected = ROWS if "friends" not in path else len([n for n in range(1, ROWS + 1) if n % 7 == 0])
    joiner = "&" if "?" in path else "?"
    small = await count_queries(agent, f"{path}{joiner}limit=5", min(5, expected))
    large = await count_queries(agent, f"{path}{joiner}limit=100", expected)
    assert small == large == 1, (small, large)
    page = await (await agent.get(f"{path}{joiner}limit=100")).json()
    assert {post["id"] for post in page if post["isLiked"]} == {post["id"] for post in page if post["id"] % 2}


@pytest.mark.parametrize(
    "path", ["/api/threads?scope=following", "/api/threads?scope=following&sortBy=latest", "/api/posts?scope=following"]
)
async def test_the_following_scope_costs_the_same_few_queries_for_5_or_100_rows(content, path):
    """The "Following" scope (threads and posts in the tags the viewer follows) is a subquery of
    the same one statement: the page (the session warm in the process's cache)."""
    agent = content["agent"]
    await follow_tag(content["me"], "python")
    await follow_tag(content["me"], "go")  # followed, used by nothing
    small = await count_queries(agent, f"{path}&limit=5", 5)
    large = await count_queries(agent, f"{path}&limit=100", ROWS)
    assert small == large == 1, (small, large)


@pytest.fixture
async def people(signed_in):
    """ROWS members, each a friend of the signed-in member with a directory profile and a
    conversation with them, ROWS more who asked to be friends, and ROWS threads by the first."""
    agent, me = signed_in
    members = [
        await User.create(
            username=f"dev{n}",
            username_key=f"dev{n}",
            email=f"dev{n}@example.com",
            password_hash="!",
            display_name=f"Developer {n}",
            skills=["Python"],
            hourly_rate=n * 5,
            is_available_for_work=True,
        )
        for n in range(ROWS)
    ]
    askers = [
        await User.create(
            username=f"asker{n}",
            username_key=f"asker{n}",
            email=f"asker{n}@example.com",
            password_hash="!",
            display_name=f"Asker {n}",
        )
        for n in range(ROWS)
    ]
    await UserSkill.bulk_create([UserSkill(user_id=u.id, skill="Python") for u in members])
    await Friendship.bulk_create(
        [
            Friendship(
                requester_id=u.id, addressee_id=me["id"], status="accepted", pair=Friendship.pair_of(u.id, me["id"])
            )
            for u in members
        ]
        + [
            Friendship(
                requester_id=u.id, addressee_id=me["id"], status="pending", pair=Friendship.pair_of(u.id, me["id"])
            )
            for u in askers
        ]
    )
    await Message.bulk_create(
        [Message(sender_id=u.id, recipient_id=me["id"], body=f"Hello {n}") for n, u in enumerate(members)]
        + [Message(sender_id=me["id"], recipient_id=u.id, body=f"Hi {n}") for n, u in enumerate(members)]
        + [Message(sender_id=members[0].id, recipient_id=me["id"], body=f"More {n}") for n in range(ROWS)]
    )
    await messages.rebuild()  # written in bulk, past the service: the inbox's rows as a seed makes them
    await Thread.bulk_create(
        [Thread(user_id=members[0].id, title=f"Thread number {n}", body="A body long enough.") for n in range(ROWS)]
    )
    return {"agent": agent, "first": members[0].id}


@pytest.mark.parametrize(
    "list_path",
    [
        "/api/users?availableForWork=true",
        "/api/users?skill=python",
        "/api/users?price=premium&search=dev",
        "/api/users/{first}/threads",
        "/api/friends",
    ],
)
async def test_people_lists_cost_the_same_few_queries_for_5_or_100_rows(people, list_path):
    path = list_path.format(**people)
    joiner = "&" if "?" in path else "?"
    expected = ROWS - 21 if "premium" in path else ROWS  # rates 0, 5, ... : over 100 from the 21st
    small = await count_queries(people["agent"], f"{path}{joiner}limit=5", 5)
    large = await count_queries(people["agent"], f"{path}{joiner}limit=100", expected)
    assert small == large <= MAX_QUERIES, (small, large)


async def test_message_and_request_lists_cost_a_few_queries_whatever_their_length(people):
    agent = people["agent"]
    assert await count_queries(agent, "/api/messages?limit=100", ROWS) <= MAX_QUERIES
    assert await count_queries(agent, "/api/friends/requests", ROWS) <= MAX_QUERIES
    # The first read marks the unread ones read: whether anything is unread, the site's read-only
    # switch (no read marker is written while it is on: issue 41), then the conversation's row and
    # its messages. A read with nothing unread writes nothing: its row's count says so.
    marking = await count_queries(agent, f"/api/conversations/{people['first']}?limit=5", 5)
    small = await count_queries(agent, f"/api/conversations/{people['first']}?limit=5", 5)
    large = await count_queries(agent, f"/api/conversations/{people['first']}", ROWS + 2)
    assert small == large <= MAX_QUERIES, (small, large)
    assert marking == small + 3, (small, marking)  # the switch, and the two writes


@pytest.mark.parametrize(
    "path",
    [
        "/api/users",
        "/api/users?availableForWork=true",
        "/api/users/{first}",
        "/api/users/{first}/threads",
        "/api/friends",
        "/api/friends/requests",
        "/api/messages",
        "/api/conversations/{first}",
    ],
)
async def test_people_lists_never_read_password_hashes_or_emails(people, path):
    """Beyond the session's own lookup, no statement reads a secret it would not show."""
    with statements() as seen:
        response = await people["agent"].get(path.format(**people))
        assert response.status == 200
    reads = [s for s in seen if "auth_sessions" not in s]
    assert reads and not any("password_hash" in s or '"email"' in s for s in reads), reads


@pytest.mark.parametrize(
    "path",
    [
        "/api/threads",
        "/api/threads?searchQuery=number",
        "/api/projects?tag=web",
        "/api/threads/latest",
        "/api/projects/top",
        "/api/threads/{thread}/comments",
        "/api/projects/{project}/comments",
    ],
)
async def test_lists_never_read_password_hashes_or_emails(content, path):
    """A list shows each author's public profile; secrets have no reason to be in its memory."""
    with statements() as seen:
        response = await content["agent"].get(path.format(**content))
        assert response.status == 200
        authors = [item["user"] for item in await response.json()]
    assert authors and all(author["username"] for author in authors)
    # The session look-up reads the signed-in member's own row (theirs to see); the list reads others'.
    read = " ".join(statement for statement in seen if not statement.startswith('SELECT "auth_sessions"'))
    assert "password_hash" not in read and '"email"' not in read and "users" in read


async def test_conversation_summaries_are_one_statement_whatever_the_number_of_partners(people):
    """The inbox (ROWS partners, with unread counts): one statement per page, the session warm;
    paged by the cursor, the pages hold every partner once."""
    agent = people["agent"]
    assert await count_queries(agent, "/api/messages?limit=100", ROWS) == 1
    assert await count_queries(agent, "/api/messages?limit=5", 5) == 1
    response = await agent.get("/api/messages?limit=20")
    seen = [s["partnerId"] for s in await response.json()]
    later = await agent.get(next_link(response))
    seen += [s["partnerId"] for s in await later.json()]
    assert len(seen) == len(set(seen)) == ROWS and next_link(later) is None


@pytest.mark.parametrize(
    "path", ["/api/users/{me}/projects", "/api/users/{me}/threads", "/api/posts", "/api/posts?scope=friends"]
)
async def test_member_lists_cost_the_same_for_5_or_50_rows(content, path):
    """Limit 5 and 50: the same statements (docs/performance.md holds the budget of each list)."""
    path = path.format(**content)
    joiner = "&" if "?" in path else "?"
    agent = content["agent"]
    await warm(agent)
    with statements() as small:
        assert (await agent.get(f"{path}{joiner}limit=5")).status == 200
    with statements() as large:
        assert (await agent.get(f"{path}{joiner}limit=50")).status == 200
    assert len(small) == len(large) <= 2, (small, large)


@pytest.mark.parametrize(
    "list_path",
    [
        "/api/projects?sortBy=latest",
        "/api/projects?sortBy=comments",
        "/api/projects?tag=web&searchQuery=number",
        "/api/users/{me}/projects",
    ],
)
async def test_project_lists_are_one_statement(content, client, list_path):
    """Projects lists and a member's projects (docs/performance.md): one statement, for a visitor
    and for a member whose session is warm."""
    path = list_path.format(**content)
    page = f"{path}{'&' if '?' in path else '?'}limit=2"
    assert await count_queries(content["agent"], page, 2) == 1
    assert await count_queries(client, page, 2) == 1


async def test_a_project_page_seen_again_the_same_day_is_one_statement(content, client):
    """The project, its owner and whether this viewer already counted a view today: one statement;
    only the first view of the day writes."""
    path = f"/api/projects/{content['project']}"
    first = await client.get(path)
    assert first.status == 200
    with statements() as seen:
        again = await client.get(path)
        assert again.status == 200
    assert (await again.json())["views"] == (await first.json())["views"]
    assert len(seen) == 1, seen


@pytest.mark.parametrize("path", ["/api/hashtags/trending", "/api/users/trending"])
async def test_trending_lists_read_their_snapshot_in_a_few_statements(content, path):
    from devnet_api.services import trends

    await trends.refresh_hashtags()
    await trends.refresh_users()
    await warm(content["agent"])
    with statements() as seen:
        assert (await content["agent"].get(path)).status == 200
    assert len(seen) == 1, seen  # the snapshot's one statement (the session warm)


async def test_the_directory_and_a_profile_are_one_statement_after_the_session(people):
    """The members list (any filters) and a profile seen again today (with the viewer's block and
    mute of the member): one statement each, the session warm."""
    agent = people["agent"]
    assert await count_queries(agent, "/api/users?availableForWork=true&price=premium&limit=5", 5) == 1
    assert await count_queries(agent, "/api/users?search=dev&skill=python&limit=5", 5) == 1
    other = people["first"]
    for _ in range(2):  # the first view of the day also writes its row
        with statements() as seen:
            response = await agent.get(f"/api/users/{other}")
            assert response.status == 200
    assert len(seen) == 1, seen


async def _strangers(prefix: str, count: int) -> list[int]:
    return [
        (
            await User.create(
                username=f"{prefix}{n}",
                username_key=f"{prefix}{n}",
                email=f"{prefix}{n}@example.com",
                password_hash="!",
                display_name=f"{prefix} {n}",
            )
        ).id
        for n in range(count)
    ]


@pytest.mark.parametrize(
    "list_path",
    [
        "/api/threads?sortBy=latest",
        "/api/projects?sortBy=popular",
        "/api/threads/{thread}/comments",
        "/api/posts/{post}/comments",
        "/api/posts?scope=global",
    ],
)
async def test_blocks_and_mutes_cost_no_query_of_their_own(content, list_path):
    """The hidden members are NOT IN subqueries of the list's own statement (services.blocks): a
    viewer with many blocks and mutes costs what one with none does."""
    me, agent = content["me"], content["agent"]
    path = list_path.format(**content)
    joiner = "&" if "?" in path else "?"
    before = await count_queries(agent, f"{path}{joiner}limit=5", 5)
    blocked, blockers, muted = (
        await _strangers("blocked", ROWS),
        await _strangers("blocker", 3),
        await _strangers("muted", ROWS),
    )
    await Block.bulk_create(
        [Block(blocker_id=me, blocked_id=u) for u in blocked] + [Block(blocker_id=u, blocked_id=me) for u in blockers]
    )
    await Mute.bulk_create([Mute(muter_id=me, muted_id=u) for u in muted])
    await warm(agent)  # the members written above emptied the session cache, as any write to members does
    with statements() as seen:
        assert (await agent.get(f"{path}{joiner}limit=5")).status == 200
    assert len(seen) == before <= MAX_QUERIES, (len(seen), before)
    assert any('"blocks"' in statement for statement in seen), seen


async def test_the_people_lists_and_the_settings_list_cost_a_few_queries_with_many_blocks(people):
    agent = people["agent"]
    me = (await (await agent.get("/api/auth/me")).json())["id"]
    blocked, muted = await _strangers("blocked", ROWS), await _strangers("muted", ROWS)
    await Block.bulk_create([Block(blocker_id=me, blocked_id=u) for u in blocked])
    await Mute.bulk_create([Mute(muter_id=me, muted_id=u) for u in muted])
    small = await count_queries(agent, "/api/users?availableForWork=true&limit=5", 5)
    large = await count_queries(agent, "/api/users?availableForWork=true&limit=100", ROWS)
    assert small == large <= MAX_QUERIES, (small, large)
    assert await count_queries(agent, "/api/me/blocks", 2 * ROWS) <= MAX_QUERIES


@pytest.mark.parametrize("q", ["number", "python", "number type:threads", "@author1 number", "#python"])
async def test_search_costs_the_same_few_queries_for_5_or_50_hits(content, q):
    """Hits of every kind, their counts and their authors: three statements whatever the page size,
    after the viewer's blocks and mutes (the result cache's key, reads.cache.ResultCache); the
    same search again is that one statement (the session warm)."""
    agent = content["agent"]

    async def cost(limit: int) -> tuple[int, int]:
        await warm(agent)
        with statements() as seen:
            response = await agent.get("/api/search", params={"q": q, "limit": limit})
            assert response.status == 200, await response.text()
            body = await response.json()
        return len(seen), len(body["results"])

    (small, few), (large, many) = await cost(5), await cost(50)
    assert few == 5 and many > 5, (few, many)
    assert small == large <= MAX_QUERIES, (small, large)
    assert await cost(50) == (1, many)


async def test_notifications_cost_the_same_few_queries_for_5_or_100_rows(people):
    """Each notice shows its newest actor: one query for all of them, never a password hash."""
    from devnet_api.models.notifications import Notification

    me = (await (await people["agent"].get("/api/auth/me")).json())["id"]
    actors = await User.filter(username__startswith="dev").values_list("id", flat=True)
    await Notification.bulk_create(
        [
            Notification(recipient_id=me, kind="like", actor_id=actor, actor_ids=[actor], target_kind="post")
            for actor in actors
        ]
    )
    small = await count_queries(people["agent"], "/api/notifications?limit=5", 5)
    large = await count_queries(people["agent"], "/api/notifications?limit=100", ROWS)
    assert small == large <= MAX_QUERIES, (small, large)
    with statements() as seen:
        assert (await people["agent"].get("/api/notifications")).status == 200
    assert not any("password_hash" in s or '"email"' in s for s in seen if "auth_sessions" not in s)


@pytest.mark.parametrize("kind", ["thread", "post"])
async def test_earlier_versions_cost_the_same_few_queries_for_5_or_100(content, kind):
    """GET /api/{threads,posts}/{id}/versions (docs/editing.md): the author's, bounded like any list."""
    mine = 7  # thread and post 7 are the viewer's (authors[7 % 7])
    await ContentVersion.bulk_create(
        [
            ContentVersion(kind=kind, object_id=mine, title=None, body=f"Version {n}", written_at=datetime.now(UTC))
            for n in range(ROWS)
        ]
    )
    path = f"/api/{kind}s/{mine}/versions"
    small = await count_queries(content["agent"], f"{path}?limit=5", 5)
    large = await count_queries(content["agent"], f"{path}?limit=100", ROWS)
    assert small == large <= MAX_QUERIES, (small, large)


@pytest.mark.parametrize("query", ["", "?kind=post", "?folder=none", "?folder={folder}"])
async def test_a_members_bookmarks_are_one_statement_for_5_or_100(content, query):
    """GET /api/me/bookmarks (reads.bookmarks): threads, projects and posts of several authors with
    their visibility, blocks and the folder filter in one statement, whatever the page's length."""
    from devnet_api.models.bookmarks import Bookmark, BookmarkFolder

    me = content["me"]
    folder = await BookmarkFolder.create(user_id=me, name="All of them")
    await Bookmark.bulk_create(
        [
            Bookmark(user_id=me, folder_id=None if "none" in query else folder.id, **{ref: n})
            for n in range(1, ROWS + 1)
            for ref in (["post_id"] if "kind" in query else ["thread_id", "project_id", "post_id"])
        ]
    )
    path = "/api/me/bookmarks" + query.format(folder=folder.id) + ("&" if query else "?")
    assert await count_queries(content["agent"], f"{path}limit=5", 5) == 1
    assert await count_queries(content["agent"], f"{path}limit=100", 100 if "kind" not in query else ROWS) == 1
