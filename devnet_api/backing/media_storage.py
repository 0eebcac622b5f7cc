"""The media storage seam (DESIGN.md, "Seams"; docs/storage.md): where uploaded images' bytes live.

Two backends with one small interface: ``LocalStorage`` (a folder, embedded mode, the default) and
``S3Storage`` (any S3-compatible bucket through aiobotocore, scaled mode). Names are the content-hash
file names the upload pipeline gives (``<sha256>.<ext>``, ``<sha256>-thumb.<ext>``), written once.

One store per process: the web app opens it at start-up and closes it at cleanup (``keys.STORAGE``);
the CLI and tasks open their own with ``connect(settings)``. A store that cannot be reached raises
``StorageUnavailable`` (503 with Retry-After), never a 500.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import tempfile
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Protocol

from devnet_api.domain.errors import Unavailable
from devnet_api.settings import Settings

log = logging.getLogger("devnet.storage")
# Uploaded images: a day, not a year, so a takedown reaches browsers and shared caches within a day.
# Served by DevNet, or set on each object so the store (redirect mode) sends the same.
CACHE_CONTROL = "public, max-age=86400"
CHUNK = 64 * 1024
S3_CONNECT_TIMEOUT = 2  # seconds: a store that is down costs an upload or an image two seconds, not a hang
S3_READ_TIMEOUT = 10
S3_ATTEMPTS = 2  # botocore's "attempts" include the first
CLOSE_TIMEOUT = 5  # seconds


class StorageUnavailable(Unavailable, message="Images are briefly unavailable. Please try again in a few seconds."):
    """The object store does not answer (or refuses us): uploads and /media answer 503 with
    Retry-After; nothing else on the site needs it."""


class RangeNotSatisfiable(Exception):
    """A Range header outside the object."""


@dataclass(frozen=True)
class StoredObject:
    name: str
    size: int
    modified: datetime  # UTC: when it was written, or last put again (see ``put``)


@dataclass
class Opened:
    """An object being read: its headers, and its bytes as chunks (``close()`` when not read to the end)."""

    size: int  # of what is sent: the range when one was asked for
    modified: datetime
    etag: str
    content_range: str | None
    chunks: AsyncIterator[bytes]
    _close: object = None

    async def close(self) -> None:
        if self._close is not None:
            self._close()


class Storage(Protocol):
    kind: str  # "local" or "s3"

    async def put(self, name: str, data: bytes, content_type: str) -> bool:
        """Store ``data`` under ``name`` unless it is already there (names are content hashes, so the
        bytes would be the same); True when this call wrote it. An existing object's time is
        refreshed, so the orphan sweep's hour of grace counts from the last upload of it."""

    async def get(self, name: str) -> bytes | None: ...

    async def open(self, name: str, byte_range: str | None = None) -> Opened | None:
        """The object for streaming, or None when there is none by that name."""

    async def exists(self, name: str) -> bool: ...

    async def delete(self, name: str) -> None:
        """Remove ``name``; no error when it is not there."""

    def names(self) -> AsyncIterator[StoredObject]:
        """Every stored object (temporary files of writes under way excepted)."""

    def url(self, name: str) -> str | None:
        """Where a browser can fetch ``name`` from the store itself (redirect mode); None on disk."""

    async def ping(self) -> None:
        """Raise StorageUnavailable unless the store answers."""

    async def close(self) -> None: ...


def safe_name(name: str) -> str:
    """``name`` when it is one plain file name (no separator, not ``.`` or ``..``, no NUL): a name read
    back from anywhere (a manifest, a database row, a listing) never reaches outside its folder or
    prefix. ValueError otherwise."""
    if not name or name in (".", "..") or any(ch in name for ch in "/\\\0"):
        raise ValueError(f"not a plain file name: {name[:120]!r}")
    return name


