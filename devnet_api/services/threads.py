"""Function threads: create, list, read, vote."""

from __future__ import annotations

from tortoise.expressions import F, Q, Subquery
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import User
from devnet_api.models.content import Thread, ThreadTag, ThreadVote
from devnet_api.pagination import Order, Page, paginate
from devnet_api.services import tags as tag_rows
from devnet_api.services import views

SORTS = {"latest": Order(("id",)), "popular": Order(("score", "id")), "comments": Order(("comment_count", "id"))}
DEFAULT_SORT = "popular"
VOTE_VALUES = {"upvote": 1, "downvote": -1}
VOTE_TYPES = {1: "upvote", -1: "downvote"}
TAG_LENGTH = ThreadTag._meta.fields_map["tag"].max_length
NOT_FOUND = "Thread not found"


def visible():
    return Thread.filter(hidden=False, user__status="active")


async def get(thread_id: int) -> Thread:
    thread = await visible().select_related("user").get_or_none(id=thread_id)
    if thread is None:
        raise NotFound(NOT_FOUND)
    return thread


async def create(user_id: int, title: str, body: str, tags: list[str]) -> Thread:
    async with in_transaction():
        thread = await Thread.create(user_id=user_id, title=title, body=body, tags=tags)
        await tag_rows.replace(ThreadTag, "thread_id", thread.id, tags)
        await User.filter(id=user_id).update(thread_count=F("thread_count") + 1)
    return await get(thread.id)


def _search(query, search: str, tag: str):
    if tag:
        tag = tag.strip().lower()
        # No tag is longer than its column, and Tortoise refuses (a 500) to compare one with such a value.
        query = (query.filter(id__in=Subquery(ThreadTag.filter(tag=tag).values("thread_id")))
                 if len(tag) <= TAG_LENGTH else query.filter(id__in=[]))
    if search:
        query = query.filter(Q(title__icontains=search) | Q(body__icontains=search)
                             | Q(id__in=Subquery(ThreadTag.filter(tag__icontains=search).values("thread_id"))))
    return query


async def list_threads(sort: str, search: str, tag: str, limit: int, cursor: str | None) -> Page:
    query = _search(visible().select_related("user"), search.strip(), tag)
    return await paginate(query, SORTS[sort], limit, cursor)


async def latest(limit: int = 5) -> list[Thread]:
    return await visible().select_related("user").order_by("-id").limit(limit)


async def tags() -> list[str]:
    return await tag_rows.in_use(ThreadTag, "thread")


async def view(thread_id: int, viewer: str) -> Thread:
    thread = await get(thread_id)
    if await views.record(Thread, "thread", thread_id, viewer):
        thread.views += 1
    return thread


async def my_vote(thread_id: int, user_id: int) -> str | None:
    await get(thread_id)
    vote = await ThreadVote.get_or_none(thread_id=thread_id, user_id=user_id)
    return VOTE_TYPES[vote.value] if vote else None


async def vote(thread_id: int, user_id: int, vote_type: str | None) -> tuple[str | None, int]:
    """Set (or with None, remove) a member's vote; returns their vote and the new score.

    The thread row is locked first, so concurrent votes on one thread apply one after another and
    the score always equals the sum of the vote rows.
    """
    await get(thread_id)
    new = VOTE_VALUES[vote_type] if vote_type else 0
    async with in_transaction():
        thread = await Thread.select_for_update().get(id=thread_id)
        existing = await ThreadVote.select_for_update().get_or_none(thread_id=thread_id, user_id=user_id)
        old = existing.value if existing else 0
        if existing and not new:
            await existing.delete()
        elif existing and new != old:
            existing.value = new
            await existing.save(update_fields=["value"])
        elif not existing and new:
            await ThreadVote.create(thread_id=thread_id, user_id=user_id, value=new)
        if new != old:
            await Thread.filter(id=thread_id).update(score=F("score") + (new - old))
        score = thread.score + (new - old)
    return (VOTE_TYPES.get(new), score)
