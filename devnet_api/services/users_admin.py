"""What moderators do to accounts: find, inspect, ban and unban, change roles, delete.

Every change is written to the audit log in the same transaction as the change itself.
"""

from __future__ import annotations

from datetime import datetime, timezone

from tortoise.expressions import F, Q
from tortoise.functions import Count
from tortoise.transactions import in_transaction

from devnet_api.errors import Conflict, Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import AuthSession, Role, Status, User
from devnet_api.models.activity import Report
from devnet_api.models.admin import AuditEntry
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote
from devnet_api.services import audit, moderation, recovery, sessions

ROLES = (Role.MEMBER, Role.MODERATOR, Role.ADMIN)
STAFF = (Role.MODERATOR, Role.ADMIN)
NO_OPERATOR = "Name the acting moderator with --as USERNAME or the DEVNET_OPERATOR variable"


async def find(ref: str) -> User:
    """A member by username (any case, with or without @), email, or #id."""
    ref = ref.strip()
    user = None
    if ref.startswith("#") and ref[1:].isdigit() and int(ref[1:]) < 2**31:
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


async def profile(user: User) -> dict:
    """Counts of what a member has and has done, and their moderation history."""
    now = datetime.now(timezone.utc)
    counts = {
        "threads": await Thread.filter(user_id=user.id).count(),
        "projects": await Project.filter(user_id=user.id).count(),
        "comments": await Comment.filter(user_id=user.id).count(),
        "hiddenContent": (await Thread.filter(user_id=user.id, hidden=True).count()
                          + await Project.filter(user_id=user.id, hidden=True).count()
                          + await Comment.filter(user_id=user.id, hidden=True).count()),
        "activeSessions": await AuthSession.filter(user_id=user.id, expires_at__gt=now).count(),
        "reportsFiled": await Report.filter(reporter_id=user.id).count(),
        "reportsAgainst": await Report.filter(resource_type="user", resource_id=user.id).count(),
    }
    history = await AuditEntry.filter(target_type="user", target_id=user.id).order_by("-id").limit(50)
    return {"user": user, "counts": counts, "history": history}


async def ban(actor: User, user: User, reason: str) -> User:
    """Suspend a member: their sessions end at once, login answers 403, their content is hidden
    (every public query keeps only active members' rows, see services/content.visible)."""
    reason = _reason(reason)
    may_act_on(actor, user)
    async with in_transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.status == Status.BANNED:
            raise Conflict(f"@{user.username} is already banned")
        user.status = Status.BANNED
        await user.save(update_fields=["status"])
        ended = await sessions.revoke_all(user.id)
        await moderation.on_status_change(user.id, banned=True)
        await audit.record(actor, "user.ban", "user", user.id, reason, sessionsEnded=ended)
    return user


async def unban(actor: User, user: User, reason: str) -> User:
    reason = _reason(reason)
    async with in_transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.status != Status.BANNED:
            raise Conflict(f"@{user.username} is not banned")
        user.status = Status.ACTIVE
        await user.save(update_fields=["status"])
        await moderation.on_status_change(user.id, banned=False)
        await audit.record(actor, "user.unban", "user", user.id, reason)
    return user


async def set_role(actor: User | None, user: User, role: str, reason: str = "") -> User:
    """Only an admin changes roles; an admin cannot demote themself (someone must stay admin).

    ``actor`` None is the bootstrap: on a site with no admin yet, the first one is named from the
    server's shell (the audit log records ``system``)."""
    if role not in ROLES:
        raise InvalidInput(f"Role must be one of: {', '.join(ROLES)}")
    if actor is None:
        if role != Role.ADMIN or await User.exists(role=Role.ADMIN):
            raise InvalidInput(NO_OPERATOR)
    elif actor.role != Role.ADMIN:
        raise Forbidden(f"@{actor.username} is not an admin; only admins change roles")
    elif actor.id == user.id and role != Role.ADMIN:
        raise Forbidden("An admin cannot take their own admin role away; ask another admin")
    async with in_transaction():
        user = await User.select_for_update().get(id=user.id)
        if user.role == role:
            raise Conflict(f"@{user.username} is already {role}")
        old, user.role = user.role, role
        await user.save(update_fields=["role"])
        await audit.record(actor, "user.set_role", "user", user.id, reason, before=old, after=role)
    return user


async def delete(actor: User, user: User, reason: str) -> dict:
    """Delete an account and everything it wrote: threads and projects (with the comments and
    votes on them), comments, votes, reports filed, sessions. Counters on other members' content
    lose what this member's comments and votes added. The audit entry keeps username and email."""
    reason = _reason(reason)
    may_act_on(actor, user)
    async with in_transaction():
        user = await User.select_for_update().get(id=user.id)
        removed = {
            "threads": await Thread.filter(user_id=user.id).count(),
            "projects": await Project.filter(user_id=user.id).count(),
            "comments": await Comment.filter(user_id=user.id).count(),
        }
        # Their comments leave the comment counts and their content the tag counts, as on a ban
        # (already done when the member is banned).
        if user.status != Status.BANNED:
            await moderation.on_status_change(user.id, banned=True)
        # Votes on other members' content: scores lose them.
        votes = await (ThreadVote.filter(user_id=user.id).exclude(thread__user_id=user.id)
                       .values("thread_id", "value"))
        for vote in votes:
            await Thread.filter(id=vote["thread_id"]).update(score=F("score") - vote["value"])
        for vote in await ProjectVote.filter(user_id=user.id).exclude(project__user_id=user.id).values("project_id", "value"):
            counter = "upvotes_count" if vote["value"] > 0 else "downvotes_count"
            await Project.filter(id=vote["project_id"]).update(**{counter: F(counter) - 1,
                                                                 "score": F("score") - vote["value"]})
        await audit.record(actor, "user.delete", "user", user.id, reason, username=user.username,
                           email=user.email, **removed)
        await user.delete()
    return removed


async def reset_link(actor: User, user: User, site_url: str) -> str:
    """A reset link for a moderator to pass on to the member (nothing is mailed)."""
    if user.status != Status.ACTIVE:
        raise Conflict(f"@{user.username} is banned; unban them first")
    async with in_transaction():
        link = await recovery.issue(user, site_url)
        await audit.record(actor, "user.reset_link", "user", user.id)
    return link


def _reason(reason: str) -> str:
    reason = (reason or "").strip()
    if not reason:
        raise InvalidInput("Give a reason (--reason)")
    return reason[:500]


def may_act_on(actor: User, user: User) -> None:
    if actor.id == user.id:
        raise Forbidden("You cannot do that to your own account")
    if user.role in (Role.MODERATOR, Role.ADMIN) and actor.role != Role.ADMIN:
        raise Forbidden(f"@{user.username} is {user.role}; only an admin can do that")

