"""Notifications (DESIGN.md's notifications seam): one registry of kinds, one ``notify`` that writes a
notice in the caller's transaction, and the live ``notification`` event that follows it.

A kind says what happened (its text), who gets it (its recipient rule, applied by the event helpers
below: ``mentions``, ``replied``, ``liked``, ``voted``, ``friend_accepted``), whether notices of it
are grouped per target ("Ada and 4 others liked your post") and which preference turns it off.
``notify`` never notifies a member of their own action, a member who turned the kind off, a
suspended member, or a member who blocked or muted the actor or is blocked by them.

Live events: ``notify`` records each notice it writes on the unit of work
(``devnet_api.realtime.collector.record_notice``); once the unit is done (its transactions
committed), whoever ran it (an API request, the CLI, a task) publishes the recipient's new unread
count (``notification``) and hands the notices to the after-commit hooks. A notice whose transaction
rolls back is neither announced nor handed on. See docs/notifications.md and docs/realtime.md.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime

from tortoise.expressions import Q
from tortoise.models import Model

from devnet_api.db.pagination import Order, Page, paginate
from devnet_api.domain.errors import InvalidInput, NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.notifications import Notification, NotificationPreference
from devnet_api.realtime.collector import record_notice
from devnet_api.services import audience, blocks, follows, kinds, mail
from devnet_api.services.markup import MAX_MENTIONS, mentioned_names

NOT_FOUND = "Notification not found"
UNKNOWN_KIND = "Unknown notification kind"
NEWEST_FIRST = Order(("id",))
# A grouped notice remembers this many distinct actors, so liking, unliking and liking again is no
# news; past it (an unread notice of a thousand likers) a returning actor may be counted again.
KNOWN_ACTORS = 1000
MENTIONS_SHOWN = 8  # the composer's suggestions
FORGET_BATCH = 1000  # ids per statement when forgetting many (bound parameters stay few)
EXCERPT = 140
UNREAD_COUNTED = 1000  # the unread notices the count reads (the bell shows "99+" long before)


@dataclass(frozen=True)
class NoticeKind:
    """A kind of notice: its wire name (also its preference key), the preference's label, what
    the notice says after the actor's name (``{target}``: "your post", "a thread"), whether its
    notices are grouped per target, and who receives it (the rule the event helper applies)."""

    name: str
    label: str
    phrase: str
    recipient_rule: str
    grouped: bool = False
    configurable: bool = True  # members may turn it off in settings


KINDS: dict[str, NoticeKind] = {
    kind.name: kind
    for kind in (
        NoticeKind(
            "mention",
            "Mentions of you (@username)",
            "mentioned you in {target}",
            "each member named as @username in a thread, post, comment or message (a message: only its recipient)",
        ),
        NoticeKind(
            "reply",
            "Replies to your threads, projects and posts",
            "replied to {target}",
            "the owner of the thread, project or post a comment is under; the author of the comment a reply answers",
        ),
        NoticeKind("like", "Likes on your posts", "liked {target}", "the post's author", grouped=True),
        NoticeKind("vote", "Upvotes on your threads and projects", "upvoted {target}", "the owner", grouped=True),
        NoticeKind(
            "friend_accepted",
            "Accepted friend requests",
            "accepted your friend request",
            "the member who asked",
        ),
        NoticeKind(
            "watch",
            "New comments on threads you watch",
            "commented on a thread you watch",
            "each member watching the thread (its author and commenters by default), except the commenter and"
            " whoever a mention or reply of the same comment already told",
            grouped=True,
        ),
        NoticeKind(
            "export_ready",
            "Your data export is ready",
            "Your data export is ready",
            "the member who asked for the export",
            configurable=False,  # they asked for it: the notice is the answer
        ),
        NoticeKind(
            "new_sign_in",
            "New sign-ins to your account",
            "New sign-in to your account",
            "the member, when they sign in from a browser, system and network not seen for 90 days",
            configurable=False,  # a security notice: it cannot be turned off
        ),
    )
}

# Where a new-sign-in notice leads: the sessions list, where the member can end that session.
SESSIONS_LINK = "/settings#sessions"

# How a notice names its target, by the kind of the target: (as a place, as the recipient's own).
TARGET_WORDS = {
    "thread": ("a thread", "your thread"),
    "project": ("a project", "your project"),
    "post": ("a post", "your post"),
    "comment": ("a comment", "your comment"),
    "message": ("a message", "your message"),
}


def kind_of(name: str) -> NoticeKind:
    kind = KINDS.get(name)
    if kind is None:
        raise LookupError(f"no notification kind {name!r}")
    return kind


def text_of(notice: Notification, actor_name: str | None) -> str:
    """What the notice says: "Ada liked your post", "Ada and 4 others liked your post"."""
    kind = KINDS.get(notice.kind)
    if kind is None:
        return "Something happened"
    if notice.actor_id is None or not actor_name:
        return kind.phrase
    place, own = TARGET_WORDS.get(notice.target_kind, ("it", "it"))
    target = place if notice.kind == "mention" else own
    who = actor_name
    others = notice.actor_count - 1
    if kind.grouped and others > 0:
        who = f"{actor_name} and {others} {'other' if others == 1 else 'others'}"
    return f"{who} {kind.phrase.format(target=target)}"


# --- targets -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Target:
    """What a notice is about: its kind and id, where it leads and a short text to show."""

    kind: str
    id: int | None
    link: str
    excerpt: str = ""
    quote: tuple[str, int] | None = None  # what ``excerpt`` quotes, when not the target itself


def _excerpt(text: str | None) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1].rstrip() + "\u2026"


def target_of(row: Model, parent: tuple[str, int] | None = None) -> Target:
    """The target a content row makes: a thread, project, post, comment (under its parent) or message."""
    if isinstance(row, kinds.THREAD.model):
        return Target("thread", row.id, f"/threads/{row.id}", _excerpt(row.title))
    if isinstance(row, kinds.PROJECT.model):
        return Target("project", row.id, f"/projects/{row.id}", _excerpt(row.title))
    if isinstance(row, kinds.POST.model):
        return Target("post", row.id, f"/feed#post-{row.id}", _excerpt(row.content))
    if isinstance(row, kinds.COMMENT.model):
        kind, parent_id = parent or _parent_of(row)
        base = f"/feed#post-{parent_id}" if kind == "post" else f"/{kind}s/{parent_id}#comment-{row.id}"
        return Target("comment", row.id, base, _excerpt(row.body))
    if isinstance(row, kinds.MESSAGE.model):
        return Target("message", row.id, f"/messages/{row.sender_id}", _excerpt(row.subject or row.body))
    raise LookupError(f"{type(row).__name__} is no notification target")


def _parent_of(comment) -> tuple[str, int]:
    kind, parent_id = kinds.parent_of(comment)
    return kind.name, parent_id


# --- live events ---------------------------------------------------------------------------------


async def shown(recipient_id: int, notices: list[Notification], actors: dict[int, User] | None = None) -> list:
    """Of ``notices``, those the audience rule lets their recipient see now (what they name can be
    seen, their actor is active and not blocked or muted), each quoting the current text.
    ``actors``: the notices' actors by id, when the caller read them (their status included)."""
    hidden = await blocks.hidden_author_ids(recipient_id)
    seen = await audience.visible(recipient_id, [ref for notice in notices for ref in audience.refs_of(notice)], hidden)
    if actors is None:
        told = await audience.members_shown(recipient_id, {notice.actor_id for notice in notices}, hidden)
    else:
        told = {i for i, actor in actors.items() if actor.status == Status.ACTIVE} - hidden
    found = []
    for notice in notices:
        if any(ref not in seen for ref in audience.refs_of(notice)):
            continue
        if notice.actor_id is not None and notice.actor_id not in told:
            continue
        quote = seen.get(audience.quoted_by(notice))
        if quote is not None:
            notice.excerpt = _excerpt(quote.text)
        found.append(notice)
    return found


