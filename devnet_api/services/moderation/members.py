"""What moderators do to accounts: find, inspect, ban and unban, end sessions, change roles, delete,
reset links.

Every change is written to the audit log in the same transaction as the change itself, and each
action on an account follows the rank rule (``rules.may_act_on``).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from datetime import UTC, datetime

from tortoise.exceptions import BaseORMException
from tortoise.expressions import F, Q
from tortoise.fields import CASCADE
from tortoise.functions import Count

from devnet_api.domain.errors import Conflict, Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import AuthSession, Role, Status, User
from devnet_api.models.activity import Report
from devnet_api.models.admin import AuditEntry
from devnet_api.models.content import Comment
from devnet_api.models.social import Conversation, Message
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit, kinds, recovery, security, sessions, trends
from devnet_api.services import tags as tag_rows
from devnet_api.services.moderation import rules
from devnet_api.services.moderation.hiding import refresh_trending
from devnet_api.services.moderation.rules import STAFF

log = logging.getLogger("devnet.moderation")
NO_OPERATOR = "Name the acting moderator with --as USERNAME or the DEVNET_OPERATOR variable"
# What a member writes (threads, projects, comments, posts): what `profile` counts and `delete` reports.
AUTHORED = tuple(kind for kind in kinds.KINDS.values() if kind.owner == "user" and kind.hideable)


async def find(ref: str) -> User:
    """A member by username (any case, with or without @), email, or #id."""
    ref = ref.strip()
    user = None
    if ref.startswith("#") and ref[1:].isdigit() and int(ref[1:]) <= kinds.MAX_ID:
        user = await User.get_or_none(id=int(ref[1:]))
    elif "@" in ref[1:]:
        user = await User.get_or_none(email=ref.lower())
    elif ref:
        user = await User.get_or_none(username_key=ref.lstrip("@").lower()[:30])
    if user is None:
        raise NotFound(f"No user {ref!r}")
    return user


async def operator(ref: str | None, *, admin: bool = False) -> User:
    """The acting moderator: an active moderator or admin (an admin when ``admin``)."""
    if not ref:
        raise InvalidInput(NO_OPERATOR)
    user = await find(ref)
    allowed = (Role.ADMIN,) if admin else STAFF
    if user.role not in allowed or user.status != Status.ACTIVE:
        raise Forbidden(f"@{user.username} is not {'an admin' if admin else 'a moderator or admin'}")
    return user


async def search(text: str = "", role: str | None = None, status: str | None = None, limit: int = 50) -> list[User]:
    """Members whose username, display name or email contains ``text``, newest first."""
    query = User.all()
    if text:
        text = text.strip().lstrip("@")
        query = query.filter(Q(username__icontains=text) | Q(display_name__icontains=text) | Q(email__icontains=text))
    if role:
        query = query.filter(role=role)
    if status:
        query = query.filter(status=status)
    return await query.order_by("-id").limit(limit)


async def _authored(user_id: int) -> dict[str, int]:
    return {f"{kind.name}s": await kind.model.filter(**{kind.owner_field: user_id}).count() for kind in AUTHORED}


async def profile(user: User) -> dict:
    """Counts of what a member has and has done, and their moderation history."""
    now = datetime.now(UTC)
    counts = {
        **await _authored(user.id),
        "hiddenContent": sum(
            [await kind.model.filter(**{kind.owner_field: user.id}, hidden=True).count() for kind in AUTHORED]
        ),
        "activeSessions": await AuthSession.filter(user_id=user.id, expires_at__gt=now).count(),
        "reportsFiled": await Report.filter(reporter_id=user.id).count(),
        "reportsAgainst": await Report.filter(resource_type="user", resource_id=user.id).count(),
    }
    history = await AuditEntry.filter(target_type="user", target_id=user.id).order_by("-id").limit(50)
    return {"user": user, "counts": counts, "history": history}


async def on_status_change(user_id: int, banned: bool) -> None:
    """Move the counters a member's suspension (``banned``) or reinstatement changes.

    Call inside the transaction that changes ``users.status``, once per real change. Comment
    counts stop (or start again) counting the member's comments that are not hidden; tag counts
    their items that are not hidden. Their own thread and project counts are unchanged: they count
    the member's items that are not hidden, and a suspended member's profile is not shown.
    """
    sign = -1 if banned else 1
    for parent in kinds.COMMENTABLE:
        rows = await (
            Comment.filter(user_id=user_id, hidden=False, deleted_at__isnull=True, **{f"{parent.ref}__isnull": False})
            .annotate(n=Count("id"))
            .group_by(parent.ref)
            .values_list(parent.ref, "n")
        )
        await _add_grouped(parent, "comment_count", rows, sign)
    for kind in kinds.TAGGED:
        relation = kind.ref.removesuffix("_id")
        counts = await (
            kind.tag_model.filter(**{f"{relation}__user_id": user_id, f"{relation}__hidden": False})
            .annotate(n=Count("id"))
            .group_by("tag")
            .values_list("tag", "n")
        )
        await tag_rows.adjust(kind, {tag: sign * n for tag, n in counts})


