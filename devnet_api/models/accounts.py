"""Accounts: members and their server-side sessions."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model


class Role:
    MEMBER = "member"
    MODERATOR = "moderator"
    ADMIN = "admin"


class Status:
    ACTIVE = "active"
    BANNED = "banned"
    # A closed account kept only as an anonymous tombstone so the other side's direct messages still
    # have a sender ("deleted member"): no email, no password, no name, no content (docs/account.md).
    DELETED = "deleted"


class MessagesFrom:
    """Who may send a member direct messages (their privacy setting)."""

    EVERYONE = "everyone"
    FRIENDS = "friends"
    CHOICES = (EVERYONE, FRIENDS)


class User(Model):
    id = fields.IntField(primary_key=True)
    username = fields.CharField(max_length=30)
    # Uniqueness ignores case: 'Ada' and 'ada' are the same member.
    username_key = fields.CharField(max_length=30, unique=True)
    email = fields.CharField(max_length=254, unique=True)
    password_hash = fields.CharField(max_length=255)
    display_name = fields.CharField(max_length=50)
    bio = fields.CharField(max_length=500, default="")
    skills = fields.JSONField(default=list)
    hourly_rate = fields.DecimalField(max_digits=10, decimal_places=2, null=True)
    is_available_for_work = fields.BooleanField(default=False)
    avatar_seed = fields.CharField(max_length=64, null=True)
    avatar_style = fields.CharField(max_length=32, null=True)
    profile_photo = fields.CharField(max_length=255, null=True)
    profile_thumbnail = fields.CharField(max_length=255, null=True)  # the photo's thumbnail, for cards
    subscription_tier = fields.CharField(max_length=16, null=True)
    project_count = fields.IntField(default=0)
    thread_count = fields.IntField(default=0)
    role = fields.CharField(max_length=16, default=Role.MEMBER)
    status = fields.CharField(max_length=16, default=Status.ACTIVE)
    # db_default too, so rows written before the column existed (and the migration) read "everyone".
    messages_from = fields.CharField(max_length=10, default=MessagesFrom.EVERYONE, db_default=MessagesFrom.EVERYONE)
    created_at = fields.DatetimeField(auto_now_add=True, db_index=True)

    sessions: fields.ReverseRelation[AuthSession]

    @property
    def profile_photo_thumbnail(self) -> str | None:
        """Photos stored before thumbnails existed have none: their cards show the photo."""
        return self.profile_thumbnail or self.profile_photo

    class Meta:
        table = "users"

    def __str__(self) -> str:
        return f"@{self.username}"


class AuthSession(Model):
    """A signed-in browser. The cookie holds a random token; only its SHA-256 is stored."""

    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user: fields.ForeignKeyRelation[User] = fields.ForeignKeyField(
        "models.User", related_name="sessions", on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField(db_index=True)

    class Meta:
        table = "auth_sessions"

    def __str__(self) -> str:
        return f"session {self.id} of user {self.user_id}"


class ExportStatus:
    PENDING = "pending"
    READY = "ready"
    FAILED = "failed"


class DataExport(Model):
    """A member's "Download my data" archive. One row per member (a new request replaces the old
    one); the zip lives in the database as 1 MiB chunks (``DataExportChunk``), so any web process
    can stream it out and it is never under /media. It can be downloaded once, for 7 days
    (docs/account.md). ``size`` is the zip's size (past the cap on a build refused for it)."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = fields.ForeignKeyField(
        "models.User", related_name="data_exports", on_delete=fields.CASCADE, unique=True
    )
    status = fields.CharField(max_length=10, default=ExportStatus.PENDING)
    size = fields.IntField(default=0)
    created_at = fields.DatetimeField(auto_now_add=True)
    ready_at = fields.DatetimeField(null=True)
    expires_at = fields.DatetimeField(null=True, db_index=True)
    downloaded_at = fields.DatetimeField(null=True)

    class Meta:
        table = "data_exports"

    def __str__(self) -> str:
        return f"data export of user {self.user_id} ({self.status})"


class DataExportChunk(Model):
    """One piece of an export's zip, in order (``seq`` from 0): written and read one at a time, so
    neither the build nor the download holds the archive in memory. Deleted with its export."""

    id = fields.IntField(primary_key=True)
    export: fields.ForeignKeyRelation[DataExport] = fields.ForeignKeyField(
        "models.DataExport", related_name="chunks", on_delete=fields.CASCADE
    )
    seq = fields.IntField()
    data = fields.BinaryField()

    class Meta:
        table = "data_export_chunks"
        unique_together = (("export", "seq"),)

    def __str__(self) -> str:
        return f"chunk {self.seq} of data export {self.export_id}"