class LocalStorage:
    """A folder on this machine (``DEVNET_MEDIA_DIR``). Writes go to a temporary file renamed into
    place, so a reader never sees half an image."""

    kind = "local"

    def __init__(self, root: Path, private: bool = False) -> None:
        self.root = root
        # Backups (devnet_api.services.backups): files 0600 in 0700 folders; images are 0644.
        self.private = private

    def path(self, name: str) -> Path:
        return self.root / safe_name(name)

    def _put(self, name: str, data: bytes) -> bool:
        target = self.path(name)
        if target.exists():
            with contextlib.suppress(OSError):
                os.utime(target)
            return False
        self.root.mkdir(mode=0o700 if self.private else 0o777, parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.root, prefix=".upload-")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(tmp, 0o600 if self.private else 0o644)
        os.replace(tmp, target)
        return True

    async def put(self, name: str, data: bytes, content_type: str) -> bool:
        return await asyncio.to_thread(self._put, name, data)

    async def get(self, name: str) -> bytes | None:
        try:
            return await asyncio.to_thread(self.path(name).read_bytes)
        except (FileNotFoundError, IsADirectoryError):
            return None

    async def open(self, name: str, byte_range: str | None = None) -> Opened | None:
        """The file read a CHUNK at a time in a thread (/media itself serves files with sendfile)."""
        try:
            handle = await asyncio.to_thread(self.path(name).open, "rb")
        except (FileNotFoundError, IsADirectoryError):
            return None
        stat = os.fstat(handle.fileno())

        async def chunks() -> AsyncIterator[bytes]:
            try:
                while piece := await asyncio.to_thread(handle.read, CHUNK):
                    yield piece
            finally:
                handle.close()

        modified = datetime.fromtimestamp(stat.st_mtime, UTC)
        size = stat.st_size
        return Opened(size, modified, f'"{stat.st_mtime_ns:x}-{size:x}"', None, chunks(), handle.close)

    async def exists(self, name: str) -> bool:
        return await asyncio.to_thread(self.path(name).is_file)

    async def delete(self, name: str) -> None:
        await asyncio.to_thread(self.path(name).unlink, missing_ok=True)

    def _list(self) -> list[StoredObject]:
        if not self.root.is_dir():
            return []
        found = []
        for entry in os.scandir(self.root):
            if entry.name.startswith(".") or not entry.is_file():
                continue
            stat = entry.stat()
            found.append(StoredObject(entry.name, stat.st_size, datetime.fromtimestamp(stat.st_mtime, UTC)))
        return sorted(found, key=lambda item: item.name)

    async def names(self) -> AsyncIterator[StoredObject]:
        for item in await asyncio.to_thread(self._list):
            yield item

    def url(self, name: str) -> str | None:
        return None

    async def ping(self) -> None:
        return None

    async def close(self) -> None:
        return None


def _unavailable_types() -> tuple[type[BaseException], ...]:
    from botocore.exceptions import BotoCoreError

    return (BotoCoreError, OSError, asyncio.TimeoutError)


