"""Follows: the tags a member follows and the threads a member watches (docs/follows.md)."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.content import Thread
from devnet_api.models.owned import member_key


class Tag(Model):
    """A tag someone follows, by name (lower-cased, as content stores it): the id a follow points
    at. Content keeps its tags as names; a row here exists once a member has followed the tag."""

    id = fields.IntField(primary_key=True)
    name = fields.CharField(max_length=30, unique=True)

    class Meta:
        table = "tags"

    def __str__(self) -> str:
        return self.name


class TagFollow(Model):
    """A member follows a tag: its threads and posts make the "Following" scope and the digest."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("tag_follows")
    tag: fields.ForeignKeyRelation[Tag] = fields.ForeignKeyField(
        "models.Tag", related_name="follows", on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "tag_follows"
        unique_together = (("user", "tag"),)
        indexes = (Index(fields=("tag_id", "user_id")),)

    def __str__(self) -> str:
        return f"{self.user_id} follows {self.tag_id}"


class ThreadWatch(Model):
    """A member's watch on a thread: ``watching`` True hears of its new comments. Its author and
    each commenter get a row (True) unless they have one; unwatching writes False, which stays."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("thread_watches")
    thread: fields.ForeignKeyRelation[Thread] = fields.ForeignKeyField(
        "models.Thread", related_name="watches", on_delete=fields.CASCADE
    )
    watching = fields.BooleanField(default=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "thread_watches"
        unique_together = (("user", "thread"),)
        indexes = (Index(fields=("thread_id", "watching")),)

    def __str__(self) -> str:
        return f"{self.user_id} {'watches' if self.watching else 'ignores'} {self.thread_id}"
