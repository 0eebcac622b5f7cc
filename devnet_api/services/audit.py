"""The moderators' audit log: every administrative action, with who, what, when and why."""

from __future__ import annotations

from datetime import datetime

from devnet_api.models.accounts import User
from devnet_api.models.admin import AuditEntry


async def record(
    actor: User | None, action: str, target_type: str, target_id: int, reason: str = "", **detail
) -> AuditEntry:
    """Write one entry. Call it inside the transaction of the action, so both happen or neither."""
    return await AuditEntry.create(
        actor_id=actor.id if actor else None,
        actor_name=actor.username if actor else "system",
        action=action,
        target_type=target_type,
        target_id=target_id,
        reason=reason,
        detail=detail,
    )


async def entries(
    limit: int = 50,
    actor: str | None = None,
    action: str | None = None,
    target_type: str | None = None,
    target_id: int | None = None,
    since: datetime | None = None,
) -> list[AuditEntry]:
    """The newest entries first, filtered by actor username, action (or its prefix, 'user.'), target."""
    query = AuditEntry.all()
    if actor:
        query = query.filter(actor_name__iexact=actor.lstrip("@"))
    if action:
        query = query.filter(action__startswith=action) if action.endswith(".") else query.filter(action=action)
    if target_type:
        query = query.filter(target_type=target_type)
    if target_id is not None:
        query = query.filter(target_id=target_id)
    if since is not None:
        query = query.filter(created_at__gte=since)
    return await query.order_by("-id").limit(limit)


def as_dict(entry: AuditEntry) -> dict:
    return {
        "id": entry.id,
        "at": entry.created_at.isoformat(),
        "actor": entry.actor_name,
        "action": entry.action,
        "targetType": entry.target_type,
        "targetId": entry.target_id,
        "reason": entry.reason,
        "detail": entry.detail,
    }
