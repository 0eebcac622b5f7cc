"""Backup names are data, never paths (issue 42, item 1): a tampered backup (its manifest's database
file or media names, the takedown ledger, a planted manifest) is refused with one clear line, and
nothing outside the backup and media folders is read, written, created or deleted: not by
`devnet restore`, and not by the retention of an ordinary `devnet backup`. The real commands, on
SQLite with folders and on PostgreSQL with a bucket (moto's S3 server)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devnet_api.services import backups
from devnet_api.settings import Settings
from tests.cli.test_backup import _media, _post_image
from tests.cli.test_media import devnet

SHA = "ab" * 32


def _outside(tmp_path: Path) -> dict[str, bytes]:
    """Every file under the test's folder but the site's, the backups' and the restore target's own."""
    own = ("backups", "media", "m2", "restored", "var", "outbox")
    return {
        str(path.relative_to(tmp_path)): path.read_bytes()
        for path in sorted(tmp_path.rglob("*"))
        if path.is_file() and path.relative_to(tmp_path).parts[0] not in own and "sqlite3" not in path.name
    }


@pytest.fixture
def victim(tmp_path: Path) -> Path:
    (tmp_path / "outside").mkdir()
    path = tmp_path / "outside" / "victim.txt"
    path.write_text("an operator's file")
    return path


async def _rewrite(settings: Settings, url: str, change) -> str:
    """Apply ``change`` to the newest manifest as an attacker with write access to the store would."""
    async with backups.destination(settings, url) as dest:
        [backup_id] = await dest.manifests()
        name = f"{backups.PREFIX}{backup_id}{backups.MANIFEST}"
        manifest = json.loads(await dest.backups.get(name))
        change(manifest)
        await dest.backups.delete(name)
        await dest.backups.put(name, json.dumps(manifest).encode(), "application/json")
    return backup_id


async def _backed_up_site(signed_in, settings, url) -> None:
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "a picture")
    code, _, err = await devnet(settings, "backup", "--to", url)
    assert code == 0, err


@pytest.mark.parametrize("how", ["relative", "absolute"])
async def test_a_manifest_whose_database_file_is_a_path_is_refused(
    signed_in, client, settings, backup_url, elsewhere, tmp_path, victim, how
):
    await _backed_up_site(signed_in, settings, backup_url)
    crafted = "../../outside/victim.txt" if how == "relative" else str(victim)
    backup_id = await _rewrite(settings, backup_url, lambda m: m["database"].update(file=crafted))
    before = _outside(tmp_path)

    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 1
    assert f"Backup {backup_id}: its manifest's database file" in err and "refused" in err
    assert "Traceback" not in err
    assert _outside(tmp_path) == before
    assert victim.read_text() == "an operator's file"
    assert await backups.database_counts(elsewhere) == {} and await _media(elsewhere) == {}


async def test_a_manifest_whose_media_name_is_a_path_is_refused(
    signed_in, client, settings, backup_url, elsewhere, tmp_path, victim
):
    await _backed_up_site(signed_in, settings, backup_url)
    async with backups.destination(settings, backup_url) as dest:
        # What an attacker would plant beside it for the name to find.
        await dest.media.put("created.txt", b"planted", "text/plain")

    def plant(manifest: dict) -> None:
        manifest["media"]["files"]["../../outside/created.txt"] = SHA

    await _rewrite(settings, backup_url, plant)
    before = _outside(tmp_path)
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 1
    assert "its manifest's media name '../../outside/created.txt' is not a media file name" in err
    assert _outside(tmp_path) == before
    assert not (tmp_path / "outside" / "created.txt").exists()
    assert await backups.database_counts(elsewhere) == {} and await _media(elsewhere) == {}


async def test_a_ledger_entry_that_is_not_a_content_hash_is_refused(
    signed_in, client, settings, backup_url, elsewhere, tmp_path, victim
):
    await _backed_up_site(signed_in, settings, backup_url)
    async with backups.destination(settings, backup_url) as dest:
        entry = {"hash": "../../outside/victim", "reason": "planted"}
        await dest.takedowns.put("planted.json", json.dumps(entry).encode(), "application/json")
    before = _outside(tmp_path)
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 1
    assert "The takedown ledger's planted.json: its hash '../../outside/victim' is not a sha256 in hex" in err
    assert _outside(tmp_path) == before
    assert await backups.database_counts(elsewhere) == {} and await _media(elsewhere) == {}


async def test_retention_of_an_ordinary_backup_deletes_only_what_backup_wrote(
    signed_in, client, settings, backup_url, tmp_path, victim
):
    await _backed_up_site(signed_in, settings, backup_url)
    async with backups.destination(settings, backup_url) as dest:
        # An old-looking manifest planted in the store, naming a file outside as its database and
        # as its media; and a file of the operator's beside the media copies.
        planted = {
            "format": backups.FORMAT,
            "id": "20000101-000000-000000",
            "dialect": settings.dialect,
            "database": {"file": "../../outside/victim.txt", "sha256": SHA, "counts": {}},
            "media": {"files": {"../../outside/victim.txt": SHA}},
        }
        name = f"{backups.PREFIX}20000101-000000-000000{backups.MANIFEST}"
        await dest.backups.put(name, json.dumps(planted).encode(), "application/json")
        await dest.media.put("README.txt", b"the operator's notes", "text/plain")
    before = _outside(tmp_path)

    code, out, err = await devnet(settings, "backup", "--to", backup_url, "--keep", "1")
    assert code == 0, err
    assert "removed 2 older" in out  # the first real backup and the planted manifest
    assert victim.read_text() == "an operator's file"
    assert _outside(tmp_path) == before
    async with backups.destination(settings, backup_url) as dest:
        assert len(await dest.manifests()) == 1
        assert await dest.media.get("README.txt") == b"the operator's notes"
    # The backup kept is whole: it restores.
    code, _, err = await devnet(settings, "backup", "--to", backup_url, "--keep", "1", "--verify")
    assert code == 0, err