async def _add_grouped(kind: kinds.Kind, column: str, rows: list[tuple[int, int]], sign: int) -> None:
    """Add ``sign * n`` to ``column`` of each (id, n) row: one update per distinct n, not per row."""
    by_count: dict[int, list[int]] = defaultdict(list)
    for object_id, n in rows:
        by_count[n].append(object_id)
    for n, ids in sorted(by_count.items()):
        await kind.model.filter(id__in=ids).update(**{column: F(column) + sign * n})


async def ban(actor: User, user: User, reason: str) -> User:
    """Suspend a member: their sessions end at once, login answers 403, their content is hidden
    (every public query keeps only active members' rows, see services/content.visible) and their
    hashtags leave trending now, not at the job's next run."""
    reason = rules.reason(reason)
    rules.may_act_on(actor, user)
    async with transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.status == Status.BANNED:
            raise Conflict(f"@{user.username} is already banned")
        user.status = Status.BANNED
        await user.save(update_fields=["status"])
        ended = await sessions.revoke_all(user.id)
        await on_status_change(user.id, banned=True)
        await audit.record(actor, "user.ban", "user", user.id, reason, sessionsEnded=ended)
    await refresh_trending()
    return user


async def end_sessions(actor: User, user: User, reason: str) -> int:
    """Sign a member out everywhere (a stolen cookie, a shared computer): every session ends and
    its sockets close, as on a ban, but the member may sign in again at once. Answers how many."""
    reason = rules.reason(reason)
    rules.may_act_on(actor, user)
    async with transaction():
        user = await User.select_for_update().get(id=user.id)
        ended = await sessions.revoke_all(user.id)
        await security.changed(user, "sessions_ended")
        await audit.record(actor, "user.end_sessions", "user", user.id, reason, sessionsEnded=ended)
    return ended


async def unban(actor: User, user: User, reason: str) -> User:
    """Lift a suspension: the member can log in again and their content and hashtags show again."""
    reason = rules.reason(reason)
    rules.may_act_on(actor, user)
    async with transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.status != Status.BANNED:
            raise Conflict(f"@{user.username} is not banned")
        user.status = Status.ACTIVE
        await user.save(update_fields=["status"])
        await on_status_change(user.id, banned=False)
        await audit.record(actor, "user.unban", "user", user.id, reason)
    await refresh_trending()
    return user


async def set_role(actor: User | None, user: User, role: str, reason: str = "") -> User:
    """Only an admin changes roles; an admin cannot demote themself (someone must stay admin).

    ``actor`` None is the bootstrap: on a site with no admin yet, the first one is named from the
    server's shell (the audit log records ``system``)."""
    if role not in rules.ROLES:
        raise InvalidInput(f"Role must be one of: {', '.join(rules.ROLES)}")
    if actor is None:
        if role != Role.ADMIN or await User.exists(role=Role.ADMIN):
            raise InvalidInput(NO_OPERATOR)
    elif actor.role != Role.ADMIN:
        raise Forbidden(f"@{actor.username} is not an admin; only admins change roles")
    elif actor.id == user.id and role != Role.ADMIN:
        raise Forbidden("An admin cannot take their own admin role away; ask another admin")
    async with transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.role == role:
            raise Conflict(f"@{user.username} is already {role}")
        old, user.role = user.role, role
        await user.save(update_fields=["role"])
        await audit.record(actor, "user.set_role", "user", user.id, reason, before=old, after=role)
    return user


async def _withdraw_marks(user_id: int) -> None:
    """Take a member's votes, likes and shares on others' items out of those items' counters, by
    each kind's rules in the registry (their rows go with the account, by cascade)."""
    for kind in kinds.KINDS.values():
        if kind.vote_model is None and not kind.marks:
            continue
        others = {f"{kind.ref.removesuffix('_id')}__user_id": user_id}  # their own items go with them
        if kind.vote_model is not None:
            for object_id, value in await (
                kind.vote_model.filter(user_id=user_id).exclude(**others).values_list(kind.ref, "value")
            ):
                changes = {column: F(column) + delta for column, delta in kind.vote_counters(value, 0).items() if delta}
                await kind.model.filter(id=object_id).update(**changes)
        for mark_model, column in kind.marks:
            rows = await (
                mark_model.filter(user_id=user_id)
                .exclude(**others)
                .annotate(n=Count("id"))
                .group_by(kind.ref)
                .values_list(kind.ref, "n")
            )
            await _add_grouped(kind, column, rows, -1)


