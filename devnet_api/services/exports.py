"""Take your data: "Download my data" builds a zip of everything a member put on DevNet.

A request makes a pending row; a job (a Celery task in scaled mode, a task of the web process in
embedded mode: ``devnet_api.backing.jobs.ON_DEMAND``) builds the zip. The owner downloads it once, within 7
days; a periodic job removes what expired. Decisions: docs/account.md.

Memory stays flat whatever the member holds: the zip is written entry by entry to a temporary file
(images copied from the store in chunks, every file operation in a thread so the event loop keeps
answering), then copied into the database as 1 MiB chunks (``DataExportChunk``: never under /media,
and any web process can stream it out). The download reads one chunk at a time. An export past
``MAX_SIZE`` is refused: the build stops and the download says why.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import tempfile
import zipfile
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

from tortoise.expressions import Q

from devnet_api.backing import media_storage
from devnet_api.backing.media_storage import Storage
from devnet_api.domain.errors import Conflict, Gone, NotFound
from devnet_api.models.accounts import DataExport, DataExportChunk, ExportStatus, User
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostShare
from devnet_api.models.follows import ThreadWatch
from devnet_api.models.media import MediaFile
from devnet_api.models.social import Friendship, Message
from devnet_api.realtime.collector import transaction
from devnet_api.services import bookmarks, follows, notifications
from devnet_api.services.kinds import MESSAGE
from devnet_api.settings import Settings

log = logging.getLogger("devnet.exports")

KEEP_FOR = timedelta(days=7)  # a ready export can be downloaded this long
EXPORT_LINK = "/settings#settings-data"  # where the export_ready notice leads: the download button
STALE_PENDING = timedelta(hours=1)  # a build this old never finished (its worker died): ask again
NO_EXPORT = "No data export to download. Request one first."
PENDING = "Your data export is still being prepared."
ALREADY_PENDING = "An export of your data is already being prepared."
DOWNLOADED = "This export was already downloaded. Request a new one."
EXPIRED = "This export has expired. Request a new one."
FAILED = "This export could not be built. Request a new one."
MAX_SIZE = 1024**3  # 1 GiB: the largest zip an export holds (docs/account.md)
TOO_LARGE = (
    "Your data is larger than 1 GiB, the most one export can hold. "
    "Remove some images, or ask the site's operators for a copy."
)
CHUNK = 1024 * 1024  # the pieces the zip is stored and streamed in


class TooLarge(Exception):
    """The export would pass MAX_SIZE (its size so far)."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


# The zip's name as the browser saves it.
FILE_NAME = "devnet-data.zip"


def _now() -> datetime:
    return datetime.now(UTC)


def state(row: DataExport | None) -> dict:
    """What GET /api/me/export answers: none, pending, ready, downloaded, expired or failed."""
    if row is None:
        return {"status": "none"}
    status = row.status
    if row.downloaded_at is not None:
        status = "downloaded"
    elif row.status == ExportStatus.READY and row.expires_at is not None and row.expires_at <= _now():
        status = "expired"
    return {
        "status": status,
        "requested_at": row.created_at,
        "ready_at": row.ready_at,
        "expires_at": row.expires_at if status == ExportStatus.READY else None,
        "size": row.size if status == ExportStatus.READY else None,
    }


async def current(user_id: int) -> dict:
    return state(await DataExport.get_or_none(user_id=user_id))


async def request(user_id: int) -> DataExport:
    """Start a new export; one at a time per member (409 while one is being prepared). A finished,
    downloaded, expired or failed one is replaced."""
    async with transaction():
        old = await DataExport.select_for_update().get_or_none(user_id=user_id)
        if old is not None:
            if old.status == ExportStatus.PENDING and old.created_at > _now() - STALE_PENDING:
                raise Conflict(ALREADY_PENDING)
            await old.delete()
        return await DataExport.create(user_id=user_id, status=ExportStatus.PENDING)


@dataclass
class Download:
    """A zip being handed out: its size, and its bytes a chunk at a time (``chunks()``, which drops
    them from the database once read, or when the reader stops)."""

    export_id: int
    size: int
    count: int

    async def chunks(self) -> AsyncIterator[bytes]:
        dropped = False
        try:
            for seq in range(self.count):
                found = await DataExportChunk.filter(export_id=self.export_id, seq=seq).values_list("data", flat=True)
                if not found:
                    raise RuntimeError(f"data export {self.export_id} lost its chunk {seq}")
                if seq == self.count - 1:  # dropped before the last bytes go: nothing is left to do after
                    await DataExportChunk.filter(export_id=self.export_id).delete()
                    dropped = True
                yield bytes(found[0])
        finally:
            if not dropped:
                await DataExportChunk.filter(export_id=self.export_id).delete()


