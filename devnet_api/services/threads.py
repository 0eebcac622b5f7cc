"""Threads: create and vote (members read them through devnet_api.reads.threads)."""

from __future__ import annotations

from tortoise.expressions import F

from devnet_api.models.accounts import User
from devnet_api.models.content import Thread
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, content, follows, kinds, notifications
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import THREAD

SORTS = content.SORTS
DEFAULT_SORT = "popular"
SCOPES = ("all", "following")
NOT_FOUND = THREAD.not_found


def visible():
    return THREAD.visible()


async def get(thread_id: int) -> Thread:
    return await kinds.get_visible(THREAD, thread_id)


async def create(user_id: int, title: str, body: str, tags: list[str]) -> Thread:
    text = content.search_text(THREAD, {"title": title, "body": body}, tags)
    async with transaction():
        thread = await Thread.create(user_id=user_id, title=title, body=body, tags=tags, search_text=text)
        await tag_rows.replace(THREAD, thread.id, tags)
        await User.filter(id=user_id).update(thread_count=F("thread_count") + 1)
        await follows.watch_by_default(user_id, thread.id)  # its author watches it
        await notifications.notify_mentions(f"{title}\n{body}", user_id, thread)
    return await get(thread.id)


async def tags() -> list[str]:
    return await tag_rows.in_use(THREAD)


async def my_vote(thread_id: int, user_id: int) -> str | None:
    await get(thread_id)
    return await content.current_vote(THREAD, thread_id, user_id)


async def vote(thread_id: int, user_id: int, vote_type: str | None) -> tuple[str | None, int]:
    """Set (or with None, remove) a member's vote; returns their vote and the new score."""
    thread = await get(thread_id)
    if vote_type is not None:  # taking a vote back is always allowed
        await blocks.refuse_if_blocked(user_id, thread.user_id, blocks.INTERACTION)
    thread, changes = await content.cast_vote(THREAD, thread_id, user_id, vote_type)
    return vote_type, thread.score + changes.get("score", 0)