class S3Storage:
    """A bucket (and optional key prefix) in any S3-compatible store, through one aiobotocore client."""

    kind = "s3"

    def __init__(self, client, bucket: str, prefix: str, public_base: str) -> None:
        self.client = client
        self.bucket = bucket
        self.prefix = prefix
        self.public_base = public_base
        self._stack: contextlib.AsyncExitStack | None = None

    @classmethod
    async def connect(cls, settings: Settings) -> S3Storage:
        from aiobotocore.config import AioConfig
        from aiobotocore.session import get_session

        located = settings.media_bucket
        assert located is not None
        bucket, prefix = located
        config = AioConfig(
            connect_timeout=S3_CONNECT_TIMEOUT,
            read_timeout=S3_READ_TIMEOUT,
            retries={"max_attempts": S3_ATTEMPTS, "mode": "standard"},
            # A local server (MinIO, moto) has no per-bucket host names: bucket in the path.
            s3={"addressing_style": "path" if settings.s3_endpoint_url else "auto"},
        )
        # Credentials come the standard way: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile, a role.
        stack = contextlib.AsyncExitStack()
        client = await stack.enter_async_context(
            get_session().create_client(
                "s3", region_name=settings.s3_region, endpoint_url=settings.s3_endpoint_url, config=config
            )
        )
        if settings.media_public_url:
            public_base = settings.media_public_url
        elif settings.s3_endpoint_url:
            public_base = f"{settings.s3_endpoint_url}/{bucket}"
        else:
            public_base = f"https://{bucket}.s3.{settings.s3_region}.amazonaws.com"
        store = cls(client, bucket, prefix, public_base.rstrip("/"))
        store._stack = stack
        return store

    def key(self, name: str) -> str:
        return self.prefix + safe_name(name)

    @contextlib.asynccontextmanager
    async def _calling(self, action: str) -> AsyncIterator[None]:
        """Failures to reach the store become StorageUnavailable (logged once, with the reason)."""
        from botocore.exceptions import ClientError

        try:
            yield
        except ClientError as exc:
            log.warning("object store: %s failed: %s", action, exc)
            raise StorageUnavailable() from exc
        except _unavailable_types() as exc:
            log.warning("object store: %s failed: %s", action, exc)
            raise StorageUnavailable() from exc

    @staticmethod
    def _missing(exc: BaseException) -> bool:
        from botocore.exceptions import ClientError

        if not isinstance(exc, ClientError):
            return False
        error = exc.response.get("Error", {})
        return (
            error.get("Code") in ("404", "NoSuchKey", "NotFound")
            or exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode") == 404
        )

    async def _head(self, name: str) -> dict | None:
        try:
            return await self.client.head_object(Bucket=self.bucket, Key=self.key(name))
        except Exception as exc:
            if self._missing(exc):
                return None
            raise

    async def put(self, name: str, data: bytes, content_type: str) -> bool:
        async with self._calling(f"put {name}"):
            if await self._head(name) is not None:
                # Copied onto itself with the same headers: only its time changes (see Storage.put).
                await self.client.copy_object(
                    Bucket=self.bucket,
                    Key=self.key(name),
                    CopySource={"Bucket": self.bucket, "Key": self.key(name)},
                    MetadataDirective="REPLACE",
                    ContentType=content_type,
                    CacheControl=CACHE_CONTROL,
                )
                return False
            await self.client.put_object(
                Bucket=self.bucket,
                Key=self.key(name),
                Body=data,
                ContentType=content_type,
                CacheControl=CACHE_CONTROL,
            )
            return True

    async def get(self, name: str) -> bytes | None:
        opened = await self.open(name)
        if opened is None:
            return None
        try:
            return b"".join([chunk async for chunk in opened.chunks])
        finally:
            await opened.close()

    async def open(self, name: str, byte_range: str | None = None) -> Opened | None:
        from botocore.exceptions import ClientError

        extra = {"Range": byte_range} if byte_range else {}
        async with self._calling(f"get {name}"):
            try:
                answer = await self.client.get_object(Bucket=self.bucket, Key=self.key(name), **extra)
            except ClientError as exc:
                if self._missing(exc):
                    return None
                if exc.response.get("Error", {}).get("Code") == "InvalidRange":
                    raise RangeNotSatisfiable() from None
                raise
        body = answer["Body"]

        async def chunks() -> AsyncIterator[bytes]:
            async with self._calling(f"read {name}"):
                try:
                    async for chunk in body.iter_chunks(CHUNK):
                        yield chunk
                finally:
                    body.close()

        return Opened(
            answer["ContentLength"],
            answer["LastModified"],
            answer["ETag"],
            answer.get("ContentRange"),
            chunks(),
            body.close,
        )

    async def exists(self, name: str) -> bool:
        async with self._calling(f"head {name}"):
            return await self._head(name) is not None

    async def delete(self, name: str) -> None:
        async with self._calling(f"delete {name}"):
            await self.client.delete_object(Bucket=self.bucket, Key=self.key(name))

    async def names(self) -> AsyncIterator[StoredObject]:
        async with self._calling("list"):
            pages = self.client.get_paginator("list_objects_v2").paginate(Bucket=self.bucket, Prefix=self.prefix)
            async for page in pages:
                for item in page.get("Contents", []):
                    name = item["Key"][len(self.prefix) :]
                    if name and "/" not in name:  # another prefix's objects under ours are not ours
                        yield StoredObject(name, item["Size"], item["LastModified"].astimezone(UTC))

    def url(self, name: str) -> str:
        return f"{self.public_base}/{self.key(name)}"

    async def ping(self) -> None:
        async with self._calling("head bucket"):
            await self.client.head_bucket(Bucket=self.bucket)

    async def close(self) -> None:
        """Close the client; bounded, so a store that stopped answering cannot hold up a shutdown."""
        if self._stack is not None:
            stack, self._stack = self._stack, None
            try:
                await asyncio.wait_for(stack.aclose(), CLOSE_TIMEOUT)
            except (TimeoutError, *_unavailable_types()) as exc:
                log.warning("object store: closing the client failed: %r", exc)


async def open_storage(settings: Settings) -> Storage:
    """The store ``settings`` name; ``close()`` it when done (or use ``connect``)."""
    if settings.media_bucket is None:
        return LocalStorage(settings.media_dir)
    return await S3Storage.connect(settings)


@contextlib.asynccontextmanager
async def connect(settings: Settings) -> AsyncIterator[Storage]:
    """The store, for a command or a task: ``async with storage.connect(settings) as store``."""
    store = await open_storage(settings)
    try:
        yield store
    finally:
        await store.close()
