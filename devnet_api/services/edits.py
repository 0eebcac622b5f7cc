"""Members editing and deleting their own threads, posts and comments (messages: services.messages).

Only the author edits or deletes, checked here whatever the client shows: another member gets a
403 on what they can see and a 404 on what they cannot. An edit goes through the create request's
schema (the same rules and messages), sets ``edited_at``, and for threads and posts keeps the
version it replaces (``ContentVersion``), which only the author and moderators read. Deleting goes
through services.removal, the one deletion path per kind a moderator's CLI uses too.
See docs/editing.md.
"""

from __future__ import annotations

from datetime import UTC, datetime

from tortoise.models import Model

from devnet_api.backing.media_storage import Storage
from devnet_api.db.pagination import Order, Page, paginate
from devnet_api.domain.errors import Forbidden, InvalidInput, NotFound
from devnet_api.domain.rules import EMPTY_POST
from devnet_api.models.accounts import User
from devnet_api.models.content import Comment, ContentVersion, Thread
from devnet_api.models.feed import Post, PostTag
from devnet_api.realtime.collector import transaction
from devnet_api.services import content, feed, kinds, live, markup, media, notifications, removal, threads
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import COMMENT, POST, THREAD, Kind
from devnet_api.services.moderation.hiding import refresh_trending
from devnet_api.services.moderation.rules import STAFF

NEWEST_FIRST = Order(("id",))
VERSIONED = {THREAD.name: THREAD, POST.name: POST}
VERSIONS_FORBIDDEN = "Only the author and moderators can see earlier versions"


def not_yours(kind: Kind, verb: str) -> Forbidden:
    return Forbidden(f"You can only {verb} your own {kind.name}s.")


async def _own(kind: Kind, object_id: int, user_id: int, verb: str) -> Model:
    """The row, locked (call inside a transaction), if members can see it and ``user_id`` wrote it."""
    if not await kinds.is_visible(kind, object_id):
        raise NotFound(kind.not_found)
    row = await kind.model.select_for_update().get_or_none(id=object_id)
    if row is None or (kind is COMMENT and row.deleted_at is not None):
        raise NotFound(kind.not_found)
    if getattr(row, kind.owner_field) != user_id:
        raise not_yours(kind, verb)
    return row


async def _keep_version(kind: Kind, row: Model, title: str | None, body: str, tags: list, media_urls=()) -> datetime:
    """Store what ``row`` said before this edit; returns the edit's time (its ``edited_at``)."""
    now = datetime.now(UTC)
    await ContentVersion.create(
        created_at=now,
        kind=kind.name,
        object_id=row.id,
        title=title,
        body=body,
        tags=list(tags),
        media_urls=list(media_urls),
        written_at=row.edited_at or row.created_at,
    )
    return now


async def edit_thread(thread_id: int, user_id: int, title: str, body: str, tags: list[str]) -> Thread:
    """Replace a thread's title, body and tags (ThreadIn's rules); the tag counts follow."""
    async with transaction():
        thread = await _own(THREAD, thread_id, user_id, "edit")
        if (title, body, tags) != (thread.title, thread.body, thread.tags):  # saving unchanged is no edit
            edited_at = await _keep_version(THREAD, thread, thread.title, thread.body, thread.tags)
            text = content.search_text(THREAD, {"title": title, "body": body}, tags)
            old_tags = thread.tags
            thread.title, thread.body, thread.tags, thread.search_text = title, body, tags, text
            thread.edited_at = edited_at
            await thread.save(update_fields=["title", "body", "tags", "search_text", "edited_at"])
            await tag_rows.replace(THREAD, thread_id, tags, old_tags)
            await notifications.requote(thread)
            await notifications.notify_mentions(f"{title}\n{body}", user_id, thread)
    return await threads.get(thread_id)


async def edit_post(
    post_id: int, user_id: int, text: str, media_urls: list, tags: list[str], store: Storage, media_alts: list[str] = ()
) -> Post:
    """Replace a post's text, images and tags (PostIn's rules); trending follows its #tags."""
    if not text and not media_urls:
        raise InvalidInput.field("content", EMPTY_POST)
    all_tags = markup.merge_tags(tags, text)
    async with media.undo_on_error():
        urls, alts = await media.accept_described(media_urls, list(media_alts), store, "mediaUrls")
        async with transaction():
            post = await _own(POST, post_id, user_id, "edit")
            changed = (text, urls, all_tags) != (post.content, post.media_urls, post.tags)
            if alts != post.image_alts:  # a description is no edit of what was said: no version, no mark
                post.media_alts = alts
                await post.save(update_fields=["media_alts"])
            if changed:
                edited_at = await _keep_version(POST, post, None, post.content, post.tags, post.media_urls)
                old_tags = set(post.tags)
                post.content, post.media_urls, post.tags = text, urls, all_tags
                post.edited_at = edited_at
                await post.save(update_fields=["content", "media_urls", "tags", "edited_at"])
                await PostTag.filter(post_id=post_id, tag__in=list(old_tags - set(all_tags))).delete()
                # A tag an edit adds counts at the post's own time: editing an old post does not
                # make it trend now.
                await PostTag.bulk_create(
                    [
                        PostTag(post_id=post_id, tag=tag, created_at=post.created_at)
                        for tag in all_tags
                        if tag not in old_tags
                    ]
                )
                await notifications.requote(post)
                await notifications.notify_mentions(text, user_id, post)
    if changed:
        await refresh_trending()
    post = await feed.get(post_id)
    await live.post_updated(post)
    return post


async def edit_comment(comment_id: int, user_id: int, body: str) -> Comment:
    async with transaction():
        comment = await _own(COMMENT, comment_id, user_id, "edit")
        if body != comment.body:
            comment.body, comment.edited_at = body, datetime.now(UTC)
            await comment.save(update_fields=["body", "edited_at"])
            await notifications.requote(comment)
            await notifications.notify_mentions(body, user_id, comment)
    return (await content.with_owners([comment]))[0]


async def delete(kind: Kind, object_id: int, user_id: int) -> Model:
    """The author deletes a thread, post or comment; returns the row as it was."""
    async with transaction():
        row = await _own(kind, object_id, user_id, "delete")
        await removal.remove(kind, row)
    if kind is POST:
        await refresh_trending()  # its #tags leave trending now
    return row


def _versioned(kind_name: str) -> Kind:
    return VERSIONED[kind_name]


async def versions(kind_name: str, object_id: int, viewer: User, limit: int, cursor: str | None) -> Page:
    """Earlier versions of a thread or post, newest first: for its author and moderators only."""
    kind = _versioned(kind_name)
    row = await kinds.get_visible(kind, object_id, with_owner=False)
    if row.user_id != viewer.id and viewer.role not in STAFF:
        raise Forbidden(VERSIONS_FORBIDDEN)
    return await paginate(ContentVersion.filter(kind=kind.name, object_id=object_id), NEWEST_FIRST, limit, cursor)
