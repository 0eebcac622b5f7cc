"""Notifications: the notice objects, preferences and the mention suggestions' query."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, WithJsonSchema

from devnet_api.schemas import Schema, UtcDatetime
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.queries import Query, text
from devnet_api.services.notifications import KINDS


class NotificationTarget(Schema):
    kind: str  # thread, project, post, comment, message, user, export, session ("" for none)
    id: int | None


class NotificationOut(Schema):
    """One notice: ``text`` is what it says (plain text), ``link`` where it leads (an app path)."""

    id: int
    kind: str
    text: str
    actor: UserOut | None
    others_count: int  # the other members of a grouped notice ("and 4 others")
    target: NotificationTarget
    link: str
    excerpt: str
    read: bool
    created_at: UtcDatetime


class UnreadCountOut(Schema):
    count: int


class ReadAllOut(Schema):
    marked: int  # how many notices were unread
    count: int  # the unread count after (0)


class PreferenceOut(Schema):
    kind: str
    label: str
    enabled: bool


class PreferencesIn(Schema):
    """PUT /api/me/notification-preferences: kinds to turn on (true) or off (false); others keep theirs."""

    # The kinds members may turn off (the registry's); any other name is a 400.
    preferences: Annotated[
        dict[str, bool],
        Field(title="Preferences", max_length=20),
        WithJsonSchema(
            {
                "type": "object",
                "title": "Preferences",
                "properties": {name: {"type": "boolean"} for name, kind in KINDS.items() if kind.configurable},
                "additionalProperties": False,
            }
        ),
    ]


class MentionQuery(Query):
    q: text("q", "The start of a username or name (an @ before it is ignored).") = ""
