"""Direct messages: send, conversations, the inbox's rows with unread counts, and deletion per side.
The inbox itself is read by devnet_api.reads.messages.

Each side of a message has its own copy: deleting one (or a whole conversation) sets that side's
flag, and the row stays for the other side. The sender is always the caller the route names.
The sender may also edit a message, or delete it for everyone: both sides then keep a
"Message deleted" line in its place (docs/editing.md). Neither is possible across a block.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tortoise.expressions import Q

from devnet_api.backing import maintenance
from devnet_api.db.pagination import Order, Page, paginate
from devnet_api.db.sql import Statement
from devnet_api.domain.errors import Conflict, Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import MessagesFrom, Status, User
from devnet_api.models.social import Conversation, Friendship, FriendshipStatus, Message
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, content, live, mail, notifications, users

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
        await _bump(message)
        # Only the recipient can read a message: a mention of anyone else tells nobody.
        await notifications.notify_mentions(body, sender_id, message, only={recipient_id})
        await mail.message_sent(message)  # mailed if still unread 10 minutes later
    live.message_sent(message)
    return message


async def conversation(user_id: int, partner_id: int, limit: int, cursor: str | None) -> Page:
    """A page of the conversation, oldest first within the page; the first page is the newest and
    the cursor leads to older ones. The caller's unread messages from the partner become read."""
    await partner(partner_id)
    await mark_read(user_id, partner_id)
    page = await paginate(Message.filter(between(user_id, partner_id)), NEWEST_FIRST, limit, cursor)
    page.items.reverse()
    return page


# Keeping the rows. Every change to a pair's messages changes their rows in the same transaction,
# so a failure leaves both as they were (tests/api/test_conversations.py).
# A new message: both sides' rows in one statement, the lower member id first (two sends racing in
# opposite directions lock the two rows in the same order); the recipient's unread count goes up.
BUMP = Statement(
    """
    INSERT INTO conversations (owner_id, partner_id, last_message_id, unread_count)
    VALUES (:low, :high, :id, :low_unread), (:high, :low, :id, :high_unread)
    ON CONFLICT (owner_id, partner_id) DO UPDATE SET
        last_message_id = {greatest|max}(conversations.last_message_id, excluded.last_message_id),
        unread_count = conversations.unread_count + excluded.unread_count"""
)
# One side recomputed from its messages (after deleting some on that side): the newest it still
# has and the partner's it has not read, on the two covering indexes (models.social.Message).
# The caller holds the row's lock first (``_lock``), so the recount sees every committed change.
RECOUNT = Statement(
    """
    UPDATE conversations SET
        last_message_id = {greatest|max}(
            coalesce((SELECT max(id) FROM messages
                      WHERE sender_id = :owner AND recipient_id = :partner AND NOT deleted_by_sender), 0),
            coalesce((SELECT max(id) FROM messages
                      WHERE sender_id = :partner AND recipient_id = :owner AND NOT deleted_by_recipient), 0)),
        unread_count = (SELECT count(*) FROM messages
                        WHERE sender_id = :partner AND recipient_id = :owner AND NOT deleted_by_recipient
                              AND read_at IS NULL)
    WHERE owner_id = :owner AND partner_id = :partner"""
)
EMPTIED = Statement(
    "DELETE FROM conversations WHERE owner_id = :owner AND partner_id = :partner AND last_message_id = 0"
)
# Every row from the messages themselves: the migration's backfill, the seeds, and the check that
# the rows equal their messages (tests). Same rules as BUMP and RECOUNT.
FROM_MESSAGES = """
    SELECT owner, partner, max(id) AS last_message_id, sum(unread) AS unread_count
    FROM (
        SELECT sender_id AS owner, recipient_id AS partner, id, 0 AS unread
        FROM messages WHERE NOT deleted_by_sender
        UNION ALL
        SELECT recipient_id, sender_id, id, CASE WHEN read_at IS NULL THEN 1 ELSE 0 END
        FROM messages WHERE NOT deleted_by_recipient
    ) sides
    GROUP BY owner, partner"""
