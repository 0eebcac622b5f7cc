"""Backups are private (issue 42, item 4): what `devnet backup` writes to a folder is the owner's only
(files 0600, folders 0700), and so are the SQLite database and its folder, restored ones included."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest

from tests.cli.test_backup import _post_image
from tests.cli.test_media import devnet


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_backups_and_the_database_are_readable_by_their_owner_only(
    signed_in, client, settings, backup_url, elsewhere
):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "a picture")
    code, _, err = await devnet(settings, "backup", "--to", backup_url)
    assert code == 0, err
    root = Path(backup_url)
    written = [root, *root.rglob("*")]
    assert len([p for p in written if p.is_file()]) == 4  # the dump, its manifest, an image and its thumbnail
    assert {str(p.relative_to(root)): _mode(p) for p in written if p.is_dir()} == {
        ".": 0o700,
        "backups": 0o700,
        "media": 0o700,
        "takedowns": 0o700,
    }
    assert {_mode(p) for p in written if p.is_file()} == {0o600}

    database = Path(settings.database_url.removeprefix("sqlite://"))
    assert (_mode(database), _mode(database.parent)) == (0o600, 0o700)
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 0, err
    restored = Path(elsewhere.database_url.removeprefix("sqlite://"))
    assert (_mode(restored), _mode(restored.parent)) == (0o600, 0o700)
