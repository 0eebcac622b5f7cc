"""Backups in one command (docs/operations.md, "Backups and restore"): the database and the media, a
manifest with row counts and checksums, to a folder or a bucket, with retention; restore into an
empty database and store; takedowns made after a backup re-applied on restore.

The database is dumped with its own tools, because they restore exactly (types, sequences, indexes,
the migration table): PostgreSQL with ``pg_dump --format=custom`` inside a snapshot the row counts
are taken in too (so the manifest's counts are the dump's), restored with ``pg_restore``; SQLite
with its online backup API (a consistent copy of the file, counted after the copy). A backup
restores into the same dialect; moving between dialects is not a backup's job.

At the destination (``DEVNET_BACKUP_URL``: a folder or ``s3://bucket[/prefix]``)::

    backups/devnet-<id>.manifest.json   written last: a backup without one is incomplete
    backups/devnet-<id>.dump | .sqlite3 the database
    media/<name>                        every image file, shared by the backups (names are content hashes)
    takedowns/<hash>.json               every takedown since DEVNET_BACKUP_URL was set (the ledger)
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import os
import re
import shutil
import sqlite3
import subprocess
import tempfile
import time
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import asyncpg

from devnet_api import __version__
from devnet_api.backing import media_storage
from devnet_api.domain.errors import Conflict, DomainError, InvalidInput, NotFound
from devnet_api.settings import Settings
from devnet_api.telemetry import metrics

log = logging.getLogger("devnet.backup")
FORMAT = 1
PREFIX = "devnet-"
MANIFEST = ".manifest.json"
OCTETS = "application/octet-stream"
NOT_EMPTY = (
    "{what} is not empty ({detail}): restore into an empty database and media store, "
    "or pass --force to replace what is there"
)


class BackupFailed(DomainError, status=500, message="The backup failed"): ...


class UnsafeBackup(InvalidInput, message="The backup is refused"):
    """A name read from a manifest, the takedown ledger or a database that is not of the shape DevNet
    writes (a path, ``..``, a separator): refused before it touches a file or a key."""


# -- names are data, never paths ------------------------------------------------------------------------
# Every name read back (a manifest's database file and media names, a ledger's hashes, a database's
# image URLs) must have the exact shape DevNet writes before it is joined to a folder or a key.

BACKUP_ID = re.compile(r"\d{8}-\d{6}-\d{6}")
CONTENT_HASH = re.compile(r"[0-9a-f]{64}")
# services.media.SERVED_MEDIA's shape (not imported from there: it loads the models and Pillow).
MEDIA_NAME = re.compile(r"[0-9a-f]{64}(?:-thumb)?\.(?:png|jpg|gif|webp)")
MANIFEST_NAME = re.compile(rf"{PREFIX}(\d{{8}}-\d{{6}}-\d{{6}}){re.escape(MANIFEST)}")
DATABASE_NAME = re.compile(rf"{PREFIX}\d{{8}}-\d{{6}}-\d{{6}}\.(?:dump|sqlite3)")
DUMP_SUFFIX = {"postgres": ".dump", "sqlite": ".sqlite3"}


def _refuse(what: str, value: object, shape: str) -> UnsafeBackup:
    shown = repr(value)[:120]
    return UnsafeBackup(f"{what} {shown} is not {shape}: refused, nothing was read, written or deleted for it")


def is_media_name(name: object) -> bool:
    """``<sha256>.<ext>`` or ``<sha256>-thumb.<ext>``: the only names the media store holds."""
    return isinstance(name, str) and MEDIA_NAME.fullmatch(name) is not None


def media_name(name: object, what: str) -> str:
    if not is_media_name(name):
        raise _refuse(what, name, "a media file name (a sha256 in hex, then .png, .jpg, .gif or .webp)")
    return name  # type: ignore[return-value]


def content_hash(value: object, what: str) -> str:
    if not (isinstance(value, str) and CONTENT_HASH.fullmatch(value)):
        raise _refuse(what, value, "a sha256 in hex")
    return value


def database_file(backup_id: str, dialect: str) -> str:
    """The one name a backup's database file has: derived from its id, never read from its manifest."""
    return f"{PREFIX}{backup_id}{DUMP_SUFFIX[dialect]}"


def _database_name(name: str) -> str:
    if not DATABASE_NAME.fullmatch(name):
        raise _refuse("A database file", name, "devnet-<id>.dump or devnet-<id>.sqlite3")
    return name


