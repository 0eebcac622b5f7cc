"""The data export in scaled mode: the on-demand job runs in a real Celery worker, sent by name as
the web process sends it (devnet_api.backing.jobs.ThroughCelery), and the zip lands in the database row
where any web process can hand it out."""

from __future__ import annotations

import asyncio
import io
import json
import zipfile

import pytest
from PIL import Image
from tortoise import Tortoise

from devnet_api.backing.jobs import BUILD_EXPORT
from devnet_api.db import using_orm
from devnet_api.models.accounts import DataExport, User
from devnet_api.models.content import Project, Thread
from devnet_api.services import exports
from tests import backing_services
from tests.conftest import require_services
from tests.tasks.worker import run_worker_tasks, upgraded_env

IMAGE = "0" * 64 + ".png"


@pytest.fixture
def fresh_pg_url(worker_id: str, testrun_uid: str):
    require_services()
    name = f"devnet_export_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(name))
    yield backing_services.pg_url(name)
    asyncio.run(backing_services.drop_database(name))


async def seed() -> int:
    # The tables the migrations do not have yet (the lead generates them at integration).
    await Tortoise.generate_schemas(safe=True)
    user = await User.create(
        email="ada@example.com", username="ada", username_key="ada", display_name="Ada", password_hash="x"
    )
    await Thread.create(user=user, title="Notes on the engine", body="The thread the zip must hold.")
    await Project.create(
        user=user, title="Engine", description="A project with an image", media_urls=[f"/media/{IMAGE}"]
    )
    return (await exports.request(user.id)).id


def test_a_celery_worker_builds_the_export_into_the_row(tmp_path, fresh_pg_url):
    env = upgraded_env(fresh_pg_url, tmp_path / "var")
    media = tmp_path / "media"
    media.mkdir()
    Image.new("RGB", (8, 8), (10, 200, 30)).save(media / IMAGE, "PNG")
    export_id = asyncio.run(using_orm(fresh_pg_url, seed))

    results, log = run_worker_tasks(env, [BUILD_EXPORT.task], args={BUILD_EXPORT.task: [export_id, str(media)]})
    assert results == ["ready"]
    assert BUILD_EXPORT.task in log and "succeeded" in log

    async def handed_out():
        row = await DataExport.get(id=export_id)
        archive = await exports.download(row.user_id)
        return row.status, b"".join([chunk async for chunk in archive.chunks()])

    status, archive = asyncio.run(using_orm(fresh_pg_url, handed_out))
    assert status == "ready"
    files = zipfile.ZipFile(io.BytesIO(archive))
    assert [t["title"] for t in json.loads(files.read("threads.json"))] == ["Notes on the engine"]
    assert Image.open(io.BytesIO(files.read(f"images/{IMAGE}"))).size == (8, 8)
