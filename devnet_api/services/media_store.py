"""Keeping the media store tidy: orphans (stored images nothing refers to) and copying a local media
folder into the configured store. docs/storage.md, "Orphans", says the rules and why."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tortoise.models import Model

from devnet_api.backing.media_storage import Storage
from devnet_api.models.accounts import User
from devnet_api.models.content import Project
from devnet_api.models.feed import Post
from devnet_api.models.media import MediaFile
from devnet_api.services.media import SERVED_MEDIA, content_type_of

# Every field that holds /media URLs (a string, or a JSON list of them). tests/cli/test_media.py
# uploads through every path and checks no other column of any table holds one.
IMAGE_FIELDS: tuple[tuple[type[Model], str], ...] = (
    (User, "profile_photo"),
    (User, "profile_thumbnail"),
    (Project, "media_urls"),
    (Project, "thumbnail_urls"),
    (Post, "media_urls"),
)
# An upload writes its files a moment before the row that refers to them is saved (and a form may be
# submitted again with them a while later); nothing younger than this is removed.
GRACE = timedelta(hours=1)
BATCH = 2000  # rows read at a time while collecting references
HASH = re.compile(r"/media/([0-9a-f]{64})")


@dataclass(frozen=True)
class Orphan:
    name: str
    size: int
    modified: datetime
    reason: str  # "unreferenced" or "taken down"
    removable: bool  # older than GRACE (a taken-down image's files always are)


async def _values(model: type[Model], field: str) -> AsyncIterator[object]:
    """The non-null values of ``model.field``, BATCH rows at a time in primary-key order."""
    key = model._meta.pk_attr
    last = None
    while True:
        query = model.filter(**{f"{field}__not_isnull": True})
        if last is not None:
            query = query.filter(**{f"{key}__gt": last})
        rows = await query.order_by(key).limit(BATCH).values_list(key, field)
        for _, value in rows:
            yield value
        if len(rows) < BATCH:
            return
        last = rows[-1][0]


async def referenced_hashes() -> set[str]:
    """The content hash of every image some row refers to (its full image and thumbnail both stay)."""
    found: set[str] = set()
    for model, field in IMAGE_FIELDS:
        async for value in _values(model, field):
            for url in value if isinstance(value, list) else [value]:
                if isinstance(url, str):
                    found.update(HASH.findall(url))
    return found


async def find_orphans(store: Storage, now: datetime | None = None) -> list[Orphan]:
    """Stored images no row refers to, and leftovers of taken-down ones. Objects whose names are
    not image names DevNet gives are someone else's: never listed, never touched."""
    now = now or datetime.now(UTC)
    referenced = await referenced_hashes()
    taken_down = set(await MediaFile.filter(taken_down_at__not_isnull=True).values_list("hash", flat=True))
    found = []
    async for item in store.names():
        match = SERVED_MEDIA.fullmatch("/media/" + item.name)
        if match is None:
            continue
        digest = match.group(1)
        if digest in taken_down:
            found.append(Orphan(item.name, item.size, item.modified, "taken down", True))
        elif digest not in referenced:
            found.append(Orphan(item.name, item.size, item.modified, "unreferenced", now - item.modified >= GRACE))
    return found


async def remove_orphans(store: Storage, orphans: list[Orphan]) -> list[Orphan]:
    """Delete the removable ``orphans`` (their objects and their unreferenced images' rows); answers
    those deleted.

    The rows go first, so from then on the image's URL cannot be posted again (the pipeline accepts a
    /media URL only with its row); then the references are collected again, and an image that became
    referenced meanwhile (an edit form sent back its URL) gets its row back and keeps its files."""
    removable = [orphan for orphan in orphans if orphan.removable]
    digests = {SERVED_MEDIA.fullmatch("/media/" + o.name).group(1) for o in removable if o.reason == "unreferenced"}
    rows = await MediaFile.filter(hash__in=digests, taken_down_at__isnull=True) if digests else []
    if rows:
        await MediaFile.filter(hash__in=[row.hash for row in rows]).delete()
    again = await referenced_hashes() & digests if digests else set()
    for row in rows:
        if row.hash in again:
            await MediaFile.get_or_create(
                hash=row.hash, defaults={"ext": row.ext, "content_type": row.content_type, "size": row.size}
            )
    deleted = []
    for orphan in removable:
        if SERVED_MEDIA.fullmatch("/media/" + orphan.name).group(1) in again:
            continue
        await store.delete(orphan.name)
        deleted.append(orphan)
    return deleted


@dataclass
class CopyResult:
    copied: list[str]
    present: list[str]  # already in the store: left as they are
    skipped: list[str]  # not an image name DevNet gives


def _local_files(folder: Path) -> list[Path]:
    return sorted(path for path in folder.iterdir() if path.is_file() and not path.name.startswith("."))


async def copy_folder(folder: Path, store: Storage, progress: Callable[[str], None] = lambda name: None) -> CopyResult:
    """Copy the images of a local media folder (``DEVNET_MEDIA_DIR`` of an embedded site) into
    ``store``, names unchanged. Idempotent: what is already there is left alone, so a copy that
    stopped half-way is finished by running it again."""
    result = CopyResult([], [], [])
    for path in await asyncio.to_thread(_local_files, folder):
        if SERVED_MEDIA.fullmatch("/media/" + path.name) is None:
            result.skipped.append(path.name)
        elif await store.exists(path.name):
            result.present.append(path.name)
        else:
            await store.put(path.name, await asyncio.to_thread(path.read_bytes), content_type_of(path.name))
            result.copied.append(path.name)
        progress(path.name)
    return result