def checked_manifest(manifest: object, backup_id: str) -> dict:
    """``manifest`` (as read from ``devnet-<backup_id>.manifest.json``) when every name and checksum in
    it has the shape ``backup`` writes; UnsafeBackup naming the first that does not."""
    where = f"Backup {backup_id}: its manifest's"
    if not isinstance(manifest, dict):
        raise _refuse(f"Backup {backup_id}: its manifest", type(manifest).__name__, "a JSON object")
    if manifest.get("id") != backup_id:
        raise _refuse(f"{where} id", manifest.get("id"), f"{backup_id} (the id in its file name)")
    if manifest.get("dialect") not in DUMP_SUFFIX:
        raise _refuse(f"{where} dialect", manifest.get("dialect"), "postgres or sqlite")
    database = manifest.get("database")
    if not isinstance(database, dict):
        raise _refuse(f"{where} database", database, "an object")
    expected = database_file(backup_id, manifest["dialect"])
    if database.get("file") != expected:
        raise _refuse(f"{where} database file", database.get("file"), expected)
    content_hash(database.get("sha256"), f"{where} database checksum")
    counts = database.get("counts")
    if not isinstance(counts, dict) or not all(
        isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool) for k, v in counts.items()
    ):
        raise _refuse(f"{where} row counts", counts, "an object of table names and numbers")
    media = manifest.get("media")
    files = media.get("files") if isinstance(media, dict) else None
    if not isinstance(files, dict):
        raise _refuse(f"{where} media", media, "an object with the files' names and checksums")
    for name, digest in files.items():
        media_name(name, f"{where} media name")
        content_hash(digest, f"{where} checksum of {name}")
    return manifest


# -- where backups go ---------------------------------------------------------------------------------


def _part(settings: Settings, url: str, part: str) -> Settings:
    """Settings whose media store is ``part`` of the backup destination ``url``."""
    if url.startswith("s3://"):
        return settings.with_media_at(
            {
                "url": f"{url.rstrip('/')}/{part}",
                "endpoint": settings.s3_endpoint_url,
                "region": settings.s3_region,
            }
        )
    return settings.with_media_at(str(Path(url) / part))


@dataclass
class Destination:
    """A backup destination's three parts, each a media-store-like place (devnet_api.backing.media_storage)."""

    url: str
    backups: media_storage.Storage
    media: media_storage.Storage
    takedowns: media_storage.Storage

    async def put_file(self, name: str, path: Path) -> None:
        _database_name(name)
        if isinstance(self.backups, media_storage.LocalStorage):
            target = self.backups.path(name)
            target.parent.mkdir(parents=True, exist_ok=True)
            partial = target.with_name("." + name + ".partial")
            os.close(os.open(partial, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600))
            os.chmod(partial, 0o600)
            await asyncio.to_thread(shutil.copyfile, path, partial)
            os.replace(partial, target)
        else:
            await self.backups.put(name, await asyncio.to_thread(path.read_bytes), OCTETS)

    async def get_file(self, name: str, path: Path) -> None:
        _database_name(name)
        if isinstance(self.backups, media_storage.LocalStorage):
            await asyncio.to_thread(shutil.copyfile, self.backups.path(name), path)
            return
        data = await self.backups.get(name)
        if data is None:
            raise NotFound(f"{name} is missing from {self.url}")
        await asyncio.to_thread(path.write_bytes, data)

    async def manifests(self) -> list[str]:
        """The complete backups' ids, oldest first."""
        found = []
        async for item in self.backups.names():
            if shaped := MANIFEST_NAME.fullmatch(item.name):
                found.append(shaped.group(1))
        return sorted(found)

    async def manifest(self, backup_id: str | None = None) -> dict:
        ids = await self.manifests()
        if not ids:
            raise NotFound(f"No backup in {self.url}")
        if backup_id is None:
            backup_id = ids[-1]
        if backup_id not in ids:
            raise NotFound(f"No backup {backup_id} in {self.url} (there are: {', '.join(ids[-5:])})")
        raw = await self.backups.get(f"{PREFIX}{backup_id}{MANIFEST}")
        try:
            manifest = json.loads(raw or b"{}")
        except ValueError:
            raise _refuse(f"Backup {backup_id}: its manifest", (raw or b"")[:40], "JSON") from None
        return checked_manifest(manifest, backup_id)


@contextlib.asynccontextmanager
async def destination(settings: Settings, url: str | None = None) -> AsyncIterator[Destination]:
    url = url or settings.backup_url
    if not url:
        raise InvalidInput("Say where backups go: --to FOLDER or s3://bucket, or set DEVNET_BACKUP_URL")
    async with contextlib.AsyncExitStack() as stack:
        parts = [
            await stack.enter_async_context(media_storage.connect(_part(settings, url, part)))
            for part in ("backups", "media", "takedowns")
        ]
        if not url.startswith("s3://"):
            # Backups hold the password hashes and every member's data: the owner's only.
            for folder in (Path(url), *(part.root for part in parts)):
                folder.mkdir(mode=0o700, parents=True, exist_ok=True)
                os.chmod(folder, 0o700)
            for part in parts:
                part.private = True
        yield Destination(url, *parts)


# -- the database ------------------------------------------------------------------------------------------


def _sqlite_path(database_url: str) -> Path:
    return Path(database_url.removeprefix("sqlite://"))


def _pg_url(database_url: str) -> str:
    return "postgresql://" + database_url.split("://", 1)[1]