async def unread_count(user_id: int) -> int:
    """The member's unread notices the audience rule shows now (the newest UNREAD_COUNTED)."""
    unread = (
        await Notification.filter(recipient_id=user_id, read_at__isnull=True)
        .order_by("-id")
        .limit(UNREAD_COUNTED)
        .only("id", "actor_id", "target_kind", "target_id", "quote_kind", "quote_id")
    )
    return len(await shown(user_id, unread)) if unread else 0


# --- writing notices -----------------------------------------------------------------------------


async def is_enabled(user_id: int, kind_name: str) -> bool:
    if not kind_of(kind_name).configurable:
        return True
    return not await NotificationPreference.filter(user_id=user_id, kind=kind_name, enabled=False).exists()


async def notify(
    kind_name: str,
    recipient_id: int,
    actor_id: int | None,
    target: Target | None = None,
    connection=None,
) -> Notification | None:
    """Write a notice for ``recipient_id`` (in the caller's transaction: ``connection``, or the one
    the caller's ``transaction`` opened) and record it for after commit (its live event, its
    hooks). None when nobody is to be told: the actor is the recipient, the recipient turned the
    kind off, is suspended, or blocks the actor.
    A grouped kind adds the actor to the unread notice of the same target (once per actor)."""
    kind = kind_of(kind_name)
    if actor_id is not None and actor_id == recipient_id:
        return None
    if not await User.filter(id=recipient_id, status=Status.ACTIVE).using_db(connection).exists():
        return None
    # No notice when the recipient blocked or muted the actor, or the actor blocked them.
    if actor_id is not None and actor_id in await blocks.hidden_author_ids(recipient_id):
        return None
    if kind.configurable and (
        await NotificationPreference.filter(user_id=recipient_id, kind=kind.name, enabled=False)
        .using_db(connection)
        .exists()
    ):
        return None
    target = target or Target("", None, "")
    actors = [actor_id] if actor_id is not None else []
    count = 1
    if kind.grouped:
        group = (
            await Notification.filter(
                recipient_id=recipient_id,
                kind=kind.name,
                target_kind=target.kind,
                target_id=target.id,
                read_at__isnull=True,
            )
            .using_db(connection)
            .select_for_update()
            .first()
        )
        if group is not None:
            if actor_id in group.actor_ids:
                return group  # the same member again (liked, unliked, liked): no news
            actors = [actor_id, *group.actor_ids][:KNOWN_ACTORS]
            count = group.actor_count + 1
            # Written again so it moves to the top of the list (the list is newest id first).
            await Notification.filter(id=group.id).using_db(connection).delete()
    notice = await Notification.create(
        recipient_id=recipient_id,
        kind=kind.name,
        actor_id=actor_id,
        actor_ids=actors,
        actor_count=count,
        target_kind=target.kind,
        target_id=target.id,
        link=target.link[:255],
        excerpt=target.excerpt[:EXCERPT],
        quote_kind=target.quote[0] if target.quote else target.kind,
        quote_id=target.quote[1] if target.quote else target.id,
        using_db=connection,
    )
    await mail.notice_written(notice, connection)  # its mail, if the kind is mailed: same transaction
    record_notice(notice)
    return notice


