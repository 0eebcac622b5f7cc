"""Bookmarks: a member's kept threads, projects and feed posts, and the folders they name."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BeforeValidator, Field, WithJsonSchema

from devnet_api.schemas import (
    Schema,
    UtcDatetime,
    body_id,
    document_required,
    fail,
    rules,
    strip_space,
    trimmed_length,
)
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.queries import Cursor, PageLimit, Query, choice, unset
from devnet_api.services import bookmarks

BookmarkKind = Literal["thread", "project", "post"]


class BookmarkIn(Schema):
    """PUT .../bookmark: keep the item, in a folder (``folderId``) or unfiled (null, the default).
    Bookmarking again moves it to the folder given."""

    folder_id: body_id("folderId") | None = None


class BookmarkMarkOut(Schema):
    """One of the member's bookmarks, as a button reads it: what is kept and in which folder."""

    kind: BookmarkKind
    item_id: int
    folder_id: int | None


class BookmarkOut(Schema):
    """A bookmark in the /bookmarks list: the item's title (none for a feed post), the start of its
    text, its author and when it was posted, and when it was kept."""

    id: int
    kind: BookmarkKind
    item_id: int
    folder_id: int | None
    title: str | None
    excerpt: str  # the first EXCERPT characters of the body, description or post
    user: UserOut
    item_created_at: UtcDatetime
    created_at: UtcDatetime


def _name(value: object) -> object:
    return strip_space(value) if isinstance(value, str) else value


FolderName = Annotated[
    str,
    BeforeValidator(_name),
    Field(
        title="Folder name",
        json_schema_extra={"pattern": trimmed_length(1, bookmarks.MAX_FOLDER_NAME)},
    ),
    rules(
        (lambda value: len(value) >= 1, bookmarks.FOLDER_NAME_REQUIRED),
        (lambda value: len(value) <= bookmarks.MAX_FOLDER_NAME, bookmarks.FOLDER_NAME_TOO_LONG),
    ),
]


class BookmarkFolderIn(Schema):
    """POST /api/me/bookmark-folders, PATCH /api/me/bookmark-folders/{id}: the folder's name."""

    model_config = {**Schema.model_config, "validate_default": True, "json_schema_extra": document_required}
    name: FolderName = ""


class BookmarkFolderOut(Schema):
    id: int
    name: str
    created_at: UtcDatetime


def _folder(value: object) -> str:
    """A folder's id or ``none``; sent empty (``?folder=``) it is refused like any other text."""
    if value == "none":
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit() and value[0] != "0" and len(value) <= 10:
        return value  # beyond the 32-bit ids it names no folder: an empty list (reads.bookmarks)
    raise fail(bookmarks.BAD_FOLDER_FILTER)


class BookmarksQuery(Query):
    """GET /api/me/bookmarks: newest kept first; one folder's (``folder``: its id), the unfiled
    (``none``) or all (absent); one kind or all."""

    folder: Annotated[
        str,
        BeforeValidator(_folder),
        Field(title="folder"),
        WithJsonSchema(
            {
                "type": "string",
                "pattern": "^(none|[1-9][0-9]{0,9})$",
                "description": "A folder's id, or none for the unfiled bookmarks; absent for all.",
            }
        ),
    ] = unset("")
    kind: choice("kind", bookmarks.KINDS, None, "thread, project or post; absent for all kinds") = unset("")
    limit: PageLimit = 20
    cursor: Cursor = ""
