"""Pending sign-ins: the step between a right password and a session, for members with a second
factor (docs/api-contract.md, "Sign-in with a second factor").

``POST /api/auth/login`` with the right password of such a member starts no session: it calls
``begin``, which stores a pending sign-in (5 minutes, one use) and answers a random token the route
puts in the HttpOnly ``devnet_pending`` cookie; only the token's SHA-256 is stored. Any method that
proves the second factor finishes it the same way: look the member up with ``pending_user(token)``,
check its proof, then ``complete(token)`` (which consumes the pending sign-in and answers the
member), and the route starts the session with ``session_store.sign_in``. TOTP and recovery codes
are ``finish_with_code``, a passkey ``finish_with_passkey``; both count toward ``second_factor``.

A pending sign-in keeps the member's ``security_stamp`` of the moment the password was checked;
every security change moves the stamp on (``sessions.end_pending_sign_ins``: a password changed or
reset, sessions ended, an address changed, a second factor added or removed), so a pending sign-in
begun before it cannot be finished: an attacker who typed the password before the member changed
it gets "Your sign-in has expired" however right their code (docs/security.md).

A member's passkey is a second factor too: a member with a passkey (with or without TOTP) who signs
in with the password is asked for a passkey or a code (docs/account.md, "Passkeys as a second
factor").
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any

from devnet_api.backing.rate_limiter import Limits
from devnet_api.domain.errors import InvalidInput, NotAuthenticated
from devnet_api.models.accounts import PendingSignIn, Status, User
from devnet_api.services import own_account, passkeys, two_factor

LIFETIME = timedelta(minutes=5)
COOKIE_NAME = "devnet_pending"
EXPIRED = "Your sign-in has expired. Please log in again."
NOT_YOURS = "This passkey is not one of this account's passkeys, or it could not be verified."
PASSWORD_NOT_ENOUGH = (
    "Your account has a second factor: confirm it's you with a code from your authenticator app,"
    " a recovery code or a passkey, not your password alone"
)
NO_PROOF = "Enter your password"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


async def methods(user: User) -> list[str]:
    """The second factors ``user`` can finish a sign-in with; empty when a password is enough.
    ``totp`` and ``recovery`` with two-factor sign-in on, ``passkey`` with at least one passkey."""
    found: list[str] = []
    if user.two_factor_enabled:
        found += ["totp", "recovery"]
    if await passkeys.has_passkeys(user.id):
        found.append("passkey")
    return found


async def begin(user: User) -> str:
    """Record a pending sign-in for ``user``; answers the token for the browser's cookie."""
    await PendingSignIn.filter(expires_at__lte=_now()).delete()
    token = secrets.token_urlsafe(32)
    await PendingSignIn.create(
        token_hash=_digest(token), user_id=user.id, expires_at=_now() + LIFETIME, stamp=user.security_stamp
    )
    return token


async def pending_user(token: str | None) -> User | None:
    """The active member whose live pending sign-in ``token`` names, or None (also when a security
    change moved the member's stamp on since it began)."""
    if not token or len(token) > 128:
        return None
    row = await PendingSignIn.get_or_none(token_hash=_digest(token), expires_at__gt=_now()).prefetch_related("user")
    if row is None or row.user.status != Status.ACTIVE or row.user.security_stamp != row.stamp:
        return None
    return row.user


async def complete(token: str | None) -> User:
    """Consume the pending sign-in ``token`` names (it cannot be used again) and answer its member,
    whose session the caller then starts. 401 when it is missing, expired or already used, or
    when a security change came after it began (the stamp is read again after it is consumed, so a
    change made while its code was being checked wins too)."""
    row = await _pending_row(token)
    if row is None or not await PendingSignIn.filter(id=row.id).delete():
        raise NotAuthenticated(EXPIRED)
    user = await User.get_or_none(id=row.user_id, status=Status.ACTIVE)
    if user is None or user.security_stamp != row.stamp:
        raise NotAuthenticated(EXPIRED)
    return user


async def _pending_row(token: str | None) -> PendingSignIn | None:
    """The live pending sign-in ``token`` names (its row alone: ``complete`` checks its member)."""
    if not token or len(token) > 128:
        return None
    return await PendingSignIn.get_or_none(token_hash=_digest(token), expires_at__gt=_now())


async def finish_with_code(token: str | None, code: str, limits: Limits) -> User:
    """Finish a pending sign-in with an authenticator or recovery code. The attempt counts toward
    ``second_factor`` (per member) before the code is checked; a right code gives it back."""
    user = await pending_user(token)
    if user is None:
        raise NotAuthenticated(EXPIRED)
    attempt = await limits.take("second_factor", user.id)
    await two_factor.verify(user, code)
    await limits.release(attempt)
    return await complete(token)


async def check_passkey(user: User, challenge_id: str, credential: dict[str, Any], limits: Limits) -> None:
    """A passkey assertion that must be ``user``'s own (a second factor, a re-authentication). The
    attempt counts toward ``second_factor`` (per member) first; a verified passkey gives it back.
    Another member's passkey, an unknown one or one that does not verify is a 400 under
    ``credential`` (the member is who they say; what they offered is wrong), a spent or expired
    challenge a 400 under ``challengeId``."""
    attempt = await limits.take("second_factor", user.id)
    try:
        await passkeys.verify_assertion(credential, challenge_id, expected_user_id=user.id)
    except NotAuthenticated:
        raise InvalidInput.field("credential", NOT_YOURS) from None
    await limits.release(attempt)


async def finish_with_passkey(token: str | None, challenge_id: str, credential: dict[str, Any], limits: Limits) -> User:
    """Finish a pending sign-in with one of the pending member's passkeys (``check_passkey``)."""
    user = await pending_user(token)
    if user is None:
        raise NotAuthenticated(EXPIRED)
    await check_passkey(user, challenge_id, credential, limits)
    return await complete(token)


async def reauthenticate(
    user: User,
    limits: Limits,
    password: str | None = None,
    code: str | None = None,
    challenge_id: str | None = None,
    credential: dict[str, Any] | None = None,
) -> None:
    """Check what a member offers to re-authenticate (POST /api/auth/reauthenticate). A member with
    a second factor (``methods``) must prove it: a code, a recovery code or a passkey; the
    password alone is a 400 (a stolen cookie and a phished password must not be enough to mint
    recovery codes or a passkey). A member without one proves it with the password."""
    if credential is not None:
        await check_passkey(user, challenge_id or "", credential, limits)
    elif code:
        attempt = await limits.take("second_factor", user.id)
        await two_factor.verify(user, code)
        await limits.release(attempt)
    elif password:
        if await methods(user):
            raise InvalidInput.field("password", PASSWORD_NOT_ENOUGH)
        await own_account.check_password(user.id, password, "password", own_account.WRONG_PASSWORD, limits)
    else:
        raise InvalidInput.field("password", NO_PROOF)


async def purge_expired() -> int:
    return await PendingSignIn.filter(expires_at__lte=_now()).delete()