def _sqlite_counts(path: Path) -> dict[str, int]:
    with contextlib.closing(sqlite3.connect(path)) as conn:
        tables = [
            row[0]
            for row in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        return {table: conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] for table in tables}


async def _pg_counts(conn: asyncpg.Connection) -> dict[str, int]:
    tables = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")
    return {row[0]: await conn.fetchval(f'SELECT count(*) FROM "{row[0]}"') for row in tables}


def _run(command: list[str]) -> None:
    """A PostgreSQL tool; its error output is the message (one line each), never a traceback."""
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise BackupFailed(f"{command[0]} is not installed (PostgreSQL's client tools)") from None
    if done.returncode != 0:
        raise BackupFailed(f"{command[0]} failed: {' '.join(done.stderr.split())[:500]}")


def _sqlite_copy(source: Path, target: Path) -> None:
    from devnet_api.db import private_sqlite_file

    private_sqlite_file(target)
    with contextlib.closing(sqlite3.connect(source)) as src, contextlib.closing(sqlite3.connect(target)) as dst:
        src.backup(dst)


async def dump_database(settings: Settings, folder: Path) -> tuple[Path, dict[str, int]]:
    """The database in a file of ``folder``, and the row count of each table as dumped."""
    if settings.dialect == "sqlite":
        source = _sqlite_path(settings.database_url)
        if not source.exists():
            raise NotFound(f"No database at {source}")
        target = folder / "database.sqlite3"
        await asyncio.to_thread(_sqlite_copy, source, target)
        return target, await asyncio.to_thread(_sqlite_counts, target)
    target = folder / "database.dump"
    conn = await asyncpg.connect(_pg_url(settings.database_url))
    try:
        # One snapshot for the counts and the dump, so the manifest says what the dump holds.
        async with conn.transaction(isolation="repeatable_read", readonly=True):
            snapshot = await conn.fetchval("SELECT pg_export_snapshot()")
            counts = await _pg_counts(conn)
            command = ["pg_dump", "--format=custom", "--no-owner", f"--snapshot={snapshot}", f"--file={target}"]
            await asyncio.to_thread(_run, [*command, _pg_url(settings.database_url)])
    finally:
        await conn.close()
    return target, counts


async def database_counts(settings: Settings) -> dict[str, int]:
    """The row count of each table; empty when the database does not exist."""
    if settings.dialect == "sqlite":
        path = _sqlite_path(settings.database_url)
        return await asyncio.to_thread(_sqlite_counts, path) if path.exists() else {}
    try:
        conn = await asyncpg.connect(_pg_url(settings.database_url))
    except asyncpg.InvalidCatalogNameError:
        return {}
    try:
        return await _pg_counts(conn)
    finally:
        await conn.close()


async def _pg_admin(database_url: str) -> asyncpg.Connection:
    """A connection to the server's ``postgres`` database (to create or drop another)."""
    url = _pg_url(database_url)
    base, _, _ = url.rpartition("/")
    return await asyncpg.connect(f"{base}/postgres")


def _pg_name(database_url: str) -> str:
    return _pg_url(database_url).rpartition("/")[2].split("?")[0]


async def _ensure_pg_database(database_url: str) -> None:
    try:
        conn = await asyncpg.connect(_pg_url(database_url))
    except asyncpg.InvalidCatalogNameError:
        admin = await _pg_admin(database_url)
        try:
            await admin.execute(f'CREATE DATABASE "{_pg_name(database_url)}"')
        finally:
            await admin.close()
        return
    await conn.close()


async def load_database(settings: Settings, dump: Path) -> None:
    """``dump`` into the (empty) database of ``settings``."""
    if settings.dialect == "sqlite":
        target = _sqlite_path(settings.database_url)
        await asyncio.to_thread(_sqlite_copy, dump, target)
        return
    await _ensure_pg_database(settings.database_url)
    command = ["pg_restore", "--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction"]
    await asyncio.to_thread(_run, [*command, f"--dbname={_pg_url(settings.database_url)}", str(dump)])


async def _taken_down_in_database(settings: Settings) -> list[dict]:
    """The takedowns the database being replaced holds (``--force``), so a restore keeps them."""
    query = "SELECT hash, taken_down_at FROM media_files WHERE taken_down_at IS NOT NULL"
    try:
        if settings.dialect == "sqlite":
            path = _sqlite_path(settings.database_url)
            with contextlib.closing(sqlite3.connect(path)) as conn:
                rows = conn.execute(query).fetchall()
        else:
            conn = await asyncpg.connect(_pg_url(settings.database_url))
            try:
                rows = [tuple(row) for row in await conn.fetch(query)]
            finally:
                await conn.close()
    except (sqlite3.Error, asyncpg.PostgresError):
        return []
    return [
        {
            "hash": content_hash(digest, "The database being replaced: a taken-down image's hash"),
            "at": str(at),
            "reason": "taken down in the database a restore replaced",
        }
        for digest, at in rows
    ]


