"""The feed: posts, their #tags (services.markup), likes and shares. What goes live is recorded
through services.live; this module knows nothing of HTTP or sockets."""

from __future__ import annotations

from tortoise.expressions import F
from tortoise.models import Model

from devnet_api.backing.media_storage import Storage
from devnet_api.domain.errors import InvalidInput
from devnet_api.domain.rules import EMPTY_POST
from devnet_api.models.feed import Post, PostLike, PostShare, PostTag
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, kinds, live, markup, media, notifications


async def get(post_id: int) -> Post:
    return await kinds.get_visible(kinds.POST, post_id)


async def liked_among(user_id: int, post_ids: list[int]) -> set[int]:
    if not post_ids:
        return set()
    return set(await PostLike.filter(user_id=user_id, post_id__in=post_ids).values_list("post_id", flat=True))


async def create(
    user_id: int, text: str, media_urls: list, tags: list[str], store: Storage, media_alts: list[str] = ()
) -> Post:
    """Check and store a post (images through the media pipeline). Goes live as ``new_post``."""
    if not text and not media_urls:
        raise InvalidInput.field("content", EMPTY_POST)
    all_tags = markup.merge_tags(tags, text)
    async with media.undo_on_error():  # a failed post leaves no image file behind
        urls, alts = await media.accept_described(media_urls, list(media_alts), store, "mediaUrls")
        async with transaction():
            post = await Post.create(user_id=user_id, content=text, media_urls=urls, media_alts=alts, tags=all_tags)
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