BACKFILL = "INSERT INTO conversations (owner_id, partner_id, last_message_id, unread_count)" + FROM_MESSAGES
REBUILD = (Statement("DELETE FROM conversations"), Statement(BACKFILL))
EXPECTED = Statement(FROM_MESSAGES + " ORDER BY owner, partner")
KEPT = Statement(
    "SELECT owner_id AS owner, partner_id AS partner, last_message_id, unread_count FROM conversations ORDER BY 1, 2"
)


async def _bump(message: Message) -> None:
    low, high = sorted((message.sender_id, message.recipient_id))
    await BUMP.rows(
        low=low,
        high=high,
        id=message.id,
        low_unread=int(low == message.recipient_id),
        high_unread=int(high == message.recipient_id),
    )


async def _lock(owner_id: int, partner_id: int) -> None:
    """Hold ``owner_id``'s row with ``partner_id`` until the transaction ends (PostgreSQL; SQLite
    writes one transaction at a time), so a send racing this change waits for it."""
    await Conversation.select_for_update().filter(owner_id=owner_id, partner_id=partner_id).values_list("id")


async def _recount(owner_id: int, partner_id: int) -> None:
    await RECOUNT.rows(owner=owner_id, partner=partner_id)
    await EMPTIED.rows(owner=owner_id, partner=partner_id)


async def mark_read(user_id: int, partner_id: int) -> None:
    """The caller's unread messages from the partner become read, their row's count 0. Nothing is
    written when the row counts none (the count is 0 exactly when none is unread), nor while the
    site is read-only (they stay unread until it is read again after: docs/operations.md)."""
    if not await Conversation.exists(owner_id=user_id, partner_id=partner_id, unread_count__gt=0):
        return
    if await maintenance.writes_paused():
        return
    async with transaction():
        # The row first: it takes the lock a racing send waits on (or waits for that send's commit
        # and then sees its count), so the messages marked next include every counted one.
        if await Conversation.filter(owner_id=user_id, partner_id=partner_id, unread_count__gt=0).update(
            unread_count=0
        ):
            await Message.filter(sender_id=partner_id, recipient_id=user_id, read_at__isnull=True).update(
                read_at=datetime.now(UTC)
            )


async def rebuild() -> None:
    """Every conversation row again from the messages (seeds that write messages in bulk)."""
    async with transaction():
        for statement in REBUILD:
            await statement.rows()


async def drift() -> list[tuple]:
    """Rows that differ from what the messages say (none, always; the tests' check)."""

    def by_pair(found: list[dict]) -> dict:
        return {(r["owner"], r["partner"]): (r["last_message_id"], int(r["unread_count"])) for r in found}

    want, have = by_pair(await EXPECTED.rows()), by_pair(await KEPT.rows())
    return sorted(
        (key, have.get(key), want.get(key)) for key in want.keys() | have.keys() if have.get(key) != want.get(key)
    )


async def delete_message(user_id: int, message_id: int) -> None:
    """Remove a message from the caller's side only; one that is not theirs is not found."""
    if message_id > content.MAX_ID:
        raise NotFound(MESSAGE_NOT_FOUND)
    found = await Message.filter(visible_to(user_id), id=message_id).values_list("sender_id", "recipient_id")
    if not found:
        raise NotFound(MESSAGE_NOT_FOUND)
    sender_id, recipient_id = found[0]
    partner_id = recipient_id if sender_id == user_id else sender_id
    async with transaction():
        await _lock(user_id, partner_id)
        changed = await Message.filter(id=message_id, sender_id=user_id, deleted_by_sender=False).update(
            deleted_by_sender=True
        )
        changed += await Message.filter(id=message_id, recipient_id=user_id, deleted_by_recipient=False).update(
            deleted_by_recipient=True
        )
        await _recount(user_id, partner_id)
    if not changed:
        raise NotFound(MESSAGE_NOT_FOUND)


async def delete_conversation(user_id: int, partner_id: int) -> None:
    """Remove the whole conversation from the caller's side only; the partner keeps theirs."""
    async with transaction():
        await _lock(user_id, partner_id)
        changed = await Message.filter(sender_id=user_id, recipient_id=partner_id, deleted_by_sender=False).update(
            deleted_by_sender=True
        )
        changed += await Message.filter(sender_id=partner_id, recipient_id=user_id, deleted_by_recipient=False).update(
            deleted_by_recipient=True
        )
        await _recount(user_id, partner_id)
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
