"""Bookmarks: PUT/DELETE /api/{threads,projects,posts}/{id}/bookmark, /api/me/bookmarks and the
member's folders, /api/me/bookmark-folders (docs/bookmarks.md). All private to the member."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import bookmarks as bookmark_reads
from devnet_api.schemas.bookmarks import (
    BookmarkFolderIn,
    BookmarkFolderOut,
    BookmarkIn,
    BookmarkMarkOut,
    BookmarkOut,
    BookmarksQuery,
)
from devnet_api.services import bookmarks
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("bookmarks")
NO_FOLDER = {404: "No such folder of the member's"}
# Each kind's bookmark lives under its own path (the kind's resource).
PATHS = {"thread": "/api/threads", "project": "/api/projects", "post": "/api/posts"}


def _item_routes(kind: str, prefix: str) -> None:
    gone = {404: f"No such {kind}, or no such folder of the member's"}

    @routes.put(
        f"{prefix}/{ID}/bookmark",
        name=f"{kind}s-bookmark",
        body=BookmarkIn,
        response=BookmarkMarkOut,
        auth=True,
        limited=True,
        responses=gone,
        summary=f"Bookmark a {kind} (in a folder, or unfiled); again: move it to the folder given.",
    )
    async def keep(request: web.Request, body: BookmarkIn):
        user = require_user(request)
        await request.app[keys.LIMITS].take("bookmark", user.id)
        return BookmarkMarkOut.model_validate(await bookmarks.add(user.id, kind, path_id(request), body.folder_id))

    @routes.delete(
        f"{prefix}/{ID}/bookmark",
        name=f"{kind}s-unbookmark",
        status=204,
        auth=True,
        limited=True,
        summary=f"Remove the bookmark of a {kind}; one not kept changes nothing.",
    )
    async def drop(request: web.Request):
        user = require_user(request)
        await request.app[keys.LIMITS].take("bookmark", user.id)
        await bookmarks.remove(user.id, kind, path_id(request))


for _kind, _prefix in PATHS.items():
    _item_routes(_kind, _prefix)


@routes.get("/api/me/bookmarks", name="me-bookmarks", response=list[BookmarkOut], auth=True, query=BookmarksQuery)
async def list_bookmarks(request: web.Request, query: BookmarksQuery):
    """The member's bookmarks they can still see, newest kept first: all, one folder's or the unfiled."""
    user = require_user(request)
    page = await bookmark_reads.list_bookmarks(user.id, query.folder, query.kind, query.limit, query.cursor)
    return page_response(request, page)


@routes.get("/api/me/bookmarks/marks", name="me-bookmarks-marks", response=list[BookmarkMarkOut], auth=True)
async def bookmark_marks(request: web.Request):
    """What the member keeps, for the bookmark buttons: each item's kind, id and folder."""
    return [BookmarkMarkOut.model_validate(mark) for mark in await bookmarks.marks(require_user(request).id)]


@routes.get("/api/me/bookmark-folders", name="me-bookmark-folders", response=list[BookmarkFolderOut], auth=True)
async def folders(request: web.Request):
    """The member's bookmark folders, by name."""
    return [BookmarkFolderOut.model_validate(folder) for folder in await bookmarks.folders(require_user(request).id)]


@routes.post(
    "/api/me/bookmark-folders",
    name="me-bookmark-folders-create",
    body=BookmarkFolderIn,
    response=BookmarkFolderOut,
    status=201,
    auth=True,
    limited=True,
    responses={409: "A folder of that name exists"},
)
async def create_folder(request: web.Request, body: BookmarkFolderIn):
    """Name a new bookmark folder."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("bookmark", user.id)
    return BookmarkFolderOut.model_validate(await bookmarks.create_folder(user.id, body.name))


@routes.patch(
    f"/api/me/bookmark-folders/{ID}",
    name="me-bookmark-folders-rename",
    body=BookmarkFolderIn,
    response=BookmarkFolderOut,
    auth=True,
    limited=True,
    responses={**NO_FOLDER, 409: "A folder of that name exists"},
)
async def rename_folder(request: web.Request, body: BookmarkFolderIn):
    """Rename a bookmark folder."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("bookmark", user.id)
    return BookmarkFolderOut.model_validate(await bookmarks.rename_folder(user.id, path_id(request), body.name))


@routes.delete(
    f"/api/me/bookmark-folders/{ID}",
    name="me-bookmark-folders-delete",
    status=204,
    auth=True,
    limited=True,
    responses=NO_FOLDER,
)
async def delete_folder(request: web.Request):
    """Remove a bookmark folder; its bookmarks stay, unfiled."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("bookmark", user.id)
    await bookmarks.delete_folder(user.id, path_id(request))
