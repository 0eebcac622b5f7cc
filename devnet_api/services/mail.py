"""Mail to members (DESIGN.md's mail seam; docs/mail.md): verified addresses, per-kind mail
preferences, signed one-click unsubscribe links, and a transactional outbox of mail intents with
the delivery job that sends them.

- An intent (``MailIntent``) is written in the transaction of what caused it (a notice, a message,
  a friend request), so a rolled-back transaction mails nothing; its unique ``dedupe_key`` means
  one event is never mailed twice.
- ``deliver_due`` sends the due intents: per member, the "at once" ones in one mail (batched),
  the daily ones in one summary mail; at most ``Mailer.hourly_cap`` notification mails an hour per
  member (the rest wait for the next run); an intent whose reason is gone when it is due (the
  message was read, the kind turned off, the actor blocked or muted) is dropped. A failed send is
  retried with backoff; after ``MAX_ATTEMPTS`` the intent is dead (counted in the metrics).
- After a request that wrote intents, ``devnet_api.web.route_table`` calls ``jobs.kick_mail_delivery`` once;
  the ``tasks.mail.deliver`` job also runs every minute (late intents, retries, daily summaries).
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import secrets
import time
from contextvars import ContextVar
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from email.utils import make_msgid
from urllib.parse import urlsplit

from tortoise.exceptions import IntegrityError
from tortoise.expressions import Subquery

from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.mail import render
from devnet_api.models.accounts import Status, User
from devnet_api.models.mail import MailAccount, MailIntent, MailPreference
from devnet_api.models.social import Friendship, Message
from devnet_api.realtime.collector import transaction
from devnet_api.services import audience, blocks
from devnet_api.services.outbox import SENDER, Outbox
from devnet_api.telemetry import metrics

log = logging.getLogger("devnet.mail")

SITE_NAME = "DevNet"
OFF, INSTANT, DAILY = "off", "instant", "daily"
MODES = (OFF, INSTANT, DAILY)
MESSAGE_DELAY = timedelta(minutes=10)  # a direct message is mailed when still unread this long after
VERIFY_LIFETIME = timedelta(days=7)
MAX_ATTEMPTS = 5  # sends of one intent before it is dead
BATCH = 500  # intents one delivery run reads at most
STUCK = timedelta(minutes=15)  # an intent claimed this long ago by a run that died goes back to pending
INVALID_VERIFY = "This confirmation link is invalid or has expired"
INVALID_UNSUBSCRIBE = "This unsubscribe link is invalid"
UNKNOWN_MODE = "Unknown mail setting"
EMAIL_TAKEN = "Email already registered"
VERIFY_KIND = "verify"
# Security notices (services.security): mailed to the account's address, confirmed or not, whatever
# the member's settings ("no mail at all" too); they cannot be turned off. ``ALWAYS``: the notice
# kinds that are mailed the same way (a new sign-in), shown in /settings with their one mode.
SECURITY_KIND = "security"
ALWAYS = frozenset({"new_sign_in"})
SECURITY_REASON = (
    "You get this mail because it is about the security of your DevNet account; security mail cannot be turned off."
)


@dataclass(frozen=True)
class MailKind:
    """A kind of mail a member may set: its key (a notice kind's name where it mails notices), the
    label in /settings, its default mode, which modes it allows, why it was sent (the mail's footer),
    the subject of one such mail, and the link's words."""

    name: str
    label: str
    default: str
    reason: str
    subject: str
    action: str = "Open it on DevNet"
    modes: tuple[str, ...] = MODES
    notice: bool = True  # mails a notice (Notification) of the same kind


KINDS: dict[str, MailKind] = {
    kind.name: kind
    for kind in (
        MailKind(
            "mention",
            "Mentions of you",
            INSTANT,
            "You get this mail because someone mentioned you on DevNet.",
            "{actor} mentioned you",
            "Read it",
        ),
        MailKind(
            "reply",
            "Replies to your threads, projects, posts and comments",
            INSTANT,
            "You get this mail because someone replied to something you wrote on DevNet.",
            "{actor} replied to you",
            "Read the reply",
        ),
        MailKind(
            "message",
            "Direct messages left unread for 10 minutes",
            INSTANT,
            "You get this mail because a direct message to you stayed unread for 10 minutes.",
            "New message from {actor}",
            "Read the message",
            notice=False,
        ),
        MailKind(
            "friend_request",
            "Friend requests",
            INSTANT,
            "You get this mail because someone asked to be your friend on DevNet.",
            "{actor} wants to be your friend",
            "Answer the request",
            notice=False,
        ),
        MailKind(
            "watch",
            "New comments on threads you watch",
            DAILY,
            "You get this mail because you watch this thread on DevNet.",
            "{actor} commented on a thread you watch",
            "Read the comment",
        ),
        MailKind(
            "new_sign_in",
            "New sign-ins to your account",
            INSTANT,
            "You get this mail because your DevNet account was signed in to from a new device.",
            "New sign-in to your DevNet account",
            "Review your sessions",
            modes=(INSTANT,),  # a security notice: mailed always (ALWAYS)
        ),
        MailKind(
            "digest",
            "Weekly digest of your tags and friends",
            INSTANT,
            "You get this weekly digest because you follow tags or have friends on DevNet.",
            "Your week on DevNet",
            modes=(OFF, INSTANT),  # at once: weekly; there is no daily summary of a weekly mail
            notice=False,
        ),
    )
}
SUMMARY_REASON = "You get this daily summary because you chose it for some kinds of notices on DevNet."


def kind_of(name: str) -> MailKind:
    kind = KINDS.get(name)
    if kind is None:
        raise NotFound(INVALID_UNSUBSCRIBE)
    return kind


@dataclass(frozen=True)
class Mailer:
    """What sending needs besides the database: the outbox, the site's address (links in mail are
    absolute), an optional mailto for List-Unsubscribe, and the hourly cap."""

    outbox: Outbox
    site_url: str
    unsubscribe_mailto: str | None = None
    hourly_cap: int = 10

    @classmethod
    def from_settings(cls, settings) -> Mailer:
        return cls(
            Outbox(settings.smtp_url, settings.outbox_dir, settings.mail_from or SENDER),
            settings.site_url,
            settings.mail_unsubscribe_mailto,
            settings.mail_hourly_cap,
        )


def _now() -> datetime:
    return datetime.now(UTC)


# --- the member's mail account: key, address state, switch ----------------------------------------


async def account(user_id: int, connection=None) -> MailAccount:
    """The member's mail account, made on first use (a fresh key)."""
    row = await MailAccount.get_or_none(user_id=user_id).using_db(connection)
    if row is not None:
        return row
    try:
        async with transaction() as savepoint:
            return await MailAccount.create(user_id=user_id, key=secrets.token_hex(32), using_db=savepoint)
    except IntegrityError:  # made by a concurrent request
        return await MailAccount.get(user_id=user_id).using_db(connection)


def is_verified(user: User, row: MailAccount | None) -> bool:
    return row is not None and row.verified_email is not None and row.verified_email == user.email


def _sign(key: str, *parts: object) -> str:
    message = "\x1f".join(str(part) for part in parts).encode()
    return hmac.new(bytes.fromhex(key), message, hashlib.sha256).hexdigest()[:32]


def unsubscribe_token(user_id: int, kind: str, key: str) -> str:
    """A member's link to turn ``kind`` off: ``<user id>.<kind>.<signature>`` (signed with their key)."""
    return f"{user_id}.{kind}.{_sign(key, 'unsubscribe', user_id, kind)}"


def verify_token(user_id: int, address: str, key: str, issued: int | None = None) -> str:
    issued = int(time.time()) if issued is None else issued
    return f"{user_id}.{issued}.{_sign(key, 'verify', user_id, address, issued)}"


# The unsubscribe kind of a mail that holds several kinds (a batch, a summary): all mail.
ALL = MailKind("all", "All mail from DevNet", INSTANT, "", "", modes=(OFF, INSTANT), notice=False)


async def _from_unsubscribe_token(token: str) -> tuple[User, MailKind, MailAccount]:
    """The member and kind a token names; a tampered or unknown token is NotFound (changes nothing)."""
    parts = (token or "").split(".")
    known = parts[1] in KINDS or parts[1] == ALL.name if len(parts) == 3 else False
    signed = len(parts) == 3 and parts[2].isascii() and len(parts[2]) <= 64
    if len(parts) != 3 or not parts[0].isdigit() or len(parts[0]) > 10 or not known or not signed:
        raise NotFound(INVALID_UNSUBSCRIBE)
    user_id, kind = int(parts[0]), parts[1]
    row = await MailAccount.get_or_none(user_id=user_id)
    user = await User.get_or_none(id=user_id, status=Status.ACTIVE)
    if row is None or user is None or not hmac.compare_digest(parts[2], _sign(row.key, "unsubscribe", user_id, kind)):
        raise NotFound(INVALID_UNSUBSCRIBE)
    return user, KINDS.get(kind, ALL), row


# --- preferences ----------------------------------------------------------------------------------


async def modes_of(user_id: int, connection=None) -> dict[str, str]:
    """Each kind's mode for the member (the default unless they chose another)."""
    chosen = dict(await MailPreference.filter(user_id=user_id).using_db(connection).values_list("kind", "mode"))
    return {name: kind.default if name in ALWAYS else chosen.get(name, kind.default) for name, kind in KINDS.items()}


async def _mode_of(user_id: int, kind: str, connection=None) -> str | None:
    """The member's mode for ``kind`` in one statement (every notice and message asks this, in its
    transaction): None without a mail account or with "no mail at all"; a kind of ``ALWAYS`` is
    always mailed at once."""
    if kind in ALWAYS:
        return INSTANT
    row = (
        await MailAccount.filter(user_id=user_id)
        .annotate(chosen=Subquery(MailPreference.filter(user_id=user_id, kind=kind).values("mode")))
        .using_db(connection)
        .values("all_off", "chosen")
    )
    if not row or row[0]["all_off"]:
        return None
    return row[0]["chosen"] or (KINDS[kind].default if kind in KINDS else OFF)


async def settings_of(user: User) -> dict:
    """What /settings shows: the address and its state, the "no mail at all" switch, each kind's mode."""
    row = await account(user.id)
    modes = await modes_of(user.id)
    return {
        "email": user.email,
        "verified": is_verified(user, row),
        "pending_email": row.pending_email,
        "all_off": row.all_off,
        "kinds": [
            {"kind": kind.name, "label": kind.label, "mode": modes[kind.name], "modes": list(kind.modes)}
            for kind in KINDS.values()
        ],
    }


async def set_preferences(user: User, modes: dict[str, str], all_off: bool | None) -> dict:
    """Set kinds' modes (the kinds named; others keep theirs) and the "no mail at all" switch."""
    for name, mode in modes.items():
        kind = KINDS.get(name)
        if kind is None:
            raise InvalidInput.field(name, "Unknown mail kind")
        if mode not in kind.modes:
            raise InvalidInput.field(name, UNKNOWN_MODE)
    row = await account(user.id)
    async with transaction():
        for name, mode in modes.items():
            await _set_mode(user.id, name, mode)
        if all_off is not None and all_off != row.all_off:
            await MailAccount.filter(id=row.id).update(all_off=all_off)
    return await settings_of(user)


async def _set_mode(user_id: int, kind: str, mode: str) -> None:
    if mode == KINDS[kind].default:
        await MailPreference.filter(user_id=user_id, kind=kind).delete()
    else:
        await MailPreference.update_or_create(defaults={"mode": mode}, user_id=user_id, kind=kind)


async def unsubscribe(token: str) -> dict:
    """One-click unsubscribe (RFC 8058): the token's kind turns off for its member (``all``: the
    "no mail at all" switch turns on)."""
    user, kind, row = await _from_unsubscribe_token(token)
    if kind is ALL:
        await MailAccount.filter(id=row.id).update(all_off=True)
    else:
        await _set_mode(user.id, kind.name, OFF)
    return {"kind": kind.name, "label": kind.label, "mode": OFF}


async def resubscribe(token: str) -> dict:
    """The unsubscribe page's "resubscribe": the kind goes back to its default (``all``: mail on)."""
    user, kind, row = await _from_unsubscribe_token(token)
    if kind is ALL:
        await MailAccount.filter(id=row.id).update(all_off=False)
    else:
        await _set_mode(user.id, kind.name, kind.default)
    return {"kind": kind.name, "label": kind.label, "mode": kind.default}


# --- addresses ------------------------------------------------------------------------------------


async def request_verification(user: User, address: str | None = None, connection=None) -> None:
    """Queue a mail asking the member to confirm ``address`` (default: their address)."""
    address = address or user.email
    await intend(
        VERIFY_KIND,
        user.id,
        f"verify:{user.id}:{secrets.token_hex(8)}",
        {"address": address},
        connection=connection,
        checked=False,
    )


async def resend_verification(user: User) -> str:
    """Send the confirmation mail again: to the address waiting to be confirmed, else the account's."""
    row = await account(user.id)
    if row.pending_email is None and is_verified(user, row):
        raise Conflict("Your address is already confirmed")
    address = row.pending_email or user.email
    await request_verification(user, address)
    return address


async def change_address(user: User, address: str) -> dict:
    """Start changing the address: the new one must be confirmed; until then the old one keeps
    receiving mail (and stays the sign-in address)."""
    if address == user.email:
        row = await account(user.id)
        await MailAccount.filter(id=row.id).update(pending_email=None)
        return await settings_of(user)
    if await User.exists(email=address):
        raise Conflict(EMAIL_TAKEN, errors={"email": [EMAIL_TAKEN]})
    row = await account(user.id)
    async with transaction() as connection:
        await MailAccount.filter(id=row.id).using_db(connection).update(pending_email=address)
        await request_verification(user, address, connection)
    return await settings_of(user)


async def verify(token: str, address_changed=None) -> dict:
    """Confirm an address from the link in a verification mail: the pending address becomes the
    account's, or the account's address counts as confirmed. ``address_changed(user, old, new,
    connection)`` is awaited in the same transaction when the account's address changed
    (services.security: the security mail to both addresses)."""
    parts = (token or "").split(".")
    if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit() or len(parts[0]) > 10:
        raise InvalidInput.field("token", INVALID_VERIFY)
    user_id, issued = int(parts[0]), int(parts[1])
    if time.time() - issued > VERIFY_LIFETIME.total_seconds():
        raise InvalidInput.field("token", INVALID_VERIFY)
    async with transaction() as connection:
        row = await MailAccount.filter(user_id=user_id).using_db(connection).select_for_update().first()
        user = await User.get_or_none(id=user_id, status=Status.ACTIVE).using_db(connection)
        if row is None or user is None:
            raise InvalidInput.field("token", INVALID_VERIFY)
        for address in filter(None, (row.pending_email, user.email)):
            if hmac.compare_digest(parts[2], _sign(row.key, "verify", user_id, address, issued)):
                break
        else:
            raise InvalidInput.field("token", INVALID_VERIFY)
        if address != user.email:
            if await User.filter(email=address).exclude(id=user.id).using_db(connection).exists():
                raise Conflict(EMAIL_TAKEN, errors={"email": [EMAIL_TAKEN]})
            old, user.email = user.email, address
            await user.save(update_fields=["email"], using_db=connection)
            if address_changed is not None:
                await address_changed(user, old, address, connection)
        await MailAccount.filter(id=row.id).using_db(connection).update(verified_email=address, pending_email=None)
    return {"email": address, "verified": True}


# --- intents --------------------------------------------------------------------------------------

# Whether this request (or task) wrote an intent: http.py kicks the delivery once it is done.
_written: ContextVar[list | None] = ContextVar("mail_intents_written", default=None)


def watch_intents() -> object:
    return _written.set([])


def intents_written(token) -> bool:
    written = bool(_written.get())
    _written.reset(token)
    return written


def _next_day(now: datetime) -> datetime:
    return (now + timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)


async def intend(
    kind: str,
    user_id: int,
    dedupe_key: str,
    data: dict,
    notice_id: int | None = None,
    delay: timedelta = timedelta(0),
    connection=None,
    checked: bool = True,
) -> bool:
    """Record a mail to send (in the caller's transaction: ``connection``, or the one the caller
    opened). ``checked``: only when the member gets this kind by mail at all (on, not all off);
    the delivery checks again when it is due. False when nothing was recorded."""
    now = _now()
    daily = False
    if checked:
        mode = await _mode_of(user_id, kind, connection)
        if mode is None or mode == OFF:
            return False
        daily = mode == DAILY
    due = _next_day(now + delay) if daily else now + delay
    await MailIntent.bulk_create(
        [
            MailIntent(
                user_id=user_id,
                kind=kind,
                notice_id=notice_id,
                dedupe_key=dedupe_key[:128],
                data=data,
                daily=daily,
                due_at=due,
            )
        ],
        ignore_conflicts=True,  # the same event again: the unique key keeps the first
        using_db=connection,
    )
    written = _written.get()
    if written is not None:
        written.append(dedupe_key)
    return True


def notice_data(notice) -> dict:
    """What a notice's mail intent keeps: who acted, where it leads, and which items it names and
    quotes, never their text: the mail quotes what the audience rule shows when it is sent."""
    refs, quote = audience.refs_of(notice), audience.quoted_by(notice)
    return {
        "actor_id": notice.actor_id,
        "link": notice.link,
        "target": notice.target_kind,
        "refs": [list(ref) for ref in refs],
        "quote": list(quote) if audience.is_written(quote[0]) else None,
        "text": "" if refs else notice.excerpt,  # a notice of no one's words (a sign-in) keeps its own
    }


async def notice_written(notice, connection=None) -> None:
    """A notice was written (notifications.notify): mail it if its kind is mailed. A mention in a
    direct message is left to the message's own mail."""
    if notice.kind not in KINDS or not KINDS[notice.kind].notice or notice.target_kind == "message":
        return
    await intend(
        notice.kind,
        notice.recipient_id,
        f"notice:{notice.id}",
        notice_data(notice),
        notice_id=notice.id,
        connection=connection,
    )


async def message_sent(message, connection=None) -> None:
    """A direct message: mailed to its recipient if still unread 10 minutes later."""
    await intend(
        "message",
        message.recipient_id,
        f"message:{message.id}",
        {
            "actor_id": message.sender_id,
            "link": f"/messages/{message.sender_id}",
            "refs": [["message", message.id]],
            "quote": ["message", message.id],
            "message_id": message.id,
        },
        delay=MESSAGE_DELAY,
        connection=connection,
    )


async def friend_requested(friendship, connection=None) -> None:
    await intend(
        "friend_request",
        friendship.addressee_id,
        f"friend_request:{friendship.id}:{friendship.requester_id}",
        {"actor_id": friendship.requester_id, "link": "/friends", "friendship_id": friendship.id},
        connection=connection,
    )


# --- delivery -------------------------------------------------------------------------------------


def _absolute(site_url: str, link: str) -> str:
    return link if urlsplit(link).scheme else f"{site_url}{link if link.startswith('/') else '/' + link}"


def _lower_first(label: str) -> str:
    """ "Mentions of you" as a sentence's middle: "mentions of you" ("all mail from DevNet")."""
    return label[:1].lower() + label[1:]


def _footer(mailer: Mailer, user_id: int, key: str, kind: str | None, reason: str) -> tuple[dict, dict]:
    """The footer's values and the List-Unsubscribe headers for a mail of ``kind`` (None: none)."""
    values = {"reason": reason, "unsubscribe_url": None, "unsubscribe_label": "", "settings_url": ""}
    if kind is None or kind in ALWAYS:  # a mail that cannot be turned off offers no unsubscribe
        return values, {}
    token = unsubscribe_token(user_id, kind, key)
    one_click = f"{mailer.site_url}/api/mail/unsubscribe/{token}"
    targets = [f"<{one_click}>"]
    if mailer.unsubscribe_mailto:
        targets.append(f"<mailto:{mailer.unsubscribe_mailto}?subject=unsubscribe%20{token}>")
    values.update(
        unsubscribe_url=f"{mailer.site_url}/unsubscribe/{token}",
        unsubscribe_label=f"Unsubscribe from {_lower_first(KINDS.get(kind, ALL).label)}",
        settings_url=f"{mailer.site_url}/settings#mail",
    )
    return values, {"List-Unsubscribe": ", ".join(targets), "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"}


async def send_mail(
    mailer: Mailer, user: User, key: str, template: str, subject: str, kind: str | None, reason: str, **values
) -> str:
    """Render and send one mail to the member; answers its Message-ID."""
    footer, headers = _footer(mailer, user.id, key, kind, reason)
    domain = urlsplit(mailer.site_url).hostname or "devnet.local"
    mail_id = make_msgid(domain=domain)
    headers["Message-ID"] = mail_id
    text, html = render(
        template,
        subject=subject,
        site_name=SITE_NAME,
        site_url=mailer.site_url,
        name=user.display_name or user.username,
        **footer,
        **values,
    )
    await mailer.outbox.send(values.get("address") or user.email, subject, text, html, headers)
    return mail_id


async def _actor_names(intents: list[MailIntent]) -> dict[int, str]:
    ids = {i.data.get("actor_id") for i in intents if i.data.get("actor_id")}
    rows = await User.filter(id__in=ids).values_list("id", "display_name", "username") if ids else []
    return {uid: display or username for uid, display, username in rows}


async def _still_wanted(intent: MailIntent, user: User, row: MailAccount, modes: dict[str, str], hidden: set) -> bool:
    """Whether a due intent is still to be mailed: the member wants the kind, the address is
    confirmed, the actor is not hidden from them, a message is still unread, a request pending."""
    if intent.kind == VERIFY_KIND:
        return intent.data.get("address") in (user.email, row.pending_email)
    if intent.kind == SECURITY_KIND or intent.kind in ALWAYS:
        return True
    if row.all_off or modes.get(intent.kind, OFF) == OFF or not is_verified(user, row):
        return False
    if intent.data.get("actor_id") in hidden:
        return False
    if intent.kind == "message":
        return await Message.filter(
            id=intent.data.get("message_id"), read_at__isnull=True, deleted_at__isnull=True, deleted_by_recipient=False
        ).exists()
    if intent.kind == "friend_request":
        return await Friendship.filter(id=intent.data.get("friendship_id"), status="pending").exists()
    if intent.notice_id is not None:
        from devnet_api.models.notifications import Notification

        return await Notification.filter(id=intent.notice_id).exists()
    return True


def _refs(intent: MailIntent) -> list[audience.Ref]:
    return [tuple(ref) for ref in intent.data.get("refs") or []]


async def _shown(user_id: int, intents: list[MailIntent], hidden: set[int]) -> dict[int, str]:
    """The audience rule at sending: of ``intents``, those whose items the member may see now and
    whose actor is active and not blocked or muted, each with the text it quotes now (by id)."""
    seen = await audience.visible(user_id, [ref for intent in intents for ref in _refs(intent)], hidden)
    actors = await audience.members_shown(user_id, {intent.data.get("actor_id") for intent in intents}, hidden)
    texts = {}
    for intent in intents:
        actor_id = intent.data.get("actor_id")
        if any(ref not in seen for ref in _refs(intent)) or (actor_id is not None and actor_id not in actors):
            continue
        quote = seen.get(tuple(intent.data.get("quote") or ()))
        # An intent written before the rule kept its excerpt: shown only while what it names is seen.
        text = quote.text if quote is not None else intent.data.get("text", intent.data.get("excerpt", ""))
        texts[intent.id] = " ".join(text.split())[:140]
    return texts


def _item(mailer: Mailer, intent: MailIntent, names: dict[int, str], excerpt: str) -> dict:
    kind = KINDS[intent.kind]
    actor = names.get(intent.data.get("actor_id"), "Someone")
    return {
        "text": kind.subject.format(actor=actor),
        "excerpt": excerpt,
        "url": _absolute(mailer.site_url, intent.data.get("link") or "/"),
        "action": kind.action,
    }


async def _claim(now: datetime, user_id: int | None = None) -> list[MailIntent]:
    """Take the due pending intents (at most BATCH) for this run: a concurrent run gets others."""
    await MailIntent.filter(status="sending", due_at__lt=now - STUCK).update(status="pending")  # a run that died
    query = MailIntent.filter(status="pending", due_at__lte=now)
    if user_id is not None:
        query = query.filter(user_id=user_id)
    ids = await query.order_by("id").limit(BATCH).values_list("id", flat=True)
    if not ids:
        return []
    claim = f"claim-{secrets.token_hex(8)}"
    await MailIntent.filter(id__in=ids, status="pending").update(status="sending", mail_id=claim, due_at=now)
    return await MailIntent.filter(mail_id=claim).order_by("id")


async def _mark(intents: list[MailIntent], **values) -> None:
    if intents:
        await MailIntent.filter(id__in=[i.id for i in intents]).update(**values)


async def _sent_this_hour(user_id: int, now: datetime) -> int:
    rows = await MailIntent.filter(
        user_id=user_id, status="sent", sent_at__gt=now - timedelta(hours=1), kind__not_in=(VERIFY_KIND, SECURITY_KIND)
    ).values_list("mail_id", flat=True)
    return len(set(rows))


async def deliver_due(mailer: Mailer, now: datetime | None = None) -> dict[str, int]:
    """Send the due intents (one run of the delivery job); answers how many mails went, how many
    intents were dropped, deferred by the hourly cap, failed and dead."""
    now = now or _now()
    stats = {"mails": 0, "dropped": 0, "deferred": 0, "failed": 0, "dead": 0}
    claimed = await _claim(now)
    by_user: dict[int, list[MailIntent]] = {}
    for intent in claimed:
        by_user.setdefault(intent.user_id, []).append(intent)
    names = await _actor_names(claimed)
    for user_id, intents in by_user.items():
        await _deliver_to(mailer, user_id, intents, names, now, stats)
    return stats


async def _deliver_to(
    mailer: Mailer, user_id: int, intents: list[MailIntent], names: dict[int, str], now: datetime, stats: dict
) -> None:
    user = await User.get_or_none(id=user_id, status=Status.ACTIVE)
    if user is None:
        await _mark(intents, status="dropped")
        stats["dropped"] += len(intents)
        return
    row = await account(user_id)
    modes = await modes_of(user_id)
    hidden = set(await blocks.hidden_author_ids(user_id))
    wanted, unwanted = [], []
    for intent in intents:
        (wanted if await _still_wanted(intent, user, row, modes, hidden) else unwanted).append(intent)
    texts = await _shown(user_id, [i for i in wanted if i.kind != VERIFY_KIND], hidden)
    unwanted += [i for i in wanted if i.kind != VERIFY_KIND and i.id not in texts]
    wanted = [i for i in wanted if i.kind == VERIFY_KIND or i.id in texts]
    await _mark(unwanted, status="dropped")
    stats["dropped"] += len(unwanted)
    verifications = [i for i in wanted if i.kind == VERIFY_KIND]
    for intent in (i for i in wanted if i.kind == SECURITY_KIND):
        await _send(mailer, [intent], stats, now, lambda intent=intent: _send_security(mailer, user, row, intent))
    notices = [i for i in wanted if i.kind not in (VERIFY_KIND, SECURITY_KIND)]
    for intent in verifications:
        address = intent.data["address"]
        await _send(
            mailer,
            [intent],
            stats,
            now,
            lambda address=address: send_mail(
                mailer,
                user,
                row.key,
                "verify",
                f"Confirm your address on {SITE_NAME}",
                None,
                f"You get this mail because this address was given for the {SITE_NAME} account @{user.username}.",
                address=address,
                verify_url=f"{mailer.site_url}/verify-email?token={verify_token(user.id, address, row.key)}",
            ),
        )
    room = mailer.hourly_cap - await _sent_this_hour(user_id, now)
    groups = [g for g in ([i for i in notices if not i.daily], [i for i in notices if i.daily]) if g]
    for group in groups:
        if room <= 0:
            # Over the hourly cap: they wait, batched into the next mail once the hour allows.
            await _mark(group, status="pending", mail_id=None, due_at=now + timedelta(minutes=10))
            stats["deferred"] += len(group)
            continue
        room -= 1
        items = [_item(mailer, i, names, texts[i.id]) for i in group]
        kinds = {i.kind for i in group}
        if group[0].daily:
            subject, heading = f"Your daily summary from {SITE_NAME}", "Here is what happened since yesterday:"
            kind, reason = (ALL.name if len(kinds) > 1 else next(iter(kinds))), SUMMARY_REASON
        elif len(group) == 1:
            subject, heading = items[0]["text"], items[0]["text"] + "."
            kind, reason = group[0].kind, KINDS[group[0].kind].reason
        else:
            subject, heading = f"{len(group)} new notifications on {SITE_NAME}", "Here is what happened:"
            kind = ALL.name if len(kinds) > 1 else next(iter(kinds))
            reason = "You get this mail because of your notification mail settings on DevNet."
        await _send(
            mailer,
            group,
            stats,
            now,
            lambda subject=subject, heading=heading, kind=kind, reason=reason, items=items: send_mail(
                mailer, user, row.key, "notices", subject, kind, reason, heading=heading, items=items
            ),
        )


async def security_notice(
    user_id: int, event: str, subject: str, text: str, address: str | None = None, connection=None
) -> None:
    """Queue a security notice (services.security) to the member's address, or to ``address`` (an
    old address): mailed whatever their settings, at once, never capped."""
    data = {"event": event, "subject": subject, "text": text}
    if address:
        data["address"] = address
    key = f"security:{user_id}:{event}:{secrets.token_hex(8)}"
    await intend(SECURITY_KIND, user_id, key, data, connection=connection, checked=False)


def _send_security(mailer: Mailer, user: User, row: MailAccount, intent: MailIntent):
    data = intent.data
    return send_mail(
        mailer,
        user,
        row.key,
        "security",
        data["subject"],
        None,
        SECURITY_REASON,
        address=data.get("address") or user.email,
        text=data["text"],
        sessions_url=f"{mailer.site_url}/settings#sessions",
        reset_url=f"{mailer.site_url}/auth/forgot-password",
    )


async def _send(mailer: Mailer, intents: list[MailIntent], stats: dict, now: datetime, send) -> None:
    try:
        mail_id = await send()
    except Exception as exc:  # the mail server refused or is away: retry with backoff, then dead
        log.warning("mail to member %s failed: %s", intents[0].user_id, exc)
        stats["failed"] += 1
        for intent in intents:
            attempts = intent.attempts + 1
            dead = attempts >= MAX_ATTEMPTS
            await MailIntent.filter(id=intent.id).update(
                status="dead" if dead else "pending",
                attempts=attempts,
                last_error=str(exc)[:255],
                mail_id=None,
                due_at=now + timedelta(minutes=2**attempts),
            )
            if dead:
                stats["dead"] += 1
                metrics.MAIL_DEAD_LETTERS.labels(intent.kind).inc()
        return
    await _mark(intents, status="sent", mail_id=mail_id, sent_at=now)
    metrics.MAILS_SENT.labels(intents[0].kind if len({i.kind for i in intents}) == 1 else "batch").inc()
    stats["mails"] += 1


async def dead_letters() -> int:
    """Intents that failed MAX_ATTEMPTS times (the metrics' gauge; `devnet mail status`)."""
    return await MailIntent.filter(status="dead").count()
