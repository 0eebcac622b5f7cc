"""A member's own account: change the password, close the account (docs/account.md).

Both ask for the current password first; a wrong one changes nothing. The data export is in
``services/exports.py``; what closing removes is ``moderation.members.remove``, the service
``devnet users delete`` uses too.
"""

from __future__ import annotations

from devnet_api.backing.rate_limiter import Limits
from devnet_api.domain.errors import InvalidInput
from devnet_api.models.accounts import User
from devnet_api.realtime.collector import transaction
from devnet_api.services import passwords, security, sessions
from devnet_api.services.moderation import members

WRONG_CURRENT = "Current password is incorrect"
WRONG_PASSWORD = "Password is incorrect"
SAME_PASSWORD = "New password must be different from the current password"


async def check_password(user_id: int, password: str, field: str, message: str, limits: Limits) -> User:
    """The member, once ``password`` is theirs; a wrong one is a 400 under ``field`` (and counts
    toward the password_check limit, a right one gives its attempt back)."""
    attempt = await limits.take("password_check", user_id)
    user = await User.get(id=user_id)
    if not await passwords.verify_password(user.password_hash, password):
        raise InvalidInput.field(field, message)
    await limits.release(attempt)
    return user


async def change_password(user_id: int, current: str, new: str, keep_token: str | None, limits: Limits) -> int:
    """Set a new password (the registration rules are the schema's); every other session of the
    member ends, the one ``keep_token`` names stays. Answers how many sessions ended."""
    user = await check_password(user_id, current, "currentPassword", WRONG_CURRENT, limits)
    if current == new:
        raise InvalidInput.field("newPassword", SAME_PASSWORD)
    user.password_hash = await passwords.hash_password(new)
    async with transaction():
        await user.save(update_fields=["password_hash"])
        ended = await sessions.revoke_others(user.id, keep_token)
        await security.changed(user, "password_changed")
    return ended


async def close(user_id: int, password: str, limits: Limits) -> dict:
    """Delete the member's own account once the password is right: signed out everywhere, their
    content gone, counters corrected, messages kept for the other side as from "deleted member"."""
    user = await check_password(user_id, password, "password", WRONG_PASSWORD, limits)
    return await members.remove(user)
