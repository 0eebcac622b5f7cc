"""Reports from members and what moderators do about them: hiding content, suspending members.

Every counter a list shows follows what members can see: hiding or suspending moves them in the
same transaction (a member's thread and project counts, comment counts, tag counts).
"""

from __future__ import annotations

from collections import defaultdict

from tortoise.expressions import F
from tortoise.functions import Count
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import Report
from devnet_api.models.content import Comment
from devnet_api.services import kinds, messages, sessions
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import COMMENT, KINDS, Kind

__all__ = ["report", "hide", "set_hidden", "set_banned", "on_status_change"]
USER_NOT_FOUND = kinds.USER.not_found


async def report(reporter_id: int, kind_name: str, object_id: int, reason: str) -> Report:
    """Report something members can see; kinds that do not exist yet cannot be found (404)."""
    kind = KINDS.get(kind_name)
    if kind is kinds.MESSAGE:  # only its participants see it, and not one who deleted it
        visible = object_id <= kinds.MAX_ID and await kind.visible().filter(
            messages.visible_to(reporter_id), id=object_id).exists()
    else:
        visible = kind is not None and kind.reportable and await kinds.is_visible(kind, object_id)
    if not visible:
        raise NotFound(f"That {kind_name} does not exist")
    return await Report.create(reporter_id=reporter_id, resource_type=kind.name, resource_id=object_id, reason=reason)


async def _tag_counts_of(kind: Kind, **item_filter) -> dict[str, int]:
    """How many items of ``kind`` matching ``item_filter`` carry each tag."""
    relation = kind.ref.removesuffix("_id")
    rows = await (kind.tag_model.filter(**{f"{relation}__{name}": value for name, value in item_filter.items()})
                  .annotate(n=Count("id")).group_by("tag").values_list("tag", "n"))
    return dict(rows)


async def hide(kind_name: str, object_id: int) -> None:
    """Hide a thread, project or comment: it disappears from every list and detail, and from the
    counters that count it."""
    await set_hidden(kind_name, object_id, True)


async def set_hidden(kind_name: str, object_id: int, hidden: bool) -> None:
    """Hide (``hidden``) or show again a hideable item, every counter that counts it following."""
    kind = KINDS.get(kind_name)
    if kind is None or not kind.hideable:
        raise NotFound(f"Cannot hide a {kind_name}")
    sign = -1 if hidden else 1
    async with in_transaction():
        row = await kind.model.select_for_update().get_or_none(id=object_id, hidden=not hidden)
        if row is None:
            raise NotFound(f"That {kind_name} does not exist")
        row.hidden = hidden
        await row.save(update_fields=["hidden"])
        owner_active = await User.exists(id=getattr(row, kind.owner_field), status=Status.ACTIVE)
        if kind.owner_counter:
            # A member's counts are of their items that are not hidden (suspension hides the member).
            await User.filter(id=getattr(row, kind.owner_field)).update(
                **{kind.owner_counter: F(kind.owner_counter) + sign})
        if not owner_active:
            return  # a suspended member's content is out of the other counts either way
        if kind is COMMENT:
            parent, parent_id = kinds.parent_of(row)
            await parent.model.filter(id=parent_id).update(comment_count=F("comment_count") + sign)
        if kind.tag_model is not None:
            await tag_rows.adjust(kind, {tag: sign for tag in await kind.tag_model.filter(
                **{kind.ref: object_id}).values_list("tag", flat=True)})


async def on_status_change(user_id: int, banned: bool) -> None:
    """Move the counters a member's suspension (``banned``) or reinstatement changes.

    Call inside the transaction that changes ``users.status``, once per real change. Comment
    counts stop (or start again) counting the member's comments that are not hidden; tag counts
    their items that are not hidden. Their own thread and project counts are unchanged: they count
    the member's items that are not hidden, and a suspended member's profile is not shown.
    """
    sign = -1 if banned else 1
    for parent in kinds.COMMENTABLE:
        rows = await (Comment.filter(user_id=user_id, hidden=False, **{f"{parent.ref}__isnull": False})
                      .annotate(n=Count("id")).group_by(parent.ref).values_list(parent.ref, "n"))
        by_count: dict[int, list[int]] = defaultdict(list)
        for parent_id, n in rows:
            by_count[n].append(parent_id)
        for n, ids in sorted(by_count.items()):
            await parent.model.filter(id__in=ids).update(comment_count=F("comment_count") + sign * n)
    for kind in kinds.TAGGED:
        counts = await _tag_counts_of(kind, user_id=user_id, hidden=False)
        await tag_rows.adjust(kind, {tag: sign * n for tag, n in counts.items()})


async def set_banned(user_id: int, banned: bool) -> bool:
    """Suspend (``banned``) or reinstate a member, with every counter following, and sign a
    suspended member out everywhere. Returns False when the member already had that status."""
    status = Status.BANNED if banned else Status.ACTIVE
    async with in_transaction():
        user = await User.select_for_update().get_or_none(id=user_id)
        if user is None:
            raise NotFound(USER_NOT_FOUND)
        if user.status == status:
            return False
        user.status = status
        await user.save(update_fields=["status"])
        await on_status_change(user_id, banned)
    if banned:
        await sessions.revoke_all(user_id)
    return True

