"""The inbox as a member reads it: one summary per partner (schemas.social.ConversationOut), the most
recent conversation first, paged by a cursor, over the conversation rows services.messages keeps."""

from __future__ import annotations

from devnet_api.db.pagination import Order, Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.reads.shape import utc_sql, utc_z
from devnet_api.reads.users import member
from devnet_api.services.messages import MESSAGE_DELETED, PARTNER_STATUSES

PARTNER = member("u", "u_")

# The inbox: the member's conversation rows (models.social.Conversation), newest last message
# first, each joined to that message and the partner's public columns: one statement per page on
# the (owner_id, last_message_id) index, whatever the number of partners (docs/performance.md).
INBOX_ORDER = Order(("last_message_id",))
_INBOX_AFTER, _INBOX_ORDER_BY = INBOX_ORDER.sql(("c.last_message_id",))
_INBOX = f"""
    SELECT c.last_message_id AS last_message_id, c.unread_count AS unread, m.body AS body,
           {utc_sql("m.created_at")} AS created_at, m.deleted_at AS deleted_at, {PARTNER.columns}
    FROM conversations c
    JOIN messages m ON m.id = c.last_message_id
    JOIN users u ON u.id = c.partner_id
    WHERE c.owner_id = :me AND u.status IN (:statuses) /*after*/
    ORDER BY {_INBOX_ORDER_BY} LIMIT :limit"""
INBOX_FIRST = Statement(_INBOX.replace("/*after*/", ""))
INBOX_LATER = Statement(_INBOX.replace("/*after*/", f"AND {_INBOX_AFTER}"))


def _summary(row: dict) -> dict:
    return {
        "partnerId": row["u_id"],
        "partner": PARTNER.dump(row),
        "lastMessage": {
            "message": MESSAGE_DELETED if row["deleted_at"] else row["body"],
            "createdAt": utc_z(row["created_at"]),
        },
        "unreadCount": int(row["unread"]),
    }


async def summaries(user_id: int, limit: int, cursor: str | None = None) -> Page:
    """A page of summaries, one per partner the caller still has messages with, the most recent
    first, as schemas.social.ConversationOut writes them (tests/api/test_hand_built_shapes.py holds
    them equal); the cursor leads to older conversations."""
    page = await paginate_rows(
        INBOX_FIRST, INBOX_LATER, INBOX_ORDER, limit, cursor, me=user_id, statuses=PARTNER_STATUSES
    )
    page.items = [_summary(row) for row in page.items]
    return page
