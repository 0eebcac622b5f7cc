"""Account recovery: single-use reset links that expire in an hour, sent through the outbox."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

from devnet_api.backing.rate_limiter import Limits
from devnet_api.domain.errors import InvalidInput
from devnet_api.models.accounts import Status, User
from devnet_api.models.admin import PasswordResetToken
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit, passwords, security, sessions
from devnet_api.services.outbox import Outbox

log = logging.getLogger("devnet.recovery")
TOKEN_LIFETIME = timedelta(hours=1)
SENT = "If an account exists for that email, we have sent a link to reset its password."
INVALID_LINK = "This reset link is invalid or has expired"
RESET_PATH = "/auth/reset-password"


def _digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def _now() -> datetime:
    return datetime.now(UTC)


async def issue(user: User, site_url: str) -> str:
    """A new reset link for ``user`` (its token is stored only as a hash)."""
    token = secrets.token_urlsafe(32)
    await PasswordResetToken.create(token_hash=_digest(token), user_id=user.id, expires_at=_now() + TOKEN_LIFETIME)
    return f"{site_url}{RESET_PATH}?token={token}"


async def request_reset(
    email: str,
    site_url: str,
    outbox: Outbox,
    limits: Limits,
    address: str,
    queue: Callable[[str, str], Awaitable[None]] | None = None,
) -> str:
    """Mail a reset link to ``email`` when it belongs to an active member. The answer (``SENT``)
    is the same either way, and so is the time it takes: the request only counts the attempt; the
    lookup, the link and the mail happen after it, in a task of the process (``_mail_link``), or,
    given ``queue``, in the Celery worker (``mail_link``), so neither the timing nor a mail server's
    failure tells who has an account."""
    await limits.take("reset:address", address)
    await limits.take("reset:email", email)
    if queue is not None:
        await queue(email, site_url)
        return SENT
    task = asyncio.create_task(_mail_link(email, site_url, outbox), name="devnet.recovery.mail")
    _sending.add(task)  # held until done: the loop keeps only a weak reference to a task
    task.add_done_callback(_sending.discard)
    return SENT


_sending: set[asyncio.Task] = set()


async def _mail_link(email: str, site_url: str, outbox: Outbox) -> None:
    """Issue and mail the link; a failure (the mail server down, the database gone) is logged,
    never raised: nobody is waiting for it."""
    try:
        user = await User.get_or_none(email=email, status=Status.ACTIVE)
        if user is None:
            return
        link = await issue(user, site_url)
        await outbox.send(
            user.email,
            "Reset your DevNet password",
            (
                f"Hello {user.display_name},\n\n"
                f"Someone (we hope you) asked to reset the password of the DevNet account @{user.username}.\n"
                f"Open this link within an hour to choose a new one; it works once:\n\n{link}\n\n"
                "If you did not ask, ignore this message: your password stays as it is.\n"
            ),
        )
    except Exception:
        log.exception("the reset link for a forgot-password request could not be mailed")


async def mail_link(email: str, site_url: str, outbox: Outbox) -> None:
    """The worker's side of a queued reset request (tasks.accounts.mail_reset_link)."""
    await _mail_link(email, site_url, outbox)
    log.info("reset request handled")


async def mail_sent() -> None:
    """Wait for the reset mails under way (tests; a shutdown that wants them out)."""
    while _sending:
        await asyncio.gather(*_sending, return_exceptions=True)


async def reset_password(token: str, new_password: str) -> User:
    """Set a new password from a live link; the link and every other of the member's links stop
    working, and every session of the member ends."""
    if not token or len(token) > 128:
        raise InvalidInput.field("token", INVALID_LINK)
    live = dict(token_hash=_digest(token), used_at=None, expires_at__gt=_now())
    if not await PasswordResetToken.exists(**live):
        raise InvalidInput.field("token", INVALID_LINK)  # checked before the costly hash
    password_hash = await passwords.hash_password(new_password)
    async with transaction():
        # Again under a lock: two requests with one link must not both succeed.
        row = await PasswordResetToken.select_for_update().get_or_none(**live)
        user = await User.get_or_none(id=row.user_id, status=Status.ACTIVE) if row else None
        if row is None or user is None:
            raise InvalidInput.field("token", INVALID_LINK)
        user.password_hash = password_hash
        await user.save(update_fields=["password_hash"])
        await PasswordResetToken.filter(user_id=user.id, used_at=None).update(used_at=_now())
        await sessions.revoke_all(user.id)
        await security.changed(user, "password_reset")
        await audit.record(user, "user.password_reset", "user", user.id)
    return user


async def purge_expired() -> int:
    """Delete links that can no longer be used (a job may run this)."""
    return await PasswordResetToken.filter(expires_at__lte=_now()).delete()
