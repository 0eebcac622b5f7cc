"""Friends and messages: requests and the objects the API answers with."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field

from devnet_api.schemas import Schema, UtcDatetime, body_id, fail, rules, trimmed_length
from devnet_api.schemas.accounts import RequiredFields, UserOut

MAX_MESSAGE = 1000
MAX_SUBJECT = 100

FriendshipState = Literal["pending", "accepted", "blocked"]
Response = Literal["accepted", "blocked"]


def _response(value: object) -> object:
    if value not in Response.__args__:
        raise fail("Response must be accepted or blocked")
    return value


def _subject(value: str | None) -> str | None:
    # An empty subject is no subject.
    return (value.strip() or None) if value is not None else None


AnswerField = Annotated[Response, BeforeValidator(_response), Field(title="Response")]


class FriendRequestIn(RequiredFields):
    addressee_id: body_id("Addressee") = None


class RespondIn(RequiredFields):
    """PATCH /api/friends/respond/{friendshipId}."""

    response: AnswerField = None


class RespondByBodyIn(RequiredFields):
    """POST /api/friends/respond: the same answer with the request's id in the body."""

    friendship_id: body_id("Friendship") = None
    response: AnswerField = None


class FriendshipOut(Schema):
    id: int
    status: FriendshipState


class FriendRequestOut(Schema):
    id: int
    requester: UserOut


class FriendStatusOut(Schema):
    status: Literal["none", "pending_sent", "pending_received", "friends"]
    friendship: FriendshipOut | None


class MessageTextIn(RequiredFields):
    """PATCH /api/messages/{id}: a sent message's new text and subject, by POST's rules."""

    # API.md: 1-1000 characters after trimming (stored trimmed), a subject of at most 100 (an empty
    # or blank one is no subject). The document states both as patterns on the trimmed length.
    message: Annotated[
        str,
        AfterValidator(str.strip),
        rules(
            (lambda v: len(v) >= 1, "Message is required"),
            (lambda v: len(v) <= MAX_MESSAGE, "Message too long"),
        ),
        Field(title="Message", json_schema_extra={"pattern": trimmed_length(1, MAX_MESSAGE)}),
    ] = ""
    subject: Annotated[
        str | None,
        AfterValidator(_subject),
        rules(
            (lambda v: v is None or len(v) <= MAX_SUBJECT, "Subject too long"),
        ),
        Field(
            title="Subject",
            json_schema_extra={
                "anyOf": [{"type": "string", "pattern": trimmed_length(0, MAX_SUBJECT)}, {"type": "null"}]
            },
        ),
    ] = None


class MessageIn(MessageTextIn):
    """POST /api/messages. A ``fromUserId`` is ignored: the sender is the session's member."""

    to_user_id: body_id("Recipient") = None


class MessageOut(Schema):
    id: int
    from_user_id: int = Field(validation_alias="sender_id")
    to_user_id: int = Field(validation_alias="recipient_id")
    subject: str | None
    message: str = Field(validation_alias="body")
    created_at: UtcDatetime
    read_at: UtcDatetime | None
    edited_at: UtcDatetime | None = None  # the sender's last edit: the "edited" mark
    # Deleted for everyone by its sender: ``message`` and ``subject`` are empty and both sides show
    # "Message deleted" in its place (docs/editing.md).
    deleted: bool = Field(default=False, validation_alias="is_deleted")


class LastMessageOut(Schema):
    message: str
    created_at: UtcDatetime


class ConversationOut(Schema):
    partner_id: int
    partner: UserOut
    last_message: LastMessageOut
    unread_count: int


class RelationOut(Schema):
    """How the signed-in member stands with another: whether they blocked and muted them."""

    is_blocked: bool
    is_muted: bool


class BlockEntryOut(Schema):
    """One row of the settings list 'Blocked and muted'."""

    kind: Literal["blocked", "muted"]
    user: UserOut
    created_at: UtcDatetime


class ProfileOut(UserOut):
    """A member's profile: the public object, plus whether the signed-in viewer blocked and muted
    them (both false for an anonymous viewer and on one's own profile), and whether the viewer may
    send them a friend request or a message (false when either blocked the other, for an anonymous
    viewer and on one's own profile)."""

    is_blocked: bool = False
    is_muted: bool = False
    can_contact: bool = False
