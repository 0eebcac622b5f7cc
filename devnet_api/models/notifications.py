"""Notifications: what happened that a member should know of, and which kinds they turned off."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class Notification(Model):
    """One notice in a member's list. A grouped kind (likes, votes) keeps one unread row per
    target: each new actor joins it (``actor_ids``, newest first, every distinct actor up to
    ``notifications.KNOWN_ACTORS``; ``actor_count`` the distinct actors) and the row moves to the top
    (it is written again with a new id). ``quote_kind``/``quote_id`` name what ``excerpt`` quotes
    (a reply quotes its comment, not the thread it targets): the notice goes when that is deleted
    and its excerpt follows an edit (None for notices written before: the target)."""

    id = fields.IntField(primary_key=True)
    recipient: fields.ForeignKeyRelation[User] = member_key("notifications")
    kind = fields.CharField(max_length=32)
    # The newest actor (None for a notice from DevNet itself, such as a finished export).
    actor: fields.ForeignKeyNullableRelation[User] = member_key("notifications_caused", null=True)
    actor_ids = fields.JSONField(default=list)
    actor_count = fields.IntField(default=1)
    target_kind = fields.CharField(
        max_length=16, default=""
    )  # thread, project, post, comment, message, user, export, session
    target_id = fields.IntField(null=True)
    link = fields.CharField(max_length=255, default="")  # where the notice leads, a path of the app
    excerpt = fields.CharField(max_length=140, default="")  # a title or the start of the text, as text
    quote_kind = fields.CharField(max_length=16, null=True)  # what the excerpt quotes (None: the target)
    quote_id = fields.IntField(null=True)
    read_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "notifications"
        indexes = (
            Index(fields=("recipient_id", "id")),
            Index(fields=("recipient_id", "read_at")),
            Index(fields=("recipient_id", "kind", "target_kind", "target_id")),
            Index(fields=("target_kind", "target_id")),
            Index(fields=("quote_kind", "quote_id")),
        )

    def __str__(self) -> str:
        return f"{self.kind} for {self.recipient_id}"


class NotificationPreference(Model):
    """A kind a member turned off (no row: the kind is on)."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("notification_preferences")
    kind = fields.CharField(max_length=32)
    enabled = fields.BooleanField(default=False)

    class Meta:
        table = "notification_preferences"
        unique_together = (("user", "kind"),)

    def __str__(self) -> str:
        return f"{self.kind} {'on' if self.enabled else 'off'} for {self.user_id}"
