"""Block and mute: members in control of whom they see and who may reach them (docs/safety.md).

- A block is mutual in effect: blocker and blocked are hidden from each other in every list
  (feed, comments, threads, projects, directory, discover, trending, search) and in live events,
  and neither can message, befriend, comment on, like or vote on the other. Blocking ends their
  friendship and any pending request, both ways. Pages opened by address (a thread, a project, a
  profile) stay open: a block closes nothing else.
- A mute is one-sided and silent: only the muter stops seeing the muted member's posts, threads
  and comments in lists and live events (the member themself still shows in people lists, and
  their projects in the showcase).

Lists apply ``without_hidden`` (NOT IN subqueries inside the list's own statement: no extra query
and no id list in memory), or ``hidden_sql`` in a hand-written statement; code that needs the ids
themselves (search, notifications) calls ``hidden_author_ids`` (posts, threads, comments) or
``blocked_ids`` (people, projects).
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime

from tortoise.exceptions import IntegrityError
from tortoise.expressions import Q, Subquery
from tortoise.models import Model
from tortoise.queryset import QuerySet

from devnet_api.domain.errors import Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.social import Block, Friendship, FriendshipStatus, Mute
from devnet_api.realtime.collector import transaction
from devnet_api.services.kinds import MAX_ID, PUBLIC_USER_FIELDS, USER

BLOCKED, MUTED = "blocked", "muted"
BLOCK_SELF = "You cannot block yourself"
MUTE_SELF = "You cannot mute yourself"
# What the member who is refused reads. The blocked member learns only what the refusal says;
# the blocker is told why, and how to undo it.
MESSAGE_REFUSED = "You cannot message this member"
MESSAGE_REFUSED_BLOCKER = "You have blocked this member. Unblock them to send a message"
REQUEST_REFUSED = "You cannot send a friend request to this member"
REQUEST_REFUSED_BLOCKER = "You have blocked this member. Unblock them to send a friend request"
INTERACTION_REFUSED = "You cannot interact with this member's content"
INTERACTION_REFUSED_BLOCKER = "You have blocked this member. Unblock them to interact with their content"
MAX_LISTED = 500  # each kind in the settings list; a bounded list like friend requests

MESSAGE = (MESSAGE_REFUSED, MESSAGE_REFUSED_BLOCKER)
REQUEST = (REQUEST_REFUSED, REQUEST_REFUSED_BLOCKER)
INTERACTION = (INTERACTION_REFUSED, INTERACTION_REFUSED_BLOCKER)


@dataclass
class Relation:
    """How the viewer stands with another member: whether the viewer blocked and muted them."""

    is_blocked: bool
    is_muted: bool


@dataclass
class Entry:
    """One row of the settings list: a member the owner blocked or muted, and since when."""

    kind: str
    user: User
    created_at: datetime


def _id(member) -> int:
    return member if isinstance(member, int) else member.id


# --- the actions --------------------------------------------------------------------------------


async def _target(actor_id: int, target_id: int, to_self: str | None = None) -> None:
    if to_self and target_id == actor_id:
        # Under the path's name, as the friend request's ``addresseeId`` (tests/contract/hooks.py).
        raise InvalidInput.field("id", to_self)
    # 404 for a member who does not exist or is suspended (services.users.get, which imports the
    # content services that import this module).
    if target_id > MAX_ID or not await User.filter(id=target_id, status=Status.ACTIVE).exists():
        raise NotFound(USER.not_found)


async def _create_once(model: type[Model], **pair) -> None:
    if not await model.filter(**pair).exists():
        # A double click may race past the check: the unique pair then already holds it.
        with contextlib.suppress(IntegrityError):
            await model.create(**pair)


async def _block_once(actor_id: int, target_id: int) -> None:
    async with transaction():
        if not await Block.filter(blocker_id=actor_id, blocked_id=target_id).exists():
            await Block.create(blocker_id=actor_id, blocked_id=target_id)
        await Friendship.filter(
            pair=Friendship.pair_of(actor_id, target_id),
            status__in=(FriendshipStatus.PENDING, FriendshipStatus.ACCEPTED),
        ).delete()


async def block(actor, target_id: int) -> Relation:
    """``actor`` blocks ``target_id``; blocking again changes nothing. Their friendship and any
    pending request between them (either way) end in the same transaction. A declined request
    stays declined, so unblocking later does not reopen it."""
    actor_id = _id(actor)
    await _target(actor_id, target_id, BLOCK_SELF)
    try:
        await _block_once(actor_id, target_id)
    except IntegrityError:
        # Two blocks of one pair raced past the check; the unique pair decided. Once more.
        await _block_once(actor_id, target_id)
    return await relation(actor_id, target_id)


async def unblock(actor, target_id: int) -> Relation:
    """Lift ``actor``'s block of ``target_id`` (nothing to lift changes nothing). A friendship
    ended by the block does not come back."""
    actor_id = _id(actor)
    await _target(actor_id, target_id)  # oneself: there is nothing to lift
    await Block.filter(blocker_id=actor_id, blocked_id=target_id).delete()
    return await relation(actor_id, target_id)


async def mute(actor, target_id: int) -> Relation:
    """``actor`` mutes ``target_id``; the muted member is not told and nothing changes for them."""
    actor_id = _id(actor)
    await _target(actor_id, target_id, MUTE_SELF)
    await _create_once(Mute, muter_id=actor_id, muted_id=target_id)
    return await relation(actor_id, target_id)


async def unmute(actor, target_id: int) -> Relation:
    actor_id = _id(actor)
    await _target(actor_id, target_id)
    await Mute.filter(muter_id=actor_id, muted_id=target_id).delete()
    return await relation(actor_id, target_id)


# --- questions ----------------------------------------------------------------------------------


async def relation(viewer_id: int, user_id: int) -> Relation:
    """Whether ``viewer_id`` blocked and muted ``user_id`` (never whether they are blocked by them)."""
    return Relation(
        is_blocked=await Block.filter(blocker_id=viewer_id, blocked_id=user_id).exists(),
        is_muted=await Mute.filter(muter_id=viewer_id, muted_id=user_id).exists(),
    )


def _between(a_id: int, b_id: int) -> QuerySet:
    return Block.filter(Q(blocker_id=a_id, blocked_id=b_id) | Q(blocker_id=b_id, blocked_id=a_id))


async def is_blocked(a_id: int, b_id: int) -> bool:
    """Whether either of the two blocked the other."""
    return await _between(a_id, b_id).exists()


async def blocked_ids(user_id: int) -> set[int]:
    """Everyone ``user_id`` blocked or was blocked by (one query)."""
    rows = await Block.filter(Q(blocker_id=user_id) | Q(blocked_id=user_id)).values_list("blocker_id", "blocked_id")
    return {blocked if blocker == user_id else blocker for blocker, blocked in rows}


async def hidden_author_ids(viewer_id: int | None) -> set[int]:
    """Whose content ``viewer_id`` does not see: blocked either way, and muted by the viewer.
    Empty for an anonymous viewer."""
    if viewer_id is None:
        return set()
    muted = await Mute.filter(muter_id=viewer_id).values_list("muted_id", flat=True)
    return await blocked_ids(viewer_id) | set(muted)


async def hidden_from(author_id: int) -> set[int]:
    """Who must not receive ``author_id``'s content live: blocked either way, and their muters."""
    muters = await Mute.filter(muted_id=author_id).values_list("muter_id", flat=True)
    return await blocked_ids(author_id) | set(muters)


