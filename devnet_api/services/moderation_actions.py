"""What moderators do about content and reports (the CLI's ``devnet moderate``).

Hiding goes through ``moderation.set_hidden``, which moves every counter that counts the item.
Each action writes an audit entry in its own transaction. What can be hidden comes from the
content-kind registry (``kinds.KINDS``, ``hideable=True``: threads, projects, comments, posts);
a new reportable kind gives ``describe`` a branch. A message cannot be hidden (only its two
participants see it): a moderator reads a reported one here and acts on its sender (``users ban``).
"""

from __future__ import annotations

from tortoise.models import Model
from tortoise.transactions import in_transaction

from devnet_api.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.feed import Post
from devnet_api.models.social import Message
from devnet_api.services import audit, kinds, moderation, trends

# kind -> model with a `hidden` flag, from the registry.
HIDEABLE: dict[str, type[Model]] = {kind.name: kind.model for kind in kinds.KINDS.values() if kind.hideable}
REPORT_STATUSES = ("open", "resolved", "dismissed")
EXCERPT = 160


def _model(kind: str) -> type[Model]:
    model = HIDEABLE.get(kind)
    if model is None:
        raise InvalidInput(f"Cannot hide a {kind}: choose from {', '.join(HIDEABLE)}")
    return model


async def hide(actor: User, kind: str, object_id: int, reason: str) -> None:
    await _set_hidden(actor, kind, object_id, reason, True)


async def unhide(actor: User, kind: str, object_id: int, reason: str) -> None:
    await _set_hidden(actor, kind, object_id, reason, False)


async def _set_hidden(actor: User, kind: str, object_id: int, reason: str, hidden: bool) -> None:
    reason = _reason(reason)
    row = await _model(kind).get_or_none(id=object_id)
    if row is None:
        raise NotFound(f"No {kind} {object_id}")
    if row.hidden == hidden:
        raise Conflict(f"{kind.capitalize()} {object_id} is {'already hidden' if hidden else 'not hidden'}")
    async with in_transaction():
        await moderation.set_hidden(kind, object_id, hidden)
        await audit.record(actor, "content.hide" if hidden else "content.unhide", kind, object_id, reason)
    if kind == kinds.POST.name:
        # Trending hashtags are a snapshot the job rewrites every few minutes: a hidden spam post's
        # tags leave it now, not at the next run.
        await trends.refresh_hashtags()


async def queue(status: str | None = "open", kind: str | None = None, limit: int = 50) -> list[dict]:
    """Reports, oldest open first, each with what was reported and its context."""
    if status and status not in REPORT_STATUSES:
        raise InvalidInput(f"Status must be one of: {', '.join(REPORT_STATUSES)}")
    query = Report.all().select_related("reporter")
    if status:
        query = query.filter(status=status)
    if kind:
        query = query.filter(resource_type=kind)
    reports = await query.order_by("id" if status == "open" else "-id").limit(limit)
    return [{"report": r, "content": await describe(r.resource_type, r.resource_id)} for r in reports]


async def describe(kind: str, object_id: int) -> dict:
    """What a moderator needs to judge an object: author, title or excerpt, where it lives, state.
    A reported message is shown to the moderator in full context (sender, recipient, subject)."""
    if object_id > kinds.MAX_ID:
        return {"exists": False}
    if kind == "message":
        message = await Message.get_or_none(id=object_id).select_related("sender", "recipient")
        if message is None:
            return {"exists": False}
        deleted = [side for side, gone in (("sender", message.deleted_by_sender),
                                           ("recipient", message.deleted_by_recipient)) if gone]
        return {"exists": True, "author": message.sender.username,
                "title": f"message @{message.sender.username} → @{message.recipient.username}"
                         + (f": {message.subject}" if message.subject else ""),
                "excerpt": message.body[:EXCERPT],
                "state": ("sender banned" if message.sender.status != "active" else
                          f"deleted by {' and '.join(deleted)}" if deleted else
                          "read" if message.read_at else "unread")}
    if kind == "user":
        user = await User.get_or_none(id=object_id)
        if user is None:
            return {"exists": False}
        return {"exists": True, "author": user.username, "title": user.display_name,
                "excerpt": user.bio[:EXCERPT], "state": user.status}
    model = HIDEABLE.get(kind)
    row = await model.get_or_none(id=object_id).select_related("user") if model else None
    if row is None:
        return {"exists": False}
    found = {"exists": True, "author": row.user.username, "state": "hidden" if row.hidden else
             ("author banned" if row.user.status != "active" else "visible")}
    if isinstance(row, Thread):
        found.update(title=row.title, excerpt=row.body[:EXCERPT])
    elif isinstance(row, Project):
        found.update(title=row.title, excerpt=row.description[:EXCERPT])
    elif isinstance(row, Comment):
        if row.post_id:
            where, title = f"post {row.post_id}", (await Post.get(id=row.post_id)).content[:60]
        else:
            parent = await (Thread.get(id=row.thread_id) if row.thread_id else Project.get(id=row.project_id))
            where, title = (f"thread {parent.id}" if row.thread_id else f"project {parent.id}"), parent.title
        found.update(title=f"comment on {where}: {title}", excerpt=row.body[:EXCERPT])
    elif isinstance(row, Post):
        found.update(title=f"post: {row.likes_count} likes, {row.comment_count} comments",
                     excerpt=row.content[:EXCERPT], likes=row.likes_count, comments=row.comment_count)
    else:
        found.update(title=str(row), excerpt="")
    return found


async def settle(actor: User, report_id: int, outcome: str, reason: str) -> Report:
    """Close an open report as ``resolved`` (action was taken) or ``dismissed`` (nothing wrong)."""
    if outcome not in ("resolved", "dismissed"):
        raise InvalidInput("A report is resolved or dismissed")
    async with in_transaction():
        report = await Report.select_for_update().get_or_none(id=report_id) if report_id < 2**31 else None
        if report is None:
            raise NotFound(f"No report {report_id}")
        if report.status != "open":
            raise Conflict(f"Report {report_id} is already {report.status}")
        report.status = outcome
        await report.save(update_fields=["status"])
        await audit.record(actor, f"report.{'resolve' if outcome == 'resolved' else 'dismiss'}", "report",
                           report.id, (reason or "").strip()[:500], on=f"{report.resource_type} {report.resource_id}")
    return report


def _reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise InvalidInput("Give a reason (--reason)")
    return reason[:500]
