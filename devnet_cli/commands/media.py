"""devnet media: moderators' actions on uploaded images, and keeping the media store tidy."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer

from devnet_api.backing import media_storage
from devnet_api.services import backups, media, media_store, moderation
from devnet_cli.common import (
    AsOperator,
    JsonFlag,
    Reason,
    console,
    err_console,
    fail,
    plain,
    print_json,
    run,
    settings,
    table,
)

app = typer.Typer(
    help="Act on uploaded images (take one down), list and remove orphans, copy a media folder into a bucket.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.command()
def takedown(
    image: Annotated[str, typer.Argument(help="The image's hash, or any /media URL of it or of its thumbnail.")],
    reason: Reason = "",
    operator: AsOperator = None,
) -> None:
    """Take an image down for good: its files are deleted, /media answers 410 Gone for it and its
    thumbnail, and the same picture cannot be posted again. Browsers and shared caches may keep a
    copy for at most a day (its Cache-Control). Recorded in the audit log.

    Example: devnet media takedown /media/3f5a...e1.jpg --reason "doxxing: a home address" --as alice
    """

    config = settings()

    async def work():
        async with media_storage.connect(config) as store:
            actor = await moderation.operator(operator)
            row = await media.take_down(actor, image, reason, store)
        # Beside the backups too: a restore of an older backup takes the image down again.
        return row, await backups.record_takedown(config, row.hash, row.taken_down_at, reason.strip(), actor.username)

    row, noted = run(work, writes=True)
    console.print(f"[red]taken down[/] {plain(row.url)}")
    if not noted:
        err_console.print(
            "DEVNET_BACKUP_URL is not set: this takedown is only in the database, so restoring an older "
            "backup would bring the image back (docs/operations.md, Backups and restore)",
            style="yellow",
            highlight=False,
        )


def _size(size: int) -> str:
    return f"{size / 1024:.1f} KB" if size < 1024 * 1024 else f"{size / 1024 / 1024:.1f} MB"


def _age(moment: datetime, now: datetime) -> str:
    minutes = int((now - moment).total_seconds() // 60)
    if minutes < 120:
        return f"{minutes} min"
    return f"{minutes // 60} h" if minutes < 48 * 60 else f"{minutes // 1440} days"


@app.command()
def orphans(
    delete: Annotated[
        bool, typer.Option("--delete", help="Remove them (only those stored more than an hour ago).")
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """List stored images no profile, project or post refers to, with their sizes; with --delete,
    remove those stored more than an hour ago (an upload writes its files a moment before the row
    that refers to them, so a younger one may be an upload in flight). Leftover files of taken-down
    images are always removed. Objects whose names are not DevNet image names are never touched.

    Example: devnet media orphans --delete
    """

    async def work():
        async with media_storage.connect(settings()) as store:
            found = await media_store.find_orphans(store)
            deleted = await media_store.remove_orphans(store, found) if delete else []
            return found, deleted

    found, deleted = run(work, writes=delete)
    now = datetime.now(UTC)
    gone = {orphan.name for orphan in deleted}
    if as_json:
        return print_json(
            [
                {
                    "name": orphan.name,
                    "size": orphan.size,
                    "stored_at": orphan.modified.isoformat(),
                    "reason": orphan.reason,
                    "removable": orphan.removable,
                    "deleted": orphan.name in gone,
                }
                for orphan in found
            ]
        )
    if not found:
        console.print("No orphans.")
        return
    rows = []
    for orphan in found:
        state = "deleted" if orphan.name in gone else ("removable" if orphan.removable else "kept: under an hour old")
        rows.append([orphan.name, _size(orphan.size), _age(orphan.modified, now), orphan.reason, state])
    console.print(table(None, ["name", "size", "stored", "why", "state"], rows))
    total = sum(orphan.size for orphan in found)
    summary = f"{len(found)} orphans, {_size(total)}"
    if delete:
        summary += f"; {len(deleted)} deleted ({_size(sum(orphan.size for orphan in deleted))})"
    else:
        removable = sum(1 for orphan in found if orphan.removable)
        summary += f"; {removable} removable with --delete"
    console.print(summary, highlight=False)


@app.command()
def copy(
    folder: Annotated[Path, typer.Argument(help="A local media folder (an embedded site's DEVNET_MEDIA_DIR).")],
) -> None:
    """Copy a local media folder into the configured store (DEVNET_MEDIA_URL=s3://bucket), names
    unchanged. Idempotent: images already there are left alone, so running it again finishes a copy
    that stopped half-way. Files that are not DevNet image names are skipped.

    Example: DEVNET_MEDIA_URL=s3://devnet-media devnet media copy var/media
    """
    config = settings()
    if not folder.is_dir():
        raise fail(f"{folder} is not a folder")
    if config.media_bucket is None and folder.resolve() == config.media_dir.resolve():
        raise fail(
            f"{folder} is the configured media folder already; set DEVNET_MEDIA_URL=s3://bucket to copy into a bucket"
        )

    async def work():
        async with media_storage.connect(config) as store:
            return await media_store.copy_folder(folder, store)

    result = run(work, orm=False)
    target = config.media_url or str(config.media_dir)
    console.print(
        f"{len(result.copied)} copied to {plain(target)}, {len(result.present)} already there"
        + (
            f", {len(result.skipped)} skipped (not image names): {plain(', '.join(result.skipped[:5]))}"
            if result.skipped
            else ""
        ),
        highlight=False,
    )
