"""Snapshots the trend and analytics jobs write and the endpoints read (docs/jobs.md).

Each job replaces its rows in one transaction from the source tables, so running it twice (a retry,
a worker killed mid-task) leaves the same rows: nothing is ever added to a previous value.
"""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class TrendingHashtag(Model):
    id = fields.IntField(primary_key=True)
    rank = fields.IntField()  # 1 = first
    tag = fields.CharField(max_length=30)
    people = fields.IntField()  # distinct accounts that used the tag in the window: what ranks it
    posts = fields.IntField(default=0, db_default=0)  # their posts with the tag in the window: the API's `count`
    score = fields.FloatField()
    computed_at = fields.DatetimeField()

    class Meta:
        table = "trending_hashtags"
        unique_together = (("tag",),)

    def __str__(self) -> str:
        return f"#{self.tag} ({self.rank})"


class TrendingUser(Model):
    id = fields.IntField(primary_key=True)
    rank = fields.IntField()
    user: fields.ForeignKeyRelation[User] = member_key("trending_rows", unique=True)
    score = fields.FloatField()
    computed_at = fields.DatetimeField()

    class Meta:
        table = "trending_users"

    def __str__(self) -> str:
        return f"user {self.user_id} ({self.rank})"


class UserAnalytics(Model):
    """One member's analytics as of ``computed_at``; ``daily`` holds the last 30 days."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("analytics_rows", unique=True)
    profile_views = fields.IntField(default=0)
    weekly_growth = fields.FloatField(default=0)
    total_likes = fields.IntField(default=0)
    total_comments = fields.IntField(default=0)
    project_views = fields.IntField(default=0)
    thread_views = fields.IntField(default=0)
    top_projects = fields.JSONField(default=list)
    top_threads = fields.JSONField(default=list)
    daily = fields.JSONField(default=list)
    recent = fields.BooleanField(default=False, db_index=True)  # any activity in the series window
    computed_at = fields.DatetimeField()

    class Meta:
        table = "user_analytics"

    def __str__(self) -> str:
        return f"analytics of user {self.user_id}"
