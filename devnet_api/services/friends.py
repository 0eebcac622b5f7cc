"""Friendships: requests, answers, the friends list and the status one member sees of another.

A declined request stays as a ``blocked`` row: its requester keeps seeing ``pending_sent`` and may
not ask again (the block is never revealed); the member who declined sees ``none``.
"""

from __future__ import annotations

from tortoise.exceptions import IntegrityError
from tortoise.expressions import Q, Subquery

from devnet_api.db.pagination import Page, paginate
from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.social import Friendship, FriendshipStatus
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, content, live, mail, notifications, users

PENDING, ACCEPTED, BLOCKED = FriendshipStatus.PENDING, FriendshipStatus.ACCEPTED, FriendshipStatus.BLOCKED
RESPONSES = (ACCEPTED, BLOCKED)
TO_SELF = "You cannot send a friend request to yourself"
ALREADY_SENT = "Friend request already sent"
ALREADY_FRIENDS = "You are already friends"
ALREADY_ANSWERED = "This friend request has already been answered"
REQUEST_NOT_FOUND = "Friend request not found"
FRIENDSHIP_NOT_FOUND = "Friendship not found"
MAX_REQUESTS = 100  # the bell and the Requests tab show the newest; the list stays bounded


def friend_ids(user_id: int, field: str = "id") -> Q:
    """Rows whose ``field`` is one of ``user_id``'s friends, whoever asked (users by ``id``, their
    posts by ``user_id``): one subquery, no list of ids in memory."""
    asked = Friendship.filter(requester_id=user_id, status=ACCEPTED).values("addressee_id")
    answered = Friendship.filter(addressee_id=user_id, status=ACCEPTED).values("requester_id")
    return Q(**{f"{field}__in": Subquery(asked)}) | Q(**{f"{field}__in": Subquery(answered)})


def friends_sql(column: str) -> str:
    """``friend_ids`` for a hand-written statement (devnet_api.db.sql): ``column`` is one of the
    ``:viewer`` parameter's friends, whoever asked."""
    accepted = f"status = '{ACCEPTED}'"
    return (
        f"({column} IN (SELECT addressee_id FROM friendships WHERE requester_id = :viewer AND {accepted})"
        f" OR {column} IN (SELECT requester_id FROM friendships WHERE addressee_id = :viewer AND {accepted}))"
    )


async def list_friends(user_id: int, limit: int, cursor: str | None) -> Page:
    """A page of the member's friends (active members), newest members first."""
    return await paginate(users.public(users.active().filter(friend_ids(user_id))), users.NEWEST_FIRST, limit, cursor)


async def pending_requests(user_id: int) -> list[tuple[int, User]]:
    """Requests waiting for the member's answer, newest first: (friendship id, requester)."""
    rows = await (
        Friendship.filter(addressee_id=user_id, status=PENDING, requester__status=Status.ACTIVE)
        .order_by("-id")
        .limit(MAX_REQUESTS)
        .values_list("id", "requester_id")
    )
    requesters = {u.id: u for u in await users.public(User.filter(id__in=[r for _, r in rows]))} if rows else {}
    return [(friendship_id, requesters[requester]) for friendship_id, requester in rows if requester in requesters]


async def status(user_id: int, other_id: int) -> tuple[str, dict | None]:
    """How ``other_id`` stands with ``user_id``: none, pending_sent, pending_received or friends."""
    if other_id == user_id:
        return "none", None
    await users.get(other_id)
    row = await Friendship.get_or_none(pair=Friendship.pair_of(user_id, other_id))
    if row is None:
        return "none", None
    if row.status == ACCEPTED:
        return "friends", {"id": row.id, "status": ACCEPTED}
    if row.requester_id == user_id:
        return "pending_sent", {"id": row.id, "status": PENDING}  # a block looks like a wait
    if row.status == PENDING:
        return "pending_received", {"id": row.id, "status": PENDING}
    return "none", None  # the one who declined


async def _request_once(user_id: int, addressee_id: int) -> Friendship:
    async with transaction():
        row = await Friendship.select_for_update().get_or_none(pair=Friendship.pair_of(user_id, addressee_id))
        if row is None:
            row = await Friendship.create(
                requester_id=user_id,
                addressee_id=addressee_id,
                status=PENDING,
                pair=Friendship.pair_of(user_id, addressee_id),
            )
            await mail.friend_requested(row)
            return row
        if row.status == ACCEPTED:
            raise Conflict(ALREADY_FRIENDS)
        if row.requester_id == user_id:
            raise Conflict(ALREADY_SENT)  # pending, or declined: the same answer either way
        # The addressee had asked the requester (even if declined then): both want it now.
        row.status = ACCEPTED
        await row.save(update_fields=["status"])
        await notifications.friend_accepted(row.requester_id, user_id)
        return row


async def request(user_id: int, addressee_id: int) -> Friendship:
    """Ask ``addressee_id`` to be friends; a request the other way makes them friends at once."""
    if addressee_id == user_id:
        raise InvalidInput.field("addresseeId", TO_SELF)
    await users.get(addressee_id)
    await blocks.refuse_if_blocked(user_id, addressee_id, blocks.REQUEST)
    try:
        row = await _request_once(user_id, addressee_id)
    except IntegrityError:
        # Two requests of one pair raced past the lookup; the unique pair decided. Ask again.
        row = await _request_once(user_id, addressee_id)
    if row.status == PENDING:  # a request that made the two friends at once awaits no answer
        live.friend_requested(row, await User.get(id=user_id))
    return row


async def respond(user_id: int, friendship_id: int, response: str) -> Friendship:
    """Accept or decline (``blocked``) a request addressed to ``user_id``; others' are not found."""
    if friendship_id > content.MAX_ID:
        raise NotFound(REQUEST_NOT_FOUND)
    async with transaction():
        row = await Friendship.select_for_update().get_or_none(id=friendship_id, addressee_id=user_id)
        if row is None:
            raise NotFound(REQUEST_NOT_FOUND)
        if row.status == response:
            return row  # the same answer twice (a double click) changes nothing
        if row.status != PENDING:
            raise Conflict(ALREADY_ANSWERED)
        row.status = response
        await row.save(update_fields=["status"])
        if response == ACCEPTED:
            await notifications.friend_accepted(row.requester_id, user_id)
    return row


async def remove(user_id: int, other_id: int) -> None:
    """End the friendship with ``other_id`` (for both: a friendship is mutual)."""
    if not await Friendship.filter(pair=Friendship.pair_of(user_id, other_id), status=ACCEPTED).delete():
        raise NotFound(FRIENDSHIP_NOT_FOUND)
