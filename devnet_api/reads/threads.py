"""Threads as members read them: the list (sorted, filtered, a page at a time), the newest five, a
member's threads and one thread (counting its view). Each answer is schemas.content.ThreadOut."""

from __future__ import annotations

import functools
from typing import Any

from devnet_api.db.pagination import Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.models.content import Thread
from devnet_api.reads import detail, shared
from devnet_api.reads.cache import ReadCache, ResultCache
from devnet_api.reads.shape import Shape
from devnet_api.reads.users import AUTHOR
from devnet_api.schemas.content import ThreadOut
from devnet_api.services import blocks, follows
from devnet_api.services.content import SORTS
from devnet_api.services.kinds import THREAD

SHAPE = Shape(ThreadOut, Thread, "t", nested={"user": AUTHOR})
TAG_LENGTH = THREAD.tag_model._meta.fields_map["tag"].max_length


def _visible(more_columns: str = "") -> str:
    """Visible threads with their authors (Kind.from_sql, Kind.visible_sql), read in SHAPE's columns."""
    return f"SELECT {SHAPE.columns}{more_columns} FROM {THREAD.from_sql('t', 'u')} WHERE {THREAD.visible_sql('t', 'u')}"


NEWEST = "latest"
LATEST_COUNT = 5


@functools.cache
def _pages(
    sort: str, tagged: bool, searched: bool, signed_in: bool, owner: bool, following: bool = False
) -> tuple[Statement, Statement]:
    """The statements of a list page (the first, and after a cursor) for one combination of filters."""
    after, order_by = SORTS[sort].sql(tuple(f"t.{name}" for name in SORTS[sort].fields))
    where = [_visible()]
    if tagged:
        # Sorted by id, the cursor bounds the tag's rows too, so their index is entered at the cursor
        # (without it, a deep page read the tag's index from its end: docs/performance.md, 10M).
        where.append("t.id IN (SELECT thread_id FROM thread_tags WHERE tag = :tag{tag_after})")
    if following:  # the "Following" scope: a tag the viewer follows
        where.append(f"t.id IN (SELECT tt.thread_id FROM thread_tags tt WHERE {follows.followed_sql('tt.tag')})")
    if searched:  # a trigram index answers it on PostgreSQL; ESCAPE as Tortoise's __contains wrote it
        where.append("t.search_text LIKE :pattern ESCAPE '\\'")
    if signed_in:
        where.append(blocks.hidden_sql("t.user_id"))
    if owner:
        where.append("t.user_id = :owner")
    text = " AND ".join(where) + f" {{after}} ORDER BY {order_by} LIMIT :limit"
    tag_after = f" AND {SORTS[sort].sql(('thread_id',))[0]}" if SORTS[sort].fields == ("id",) else ""
    first, later = text.replace("{after}", ""), text.replace("{after}", f"AND {after}")
    return Statement(first.replace("{tag_after}", "")), Statement(later.replace("{tag_after}", tag_after))


def _like(text: str) -> str:
    return "%" + text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


async def _page(statements: tuple[Statement, Statement], sort: str, limit: int, cursor: str | None, **params) -> Page:
    return await paginate_rows(*statements, SORTS[sort], limit, cursor, SHAPE.dump, **params)


async def list_threads(
    sort: str,
    search: str,
    tag: str,
    limit: int,
    cursor: str | None,
    viewer_id: int | None = None,
    following: bool = False,
    kept: ResultCache | None = None,
) -> Page:
    """A page of threads, without those of members hidden from ``viewer_id`` (services.blocks);
    ``search`` matches title, body and tags ignoring case, ``tag`` is exact; ``following``: only
    threads with a tag ``viewer_id`` follows. One statement; none for a visitor, and a narrow one
    for a member, while ``kept`` holds the page (reads.shared; not ``following``, the member's own)."""
    params: dict[str, Any] = {}
    tag = tag.strip().lower()
    if tag:
        if len(tag) > TAG_LENGTH:  # no tag is longer than its column: such a filter matches nothing
            return Page([], None)
        params["tag"] = tag
    search = search.strip().lower()
    if search:
        params["pattern"] = _like(search)
    following = following and viewer_id is not None
    if not following:
        key = ("threads", sort, tag, search, limit, cursor)
        nobodys = _pages(sort, bool(tag), bool(search), False, False)
        page = await shared.page_for(kept, key, viewer_id, lambda: _page(nobodys, sort, limit, cursor, **params))
        if page is not None:
            return page
    statements = _pages(sort, bool(tag), bool(search), viewer_id is not None, False, following)
    return await _page(statements, sort, limit, cursor, **params, viewer=viewer_id)


async def latest(viewer_id: int | None = None, kept: ResultCache | None = None) -> list[dict]:
    """The newest five threads the viewer sees."""
    return (await list_threads(NEWEST, "", "", LATEST_COUNT, None, viewer_id, kept=kept)).items


async def of_member(user_id: int, limit: int, cursor: str | None, kept: ResultCache | None = None) -> Page:
    """A member's visible threads, newest first (reads.shared.of_member); 404 for a member who is
    not active."""
    statements = _pages(NEWEST, False, False, False, True)
    return await shared.of_member(
        kept,
        ("threads of", user_id, limit, cursor),
        user_id,
        lambda: _page(statements, NEWEST, limit, cursor, owner=user_id),
    )


# One thread, with whether ``:viewer`` viewed it today already.
DETAIL = Statement(
    _visible(f""", EXISTS (SELECT 1 FROM content_views v WHERE v.kind = '{THREAD.name}' AND v.object_id = t.id
    AND v.viewer = :viewer AND v.day = :day) AS viewed""")
    + " AND t.id = :id"
)


async def view(thread_id: int, viewer: str, kept: ReadCache | None = None) -> dict:
    """A thread members can see, counting one view per viewer and day (reads.detail): one
    statement, none for a viewer counted today while ``kept`` holds it, and the view's write on
    the first view of the day."""
    return SHAPE.dump(await detail.counted(THREAD, DETAIL, thread_id, viewer, kept))
