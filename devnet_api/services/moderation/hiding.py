"""Hiding and showing again what members posted: threads, projects, comments and feed posts.

What can be hidden comes from the content-kind registry (``hideable=True``). Every counter that
counts the item (its author's thread or project count, its parent's comment count, tag counts)
moves in the same transaction as the ``hidden`` flag and the audit entry. A message cannot be
hidden (only its two participants see it): a moderator acts on its sender instead.
"""

from __future__ import annotations

import logging

from tortoise.exceptions import BaseORMException
from tortoise.expressions import F

from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit, feed, kinds, live, removal, trends
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import COMMENT, KINDS, Kind
from devnet_api.services.moderation import rules

log = logging.getLogger("devnet.moderation")
HIDEABLE: dict[str, Kind] = {kind.name: kind for kind in KINDS.values() if kind.hideable}


async def refresh_trending() -> None:
    """Recompute the trending hashtags after an action that takes content down (or brings it
    back): the snapshot is rewritten every few minutes by its job, and what a moderator took down
    must leave it now. The action is already done; a failure here (a concurrent run of the job
    holding the rows) is logged and left to that job."""
    try:
        await trends.refresh_hashtags()
    except BaseORMException:
        log.warning("trending hashtags not recomputed after a moderation action; the job will", exc_info=True)


def _hideable(kind_name: str) -> Kind:
    kind = HIDEABLE.get(kind_name)
    if kind is None:
        raise InvalidInput(f"Cannot hide a {kind_name}: choose from {', '.join(HIDEABLE)}")
    return kind


async def hide(actor: User, kind_name: str, object_id: int, reason: str) -> None:
    """Hide a thread, project, comment or post: it leaves every list, page and counter."""
    await _set_hidden(actor, kind_name, object_id, reason, True)


async def unhide(actor: User, kind_name: str, object_id: int, reason: str) -> None:
    """Show a hidden item again, every counter that counts it following."""
    await _set_hidden(actor, kind_name, object_id, reason, False)


async def _set_hidden(actor: User, kind_name: str, object_id: int, reason: str, hidden: bool) -> None:
    reason = rules.reason(reason)
    kind = _hideable(kind_name)
    async with transaction():
        row = await kind.model.select_for_update().get_or_none(id=object_id) if object_id <= kinds.MAX_ID else None
        if row is None:
            raise NotFound(f"No {kind_name} {object_id}")
        owner = await User.get(id=getattr(row, kind.owner_field))
        rules.outranks(actor, owner)
        if row.hidden == hidden:
            raise Conflict(f"{kind_name.capitalize()} {object_id} is {'already hidden' if hidden else 'not hidden'}")
        row.hidden = hidden
        await row.save(update_fields=["hidden"])
        await _move_counters(kind, row, owner, -1 if hidden else 1)
        await audit.record(actor, "content.hide" if hidden else "content.unhide", kind_name, object_id, reason)
        if kind is kinds.POST:  # open feeds drop a hidden post, and show one shown again
            if hidden:
                live.post_deleted(object_id)
            elif owner.status == Status.ACTIVE:
                await live.post_created(await feed.get(object_id))
        elif kind is kinds.COMMENT:  # an open page reads its comments again
            parent, parent_id = kinds.parent_of(row)
            live.comments_changed(parent.name, parent_id)
    if kind is kinds.POST:
        await refresh_trending()  # a hidden spam post's tags leave trending now


async def delete(actor: User, kind_name: str, object_id: int, reason: str) -> None:
    """Delete a thread, project, comment or post for good, by the same path as its author's delete
    (services.removal): every counter follows, in one transaction with the audit entry."""
    reason = rules.reason(reason)
    kind = HIDEABLE.get(kind_name)
    if kind is None:
        raise InvalidInput(f"Cannot delete a {kind_name}: choose from {', '.join(HIDEABLE)}")
    async with transaction():
        row = await kind.model.select_for_update().get_or_none(id=object_id) if object_id <= kinds.MAX_ID else None
        if row is None or getattr(row, "deleted_at", None) is not None:
            raise NotFound(f"No {kind_name} {object_id}")
        owner = await User.get(id=getattr(row, kind.owner_field))
        rules.outranks(actor, owner)
        await removal.remove(kind, row)
        await audit.record(actor, "content.delete", kind_name, object_id, reason, author=owner.username)
    if kind is kinds.POST:
        await refresh_trending()


async def _move_counters(kind: Kind, row, owner: User, sign: int) -> None:
    if kind.owner_counter:
        # A member's counts are of their items that are not hidden (suspension hides the member).
        await User.filter(id=owner.id).update(**{kind.owner_counter: F(kind.owner_counter) + sign})
    if owner.status != Status.ACTIVE:
        return  # a suspended member's content is out of the other counts either way
    if kind is COMMENT and row.deleted_at is None:  # a "[deleted]" placeholder counts nowhere
        parent, parent_id = kinds.parent_of(row)
        await parent.model.filter(id=parent_id).update(comment_count=F("comment_count") + sign)
    if kind.tag_model is not None:
        await tag_rows.adjust(
            kind, {tag: sign for tag in await kind.tag_model.filter(**{kind.ref: row.id}).values_list("tag", flat=True)}
        )
