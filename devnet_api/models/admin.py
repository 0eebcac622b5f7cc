"""Administration: the moderators' audit log and single-use password reset tokens."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import OwnedByMember, member_key


class AuditEntry(Model):
    """One moderator action: who did what to which object, when and why.

    The actor's username is copied into the row so the log still reads right after the actor's
    account is deleted (the foreign key is then set to null).
    """

    id = fields.IntField(primary_key=True)
    actor: fields.ForeignKeyNullableRelation[User] = fields.ForeignKeyField(
        "models.User", related_name="audit_entries", null=True, on_delete=fields.SET_NULL
    )
    actor_name = fields.CharField(max_length=30)
    action = fields.CharField(max_length=32, db_index=True)  # user.ban, content.hide, report.resolve, ...
    target_type = fields.CharField(max_length=16)  # user, thread, project, comment, post, report
    target_id = fields.IntField()
    reason = fields.CharField(max_length=500, default="")
    detail = fields.JSONField(default=dict)
    created_at = fields.DatetimeField(auto_now_add=True, db_index=True)

    class Meta:
        table = "audit_entries"
        indexes = (("target_type", "target_id"),)

    def __str__(self) -> str:
        return f"{self.actor_name} {self.action} {self.target_type} {self.target_id}"


class PasswordResetToken(OwnedByMember, Model):
    """A reset link's token; only its SHA-256 is stored. Single use, short-lived."""

    noun = "reset token"
    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user: fields.ForeignKeyRelation[User] = member_key("reset_tokens")
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField(db_index=True)
    used_at = fields.DatetimeField(null=True)

    class Meta:
        table = "password_reset_tokens"


class SiteMode(Model):
    """The site's read-only switch (devnet_api.backing.maintenance): one row, ``id`` 1, in the
    database the site serves from, so a restore into another database never changes the live site's
    mode and a Redis restart loses nothing. No row means read-write; a table that cannot be read
    means read-only (fail closed)."""

    id = fields.IntField(primary_key=True)
    read_only = fields.BooleanField(default=False)
    since = fields.DatetimeField(null=True)
    reason = fields.CharField(max_length=200, default="")

    class Meta:
        table = "site_mode"
