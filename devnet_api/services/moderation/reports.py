"""Reports: members report what they can see; moderators read the queue and settle each report."""

from __future__ import annotations

from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import Report
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit, kinds, messages
from devnet_api.services.kinds import KINDS

REPORT_STATUSES = ("open", "resolved", "dismissed")
EXCERPT = 160


async def report(reporter_id: int, kind_name: str, object_id: int, reason: str) -> Report:
    """Report something members can see; kinds that do not exist yet cannot be found (404)."""
    kind = KINDS.get(kind_name)
    if kind is kinds.MESSAGE:  # only its participants see it, and not one who deleted it
        visible = (
            object_id <= kinds.MAX_ID
            and await kind.visible().filter(messages.visible_to(reporter_id), id=object_id).exists()
        )
    else:
        visible = kind is not None and kind.reportable and await kinds.is_visible(kind, object_id)
    if not visible:
        raise NotFound(f"That {kind_name} does not exist")
    return await Report.create(reporter_id=reporter_id, resource_type=kind.name, resource_id=object_id, reason=reason)


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


def _text(kind: kinds.Kind, row, field: str | None, limit: int = EXCERPT) -> str:
    return (getattr(row, field) or "")[:limit] if field else ""


async def describe(kind_name: str, object_id: int) -> dict:
    """What a moderator needs to judge an object: author, title or excerpt, where it lives, state.
    A reported message is shown to the moderator in full context (sender, recipient, subject).
    What to read as title and text comes from the kind registry."""
    kind = KINDS.get(kind_name)
    if kind is None or object_id > kinds.MAX_ID:
        return {"exists": False}
    if kind is kinds.USER:
        user = await User.get_or_none(id=object_id)
        if user is None:
            return {"exists": False}
        return {
            "exists": True,
            "author": user.username,
            "title": _text(kind, user, kind.title_field),
            "excerpt": _text(kind, user, kind.text_field),
            "state": user.status,
        }
    row = await kind.model.get_or_none(id=object_id).select_related(kind.owner)
    if row is None:
        return {"exists": False}
    author = getattr(row, kind.owner)
    found = {"exists": True, "author": author.username, "excerpt": _text(kind, row, kind.text_field)}
    if kind is kinds.MESSAGE:
        recipient = await User.get(id=row.recipient_id)
        deleted = [
            side for side, gone in (("sender", row.deleted_by_sender), ("recipient", row.deleted_by_recipient)) if gone
        ]
        found.update(
            title=f"message @{author.username} → @{recipient.username}" + (f": {row.subject}" if row.subject else ""),
            state=(
                "sender banned"
                if author.status != Status.ACTIVE
                else f"deleted by {' and '.join(deleted)}"
                if deleted
                else "read"
                if row.read_at
                else "unread"
            ),
        )
        return found
    found["state"] = "hidden" if row.hidden else ("author banned" if author.status != Status.ACTIVE else "visible")
    if kind is kinds.COMMENT:
        parent, parent_id = kinds.parent_of(row)
        above = await parent.model.get(id=parent_id)
        found["title"] = (
            f"comment on {parent.name} {parent_id}: {_text(parent, above, parent.title_field or parent.text_field, 60)}"
        )
    elif kind is kinds.POST:  # no title: its likes and comments say how far it went
        found.update(
            title=f"post: {row.likes_count} likes, {row.comment_count} comments",
            likes=row.likes_count,
            comments=row.comment_count,
        )
    else:
        found["title"] = _text(kind, row, kind.title_field)
    return found


async def settle(actor: User, report_id: int, outcome: str, reason: str) -> Report:
    """Close an open report as ``resolved`` (action was taken) or ``dismissed`` (nothing wrong)."""
    if outcome not in ("resolved", "dismissed"):
        raise InvalidInput("A report is resolved or dismissed")
    async with transaction():
        report = await Report.select_for_update().get_or_none(id=report_id) if report_id <= kinds.MAX_ID else None
        if report is None:
            raise NotFound(f"No report {report_id}")
        if report.status != "open":
            raise Conflict(f"Report {report_id} is already {report.status}")
        report.status = outcome
        await report.save(update_fields=["status"])
        await audit.record(
            actor,
            f"report.{'resolve' if outcome == 'resolved' else 'dismiss'}",
            "report",
            report.id,
            (reason or "").strip()[:500],
            on=f"{report.resource_type} {report.resource_id}",
        )
    return report