# -- media ----------------------------------------------------------------------------------------------------


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1024 * 1024), b""):
            digest.update(chunk)
    return digest.hexdigest()


async def _store_names(store: media_storage.Storage) -> list[str]:
    return [item.name async for item in store.names()]


def _content_type(name: str) -> str:
    from devnet_api.services.media import CONTENT_TYPES

    return CONTENT_TYPES.get(name.rsplit(".", 1)[-1], OCTETS)


def _image_hash(name: str) -> str:
    return name.split(".", 1)[0].removesuffix("-thumb")


# -- backup ------------------------------------------------------------------------------------------------------


@dataclass
class Result:
    backup_id: str
    manifest: dict
    removed: list[str] = field(default_factory=list)  # backups retention removed
    verified: dict | None = None
    healed: list[str] = field(default_factory=list)  # media copies found damaged in the store and copied again


async def backup(settings: Settings, url: str | None = None, keep: int | None = None) -> Result:
    """Dump the database, copy the media (re-copying a copy at the destination that differs), write
    the manifest last, keep only the newest ``keep`` backups (and the media they name), then verify
    the new one (``verify``: BackupFailed when it would not restore). Sets the
    ``devnet_backup_last_success_timestamp`` metric once verified."""
    keep = keep or settings.backup_keep
    backup_id = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
    async with destination(settings, url) as dest, media_storage.connect(settings) as media_store:
        with tempfile.TemporaryDirectory(prefix="devnet-backup-") as tmp:
            # The database first: an image newer than the dump is an unused file; a row whose image is
            # missing from the backup would be a broken picture.
            dump, counts = await dump_database(settings, Path(tmp))
            db_name = database_file(backup_id, settings.dialect)
            await dest.put_file(db_name, dump)
            db_sha = await asyncio.to_thread(_file_sha256, dump)
            db_size = dump.stat().st_size
        present = set(await _store_names(dest.media))
        files: dict[str, str] = {}
        healed: list[str] = []
        total = 0
        for name in await _store_names(media_store):
            if not is_media_name(name):
                log.warning("backup: %r in the media store is not a media file name: not backed up", name)
                continue
            data = await media_store.get(name)
            if data is None:  # removed since it was listed (an orphan sweep, a takedown)
                continue
            files[name] = _sha256(data)
            total += len(data)
            if name in present:
                # The copy this backup relies on is read back: one that rotted is copied again.
                copy = await dest.media.get(name)
                if copy is not None and _sha256(copy) == files[name]:
                    continue
                log.warning("backup: the copy of %s in %s differs from the media store: copied again", name, dest.url)
                healed.append(name)
                await dest.media.delete(name)
            await dest.media.put(name, data, _content_type(name))
        manifest = {
            "format": FORMAT,
            "id": backup_id,
            "createdAt": datetime.now(UTC).isoformat(timespec="seconds"),
            "devnet": __version__,
            "dialect": settings.dialect,
            "database": {"file": db_name, "sha256": db_sha, "size": db_size, "counts": counts},
            "media": {"count": len(files), "size": total, "files": files},
        }
        await dest.backups.put(f"{PREFIX}{backup_id}{MANIFEST}", json.dumps(manifest, indent=1).encode(), OCTETS)
        removed = await _retain(dest, keep)
    # Proved before it counts: restored into a scratch database and every checksum read back.
    verified = await verify(settings, url, backup_id)
    metrics.BACKUP_SUCCESS.set(time.time())
    log.info(
        "backup %s written to %s and verified (%d images, %d tables)", backup_id, dest.url, len(files), len(counts)
    )
    return Result(backup_id, manifest, removed, verified, healed)


async def _retain(dest: Destination, keep: int) -> list[str]:
    """Remove all but the newest ``keep`` backups, then the media files no kept backup names. Only
    names of the shape ``backup`` writes are ever deleted (derived from the backup's id, never read
    from a manifest), and no media at all while a kept manifest cannot be read safely."""
    ids = await dest.manifests()
    old = ids[:-keep] if keep else []
    for backup_id in old:
        await dest.backups.delete(f"{PREFIX}{backup_id}{MANIFEST}")  # first: the backup is no longer complete
        for dialect in DUMP_SUFFIX:
            await dest.backups.delete(database_file(backup_id, dialect))
    if old:
        named: set[str] = set()
        for backup_id in ids[-keep:]:
            try:
                named |= set((await dest.manifest(backup_id))["media"]["files"])
            except (UnsafeBackup, NotFound) as exc:
                log.warning("retention: no media removed: %s", exc)
                return old
        for name in await _store_names(dest.media):
            if is_media_name(name) and name not in named:
                await dest.media.delete(name)
    return old


async def scheduled() -> Result:
    """Beat's backup (DEVNET_BACKUP_EVERY_HOURS): to DEVNET_BACKUP_URL, with its retention."""
    settings = Settings.from_env()
    return await backup(settings)


