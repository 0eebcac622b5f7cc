"""Projects as members read them: the showcase (sorted, filtered, a page at a time), the five best,
a member's projects and one project (counting its view). Each answer is schemas.content.ProjectOut."""

from __future__ import annotations

import functools
from collections.abc import Awaitable
from typing import Any

from tortoise.filters import escape_like

from devnet_api.db.pagination import Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.domain.rules import alts_of
from devnet_api.models.content import Project, card_images_of
from devnet_api.reads import detail, shared
from devnet_api.reads.cache import ReadCache, ResultCache
from devnet_api.reads.shape import Shape
from devnet_api.reads.users import AUTHOR
from devnet_api.schemas.content import ProjectOut
from devnet_api.services import blocks
from devnet_api.services.content import SORTS
from devnet_api.services.kinds import PROJECT

# The cards' images are the model's rule (Project.card_images); the popular sort reads the score.
SHAPE = Shape(
    ProjectOut,
    Project,
    "p",
    nested={"user": AUTHOR},
    computed={"card_images": card_images_of, "image_alts": alts_of},
    extra=("score",),
)
TAG_LENGTH = PROJECT.tag_model._meta.fields_map["tag"].max_length
NEWEST, BEST = "latest", "popular"
TOP_COUNT = 5


def _visible(more_columns: str = "") -> str:
    """Visible projects with their authors (Kind.from_sql, Kind.visible_sql), read in SHAPE's columns."""
    return (
        f"SELECT {SHAPE.columns}{more_columns} FROM {PROJECT.from_sql('p', 'u')} WHERE {PROJECT.visible_sql('p', 'u')}"
    )


@functools.cache
def _pages(sort: str, tagged: bool, searched: bool, owner: bool) -> tuple[Statement, Statement]:
    """The statements of a list page (the first, and after a cursor) for one combination of
    filters. Blocks either way hide projects; a mute leaves them alone (services.blocks)."""
    after, order_by = SORTS[sort].sql(tuple(f"p.{name}" for name in SORTS[sort].fields))
    where = [_visible()]
    if owner:
        where.append("p.user_id = :owner")
    else:
        where.append(blocks.hidden_sql("p.user_id", muted=False))
    if tagged:
        # Sorted by id, the cursor bounds the tag's rows too, so their index is entered at the cursor
        # (without it, a deep page read the tag's index from its end: docs/performance.md, 10M).
        where.append("p.id IN (SELECT project_id FROM project_tags WHERE tag = :tag{tag_after})")
    if searched:  # a LIKE on search_text, which PostgreSQL answers from a trigram index (content.search)
        where.append("p.search_text LIKE :pattern ESCAPE '\\'")
    text = " AND ".join(where) + f" {{after}} ORDER BY {order_by} LIMIT :limit"
    tag_after = f" AND {SORTS[sort].sql(('project_id',))[0]}" if SORTS[sort].fields == ("id",) else ""
    first, later = text.replace("{after}", ""), text.replace("{after}", f"AND {after}")
    return Statement(first.replace("{tag_after}", "")), Statement(later.replace("{tag_after}", tag_after))


async def _page(statements: tuple[Statement, Statement], sort: str, limit: int, cursor: str | None, **params) -> Page:
    return await paginate_rows(*statements, SORTS[sort], limit, cursor, SHAPE.dump, **params)


async def list_projects(
    sort: str,
    search: str,
    tag: str,
    limit: int,
    cursor: str | None,
    viewer_id: int | None = None,
    kept: ResultCache | None = None,
) -> Page:
    """A page of projects, without those of members blocked either way with ``viewer_id``: an exact
    tag, and ``search`` anywhere in the title, description or tags, ignoring case. One statement;
    none for a visitor, and a narrow one for a member, while ``kept`` holds the page (reads.shared)."""
    tagged, tag = bool(tag), tag.strip().lower()
    if len(tag) > TAG_LENGTH:  # no tag is longer than its column: nothing matches
        return Page([], None)
    text = search.strip().lower()
    params: dict[str, Any] = {}
    if tagged:
        params["tag"] = tag
    if text:
        params["pattern"] = f"%{escape_like(text)}%"
    statements = _pages(sort, tagged, bool(text), False)
    key = ("projects", sort, tag if tagged else None, text, limit, cursor)

    def read(viewer: int | None) -> Awaitable[Page]:
        return _page(statements, sort, limit, cursor, **params, viewer=viewer)

    page = await shared.page_for(kept, key, viewer_id, lambda: read(None), muted=False)
    return page if page is not None else await read(viewer_id)


async def top(viewer_id: int | None = None, kept: ResultCache | None = None) -> list[dict]:
    """The five best-scored projects the viewer sees."""
    return (await list_projects(BEST, "", "", TOP_COUNT, None, viewer_id, kept)).items


async def of_member(user_id: int, limit: int, cursor: str | None, kept: ResultCache | None = None) -> Page:
    """A member's visible projects, newest first (reads.shared.of_member); 404 for a member who is
    not active."""
    statements = _pages(NEWEST, False, False, True)
    return await shared.of_member(
        kept,
        ("projects of", user_id, limit, cursor),
        user_id,
        lambda: _page(statements, NEWEST, limit, cursor, owner=user_id),
    )


# One project, with whether ``:viewer`` viewed it today already.
DETAIL = Statement(
    _visible(
        f""", EXISTS (SELECT 1 FROM content_views v WHERE v.kind = '{PROJECT.name}' AND v.object_id = p.id
        AND v.viewer = :viewer AND v.day = :day) AS viewed"""
    )
    + " AND p.id = :id"
)


async def view(project_id: int, viewer: str, kept: ReadCache | None = None) -> dict:
    """One project, counting ``viewer``'s first view today (reads.detail, as a thread)."""
    return SHAPE.dump(await detail.counted(PROJECT, DETAIL, project_id, viewer, kept))
