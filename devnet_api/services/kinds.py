"""The content-kind registry: one entry per kind of thing members post, comment on, view or report.

Comments, votes, views, tags, reports and moderation read what differs between kinds from here, so
a new kind (a feed post, a message) is one ``Kind(...)`` entry plus its model, not an edit in each
of those modules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tortoise.models import Model
from tortoise.queryset import QuerySet

from devnet_api.domain.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.content import (
    Comment,
    CommentLike,
    Project,
    ProjectTag,
    ProjectVote,
    Thread,
    ThreadTag,
    ThreadVote,
)
from devnet_api.models.feed import Post, PostLike, PostShare
from devnet_api.models.social import Message

MAX_ID = 2**31 - 1  # ids are 32-bit columns: a bigger one (say, a projectId in a body) names nothing
# The member columns a list shows beside each item (schemas.accounts.UserOut): never the password
# hash or the email, which a list has no reason to hold in memory.
PUBLIC_USER_FIELDS = (
    "id",
    "username",
    "display_name",
    "bio",
    "skills",
    "hourly_rate",
    "is_available_for_work",
    "created_at",
    "avatar_seed",
    "avatar_style",
    "profile_photo",
    "profile_thumbnail",
    "subscription_tier",
    "project_count",
    "thread_count",
)

# What members can see, as column values: a member while active; what members post while a
# moderator has not hidden it (a kind that is not ``hideable`` has no such column) and while its
# owner can be seen. ``Kind.visible`` (the ORM) and ``Kind.visible_sql`` (a hand-written statement,
# devnet_api.reads) are both written from these two: the rule has one spelling.
MEMBER_SHOWN: dict[str, Any] = {"status": Status.ACTIVE}
CONTENT_SHOWN: dict[str, Any] = {"hidden": False}


def _literal(value: Any) -> str:
    """A constant of the rule above as SQL (both dialects: SQLite reads TRUE and FALSE as 1 and 0)."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    return "'" + str(value).replace("'", "''") + "'"


def _conditions(alias: str, shown: dict[str, Any]) -> list[str]:
    return [f"{alias}.{column} = {_literal(value)}" for column, value in shown.items()]


@dataclass(frozen=True)
class Kind:
    name: str  # the wire name: a report's resourceType, content_views.kind, tag_counts.kind
    model: type[Model]
    not_found: str  # the 404 message when it does not exist or cannot be seen
    owner: str | None = "user"  # the relation to the member who posted it (None: the kind is a member)
    ref: str | None = None  # the column other tables point at it with (tag, vote and comment rows)
    tag_model: type[Model] | None = None
    vote_model: type[Model] | None = None
    commentable: bool = False  # Comment has a nullable foreign key named ``ref``; the model a comment_count
    counts_views: bool = False  # the model has a ``views`` column, counted once per viewer and day
    hideable: bool = True  # moderators hide it (a ``hidden`` column); members are suspended instead
    reportable: bool = True
    owner_counter: str | None = None  # the User column counting the owner's not-hidden items of this kind
    search_fields: tuple[str, ...] = ()  # what its ``search_text`` is made of, besides the tags
    # How a member's vote moving from ``old`` to ``new`` (+1, -1, 0 for none) changes the row's counters.
    vote_counters: Callable[[int, int], dict[str, int]] | None = None
    # Other per-member rows on it (likes, shares), each counted in a column of the row: (model, column).
    marks: tuple[tuple[type[Model], str], ...] = ()
    title_field: str | None = None  # what a moderator reads as its title, and as its text
    text_field: str | None = None

    @property
    def owner_field(self) -> str | None:
        return f"{self.owner}_id" if self.owner else None

    @property
    def table(self) -> str:
        return self.model._meta.db_table

    @property
    def shown(self) -> dict[str, Any]:
        """The row's own part of what members can see (MEMBER_SHOWN, CONTENT_SHOWN)."""
        if self.owner is None:
            return MEMBER_SHOWN
        return CONTENT_SHOWN if self.hideable else {}

    def visible_filters(self, through: str = "") -> dict[str, Any]:
        """``visible()`` as ORM filters, of this kind's rows reached through the relation ``through``
        (``user``: a UserSkill's member) or of the rows themselves."""
        prefix = f"{through}__" if through else ""
        found = {prefix + column: value for column, value in self.shown.items()}
        if self.owner:
            found.update((f"{prefix}{self.owner}__{column}", value) for column, value in MEMBER_SHOWN.items())
        return found

    def visible(self) -> QuerySet:
        """What members can see: not hidden by a moderator, not posted by a suspended member."""
        return self.model.filter(**self.visible_filters())

    def shown_sql(self, alias: str) -> str:
        """The row's own part of ``visible_sql``, for a statement that checks the owners apart
        (services.trends sums first and checks each owner once): ``t.hidden = FALSE``."""
        return " AND ".join(_conditions(alias, self.shown)) or "TRUE"

    def visible_sql(self, alias: str, owner: str | None = None) -> str:
        """``visible()`` in a hand-written statement (devnet_api.db.sql): the condition that the row
        ``alias`` can be seen, its owner joined as ``owner`` (``from_sql``), e.g.
        ``t.hidden = FALSE AND u.status = 'active'``. The one SQL spelling of the rule."""
        if self.owner is None:
            return self.shown_sql(alias)
        if owner is None:
            raise ValueError(f"{self.name}: visible_sql needs the alias its owner is joined as")
        return " AND ".join(_conditions(alias, self.shown) + _conditions(owner, MEMBER_SHOWN))

    def from_sql(self, alias: str, owner: str | None = None) -> str:
        """The kind's table as ``alias``, with its owner joined as ``owner`` when given (for
        ``visible_sql`` and the owner's columns): ``threads t JOIN users u ON u.id = t.user_id``."""
        table = f"{self.table} {alias}"
        if owner is None:
            return table
        return f"{table} JOIN {USER.table} {owner} ON {owner}.id = {alias}.{self.owner_field}"


