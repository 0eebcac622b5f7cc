"""Passkeys (WebAuthn, through py_webauthn): adding, naming and removing a member's passkeys, and
signing in with one alone (discoverable credentials, user verification required). docs/account.md.

Every ceremony starts with a challenge the server keeps (``PasskeyChallenge``): used once, for five
minutes, for one purpose (and, when adding a passkey, one member), bound to the relying party and
origin it was issued for. The challenge row is in the database, so any web process can spend it.
"""

from __future__ import annotations

import hashlib
import ipaddress
import json
import secrets
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

from tortoise.exceptions import IntegrityError
from webauthn import (
    generate_authentication_options,
    generate_registration_options,
    options_to_json,
    verify_authentication_response,
    verify_registration_response,
)
from webauthn.helpers import base64url_to_bytes, bytes_to_base64url
from webauthn.helpers.exceptions import WebAuthnException
from webauthn.helpers.structs import (
    AuthenticatorSelectionCriteria,
    AuthenticatorTransport,
    PublicKeyCredentialDescriptor,
    ResidentKeyRequirement,
    UserVerificationRequirement,
)

from devnet_api.domain.errors import Conflict, Forbidden, InvalidInput, NotAuthenticated, NotFound
from devnet_api.models.accounts import Passkey, PasskeyChallenge, Status, User
from devnet_api.realtime.collector import transaction
from devnet_api.services import security

RP_NAME = "DevNet"
CHALLENGE_LIFETIME = timedelta(minutes=5)
TIMEOUT_MS = int(CHALLENGE_LIFETIME.total_seconds() * 1000)  # what the browser is told to wait at most
MAX_PASSKEYS = 20  # per member
MAX_NAME = 64
REGISTER, LOGIN = "register", "login"

IP_HOST = "Passkeys need the site's name, not an IP address: open it at http://localhost instead of 127.0.0.1"
EXPIRED = "This passkey request has expired or was already used. Please try again."
NOT_VERIFIED = "The passkey could not be verified. Please try again."
UNKNOWN = "This passkey is not registered with DevNet"
SUSPENDED = "This account has been suspended"
ALREADY = "This passkey is already registered"
TOO_MANY = f"You can have at most {MAX_PASSKEYS} passkeys. Remove one first."
NO_PASSKEY = "Passkey not found"
VERIFY_ERRORS = (WebAuthnException, ValueError, TypeError, KeyError, AttributeError)


@dataclass(frozen=True)
class RelyingParty:
    """Who the browser must believe it talks to: the RP ID (a host name) and the exact origin."""

    rp_id: str
    origin: str


def relying_party(public_url: str | None, scheme: str, host: str) -> RelyingParty:
    """DEVNET_PUBLIC_URL's host and origin when set; otherwise the address the browser used (a
    development server, reached at http://localhost:PORT). WebAuthn refuses an IP address as RP ID."""
    origin = public_url.rstrip("/") if public_url else f"{scheme}://{host}"
    parts = urlsplit(origin)
    hostname = parts.hostname or ""
    try:
        ipaddress.ip_address(hostname)
    except ValueError:
        pass
    else:
        raise InvalidInput(IP_HOST)
    if not hostname:
        raise InvalidInput(IP_HOST)
    return RelyingParty(rp_id=hostname, origin=f"{parts.scheme}://{parts.netloc}".lower())


def _now() -> datetime:
    return datetime.now(UTC)


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


async def _issue(
    purpose: str, rp: RelyingParty, challenge: bytes, user_id: int | None = None, user_handle: str | None = None
) -> str:
    """Store a challenge; answers the challengeId the client sends back with its answer."""
    await PasskeyChallenge.filter(expires_at__lt=_now()).delete()  # the expired ones go as new ones come
    token = secrets.token_urlsafe(32)
    await PasskeyChallenge.create(
        token_hash=_digest(token),
        purpose=purpose,
        challenge=challenge,
        user_id=user_id,
        user_handle=user_handle,
        rp_id=rp.rp_id,
        origin=rp.origin,
        expires_at=_now() + CHALLENGE_LIFETIME,
    )
    return token


