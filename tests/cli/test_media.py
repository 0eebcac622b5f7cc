"""`devnet media orphans` and `devnet media copy`, the real command against the test's database and
media store: a folder on the SQLite run, a bucket of moto's S3 server on the scaled run."""

from __future__ import annotations

import asyncio
import hashlib
import os
from datetime import UTC, datetime, timedelta

from tortoise import Tortoise

from devnet_api.backing import media_storage
from devnet_api.models.media import MediaFile
from devnet_api.services import media, media_store
from devnet_api.settings import Settings
from devnet_api.web import keys
from tests.api.test_images import PROJECT, data_url, phone_photo
from tests.media import media_env, stored_names
from tests.processes import DEVNET, ROOT


async def devnet(settings: Settings, *args: str, **extra: str) -> tuple[int, str, str]:
    """The ``devnet`` command in a process of its own, on the test's database and media store."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env = {
        **env,
        "DEVNET_DATABASE_URL": settings.database_url,
        "DEVNET_VAR_DIR": str(settings.media_dir.parent / "var"),
        **media_env(settings),
        "COLUMNS": "240",  # a table row per image, its whole name on one line
        **extra,
    }
    process = await asyncio.create_subprocess_exec(
        *DEVNET, *args, cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), 60)
    return process.returncode, out.decode(), err.decode()


def names_of(url: str) -> set[str]:
    name = url.removeprefix("/media/")
    return {name, media.thumbnail_name(name)}


async def upload_everywhere(agent) -> tuple[set[str], set[str]]:
    """Images through every path that keeps one (profile photo, project, post), then replaced: answers
    the names still referred to and the names left behind."""
    first = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((100, 100)))})
    replaced = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((120, 100)))})
    project = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(phone_photo((300, 200)))]})
    project = await project.json()
    edited = await agent.patch(
        f"/api/projects/{project['id']}", json={"mediaUrls": [data_url(phone_photo((310, 200)))]}
    )
    post = await agent.post("/api/posts", json={"content": "pic", "mediaUrls": [data_url(phone_photo((80, 60)))]})
    assert {first.status, replaced.status, edited.status, post.status} == {200, 201}
    kept = names_of((await replaced.json())["profilePhoto"])
    kept |= names_of((await edited.json())["mediaUrls"][0]) | names_of((await post.json())["mediaUrls"][0])
    left = names_of((await first.json())["profilePhoto"]) | names_of(project["mediaUrls"][0])
    return kept, left


async def test_every_column_that_holds_an_image_is_one_the_sweep_reads(signed_in):
    agent, _ = signed_in
    await upload_everywhere(agent)
    holding = set()
    for app in Tortoise.apps.values():
        for model in app.values():
            for row in await model.all().values():
                holding |= {(model.__name__, name) for name, value in row.items() if "/media/" in str(value)}
    assert holding == {(model.__name__, name) for model, name in media_store.IMAGE_FIELDS}


async def test_orphans_are_listed_with_sizes_and_deleted_only_after_an_hour(signed_in, client, settings):
    agent, _ = signed_in
    kept, left = await upload_everywhere(agent)
    assert set(await stored_names(settings)) == kept | left

    code, out, err = await devnet(settings, "media", "orphans")
    assert code == 0, err
    assert all(name in out for name in left) and not any(name in out for name in kept)
    assert "KB" in out and f"{len(left)} orphans" in out and "0 removable with --delete" in out
    code, out, err = await devnet(settings, "media", "orphans", "--delete")
    assert code == 0, err
    assert "kept: under an hour old" in out and "0 deleted" in out
    assert set(await stored_names(settings)) == kept | left  # an upload in flight is never removed

    later = datetime.now(UTC) + media_store.GRACE + timedelta(minutes=1)
    store = client.app[keys.STORAGE]
    if settings.media_bucket is None:  # the folder's files are made older; a bucket's dates are its own
        for name in await stored_names(settings):
            os.utime(settings.media_dir / name, (datetime.now(UTC).timestamp() - 2 * 3600,) * 2)
        code, out, err = await devnet(settings, "media", "orphans", "--delete")
        assert code == 0, err
        assert f"{len(left)} deleted" in out
    else:
        deleted = await media_store.remove_orphans(store, await media_store.find_orphans(store, now=later))
        assert {orphan.name for orphan in deleted} == left
    assert set(await stored_names(settings)) == kept
    # Their rows went too: the old URL cannot be posted again, as it has no image behind it.
    old = next(name for name in left if "-thumb" not in name)
    assert not await MediaFile.exists(hash=old.split(".")[0])
    again = await agent.post("/api/posts", json={"content": "x", "mediaUrls": ["/media/" + old]})
    assert again.status == 400
    code, out, err = await devnet(settings, "media", "orphans", "--json")
    assert code == 0 and out.strip() == "[]", err


async def test_an_image_referred_to_again_while_the_sweep_runs_is_kept(signed_in, client):
    agent, _ = signed_in
    _, left = await upload_everywhere(agent)
    store = client.app[keys.STORAGE]
    found = await media_store.find_orphans(store, now=datetime.now(UTC) + 2 * media_store.GRACE)
    # Between the listing and the removal, a project is edited to show an image again.
    back = next(name for name in left if "-thumb" not in name and name.endswith(".jpg"))
    projects = await (await agent.get("/api/projects")).json()
    response = await agent.patch(f"/api/projects/{projects[0]['id']}", json={"mediaUrls": ["/media/" + back]})
    assert response.status == 200, await response.text()
    deleted = {orphan.name for orphan in await media_store.remove_orphans(store, found)}
    assert names_of("/media/" + back).isdisjoint(deleted) and deleted
    assert (await client.get("/media/" + back)).status == 200
    assert await MediaFile.exists(hash=back.split(".")[0])


async def test_leftovers_of_a_taken_down_image_go_and_foreign_objects_stay(signed_in, client, settings):
    agent, _ = signed_in
    store = client.app[keys.STORAGE]
    post = await agent.post("/api/posts", json={"content": "x", "mediaUrls": [data_url(phone_photo((64, 64)))]})
    url = (await post.json())["mediaUrls"][0]
    name = url.removeprefix("/media/")
    await MediaFile.filter(hash=name.split(".")[0]).update(taken_down_at=datetime.now(UTC))
    await store.put("backup-notes.txt", b"not ours", "text/plain")
    code, out, err = await devnet(settings, "media", "orphans", "--delete")
    assert code == 0, err
    assert "taken down" in out and "backup-notes" not in out
    assert set(await stored_names(settings)) == {"backup-notes.txt"}


async def test_copy_puts_a_local_media_folder_into_the_bucket_and_can_run_again(settings, s3_server, tmp_path):
    folder = tmp_path / "old-media"
    folder.mkdir()
    images = {}
    for n in range(3):
        data = phone_photo((20 + n, 20))
        images[f"{hashlib.sha256(data).hexdigest()}.jpg"] = data
    for name, data in images.items():
        (folder / name).write_bytes(data)
    (folder / "README").write_text("not an image")
    (folder / ".upload-abc").write_bytes(b"half a write")
    bucket = settings.with_(media_url=s3_server.media_url(f"copy-{id(settings)}"), s3_endpoint_url=s3_server.endpoint)

    code, out, err = await devnet(bucket, "media", "copy", str(folder))
    assert code == 0, err
    assert "3 copied" in out and "0 already there" in out and "1 skipped" in out and "README" in out
    async with media_storage.connect(bucket) as store:
        assert {name: await store.get(name) for name in images} == images
        opened = await store.open(next(iter(images)))
        await opened.close()
    assert sorted(await stored_names(bucket)) == sorted(images)
    code, out, err = await devnet(bucket, "media", "copy", str(folder))  # again: nothing to do
    assert code == 0 and "0 copied" in out and "3 already there" in out, err


async def test_copy_refuses_what_is_not_a_folder(settings, tmp_path):
    code, _, err = await devnet(settings, "media", "copy", str(tmp_path / "nowhere"))
    assert code == 1 and "is not a folder" in err and len(err.strip().splitlines()) == 1


def test_the_media_commands_have_help_with_examples(tmp_path):
    import subprocess

    for command in ("orphans", "copy"):
        result = subprocess.run(
            [*DEVNET, "media", command, "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 0 and "Example:" in result.stdout, result.stderr
