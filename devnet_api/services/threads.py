"""Function threads: create, list, read, vote."""

from __future__ import annotations

from datetime import UTC, datetime
from functools import cache
from typing import Any

from tortoise.expressions import F

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.content import Thread
from devnet_api.pagination import Page, paginate_rows
from devnet_api.realtime.collector import transaction
from devnet_api.rows import THREAD_COLUMNS
from devnet_api.services import blocks, content, kinds, notifications, views
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import MAX_ID, THREAD
from devnet_api.sql import Statement

SORTS = content.SORTS
DEFAULT_SORT = "popular"
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
        await notifications.notify_mentions(f"{title}\n{body}", user_id, thread)
    return await get(thread.id)


# What members can see (kinds.Kind.visible): not hidden, not by a suspended member.
VISIBLE = "FROM threads t JOIN users u ON u.id = t.user_id WHERE t.hidden = FALSE AND u.status = :active"


@cache
def _list_statement(sort: str, tagged: bool, searched: bool, signed_in: bool, later: bool) -> Statement:
    """The one statement of a list page: threads with their authors, for each combination of filters."""
    after, order_by = SORTS[sort].sql(tuple(f"t.{name}" for name in SORTS[sort].fields))
    where = [VISIBLE]
    if tagged:
        where.append("t.id IN (SELECT thread_id FROM thread_tags WHERE tag = :tag)")
    if searched:  # a trigram index answers it on PostgreSQL; ESCAPE as Tortoise's __contains wrote it
        where.append("t.search_text LIKE :pattern ESCAPE '\\'")
    if signed_in:
        where.append(blocks.hidden_sql("t.user_id"))
    if later:
        where.append(after)
    return Statement(f"SELECT {THREAD_COLUMNS} {' AND '.join(where)} ORDER BY {order_by} LIMIT :limit")


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


async def list_threads(
    sort: str, search: str, tag: str, limit: int, cursor: str | None, viewer_id: int | None = None
) -> Page:
    """A page of threads (dict rows for rows.thread_out), without those of members hidden from
    ``viewer_id`` (services.blocks); ``search`` matches title, body and tags ignoring case, ``tag``
    is exact. One statement, whatever the limit."""
    params: dict[str, Any] = {"active": Status.ACTIVE}
    tag = tag.strip().lower()
    if tag:
        # No tag is longer than its column: such a filter matches nothing.
        if len(tag) > THREAD.tag_model._meta.fields_map["tag"].max_length:
            return Page([], None)
        params["tag"] = tag
    search = search.strip().lower()
    if search:
        params["pattern"] = _like(search)
    if viewer_id is not None:
        params["viewer"] = viewer_id
    shape = (sort, bool(tag), bool(search), viewer_id is not None)
    return await paginate_rows(
        _list_statement(*shape, False), _list_statement(*shape, True), SORTS[sort], limit, cursor, **params
    )


async def latest(limit: int = 5, viewer_id: int | None = None) -> list[Thread]:
    return await content.with_owners(await blocks.without_hidden(visible(), viewer_id).order_by("-id").limit(limit))


async def tags() -> list[str]:
    return await tag_rows.in_use(THREAD)


DETAIL = Statement(
    f"""SELECT {THREAD_COLUMNS}, EXISTS (SELECT 1 FROM content_views v WHERE v.kind = 'thread'
    AND v.object_id = t.id AND v.viewer = :viewer AND v.day = :day) AS viewed {VISIBLE} AND t.id = :id"""
)


async def view(thread_id: int, viewer: str) -> dict[str, Any]:
    """A thread members can see, as a dict row for rows.thread_out, counting one view per viewer
    and day. One statement for a repeated view the same day (the common case); a first view also
    writes its view row."""
    today = datetime.now(UTC).date()
    row = None
    if thread_id <= MAX_ID:
        row = await DETAIL.row(active=Status.ACTIVE, id=thread_id, viewer=viewer, day=today)
    if row is None:
        raise NotFound(NOT_FOUND)
    if not row["viewed"] and await views.record(THREAD, thread_id, viewer):
        row["views"] += 1
    return row


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
