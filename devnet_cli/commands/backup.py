"""devnet backup and devnet restore: the database and the media in one command (docs/operations.md)."""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api.services import backups
from devnet_cli.common import JsonFlag, console, plain, print_json, run, settings

LOCATION = {
    "envvar": "DEVNET_BACKUP_URL",
    "show_envvar": True,
    "metavar": "FOLDER|s3://BUCKET[/PREFIX]",
    "help": "Where backups are kept (the S3 settings of the media store reach a bucket).",
}
To = Annotated[str | None, typer.Option("--to", **LOCATION)]
From = Annotated[str | None, typer.Option("--from", **LOCATION)]


def _size(size: int) -> str:
    return f"{size / 1024 / 1024:.1f} MB"


def backup(
    to: To = None,
    keep: Annotated[
        int | None, typer.Option("--keep", min=1, help="Keep the newest N backups (default DEVNET_BACKUP_KEEP, 7).")
    ] = None,
    verify: Annotated[
        bool,
        typer.Option("--verify", help="Then restore it into a scratch database and compare the row counts."),
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """Back up the database and every media file, with a manifest of row counts and checksums, to a
    folder or a bucket; then keep the newest --keep backups. Safe while the site serves (the
    database is dumped from one snapshot). Exit 1 when it fails or --verify finds a difference.

    Example: devnet backup --to /srv/backups/devnet --verify
    """
    config = settings()

    async def work():
        result = await backups.backup(config, to, keep)
        if verify:
            result.verified = await backups.verify(config, to, result.backup_id)
        return result

    result = run(work, orm=False)
    manifest = result.manifest
    if as_json:
        return print_json(
            {
                "id": result.backup_id,
                "database": {k: v for k, v in manifest["database"].items() if k != "counts"},
                "rows": sum(manifest["database"]["counts"].values()),
                "media": {"count": manifest["media"]["count"], "size": manifest["media"]["size"]},
                "removed": result.removed,
                "verified": result.verified,
            }
        )
    rows = sum(manifest["database"]["counts"].values())
    console.print(
        f"[green]backup {result.backup_id}[/]: {rows} rows in {len(manifest['database']['counts'])} tables "
        f"({_size(manifest['database']['size'])}), {manifest['media']['count']} media files "
        f"({_size(manifest['media']['size'])})",
        highlight=False,
    )
    if result.removed:
        console.print(f"removed {len(result.removed)} older: {plain(', '.join(result.removed))}", highlight=False)
    if result.verified:
        console.print(
            f"[green]verified[/]: restored into a scratch database, {result.verified['rows']} rows as in the "
            f"manifest; {result.verified['media']} media checksums match",
            highlight=False,
        )


def restore(
    backup_id: Annotated[str | None, typer.Argument(help="The backup's id (default: the newest).")] = None,
    source: From = None,
    force: Annotated[
        bool, typer.Option("--force", help="Replace a database and a media store that are not empty.")
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """Restore a backup into the configured database and media store, which must be empty (or
    --force to replace them). The site is read-only meanwhile. Takedowns made after the backup
    (recorded in DEVNET_BACKUP_URL's ledger by `devnet media takedown`) are applied again: the
    images stay gone. A missing PostgreSQL database is created.

    Example: DEVNET_DATABASE_URL=postgres://postgres@db/devnet_new devnet restore --from /srv/backups/devnet
    """
    config = settings()
    done = run(lambda: backups.restore(config, source, backup_id, force), orm=False)
    if as_json:
        return print_json(
            {"id": done.backup_id, "rows": sum(done.counts.values()), "media": done.media, "reapplied": done.reapplied}
        )
    console.print(
        f"[green]restored {done.backup_id}[/]: {sum(done.counts.values())} rows in {len(done.counts)} tables, "
        f"{done.media} media files",
        highlight=False,
    )
    if done.reapplied:
        console.print(f"{len(done.reapplied)} takedowns made after the backup applied again", highlight=False)
