"""What moderators do about content and reports (the CLI's ``devnet moderate``).

Hiding reuses ``moderation.hide``; unhiding is its inverse. Each action writes an audit entry in
its own transaction. ``HIDEABLE`` and ``describe`` are the extension points for new content kinds:
the feed adds ``"post"`` (and whatever else becomes reportable) there, or in the content-kind
registry when it lands.
"""

from __future__ import annotations

from tortoise.models import Model
from tortoise.transactions import in_transaction

from devnet_api.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.services import audit, moderation

# kind -> model with a `hidden` flag. Extension point: the feed registers "post" here.
HIDEABLE: dict[str, type[Model]] = {"thread": Thread, "project": Project, "comment": Comment}
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
    Extension point: posts and messages add a branch here."""
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
        parent = await (Thread.get(id=row.thread_id) if row.thread_id else Project.get(id=row.project_id))
        where = f"thread {parent.id}" if row.thread_id else f"project {parent.id}"
        found.update(title=f"comment on {where}: {parent.title}", excerpt=row.body[:EXCERPT])
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
