"""Content: function threads, projects, their comments, tags and votes.

Counters a list shows (score, vote counts, comment count, views) live on the row and change in the
same transaction as the event, so lists never aggregate. Each sort order has its index.
"""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.domain.rules import alts_of
from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


def list_indexes() -> tuple[Index, ...]:
    """The indexes a thread or project list reads by (newest, best, most discussed; hidden ones left out)."""
    return (
        Index(fields=("created_at",)),
        Index(fields=("hidden", "id")),
        Index(fields=("hidden", "score", "id")),
        Index(fields=("hidden", "comment_count", "id")),
    )


class Thread(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("threads")
    title = fields.CharField(max_length=100)
    body = fields.TextField()
    tags = fields.JSONField(default=list)
    score = fields.IntField(default=0)  # upvotes minus downvotes: the API's `upvotes`
    comment_count = fields.IntField(default=0)
    views = fields.IntField(default=0)
    hidden = fields.BooleanField(default=False)  # set by a moderator: gone from every list and detail
    # Lower-cased title, body and tags: what searchQuery matches, behind a trigram index on PostgreSQL.
    search_text = fields.TextField(default="", db_default="")
    created_at = fields.DatetimeField(auto_now_add=True)
    edited_at = fields.DatetimeField(null=True)  # the author's last edit (docs/editing.md)

    class Meta:
        table = "threads"
        indexes = list_indexes()

    def __str__(self) -> str:
        return self.title


class ThreadTag(Model):
    """One row per tag of a thread, for the tag filter and the tag list."""

    id = fields.IntField(primary_key=True)
    thread: fields.ForeignKeyRelation[Thread] = fields.ForeignKeyField(
        "models.Thread", related_name="tag_rows", on_delete=fields.CASCADE
    )
    tag = fields.CharField(max_length=30)

    class Meta:
        table = "thread_tags"
        unique_together = (("thread", "tag"),)
        indexes = (Index(fields=("tag", "thread_id")),)

    def __str__(self) -> str:
        return self.tag


def card_images_of(thumbnail_urls: list[str] | None, media_urls: list[str]) -> list[str]:
    """The images a project's card shows: the thumbnails; projects stored before thumbnails existed
    have none, and their cards show the full images. ``Project.card_images``, and the read layer
    (devnet_api.reads) for rows it reads without a model."""
    return thumbnail_urls if thumbnail_urls is not None else media_urls


class Project(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("projects")
    title = fields.CharField(max_length=100)
    description = fields.TextField()
    tags = fields.JSONField(default=list)
    media_urls = fields.JSONField(default=list)
    # The thumbnails of media_urls, in the same order, for cards; null on projects stored before
    # thumbnails existed, whose cards show the full images.
    thumbnail_urls = fields.JSONField(null=True)
    # The alt text of each of media_urls, in the same order ("" for none); null on projects stored
    # before alt texts existed (docs/api-contract.md, "Alt text").
    media_alts = fields.JSONField(null=True)
    demo_url = fields.CharField(max_length=500, null=True)
    repo_url = fields.CharField(max_length=500, null=True)
    upvotes_count = fields.IntField(default=0)
    downvotes_count = fields.IntField(default=0)
    score = fields.IntField(default=0)  # upvotes_count - downvotes_count, kept for the popular sort
    comment_count = fields.IntField(default=0)
    views = fields.IntField(default=0)
    hidden = fields.BooleanField(default=False)
    search_text = fields.TextField(default="", db_default="")  # lower-cased title, description and tags (see Thread)
    created_at = fields.DatetimeField(auto_now_add=True)

    @property
    def card_images(self) -> list[str]:
        return card_images_of(self.thumbnail_urls, self.media_urls)

    @property
    def image_alts(self) -> list[str]:
        return alts_of(self.media_urls, self.media_alts)

    class Meta:
        table = "projects"
        indexes = list_indexes()

    def __str__(self) -> str:
        return self.title


class ProjectTag(Model):
    id = fields.IntField(primary_key=True)
    project: fields.ForeignKeyRelation[Project] = fields.ForeignKeyField(
        "models.Project", related_name="tag_rows", on_delete=fields.CASCADE
    )
    tag = fields.CharField(max_length=30)

    class Meta:
        table = "project_tags"
        unique_together = (("project", "tag"),)
        indexes = (Index(fields=("tag", "project_id")),)

    def __str__(self) -> str:
        return self.tag


class TagCount(Model):
    """How many visible items of a kind carry a tag. Changed in the transaction that changes the tag
    rows or hides content, so the tag lists read a few rows instead of grouping every tag row."""

    id = fields.IntField(primary_key=True)
    kind = fields.CharField(max_length=16)  # thread, project: the content kind's name
    tag = fields.CharField(max_length=30)
    uses = fields.IntField(default=0)

    class Meta:
        table = "tag_counts"
        unique_together = (("kind", "tag"),)
        indexes = (Index(fields=("kind", "uses")),)

    def __str__(self) -> str:
        return f"{self.kind} #{self.tag}: {self.uses}"


class Comment(Model):
    """A comment under exactly one parent: one nullable foreign key per commentable kind (thread,
    project, post), so each parent keeps its cascade and its (parent, hidden, id)
    index. services/kinds.py names the column of each kind."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("comments")
    thread: fields.ForeignKeyNullableRelation[Thread] = fields.ForeignKeyField(
        "models.Thread", related_name="comments", null=True, on_delete=fields.CASCADE
    )
    project: fields.ForeignKeyNullableRelation[Project] = fields.ForeignKeyField(
        "models.Project", related_name="comments", null=True, on_delete=fields.CASCADE
    )
    post: fields.ForeignKeyNullableRelation = fields.ForeignKeyField(
        "models.Post", related_name="comments", null=True, on_delete=fields.CASCADE
    )
    body = fields.TextField()
    hidden = fields.BooleanField(default=False)
    created_at = fields.DatetimeField(auto_now_add=True)
    edited_at = fields.DatetimeField(null=True)
    # Deleted by its author while later comments followed it: it keeps its place as "[deleted]"
    # (body emptied, no author shown) and counts nowhere (docs/editing.md).
    deleted_at = fields.DatetimeField(null=True)
    # A reply: the top-level comment it is under (one level of nesting, docs/decisions.md); a reply
    # to a reply is stored under that reply's own parent, ``reply_to`` naming whom it answers.
    parent: fields.ForeignKeyNullableRelation[Comment] = fields.ForeignKeyField(
        "models.Comment", related_name="replies", null=True, on_delete=fields.SET_NULL
    )
    reply_to: fields.ForeignKeyNullableRelation[User] = fields.ForeignKeyField(
        "models.User", related_name=False, null=True, on_delete=fields.SET_NULL
    )
    # Always the number of its CommentLike rows: moved in the like's transaction, the row locked.
    like_count = fields.IntField(default=0, db_default=0)

    class Meta:
        table = "comments"
        indexes = (
            Index(fields=("created_at",)),
            Index(fields=("thread_id", "hidden", "id")),
            Index(fields=("project_id", "hidden", "id")),
            Index(fields=("post_id", "hidden", "id")),
        )

    @property
    def is_deleted(self) -> bool:
        return self.deleted_at is not None

    def __str__(self) -> str:
        return self.body[:40]


class CommentLike(Model):
    """One member's like of a comment (Comment.like_count counts them)."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("comment_likes")
    comment: fields.ForeignKeyRelation[Comment] = fields.ForeignKeyField(
        "models.Comment", related_name="likes", on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "comment_likes"
        unique_together = (("user", "comment"),)  # also the index the viewer's ``liked`` reads


class ThreadVote(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("thread_votes")
    thread: fields.ForeignKeyRelation[Thread] = fields.ForeignKeyField(
        "models.Thread", related_name="votes", on_delete=fields.CASCADE
    )
    value = fields.SmallIntField()  # +1 upvote, -1 downvote
    # The first vote's time, for the trend windows; null on votes cast before it was recorded.
    created_at = fields.DatetimeField(auto_now_add=True, null=True, db_index=True)

    class Meta:
        table = "thread_votes"
        unique_together = (("user", "thread"),)

    def __str__(self) -> str:
        return f"{self.value:+d} on thread {self.thread_id}"


class ProjectVote(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("project_votes")
    project: fields.ForeignKeyRelation[Project] = fields.ForeignKeyField(
        "models.Project", related_name="votes", on_delete=fields.CASCADE
    )
    value = fields.SmallIntField()
    # The first vote's time, for the trend windows; null on votes cast before it was recorded.
    created_at = fields.DatetimeField(auto_now_add=True, null=True, db_index=True)

    class Meta:
        table = "project_votes"
        unique_together = (("user", "project"),)

    def __str__(self) -> str:
        return f"{self.value:+d} on project {self.project_id}"


class ContentVersion(Model):
    """An earlier version of a thread or a feed post, written when its author edits it: what it
    said from ``written_at`` until ``created_at`` (the edit). Only the author and moderators read
    them; they go with the item."""

    id = fields.IntField(primary_key=True)
    kind = fields.CharField(max_length=16)  # thread, post: the content kind's name
    object_id = fields.IntField()
    title = fields.CharField(max_length=100, null=True)
    body = fields.TextField()
    tags = fields.JSONField(default=list)
    media_urls = fields.JSONField(default=list)
    written_at = fields.DatetimeField()  # when this version was posted (created or edited)
    created_at = fields.DatetimeField(auto_now_add=True)  # when the edit replaced it

    class Meta:
        table = "content_versions"
        indexes = (Index(fields=("kind", "object_id", "id")),)

    def __str__(self) -> str:
        return f"{self.kind} {self.object_id} version {self.id}"
