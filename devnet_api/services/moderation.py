"""Reports from members and what moderators do about them."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.social import Message
from devnet_api.services import content, messages, projects, threads

# What each reportable kind is; kinds that do not exist yet cannot be found, so reports on them are 404s.
REPORTABLE = {"thread": Thread, "project": Project, "comment": Comment, "user": User, "message": Message}


async def _exists(kind: str, object_id: int, reporter_id: int) -> bool:
    """Whether the reporter can see it: what is hidden, or posted by a suspended member, or (for a
    comment) under something hidden, cannot be reported, as it cannot be seen. A message is seen
    only by its two participants, and no longer by one who deleted it."""
    if object_id > content.MAX_ID:
        return False  # beyond any 32-bit id column: nothing by that id
    if kind == "user":
        return await User.exists(id=object_id, status=Status.ACTIVE)
    if kind == "thread":
        return await threads.visible().filter(id=object_id).exists()
    if kind == "project":
        return await projects.visible().filter(id=object_id).exists()
    if kind == "message":
        return await Message.filter(messages.visible_to(reporter_id), id=object_id).exists()
    if kind == "comment":
        comment = await Comment.get_or_none(id=object_id, hidden=False, user__status=Status.ACTIVE)
        if comment is None:
            return False
        if comment.thread_id is not None:
            return await threads.visible().filter(id=comment.thread_id).exists()
        return await projects.visible().filter(id=comment.project_id).exists()
    return False


async def report(reporter_id: int, kind: str, object_id: int, reason: str) -> Report:
    if not await _exists(kind, object_id, reporter_id):
        raise NotFound(f"That {kind} does not exist")
    return await Report.create(reporter_id=reporter_id, resource_type=kind, resource_id=object_id, reason=reason)


async def hide(kind: str, object_id: int) -> None:
    """Hide a thread, project or comment: it disappears from every list and detail."""
    model = REPORTABLE.get(kind)
    if model is None or model in (User, Message):
        raise NotFound(f"Cannot hide a {kind}")
    async with in_transaction():
        row = await model.select_for_update().get_or_none(id=object_id, hidden=False)
        if row is None:
            raise NotFound(f"That {kind} does not exist")
        row.hidden = True
        await row.save(update_fields=["hidden"])
        if model is Comment:
            # Counts show the comments people can see.
            parent, parent_id = (Thread, row.thread_id) if row.thread_id else (Project, row.project_id)
            await parent.filter(id=parent_id).update(comment_count=F("comment_count") - 1)
