"""Comments on threads and projects."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.feed import Post
from devnet_api.pagination import Order, Page, paginate
from devnet_api.services import feed, projects, threads

OLDEST_FIRST = Order(("id",), ascending=True)
PARENTS = {"thread": (Thread, threads.get), "project": (Project, projects.get), "post": (Post, feed.get)}


async def list_for(kind: str, parent_id: int, limit: int, cursor: str | None) -> Page:
    """A page of a thread's, project's or post's comments, oldest first."""
    await PARENTS[kind][1](parent_id)
    query = Comment.filter(**{f"{kind}_id": parent_id}, hidden=False, user__status="active").select_related("user")
    return await paginate(query, OLDEST_FIRST, limit, cursor)


async def add(kind: str, parent_id: int, user_id: int, body: str) -> Comment:
    model, get = PARENTS[kind]
    await get(parent_id)
    async with in_transaction():
        comment = await Comment.create(**{f"{kind}_id": parent_id}, user_id=user_id, body=body)
        await model.filter(id=parent_id).update(comment_count=F("comment_count") + 1)
    return await Comment.get(id=comment.id).select_related("user")
