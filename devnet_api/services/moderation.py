"""Reports from members and what moderators do about them."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.feed import Post
from devnet_api.services import content, feed, projects, threads

# What each reportable kind is; kinds that do not exist yet cannot be found, so reports on them are 404s.
REPORTABLE = {"thread": Thread, "project": Project, "post": Post, "comment": Comment, "user": User}


async def _exists(kind: str, object_id: int) -> bool:
    """Whether members can see it: what is hidden, or posted by a suspended member, or (for a
    comment) under something hidden, cannot be reported, as it cannot be seen."""
    if object_id > content.MAX_ID:
        return False  # beyond any 32-bit id column: nothing by that id
    if kind == "user":
        return await User.exists(id=object_id, status=Status.ACTIVE)
    if kind == "thread":
        return await threads.visible().filter(id=object_id).exists()
    if kind == "project":
        return await projects.visible().filter(id=object_id).exists()
    if kind == "post":
        return await feed.visible().filter(id=object_id).exists()
    if kind == "comment":
        comment = await Comment.get_or_none(id=object_id, hidden=False, user__status=Status.ACTIVE)
        if comment is None:
            return False
        if comment.thread_id is not None:
            return await threads.visible().filter(id=comment.thread_id).exists()
        if comment.post_id is not None:
            return await feed.visible().filter(id=comment.post_id).exists()
        return await projects.visible().filter(id=comment.project_id).exists()
    return False


async def report(reporter_id: int, kind: str, object_id: int, reason: str) -> Report:
    if not await _exists(kind, object_id):
        raise NotFound(f"That {kind} does not exist")
    return await Report.create(reporter_id=reporter_id, resource_type=kind, resource_id=object_id, reason=reason)


async def hide(kind: str, object_id: int) -> None:
    """Hide a thread, project, post or comment: it disappears from every list and detail."""
    model = REPORTABLE.get(kind)
    if model is None or model is User:
        raise NotFound(f"Cannot hide a {kind}")
    async with in_transaction():
        row = await model.select_for_update().get_or_none(id=object_id, hidden=False)
        if row is None:
            raise NotFound(f"That {kind} does not exist")
        row.hidden = True
        await row.save(update_fields=["hidden"])
        if model is Comment:
            # Counts show the comments people can see.
            parent, parent_id = ((Thread, row.thread_id) if row.thread_id else (Post, row.post_id) if row.post_id
                                 else (Project, row.project_id))
            await parent.filter(id=parent_id).update(comment_count=F("comment_count") - 1)