# --- mentions ------------------------------------------------------------------------------------


async def notify_mentions(
    text: str,
    actor_id: int,
    target: Model | Target,
    only: Iterable[int] | None = None,
    connection=None,
) -> set[int]:
    """Notify each active member ``text`` mentions of a mention in ``target`` (a content row or a
    Target), except those already notified of a mention there (so an edit notifies only the newly
    mentioned) and the author; at most MAX_MENTIONS members are ever notified of one target, however
    often it is edited. ``only``: the members who may see the target (a message's recipient).
    Returns the ids notified."""
    names = mentioned_names(text)
    if not names:
        return set()
    target = target if isinstance(target, Target) else target_of(target)
    members = (
        await User.filter(username_key__in=names, status=Status.ACTIVE)
        .using_db(connection)
        .values_list("id", flat=True)
    )
    allowed = set(only) if only is not None else None
    candidates = [m for m in members if m != actor_id and (allowed is None or m in allowed)]
    if not candidates:
        return set()
    # Everyone told of a mention here before, by any version of the text: they count toward the cap.
    told_before = set(
        await Notification.filter(kind="mention", target_kind=target.kind, target_id=target.id)
        .using_db(connection)
        .values_list("recipient_id", flat=True)
    )
    notified: set[int] = set()
    for member_id in candidates:
        if len(told_before) + len(notified) >= MAX_MENTIONS:
            break
        if member_id not in told_before and await notify("mention", member_id, actor_id, target, connection):
            notified.add(member_id)
    return notified


