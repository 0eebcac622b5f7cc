"""A member's bookmarks as they read them at /bookmarks (schemas.bookmarks.BookmarkOut): newest kept
first, all of them, one folder's or the unfiled, of one kind or all; one statement a page.

An item a member can no longer see leaves the list through the kinds' one visibility rule
(``Kind.visible_sql``: a moderator hid it, its author was suspended); blocks either way hide it as
they hide it from every list. A deleted item took its bookmark with it (cascade)."""

from __future__ import annotations

import functools

from devnet_api.db.pagination import Page, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.models.bookmarks import Bookmark
from devnet_api.reads.shape import Shape, utc_sql
from devnet_api.reads.users import AUTHOR, NEWEST_FIRST
from devnet_api.schemas.bookmarks import BookmarkOut
from devnet_api.services import blocks
from devnet_api.services.bookmarks import BOOKMARKABLE, EXCERPT
from devnet_api.services.kinds import MAX_ID, USER

# Each kind's table joined as its alias; the author is whichever item's owner, joined as ``u``.
ALIASES = {"thread": "t", "project": "p", "post": "f"}
_ITEMS = [(kind, ALIASES[name]) for name, kind in BOOKMARKABLE.items()]


def _first(column_of) -> str:
    """The column of whichever item the row keeps (only its kind's join found a row)."""
    return f"COALESCE({', '.join(column_of(kind, alias) for kind, alias in _ITEMS)})"


SHAPE = Shape(
    BookmarkOut,
    Bookmark,
    "b",
    nested={"user": AUTHOR},
    expressions={
        "kind": "CASE " + " ".join(f"WHEN b.{kind.ref} IS NOT NULL THEN '{kind.name}'" for kind, _ in _ITEMS) + " END",
        "item_id": _first(lambda kind, alias: f"b.{kind.ref}"),
        "title": _first(lambda kind, alias: f"{alias}.{kind.title_field}" if kind.title_field else "NULL"),
        "excerpt": f"SUBSTR({_first(lambda kind, alias: f'{alias}.{kind.text_field}')}, 1, {EXCERPT})",
        "item_created_at": utc_sql(_first(lambda kind, alias: f"{alias}.created_at")),
    },
)


@functools.cache
def _pages(folder: str, kind: str) -> tuple[Statement, Statement]:
    """The first page and a page after a cursor, for one folder filter ("" all, "none" unfiled,
    "id" one) and one kind ("" all)."""
    joins = " ".join(f"LEFT JOIN {k.table} {alias} ON {alias}.id = b.{k.ref}" for k, alias in _ITEMS)
    owner = _first(lambda k, alias: f"{alias}.{k.owner_field}")
    shown = " OR ".join(f"({alias}.id IS NOT NULL AND {k.visible_sql(alias, 'u')})" for k, alias in _ITEMS)
    where = ["b.user_id = :viewer", f"({shown})", blocks.hidden_sql("u.id", muted=False)]
    if folder == "none":
        where.append("b.folder_id IS NULL")
    elif folder:
        where.append("b.folder_id = :folder")
    if kind:
        where.append(f"b.{BOOKMARKABLE[kind].ref} IS NOT NULL")
    after, order_by = NEWEST_FIRST.sql(("b.id",))
    text = (
        f"SELECT {SHAPE.columns} FROM {Bookmark._meta.db_table} b {joins} "
        f"JOIN {USER.table} u ON u.id = {owner} WHERE {' AND '.join(where)} {{after}} ORDER BY {order_by} LIMIT :limit"
    )
    return Statement(text.replace("{after}", "")), Statement(text.replace("{after}", f"AND {after}"))


async def list_bookmarks(user_id: int, folder: str, kind: str, limit: int, cursor: str | None) -> Page:
    """A page of the member's bookmarks they can still see, newest kept first."""
    folder_filter = folder if folder in ("", "none") else "id"
    params = {"viewer": user_id}
    if folder_filter == "id":
        params["folder"] = int(folder)
        if params["folder"] > MAX_ID:  # no folder has that id (and PostgreSQL would refuse to compare it)
            return Page([], None)
    return await paginate_rows(*_pages(folder_filter, kind), NEWEST_FIRST, limit, cursor, SHAPE.dump, **params)
