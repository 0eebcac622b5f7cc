"""Comments under any commentable kind (threads, projects, feed posts), their replies and likes.

Order: oldest first by ``(created_at, id)``, so a list reads in the order it was written even when
ids and times disagree (imported or demo comments); the cursor holds both.
Replies: one level of nesting (docs/decisions.md). A reply names the comment it answers; it is
stored under that comment's top-level comment (``parent_id``), with ``reply_to_id`` the member it
answers ("in reply to @name").
Likes: one CommentLike row per member and comment; ``Comment.like_count`` moves in the same
transaction, the comment row locked, so it always equals the rows (DESIGN.md's counters).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tortoise.expressions import F, Q, RawSQL
from tortoise.queryset import QuerySet

from devnet_api.db.pagination import INT64, Page, decode_cursor, encode_cursor
from devnet_api.domain.errors import NotFound
from devnet_api.models.accounts import User
from devnet_api.models.content import Comment, CommentLike
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, follows, kinds, live, notifications
from devnet_api.services.kinds import COMMENT, MAX_ID, PUBLIC_USER_FIELDS

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
NO_SUCH_REPLY_TARGET = "The comment you are replying to was not found"


def _commentable(kind_name: str) -> kinds.Kind:
    kind = kinds.kind_of(kind_name)
    if not kind.commentable:
        raise LookupError(f"{kind_name} takes no comments")
    return kind


def _micros(moment: datetime) -> int:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return (moment - EPOCH) // timedelta(microseconds=1)


async def _page_oldest_first(query: QuerySet, limit: int, cursor: str | None) -> Page:
    """One page in ``(created_at, id)`` order: one statement, whatever the limit."""
    after = decode_cursor(cursor, 2, INT64)
    if after is not None:
        moment = EPOCH + timedelta(microseconds=after[0])
        query = query.filter(Q(created_at__gt=moment) | Q(created_at=moment, id__gt=after[1]))
    rows = await query.order_by("created_at", "id").limit(limit + 1)
    more = len(rows) > limit
    rows = rows[:limit]
    last = rows[-1] if rows else None
    return Page(rows, encode_cursor([_micros(last.created_at), last.id]) if more and last else None)


async def attach(rows: list[Comment], viewer_id: int | None = None) -> list[Comment]:
    """Each comment's author and the username it replies to: one query for the whole list; with
    ``viewer_id``, whether they like each (one more)."""
    if viewer_id is not None and rows:
        liked = set(
            await CommentLike.filter(user_id=viewer_id, comment_id__in=[row.id for row in rows]).values_list(
                "comment_id", flat=True
            )
        )
        for row in rows:
            row.liked = row.id in liked
    ids = {row.user_id for row in rows} | {row.reply_to_id for row in rows if row.reply_to_id}
    users = {}
    if ids:
        users = {user.id: user for user in await User.filter(id__in=ids).only(*PUBLIC_USER_FIELDS)}
    for row in rows:
        row.user = users[row.user_id]
        replied = users.get(row.reply_to_id) if row.reply_to_id else None
        row.reply_to_username = replied.username if replied else None
        if not hasattr(row, "liked"):
            row.liked = False
    return rows


def _with_liked(query: QuerySet, viewer_id: int | None) -> QuerySet:
    """The viewer's ``liked`` flag as a column of the page's own statement (no query of its own)."""
    if viewer_id is None:
        return query
    exists = (
        f'EXISTS (SELECT 1 FROM "comment_likes" WHERE "comment_likes"."comment_id" = "comments"."id" '
        f'AND "comment_likes"."user_id" = {int(viewer_id)})'
    )
    return query.annotate(liked=RawSQL(exists))


async def list_for(
    kind_name: str, parent_id: int, limit: int, cursor: str | None, viewer_id: int | None = None
) -> Page:
    """A page of the comments members can see under a visible parent, oldest first; without the
    comments of members hidden from ``viewer_id`` (blocked either way, or muted)."""
    kind = _commentable(kind_name)
    await kinds.get_visible(kind, parent_id, with_owner=False)
    query = blocks.without_hidden(kinds.COMMENT.visible().filter(**{kind.ref: parent_id}), viewer_id)
    page = await _page_oldest_first(_with_liked(query, viewer_id), limit, cursor)
    for row in page.items:
        row.liked = bool(getattr(row, "liked", False))
    await attach(page.items)
    return page


async def add(kind_name: str, parent_id: int, user_id: int, body: str, reply_to: int | None = None) -> Comment:
    """A comment, or with ``reply_to`` (a comment on the same parent) a reply: under that comment's
    top-level comment, naming its author. Refused across a block with either author."""
    kind = _commentable(kind_name)
    parent = await kinds.get_visible(kind, parent_id, with_owner=False)
    await blocks.refuse_if_blocked(user_id, parent.user_id, blocks.INTERACTION)
    answered = None
    if reply_to is not None:
        answered = (
            await COMMENT.visible().get_or_none(id=reply_to, deleted_at__isnull=True, **{kind.ref: parent_id})
            if reply_to <= MAX_ID
            else None
        )
        if answered is None:
            raise NotFound(NO_SUCH_REPLY_TARGET)  # like any id that names nothing (schemas.body_id)
        await blocks.refuse_if_blocked(user_id, answered.user_id, blocks.INTERACTION)
    async with transaction():
        comment = await Comment.create(
            **{kind.ref: parent_id},
            user_id=user_id,
            body=body,
            parent_id=(answered.parent_id or answered.id) if answered else None,
            reply_to_id=answered.user_id if answered else None,
        )
        await kind.model.filter(id=parent_id).update(comment_count=F("comment_count") + 1)
        await notifications.replied(comment, kind.name, parent_id, answered)
        if kind is kinds.THREAD:  # a commenter watches the thread, unless they chose not to before
            await follows.watch_by_default(user_id, parent_id)
    comment = (await attach([comment]))[0]
    await live.comment_added(kind.name, parent_id, comment)
    return comment


@dataclass(frozen=True)
class LikeResult:
    comment_id: int
    liked: bool
    like_count: int
    parent_kind: str
    parent_id: int


async def set_like(comment_id: int, user_id: int, on: bool) -> LikeResult:
    """Like (``on``) or take back a like of a visible comment; doing what is done changes nothing.
    The comment row is locked first, so its ``like_count`` always equals its like rows."""
    if not await kinds.is_visible(COMMENT, comment_id):
        raise NotFound(COMMENT.not_found)
    async with transaction():
        comment = await Comment.select_for_update().get_or_none(id=comment_id, deleted_at__isnull=True)
        if comment is None:
            raise NotFound(COMMENT.not_found)
        if on:
            await blocks.refuse_if_blocked(user_id, comment.user_id, blocks.INTERACTION)
        existing = await CommentLike.select_for_update().get_or_none(comment_id=comment_id, user_id=user_id)
        delta = 0
        if on and existing is None:
            await CommentLike.create(comment_id=comment_id, user_id=user_id)
            delta = 1
        elif not on and existing is not None:
            await existing.delete()
            delta = -1
        if delta:
            await Comment.filter(id=comment_id).update(like_count=F("like_count") + delta)
    parent, parent_id = kinds.parent_of(comment)
    result = LikeResult(comment_id, on, comment.like_count + delta, parent.name, parent_id)
    await live.comment_liked(parent.name, parent_id, comment_id, result.like_count, user_id)
    return result