async def mention_suggestions(viewer_id: int, prefix: str) -> list[User]:
    """Up to MENTIONS_SHOWN active members whose username (or name) starts with ``prefix``, the
    username matches first; the viewer is left out."""
    prefix = prefix.strip().lstrip("@")[:30]
    if not prefix or not re.fullmatch(r"[A-Za-z0-9_-]+", prefix):
        return []
    query = User.filter(status=Status.ACTIVE).exclude(id=viewer_id).only(*kinds.PUBLIC_USER_FIELDS)
    query = blocks.without_hidden(query, viewer_id, "id", muted=False)  # not who is blocked either way
    by_username = (
        await query.filter(username_key__startswith=prefix.lower()).order_by("username_key").limit(MENTIONS_SHOWN)
    )
    if len(by_username) < MENTIONS_SHOWN:
        seen = [u.id for u in by_username]
        by_name = (
            await query.filter(display_name__istartswith=prefix)
            .exclude(id__in=seen or [0])
            .order_by("username_key")
            .limit(MENTIONS_SHOWN - len(by_username))
        )
        by_username += by_name
    return by_username


async def by_username(username: str) -> User:
    """The active member called ``username`` (any case): where an @mention leads."""
    user = (
        await User.filter(username_key=username.lower(), status=Status.ACTIVE).only(*kinds.PUBLIC_USER_FIELDS).first()
        if len(username) <= 30
        else None
    )
    if user is None:
        raise NotFound("User not found")
    return user


# --- events: who is told of what ----------------------------------------------------------------


async def replied(comment, parent_kind: str, parent_id: int, answered=None) -> None:
    """A new comment: the mentioned members, then the author of the comment it answers (a reply to
    a comment: "replied to your comment"), then the owner of what it is under (a reply), then, on a
    thread, its watchers ("watch"), each unless already told of it. Call inside the comment's
    transaction."""
    target = target_of(comment, (parent_kind, parent_id))
    mentioned = await notify_mentions(comment.body, comment.user_id, target)
    told = set(mentioned)
    if answered is not None and answered.user_id not in told:
        await notify(
            "reply",
            answered.user_id,
            comment.user_id,
            Target("comment", answered.id, target.link, target.excerpt, ("comment", comment.id)),
        )
        told.add(answered.user_id)
    parent_kind_entry = kinds.kind_of(parent_kind)
    parent = await parent_kind_entry.model.get_or_none(id=parent_id)
    if parent is None:
        return
    place = target_of(parent)
    about = Target(place.kind, place.id, target.link, target.excerpt, ("comment", comment.id))
    if parent.user_id not in told:
        await notify("reply", parent.user_id, comment.user_id, about)
    # The thread's owner hears of it as a reply (above) even when they turned replies off: never twice.
    told.add(parent.user_id)
    if parent_kind_entry is kinds.THREAD:
        await notify_watchers(comment.user_id, about, told)