async def _spend(challenge_id: str, purpose: str, user_id: int | None = None) -> PasskeyChallenge:
    """The challenge, deleted as it is read (single use: of two processes spending it, one wins).
    Raises InvalidInput when it is unknown, expired, spent, for another purpose or another member."""
    if not isinstance(challenge_id, str) or not challenge_id or len(challenge_id) > 200:
        raise InvalidInput.field("challengeId", EXPIRED)
    row = await PasskeyChallenge.get_or_none(token_hash=_digest(challenge_id))
    if row is None or not await PasskeyChallenge.filter(id=row.id).delete():
        raise InvalidInput.field("challengeId", EXPIRED)
    if row.purpose != purpose or row.expires_at <= _now() or (user_id is not None and row.user_id != user_id):
        raise InvalidInput.field("challengeId", EXPIRED)
    return row


def _options(options) -> dict[str, Any]:
    return json.loads(options_to_json(options))


def _transports(values: Any) -> list[AuthenticatorTransport]:
    known = {t.value for t in AuthenticatorTransport}
    return [AuthenticatorTransport(v) for v in values or [] if v in known]


def clean_name(name: str) -> str:
    name = " ".join(name.split())
    if not name:
        raise InvalidInput.field("name", "Name is required")
    if len(name) > MAX_NAME:
        raise InvalidInput.field("name", f"Name must be at most {MAX_NAME} characters")
    return name


async def registration_options(user: User, rp: RelyingParty) -> dict[str, Any]:
    """``{challengeId, publicKey}``: what navigator.credentials.create() needs to add a passkey."""
    existing = await Passkey.filter(user_id=user.id).order_by("id")
    if len(existing) >= MAX_PASSKEYS:
        raise Conflict(TOO_MANY)
    handle = existing[0].user_handle if existing else bytes_to_base64url(secrets.token_bytes(32))
    options = generate_registration_options(
        rp_id=rp.rp_id,
        rp_name=RP_NAME,
        user_id=base64url_to_bytes(handle),
        user_name=user.username,
        user_display_name=user.display_name or user.username,
        timeout=TIMEOUT_MS,
        authenticator_selection=AuthenticatorSelectionCriteria(
            resident_key=ResidentKeyRequirement.REQUIRED,
            require_resident_key=True,
            user_verification=UserVerificationRequirement.REQUIRED,
        ),
        exclude_credentials=[
            PublicKeyCredentialDescriptor(id=base64url_to_bytes(p.credential_id), transports=_transports(p.transports))
            for p in existing
        ],
    )
    challenge_id = await _issue(REGISTER, rp, options.challenge, user.id, handle)
    return {"challenge_id": challenge_id, "public_key": _options(options)}


async def register(user: User, challenge_id: str, credential: dict[str, Any], name: str) -> Passkey:
    """Verify navigator.credentials.create()'s answer against the challenge and store the passkey."""
    name = clean_name(name)
    row = await _spend(challenge_id, REGISTER, user.id)
    try:
        verified = verify_registration_response(
            credential=credential,
            expected_challenge=row.challenge,
            expected_rp_id=row.rp_id,
            expected_origin=row.origin,
            require_user_verification=True,
        )
    except VERIFY_ERRORS:
        raise InvalidInput.field("credential", NOT_VERIFIED) from None
    credential_id = bytes_to_base64url(verified.credential_id)
    if await Passkey.exists(credential_id=credential_id):
        raise Conflict(ALREADY)
    existing = await Passkey.filter(user_id=user.id).order_by("id").first()
    handle = existing.user_handle if existing else row.user_handle
    if await Passkey.filter(user_id=user.id).count() >= MAX_PASSKEYS:
        raise Conflict(TOO_MANY)
    response = credential.get("response") if isinstance(credential, dict) else None
    transports = response.get("transports") if isinstance(response, dict) else None
    try:
        async with transaction():
            passkey = await Passkey.create(
                user_id=user.id,
                credential_id=credential_id,
                public_key=verified.credential_public_key,
                sign_count=verified.sign_count,
                user_handle=handle,
                name=name,
                transports=[t.value for t in _transports(transports if isinstance(transports, list) else [])],
                backed_up=verified.credential_backed_up,
            )
            await security.changed(user, "passkey_added", name=name)
            return passkey
    except IntegrityError:
        raise Conflict(ALREADY) from None


