"""People: friendships, direct messages, and the skill rows the developer directory filters on."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class FriendshipStatus:
    PENDING = "pending"
    ACCEPTED = "accepted"
    BLOCKED = "blocked"  # the addressee declined: the requester may not ask again


class Friendship(Model):
    """One row per pair of members, whoever asked: ``pair`` ("<low id>:<high id>") is unique, so two
    requests racing in opposite directions cannot both become rows."""

    id = fields.IntField(primary_key=True)
    requester: fields.ForeignKeyRelation[User] = member_key("friend_requests_sent")
    addressee: fields.ForeignKeyRelation[User] = member_key("friend_requests_received")
    pair = fields.CharField(max_length=24, unique=True)
    status = fields.CharField(max_length=16, default=FriendshipStatus.PENDING)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "friendships"
        indexes = (Index(fields=("requester_id", "status")), Index(fields=("addressee_id", "status")))

    def __str__(self) -> str:
        return f"{self.requester_id} -> {self.addressee_id} ({self.status})"

    @staticmethod
    def pair_of(a: int, b: int) -> str:
        return f"{min(a, b)}:{max(a, b)}"


class Message(Model):
    """A direct message. Each side deletes its own copy: the row stays while the other side has it."""

    id = fields.IntField(primary_key=True)
    sender: fields.ForeignKeyRelation[User] = member_key("messages_sent")
    recipient: fields.ForeignKeyRelation[User] = member_key("messages_received")
    subject = fields.CharField(max_length=100, null=True)
    body = fields.TextField()
    created_at = fields.DatetimeField(auto_now_add=True)
    read_at = fields.DatetimeField(null=True)
    deleted_by_sender = fields.BooleanField(default=False)
    deleted_by_recipient = fields.BooleanField(default=False)
    edited_at = fields.DatetimeField(null=True)  # the sender's last edit
    # Deleted for everyone by its sender: both sides keep a "Message deleted" line in its place
    # (body and subject emptied). Deleting only one's own copy is deleted_by_* (docs/editing.md).
    deleted_at = fields.DatetimeField(null=True)

    class Meta:
        table = "messages"
        # Each side's conversations, covering: the summaries (services.messages.SUMMARIES) group a
        # member's messages per partner from these alone, never visiting the table.
        indexes = (
            Index(fields=("sender_id", "recipient_id", "id", "deleted_by_sender")),
            Index(fields=("recipient_id", "sender_id", "id", "deleted_by_recipient", "read_at")),
        )

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None

    def __str__(self) -> str:
        return f"message {self.id} from {self.sender_id} to {self.recipient_id}"


class Conversation(Model):
    """One row per member and partner they still have messages with: the inbox's row.

    Kept in the transaction of every change to the pair's messages (``services.messages``): the
    newest message the owner still has and how many of the partner's they have not read. The
    inbox pages these rows by ``last_message_id`` instead of grouping the member's messages.
    """

    id = fields.IntField(primary_key=True)
    owner: fields.ForeignKeyRelation[User] = member_key("conversations")
    partner: fields.ForeignKeyRelation[User] = member_key("conversations_with")
    last_message_id = fields.IntField()  # messages.id, newest first in the inbox (the cursor)
    unread_count = fields.IntField(default=0)

    class Meta:
        table = "conversations"
        unique_together = (("owner", "partner"),)
        indexes = (Index(fields=("owner_id", "last_message_id")),)

    def __str__(self) -> str:
        return f"conversation of {self.owner_id} with {self.partner_id}"


class UserSkill(Model):
    """One row per skill on a profile (kept beside ``users.skills``) for the directory's skill
    filter and its most-common-skills chips."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("skill_rows")
    skill = fields.CharField(max_length=100)

    class Meta:
        table = "user_skills"
        unique_together = (("user", "skill"),)
        indexes = (Index(fields=("skill", "user_id")),)

    def __str__(self) -> str:
        return self.skill


class Block(Model):
    """``blocker`` blocked ``blocked``: each is hidden from the other in lists and live events, and
    neither can message or befriend the other (docs/safety.md). One row per ordered pair."""

    id = fields.IntField(primary_key=True)
    blocker: fields.ForeignKeyRelation[User] = member_key("blocks_made")
    blocked: fields.ForeignKeyRelation[User] = member_key("blocks_received")
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "blocks"
        unique_together = (("blocker", "blocked"),)
        # The unique pair indexes reads by blocker; this one serves "who blocked me".
        indexes = (Index(fields=("blocked_id", "blocker_id")),)

    def __str__(self) -> str:
        return f"{self.blocker_id} blocks {self.blocked_id}"


class Mute(Model):
    """``muter`` muted ``muted``: only the muter stops seeing the muted member's posts, threads and
    comments; nothing changes for the muted member, who is never told."""

    id = fields.IntField(primary_key=True)
    muter: fields.ForeignKeyRelation[User] = member_key("mutes_made")
    muted: fields.ForeignKeyRelation[User] = member_key("mutes_received")
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "mutes"
        unique_together = (("muter", "muted"),)
        indexes = (Index(fields=("muted_id", "muter_id")),)

    def __str__(self) -> str:
        return f"{self.muter_id} mutes {self.muted_id}"
