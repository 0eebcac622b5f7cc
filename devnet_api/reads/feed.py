"""The feed as a member reads it: posts newest first, everyone's, friends' only or in the tags the
reader follows, each with whether the reader likes it. Each answer is schemas.feed.PostOut."""

from __future__ import annotations

from devnet_api.db.pagination import Order, Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.domain.rules import alts_of
from devnet_api.models.feed import Post, PostTag
from devnet_api.reads.cache import ResultCache
from devnet_api.reads.shape import Shape
from devnet_api.reads.users import AUTHOR
from devnet_api.schemas.feed import PostOut
from devnet_api.services import blocks, follows, friends
from devnet_api.services.kinds import POST

SCOPES = ("global", "friends", "following")
NEWEST_FIRST = Order(("id",))
LIKED = "EXISTS (SELECT 1 FROM post_likes l WHERE l.user_id = :viewer AND l.post_id = p.id)"
SHAPE = Shape(
    PostOut, Post, "p", nested={"user": AUTHOR}, computed={"image_alts": alts_of}, expressions={"is_liked": LIKED}
)
TAG_LENGTH = PostTag._meta.fields_map["tag"].max_length
IS_LIKED = PostOut.model_fields["is_liked"].serialization_alias or PostOut.model_fields["is_liked"].alias


def _pages(scope: str, tagged: bool = False) -> tuple[Statement, Statement]:
    """The feed page (first, and after a cursor): visible posts newest first with their authors,
    without those of members hidden from the viewer (blocked either way, or muted); friends: the
    viewer's friends' and their own; following: posts with a tag the viewer follows; ``tagged``:
    only posts with the tag ``:tag`` (a tag's page, issue 47)."""
    after, order_by = NEWEST_FIRST.sql(("p.id",))
    where = [POST.visible_sql("p", "u"), blocks.hidden_sql("p.user_id")]
    if tagged:
        where.append("p.id IN (SELECT tg.post_id FROM post_tags tg WHERE tg.tag = :tag)")
    if scope == "friends":
        where.append(f"({friends.friends_sql('p.user_id')} OR p.user_id = :viewer)")
    if scope == "following":
        where.append(f"p.id IN (SELECT pt.post_id FROM post_tags pt WHERE {follows.followed_sql('pt.tag')})")
    text = f"SELECT {SHAPE.columns} FROM {POST.from_sql('p', 'u')} WHERE {' AND '.join(where)} {{after}}"
    text += f" ORDER BY {order_by} LIMIT :limit"
    return Statement(text.replace("{after}", "")), Statement(text.replace("{after}", f"AND {after}"))


PAGES = {scope: _pages(scope) for scope in SCOPES}
TAGGED_PAGES = {scope: _pages(scope, tagged=True) for scope in SCOPES}


def _one() -> Statement:
    """One post as its page shows it: visible, its author not hidden from the viewer."""
    where = [POST.visible_sql("p", "u"), blocks.hidden_sql("p.user_id"), "p.id = :id"]
    return Statement(f"SELECT {SHAPE.columns} FROM {POST.from_sql('p', 'u')} WHERE {' AND '.join(where)}")


ONE = _one()


async def one_post(viewer_id: int, post_id: int) -> dict | None:
    """The post ``post_id`` as ``viewer_id`` sees it (its own page, issue 47), or None: missing,
    hidden by moderation, or by a member hidden from the viewer."""
    row = await ONE.row(id=post_id, viewer=viewer_id)
    return None if row is None else SHAPE.dump(row)


# The viewer's part of a shared page: which of its posts they like, among those not hidden from them.
VIEWERS_PART = Statement(
    f"SELECT p.id AS id, {LIKED} AS liked FROM posts p WHERE p.id IN (:ids) AND {blocks.hidden_sql('p.user_id')}"
)


async def list_posts(
    viewer_id: int, scope: str, limit: int, cursor: str | None, kept: ResultCache | None = None, tag: str = ""
) -> Page:
    """A page of posts for ``viewer_id``, newest first. One statement, whatever the limit.

    ``kept``: the global feed's first page is the same for every member but for their likes and
    whom they hide, so the page as nobody's (no like, nobody hidden) is kept there, and a member's
    statement reads only their part: which of its posts they like, and whether they hide an author
    on it (then, rarely, their own page is read in full). ``tag``: only posts with that tag (exact,
    ignoring case; never kept)."""
    tag = tag.strip().lstrip("#").lower()
    if tag:
        if len(tag) > TAG_LENGTH:  # no tag is longer than its column: such a filter matches nothing
            return Page([], None)
        return await paginate_rows(
            *TAGGED_PAGES[scope], NEWEST_FIRST, limit, cursor, SHAPE.dump, viewer=viewer_id, tag=tag
        )
    if scope == "global" and not cursor and kept is not None and kept.seconds > 0:
        shared: Page = await kept.answer(("feed", limit), lambda: _page(scope, limit, None, None))
        if not shared.items:
            return shared
        part = await VIEWERS_PART.rows(ids=[post["id"] for post in shared.items], viewer=viewer_id)
        if len(part) == len(shared.items):  # nothing on it is hidden from the viewer (or gone)
            liked = {row["id"] for row in part if row["liked"]}
            return Page([{**post, IS_LIKED: post["id"] in liked} for post in shared.items], shared.next_cursor)
    return await _page(scope, limit, cursor, viewer_id)


async def _page(scope: str, limit: int, cursor: str | None, viewer_id: int | None) -> Page:
    return await paginate_rows(*PAGES[scope], NEWEST_FIRST, limit, cursor, SHAPE.dump, viewer=viewer_id)