def without_hidden(query: QuerySet, viewer_id: int | None, field: str = "user_id", muted: bool = True) -> QuerySet:
    """``query`` without rows whose ``field`` (an author's id, or ``id`` for members) is hidden from
    ``viewer_id``: NOT IN subqueries in the same statement. Blocks either way always; the viewer's
    mutes too unless ``muted`` is False (a mute hides posts, threads and comments, not people or
    projects). Unchanged for an anonymous viewer."""
    if viewer_id is None:
        return query
    query = query.filter(
        **{f"{field}__not_in": Subquery(Block.filter(blocker_id=viewer_id).values("blocked_id"))}
    ).filter(**{f"{field}__not_in": Subquery(Block.filter(blocked_id=viewer_id).values("blocker_id"))})
    if muted:
        query = query.filter(**{f"{field}__not_in": Subquery(Mute.filter(muter_id=viewer_id).values("muted_id"))})
    return query


def hidden_sql(column: str, muted: bool = True, viewer: str = ":viewer") -> str:
    """``without_hidden`` for a hand-written statement (devnet_api.db.sql): the condition that
    ``column`` (an author's or member's id) is not hidden from the viewer named by the parameter
    ``viewer``: blocks either way, and the viewer's mutes unless ``muted`` is False. A NULL viewer
    (a visitor) matches no block or mute row, so it hides nothing. The one SQL spelling of the
    rule: every statement that needs it takes it from here."""
    condition = (
        f'{column} NOT IN (SELECT blocked_id FROM "blocks" WHERE blocker_id = {viewer})'
        f' AND {column} NOT IN (SELECT blocker_id FROM "blocks" WHERE blocked_id = {viewer})'
    )
    if muted:
        condition += f' AND {column} NOT IN (SELECT muted_id FROM "mutes" WHERE muter_id = {viewer})'
    return condition


async def refuse_if_blocked(actor_id: int, other_id: int, texts: tuple[str, str]) -> None:
    """A 403 when a block stands between the two: ``texts`` is (what the blocked member reads,
    what the blocker reads), e.g. ``MESSAGE``."""
    blockers = await _between(actor_id, other_id).values_list("blocker_id", flat=True)
    if blockers:
        raise Forbidden(texts[1] if actor_id in blockers else texts[0])


async def listed(owner_id: int) -> list[Entry]:
    """The members ``owner_id`` blocked or muted (a member both blocked and muted appears twice,
    once per kind), newest first: three queries whatever the length."""
    blocks = await (
        Block.filter(blocker_id=owner_id).order_by("-id").limit(MAX_LISTED).values_list("blocked_id", "created_at")
    )
    mutes = await Mute.filter(muter_id=owner_id).order_by("-id").limit(MAX_LISTED).values_list("muted_id", "created_at")
    ids = {user_id for user_id, _ in blocks} | {user_id for user_id, _ in mutes}
    people = User.filter(id__in=ids, status=Status.ACTIVE).only(*PUBLIC_USER_FIELDS)
    found = {u.id: u for u in await people} if ids else {}
    entries = [Entry(BLOCKED, found[u], at) for u, at in blocks if u in found]
    entries += [Entry(MUTED, found[u], at) for u, at in mutes if u in found]
    return sorted(entries, key=lambda entry: entry.created_at, reverse=True)
