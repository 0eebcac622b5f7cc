"""The feed: posts, their #tags (services.markup), likes and shares. What goes live is recorded
through services.live; this module knows nothing of HTTP or sockets."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.models import Model

from devnet_api.errors import InvalidInput
from devnet_api.models.feed import Post, PostLike, PostShare, PostTag
from devnet_api.pagination import Order, Page, paginate_rows
from devnet_api.realtime.collector import transaction
from devnet_api.rows import USER_COLUMNS, active_author
from devnet_api.rules import EMPTY_POST
from devnet_api.services import blocks, friends, kinds, live, markup, media, notifications
from devnet_api.sql import Statement
from devnet_api.storage import Storage

SCOPES = ("global", "friends")
NEWEST_FIRST = Order(("id",))


def visible():
    return kinds.POST.visible()


async def get(post_id: int) -> Post:
    return await kinds.get_visible(kinds.POST, post_id)


def _feed_statements(friends_only: bool) -> tuple[Statement, Statement]:
    """The feed page (first, and after a cursor): visible posts newest first with their active
    authors, whether the viewer likes each, without those of members hidden from the viewer."""
    after, order_by = NEWEST_FIRST.sql(("p.id",))
    scope = f"AND ({friends.friends_sql('p.user_id')} OR p.user_id = :viewer)" if friends_only else ""
    text = f"""
        SELECT p.id, p.content, p.media_urls, p.tags, p.created_at, p.likes_count, p.comment_count,
               p.shares_count, p.edited_at,
               EXISTS (SELECT 1 FROM post_likes l WHERE l.user_id = :viewer AND l.post_id = p.id) AS is_liked,
               {USER_COLUMNS}
        FROM posts p {active_author("p")}
        WHERE p.hidden = {{false|0}} AND {blocks.hidden_sql("p.user_id")} {scope} {{cursor}}
        ORDER BY {order_by} LIMIT :limit
    """
    return Statement(text.replace("{cursor}", "")), Statement(text.replace("{cursor}", f"AND {after}"))


FEED = {scope: _feed_statements(scope == "friends") for scope in SCOPES}


async def list_posts(viewer_id: int, scope: str, limit: int, cursor: str | None) -> Page:
    """A page of posts as rows (``post_row`` in routes.feed writes them), newest first, each with
    whether ``viewer_id`` likes it; without the posts of members hidden from the viewer (blocked
    either way, or muted). One statement, whatever the limit."""
    first, later = FEED[scope]
    return await paginate_rows(first, later, NEWEST_FIRST, limit, cursor, viewer=viewer_id)


async def liked_among(user_id: int, post_ids: list[int]) -> set[int]:
    if not post_ids:
        return set()
    return set(await PostLike.filter(user_id=user_id, post_id__in=post_ids).values_list("post_id", flat=True))


async def create(user_id: int, text: str, media_urls: list, tags: list[str], store: Storage) -> Post:
    """Check and store a post (images through the media pipeline). Goes live as ``new_post``."""
    if not text and not media_urls:
        raise InvalidInput.field("content", EMPTY_POST)
    all_tags = markup.merge_tags(tags, text)
    async with media.undo_on_error():  # a failed post leaves no image file behind
        urls = await media.accept_all(media_urls, store, "mediaUrls")
        async with transaction():
            post = await Post.create(user_id=user_id, content=text, media_urls=urls, tags=all_tags)
            # The hashtag rows trending counts (by time), not a tag list's counts.
            await PostTag.bulk_create([PostTag(post_id=post.id, tag=tag) for tag in all_tags])
            await notifications.notify_mentions(text, user_id, post)
    post = await get(post.id)
    await live.post_created(post)
    return post


async def _toggle(post_id: int, user_id: int, row_model: type[Model], counter: str, on: bool) -> tuple[bool, int]:
    """Add (or remove) one member's like or share row and move the post's counter with it.

    The post row is locked first, so concurrent requests apply one after another and the counter
    always equals the number of rows; doing what is already done changes nothing.
    """
    await get(post_id)
    async with transaction():
        post = await Post.select_for_update().get(id=post_id)
        existing = await row_model.select_for_update().get_or_none(post_id=post_id, user_id=user_id)
        delta = 0
        if on and existing is None:
            await row_model.create(post_id=post_id, user_id=user_id)
            delta = 1
            if row_model is PostLike:
                await notifications.liked(post, user_id)
        elif not on and existing is not None:
            await existing.delete()
            delta = -1
        if delta:
            await Post.filter(id=post_id).update(**{counter: F(counter) + delta})
    return on, getattr(post, counter) + delta


async def like(post_id: int, user_id: int) -> tuple[bool, int]:
    """(isLiked, likesCount) after liking; liking again changes nothing. Refused across a block."""
    await blocks.refuse_if_blocked(user_id, (await get(post_id)).user_id, blocks.INTERACTION)
    return await _toggle(post_id, user_id, PostLike, "likes_count", True)


async def unlike(post_id: int, user_id: int) -> tuple[bool, int]:
    return await _toggle(post_id, user_id, PostLike, "likes_count", False)


async def share(post_id: int, user_id: int) -> int:
    """The post's share count after ``user_id`` shares it (a member's repeated shares count once)."""
    await blocks.refuse_if_blocked(user_id, (await get(post_id)).user_id, blocks.INTERACTION)
    return (await _toggle(post_id, user_id, PostShare, "shares_count", True))[1]
