"""Mail: the member's mail settings and address (/api/me/mail, /api/me/email), the confirmation
link (/api/mail/verify) and the one-click unsubscribe (/api/mail/unsubscribe/{token}, RFC 8058:
no session, no CSRF origin; the token alone says who and what)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.mail import (
    EmailChangeIn,
    MailSettingsIn,
    MailSettingsOut,
    TokenIn,
    UnsubscribeOut,
    VerificationSentOut,
    VerifiedOut,
)
from devnet_api.services import mail, security
from devnet_api.web import keys
from devnet_api.web.caller import require_recent_auth, require_user
from devnet_api.web.middlewares import ORIGIN_EXEMPT
from devnet_api.web.route_table import ApiRoutes

routes = ApiRoutes("mail")
# Any token reaches the service, which says a cut or mangled link is not valid (services.mail).
TOKEN = "{token}"
# The one route the CSRF origin check lets through from anywhere (middlewares.ORIGIN_EXEMPT).
ONE_CLICK_UNSUBSCRIBE = "mail-unsubscribe"
assert ONE_CLICK_UNSUBSCRIBE in ORIGIN_EXEMPT
INVALID = {404: "The token is not valid (tampered, or its member is gone): nothing changes"}


@routes.get("/api/me/mail", name="me-mail", response=MailSettingsOut, auth=True)
async def mail_settings(request: web.Request):
    """The member's address, whether it is confirmed, and how each kind of mail reaches them."""
    return MailSettingsOut.model_validate(await mail.settings_of(require_user(request)))


@routes.put("/api/me/mail", name="me-mail-update", body=MailSettingsIn, response=MailSettingsOut, auth=True)
async def update_mail_settings(request: web.Request, body: MailSettingsIn):
    """Set kinds to off, instant or daily, and the "no mail at all" switch."""
    return MailSettingsOut.model_validate(
        await mail.set_preferences(require_user(request), body.chosen_modes(), body.all_off)
    )


@routes.post(
    "/api/me/email",
    name="me-email",
    body=EmailChangeIn,
    response=MailSettingsOut,
    limited=True,
    auth=True,
    responses={
        403: "Re-authentication needed (code reauthentication_required)",
        409: "Email already registered",
    },
)
async def change_email(request: web.Request, body: EmailChangeIn):
    """Change the address: a confirmation mail goes to the new one, which replaces the old only once
    confirmed (the old one keeps receiving mail until then)."""
    user = require_recent_auth(request)
    await request.app[keys.LIMITS].take("mail_verify", user.id)
    return MailSettingsOut.model_validate(await mail.change_address(user, body.email))


@routes.post(
    "/api/me/email/verification",
    name="me-email-verification",
    response=VerificationSentOut,
    status=202,
    limited=True,
    auth=True,
    responses={409: "The address is already confirmed"},
)
async def resend_verification(request: web.Request):
    """Send the confirmation mail again (to the address waiting to be confirmed, else the account's)."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("mail_verify", user.id)
    return {"sentTo": await mail.resend_verification(user)}


@routes.post(
    "/api/mail/verify",
    name="mail-verify",
    body=TokenIn,
    response=VerifiedOut,
    responses={400: mail.INVALID_VERIFY, 409: "Email already registered (by another member meanwhile)"},
)
async def verify(request: web.Request, body: TokenIn):
    """Confirm an address with the token of a confirmation mail (no session needed)."""
    return await mail.verify(body.token, security.address_changed)


@routes.post(f"/api/mail/unsubscribe/{TOKEN}", name=ONE_CLICK_UNSUBSCRIBE, response=UnsubscribeOut, responses=INVALID)
async def unsubscribe(request: web.Request):
    """One-click unsubscribe (RFC 8058): turns the token's kind of mail off for its member. Works
    without a session or an Origin check; a mail client posts ``List-Unsubscribe=One-Click``."""
    return await mail.unsubscribe(request.match_info["token"])


@routes.post(f"/api/mail/resubscribe/{TOKEN}", name="mail-resubscribe", response=UnsubscribeOut, responses=INVALID)
async def resubscribe(request: web.Request):
    """Undo an unsubscribe from its page: the kind goes back to its default mode."""
    return await mail.resubscribe(request.match_info["token"])
