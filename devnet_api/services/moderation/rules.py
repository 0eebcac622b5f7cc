"""Who may moderate whom, and what every moderation action asks for: written once."""

from __future__ import annotations

from devnet_api.domain.errors import Forbidden, InvalidInput
from devnet_api.models.accounts import Role, User

ROLES = (Role.MEMBER, Role.MODERATOR, Role.ADMIN)
STAFF = (Role.MODERATOR, Role.ADMIN)


def reason(text: str | None) -> str:
    """The reason an action is recorded with: required, at most 500 characters."""
    text = (text or "").strip()
    if not text:
        raise InvalidInput("Give a reason (--reason)")
    return text[:500]


def outranks(actor: User, user: User) -> None:
    """The rank rule: only staff moderate, and only an admin acts on a moderator or an admin (or on
    what they posted); a moderator cannot undo an admin's decision about one."""
    if actor.role not in STAFF:
        raise Forbidden(f"@{actor.username} is not a moderator or admin")
    if user.role in STAFF and actor.role != Role.ADMIN:
        raise Forbidden(f"@{user.username} is {user.role}; only an admin can do that")


def may_act_on(actor: User, user: User) -> None:
    """The rank rule for an action on an account, which is never one's own."""
    if actor.id == user.id:
        raise Forbidden("You cannot do that to your own account")
    outranks(actor, user)
