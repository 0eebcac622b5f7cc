"""Auth and profile: /api/auth/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api import keys
from devnet_api.caller import client_address, require_user
from devnet_api.http import ApiRoutes
from devnet_api.jobs import MAIL_RESET_LINK
from devnet_api.schemas.accounts import (
    ForgotPasswordIn,
    LoginIn,
    NoticeOut,
    OwnUserOut,
    ProfileIn,
    RegisterIn,
    ResetPasswordIn,
)
from devnet_api.services import accounts, recovery
from devnet_api.services.media import MAX_DATA_URL_CHARS
from devnet_api.services.outbox import Outbox
from devnet_api.session_store import sign_in, sign_out

routes = ApiRoutes("auth")


@routes.get("/api/auth/me", name="auth-me", response=OwnUserOut, auth=True, responses={401: "Not signed in"})
async def me(request: web.Request):
    """The signed-in member's own object."""
    return OwnUserOut.model_validate(require_user(request))


@routes.post(
    "/api/auth/register",
    name="auth-register",
    body=RegisterIn,
    limited=True,
    response=OwnUserOut,
    status=201,
    responses={
        400: "A rule of spec section 5 is broken",
        409: "Email or username taken",
        429: "Too many sign-ups from this network",
    },
)
async def register(request: web.Request, body: RegisterIn):
    """Create an account and sign the person in."""
    await request.app[keys.LIMITS].take("register", client_address(request))
    user = await accounts.register(body.email, body.username, body.password)
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)


@routes.post(
    "/api/auth/login",
    name="auth-login",
    body=LoginIn,
    limited=True,
    response=OwnUserOut,
    responses={401: "Invalid email or password", 403: "Account suspended", 429: "Too many failed attempts"},
)
async def login(request: web.Request, body: LoginIn):
    """Sign in; the session id is rotated."""
    user = await accounts.authenticate(body.email, body.password, client_address(request), request.app[keys.LIMITS])
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)


@routes.post("/api/auth/logout", name="auth-logout", status=204)
async def logout(request: web.Request):
    """Sign out; the session is revoked server-side."""
    await sign_out(request)
    return web.Response(status=204)


@routes.patch(
    "/api/auth/profile",
    name="auth-profile",
    body=ProfileIn,
    limited=True,
    response=OwnUserOut,
    auth=True,
    body_limit=MAX_DATA_URL_CHARS + 64 * 1024,
    responses={400: "A rule of spec section 5 is broken", 429: "Too many image uploads"},
)
async def update_profile(request: web.Request, body: ProfileIn):
    """Change the signed-in member's profile; only the fields sent change."""
    user = require_user(request)
    if body.changes().get("profile_photo"):
        await request.app[keys.LIMITS].take("upload", user.id)
    updated = await accounts.update_profile(user.id, body.changes(), request.app[keys.STORAGE])
    return OwnUserOut.model_validate(updated)


@routes.post(
    "/api/auth/forgot-password",
    name="auth-forgot-password",
    body=ForgotPasswordIn,
    response=NoticeOut,
    status=202,
    responses={400: "Not an email address", 429: "Too many reset requests"},
)
async def forgot_password(request: web.Request, body: ForgotPasswordIn):
    """Mail a single-use reset link (valid one hour); the answer is the same whether the email exists."""
    settings = request.app[keys.SETTINGS]
    message = await recovery.request_reset(
        body.email,
        settings.site_url,
        Outbox(settings.smtp_url, settings.outbox_dir),
        request.app[keys.LIMITS],
        client_address(request),
        queue=_queued_mail(request.app[keys.JOBS]) if settings.mail_in_worker else None,
    )
    return NoticeOut(message=message)


def _queued_mail(starter):
    """The reset mail as an on-demand job: the Celery worker sends it (scaled, DEVNET_MAIL_IN_WORKER)."""

    async def queue(email: str, site_url: str) -> None:
        await starter.start(MAIL_RESET_LINK, email, site_url)

    return queue


@routes.post(
    "/api/auth/reset-password",
    name="auth-reset-password",
    body=ResetPasswordIn,
    status=204,
    responses={400: "A password rule is broken, or the link is invalid, used or expired"},
)
async def reset_password(request: web.Request, body: ResetPasswordIn):
    """Set a new password from a reset link; every session of the member ends (they log in again)."""
    await recovery.reset_password(body.token, body.password)
    return web.Response(status=204)
