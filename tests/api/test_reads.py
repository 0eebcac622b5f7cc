"""The read layer (devnet_api.reads): each read answers, byte for byte, what its pydantic schema writes
for the same rows read through the ORM (the schema is the one declaration of each shape; a ``Shape``
is derived from it), on both databases; and the kinds' one visibility rule reads the same rows
through SQL as through the ORM."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import orjson
import pytest
from pydantic import BaseModel

from devnet_api.db.sql import Statement
from devnet_api.models.accounts import Status, User
from devnet_api.models.bookmarks import Bookmark, BookmarkFolder
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.feed import Post, PostLike
from devnet_api.models.social import Block, Message, Mute
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.reads import bookmarks as bookmark_reads
from devnet_api.reads import feed, projects, threads, trending, users
from devnet_api.reads.shape import Shape
from devnet_api.schemas import Schema, UtcDatetime
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.bookmarks import BookmarkOut
from devnet_api.schemas.content import ProjectOut, ThreadOut
from devnet_api.schemas.feed import PostOut
from devnet_api.schemas.social import ProfileOut
from devnet_api.schemas.trends import TrendingHashtagOut, TrendingUserOut
from devnet_api.services import bookmarks, kinds
from devnet_api.services import users as user_services

EDITED = datetime(2026, 11, 24, 12, 30, 15, 123456, tzinfo=UTC)


def wire(out: BaseModel) -> bytes:
    return out.model_dump_json(by_alias=True).encode()


async def authors() -> list[int]:
    """A member with every optional column set, one with none (a photo without thumbnail: cards show
    the photo), one with a thumbnail."""
    full = await User.create(
        username="full",
        username_key="full",
        email="full@example.com",
        password_hash="!",
        display_name="Full Member",
        bio="Bio with “quotes” and ünïcode",
        skills=["Python", "Rust"],
        hourly_rate=Decimal("120.50"),
        is_available_for_work=True,
        avatar_seed="seed",
        avatar_style="pixel",
        profile_photo="/media/photo.webp",
        profile_thumbnail="/media/photo.thumb.webp",
        subscription_tier="pro",
        project_count=3,
        thread_count=2,
    )
    bare = await User.create(
        username="Bare",
        username_key="bare",
        email="bare@example.com",
        password_hash="!",
        display_name="Bare",
        hourly_rate=Decimal("40"),
        profile_photo="/media/old.webp",
    )
    plain = await User.create(
        username="plain", username_key="plain", email="plain@example.com", password_hash="!", display_name="Plain"
    )
    await user_services.replace_skills(full.id, full.skills)  # what the directory's skill filter reads
    return [full.id, bare.id, plain.id]


async def test_threads_read_as_thread_out_writes(client):
    members = await authors()
    for n in range(6):
        await Thread.create(
            user_id=members[n % 3],
            title=f'Thread {n} "quoted" ✓',
            body="line\nline \\ </script>",
            tags=["rust", f"t{n}"] if n % 2 else [],
            score=n - 3,
            comment_count=n,
            views=n * 10,
            edited_at=EDITED if n % 2 else None,
        )

    async def expected(thread_id: int) -> bytes:
        return wire(ThreadOut.model_validate(await Thread.get(id=thread_id).select_related("user")))

    read = (await threads.list_threads("latest", "", "", 100, None)).items
    read += (await threads.of_member(members[0], 100, None)).items
    read += await threads.latest()
    assert len(read) == 6 + 2 + 5
    for item in read:
        assert orjson.dumps(item) == await expected(item["id"])
    first = await threads.view(read[0]["id"], "u:0")  # the first view today: counted
    assert orjson.dumps(first) == await expected(read[0]["id"]) and first["views"] == read[0]["views"] + 1
    assert await threads.view(read[0]["id"], "u:0") == first


async def test_projects_read_as_project_out_writes(client):
    members = await authors()
    for n in range(6):
        await Project.create(
            user_id=members[n % 3],
            title=f'Project {n} "quoted"',
            description="Description ✓",
            tags=["web", f"p{n}"],
            media_urls=["/media/p.webp"] if n % 3 else [],
            thumbnail_urls=None if n % 2 else ["/media/p.thumb.webp"],  # older projects have none
            demo_url="https://example.com" if n % 2 else None,
            upvotes_count=n,
            downvotes_count=1,
            score=n - 1,
            comment_count=n,
            views=n * 10,
        )

    async def expected(project_id: int) -> bytes:
        return wire(ProjectOut.model_validate(await Project.get(id=project_id).select_related("user")))

    read = (await projects.list_projects("popular", "", "", 100, None, members[2])).items
    read += (await projects.of_member(members[1], 100, None)).items
    read += await projects.top()
    assert len(read) == 6 + 2 + 5
    for item in read:
        assert orjson.dumps(item) == await expected(item["id"])
    first = await projects.view(read[0]["id"], "u:0")
    assert orjson.dumps(first) == await expected(read[0]["id"]) and first["views"] == read[0]["views"] + 1


async def test_the_feed_reads_as_post_out_writes(client):
    members = await authors()
    for n in range(6):
        post = await Post.create(
            user_id=members[n % 3],
            content=f'Post {n} \\ " </script> #python',
            media_urls=["/media/a.webp", "/media/b.webp"] if n % 2 else [],
            tags=["python", f"t{n}"] if n % 3 else [],
            likes_count=n,
            comment_count=n + 1,
            shares_count=n + 2,
            edited_at=EDITED if n % 2 else None,
        )
        if n % 2:
            await PostLike.create(post_id=post.id, user_id=members[2])
    read = (await feed.list_posts(members[2], "global", 100, None)).items
    assert len(read) == 6
    for item in read:
        post = await Post.get(id=item["id"]).select_related("user")
        out = PostOut.model_validate(post)
        out.is_liked = await PostLike.exists(post_id=post.id, user_id=members[2])
        assert orjson.dumps(item) == wire(out)


async def test_bookmarks_read_as_bookmark_out_writes(client):
    """A member's bookmarks of each kind (reads.bookmarks) as BookmarkOut writes the kept item's
    title, the start of its text (characters, not bytes), its author and both times."""
    members = await authors()
    thread = await Thread.create(user_id=members[0], title='Thread "quoted"', body="Ünïcode ✓ " * 40, tags=[])
    project = await Project.create(user_id=members[1], title="Project", description="Short ✓", tags=[])
    post = await Post.create(user_id=members[2], content='Post \\ " </script> #python', tags=["python"])
    folder = await BookmarkFolder.create(user_id=members[2], name="Later")
    for kind, item in (("thread", thread), ("project", project), ("post", post)):
        await Bookmark.create(user_id=members[2], folder_id=folder.id if kind != "project" else None, **{kind: item})
    read = (await bookmark_reads.list_bookmarks(members[2], "", "", 100, None)).items
    assert [item["kind"] for item in read] == ["post", "project", "thread"]
    for item in read:
        row = await Bookmark.get(id=item["id"])
        kind = bookmarks.BOOKMARKABLE[item["kind"]]
        kept = await kind.model.get(id=item["itemId"]).select_related("user")
        out = BookmarkOut(
            id=row.id,
            kind=kind.name,
            item_id=kept.id,
            folder_id=row.folder_id,
            title=getattr(kept, kind.title_field) if kind.title_field else None,
            excerpt=getattr(kept, kind.text_field)[: bookmarks.EXCERPT],
            user=UserOut.model_validate(kept.user),
            item_created_at=kept.created_at,
            created_at=row.created_at,
        )
        assert orjson.dumps(item) == wire(out)


async def test_members_read_as_user_out_and_profile_out_write(client):
    members = await authors()
    viewer = members[2]
    await Mute.create(muter_id=viewer, muted_id=members[1])
    await Block.create(blocker_id=members[0], blocked_id=viewer)
    read = (await users.list_users("", "", "", False, 100, None)).items
    assert len(read) == 3
    for item in read:
        assert orjson.dumps(item) == wire(UserOut.model_validate(await User.get(id=item["id"])))
    developers = await users.list_users("u", "python", "premium", True, 10, None)
    assert [item["username"] for item in developers.items] == ["full"]
    relations = {members[0]: (False, False, False), members[1]: (False, True, True), viewer: (False, False, False)}
    for member, (blocked, muted, can_contact) in relations.items():
        out = ProfileOut.model_validate(await User.get(id=member))
        anonymous = await users.profile(member, "a:127.0.0.0", None)
        assert orjson.dumps(anonymous) == wire(out)
        out.is_blocked, out.is_muted, out.can_contact = blocked, muted, can_contact
        assert orjson.dumps(await users.profile(member, f"u:{viewer}", viewer)) == wire(out)


async def test_trending_reads_as_its_schemas_write(client):
    members = await authors()
    now = datetime.now(UTC)
    for rank, member in enumerate(reversed(members), 1):
        await TrendingUser.create(rank=rank, user_id=member, score=10.0 - rank, computed_at=now)
    for rank, tag in enumerate(("rust", "python"), 1):
        await TrendingHashtag.create(rank=rank, tag=tag, people=5 - rank, posts=9 - rank, score=1.0, computed_at=now)
    await User.filter(id=members[1]).update(status=Status.BANNED)  # banned since: left out
    await Block.create(blocker_id=members[0], blocked_id=members[2])
    read = await trending.trending_users()
    assert [item["id"] for item in read] == [members[2], members[0]]
    assert [item["id"] for item in await trending.trending_users(members[2])] == [members[2]]
    for item in read:
        assert orjson.dumps(item) == wire(TrendingUserOut.model_validate(await User.get(id=item["id"])))
    hashtags = [TrendingHashtagOut(hashtag=row.tag, count=row.posts) for row in await TrendingHashtag.all()]
    assert orjson.dumps(await trending.trending_hashtags()) == b"[" + b",".join(map(wire, hashtags)) + b"]"


async def test_the_visibility_rule_reads_the_same_rows_in_sql_as_through_the_orm(client):
    """Kind.visible() and Kind.visible_sql() are written from one definition: every kind sees the
    same rows both ways, hidden rows and suspended members' rows left out."""
    members = await authors()
    await User.filter(id=members[1]).update(status=Status.BANNED)
    for n, member in enumerate(members * 2):
        hidden = n >= 3
        thread = await Thread.create(user_id=member, title="t", body="b", hidden=hidden)
        project = await Project.create(user_id=member, title="p", description="d", hidden=hidden)
        post = await Post.create(user_id=member, content="c", hidden=hidden)
        await Comment.create(user_id=member, thread=thread, body="c", hidden=hidden)
        await Comment.create(user_id=member, project=project, body="c")
        await Comment.create(user_id=member, post=post, body="c", hidden=hidden)
        await Message.create(sender_id=member, recipient_id=members[0], body="m")
    for kind in kinds.KINDS.values():
        owner = "o" if kind.owner else None
        sql = Statement(f"SELECT x.id AS id FROM {kind.from_sql('x', owner)} WHERE {kind.visible_sql('x', owner)}")
        seen = sorted(row["id"] for row in await sql.rows())
        assert seen == sorted(await kind.visible().values_list("id", flat=True)), kind.name
        assert 0 < len(seen) < await kind.model.all().count(), kind.name


