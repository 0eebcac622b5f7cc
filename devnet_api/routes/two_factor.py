"""The signed-in member's two-factor sign-in: /api/me/two-factor (docs/account.md).

Every change needs a recent re-authentication (caller.require_recent_auth); turning it off also
needs a current code.
"""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.accounts import CodeIn, RecoveryCodesOut, TwoFactorOut, TwoFactorSetupOut
from devnet_api.services import two_factor
from devnet_api.web import keys
from devnet_api.web.caller import require_recent_auth, require_user
from devnet_api.web.route_table import ApiRoutes

routes = ApiRoutes("account")
REAUTH = "Re-authentication needed (code reauthentication_required)"


def _required(request: web.Request) -> bool:
    return request.app[keys.SETTINGS].require_2fa_for_staff


@routes.get("/api/me/two-factor", name="me-two-factor", response=TwoFactorOut, auth=True)
async def status(request: web.Request):
    """Whether two-factor sign-in is on, how many recovery codes are left, and whether the role requires it."""
    return TwoFactorOut.model_validate(await two_factor.status(require_user(request).id, _required(request)))


@routes.post(
    "/api/me/two-factor/setup",
    name="me-two-factor-setup",
    response=TwoFactorSetupOut,
    auth=True,
    responses={403: REAUTH, 409: "Two-factor authentication is already on"},
)
async def setup(request: web.Request):
    """Start setting up an authenticator app: a new secret, as text and as a QR code."""
    user = require_recent_auth(request)
    return TwoFactorSetupOut.model_validate(await two_factor.start(user.id))


@routes.post(
    "/api/me/two-factor/confirm",
    name="me-two-factor-confirm",
    body=CodeIn,
    limited=True,
    response=RecoveryCodesOut,
    auth=True,
    responses={
        400: "The code does not match",
        403: REAUTH,
        409: "Already on, or no set-up started",
        429: "Too many wrong codes",
    },
)
async def confirm(request: web.Request, body: CodeIn):
    """Turn two-factor sign-in on with a code from the app; answers ten recovery codes, shown once."""
    user = require_recent_auth(request)
    limits = request.app[keys.LIMITS]
    attempt = await limits.take("second_factor", user.id)
    codes = await two_factor.confirm(user.id, body.code)
    await limits.release(attempt)
    return RecoveryCodesOut(recovery_codes=codes)


@routes.post(
    "/api/me/two-factor/recovery-codes",
    name="me-two-factor-recovery-codes",
    response=RecoveryCodesOut,
    auth=True,
    responses={403: REAUTH, 409: "Two-factor authentication is off"},
)
async def regenerate(request: web.Request):
    """Ten new recovery codes (shown once); the old ones stop working."""
    user = require_recent_auth(request)
    return RecoveryCodesOut(recovery_codes=await two_factor.regenerate(user.id))


@routes.delete(
    "/api/me/two-factor",
    name="me-two-factor-disable",
    body=CodeIn,
    limited=True,
    status=204,
    auth=True,
    responses={
        400: "The code is wrong",
        403: "Re-authentication needed, or the role requires two-factor sign-in",
        409: "Two-factor authentication is off",
        429: "Too many wrong codes",
    },
)
async def disable(request: web.Request, body: CodeIn):
    """Turn two-factor sign-in off; needs a current code (or a recovery code)."""
    user = require_recent_auth(request)
    limits = request.app[keys.LIMITS]
    attempt = await limits.take("second_factor", user.id)
    await two_factor.disable(user.id, body.code, _required(request))
    await limits.release(attempt)
    return web.Response(status=204)
