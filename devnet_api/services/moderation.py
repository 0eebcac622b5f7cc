"""Reports from members and what moderators do about them."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment, Project, Thread

# What each reportable kind is; kinds that do not exist yet cannot be found, so reports on them are 404s.
REPORTABLE = {"thread": Thread, "project": Project, "comment": Comment, "user": User}


async def _exists(kind: str, object_id: int) -> bool:
    model = REPORTABLE.get(kind)
    if model is None:
        return False
    if model is User:
        return await User.exists(id=object_id, status=Status.ACTIVE)
    return await model.exists(id=object_id, hidden=False)


async def report(reporter_id: int, kind: str, object_id: int, reason: str) -> Report:
    if not await _exists(kind, object_id):
        raise NotFound(f"That {kind} does not exist")
    return await Report.create(reporter_id=reporter_id, resource_type=kind, resource_id=object_id, reason=reason)


async def hide(kind: str, object_id: int) -> None:
    """Hide a thread, project or comment: it disappears from every list and detail."""
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
            parent, parent_id = (Thread, row.thread_id) if row.thread_id else (Project, row.project_id)
            await parent.filter(id=parent_id).update(comment_count=F("comment_count") - 1)
