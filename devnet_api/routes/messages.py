"""Direct messages: /api/messages/*, /api/conversations/* (only ever the signed-in member's own)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import messages as message_reads
from devnet_api.schemas import queries
from devnet_api.schemas.social import ConversationOut, MessageIn, MessageOut, MessageTextIn
from devnet_api.services import messages
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("messages")
PARTNER_ID = "{partnerId:[1-9][0-9]{0,9}}"
CONVERSATION_LIMIT = 200


class ConversationQuery(queries.Query):
    limit: queries.limit(CONVERSATION_LIMIT, CONVERSATION_LIMIT) = CONVERSATION_LIMIT
    cursor: queries.Cursor = ""


INBOX_LIMIT = 20
INBOX_MAX = 100


class InboxQuery(queries.Query):
    limit: queries.limit(INBOX_LIMIT, INBOX_MAX) = INBOX_LIMIT
    cursor: queries.Cursor = ""


@routes.get("/api/messages", name="messages-summaries", response=list[ConversationOut], auth=True, query=InboxQuery)
async def summaries(request: web.Request, query: InboxQuery):
    """A page of conversation summaries (partner, last message, unread count), most recent first;
    ``Link: rel="next"`` carries the cursor of older ones."""
    page = await message_reads.summaries(require_user(request).id, query.limit, query.cursor)
    return page_response(request, page, lambda item: item)  # already in ConversationOut's shape


@routes.get(
    f"/api/conversations/{PARTNER_ID}",
    name="conversations-get",
    response=list[MessageOut],
    auth=True,
    query=ConversationQuery,
    responses={404: "No such member"},
)
async def conversation(request: web.Request, query: ConversationQuery):
    """The conversation with a member, oldest first within a page; marks the caller's unread ones read."""
    page = await messages.conversation(
        require_user(request).id, path_id(request, "partnerId"), query.limit, query.cursor
    )
    return page_response(request, page, MessageOut.model_validate)


@routes.post(
    "/api/messages",
    name="messages-send",
    body=MessageIn,
    limited=True,
    response=MessageOut,
    status=201,
    auth=True,
    responses={403: "The member only accepts messages from friends", 404: "No such member"},
)
async def send(request: web.Request, body: MessageIn):
    """Send a message; the sender is always the signed-in member. Goes live as ``new_message``."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("message", user.id)
    return MessageOut.model_validate(await messages.send(user.id, body.to_user_id, body.message, body.subject))


@routes.patch(
    f"/api/messages/{ID}",
    name="messages-edit",
    body=MessageTextIn,
    response=MessageOut,
    auth=True,
    limited=True,
    responses={
        403: "A message the signed-in member received, or a block stands between the two",
        404: "No message of the signed-in member by that id",
        409: "The message was deleted for everyone",
    },
)
async def edit_message(request: web.Request, body: MessageTextIn):
    """Edit a message one sent (the send rules); both sides see it edited. Goes live as ``message_updated``."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("edit", user.id)
    return MessageOut.model_validate(await messages.edit_message(user.id, path_id(request), body.message, body.subject))


class DeleteMessageQuery(queries.Query):
    for_everyone: queries.choice(
        "forEveryone", ("true", "false"), "false", "true: the sender deletes it for both sides ('Message deleted')"
    ) = "false"


@routes.delete(
    f"/api/messages/{ID}",
    name="messages-delete",
    status=204,
    auth=True,
    query=DeleteMessageQuery,
    responses={
        403: "forEveryone on a message the signed-in member received, or across a block",
        404: "No message of the signed-in member by that id",
        409: "The message was already deleted for everyone",
    },
)
async def delete_message(request: web.Request, query: DeleteMessageQuery):
    """Delete a message for the signed-in member only (the other side keeps it), or with
    forEveryone=true, a message one sent for both sides. Goes live as ``message_deleted``."""
    user = require_user(request)
    if query.for_everyone == "true":
        await messages.delete_for_everyone(user.id, path_id(request))
    else:
        await messages.delete_message(user.id, path_id(request))


@routes.delete(
    f"/api/conversations/{PARTNER_ID}",
    name="conversations-delete",
    status=204,
    auth=True,
    responses={404: "No conversation with that member"},
)
async def delete_conversation(request: web.Request):
    """Delete the conversation for the signed-in member only; the partner keeps theirs."""
    await messages.delete_conversation(require_user(request).id, path_id(request, "partnerId"))
