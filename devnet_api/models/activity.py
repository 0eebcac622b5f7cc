"""Activity: who viewed what on which day, and reports for the moderators."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class ContentView(Model):
    """One row per viewer, object and day: a repeated view the same day adds nothing."""

    id = fields.BigIntField(primary_key=True)
    kind = fields.CharField(max_length=16)  # thread, project, profile
    object_id = fields.IntField()
    viewer = fields.CharField(max_length=80)  # u:<user id> or a:<client address>
    day = fields.DateField()

    class Meta:
        table = "content_views"
        unique_together = (("kind", "object_id", "viewer", "day"),)
        indexes = (Index(fields=("day", "kind")),)  # the analytics window

    def __str__(self) -> str:
        return f"{self.kind} {self.object_id} by {self.viewer} on {self.day}"


class Report(Model):
    id = fields.IntField(primary_key=True)
    reporter: fields.ForeignKeyRelation[User] = member_key("reports")
    resource_type = fields.CharField(max_length=16)
    resource_id = fields.IntField()
    reason = fields.CharField(max_length=500)
    status = fields.CharField(max_length=16, default="open", db_index=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "reports"

    def __str__(self) -> str:
        return f"report {self.id} on {self.resource_type} {self.resource_id}"
