"""Direct messages: send, conversations, summaries with unread counts, and deletion per side.

Each side of a message has its own copy: deleting one (or a whole conversation) sets that side's
flag, and the row stays for the other side. The sender is always the caller the route names.
The sender may also edit a message, or delete it for everyone: both sides then keep a
"Message deleted" line in its place (docs/editing.md). Neither is possible across a block.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tortoise.expressions import Q

from devnet_api import rows
from devnet_api.errors import Conflict, Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import MessagesFrom, Status, User
from devnet_api.models.social import Friendship, FriendshipStatus, Message
from devnet_api.pagination import Order, Page, paginate
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, content, live, mail, notifications, users
from devnet_api.sql import Statement

TO_SELF = "You cannot send a message to yourself"
FRIENDS_ONLY = "This member only accepts messages from friends"
MESSAGE_NOT_FOUND = "Message not found"
CONVERSATION_NOT_FOUND = "Conversation not found"
MESSAGE_DELETED = "Message deleted"  # what both sides read in place of a message deleted for everyone
NOT_SENDER_EDIT = "You can only edit your own messages."
NOT_SENDER_DELETE = "You can only delete your own messages for everyone."
ALREADY_DELETED = "This message was already deleted"
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
    await blocks.refuse_if_blocked(sender_id, recipient_id, blocks.MESSAGE)
    # The recipient's setting: a member may limit direct messages to accepted friends.
    if await User.filter(id=recipient_id, messages_from=MessagesFrom.FRIENDS).exists():
        pair = Friendship.pair_of(sender_id, recipient_id)
        if not await Friendship.filter(pair=pair, status=FriendshipStatus.ACCEPTED).exists():
            raise Forbidden(FRIENDS_ONLY)
    async with transaction():
        message = await Message.create(sender_id=sender_id, recipient_id=recipient_id, body=body, subject=subject)
        # Only the recipient can read a message: a mention of anyone else tells nobody.
        await notifications.notify_mentions(body, sender_id, message, only={recipient_id})
        await mail.message_sent(message)  # mailed if still unread 10 minutes later
    live.message_sent(message)
    return message


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


# One statement whatever the number of partners: the last id and unread count per partner, joined
# to that last message and to the partner's public columns (an inbox with 200 partners is one
# round trip). Hand-written (devnet_api.sql): rows come back as dicts, no model objects.
# Each side is grouped on its own covering index (Message.Meta.indexes: the partner, the id, the
# side's deleted flag and, received, read_at), in the index's order: an index-only read of the
# member's messages, no heap visit per message (10,200 messages: 52 index pages against 6,143
# heap blocks, docs/performance.md). Only the 200-odd last messages are read from the table.
SUMMARIES = Statement(
    f"""
    SELECT x.unread AS unread, m.body AS body, {rows.utc_sql("m.created_at")} AS created_at,
           m.deleted_at AS deleted_at, {rows.public_columns("u", "u_")}
    FROM (
        SELECT partner, max(last_id) AS last_id, sum(unread) AS unread
        FROM (
            SELECT recipient_id AS partner, max(id) AS last_id, 0 AS unread
            FROM messages
            WHERE sender_id = :me AND NOT deleted_by_sender
            GROUP BY recipient_id
            UNION ALL
            SELECT sender_id AS partner, max(id) AS last_id, sum(CASE WHEN read_at IS NULL THEN 1 ELSE 0 END) AS unread
            FROM messages
            WHERE recipient_id = :me AND NOT deleted_by_recipient
            GROUP BY sender_id
        ) sides
        GROUP BY partner
    ) x
    JOIN messages m ON m.id = x.last_id
    JOIN users u ON u.id = x.partner
    WHERE u.status IN (:statuses)
    ORDER BY x.last_id DESC"""
)


async def summaries(user_id: int) -> list[dict]:
    """One summary per partner the caller still has messages with, most recent first, as
    schemas.social.ConversationOut writes it (tests/api/test_hand_built_shapes.py holds them equal)."""
    return [
        {
            "partnerId": row["u_id"],
            "partner": rows.public_user(row, "u_"),
            "lastMessage": {
                "message": MESSAGE_DELETED if row["deleted_at"] else row["body"],
                "createdAt": rows.utc_z(row["created_at"]),
            },
            "unreadCount": int(row["unread"]),
        }
        for row in await SUMMARIES.rows(me=user_id, statuses=PARTNER_STATUSES)
    ]


async def delete_message(user_id: int, message_id: int) -> None:
    """Remove a message from the caller's side only; one that is not theirs is not found."""
    if message_id > content.MAX_ID:
        raise NotFound(MESSAGE_NOT_FOUND)
    async with transaction():
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
    async with transaction():
        changed = await Message.filter(sender_id=user_id, recipient_id=partner_id, deleted_by_sender=False).update(
            deleted_by_sender=True
        )
        changed += await Message.filter(sender_id=partner_id, recipient_id=user_id, deleted_by_recipient=False).update(
            deleted_by_recipient=True
        )
    if not changed:
        raise NotFound(CONVERSATION_NOT_FOUND)


async def _own_message(user_id: int, message_id: int, forbidden: str) -> Message:
    """The caller's sent message, locked (inside a transaction); one they cannot see is not found,
    one they received is a 403, one deleted for everyone a 409."""
    message = None
    if message_id <= content.MAX_ID:
        message = await Message.select_for_update().filter(visible_to(user_id), id=message_id).first()
    if message is None:
        raise NotFound(MESSAGE_NOT_FOUND)
    if message.sender_id != user_id:
        raise Forbidden(forbidden)
    if message.deleted_at is not None:
        raise Conflict(ALREADY_DELETED)
    # Across a block (either way) the sender can no longer change what the other side holds: the
    # same refusal as sending.
    await blocks.refuse_if_blocked(user_id, message.recipient_id, blocks.MESSAGE)
    return message


async def edit_message(user_id: int, message_id: int, body: str, subject: str | None) -> Message:
    """The sender replaces a message's text and subject (MessageIn's rules); both sides see the
    new text and its "edited" mark."""
    async with transaction():
        message = await _own_message(user_id, message_id, NOT_SENDER_EDIT)
        if (body, subject) != (message.body, message.subject):
            message.body, message.subject, message.edited_at = body, subject, datetime.now(UTC)
            await message.save(update_fields=["body", "subject", "edited_at"])
            await notifications.requote(message)
            await notifications.notify_mentions(body, user_id, message, only={message.recipient_id})
    live.message_updated(message)
    return message


async def delete_for_everyone(user_id: int, message_id: int) -> Message:
    """The sender takes a message back: its text and subject are erased and both sides keep a
    "Message deleted" line in its place (so the conversation still reads in order)."""
    async with transaction():
        message = await _own_message(user_id, message_id, NOT_SENDER_DELETE)
        message.body, message.subject, message.deleted_at = "", None, datetime.now(UTC)
        await message.save(update_fields=["body", "subject", "deleted_at"])
        await notifications.forget("message", message.id)  # the notice quoted the text taken back
    live.message_deleted(message)
    return message