def test_a_shape_refuses_what_it_cannot_write_as_its_schema_would():
    """A field type the shape has no converter for, or a field with no column, fails when the
    shape is built (at import), not as a wrong answer."""

    class Stamped(Schema):
        id: int
        created_at: datetime  # not UtcDatetime: pydantic would write microseconds and +00:00

    class Unknown(Schema):
        id: int
        nickname: str

    class Fine(Schema):
        id: int
        created_at: UtcDatetime
        edited_at: UtcDatetime | None = None
        rate: float | None
        flag: bool
        tags: list[str]

    with pytest.raises(TypeError, match="not a shape's type"):
        Shape(Stamped, Thread, "t")
    with pytest.raises(TypeError, match="nickname is no column of User"):
        Shape(Unknown, User, "u")
    fine = Shape(Fine, Thread, "t", expressions={"rate": "1.5", "flag": "TRUE", "edited_at": "t.edited_at"})
    # created_at as SQLite gives EDITED, a Decimal as asyncpg gives a number, 1 for true
    row = {"id": 1, "created_at": "2026-11-24 12:30:15.123456+00:00", "edited_at": None, "rate": Decimal("1.5")}
    assert fine.dump({**row, "flag": 1, "tags": '["a"]'}) == Fine(
        id=1, created_at=EDITED, rate=1.5, flag=True, tags=["a"]
    ).model_dump(mode="json", by_alias=True)
