"""The feed: posts, their tags, likes and shares. Counters live on the post row and change in the
same transaction as the event (with the row locked), so lists never aggregate."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.domain.rules import alts_of
from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class Post(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("posts")
    content = fields.TextField()
    media_urls = fields.JSONField(default=list)
    media_alts = fields.JSONField(null=True)  # one per image, as Project.media_alts
    tags = fields.JSONField(default=list)
    likes_count = fields.IntField(default=0)
    comment_count = fields.IntField(default=0)  # the API's commentsCount (shared comment code names it so)
    shares_count = fields.IntField(default=0)
    hidden = fields.BooleanField(default=False)  # set by a moderator
    created_at = fields.DatetimeField(auto_now_add=True)
    edited_at = fields.DatetimeField(null=True)  # the author's last edit (docs/editing.md)

    @property
    def image_alts(self) -> list[str]:
        return alts_of(self.media_urls, self.media_alts)

    class Meta:
        table = "posts"
        # Global feed: newest first among visible posts; Friends feed: the same per author.
        indexes = (
            Index(fields=("hidden", "id")),
            Index(fields=("user_id", "hidden", "id")),
            # The trend windows: a window's posts with their author and visibility from the index alone.
            Index(fields=("created_at", "id", "user_id", "hidden")),
        )

    def __str__(self) -> str:
        return self.content[:40]


class PostTag(Model):
    """One row per tag of a post, for trending hashtags."""

    id = fields.IntField(primary_key=True)
    post: fields.ForeignKeyRelation[Post] = fields.ForeignKeyField(
        "models.Post", related_name="tag_rows", on_delete=fields.CASCADE
    )
    tag = fields.CharField(max_length=30)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "post_tags"
        unique_together = (("post", "tag"),)
        # (created_at, post_id, tag): the hashtag window from the index alone.
        indexes = (Index(fields=("tag", "post_id")), Index(fields=("created_at", "post_id", "tag")))

    def __str__(self) -> str:
        return self.tag


class PostLike(Model):
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("post_likes")
    post: fields.ForeignKeyRelation[Post] = fields.ForeignKeyField(
        "models.Post", related_name="likes", on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "post_likes"
        unique_together = (("user", "post"),)  # also the index isLiked reads: (user_id, post_id)
        # The trend and analytics windows; post and member too, so the window is read from the index
        # alone (no heap page per like: 7-day trending users read 1.2 million likes at 1M posts).
        indexes = (Index(fields=("created_at", "post_id", "user_id")),)

    def __str__(self) -> str:
        return f"user {self.user_id} likes post {self.post_id}"


class PostShare(Model):
    """A member's share of a post: repeated shares by one member count once."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("post_shares")
    post: fields.ForeignKeyRelation[Post] = fields.ForeignKeyField(
        "models.Post", related_name="shares", on_delete=fields.CASCADE
    )
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "post_shares"
        unique_together = (("user", "post"),)

    def __str__(self) -> str:
        return f"user {self.user_id} shared post {self.post_id}"