# -- verify ---------------------------------------------------------------------------------------------------------


async def verify(settings: Settings, url: str | None = None, backup_id: str | None = None) -> dict:
    """Restore the backup's database into a scratch database, compare its row counts with the
    manifest's, and check every file's checksum at the destination. Raises BackupFailed on any
    difference; answers what was compared."""
    async with destination(settings, url) as dest:
        manifest = await dest.manifest(backup_id)
        with tempfile.TemporaryDirectory(prefix="devnet-verify-") as tmp:
            dump = Path(tmp) / manifest["database"]["file"]
            await dest.get_file(manifest["database"]["file"], dump)
            if await asyncio.to_thread(_file_sha256, dump) != manifest["database"]["sha256"]:
                raise BackupFailed(f"Backup {manifest['id']}: the database file's checksum differs")
            if manifest["dialect"] == "sqlite":
                scratch = settings.with_(database_url=f"sqlite://{tmp}/scratch.sqlite3")
            else:
                name = f"devnet_verify_{uuid.uuid4().hex[:12]}"
                scratch = settings.with_(database_url=settings.database_url.rpartition("/")[0] + "/" + name)
            try:
                await load_database(scratch, dump)
                counts = await database_counts(scratch)
            finally:
                if manifest["dialect"] != "sqlite":
                    admin = await _pg_admin(settings.database_url)
                    try:
                        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
                    finally:
                        await admin.close()
        expected = manifest["database"]["counts"]
        if counts != expected:
            differ = sorted(t for t in set(counts) | set(expected) if counts.get(t) != expected.get(t))
            raise BackupFailed(
                f"Backup {manifest['id']}: restored counts differ from the manifest in "
                + ", ".join(f"{t} ({counts.get(t)} vs {expected.get(t)})" for t in differ)
            )
        bad = []
        for name, digest in manifest["media"]["files"].items():
            data = await dest.media.get(name)
            if data is None or _sha256(data) != digest:
                bad.append(name)
        if bad:
            raise BackupFailed(f"Backup {manifest['id']}: {len(bad)} media files are missing or differ: {bad[0]}...")
    return {
        "id": manifest["id"],
        "tables": len(counts),
        "rows": sum(counts.values()),
        "media": len(manifest["media"]["files"]),
    }


# -- takedowns ------------------------------------------------------------------------------------------------------


async def record_takedown(settings: Settings, digest: str, at: datetime, reason: str, actor: str) -> bool:
    """Note a takedown in the backup destination's ledger, so a restore of an older backup takes the
    image down again. False when no DEVNET_BACKUP_URL is set (nothing could be noted)."""
    if not settings.backup_url:
        return False
    content_hash(digest, "A takedown's hash")
    entry = {"hash": digest, "at": at.isoformat(), "reason": reason, "actor": actor}
    async with destination(settings) as dest:
        await dest.takedowns.put(f"{digest}.json", json.dumps(entry).encode(), "application/json")
    return True


async def _ledger(dest: Destination) -> list[dict]:
    """The ledger's entries; UnsafeBackup when one names something other than a content hash."""
    entries = []
    for name in await _store_names(dest.takedowns):
        raw = await dest.takedowns.get(name)
        with contextlib.suppress(ValueError, TypeError):
            entry = json.loads(raw or b"")
            if isinstance(entry, dict) and "hash" in entry:
                content_hash(entry["hash"], f"The takedown ledger's {name}: its hash")
                entries.append(entry)
    return entries


async def reapply_takedowns(entries: list[dict], store: media_storage.Storage) -> list[str]:
    """Take down again (rows marked, files deleted, audited as the system) the images of ``entries``
    the restored database still shows. Needs the ORM connected to the restored database."""
    from devnet_api.models.media import MediaFile
    from devnet_api.realtime.collector import transaction
    from devnet_api.services import audit
    from devnet_api.services.media import thumbnail_name

    done = []
    for entry in entries:
        row = await MediaFile.get_or_none(hash=entry["hash"])
        if row is None or row.taken_down_at is not None:
            continue
        name = media_name(row.url.removeprefix("/media/"), f"The restored database's image {row.hash}: its URL")
        async with transaction():
            row.taken_down_at = datetime.now(UTC)
            await row.save(update_fields=["taken_down_at"])
            reason = f"re-applied after a restore: {entry.get('reason') or ''}"[:500]
            await audit.record(None, "media.takedown", "media", 0, reason, hash=row.hash, url=row.url)
            for file_name in (name, thumbnail_name(name)):
                await store.delete(file_name)
        done.append(row.hash)
    return done


# -- restore ---------------------------------------------------------------------------------------------------------
# All or nothing (docs/operations.md, "Restore, and rolling back"): every checksum is checked first;
# the backup is loaded into a new database and a new media folder beside the live ones, checked
# there (row counts, takedowns re-applied), and only then swapped in. What it replaced is kept
# beside it (RESTORING / BEFORE below) until `devnet restore drop-previous`; `devnet restore
# rollback` swaps it back.

