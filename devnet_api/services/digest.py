"""The weekly digest (docs/mail.md): the week's top threads, projects and posts in the tags a member
follows and from their friends, mailed once per member and week.

A week runs Monday 00:00 to Monday 00:00 UTC; its period is its ISO week (``2026-W47``). A run sends
the digest of the week that ended last. Each member's digest is one ``DigestRun`` row (unique per
member and period), written before the mail goes and claimed by one run at a time: a second run,
or two runs at once, send nobody a week twice; a run that died mid-way leaves its rows to the next
run (a row claimed more than ``STUCK`` ago is taken again). A member with nothing to read gets no
mail (the row says "skipped").
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tortoise.expressions import Q

from devnet_api.domain.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.mail import DigestRun, MailAccount
from devnet_api.services import blocks, follows, friends, kinds, mail

log = logging.getLogger("devnet.digest")
TOP = 5  # items per section
MEMBERS_PER_BATCH = 200
STUCK = timedelta(minutes=30)


@dataclass(frozen=True)
class Week:
    start: datetime
    end: datetime

    @property
    def period(self) -> str:
        year, week, _ = self.start.isocalendar()
        return f"{year}-W{week:02d}"


def last_week(now: datetime | None = None) -> Week:
    """The week (Monday to Monday, UTC) that ended last before ``now``."""
    now = now or datetime.now(UTC)
    monday = (now - timedelta(days=now.weekday())).replace(hour=0, minute=0, second=0, microsecond=0)
    return Week(monday - timedelta(days=7), monday)


def _in(kind: kinds.Kind, user_id: int, week: Week, tags: list[str]):
    """The week's items of ``kind`` the audience rule shows the member (visible to members, no block
    or mute between them) in their tags or from their friends, not their own."""
    mine = friends.friend_ids(user_id, "user_id")
    about = (Q(tag_rows__tag__in=tags) | mine) if tags else mine
    query = kind.visible().filter(created_at__gte=week.start, created_at__lt=week.end).filter(about)
    return blocks.without_hidden(query.exclude(user_id=user_id), user_id)


async def sections(user_id: int, site_url: str, week: Week) -> list[dict]:
    """The digest's sections (only those with something in them), read when it is sent."""
    tags = await follows.followed_tags(user_id)
    threads = await _in(kinds.THREAD, user_id, week, tags).distinct().order_by("-score", "-id").limit(TOP)
    projects = await _in(kinds.PROJECT, user_id, week, tags).distinct().order_by("-score", "-id").limit(TOP)
    posts = (
        await blocks.without_hidden(
            kinds.POST.visible()
            .filter(created_at__gte=week.start, created_at__lt=week.end)
            .filter(friends.friend_ids(user_id, "user_id")),
            user_id,
        )
        .order_by("-likes_count", "-id")
        .limit(TOP)
    )
    authors = {row.user_id for row in [*threads, *projects, *posts]}
    names = dict(await User.filter(id__in=authors).values_list("id", "username")) if authors else {}
    found = [
        ("Top threads", [(t.title, f"/threads/{t.id}", t.user_id) for t in threads]),
        ("Top projects", [(p.title, f"/projects/{p.id}", p.user_id) for p in projects]),
        ("Posts from your friends", [(_short(p.content), f"/feed#post-{p.id}", p.user_id) for p in posts]),
    ]
    return [
        {
            "title": title,
            "entries": [
                {"title": text, "url": f"{site_url}{link}", "by": f"@{names.get(by, '')}"} for text, link, by in items
            ],
        }
        for title, items in found
        if items
    ]


def _short(text: str) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= 100 else text[:99].rstrip() + "\u2026"


def heading(week: Week) -> str:
    return f"The week of {week.start:%B} {week.start.day} in your tags and among your friends:"


async def _wants_digest(user: User) -> MailAccount | None:
    row = await MailAccount.get_or_none(user_id=user.id)
    if row is None or row.all_off or not mail.is_verified(user, row):
        return None
    return row if (await mail.modes_of(user.id))["digest"] != mail.OFF else None


async def _claim(user_id: int, period: str, now: datetime) -> DigestRun | None:
    """This run's hold on the member's digest for the period, None when it is done or held."""
    await DigestRun.bulk_create([DigestRun(user_id=user_id, period=period)], ignore_conflicts=True)
    taken = await DigestRun.filter(
        Q(status="pending") | Q(status="sending", claimed_at__lt=now - STUCK), user_id=user_id, period=period
    ).update(status="sending", claimed_at=now)
    return await DigestRun.get(user_id=user_id, period=period) if taken else None


async def send_one(mailer: mail.Mailer, user: User, week: Week, now: datetime) -> str:
    """The member's digest for ``week``: "sent", "skipped" (nothing to read), "done" (already)."""
    row = await _wants_digest(user)
    if row is None:
        return "off"
    run = await _claim(user.id, week.period, now)
    if run is None:
        return "done"
    found = await sections(user.id, mailer.site_url, week)
    if not found:
        await DigestRun.filter(id=run.id).update(status="skipped")
        return "skipped"
    await mail.send_mail(
        mailer,
        user,
        row.key,
        "digest",
        f"Your week on {mail.SITE_NAME}",
        "digest",
        mail.KINDS["digest"].reason,
        heading=heading(week),
        sections=found,
    )
    await DigestRun.filter(id=run.id).update(status="sent", sent_at=now, items=sum(len(s["entries"]) for s in found))
    return "sent"


async def send_all(mailer: mail.Mailer, now: datetime | None = None) -> dict[str, int]:
    """Every member's digest of the week that ended (the weekly job; `devnet mail digest`)."""
    now = now or datetime.now(UTC)
    week = last_week(now)
    counts = {"sent": 0, "skipped": 0, "done": 0, "off": 0, "failed": 0}
    after = 0
    while True:
        members = (
            await User.filter(status=Status.ACTIVE, id__gt=after, mail_account__all_off=False)
            .order_by("id")
            .limit(MEMBERS_PER_BATCH)
        )
        if not members:
            break
        for user in members:
            try:
                counts[await send_one(mailer, user, week, now)] += 1
            except OSError as exc:  # the mail server: the row goes back to pending for the next run
                log.warning("digest to member %s failed: %s", user.id, exc)
                await DigestRun.filter(user_id=user.id, period=week.period).update(status="pending")
                counts["failed"] += 1
        after = members[-1].id
    return counts


async def preview(username: str, site_url: str, now: datetime | None = None) -> tuple[str, str]:
    """The text of a member's digest of the week that ended, as it would be mailed (nothing is
    written); the period. For `devnet mail preview-digest USER`."""
    user = await User.get_or_none(username_key=username.lower(), status=Status.ACTIVE)
    if user is None:
        raise NotFound("User not found")
    week = last_week(now)
    found = await sections(user.id, site_url, week)
    if not found:
        return f"@{user.username} has nothing in the digest of {week.period}: no mail would be sent.\n", week.period
    text, _ = mail.render(
        "digest",
        subject=f"Your week on {mail.SITE_NAME}",
        site_name=mail.SITE_NAME,
        site_url=site_url,
        name=user.display_name or user.username,
        heading=heading(week),
        sections=found,
        reason=mail.KINDS["digest"].reason,
        unsubscribe_url=None,
        unsubscribe_label="",
        settings_url="",
    )
    return text, week.period
