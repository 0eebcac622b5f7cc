"""Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes (docs/account.md).

- Enrolment: ``start`` draws a fresh 160-bit secret and its QR code (segno, an SVG drawn here, no
  outside service); ``confirm`` turns it on once a code from the app matches, and hands out ten
  recovery codes, shown that once.
- A code is 6 digits for a 30-second step; the step before and after now are accepted too (clock
  drift). Each accepted code records its step (``User.totp_last_step``, claimed with one
  conditional UPDATE), so neither that code nor an older one works again: no replay.
- Recovery codes are 10 characters from a 31-letter alphabet (about 50 bits, drawn by ``secrets``):
  high-entropy random values, so one SHA-256 each is enough (no argon2 needed; nobody can guess
  their way through 2^50 per code); each works once.
- Turning it off needs a current code (or a recovery code). An admin can reset it from the shell
  for a member who lost both their phone and their codes (``reset_by_admin``, audited).

Every check of a code counts toward the ``second_factor`` limit before it is verified; a right one
gives its attempt back (the route does that, as login does with passwords).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time
from datetime import UTC, datetime

import pyotp
import segno
from tortoise.expressions import Q

from devnet_api.domain.errors import Conflict, Forbidden, InvalidInput
from devnet_api.models.accounts import Passkey, PendingSignIn, RecoveryCode, User
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit, security
from devnet_api.services.moderation import rules

ISSUER = "DevNet"
STEP = 30  # seconds a code lives
DRIFT = 1  # steps accepted on either side of now
RECOVERY_COUNT = 10
RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read aloud or copied by hand
RECOVERY_LENGTH = 10
WRONG_CODE = "Invalid authentication code"
ALREADY_ON = "Two-factor authentication is already on"
NOT_ON = "Two-factor authentication is off"
NOT_STARTED = "Start the set-up again: no authenticator app is being set up"
STAFF_KEEP = "Moderators and admins must keep two-factor authentication on"
MUST_ENROL = "Your role requires two-factor authentication. Set it up in Settings before doing anything else."


def _now() -> datetime:
    return datetime.now(UTC)


def _digest(code: str) -> str:
    return hashlib.sha256(code.encode()).hexdigest()


def normalize_recovery(code: str) -> str:
    """A recovery code as stored: lower case, without the dash or spaces people type."""
    return "".join(ch for ch in code.lower() if ch not in " -")


def _new_recovery_code() -> str:
    raw = "".join(secrets.choice(RECOVERY_ALPHABET) for _ in range(RECOVERY_LENGTH))
    return f"{raw[:5]}-{raw[5:]}"


def must_enrol(user: User, required_for_staff: bool) -> bool:
    """Whether ``user`` must set up two-factor sign-in before anything else (DEVNET_REQUIRE_2FA_FOR_STAFF)."""
    return required_for_staff and user.role in rules.STAFF and not user.two_factor_enabled


async def status(user_id: int, required_for_staff: bool) -> dict:
    user = await User.get(id=user_id)
    left = await RecoveryCode.filter(user_id=user_id, used_at=None).count() if user.two_factor_enabled else 0
    return {
        "enabled": user.two_factor_enabled,
        "recovery_codes_left": left,
        "required": required_for_staff and user.role in rules.STAFF,
    }


async def start(user_id: int) -> dict:
    """Begin enrolment: a new secret (replacing an unfinished one), its otpauth URI and QR code."""
    user = await User.get(id=user_id)
    if user.two_factor_enabled:
        raise Conflict(ALREADY_ON)
    secret = pyotp.random_base32(32)  # 160 bits, RFC 4226's recommended length
    user.totp_secret, user.totp_last_step = secret, None
    await user.save(update_fields=["totp_secret", "totp_last_step"])
    uri = pyotp.TOTP(secret, interval=STEP).provisioning_uri(name=f"@{user.username}", issuer_name=ISSUER)
    qr = segno.make(uri, error="m").svg_data_uri(scale=5, border=2, dark="#000", light="#fff")
    return {"secret": secret, "otpauth_uri": uri, "qr_code": qr}


async def confirm(user_id: int, code: str) -> list[str]:
    """Turn two-factor sign-in on once ``code`` matches the secret being set up; answers the ten
    recovery codes (shown once: only their hashes are kept)."""
    user = await User.get(id=user_id)
    if user.two_factor_enabled:
        raise Conflict(ALREADY_ON)
    if not user.totp_secret:
        raise Conflict(NOT_STARTED)
    if not await _accept_totp(user, code):
        raise InvalidInput.field("code", WRONG_CODE)
    async with transaction():
        await User.filter(id=user_id).update(totp_enabled_at=_now())
        await security.changed(user, "two_factor_on")
        return await _replace_recovery_codes(user_id)


async def regenerate(user_id: int) -> list[str]:
    """Ten new recovery codes; the old ones stop working."""
    user = await User.get(id=user_id)
    if not user.two_factor_enabled:
        raise Conflict(NOT_ON)
    async with transaction():
        await security.changed(user, "recovery_codes")
        return await _replace_recovery_codes(user_id)


async def _replace_recovery_codes(user_id: int) -> list[str]:
    await RecoveryCode.filter(user_id=user_id).delete()
    codes = [_new_recovery_code() for _ in range(RECOVERY_COUNT)]
    await RecoveryCode.bulk_create(
        [RecoveryCode(user_id=user_id, code_hash=_digest(normalize_recovery(code))) for code in codes]
    )
    return codes


async def disable(user_id: int, code: str, required_for_staff: bool) -> None:
    """Turn two-factor sign-in off; needs a current code (or an unused recovery code)."""
    user = await User.get(id=user_id)
    if not user.two_factor_enabled:
        raise Conflict(NOT_ON)
    if required_for_staff and user.role in rules.STAFF:
        raise Forbidden(STAFF_KEEP)
    await verify(user, code)
    async with transaction():
        await _clear(user_id)
        await security.changed(user, "two_factor_off")


async def _clear(user_id: int) -> None:
    async with transaction():
        await User.filter(id=user_id).update(totp_secret=None, totp_enabled_at=None, totp_last_step=None)
        await RecoveryCode.filter(user_id=user_id).delete()
        await PendingSignIn.filter(user_id=user_id).delete()


async def verify(user: User, code: str) -> str:
    """Check a second-factor code of ``user``: six digits are an authenticator code, anything else a
    recovery code (used up by this). Answers the method, ``totp`` or ``recovery``; a wrong, reused
    or malformed code is a 400 under ``code``. The caller counts the attempt first."""
    code = (code or "").strip().replace(" ", "")
    if user.two_factor_enabled:
        if code.isdigit() and len(code) == 6:
            if await _accept_totp(user, code):
                return "totp"
        elif await _use_recovery_code(user.id, code):
            return "recovery"
    raise InvalidInput.field("code", WRONG_CODE)


async def _accept_totp(user: User, code: str) -> bool:
    """Whether ``code`` is the secret's code for a step near now that no earlier code claimed."""
    if not user.totp_secret or not (code.isdigit() and len(code) == 6):
        return False
    totp = pyotp.TOTP(user.totp_secret, interval=STEP)
    now_step = int(time.time()) // STEP
    for step in sorted(range(now_step - DRIFT, now_step + DRIFT + 1), reverse=True):
        if hmac.compare_digest(totp.generate_otp(step), code):
            # One statement claims the step: two requests with one code cannot both win.
            claimed = (
                await User.filter(id=user.id)
                .filter(Q(totp_last_step__isnull=True) | Q(totp_last_step__lt=step))
                .update(totp_last_step=step)
            )
            return claimed == 1
    return False


async def _use_recovery_code(user_id: int, code: str) -> bool:
    code = normalize_recovery(code)
    if len(code) != RECOVERY_LENGTH or any(ch not in RECOVERY_ALPHABET for ch in code):
        return False
    used = await RecoveryCode.filter(user_id=user_id, code_hash=_digest(code), used_at=None).update(used_at=_now())
    return used == 1


async def reset_by_admin(actor: User, user: User, reason: str) -> User:
    """``devnet users reset-2fa``: take every second factor off a member who lost them (their
    authenticator app and recovery codes, their passkeys: a passkey is a second factor at password
    sign-in). Their password alone then signs them in. Admins only, never on oneself, audited."""
    reason = rules.reason(reason)
    rules.may_act_on(actor, user)
    if not user.two_factor_enabled and not await Passkey.exists(user_id=user.id):
        raise Conflict(f"@{user.username} has no two-factor authentication to reset")
    async with transaction():
        await _clear(user.id)
        await Passkey.filter(user_id=user.id).delete()
        await security.changed(user, "two_factor_reset")
        await audit.record(actor, "user.reset_2fa", "user", user.id, reason)
    return await User.get(id=user.id)