async def download(user_id: int) -> Download:
    """The owner's zip, once: the row is marked downloaded in the same locked step that hands it out
    (two clicks at once: one 200, one 410), and its chunks are dropped as they are read."""
    async with transaction():
        row = await DataExport.select_for_update().get_or_none(user_id=user_id)
        if row is None:
            raise NotFound(NO_EXPORT)
        status = state(row)["status"]
        if status == ExportStatus.PENDING:
            raise Conflict(PENDING)
        if status != ExportStatus.READY:
            if status == ExportStatus.FAILED and row.size > MAX_SIZE:
                raise Gone(TOO_LARGE)
            raise Gone({"downloaded": DOWNLOADED, "expired": EXPIRED}.get(status, FAILED))
        row.downloaded_at = _now()
        await row.save(update_fields=["downloaded_at"])
        count = await DataExportChunk.filter(export_id=row.id).count()
    return Download(row.id, row.size, count)


async def purge_expired() -> int:
    """Remove exports past their 7 days, and builds that never finished; answers how many."""
    now = _now()
    gone = await DataExport.filter(
        Q(expires_at__lte=now) | Q(status=ExportStatus.PENDING, created_at__lte=now - timedelta(days=1))
    ).values_list("id", flat=True)
    if gone:  # their chunks go by cascade
        await DataExport.filter(id__in=list(gone)).delete()
    return len(gone)


async def build(export_id: int, media_dir: str | dict) -> str:
    """Build the zip of a pending export (the job). Answers the export's status. ``media_dir`` is
    where the images live: ``Settings.media_location`` (folder or bucket), or a folder's path;
    the store's credentials come from this process's environment."""
    row = await DataExport.get_or_none(id=export_id)
    if row is None or row.status != ExportStatus.PENDING or not await User.exists(id=row.user_id):
        return "gone"  # replaced, or the owner's account closed meanwhile
    fd, path = tempfile.mkstemp(prefix="devnet-export-", suffix=".zip")
    os.close(fd)
    try:
        data = await collect(row.user_id)
        names = _media_names(data)
        # What the images alone weigh (their rows know): refused before a byte is copied.
        weight = sum(
            await MediaFile.filter(hash__in=[n.split(".")[0] for n in names] or [""]).values_list("size", flat=True)
        )
        if weight > MAX_SIZE:
            raise TooLarge(weight)
        async with media_storage.connect(Settings.from_env().with_media_at(media_dir)) as store:
            await _write_zip(path, data, names, store)
        size = await _store_chunks(export_id, path)
    except TooLarge as refused:
        log.info("data export %s refused: over %s bytes (%s)", export_id, MAX_SIZE, refused.size)
        await DataExportChunk.filter(export_id=export_id).delete()
        await DataExport.filter(id=export_id, status=ExportStatus.PENDING).update(
            status=ExportStatus.FAILED, size=MAX_SIZE + 1
        )
        return ExportStatus.FAILED
    except Exception:
        log.exception("data export %s failed", export_id)
        await DataExportChunk.filter(export_id=export_id).delete()
        await DataExport.filter(id=export_id, status=ExportStatus.PENDING).update(status=ExportStatus.FAILED)
        raise
    finally:
        with contextlib.suppress(OSError):
            os.unlink(path)
    ready = _now()
    updated = await DataExport.filter(id=export_id, status=ExportStatus.PENDING).update(
        status=ExportStatus.READY, size=size, ready_at=ready, expires_at=ready + KEEP_FOR
    )
    if not updated:  # replaced meanwhile: its chunks go with it (cascade), or now
        await DataExportChunk.filter(export_id=export_id).delete()
        return "gone"
    # "Your data export is ready", leading to the settings section with the download.
    await notifications.export_ready(row.user_id, EXPORT_LINK)
    return ExportStatus.READY


# What each section keeps of a row (its own columns; never another member's email or hash).
PROFILE = (
    "id",
    "username",
    "email",
    "display_name",
    "bio",
    "skills",
    "hourly_rate",
    "is_available_for_work",
    "avatar_seed",
    "avatar_style",
    "profile_photo",
    "subscription_tier",
    "messages_from",
    "created_at",
)