async def delete(actor: User, user: User, reason: str) -> dict:
    """A moderator deletes an account (``devnet users delete``): ``remove`` with an audit entry that
    keeps username and email."""
    reason = rules.reason(reason)
    rules.may_act_on(actor, user)
    return await remove(user, actor=actor, reason=reason)


# What is left of a closed account whose direct messages the other side still has: enough for a
# conversation to name its sender "deleted member", nothing that identifies the person.
DELETED_NAME = "Deleted member"
UNUSABLE_PASSWORD = "!deleted"  # not an argon2 hash: verify_password always answers False


async def remove(user: User, *, actor: User | None = None, reason: str = "") -> dict:
    """Delete an account and everything it wrote: threads, projects and posts (with the comments,
    votes and likes on them), comments, votes, likes, shares, friendships, reports filed, exports,
    sessions (signed out everywhere, sockets closed). Counters on other members' content lose what
    this member added; tag counts and trending are corrected. Direct messages the other side still
    has stay for them, from "deleted member": the row then stays as an anonymous tombstone (status
    ``deleted``, no email, password or name) instead of being deleted. The one service behind
    ``DELETE /api/me`` (``actor`` None: the member themself) and ``devnet users delete``.
    Answers how many items of each kind went."""
    async with transaction():
        user = await User.select_for_update().get(id=user.id)
        removed = await _authored(user.id)
        # Their comments leave the comment counts and their content the tag counts, as on a ban
        # (already done when the member is banned).
        if user.status == Status.ACTIVE:
            await on_status_change(user.id, banned=True)
        await _withdraw_marks(user.id)
        detail = {"username": user.username, "email": user.email, **removed}
        if actor is not None:
            await audit.record(actor, "user.delete", "user", user.id, reason, **detail)
        # Messages the partner already deleted on their side go; the rest stay for the partner.
        await Message.filter(sender_id=user.id, deleted_by_recipient=True).delete()
        await Message.filter(recipient_id=user.id, deleted_by_sender=True).delete()
        await Message.filter(sender_id=user.id).update(deleted_by_sender=True)
        await Message.filter(recipient_id=user.id).update(deleted_by_recipient=True)
        # Their inbox goes; each partner's row with them stays (same messages, same unread count).
        await Conversation.filter(owner_id=user.id).delete()
        kept = await Message.filter(Q(sender_id=user.id) | Q(recipient_id=user.id)).exists()
        if kept:
            await sessions.revoke_all(user.id)  # no pre_delete hook runs for a tombstone
            await _delete_owned_rows(user.id)
            await _make_tombstone(user)
        else:
            await user.delete()  # the pre_delete hook signs them out everywhere; the rest cascades
    await refresh_trending()
    await refresh_trending_members()
    return removed


async def _delete_owned_rows(user_id: int) -> None:
    """What the database would cascade on deleting the row, done by hand for a tombstone: every
    row that belongs to the member (any model's foreign key to User with CASCADE), messages and the
    partners' conversation rows excepted. Read from the models, so a table added later goes too."""
    for name in sorted(User._meta.backward_fk_fields | User._meta.backward_o2o_fields):
        relation = User._meta.fields_map[name]
        model = relation.related_model
        forward = model._meta.fields_map[relation.relation_field.removesuffix("_id")]
        if model in (Message, Conversation) or forward.on_delete != CASCADE:
            continue
        await model.filter(**{relation.relation_field: user_id}).delete()


async def _make_tombstone(user: User) -> None:
    user.status = Status.DELETED
    user.username = "deleted"
    user.username_key = f"~deleted~{user.id}"  # not a valid username: never clashes, never found
    user.email = f"deleted-{user.id}@deleted.invalid"
    user.password_hash = UNUSABLE_PASSWORD
    user.display_name = DELETED_NAME
    user.bio = ""
    user.skills = []
    user.hourly_rate = None
    user.is_available_for_work = False
    user.avatar_seed = user.avatar_style = user.profile_photo = user.profile_thumbnail = None
    user.subscription_tier = None
    user.project_count = user.thread_count = 0
    user.role = Role.MEMBER
    await user.save()


async def refresh_trending_members() -> None:
    """The trending members snapshot loses a removed member now, not at the job's next run."""
    try:
        await trends.refresh_users()
    except BaseORMException:
        log.warning("trending members not recomputed after an account deletion; the job will", exc_info=True)


async def reset_link(actor: User, user: User, site_url: str) -> str:
    """A reset link for a moderator to pass on to the member (nothing is mailed)."""
    rules.may_act_on(actor, user)
    if user.status != Status.ACTIVE:
        raise Conflict(f"@{user.username} is banned; unban them first")
    async with transaction():
        link = await recovery.issue(user, site_url)
        await audit.record(actor, "user.reset_link", "user", user.id)
    return link