async def notify_watchers(actor_id: int, about: Target, told: set[int]) -> set[int]:
    """A new comment on a watched thread (``about``: the thread, quoting the comment): one grouped
    "watch" notice for each active watcher, except the commenter, those in ``told``, those who
    turned the kind off and those a block or mute hides the commenter from (``notify``'s rules, read
    for all watchers at once: a fixed number of statements, however many watch). Returns who."""
    kind = KINDS["watch"]
    candidates = await follows.watcher_ids(about.id) - told - {actor_id}
    if candidates:
        candidates = set(await User.filter(id__in=candidates, status=Status.ACTIVE).values_list("id", flat=True))
    if candidates:
        candidates -= set(
            await NotificationPreference.filter(user_id__in=candidates, kind=kind.name, enabled=False).values_list(
                "user_id", flat=True
            )
        )
    candidates -= await blocks.hidden_from(actor_id)
    if not candidates:
        return set()
    groups = {
        notice.recipient_id: notice
        for notice in await Notification.filter(
            recipient_id__in=candidates,
            kind=kind.name,
            target_kind=about.kind,
            target_id=about.id,
            read_at__isnull=True,
        ).select_for_update()
    }
    if groups:  # written again below, so they move to the top of the list (newest id first)
        await Notification.filter(id__in=[notice.id for notice in groups.values()]).delete()
    notices = []
    for recipient_id in sorted(candidates):
        group = groups.get(recipient_id)
        actors = [actor_id]
        if group is not None:
            actors += [a for a in group.actor_ids if a != actor_id]
        notices.append(
            Notification(
                recipient_id=recipient_id,
                kind=kind.name,
                actor_id=actor_id,
                actor_ids=actors[:KNOWN_ACTORS],
                actor_count=group.actor_count + (actor_id not in group.actor_ids) if group else 1,
                target_kind=about.kind,
                target_id=about.id,
                link=about.link[:255],
                excerpt=about.excerpt[:EXCERPT],
                quote_kind=about.quote[0] if about.quote else about.kind,
                quote_id=about.quote[1] if about.quote else about.id,
            )
        )
    await Notification.bulk_create(notices)
    for notice in notices:
        record_notice(notice)
        # its mail, if the watcher gets "watch" by mail: once per comment and watcher, same transaction
        await mail.intend(
            kind.name,
            notice.recipient_id,
            f"watch:{notice.quote_kind}:{notice.quote_id}:{notice.recipient_id}",
            mail.notice_data(notice),
        )
    return candidates


async def liked(post, actor_id: int) -> None:
    await notify("like", post.user_id, actor_id, target_of(post))


async def voted(row, actor_id: int) -> None:
    await notify("vote", row.user_id, actor_id, target_of(row))


async def friend_accepted(requester_id: int, addressee_id: int) -> None:
    await notify(
        "friend_accepted", requester_id, addressee_id, Target("user", addressee_id, f"/profile/{addressee_id}")
    )


async def export_ready(user_id: int, download_link: str, connection=None) -> Notification | None:
    """ "Your data export is ready", leading to the download (for the account export task)."""
    return await notify("export_ready", user_id, None, Target("export", None, download_link), connection)


async def new_sign_in(user_id: int, device: str, network: str, connection=None) -> Notification | None:
    """ "New sign-in to your account" (``device``: "Firefox 128 on Windows 10", and the network), leading
    to the sessions list. The one place a new-device sign-in is recorded: a mail of it, when mail
    notices exist, is sent from here too."""
    excerpt = f"{device}, from network {network}" if network else device
    return await notify("new_sign_in", user_id, None, Target("session", None, SESSIONS_LINK, excerpt), connection)


def _quoting(kind: str, ids: list[int]) -> Q:
    """Notices whose excerpt quotes one of ``ids`` of ``kind`` (a notice written before quotes
    were recorded quotes its target, unless it is a reply)."""
    return Q(quote_kind=kind, quote_id__in=ids) | Q(
        Q(quote_kind__isnull=True, target_kind=kind, target_id__in=ids) & ~Q(kind="reply")
    )


