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
        typer.Option("--verify", hidden=True, help="Accepted for scripts: every backup is verified now."),
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """Back up the database and every media file, with a manifest of row counts and checksums, to a
    folder or a bucket (a media copy there that differs from the store is copied again); keep the
    newest --keep backups; then verify it: restored into a scratch database, its row counts compared
    and every checksum read back. Safe while the site serves (the database is dumped from one
    snapshot). Exit 1 when it fails or the verification finds a difference.

    Example: devnet backup --to /srv/backups/devnet
    """
    config = settings()
    result = run(lambda: backups.backup(config, to, keep), orm=False)
    manifest = result.manifest
    if as_json:
        return print_json(
            {
                "id": result.backup_id,
                "database": {k: v for k, v in manifest["database"].items() if k != "counts"},
                "rows": sum(manifest["database"]["counts"].values()),
                "media": {"count": manifest["media"]["count"], "size": manifest["media"]["size"]},
                "removed": result.removed,
                "healed": result.healed,
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
    if result.healed:
        console.print(
            f"[yellow]{len(result.healed)} media copies in the backup store differed[/] and were copied again: "
            f"{plain(', '.join(result.healed[:5]))}",
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
    backup_id: Annotated[
        str | None,
        typer.Argument(
            metavar="[ID|rollback|drop-previous]",
            help="The backup's id (default: the newest); or `rollback` (put back what the last restore "
            "replaced) or `drop-previous` (delete it).",
        ),
    ] = None,
    source: From = None,
    force: Annotated[
        bool, typer.Option("--force", help="Replace a database and a media store that are not empty.")
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """Restore a backup into the configured database and media store, which must be empty (or
    --force to replace them). All or nothing: every checksum is checked first, the backup is loaded
    into a new database and media folder, checked, and only then swapped in; what it replaced is
    kept beside it until `devnet restore drop-previous` (`devnet restore rollback` puts it back).
    The site is read-only meanwhile. Takedowns made after the backup (recorded in
    DEVNET_BACKUP_URL's ledger by `devnet media takedown`) are applied again: the images stay gone.

    Example: DEVNET_DATABASE_URL=postgres://postgres@db/devnet_new devnet restore --from /srv/backups/devnet
    """
    config = settings()
    if backup_id in ("rollback", "drop-previous"):
        action = backups.rollback if backup_id == "rollback" else backups.drop_previous
        kept = run(lambda: action(config), orm=False)
        if as_json:
            return print_json({"done": backup_id, "kept": kept if backup_id == "rollback" else None})
        if backup_id == "rollback":
            console.print(
                f"[green]rolled back[/]: the database and media the last restore replaced are back; the "
                f"restored ones are kept as {plain(kept)} (`devnet restore rollback` again, or "
                "`devnet restore drop-previous`)",
                highlight=False,
            )
        else:
            console.print(f"[green]dropped[/] {plain(kept)}", highlight=False)
        return
    done = run(lambda: backups.restore(config, source, backup_id, force), orm=False)
    if as_json:
        return print_json(
            {
                "id": done.backup_id,
                "rows": sum(done.counts.values()),
                "media": done.media,
                "reapplied": done.reapplied,
                "kept": done.kept,
            }
        )
    console.print(
        f"[green]restored {done.backup_id}[/]: {sum(done.counts.values())} rows in {len(done.counts)} tables, "
        f"{done.media} media files",
        highlight=False,
    )
    if done.reapplied:
        console.print(f"{len(done.reapplied)} takedowns made after the backup applied again", highlight=False)
    if done.kept:
        console.print(
            f"the replaced database and media are kept as {plain(done.kept)}: `devnet restore rollback` puts "
            "them back, `devnet restore drop-previous` deletes them",
            highlight=False,
        )
