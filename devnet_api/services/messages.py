"""Direct messages: send, conversations, summaries with unread counts, and deletion per side.

Each side of a message has its own copy: deleting one (or a whole conversation) sets that side's
flag, and the row stays for the other side. The sender is always the caller the route names.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from tortoise.expressions import Q
from tortoise.functions import Count, Max
from tortoise.transactions import in_transaction

from devnet_api.errors import Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import MessagesFrom, Status, User
from devnet_api.models.social import Friendship, FriendshipStatus, Message
from devnet_api.pagination import Order, Page, paginate
from devnet_api.services import content, users

TO_SELF = "You cannot send a message to yourself"
FRIENDS_ONLY = "This member only accepts messages from friends"
MESSAGE_NOT_FOUND = "Message not found"
CONVERSATION_NOT_FOUND = "Conversation not found"
NEWEST_FIRST = Order(("id",))


# A conversation stays readable after the partner closed their account: their row is then a
# tombstone named "Deleted member" (services/moderation/members.remove); nothing can be sent to it.
PARTNER_STATUSES = (Status.ACTIVE, Status.DELETED)


async def partner(partner_id: int) -> User:
    """A member one may read a conversation with: active, or a closed account (404 otherwise)."""
    found = None
    if partner_id <= content.MAX_ID:
        found = await users.public(User.filter(id=partner_id, status__in=PARTNER_STATUSES)).first()
    if found is None:
        raise NotFound(users.NOT_FOUND)
    return found


def visible_to(user_id: int) -> Q:
    """Messages ``user_id`` still has: sent or received, not deleted by them."""
    return Q(sender_id=user_id, deleted_by_sender=False) | Q(recipient_id=user_id, deleted_by_recipient=False)


def between(user_id: int, partner_id: int) -> Q:
    """The conversation of ``user_id`` with ``partner_id``, as ``user_id`` still has it."""
    return Q(sender_id=user_id, recipient_id=partner_id, deleted_by_sender=False) | Q(
        sender_id=partner_id, recipient_id=user_id, deleted_by_recipient=False
    )


async def send(sender_id: int, recipient_id: int, body: str, subject: str | None) -> Message:
    if recipient_id == sender_id:
        raise InvalidInput.field("toUserId", TO_SELF)
    await users.get(recipient_id)
    # The recipient's setting: a member may limit direct messages to accepted friends.
    if await User.filter(id=recipient_id, messages_from=MessagesFrom.FRIENDS).exists():
        pair = Friendship.pair_of(sender_id, recipient_id)
        if not await Friendship.filter(pair=pair, status=FriendshipStatus.ACCEPTED).exists():
            raise Forbidden(FRIENDS_ONLY)
    return await Message.create(sender_id=sender_id, recipient_id=recipient_id, body=body, subject=subject)


async def conversation(user_id: int, partner_id: int, limit: int, cursor: str | None) -> Page:
    """A page of the conversation, oldest first within the page; the first page is the newest and
    the cursor leads to older ones. The caller's unread messages from the partner become read."""
    await partner(partner_id)
    await Message.filter(sender_id=partner_id, recipient_id=user_id, read_at__isnull=True).update(
        read_at=datetime.now(UTC)
    )
    page = await paginate(Message.filter(between(user_id, partner_id)), NEWEST_FIRST, limit, cursor)
    page.items.reverse()
    return page


@dataclass
class Summary:
    partner_id: int
    partner: User
    last_message: dict
    unread_count: int


async def summaries(user_id: int) -> list[Summary]:
    """One summary per partner the caller still has messages with, most recent first.

    Three statements whatever the number of partners: the last id and unread count per direction,
    the last messages, the partners."""
    rows = await (
        Message.filter(visible_to(user_id))
        .group_by("sender_id", "recipient_id")
        .annotate(last_id=Max("id"), unread=Count("id", _filter=Q(read_at__isnull=True)))
        .values("sender_id", "recipient_id", "last_id", "unread")
    )
    last: dict[int, int] = {}
    unread: dict[int, int] = {}
    for row in rows:
        partner = row["recipient_id"] if row["sender_id"] == user_id else row["sender_id"]
        last[partner] = max(last.get(partner, 0), row["last_id"])
        unread[partner] = unread.get(partner, 0) + (row["unread"] if row["recipient_id"] == user_id else 0)
    if not last:
        return []
    messages = {m["id"]: m for m in await Message.filter(id__in=list(last.values())).values("id", "body", "created_at")}
    partners = {u.id: u for u in await users.public(User.filter(id__in=list(last), status__in=PARTNER_STATUSES))}
    found = [
        Summary(
            partner_id,
            partners[partner_id],
            {"message": messages[message_id]["body"], "created_at": messages[message_id]["created_at"]},
            unread[partner_id],
        )
        for partner_id, message_id in last.items()
        if partner_id in partners
    ]
    return sorted(found, key=lambda s: -last[s.partner_id])


async def delete_message(user_id: int, message_id: int) -> None:
    """Remove a message from the caller's side only; one that is not theirs is not found."""
    if message_id > content.MAX_ID:
        raise NotFound(MESSAGE_NOT_FOUND)
    async with in_transaction():
        changed = await Message.filter(id=message_id, sender_id=user_id, deleted_by_sender=False).update(
            deleted_by_sender=True
        )
        changed += await Message.filter(id=message_id, recipient_id=user_id, deleted_by_recipient=False).update(
            deleted_by_recipient=True
        )
    if not changed:
        raise NotFound(MESSAGE_NOT_FOUND)


async def delete_conversation(user_id: int, partner_id: int) -> None:
    """Remove the whole conversation from the caller's side only; the partner keeps theirs."""
    async with in_transaction():
        changed = await Message.filter(sender_id=user_id, recipient_id=partner_id, deleted_by_sender=False).update(
            deleted_by_sender=True
        )
        changed += await Message.filter(sender_id=partner_id, recipient_id=user_id, deleted_by_recipient=False).update(
            deleted_by_recipient=True
        )
    if not changed:
        raise NotFound(CONVERSATION_NOT_FOUND)
