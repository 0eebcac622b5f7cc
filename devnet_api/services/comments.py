"""Comments under any commentable kind (threads, projects; posts when they come)."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.models.content import Comment
from devnet_api.pagination import Order, Page
from devnet_api.services import blocks, content, kinds, notifications

OLDEST_FIRST = Order(("id",), ascending=True)


def _commentable(kind_name: str) -> kinds.Kind:
    kind = kinds.kind_of(kind_name)
    if not kind.commentable:
        raise LookupError(f"{kind_name} takes no comments")
    return kind


async def list_for(
    kind_name: str, parent_id: int, limit: int, cursor: str | None, viewer_id: int | None = None
) -> Page:
    """A page of the comments members can see under a visible parent, oldest first; without the
    comments of members hidden from ``viewer_id`` (blocked either way, or muted)."""
    kind = _commentable(kind_name)
    await kinds.get_visible(kind, parent_id, with_owner=False)
    query = blocks.without_hidden(kinds.COMMENT.visible().filter(**{kind.ref: parent_id}), viewer_id)
    return await content.page_with_owners(query, OLDEST_FIRST, limit, cursor)


async def add(kind_name: str, parent_id: int, user_id: int, body: str) -> Comment:
    kind = _commentable(kind_name)
    parent = await kinds.get_visible(kind, parent_id, with_owner=False)
    await blocks.refuse_if_blocked(user_id, parent.user_id, blocks.INTERACTION)
    async with in_transaction():
        comment = await Comment.create(**{kind.ref: parent_id}, user_id=user_id, body=body)
        await kind.model.filter(id=parent_id).update(comment_count=F("comment_count") + 1)
        await notifications.replied(comment, kind.name, parent_id)
    return (await content.with_owners([comment]))[0]
