"""Bookmarks: a member keeps threads, projects and feed posts to read later, in folders they name
(docs/bookmarks.md).

Private to the member: nothing here is readable by anyone else, and nobody is told. A bookmark is
added only for an item members can see (``kinds.get_visible``); the list (devnet_api.reads.bookmarks)
leaves out what a moderator hid or whose author was suspended since, through the same kinds' rule;
a deleted item takes its bookmarks with it (the foreign keys cascade).
"""

from __future__ import annotations

from tortoise.exceptions import IntegrityError

from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.bookmarks import Bookmark, BookmarkFolder
from devnet_api.realtime.collector import transaction
from devnet_api.services import kinds

# What can be bookmarked: each kind's ``ref`` is its column on Bookmark (as on a comment).
BOOKMARKABLE: dict[str, kinds.Kind] = {kind.name: kind for kind in (kinds.THREAD, kinds.PROJECT, kinds.POST)}
KINDS = tuple(BOOKMARKABLE)
MAX_BOOKMARKS = 1000
MAX_FOLDERS = 50
MAX_FOLDER_NAME = BookmarkFolder._meta.fields_map["name"].max_length
EXCERPT = 200  # how much of an item's text the list shows

TOO_MANY_BOOKMARKS = f"You can keep at most {MAX_BOOKMARKS} bookmarks. Remove some first."
TOO_MANY_FOLDERS = f"You can have at most {MAX_FOLDERS} bookmark folders."
FOLDER_NAME_REQUIRED = "Folder name is required"
FOLDER_NAME_TOO_LONG = f"Folder name must be at most {MAX_FOLDER_NAME} characters"
FOLDER_EXISTS = "You already have a folder with that name"
FOLDER_NOT_FOUND = "Folder not found"
BAD_FOLDER_FILTER = "folder must be a folder's id or none"


def kind_named(name: str) -> kinds.Kind:
    return BOOKMARKABLE[name]


def mark(row: Bookmark) -> dict:
    """What a bookmark button reads (schemas.bookmarks.BookmarkMarkOut)."""
    for kind in BOOKMARKABLE.values():
        item_id = getattr(row, kind.ref)
        if item_id is not None:
            return {"kind": kind.name, "item_id": item_id, "folder_id": row.folder_id}
    raise LookupError(f"{row} keeps nothing")


async def _own_folder(user_id: int, folder_id: int) -> BookmarkFolder:
    folder = await BookmarkFolder.get_or_none(id=folder_id, user_id=user_id) if folder_id <= kinds.MAX_ID else None
    if folder is None:
        raise NotFound(FOLDER_NOT_FOUND)
    return folder


async def add(user_id: int, kind_name: str, item_id: int, folder_id: int | None = None) -> dict:
    """Keep an item members can see, in ``folder_id`` (one of the member's) or unfiled; keeping it
    again moves it there. 404 for an item the member cannot see or a folder not theirs."""
    kind = kind_named(kind_name)
    await kinds.get_visible(kind, item_id, with_owner=False)
    if folder_id is not None:
        await _own_folder(user_id, folder_id)
    where = {"user_id": user_id, kind.ref: item_id}
    async with transaction():
        if not await Bookmark.filter(**where).update(folder_id=folder_id):
            if await Bookmark.filter(user_id=user_id).count() >= MAX_BOOKMARKS:
                raise InvalidInput(TOO_MANY_BOOKMARKS)
            # Two clicks at once: the unique pair keeps one, and the folder is set on it either way.
            await Bookmark.bulk_create([Bookmark(**where, folder_id=folder_id)], ignore_conflicts=True)
            await Bookmark.filter(**where).update(folder_id=folder_id)
    return {"kind": kind.name, "item_id": item_id, "folder_id": folder_id}


async def remove(user_id: int, kind_name: str, item_id: int) -> None:
    """Stop keeping an item; one not kept (or gone) changes nothing."""
    kind = kind_named(kind_name)
    if item_id <= kinds.MAX_ID:
        await Bookmark.filter(user_id=user_id, **{kind.ref: item_id}).delete()


async def marks(user_id: int) -> list[dict]:
    """Every bookmark of the member, newest first, as the buttons read them (one query)."""
    rows = (
        await Bookmark.filter(user_id=user_id)
        .order_by("-id")
        .only("id", "folder_id", *(kind.ref for kind in BOOKMARKABLE.values()))
    )
    return [mark(row) for row in rows]


async def folders(user_id: int) -> list[BookmarkFolder]:
    """The member's folders by name."""
    return await BookmarkFolder.filter(user_id=user_id).order_by("name", "id")


async def create_folder(user_id: int, name: str) -> BookmarkFolder:
    """A new folder; names are the member's own, each once (409 for a name they have)."""
    async with transaction():
        if await BookmarkFolder.filter(user_id=user_id).count() >= MAX_FOLDERS:
            raise InvalidInput(TOO_MANY_FOLDERS)
        if await BookmarkFolder.exists(user_id=user_id, name=name):
            raise Conflict(FOLDER_EXISTS)
        try:
            return await BookmarkFolder.create(user_id=user_id, name=name)
        except IntegrityError:  # the same name sent twice at once
            raise Conflict(FOLDER_EXISTS) from None


async def rename_folder(user_id: int, folder_id: int, name: str) -> BookmarkFolder:
    async with transaction():
        folder = await _own_folder(user_id, folder_id)
        if folder.name != name and await BookmarkFolder.exists(user_id=user_id, name=name):
            raise Conflict(FOLDER_EXISTS)
        folder.name = name
        await folder.save(update_fields=["name"])
    return folder


async def delete_folder(user_id: int, folder_id: int) -> None:
    """Remove a folder of the member's; its bookmarks stay, unfiled."""
    folder = await _own_folder(user_id, folder_id)
    async with transaction():
        await Bookmark.filter(folder_id=folder.id).update(folder_id=None)
        await folder.delete()


async def exported(user_id: int) -> dict:
    """The export's section (services.exports): the folders, and what each bookmark keeps."""
    rows = await Bookmark.filter(user_id=user_id).order_by("id")
    return {
        "folders": await BookmarkFolder.filter(user_id=user_id).order_by("id").values("id", "name", "created_at"),
        "items": [{**mark(row), "created_at": row.created_at} for row in rows],
    }