async def collect(user_id: int) -> dict[str, object]:
    """Every section of the export, as JSON-ready lists (one statement per section)."""
    user = await User.filter(id=user_id).values(*PROFILE)
    friendships = await Friendship.filter(Q(requester_id=user_id) | Q(addressee_id=user_id)).values(
        "requester_id", "requester__username", "addressee_id", "addressee__username", "status", "created_at"
    )
    return {
        "profile": user[0],
        "threads": await Thread.filter(user_id=user_id)
        .order_by("id")
        .values("id", "title", "body", "tags", "score", "comment_count", "views", "hidden", "created_at"),
        "projects": await Project.filter(user_id=user_id)
        .order_by("id")
        .values(
            "id",
            "title",
            "description",
            "tags",
            "media_urls",
            "demo_url",
            "repo_url",
            "upvotes_count",
            "downvotes_count",
            "comment_count",
            "views",
            "hidden",
            "created_at",
        ),
        "posts": await Post.filter(user_id=user_id)
        .order_by("id")
        .values("id", "content", "media_urls", "tags", "likes_count", "comment_count", "shares_count", "created_at"),
        "comments": await Comment.filter(user_id=user_id, deleted_at__isnull=True)  # not the "[deleted]" places
        .order_by("id")
        .values("id", "thread_id", "project_id", "post_id", "body", "hidden", "created_at"),
        # The member's own copy of each conversation: what they have not deleted on their side, nor
        # its sender for everyone; what others wrote, as the audience rule shows it (their sender
        # active: a banned member's words are in no one's export, as they are on no one's screen).
        "messages": await Message.filter(
            Q(sender_id=user_id, deleted_by_sender=False)
            | Q(recipient_id=user_id, deleted_by_recipient=False, **MESSAGE.visible_filters()),
            deleted_at__isnull=True,
        )
        .order_by("id")
        .values(
            "id",
            "sender_id",
            "sender__username",
            "recipient_id",
            "recipient__username",
            "subject",
            "body",
            "created_at",
            "read_at",
        ),
        "friends": [
            {
                "userId": row["addressee_id"] if row["requester_id"] == user_id else row["requester_id"],
                "username": row["addressee__username"]
                if row["requester_id"] == user_id
                else row["requester__username"],
                "status": row["status"],
                "direction": "sent" if row["requester_id"] == user_id else "received",
                "since": row["created_at"],
            }
            for row in friendships
        ],
        "votes": {
            "threads": await ThreadVote.filter(user_id=user_id)
            .order_by("id")
            .values("thread_id", "value", "created_at"),
            "projects": await ProjectVote.filter(user_id=user_id)
            .order_by("id")
            .values("project_id", "value", "created_at"),
        },
        "likes": await PostLike.filter(user_id=user_id).order_by("id").values("post_id", "created_at"),
        "shares": await PostShare.filter(user_id=user_id).order_by("id").values("post_id", "created_at"),
        "follows": {
            "tags": await follows.followed_tags(user_id),
            "threads": await ThreadWatch.filter(user_id=user_id)
            .order_by("id")
            .values("thread_id", "watching", "created_at"),
        },
        # What the member keeps to read later, and the folders they named (services.bookmarks).
        "bookmarks": await bookmarks.exported(user_id),
    }


def _media_names(data: dict) -> list[str]:
    urls = [data["profile"].get("profile_photo")]
    for section in ("projects", "posts"):
        for row in data[section]:
            urls.extend(row.get("media_urls") or [])
    names = []
    for url in urls:
        name = (url or "").removeprefix("/media/")
        if url and url.startswith("/media/") and name and "/" not in name and name not in names:
            names.append(name)
    return names


README = """Your DevNet data, exported {when}.

One JSON file per section: profile, threads, projects, posts, comments, messages (your copy of each
conversation), friends, votes, likes, shares, follows (the tags you follow, the threads you
watch or chose not to) and bookmarks (your folders, and what you keep in each). images/ holds
your profile photo and the images of your projects and posts, named as their /media/ URLs in the
JSON.
"""


def _write_sections(archive: zipfile.ZipFile, data: dict) -> None:
    archive.writestr("README.txt", README.format(when=_now().strftime("%Y-%m-%d %H:%M UTC")))
    for section, rows in data.items():
        archive.writestr(f"{section}.json", json.dumps(rows, indent=2, default=str, ensure_ascii=False))


async def _write_zip(path: str, data: dict, names: list[str], store: Storage) -> None:
    """The zip, written to ``path`` entry by entry: the JSON sections, then each image copied from
    the store a chunk at a time (a missing one, taken down, is left out; the JSON still names it).
    Every write runs in a thread; past MAX_SIZE it stops (TooLarge)."""
    archive = await asyncio.to_thread(zipfile.ZipFile, path, "w", zipfile.ZIP_DEFLATED)
    try:
        await asyncio.to_thread(_write_sections, archive, data)
        for name in names:
            opened = await store.open(name)
            if opened is None:
                continue
            # Images are compressed already: stored as they are.
            info = zipfile.ZipInfo(f"images/{name}", date_time=_now().timetuple()[:6])
            info.compress_type = zipfile.ZIP_STORED
            entry = await asyncio.to_thread(archive.open, info, "w")
            try:
                async for chunk in opened.chunks:
                    await asyncio.to_thread(entry.write, chunk)
            finally:
                await opened.close()
                await asyncio.to_thread(entry.close)
            written = await asyncio.to_thread(os.path.getsize, path)
            if written > MAX_SIZE:
                raise TooLarge(written)
    finally:
        await asyncio.to_thread(archive.close)


async def _store_chunks(export_id: int, path: str) -> int:
    """Copy the finished zip into the database, CHUNK bytes a row; answers its size."""
    size = await asyncio.to_thread(os.path.getsize, path)
    if size > MAX_SIZE:
        raise TooLarge(size)
    await DataExportChunk.filter(export_id=export_id).delete()
    handle = await asyncio.to_thread(open, path, "rb")
    try:
        seq = 0
        while piece := await asyncio.to_thread(handle.read, CHUNK):
            await DataExportChunk.create(export_id=export_id, seq=seq, data=piece)
            seq += 1
    finally:
        await asyncio.to_thread(handle.close)
    return size
