"""`devnet backup` and `devnet restore`, the real commands against the test's database and media store:
SQLite with a media folder backed up to a folder, and PostgreSQL with media in moto's S3 server
backed up to a bucket (docs/operations.md, "Backups and restore")."""

from __future__ import annotations

import json

import pytest

from devnet_api.models.accounts import User
from devnet_api.services import backups
from devnet_api.settings import Settings
from tests.api.test_images import data_url, phone_photo
from tests.cli.test_media import devnet
from tests.media import stored, stored_names


async def _post_image(agent, size: tuple[int, int], text: str) -> str:
    response = await agent.post("/api/posts", json={"content": text, "mediaUrls": [data_url(phone_photo(size))]})
    assert response.status == 201, await response.text()
    return (await response.json())["mediaUrls"][0]


async def _media(settings: Settings) -> dict[str, bytes]:
    return {name: await stored(settings, name) for name in await stored_names(settings)}


async def test_a_backup_restores_into_an_empty_site_with_the_same_content(
    signed_in, client, settings, backup_url, elsewhere
):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "first picture")
    await _post_image(agent, (200, 300), "second picture")
    code, out, err = await devnet(settings, "backup", "--to", backup_url, "--json")
    assert code == 0, err
    made = json.loads(out)
    assert made["media"]["count"] == 4  # two images and their thumbnails

    code, out, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 0, err
    assert f"restored {made['id']}" in out
    original = await backups.database_counts(settings)
    assert original["users"] == 1 and original["posts"] == 2
    assert await backups.database_counts(elsewhere) == original
    assert await _media(elsewhere) == await _media(settings)

    # A site that is not empty is refused, and left as it was...
    code, _, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 1
    assert "is not empty" in err and "--force" in err
    assert await backups.database_counts(elsewhere) == original
    # ...unless asked: --force replaces it with the backup.
    code, out, err = await devnet(elsewhere, "restore", "--from", backup_url, "--force")
    assert code == 0, err
    assert await backups.database_counts(elsewhere) == original
    assert await _media(elsewhere) == await _media(settings)


async def test_a_takedown_made_after_the_backup_stays_down_after_a_restore(
    signed_in, make_user, client, settings, backup_url, elsewhere
):
    agent, _ = signed_in
    doxxing = await _post_image(agent, (300, 200), "my neighbour's address")
    kept = await _post_image(agent, (200, 300), "a sunset")
    _, moderator = await make_user("mod_ella")
    await User.filter(id=moderator["id"]).update(role="moderator")
    code, _, err = await devnet(settings, "backup", "--to", backup_url)
    assert code == 0, err

    code, out, err = await devnet(
        settings, "media", "takedown", doxxing, "--reason", "doxxing", "--as", "mod_ella", DEVNET_BACKUP_URL=backup_url
    )
    assert code == 0, err
    code, out, err = await devnet(elsewhere, "restore", "--from", backup_url)
    assert code == 0, err
    assert "1 takedowns made after the backup applied again" in out

    names = await stored_names(elsewhere)
    gone = doxxing.removeprefix("/media/").split(".")[0]
    assert not [name for name in names if name.startswith(gone)]  # neither the image nor its thumbnail
    assert kept.removeprefix("/media/") in names
    # The takedown is recorded again (by the system) in the restored audit log, as in the original's.
    taken = await backups.database_counts(elsewhere)
    assert taken["audit_entries"] == (await backups.database_counts(settings))["audit_entries"] == 1


async def test_a_takedown_without_a_backup_location_warns_that_a_restore_would_bring_it_back(
    signed_in, make_user, client, settings
):
    agent, _ = signed_in
    url = await _post_image(agent, (300, 200), "a picture")
    _, moderator = await make_user("mod_ella")
    await User.filter(id=moderator["id"]).update(role="moderator")
    code, _out, err = await devnet(settings, "media", "takedown", url, "--reason", "spam", "--as", "mod_ella")
    assert code == 0, err
    assert "DEVNET_BACKUP_URL is not set" in err


async def test_verify_restores_into_a_scratch_database_and_finds_a_difference(
    signed_in, client, settings, backup_url, tmp_path
):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "a picture")
    code, out, err = await devnet(settings, "backup", "--to", backup_url, "--verify")
    assert code == 0, err
    assert "verified" in out
    # A manifest that says more than the dump holds is caught.
    async with backups.destination(settings, backup_url) as dest:
        [backup_id] = await dest.manifests()
        manifest = await dest.manifest(backup_id)
        manifest["database"]["counts"]["posts"] += 1
        name = f"{backups.PREFIX}{backup_id}{backups.MANIFEST}"
        await dest.backups.delete(name)
        await dest.backups.put(name, json.dumps(manifest).encode(), "application/json")
    with pytest.raises(backups.BackupFailed, match=r"posts \(1 vs 2\)"):
        await backups.verify(settings, backup_url)


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_retention_keeps_the_newest_backups_and_the_media_they_name(
    signed_in, client, settings, backup_url, backend
):
    agent, _ = signed_in
    await _post_image(agent, (300, 200), "a picture")
    for _ in range(3):
        code, _, err = await devnet(settings, "backup", "--to", backup_url, "--keep", "2")
        assert code == 0, err
    async with backups.destination(settings, backup_url) as dest:
        assert len(await dest.manifests()) == 2
        assert len([item async for item in dest.backups.names()]) == 4  # two manifests, two dumps
        assert len([item async for item in dest.media.names()]) == 2


async def test_a_backup_without_a_destination_is_one_line_naming_the_setting(client, settings):
    code, _out, err = await devnet(settings, "backup")
    assert code == 1
    assert "DEVNET_BACKUP_URL" in err and "Traceback" not in err


async def test_a_rotted_media_copy_is_copied_again_by_the_next_backup_which_proves_itself(
    signed_in, client, settings, backup_url, elsewhere
):
    from prometheus_client import REGISTRY

    agent, _ = signed_in
    url = await _post_image(agent, (300, 200), "a picture")
    code, out, err = await devnet(settings, "backup", "--to", backup_url)
    assert code == 0, err
    assert "verified" in out  # every backup, without asking
    name = url.removeprefix("/media/")
    async with backups.destination(settings, backup_url) as dest:
        await dest.media.delete(name)
        await dest.media.put(name, b"a few flipped bits", "image/jpeg")

    before = REGISTRY.get_sample_value("devnet_backup_last_success_timestamp")
    result = await backups.backup(settings, backup_url)
    assert result.healed == [name]
    assert result.verified["media"] == 2
    assert REGISTRY.get_sample_value("devnet_backup_last_success_timestamp") > before
    async with backups.destination(settings, backup_url) as dest:
        assert await dest.media.get(name) == await stored(settings, name)
        first = (await dest.manifests())[0]
    # The older backup relied on the same copy: it restores again.
    code, _, err = await devnet(elsewhere, "restore", first, "--from", backup_url)
    assert code == 0, err
    assert await _media(elsewhere) == await _media(settings)
