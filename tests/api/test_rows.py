"""The hot reads write their JSON straight from SQL rows (devnet_api.rows): each hand-built object
must be, byte for byte, what its schema writes for the same row, on both databases."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import orjson

from devnet_api.models.accounts import User
from devnet_api.models.content import Project
from devnet_api.models.feed import Post, PostLike
from devnet_api.routes.feed import post_row
from devnet_api.routes.projects import project_row
from devnet_api.schemas.content import ProjectOut
from devnet_api.schemas.feed import PostOut
from devnet_api.services import feed, projects


async def _authors(me: int) -> list[int]:
    """The viewer, a member with every optional column set, and one with none (photo without
    thumbnail: cards show the photo)."""
    full = await User.create(
        username="full",
        username_key="full",
        email="full@example.com",
        password_hash="!",
        display_name="Full Member",
        bio="Bio with “quotes” and ünïcode",
        skills=["python", "rust"],
        hourly_rate=Decimal("55.50"),
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
        username="bare",
        username_key="bare",
        email="bare@example.com",
        password_hash="!",
        display_name="Bare",
        hourly_rate=Decimal("40"),
        profile_photo="/media/old.webp",
    )
    return [me, full.id, bare.id]


def _wire(out) -> bytes:
    return out.model_dump_json(by_alias=True).encode()


async def test_feed_rows_are_what_post_out_writes(signed_in):
    agent, me = signed_in
    authors = await _authors(me["id"])
    edited = datetime(2026, 11, 24, 12, 30, 15, 123456, tzinfo=UTC)
    for n in range(6):
        post = await Post.create(
            user_id=authors[n % 3],
            content=f'Post {n} \\ " </script> #python',
            media_urls=["/media/a.webp", "/media/b.webp"] if n % 2 else [],
            tags=["python", f"t{n}"] if n % 3 else [],
            likes_count=n,
            comment_count=n + 1,
            shares_count=n + 2,
            edited_at=edited if n % 2 else None,
        )
        if n % 2:
            await PostLike.create(post_id=post.id, user_id=me["id"])
    page = await feed.list_posts(me["id"], "global", 100, None)
    assert len(page.items) == 6
    for row in page.items:
        post = await Post.get(id=row["id"]).select_related("user")
        liked = await PostLike.exists(post_id=post.id, user_id=me["id"])
        expected = PostOut.model_validate(post)
        expected.is_liked = liked
        assert orjson.dumps(post_row(row)) == _wire(expected)
    # And what the client reads is those bytes.
    response = await agent.get("/api/posts?limit=100")
    assert response.status == 200
    assert [post["id"] for post in await response.json()] == [row["id"] for row in page.items]


async def test_project_rows_are_what_project_out_writes(signed_in):
    _, me = signed_in
    authors = await _authors(me["id"])
    for n in range(6):
        await Project.create(
            user_id=authors[n % 3],
            title=f'Project {n} "quoted"',
            description="Description ✓",
            tags=["web", f"p{n}"],
            media_urls=["/media/p.webp"] if n % 3 else [],
            thumbnail_urls=None if n % 2 else ["/media/p.thumb.webp"],
            demo_url="https://example.com" if n % 2 else None,
            repo_url=None,
            upvotes_count=n,
            downvotes_count=1,
            score=n - 1,
            comment_count=n,
            views=n * 10,
        )
    rows = (await projects.list_projects("latest", "", "", 100, None, me["id"])).items
    rows += (await projects.of_member(authors[1], 100, None)).items
    rows.append(await projects.view(rows[0]["id"], "u:0"))  # the first view today: counted
    rows.append(await projects.view(rows[0]["id"], "u:0"))
    assert len(rows) == 6 + 2 + 2
    assert rows[-1]["views"] == rows[-2]["views"] == rows[0]["views"] + 1
    for row in rows[1:]:
        project = await Project.get(id=row["id"]).select_related("user")
        assert orjson.dumps(project_row(row)) == _wire(ProjectOut.model_validate(project))