async def forget(target_kind: str, target_id: int, connection=None) -> int:
    """Remove the notices about something that is gone (a deleted post, comment, thread, project,
    or a message deleted for everyone), and those quoting it (a reply quotes its comment): they
    would lead nowhere and keep its text. Call in the deletion's transaction; how many went."""
    return await forget_all(target_kind, [target_id], connection)


async def forget_all(target_kind: str, target_ids: list[int], connection=None) -> int:
    """``forget`` for many of one kind (the comments under a deleted thread, project or post)."""
    gone = 0
    for start in range(0, len(target_ids), FORGET_BATCH):
        ids = target_ids[start : start + FORGET_BATCH]
        gone += (
            await Notification.filter(Q(target_kind=target_kind, target_id__in=ids) | _quoting(target_kind, ids))
            .using_db(connection)
            .delete()
        )
    return gone


async def requote(row: Model, connection=None) -> int:
    """An edit: the notices quoting ``row`` (its mentions, likes and votes; the reply a comment
    made) show its new text, not the one it replaced. Call in the edit's transaction."""
    target = target_of(row, _parent_of(row) if isinstance(row, kinds.COMMENT.model) else None)
    return (
        await Notification.filter(_quoting(target.kind, [target.id]))
        .using_db(connection)
        .update(excerpt=target.excerpt[:EXCERPT])
    )


# --- reading and marking -------------------------------------------------------------------------


async def list_for(user_id: int, limit: int, cursor: str | None) -> Page:
    """A page of the member's notices, newest first, each with its newest actor (one query for all):
    those the audience rule shows now, quoting the current text (a notice of something hidden,
    deleted or blocked since is left out of the page)."""
    page = await paginate(Notification.filter(recipient_id=user_id), NEWEST_FIRST, limit, cursor)
    actor_ids = {n.actor_id for n in page.items if n.actor_id is not None}
    columns = (*kinds.PUBLIC_USER_FIELDS, "status")
    actors = {u.id: u for u in await User.filter(id__in=actor_ids).only(*columns)} if actor_ids else {}
    page.items = await shown(user_id, page.items, actors)
    for notice in page.items:
        notice.actor_user = actors.get(notice.actor_id)
    return page


async def mark_read(user_id: int, notification_id: int) -> Notification:
    """Mark one of the member's notices read (again: no change); another's is not found."""
    if notification_id > kinds.MAX_ID:
        raise NotFound(NOT_FOUND)
    notice = await Notification.get_or_none(id=notification_id, recipient_id=user_id)
    if notice is None:
        raise NotFound(NOT_FOUND)
    if notice.read_at is None:
        notice.read_at = datetime.now(UTC)
        await Notification.filter(id=notice.id, read_at__isnull=True).update(read_at=notice.read_at)
    return notice


async def mark_all_read(user_id: int) -> int:
    """Mark every unread notice of the member read; how many were."""
    return await Notification.filter(recipient_id=user_id, read_at__isnull=True).update(read_at=datetime.now(UTC))


# --- preferences ---------------------------------------------------------------------------------


async def preferences(user_id: int) -> list[dict]:
    """Every kind a member may turn off, in the registry's order, with whether it is on."""
    off = set(await NotificationPreference.filter(user_id=user_id, enabled=False).values_list("kind", flat=True))
    return [
        {"kind": kind.name, "label": kind.label, "enabled": kind.name not in off}
        for kind in KINDS.values()
        if kind.configurable
    ]


async def set_preferences(user_id: int, changes: dict[str, bool]) -> list[dict]:
    """Turn kinds on or off (the kinds named; others keep their setting)."""
    for name in changes:
        kind = KINDS.get(name)
        if kind is None or not kind.configurable:
            raise InvalidInput.field(name, UNKNOWN_KIND)
    for name, enabled in changes.items():
        if enabled:
            await NotificationPreference.filter(user_id=user_id, kind=name).delete()
        else:
            await NotificationPreference.update_or_create(
                defaults={"enabled": False},
                user_id=user_id,
                kind=name,
            )
    return await preferences(user_id)