def _score(old: int, new: int) -> dict[str, int]:
    return {"score": new - old}


def _ups_and_downs(old: int, new: int) -> dict[str, int]:
    ups, downs = (new == 1) - (old == 1), (new == -1) - (old == -1)
    return {"upvotes_count": ups, "downvotes_count": downs, "score": ups - downs}


THREAD = Kind(
    "thread",
    Thread,
    "Thread not found",
    ref="thread_id",
    tag_model=ThreadTag,
    vote_model=ThreadVote,
    commentable=True,
    counts_views=True,
    owner_counter="thread_count",
    search_fields=("title", "body"),
    vote_counters=_score,
    title_field="title",
    text_field="body",
)
PROJECT = Kind(
    "project",
    Project,
    "Project not found",
    ref="project_id",
    tag_model=ProjectTag,
    vote_model=ProjectVote,
    commentable=True,
    counts_views=True,
    owner_counter="project_count",
    search_fields=("title", "description"),
    vote_counters=_ups_and_downs,
    title_field="title",
    text_field="description",
)
# A comment's likes (CommentLike) are a mark: a departing member's likes leave its like_count.
COMMENT = Kind(
    "comment",
    Comment,
    "Comment not found",
    ref="comment_id",
    marks=((CommentLike, "like_count"),),
    text_field="body",
)
USER = Kind("user", User, "User not found", owner=None, hideable=False, title_field="display_name", text_field="bio")
# A message is seen only by its two participants (services.messages.visible_to), never hidden.
MESSAGE = Kind(
    "message", Message, "Message not found", owner="sender", hideable=False, title_field="subject", text_field="body"
)
# A feed post's hashtags (PostTag) feed trending, not the tag lists: no tag_model here.
POST = Kind(
    "post",
    Post,
    "Post not found",
    ref="post_id",
    commentable=True,
    marks=((PostLike, "likes_count"), (PostShare, "shares_count")),
    text_field="content",
)

KINDS: dict[str, Kind] = {kind.name: kind for kind in (THREAD, PROJECT, COMMENT, USER, MESSAGE, POST)}
COMMENTABLE: tuple[Kind, ...] = tuple(kind for kind in KINDS.values() if kind.commentable)
TAGGED: tuple[Kind, ...] = tuple(kind for kind in KINDS.values() if kind.tag_model is not None)


def counters_of(kind: Kind, votes: list[int]) -> dict[str, int]:
    """The vote counters of a row that holds exactly ``votes`` (each +1 or -1)."""
    total: dict[str, int] = {}
    for value in votes:
        for column, delta in kind.vote_counters(0, value).items():
            total[column] = total.get(column, 0) + delta
    return total


def kind_of(name: str) -> Kind:
    """The kind called ``name``; one that does not exist (yet) is a 404, like anything missing."""
    kind = KINDS.get(name)
    if kind is None:
        raise NotFound(f"That {name} does not exist")
    return kind


def parent_of(comment: Comment) -> tuple[Kind, int]:
    """The kind and id of what ``comment`` is under."""
    for kind in COMMENTABLE:
        parent_id = getattr(comment, kind.ref)
        if parent_id is not None:
            return kind, parent_id
    raise LookupError(f"comment {comment.id} has no parent")


async def get_visible(kind: Kind, object_id: int, with_owner: bool = True) -> Model:
    """The row if members can see it, with its owner's public columns; NotFound(kind.not_found) otherwise."""
    row = await kind.visible().get_or_none(id=object_id) if object_id <= MAX_ID else None
    if row is None:
        raise NotFound(kind.not_found)
    if with_owner and kind.owner:
        await with_owners([row], kind.owner)
    return row


async def is_visible(kind: Kind, object_id: int) -> bool:
    """Whether members can see it; a comment also needs its parent to be visible."""
    if object_id > MAX_ID:
        return False
    if kind is COMMENT:
        comment = await kind.visible().get_or_none(id=object_id)
        if comment is None:
            return False
        parent, parent_id = parent_of(comment)
        return await parent.visible().filter(id=parent_id).exists()
    return await kind.visible().filter(id=object_id).exists()


async def with_owners(rows: list[Model], owner: str = "user") -> list[Model]:
    """Attach each row's member, read with only the public columns: one query for the whole list."""
    ids = {getattr(row, f"{owner}_id") for row in rows}
    if ids:
        users = {user.id: user for user in await User.filter(id__in=ids).only(*PUBLIC_USER_FIELDS)}
        for row in rows:
            setattr(row, owner, users[getattr(row, f"{owner}_id")])
    return rows