RESTORING = "restoring"  # the new database and media folder while they are built
BEFORE = "before-restore"  # what the last restore replaced, kept for a rollback
MEMBER_FILES = ("-wal", "-shm", "-journal")


@dataclass
class Restored:
    backup_id: str
    counts: dict[str, int]
    media: int
    reapplied: list[str]
    kept: str | None = None  # where the replaced database and media are kept, when there were any


def _pg_beside(database_url: str, suffix: str) -> str:
    base, _, last = database_url.rpartition("/")
    name, mark, query = last.partition("?")
    beside = f"{name}__{suffix.replace('-', '_')}"
    if len(beside.encode()) > 63:
        raise InvalidInput(f"The database name {name} is too long to restore beside it (PostgreSQL: 63 bytes)")
    return f"{base}/{beside}{mark}{query}"


def beside(settings: Settings, suffix: str) -> Settings:
    """``settings`` with the database and the media store next to the live ones, named with ``suffix``:
    ``devnet.sqlite3.<suffix>`` / ``<name>__<suffix>``, ``media.<suffix>`` / ``s3://bucket/prefix.<suffix>``."""
    if settings.dialect == "sqlite":
        database_url = f"{settings.database_url}.{suffix}"
    else:
        database_url = _pg_beside(settings.database_url, suffix)
    moved = settings.with_(database_url=database_url)
    if settings.media_bucket is None:
        return moved.with_media_at(str(settings.media_dir.with_name(f"{settings.media_dir.name}.{suffix}")))
    bucket, prefix = settings.media_bucket
    return moved.with_media_at(
        {
            "url": f"s3://{bucket}/{prefix.rstrip('/')}.{suffix}",
            "endpoint": settings.s3_endpoint_url,
            "region": settings.s3_region,
        }
    )


async def _pg_connected(admin: asyncpg.Connection, name: str) -> int:
    return await admin.fetchval(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", name
    )


async def _pg_rename(admin: asyncpg.Connection, name: str, to: str) -> None:
    """Rename a database, ending the sessions connected to it (they reconnect to whichever database
    then has the name they ask for: the web processes' pools do so on their next request)."""
    await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS false')
    try:
        for _ in range(100):
            await admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
                name,
            )
            if not await _pg_connected(admin, name):
                try:
                    await admin.execute(f'ALTER DATABASE "{name}" RENAME TO "{to}"')
                    name = to
                    return
                except asyncpg.ObjectInUseError:
                    pass
            await asyncio.sleep(0.05)
        raise BackupFailed(f"The database {name} kept sessions connected: it could not be renamed")
    finally:
        await admin.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS true')


async def _drop_database(settings: Settings) -> None:
    if settings.dialect == "sqlite":
        path = _sqlite_path(settings.database_url)
        for suffix in ("", *MEMBER_FILES):
            Path(f"{path}{suffix}").unlink(missing_ok=True)
        return
    admin = await _pg_admin(settings.database_url)
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{_pg_name(settings.database_url)}" WITH (FORCE)')
    finally:
        await admin.close()


def _sqlite_swap(live: Path, incoming: Path, keep_as: Path | None) -> None:
    """``incoming`` becomes ``live``; the live file (copied with SQLite's backup API, so what its WAL
    holds is kept) becomes ``keep_as`` (or is dropped). Each step a rename."""
    kept = None
    if keep_as is not None and live.exists():
        kept = keep_as.with_name(keep_as.name + ".partial")
        kept.unlink(missing_ok=True)
        _sqlite_copy(live, kept)
    for suffix in MEMBER_FILES:  # a WAL left beside the new file would be replayed into it
        Path(f"{live}{suffix}").unlink(missing_ok=True)
    os.replace(incoming, live)
    if kept is not None:
        os.replace(kept, keep_as)


async def _swap_databases(live: Settings, incoming: Settings, keep_as: Settings | None) -> None:
    """The database of ``incoming`` takes the name of ``live``'s; the live one is kept as ``keep_as``'s
    (None: dropped)."""
    if live.dialect == "sqlite":
        keep = _sqlite_path(keep_as.database_url) if keep_as else None
        await asyncio.to_thread(
            _sqlite_swap, _sqlite_path(live.database_url), _sqlite_path(incoming.database_url), keep
        )
        return
    name, new = _pg_name(live.database_url), _pg_name(incoming.database_url)
    if keep_as is None:
        await _drop_database(live)
    admin = await _pg_admin(live.database_url)
    try:
        if keep_as is not None and await _database_exists(live):
            swap = f"{name}__swapping"[:63]
            await _pg_rename(admin, name, swap)
            try:
                await _pg_rename(admin, new, name)
            except BaseException:
                await _pg_rename(admin, swap, name)
                raise
            await _pg_rename(admin, swap, _pg_name(keep_as.database_url))
        else:
            await _pg_rename(admin, new, name)
    finally:
        await admin.close()


