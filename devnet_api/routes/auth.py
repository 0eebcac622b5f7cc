"""Auth and profile: /api/auth/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api import keys
from devnet_api.http import ApiRoutes, client_address, require_user
from devnet_api.schemas.accounts import LoginIn, OwnUserOut, ProfileIn, RegisterIn
from devnet_api.services import accounts
from devnet_api.services.media import MAX_DATA_URL_CHARS
from devnet_api.session_store import sign_in, sign_out

routes = ApiRoutes("auth")


@routes.get("/api/auth/me", name="auth-me", response=OwnUserOut, auth=True,
            responses={401: "Not signed in"})
async def me(request: web.Request):
    """The signed-in member's own object."""
    return OwnUserOut.model_validate(require_user(request))


@routes.post("/api/auth/register", name="auth-register", body=RegisterIn, limited=True, response=OwnUserOut, status=201,
             responses={400: "A rule of spec section 5 is broken", 409: "Email or username taken"})
async def register(request: web.Request, body: RegisterIn):
    """Create an account and sign the person in."""
    user = await accounts.register(body.email, body.username, body.password)
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)


@routes.post("/api/auth/login", name="auth-login", body=LoginIn, limited=True, response=OwnUserOut,
             responses={401: "Invalid email or password", 403: "Account suspended", 429: "Too many failed attempts"})
async def login(request: web.Request, body: LoginIn):
    """Sign in; the session id is rotated."""
    settings = request.app[keys.SETTINGS]
    user = await accounts.authenticate(body.email, body.password, client_address(request),
                                       request.app[keys.RATE_LIMITER], settings.address_limit_factor)
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)


@routes.post("/api/auth/logout", name="auth-logout", status=204)
async def logout(request: web.Request):
    """Sign out; the session is revoked server-side."""
    await sign_out(request)
    return web.Response(status=204)


@routes.patch("/api/auth/profile", name="auth-profile", body=ProfileIn, limited=True, response=OwnUserOut, auth=True,
              body_limit=MAX_DATA_URL_CHARS + 64 * 1024, responses={400: "A rule of spec section 5 is broken"})
async def update_profile(request: web.Request, body: ProfileIn):
    """Change the signed-in member's profile; only the fields sent change."""
    user = require_user(request)
    updated = await accounts.update_profile(user.id, body.changes(), request.app[keys.SETTINGS].media_dir)
    return OwnUserOut.model_validate(updated)
