"""Take your data: "Download my data" builds a zip of everything a member put on DevNet.

A request makes a pending row; a job (a Celery task in scaled mode, a task of the web process in
embedded mode: ``devnet_api.jobs.ON_DEMAND``) builds the zip into the row. The owner downloads it
once, within 7 days; a periodic job removes what expired. The zip is kept in the database (never
under /media), so any web process can hand it out. Decisions: docs/account.md.
"""

from __future__ import annotations

import asyncio
import io
import json
import logging
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tortoise.expressions import Q
from tortoise.transactions import in_transaction

from devnet_api.errors import Conflict, Gone, NotFound
from devnet_api.models.accounts import DataExport, ExportStatus, User
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostShare
from devnet_api.models.social import Friendship, Message
from devnet_api.services import notifications

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
    async with in_transaction():
        old = await DataExport.select_for_update().get_or_none(user_id=user_id)
        if old is not None:
            if old.status == ExportStatus.PENDING and old.created_at > _now() - STALE_PENDING:
                raise Conflict(ALREADY_PENDING)
            await old.delete()
        return await DataExport.create(user_id=user_id, status=ExportStatus.PENDING)


async def download(user_id: int) -> bytes:
    """The owner's zip, once: the bytes are dropped as they are handed out (410 afterwards)."""
    async with in_transaction():
        row = await DataExport.select_for_update().get_or_none(user_id=user_id)
        if row is None:
            raise NotFound(NO_EXPORT)
        status = state(row)["status"]
        if status == ExportStatus.PENDING:
            raise Conflict(PENDING)
        if status != ExportStatus.READY:
            raise Gone({"downloaded": DOWNLOADED, "expired": EXPIRED}.get(status, FAILED))
        archive = bytes(row.archive)
        row.archive, row.downloaded_at = None, _now()
        await row.save(update_fields=["archive", "downloaded_at"])
    return archive


async def purge_expired() -> int:
    """Remove exports past their 7 days, and builds that never finished; answers how many."""
    now = _now()
    return await DataExport.filter(
        Q(expires_at__lte=now) | Q(status=ExportStatus.PENDING, created_at__lte=now - timedelta(days=1))
    ).delete()


async def build(export_id: int, media_dir: str) -> str:
    """Build the zip of a pending export (the job). Answers the export's status."""
    row = await DataExport.get_or_none(id=export_id)
    if row is None or row.status != ExportStatus.PENDING or not await User.exists(id=row.user_id):
        return "gone"  # replaced, or the owner's account closed meanwhile
    try:
        data = await collect(row.user_id)
        images = await _images(data, Path(media_dir))
        archive = await asyncio.to_thread(_zip, data, images)
    except Exception:
        log.exception("data export %s failed", export_id)
        await DataExport.filter(id=export_id, status=ExportStatus.PENDING).update(status=ExportStatus.FAILED)
        raise
    ready = _now()
    await DataExport.filter(id=export_id, status=ExportStatus.PENDING).update(
        status=ExportStatus.READY, archive=archive, size=len(archive), ready_at=ready, expires_at=ready + KEEP_FOR
    )
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
        # The member's own copy of each conversation: what they have not deleted on their side.
        "messages": await Message.filter(
            Q(sender_id=user_id, deleted_by_sender=False) | Q(recipient_id=user_id, deleted_by_recipient=False)
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


async def _images(data: dict, media_dir: Path) -> dict[str, bytes]:
    """The member's images by file name (profile photo, project and post images). A file that is
    missing (taken down) is left out; the JSON still names it."""
    found: dict[str, bytes] = {}
    for name in _media_names(data):
        raw = await read_media(name, media_dir)
        if raw is not None:
            found[name] = raw
    return found


async def read_media(name: str, media_dir: Path) -> bytes | None:
    # storage seam: when services/media.py offers a read function (disk or S3), call it here.
    path = media_dir / name
    return await asyncio.to_thread(path.read_bytes) if path.is_file() else None


README = """Your DevNet data, exported {when}.

One JSON file per section: profile, threads, projects, posts, comments, messages (your copy of each
conversation), friends, votes, likes and shares. images/ holds your profile photo and the images of
your projects and posts, named as their /media/ URLs in the JSON.
"""


def _zip(data: dict, images: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("README.txt", README.format(when=_now().strftime("%Y-%m-%d %H:%M UTC")))
        for section, rows in data.items():
            archive.writestr(f"{section}.json", json.dumps(rows, indent=2, default=str, ensure_ascii=False))
        for name, raw in images.items():
            # Images are compressed already.
            archive.writestr(f"images/{name}", raw, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()