async def _store_contents(store: media_storage.Storage) -> dict[str, bytes]:
    found = {}
    for name in await _store_names(store):
        data = await store.get(name)
        if data is not None:
            found[name] = data
    return found


async def _make_like(store: media_storage.Storage, wanted: dict[str, bytes]) -> None:
    """``store`` holding exactly ``wanted``: the missing or differing objects put, then the others removed."""
    have = set(await _store_names(store))
    for name, data in wanted.items():
        if name in have:
            current = await store.get(name)
            if current is not None and _sha256(current) == _sha256(data):
                continue
            await store.delete(name)
        await store.put(name, data, _content_type(name))
    for name in have - set(wanted):
        await store.delete(name)


async def _fill(settings: Settings, folder: Path) -> None:
    """The checked media files of ``folder`` into the (new) store of ``settings``."""
    if settings.media_bucket is None:
        settings.media_dir.mkdir(parents=True, exist_ok=True)
    async with media_storage.connect(settings) as store:
        for path in sorted(folder.iterdir()):
            await store.put(path.name, await asyncio.to_thread(path.read_bytes), _content_type(path.name))


async def _drop_media(settings: Settings) -> None:
    if settings.media_bucket is None:
        await asyncio.to_thread(shutil.rmtree, settings.media_dir, True)
        return
    async with media_storage.connect(settings) as store:
        await _make_like(store, {})


async def _swap_media(live: Settings, incoming: Settings, keep_as: Settings | None) -> None:
    """The media of ``incoming`` become ``live``'s; the live ones are kept as ``keep_as``'s (which may
    be ``incoming``: a swap; None: removed). Folders are renamed; a bucket's objects are copied (S3
    cannot rename a prefix)."""
    if live.media_bucket is None:
        target, source = live.media_dir, incoming.media_dir
        parked = target.with_name(f"{target.name}.swapping")
        if target.exists():
            os.rename(target, parked)
        if source.exists():
            os.rename(source, target)
        else:
            target.mkdir(parents=True)
        if parked.exists():
            if keep_as is not None:
                os.rename(parked, keep_as.media_dir)
            else:
                await asyncio.to_thread(shutil.rmtree, parked)
        return
    async with contextlib.AsyncExitStack() as stack:
        live_store = await stack.enter_async_context(media_storage.connect(live))
        incoming_store = await stack.enter_async_context(media_storage.connect(incoming))
        old = await _store_contents(live_store)
        same = keep_as is not None and keep_as.media_url == incoming.media_url
        if keep_as is not None and not same:
            await _make_like(await stack.enter_async_context(media_storage.connect(keep_as)), old)
        await _make_like(live_store, await _store_contents(incoming_store))
        await _make_like(incoming_store, old if same else {})


async def _kept(settings: Settings) -> bool:
    """Whether a restore's replaced database or media are kept beside the live ones."""
    previous = beside(settings, BEFORE)
    if await _database_exists(previous):
        return True
    async with media_storage.connect(previous) as store:
        return bool(await _store_names(store)) or (previous.media_bucket is None and previous.media_dir.exists())


def _kept_where(settings: Settings) -> str:
    previous = beside(settings, BEFORE)
    return f"{_where(previous)} and {previous.media_url or previous.media_dir}"


def _where(settings: Settings) -> str:
    if settings.dialect == "sqlite":
        return str(_sqlite_path(settings.database_url))
    return _pg_name(settings.database_url)


async def _database_exists(settings: Settings) -> bool:
    if settings.dialect == "sqlite":
        return _sqlite_path(settings.database_url).exists()
    try:
        conn = await asyncpg.connect(_pg_url(settings.database_url))
    except asyncpg.InvalidCatalogNameError:
        return False
    await conn.close()
    return True


async def _fetch_checked(dest: Destination, manifest: dict, gone: set[str], folder: Path) -> tuple[Path, int]:
    """The backup's database file and media (those not taken down since) in ``folder``, every
    checksum checked: BackupFailed on the first that differs, before anything is restored."""
    backup_id = manifest["id"]
    dump = folder / manifest["database"]["file"]
    await dest.get_file(manifest["database"]["file"], dump)
    size = manifest["database"].get("size")
    if (isinstance(size, int) and dump.stat().st_size != size) or await asyncio.to_thread(
        _file_sha256, dump
    ) != manifest["database"]["sha256"]:
        raise BackupFailed(
            f"Backup {backup_id}: the database file's checksum differs (truncated or damaged): nothing was restored"
        )
    media = folder / "media"
    media.mkdir(mode=0o700)
    copied = 0
    for name, digest in manifest["media"]["files"].items():
        if _image_hash(name) in gone:
            continue  # taken down since: never back in the store, even for a moment
        data = await dest.media.get(name)
        if data is None or _sha256(data) != digest:
            state = "is missing" if data is None else "differs from its checksum"
            raise BackupFailed(f"Backup {backup_id}: media file {name} {state}: nothing was restored")
        await asyncio.to_thread((media / name).write_bytes, data)
        copied += 1
    return dump, copied


