"""Auth and profile: /api/auth/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api.backing.jobs import MAIL_RESET_LINK
from devnet_api.schemas.accounts import (
    CodeIn,
    ForgotPasswordIn,
    LoginIn,
    NoticeOut,
    OwnUserOut,
    PasskeyLoginIn,
    ProfileIn,
    ReauthenticateIn,
    RegisterIn,
    ResetPasswordIn,
    SecondFactorMethods,
    SecondFactorOut,
)
from devnet_api.services import accounts, recovery, second_factor, sessions
from devnet_api.services.media import MAX_DATA_URL_CHARS
from devnet_api.services.outbox import Outbox
from devnet_api.web import keys
from devnet_api.web.caller import client_address, require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.session_store import SESSION_ROW, sign_in, sign_out
from devnet_api.web.wire import dumps, json_response

routes = ApiRoutes("auth")


@routes.get("/api/auth/me", name="auth-me", response=OwnUserOut, auth=True, responses={401: "Not signed in"})
async def me(request: web.Request):
    """The signed-in member's own object."""
    user = require_user(request)
    # Derived from the session's row alone: written once per read of the row (services.sessions,
    # LiveSession.memoized), the same bytes while the process's cache keeps it.
    body = request[SESSION_ROW].memoized("me", lambda: dumps(OwnUserOut.model_validate(user)))
    return web.Response(body=body, content_type="application/json")


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
    response=OwnUserOut | SecondFactorOut,
    responses={401: "Invalid email or password", 403: "Account suspended", 429: "Too many failed attempts"},
)
async def login(request: web.Request, body: LoginIn):
    """Sign in; the session id is rotated. A member with a second factor gets no session yet: the
    answer is ``{"secondFactor": {"methods": [...]}}`` and a pending sign-in (docs/api-contract.md)."""
    user = await accounts.authenticate(body.email, body.password, client_address(request), request.app[keys.LIMITS])
    methods = await second_factor.methods(user)
    if methods:
        token = await second_factor.begin(user)
        response = json_response(SecondFactorOut(second_factor=SecondFactorMethods(methods=methods)))
        _set_pending_cookie(request, response, token)
        return response
    await sign_in(request, user.id)
    return OwnUserOut.model_validate(user)


def pending_cookie_name(request: web.Request) -> str:
    """devnet_pending, or __Host-devnet_pending over https (like the session cookie)."""
    secure = request.get(keys.HTTPS, request.secure)
    return "__Host-" + second_factor.COOKIE_NAME if secure else second_factor.COOKIE_NAME


def pending_token(request: web.Request) -> str | None:
    """The pending sign-in token the browser carries (for any method that finishes it)."""
    return request.cookies.get(pending_cookie_name(request))


def _set_pending_cookie(request: web.Request, response: web.StreamResponse, token: str) -> None:
    response.set_cookie(
        pending_cookie_name(request),
        token,
        max_age=int(second_factor.LIFETIME.total_seconds()),
        path="/",
        httponly=True,
        samesite="Strict",
        secure=request.secure,
    )


def clear_pending_cookie(request: web.Request, response: web.StreamResponse) -> None:
    name = pending_cookie_name(request)
    response.del_cookie(name, path="/", secure=name.startswith("__Host-"))


async def finish_sign_in(request: web.Request, user) -> web.StreamResponse:
    """Start the session of a finished pending sign-in, as login does, and drop the cookie."""
    await sign_in(request, user.id)
    response = json_response(OwnUserOut.model_validate(user))
    clear_pending_cookie(request, response)
    return response


@routes.post(
    "/api/auth/login/second-factor",
    name="auth-login-second-factor",
    body=CodeIn,
    limited=True,
    response=OwnUserOut,
    responses={
        400: "The code is wrong, used already or malformed",
        401: "No pending sign-in in this browser, or it expired (5 minutes)",
        429: "Too many wrong codes",
    },
)
async def login_second_factor(request: web.Request, body: CodeIn):
    """Finish a sign-in with an authenticator code or a recovery code; the session starts."""
    user = await second_factor.finish_with_code(pending_token(request), body.code, request.app[keys.LIMITS])
    return await finish_sign_in(request, user)


@routes.post(
    "/api/auth/login/second-factor/passkey",
    name="auth-login-second-factor-passkey",
    body=PasskeyLoginIn,
    limited=True,
    response=OwnUserOut,
    responses={
        400: "The challenge is unknown, used or expired, or the passkey is not the member's or does not verify",
        401: "No pending sign-in in this browser, or it expired (5 minutes)",
        429: "Too many failed attempts",
    },
)
async def login_second_factor_passkey(request: web.Request, body: PasskeyLoginIn):
    """Finish a sign-in with one of the member's passkeys (options from POST
    /api/auth/passkeys/login/options); the session starts, as with a code."""
    user = await second_factor.finish_with_passkey(
        pending_token(request), body.challenge_id, body.credential, request.app[keys.LIMITS]
    )
    return await finish_sign_in(request, user)


@routes.post(
    "/api/auth/reauthenticate",
    name="auth-reauthenticate",
    body=ReauthenticateIn,
    limited=True,
    status=204,
    auth=True,
    responses={
        400: "The password, code or passkey is wrong (or not the member's), none was sent, or only the"
        " password of a member with a second factor",
        429: "Too many wrong attempts",
    },
)
async def reauthenticate(request: web.Request, body: ReauthenticateIn):
    """Prove who you are again: sensitive changes then work for 10 minutes. A member with a second
    factor sends a code (authenticator or recovery) or one of their passkeys (`challengeId` and
    `credential` as for a passkey sign-in); the password alone is refused for them. A member
    without one sends the password."""
    await second_factor.reauthenticate(
        require_user(request),
        request.app[keys.LIMITS],
        password=body.password,
        code=body.code,
        challenge_id=body.challenge_id,
        credential=body.credential,
    )
    await sessions.mark_reauthenticated(request[SESSION_ROW].id)
    return web.Response(status=204)


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
