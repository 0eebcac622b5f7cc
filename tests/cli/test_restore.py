"""An all-or-nothing restore (issue 42, item 2), as an operator runs it: every checksum is checked
before anything is touched, so a truncated dump or one damaged media file leaves the site exactly as
it was (tables, rows and media counted before and after); a restore is swapped in whole, the
database and media it replaced are kept, `devnet restore rollback` puts them back and
`devnet restore drop-previous` deletes them. SQLite with folders, PostgreSQL with a bucket."""

from __future__ import annotations

import json

from devnet_api.services import backups
from tests.cli.test_backup import _media, _post_image
from tests.cli.test_media import devnet
from tests.media import stored_names


async def _replace(store, name: str, data: bytes) -> None:
    await store.delete(name)
    await store.put(name, data, "application/octet-stream")


async def test_a_forced_restore_from_a_damaged_backup_leaves_the_site_as_it_was(
    signed_in, client, settings, backup_url
):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "a picture")
    code, out, err = await devnet(settings, "backup", "--to", backup_url, "--json")
    assert code == 0, err
    made = json.loads(out)
    await _post_image(agent, (200, 300), "a picture after the backup")
    counts, media = await backups.database_counts(settings), await _media(settings)
    assert counts["posts"] == 2 and len(media) == 4

    async with backups.destination(settings, backup_url) as dest:
        manifest = await dest.manifest(made["id"])
        name = manifest["database"]["file"]
        whole = await dest.backups.get(name)
        # A dump cut short (a full disk, an interrupted upload).
        await _replace(dest.backups, name, whole[: len(whole) // 2])
    code, _, err = await devnet(settings, "restore", "--from", backup_url, "--force")
    assert code == 1
    assert "the database file's checksum differs (truncated or damaged): nothing was restored" in err
    assert await backups.database_counts(settings) == counts
    assert await _media(settings) == media

    async with backups.destination(settings, backup_url) as dest:
        await _replace(dest.backups, name, whole)
        # One media copy rotted in the store.
        image = sorted(manifest["media"]["files"])[0]
        await _replace(dest.media, image, b"not the picture")
    code, _, err = await devnet(settings, "restore", "--from", backup_url, "--force")
    assert code == 1
    assert f"media file {image} differs from its checksum: nothing was restored" in err
    assert await backups.database_counts(settings) == counts
    assert await _media(settings) == media
    # Nothing was left beside the site either: no rollback to offer.
    code, _, err = await devnet(settings, "restore", "rollback")
    assert code == 1 and "nothing to roll back" in err


async def test_restore_then_rollback_round_trips(signed_in, client, settings, backup_url, elsewhere):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "first picture")
    code, _, err = await devnet(settings, "backup", "--to", backup_url)
    assert code == 0, err
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 0, err
    first = await backups.database_counts(elsewhere), await _media(elsewhere)
    assert first[0]["posts"] == 1 and len(first[1]) == 2
    # Into an empty site: nothing to keep, nothing left beside it.
    for beside in (backups.beside(elsewhere, backups.RESTORING), backups.beside(elsewhere, backups.BEFORE)):
        assert await backups.database_counts(beside) == {} and await stored_names(beside) == []
        assert beside.media_url or not beside.media_dir.exists()

    await _post_image(agent, (200, 300), "second picture")
    code, _, err = await devnet(settings, "backup", "--to", backup_url)
    assert code == 0, err
    code, out, err = await devnet(elsewhere, "restore", "--from", backup_url, "--force")
    assert code == 0, err
    assert "the replaced database and media are kept as" in out and "devnet restore rollback" in out
    second = await backups.database_counts(elsewhere), await _media(elsewhere)
    assert second[0]["posts"] == 2 and len(second[1]) == 4
    assert second == (await backups.database_counts(settings), await _media(settings))

    # While one is kept, another forced restore is refused (it would have nowhere to keep the site).
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url, "--force")
    assert code == 1 and "still kept" in err and "drop-previous" in err

    code, out, err = await devnet(elsewhere, "restore", "rollback")
    assert code == 0, err
    assert "rolled back" in out
    assert (await backups.database_counts(elsewhere), await _media(elsewhere)) == first
    code, _, err = await devnet(elsewhere, "restore", "rollback")  # and forth again
    assert code == 0, err
    assert (await backups.database_counts(elsewhere), await _media(elsewhere)) == second

    code, out, err = await devnet(elsewhere, "restore", "drop-previous")
    assert code == 0, err
    assert "dropped" in out
    code, _, err = await devnet(elsewhere, "restore", "rollback")
    assert code == 1 and "nothing to roll back" in err
    assert (await backups.database_counts(elsewhere), await _media(elsewhere)) == second
