"""Scaled mode with real processes: two `devnet serve` sharing PostgreSQL, Redis and a bucket of moto's
S3 server. An image uploaded through one is served by the other, and a takedown reaches both."""

from __future__ import annotations

import asyncio
import hashlib
import subprocess
import uuid

import asyncpg
import pytest
from aiohttp import ClientSession, CookieJar

from tests import backing_services
from tests.api.test_images import data_url, phone_photo
from tests.conftest import PASSWORD, require_services
from tests.processes import DEVNET, ROOT, DevnetServer, sqlite_env


@pytest.fixture
def scaled_env(tmp_path, s3_server, testrun_uid, worker_id):
    require_services()
    database = f"devnet_media_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(database))
    env = sqlite_env(
        tmp_path,
        DEVNET_DATABASE_URL=backing_services.pg_url(database),
        DEVNET_REDIS_URL=backing_services.REDIS_URL,
        DEVNET_REDIS_PREFIX=f"devnet-media:{uuid.uuid4().hex}:",
        **s3_server.env(f"processes-{uuid.uuid4().hex}"),
    )
    env.pop("DEVNET_MEDIA_DIR", None)
    yield env
    asyncio.run(backing_services.drop_database(database))


async def test_an_image_uploaded_through_one_process_is_served_by_the_other(scaled_env, tmp_path):
    one = DevnetServer(tmp_path / "one", scaled_env).start()
    two = DevnetServer(tmp_path / "two", {**scaled_env, "DEVNET_MEDIA_REDIRECT": "true"}).start(migrate=False)
    three = DevnetServer(tmp_path / "three", scaled_env).start(migrate=False)
    try:
        async with ClientSession(cookie_jar=CookieJar(unsafe=True)) as member, ClientSession() as visitor:
            register = {"email": "pat@example.com", "username": "pat", "password": PASSWORD}
            async with member.post(one.url + "/api/auth/register", json=register) as response:
                assert response.status == 201
            picture = data_url(phone_photo((640, 480)))
            async with member.post(one.url + "/api/posts", json={"content": "hi", "mediaUrls": [picture]}) as response:
                assert response.status == 201, await response.text()
                url = (await response.json())["mediaUrls"][0]
            digest = url.removeprefix("/media/").split(".")[0]
            # Process three streams it; process two (redirect mode) sends the browser to the bucket.
            async with visitor.get(three.url + url) as served:
                assert served.status == 200 and served.headers["Content-Type"] == "image/jpeg"
                assert hashlib.sha256(await served.read()).hexdigest() == digest
            async with visitor.get(two.url + url, allow_redirects=False) as redirect:
                assert redirect.status == 302
            async with visitor.get(two.url + url) as followed:
                assert followed.status == 200
                assert hashlib.sha256(await followed.read()).hexdigest() == digest

            connection = await asyncpg.connect(scaled_env["DEVNET_DATABASE_URL"])
            await connection.execute("UPDATE users SET role = 'moderator' WHERE username = 'pat'")
            await connection.close()
            taken = subprocess.run(
                [*DEVNET, "media", "takedown", url, "--reason", "test", "--as", "pat"],
                cwd=ROOT,
                env=scaled_env,
                capture_output=True,
                text=True,
                timeout=60,
            )
            assert taken.returncode == 0, taken.stderr
            for server in (one, two, three):
                async with visitor.get(server.url + url, allow_redirects=False) as gone:
                    assert gone.status == 410, server.url
    finally:
        for server in (one, two, three):
            server.stop()
