"""Every live event a change makes, with its audience: the one place that says who hears of what.

Services call these inside their unit of work (an API request, a CLI command, a task), after or
inside their transaction; the entry point publishes them after commit
(``devnet_api.realtime.collector``, docs/realtime.md). So a post deleted by its author, by
``devnet moderate delete post N`` or by a task goes out the same way, to the same sockets.

To add a live event, copy ``post_deleted`` (a payload of plain values) or ``post_created`` (a row
sent in its API shape, to an audience computed here): name the type in
``devnet_api.realtime.events``, write its function here, call it from the service that makes the
change, and handle it in ``frontend/src/app/useLive.js``.
"""

from __future__ import annotations

from devnet_api.models.accounts import User
from devnet_api.models.content import Comment
from devnet_api.models.feed import Post
from devnet_api.models.social import Friendship, Message
from devnet_api.realtime.collector import Shape, record
from devnet_api.realtime.events import (
    COMMENT_LIKED,
    COMMENTS_CHANGED,
    EVERYONE,
    FRIEND_REQUEST,
    MESSAGE_DELETED,
    MESSAGE_UPDATED,
    NEW_COMMENT,
    NEW_MESSAGE,
    NEW_POST,
    POST_DELETED,
    POST_UPDATED,
    SESSIONS_REVOKED,
    Audience,
)
from devnet_api.services import blocks


async def readers_of(author_id: int) -> Audience:
    """Who hears of an author's post or comment: every signed-in socket but those of members the
    author is hidden from (blocks either way, and their muters; docs/safety.md)."""
    return Audience.everyone_but(await blocks.hidden_from(author_id))


# --- the feed ------------------------------------------------------------------------------------


async def post_created(post: Post) -> None:
    """A new post (or one shown again): ``{"post": Post}`` to its author's readers."""
    record(NEW_POST, {"post": Shape("post", post)}, await readers_of(post.user_id))


async def post_updated(post: Post) -> None:
    """An edited post, without ``isLiked`` (each reader keeps their own)."""
    record(POST_UPDATED, {"post": Shape("post", post, frozenset({"is_liked"}))}, await readers_of(post.user_id))


def post_deleted(post_id: int) -> None:
    """A post deleted (by its author or a moderator) or hidden: open feeds drop it."""
    record(POST_DELETED, {"postId": post_id}, EVERYONE)


# --- comments ------------------------------------------------------------------------------------


async def comment_added(parent_kind: str, parent_id: int, comment: Comment) -> None:
    payload = {"parentType": parent_kind, "parentId": parent_id, "comment": Shape("comment", comment)}
    record(NEW_COMMENT, payload, await readers_of(comment.user_id))


async def comment_liked(parent_kind: str, parent_id: int, comment_id: int, like_count: int, actor_id: int) -> None:
    payload = {"parentType": parent_kind, "parentId": parent_id, "commentId": comment_id, "likeCount": like_count}
    record(COMMENT_LIKED, payload, await readers_of(actor_id))


def comments_changed(parent_kind: str, parent_id: int) -> None:
    """A comment went (deleted, hidden) or came back (shown again): open pages read the list again."""
    record(COMMENTS_CHANGED, {"parentType": parent_kind, "parentId": parent_id}, EVERYONE)


# --- messages and friends ------------------------------------------------------------------------


def _both_sides(message: Message) -> Audience:
    # Every socket of both (the HTTP request names no socket, so the sender's other tabs too).
    return Audience.users({message.sender_id, message.recipient_id})


def message_sent(message: Message) -> None:
    record(NEW_MESSAGE, {"message": Shape("message", message)}, _both_sides(message))


def message_updated(message: Message) -> None:
    record(MESSAGE_UPDATED, {"message": Shape("message", message)}, _both_sides(message))


def message_deleted(message: Message) -> None:
    """Deleted for everyone: both sides get the placeholder (``deleted: true``)."""
    record(MESSAGE_DELETED, {"message": Shape("message", message)}, _both_sides(message))


def friend_requested(request: Friendship, requester: User) -> None:
    record(
        FRIEND_REQUEST,
        {"request": {"id": request.id, "requester": Shape("user", requester)}},
        Audience.users({request.addressee_id}),
    )


# --- sessions ------------------------------------------------------------------------------------


def sessions_revoked(user_id: int, session_ids: tuple[int, ...], everywhere: bool) -> None:
    """Internal: every process's hub closes the sockets of those sessions (all of the member's
    when ``everywhere``)."""
    payload = {"userId": user_id, "sessions": list(session_ids), "everywhere": everywhere}
    record(SESSIONS_REVOKED, payload, Audience.users({user_id}))