async def restore(
    settings: Settings, url: str | None = None, backup_id: str | None = None, force: bool = False
) -> Restored:
    """The backup (the newest by default) into the database and media store of ``settings``, which
    must be empty unless ``force``. Every checksum is checked first; the backup is then loaded into a
    new database and media folder, checked (row counts; the ledger's takedowns, and with ``force``
    those of the database replaced, applied again), and swapped in. What it replaced is kept for
    ``rollback`` until ``drop_previous``. A failure at any step leaves the live database and media
    as they were. The site is read-only meanwhile."""
    from devnet_api import db
    from devnet_api.backing.maintenance import read_only_while

    async with destination(settings, url) as dest, media_storage.connect(settings) as store:
        manifest = await dest.manifest(backup_id)
        if manifest.get("format") != FORMAT:
            raise InvalidInput(f"Backup {manifest.get('id')} has format {manifest.get('format')}, not {FORMAT}")
        if manifest["dialect"] != settings.dialect:
            raise InvalidInput(
                f"Backup {manifest['id']} is of a {manifest['dialect']} database; "
                f"DEVNET_DATABASE_URL names a {settings.dialect} one"
            )
        ledger = await _ledger(dest)
        counts = await database_counts(settings)
        names = await _store_names(store)
        if not force:
            if counts:
                detail = f"{len(counts)} tables, {sum(counts.values())} rows"
                raise Conflict(NOT_EMPTY.format(what=f"The database {_where(settings)}", detail=detail))
            if names:
                raise Conflict(NOT_EMPTY.format(what="The media store", detail=f"{len(names)} files"))
        keep = bool(counts or names)
        if keep and await _kept(settings):
            raise Conflict(
                f"A restore's previous database and media are still kept ({_kept_where(settings)}): "
                "`devnet restore rollback` to put them back, or `devnet restore drop-previous` to delete "
                "them, before restoring again"
            )
        entries = (await _taken_down_in_database(settings) if counts else []) + ledger
        staging = beside(settings, RESTORING)
        with tempfile.TemporaryDirectory(prefix="devnet-restore-") as tmp:
            dump, copied = await _fetch_checked(dest, manifest, {e["hash"] for e in entries}, Path(tmp))
            async with read_only_while(settings, f"restoring backup {manifest['id']}"):
                await _drop_database(staging)  # what an interrupted restore left
                await _drop_media(staging)
                swapped = False
                try:
                    await load_database(staging, dump)
                    restored = await database_counts(staging)
                    if restored != manifest["database"]["counts"]:
                        raise BackupFailed(
                            f"Backup {manifest['id']}: the restored row counts differ from the manifest: "
                            "nothing was restored"
                        )
                    await _fill(staging, Path(tmp) / "media")
                    async with media_storage.connect(staging) as staged:
                        reapplied = await db.using_orm(staging.database_url, lambda: reapply_takedowns(entries, staged))
                    previous = beside(settings, BEFORE) if keep else None
                    # The media first (a rename, or copies whose names are checksums), then the
                    # database; should the database's swap fail, the media go back.
                    await _swap_media(settings, staging, previous or staging)
                    try:
                        await _swap_databases(settings, staging, previous)
                    except BaseException:
                        await _swap_media(settings, previous or staging, staging)
                        raise
                    swapped = True
                    if previous is None:
                        await _drop_media(staging)  # the live store's (empty) place, swapped out
                finally:
                    if not swapped:
                        await _drop_database(staging)
                        await _drop_media(staging)
    return Restored(manifest["id"], restored, copied, reapplied, _kept_where(settings) if keep else None)


async def rollback(settings: Settings) -> str:
    """Put back the database and media the last restore replaced; the restored ones are kept in their
    place (a second rollback swaps again; `drop_previous` deletes them). Answers where they are kept."""
    from devnet_api.backing.maintenance import read_only_while

    previous = beside(settings, BEFORE)
    if not await _database_exists(previous):
        raise NotFound(f"No database replaced by a restore is kept beside {_where(settings)}: nothing to roll back")
    async with read_only_while(settings, "rolling back a restore"):
        await _swap_media(settings, previous, previous)
        try:
            await _swap_databases(settings, previous, previous)
        except BaseException:
            await _swap_media(settings, previous, previous)
            raise
    return _kept_where(settings)


async def drop_previous(settings: Settings) -> str:
    """Delete the database and media the last restore replaced (what `rollback` would put back)."""
    previous = beside(settings, BEFORE)
    if not await _kept(settings):
        raise NotFound(f"No database or media replaced by a restore are kept beside {_where(settings)}")
    where = _kept_where(settings)
    await _drop_database(previous)
    await _drop_media(previous)
    return where
