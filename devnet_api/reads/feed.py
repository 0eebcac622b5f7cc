"""The feed as a member reads it: posts newest first, everyone's, friends' only or in the tags the
reader follows, each with whether the reader likes it. Each answer is schemas.feed.PostOut."""

from __future__ import annotations

from devnet_api.db.pagination import Order, Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.domain.rules import alts_of
from devnet_api.models.feed import Post
from devnet_api.reads.shape import Shape
from devnet_api.reads.users import AUTHOR
from devnet_api.schemas.feed import PostOut
from devnet_api.services import blocks, follows, friends
from devnet_api.services.kinds import POST

SCOPES = ("global", "friends", "following")
NEWEST_FIRST = Order(("id",))
SHAPE = Shape(
    PostOut,
    Post,
    "p",
    nested={"user": AUTHOR},
    computed={"image_alts": alts_of},
    expressions={"is_liked": "EXISTS (SELECT 1 FROM post_likes l WHERE l.user_id = :viewer AND l.post_id = p.id)"},
)


def _pages(scope: str) -> tuple[Statement, Statement]:
    """The feed page (first, and after a cursor): visible posts newest first with their authors,
    without those of members hidden from the viewer (blocked either way, or muted); friends: the
    viewer's friends' and their own; following: posts with a tag the viewer follows."""
    after, order_by = NEWEST_FIRST.sql(("p.id",))
    where = [POST.visible_sql("p", "u"), blocks.hidden_sql("p.user_id")]
    if scope == "friends":
        where.append(f"({friends.friends_sql('p.user_id')} OR p.user_id = :viewer)")
    if scope == "following":
        where.append(f"p.id IN (SELECT pt.post_id FROM post_tags pt WHERE {follows.followed_sql('pt.tag')})")
    text = f"SELECT {SHAPE.columns} FROM {POST.from_sql('p', 'u')} WHERE {' AND '.join(where)} {{after}}"
    text += f" ORDER BY {order_by} LIMIT :limit"
    return Statement(text.replace("{after}", "")), Statement(text.replace("{after}", f"AND {after}"))


PAGES = {scope: _pages(scope) for scope in SCOPES}


async def list_posts(viewer_id: int, scope: str, limit: int, cursor: str | None) -> Page:
    """A page of posts for ``viewer_id``, newest first. One statement, whatever the limit."""
    return await paginate_rows(*PAGES[scope], NEWEST_FIRST, limit, cursor, SHAPE.dump, viewer=viewer_id)
