"""Accounts: registration, sign-in with its throttle, profiles and plans."""

from __future__ import annotations

from tortoise.exceptions import IntegrityError

from devnet_api.backing.media_storage import Storage
from devnet_api.backing.rate_limiter import Limits
from devnet_api.domain.errors import Conflict, Forbidden, NotAuthenticated, NotFound, Throttled
from devnet_api.models.accounts import Status, User
from devnet_api.realtime.collector import transaction
from devnet_api.services import mail, media, passwords, users

EMAIL_TAKEN = "Email already registered"
USERNAME_TAKEN = "Username already taken"
FREE_TIER = "free"
FREE_FEATURES = [
    "Unlimited threads",
    "Unlimited projects",
    "Full profile customization",
    "Community access",
    "Unlimited messaging",
    "Developer page listing",
    "Freelance opportunities",
    "Analytics dashboard",
]


async def _ensure_free(email: str, username: str) -> None:
    if await User.exists(email=email):
        raise Conflict(EMAIL_TAKEN, errors={"email": [EMAIL_TAKEN]})
    if await User.exists(username_key=username.lower()):
        raise Conflict(USERNAME_TAKEN, errors={"username": [USERNAME_TAKEN]})


async def register(email: str, username: str, password: str) -> User:
    """Create a member. ``email`` is already normalized to lower case by the schema."""
    await _ensure_free(email, username)
    password_hash = await passwords.hash_password(password)
    try:
        async with transaction():
            user = await User.create(
                email=email,
                username=username,
                username_key=username.lower(),
                display_name=username,
                password_hash=password_hash,
            )
            # Access is immediate (the spec); notification mail waits until the address is confirmed.
            await mail.request_verification(user)
        return user
    except IntegrityError:
        # Two sign-ups raced past the check above; the unique index decided. Say which one.
        await _ensure_free(email, username)
        raise


async def authenticate(email: str, password: str, address: str, limits: Limits) -> User:
    """The member with these credentials. Every attempt counts toward the throttle before the
    password is verified (so parallel guesses cannot all pass the check); a correct one is given
    back. The address is checked first, so a throttled address cannot make new email keys."""
    by_address = await limits.take("login:address", address)
    try:
        by_email = await limits.take("login:email", email)
    except Throttled:
        await limits.release(by_address)
        raise
    user = await User.get_or_none(email=email)
    if not await passwords.verify_password(user.password_hash if user else None, password):
        raise NotAuthenticated("Invalid email or password")
    await limits.release(by_address)
    await limits.release(by_email)
    await limits.reset("login:email", email)  # a correct password clears that email's failures
    if user.status == Status.BANNED:
        raise Forbidden("This account has been suspended")
    if passwords.needs_rehash(user.password_hash):
        user.password_hash = await passwords.hash_password(password)
        await user.save(update_fields=["password_hash"])
    return user


async def get_user(user_id: int) -> User:
    user = await User.get_or_none(id=user_id, status=Status.ACTIVE)
    if user is None:
        raise NotFound("User not found")
    return user


async def update_profile(user_id: int, changes: dict, store: Storage) -> User:
    """Apply a validated profile change. Choosing a generated avatar clears the photo, and the reverse."""
    async with media.undo_on_error():  # a failed change leaves no photo file behind
        if "profile_photo" in changes and changes["profile_photo"] is not None:
            changes["profile_photo"] = await media.accept(changes["profile_photo"], store, "profilePhoto")
        if changes.get("profile_photo"):
            changes["avatar_seed"] = changes["avatar_style"] = None
        elif changes.get("avatar_seed") or changes.get("avatar_style"):
            changes["profile_photo"] = None
        if "profile_photo" in changes:
            changes["profile_thumbnail"] = await media.thumbnail_url(changes["profile_photo"], store)
        async with transaction():
            user = await User.select_for_update().get_or_none(id=user_id)
            if user is None:
                raise NotFound("User not found")
            for name, value in changes.items():
                setattr(user, name, value)
            if changes:
                await user.save(update_fields=list(changes))
            if "skills" in changes:
                await users.replace_skills(user_id, changes["skills"])
    return user


def plans() -> list[dict]:
    return [{"tier": FREE_TIER, "price": 0, "features": FREE_FEATURES}]


async def subscribe(user_id: int, tier: str) -> User:
    """Put a member on a plan. There is one plan, Free, so this only records the choice."""
    user = await get_user(user_id)
    if user.subscription_tier != tier:
        user.subscription_tier = tier
        await user.save(update_fields=["subscription_tier"])
    return user
