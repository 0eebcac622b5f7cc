"""Passkeys: /api/auth/passkeys/* (docs/account.md). Adding, listing, renaming and removing need
the member's session and only ever touch their own; adding and removing also need a recent
authentication (caller.require_recent_auth: they change how the account signs in), renaming does
not. Signing in with one needs nothing else."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.accounts import (
    OwnUserOut,
    PasskeyIn,
    PasskeyLoginIn,
    PasskeyOptionsOut,
    PasskeyOut,
    PasskeyRenameIn,
)
from devnet_api.services import passkeys
from devnet_api.web import keys
from devnet_api.web.caller import client_address, require_recent_auth, require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.session_store import sign_in
from devnet_api.web.wire import ID, path_id

routes = ApiRoutes("passkeys")

OWN_ONLY = {404: "No such passkey among the member's own"}
REAUTH = "Re-authentication needed (code reauthentication_required)"


def _relying_party(request: web.Request) -> passkeys.RelyingParty:
    """DEVNET_PUBLIC_URL, else the scheme and Host the browser used (docs/account.md)."""
    return passkeys.relying_party(request.app[keys.SETTINGS].public_url, request.scheme, request.host)


@routes.post(
    "/api/auth/passkeys/register/options",
    name="passkeys-register-options",
    limited=True,
    response=PasskeyOptionsOut,
    auth=True,
    responses={
        400: "The site is reached by an IP address (passkeys need a name: localhost)",
        403: REAUTH,
        409: "The member already has 20 passkeys",
        429: "Too many passkeys added",
    },
)
async def register_options(request: web.Request):
    """Start adding a passkey: options for navigator.credentials.create() (5 minutes, once)."""
    user = require_recent_auth(request)
    await request.app[keys.LIMITS].take("passkey_register", user.id)
    return PasskeyOptionsOut.model_validate(await passkeys.registration_options(user, _relying_party(request)))


@routes.post(
    "/api/auth/passkeys",
    name="passkeys-create",
    body=PasskeyIn,
    response=PasskeyOut,
    status=201,
    auth=True,
    responses={
        400: "The challenge is unknown, used or expired, or the credential does not verify",
        403: REAUTH,
        409: "The passkey is already registered, or the member has 20",
    },
)
async def create_passkey(request: web.Request, body: PasskeyIn):
    """Verify the new passkey (user verification, this site's origin) and keep it under its name."""
    passkey = await passkeys.register(require_recent_auth(request), body.challenge_id, body.credential, body.name)
    return PasskeyOut.model_validate(passkey)


@routes.get("/api/auth/passkeys", name="passkeys-list", response=list[PasskeyOut], auth=True)
async def list_passkeys(request: web.Request):
    """The member's passkeys, oldest first, with when each was added and last used."""
    return [PasskeyOut.model_validate(p) for p in await passkeys.list_passkeys(require_user(request).id)]


@routes.patch(
    f"/api/auth/passkeys/{ID}",
    name="passkeys-rename",
    body=PasskeyRenameIn,
    response=PasskeyOut,
    auth=True,
    responses={400: "The name is empty or longer than 64 characters", **OWN_ONLY},
)
async def rename_passkey(request: web.Request, body: PasskeyRenameIn):
    """Rename one of the member's passkeys."""
    passkey = await passkeys.rename(require_user(request).id, path_id(request), body.name)
    return PasskeyOut.model_validate(passkey)


@routes.delete(
    f"/api/auth/passkeys/{ID}", name="passkeys-delete", status=204, auth=True, responses={403: REAUTH, **OWN_ONLY}
)
async def delete_passkey(request: web.Request):
    """Remove one of the member's passkeys: it no longer signs anyone in."""
    await passkeys.remove(require_recent_auth(request).id, path_id(request))
    return web.Response(status=204)


@routes.post(
    "/api/auth/passkeys/login/options",
    name="passkeys-login-options",
    limited=True,
    response=PasskeyOptionsOut,
    responses={400: "The site is reached by an IP address", 429: "Too many sign-in attempts"},
)
async def login_options(request: web.Request):
    """Start signing in with a passkey: options for navigator.credentials.get() (5 minutes, once)."""
    await request.app[keys.LIMITS].take("passkey_options:address", client_address(request))
    return PasskeyOptionsOut.model_validate(await passkeys.login_options(_relying_party(request)))


@routes.post(
    "/api/auth/passkeys/login",
    name="passkeys-login",
    body=PasskeyLoginIn,
    limited=True,
    response=OwnUserOut,
    responses={
        400: "The challenge is unknown, used or expired",
        401: "The passkey is unknown or does not verify",
        403: "Account suspended",
        429: "Too many failed attempts",
    },
)
async def login(request: web.Request, body: PasskeyLoginIn):
    """Sign in with a passkey alone (no email); the session id is rotated, as on password login."""
    limits = request.app[keys.LIMITS]
    attempt = await limits.take("passkey_login:address", client_address(request))
    user = await passkeys.verify_assertion(body.credential, body.challenge_id)
    await limits.release(attempt)  # a verified passkey does not count toward the throttle
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)
