"""Bookmarks: what a member keeps to read later (a thread, a project or a feed post), in folders
they name (docs/bookmarks.md). Private to the member; a bookmark goes with its item (cascade)."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.content import Project, Thread
from devnet_api.models.feed import Post
from devnet_api.models.owned import member_key


class BookmarkFolder(Model):
    """A folder a member names; removing it leaves its bookmarks unfiled."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("bookmark_folders")
    name = fields.CharField(max_length=40)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "bookmark_folders"
        unique_together = (("user", "name"),)

    def __str__(self) -> str:
        return self.name


class Bookmark(Model):
    """A member's bookmark of one item: exactly one of ``thread``, ``project`` and ``post`` is set
    (the kind's ``ref`` column, as on a comment), in at most one folder."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("bookmarks")
    folder: fields.ForeignKeyNullableRelation[BookmarkFolder] = fields.ForeignKeyField(
        "models.BookmarkFolder", related_name="bookmarks", null=True, on_delete=fields.SET_NULL
    )
    thread: fields.ForeignKeyNullableRelation[Thread] = fields.ForeignKeyField(
        "models.Thread", related_name="bookmarks", null=True, on_delete=fields.CASCADE
    )
    project: fields.ForeignKeyNullableRelation[Project] = fields.ForeignKeyField(
        "models.Project", related_name="bookmarks", null=True, on_delete=fields.CASCADE
    )
    post: fields.ForeignKeyNullableRelation[Post] = fields.ForeignKeyField(
        "models.Post", related_name="bookmarks", null=True, on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "bookmarks"
        unique_together = (("user", "thread"), ("user", "project"), ("user", "post"))
        # The list, newest first: all of a member's, or one folder's.
        indexes = (Index(fields=("user_id", "id")), Index(fields=("user_id", "folder_id", "id")))

    def __str__(self) -> str:
        return f"bookmark {self.id} of user {self.user_id}"
