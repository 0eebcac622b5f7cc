"""List pages that are the same for everyone but for whom a member hides (threads and projects,
sorted and filtered, a member's own, and the members list): kept in the process's ``ReadCache``
as nobody's page, so a visitor's costs no statement and a member's one narrow statement, whether
they hide an author on it (docs/performance.md, "The request floor"). The feed's first page does
the same with the member's likes besides (reads.feed)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable

from devnet_api.db.pagination import Page
from devnet_api.db.sql import Statement
from devnet_api.reads.cache import ResultCache
from devnet_api.services import blocks, kinds
from devnet_api.services.kinds import USER


@functools.cache
def _hidden_among(muted: bool) -> Statement:
    """Which of ``:ids`` (authors) are hidden from ``:viewer`` (services.blocks)."""
    hidden = blocks.hidden_sql("u.id", muted=muted)
    return Statement(f"SELECT u.id AS id FROM users u WHERE u.id IN (:ids) AND NOT ({hidden})")


async def page_for(
    kept: ResultCache | None,
    key: tuple,
    viewer_id: int | None,
    nobodys: Callable[[], Awaitable[Page]],
    muted: bool = True,
    author: Callable[[dict], int] = lambda item: item["user"]["id"],
) -> Page | None:
    """The page ``nobodys()`` reads (the statement with no viewer), kept under ``key``, as
    ``viewer_id`` sees it; None when there is no cache or they hide one of its authors (blocks
    either way, and mutes when ``muted``; ``author`` names an item's): the caller then reads their
    own page."""
    if kept is None or kept.seconds <= 0:
        return None
    page: Page = await kept.answer(key, nobodys)
    if viewer_id is None or not page.items:
        return page
    authors = sorted({author(item) for item in page.items})
    if await _hidden_among(muted).rows(ids=authors, viewer=viewer_id):
        return None
    return page


async def of_member(kept: ResultCache | None, key: tuple, user_id: int, read: Callable[[], Awaitable[Page]]) -> Page:
    """A member's own list (their threads, their projects): the same for everyone, kept under
    ``key``; 404 for a member who is not active (looked up only when ``read()`` finds nothing)."""

    async def checked() -> Page:
        page = await read()
        if not page.items:  # none, or no such member
            await kinds.get_visible(USER, user_id, with_owner=False)
        return page

    return await page_for(kept, key, None, checked) or await checked()
