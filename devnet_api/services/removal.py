"""Deleting what a member wrote: one path per kind, shared by the author's delete (services.edits)
and a moderator's ``devnet moderate delete`` (services.moderation.hiding).

Every counter that counts the item moves in the caller's transaction: its author's thread or
project count, its parent's comment count, the tag counts. A thread, project or post goes with its
comments, votes, likes, shares, tag rows, views and earlier versions. A comment that later comments
followed keeps its place as "[deleted]" (docs/editing.md); one with none after it is removed.
Trending hashtags are a snapshot: after a post is deleted the caller recomputes it
(moderation.hiding.refresh_trending), as after a moderator hides one.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tortoise.expressions import F
from tortoise.models import Model

from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, ContentVersion
from devnet_api.services import kinds, live, notifications
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import COMMENT, POST, Kind


async def remove(kind: Kind, row: Model) -> None:
    """Delete ``row`` (locked by the caller, inside its transaction) and correct every counter."""
    owner = await User.filter(id=getattr(row, kind.owner_field)).only("id", "status").get()
    counted = not row.hidden and owner.status == Status.ACTIVE  # what the other counts count
    if kind is COMMENT:
        await _remove_comment(row, counted)
        return
    if kind.owner_counter and not row.hidden:  # a member's counts are of their items that are not hidden
        await User.filter(id=owner.id).update(**{kind.owner_counter: F(kind.owner_counter) - 1})
    if counted and kind.tag_model is not None:
        tags = await kind.tag_model.filter(**{kind.ref: row.id}).values_list("tag", flat=True)
        await tag_rows.adjust(kind, {tag: -1 for tag in tags})
    await ContentView.filter(kind=kind.name, object_id=row.id).delete()
    await ContentVersion.filter(kind=kind.name, object_id=row.id).delete()
    await notifications.forget(kind.name, row.id)
    if kind.commentable:  # the comments under it go by cascade: so do the notices quoting them
        under = await Comment.filter(**{kind.ref: row.id}).values_list("id", flat=True)
        await notifications.forget_all(COMMENT.name, list(under))
    await row.delete()  # comments, votes, likes, shares and tag rows go by cascade
    if kind is POST:
        live.post_deleted(row.id)


async def _remove_comment(comment: Comment, counted: bool) -> None:
    parent, parent_id = kinds.parent_of(comment)
    await notifications.forget(COMMENT.name, comment.id)
    under = {parent.ref: parent_id}
    if counted and comment.deleted_at is None:
        await parent.model.filter(id=parent_id).update(comment_count=F("comment_count") - 1)
    live.comments_changed(parent.name, parent_id)
    if await Comment.filter(**under, id__gt=comment.id, deleted_at__isnull=True).exists():
        comment.deleted_at, comment.body = datetime.now(UTC), ""
        await comment.save(update_fields=["deleted_at", "body"])
        return
    await comment.delete()
    # Placeholders that no longer have a comment after them have nothing left to hold a place for.
    last = await Comment.filter(**under, deleted_at__isnull=True).order_by("-id").first().values_list("id", flat=True)
    await Comment.filter(**under, deleted_at__isnull=False, id__gt=last or 0).delete()