async def login_options(rp: RelyingParty) -> dict[str, Any]:
    """``{challengeId, publicKey}`` for navigator.credentials.get(): no allowCredentials, so the
    authenticator offers the passkeys it holds for this site (no email is asked)."""
    options = generate_authentication_options(
        rp_id=rp.rp_id, timeout=TIMEOUT_MS, user_verification=UserVerificationRequirement.REQUIRED
    )
    challenge_id = await _issue(LOGIN, rp, options.challenge)
    return {"challenge_id": challenge_id, "public_key": _options(options)}


async def verify_assertion(credential: dict[str, Any], challenge_id: str, expected_user_id: int | None = None) -> User:
    """The member a navigator.credentials.get() answer proves to be present, user verified.

    Spends the challenge (once, five minutes), checks signature, RP ID, origin, user verification
    and the signature counter (then stores the new count and the time of use). ``expected_user_id``:
    the passkey must be that member's (a second factor, a re-authentication), else 401. Raises
    InvalidInput (challenge), NotAuthenticated (unknown passkey, failed check) or Forbidden (banned).
    """
    row = await _spend(challenge_id, LOGIN)
    raw_id = credential.get("id") if isinstance(credential, dict) else None
    if not isinstance(raw_id, str) or not raw_id or len(raw_id) > 1400:
        raise NotAuthenticated(NOT_VERIFIED)
    passkey = await Passkey.get_or_none(credential_id=raw_id).select_related("user")
    if passkey is None or (expected_user_id is not None and passkey.user_id != expected_user_id):
        raise NotAuthenticated(UNKNOWN)
    response = credential.get("response")
    handle = response.get("userHandle") if isinstance(response, dict) else None
    if handle and handle != passkey.user_handle:
        raise NotAuthenticated(NOT_VERIFIED)
    try:
        verified = verify_authentication_response(
            credential=credential,
            expected_challenge=row.challenge,
            expected_rp_id=row.rp_id,
            expected_origin=row.origin,
            credential_public_key=passkey.public_key,
            credential_current_sign_count=passkey.sign_count,
            require_user_verification=True,
        )
    except VERIFY_ERRORS:
        raise NotAuthenticated(NOT_VERIFIED) from None
    # Compare-and-set: of two answers carrying the same count, only one moves the counter on.
    moved = await Passkey.filter(id=passkey.id, sign_count=passkey.sign_count).update(
        sign_count=verified.new_sign_count, last_used_at=_now(), backed_up=verified.credential_backed_up
    )
    if not moved:
        raise NotAuthenticated(NOT_VERIFIED)
    user = passkey.user
    if user.status == Status.BANNED:
        raise Forbidden(SUSPENDED)
    if user.status != Status.ACTIVE:
        raise NotAuthenticated(UNKNOWN)
    return user


async def has_passkeys(user_id: int) -> bool:
    return await Passkey.exists(user_id=user_id)


async def list_passkeys(user_id: int) -> list[Passkey]:
    return await Passkey.filter(user_id=user_id).order_by("created_at", "id")


async def _own(user_id: int, passkey_id: int) -> Passkey:
    passkey = await Passkey.get_or_none(id=passkey_id, user_id=user_id)
    if passkey is None:
        raise NotFound(NO_PASSKEY)
    return passkey


async def rename(user_id: int, passkey_id: int, name: str) -> Passkey:
    name = clean_name(name)
    passkey = await _own(user_id, passkey_id)
    passkey.name = name
    await passkey.save(update_fields=["name"])
    return passkey


async def remove(user_id: int, passkey_id: int) -> None:
    """Remove one of the member's passkeys (someone else's answers 404, as a missing one does)."""
    passkey = await _own(user_id, passkey_id)
    async with transaction():
        await passkey.delete()
        await security.changed(await User.get(id=user_id), "passkey_removed", name=passkey.name)
