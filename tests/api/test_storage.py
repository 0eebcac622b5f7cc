"""The media storage seam (devnet_api/backing/media_storage.py, docs/storage.md) against a real S3-compatible server:
moto's standalone server, started from its package. The same checks run on the local folder."""

from __future__ import annotations

import hashlib
import itertools
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from aiohttp import ClientSession

from devnet_api.backing import media_storage
from devnet_api.models.accounts import User
from devnet_api.services import media
from devnet_api.settings import ConfigError, Settings
from devnet_api.web import keys
from tests.api.test_images import PROJECT, data_url, phone_photo
from tests.media import stored_names
from tests.processes import S3Server

_prefixes = itertools.count()


def s3_settings(server: S3Server, base: Settings, **changes) -> Settings:
    return base.with_(
        media_url=server.media_url(f"storage-test/{next(_prefixes)}-{id(base)}"),
        s3_endpoint_url=server.endpoint,
        **changes,
    )


@pytest.fixture
def settings(settings, s3_server, request):
    """Media in the bucket on both backends (the scaled run already keeps them there); a test can
    change a setting with @pytest.mark.settings(...)."""
    marker = request.node.get_closest_marker("settings")
    return s3_settings(s3_server, settings, **(marker.kwargs if marker else {}))


@pytest.fixture(params=["local", "s3"])
async def store(request, tmp_path, s3_server):
    base = Settings(media_dir=tmp_path / "media")
    chosen = base if request.param == "local" else s3_settings(s3_server, base)
    async with media_storage.connect(chosen) as opened:
        yield opened


NAME = "a" * 64 + ".png"


async def test_a_store_writes_once_reads_lists_and_deletes(store):
    assert not await store.exists(NAME) and await store.get(NAME) is None and await store.open(NAME) is None
    assert await store.put(NAME, b"first bytes", "image/png") is True
    assert await store.put(NAME, b"other bytes", "image/png") is False  # the name is the content: kept
    assert await store.exists(NAME)
    assert await store.get(NAME) == b"first bytes"
    opened = await store.open(NAME)
    assert opened.size == len(b"first bytes")
    assert b"".join([chunk async for chunk in opened.chunks]) == b"first bytes"
    await store.put("b" * 64 + "-thumb.png", b"thumb", "image/png")
    listed = [item async for item in store.names()]
    assert [(item.name, item.size) for item in listed] == [(NAME, 11), ("b" * 64 + "-thumb.png", 5)]
    assert all(datetime.now(UTC) - item.modified < timedelta(minutes=5) for item in listed)
    await store.delete(NAME)
    await store.delete(NAME)  # deleting what is not there is no error
    assert not await store.exists(NAME) and await store.get(NAME) is None
    assert [item.name async for item in store.names()] == ["b" * 64 + "-thumb.png"]


async def test_a_bucket_prefix_sees_only_its_own_objects(s3_server, tmp_path):
    base = Settings(media_dir=tmp_path)
    one, two = s3_settings(s3_server, base), s3_settings(s3_server, base)
    async with media_storage.connect(one) as first, media_storage.connect(two) as second:
        await first.put(NAME, b"one", "image/png")
        assert not await second.exists(NAME)
        assert [item.name async for item in second.names()] == []
        assert first.url(NAME) == f"{s3_server.endpoint}/{s3_server.bucket}/{one.media_bucket[1]}{NAME}"


async def test_uploads_are_stored_in_the_bucket_and_streamed_with_the_usual_headers(signed_in, client, settings):
    agent, _ = signed_in
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(phone_photo((600, 400)))]})
    assert response.status == 201, await response.text()
    project = await response.json()
    url, thumb = project["mediaUrls"][0], project["thumbnailUrls"][0]
    name = url.removeprefix("/media/")
    assert sorted(await stored_names(settings)) == sorted([name, media.thumbnail_name(name)])
    served = await client.get(url)
    body = await served.read()
    assert served.status == 200
    assert hashlib.sha256(body).hexdigest() == name.split(".")[0]  # still named by its content
    assert served.headers["Content-Type"] == "image/jpeg"
    assert served.headers["Cache-Control"] == "public, max-age=86400"
    assert served.headers["X-Content-Type-Options"] == "nosniff"
    assert int(served.headers["Content-Length"]) == len(body)
    assert served.headers["Accept-Ranges"] == "bytes" and served.headers["Last-Modified"]
    # A browser asking again with its copy's validator gets 304 and no body.
    again = await client.get(url, headers={"If-None-Match": served.headers["ETag"]})
    assert again.status == 304 and await again.read() == b""
    part = await client.get(url, headers={"Range": "bytes=0-9"})
    assert part.status == 206 and await part.read() == body[:10]
    assert part.headers["Content-Range"] == f"bytes 0-9/{len(body)}"
    assert (await client.get(url, headers={"Range": f"bytes={len(body) + 10}-"})).status == 416
    assert (await client.get(thumb)).status == 200
    assert (await client.get("/media/" + "c" * 64 + ".png")).status == 404


async def test_a_takedown_deletes_the_objects_and_media_answers_410(signed_in, make_user, client, settings):
    agent, _ = signed_in
    response = await agent.post("/api/posts", json={"content": "x", "mediaUrls": [data_url(phone_photo((90, 60)))]})
    url = (await response.json())["mediaUrls"][0]
    _, moderator = await make_user("mod_sam")
    await User.filter(id=moderator["id"]).update(role="moderator")
    await media.take_down(await User.get(id=moderator["id"]), url, "doxxing", client.app[keys.STORAGE])
    assert await stored_names(settings) == []
    for gone in (url, "/media/" + media.thumbnail_name(url.removeprefix("/media/"))):
        assert (await client.get(gone)).status == 410, gone


@pytest.mark.settings(media_redirect=True)
async def test_redirect_mode_sends_browsers_to_the_store(signed_in, make_user, client, settings, s3_server):
    agent, _ = signed_in
    response = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((200, 200)))})
    url = (await response.json())["profilePhoto"]
    answer = await client.get(url, allow_redirects=False)
    assert answer.status == 302
    name = url.removeprefix("/media/")
    assert answer.headers["Location"] == f"{s3_server.endpoint}/{s3_server.bucket}/{settings.media_bucket[1]}{name}"
    async with ClientSession() as browser, browser.get(answer.headers["Location"]) as direct:
        assert direct.status == 200
        assert hashlib.sha256(await direct.read()).hexdigest() == name.split(".")[0]
        # The object carries the headers DevNet would have sent.
        assert direct.headers["Content-Type"] == "image/jpeg"
        assert direct.headers["Cache-Control"] == "public, max-age=86400"
    _, moderator = await make_user("mod_kim")
    await User.filter(id=moderator["id"]).update(role="moderator")
    await media.take_down(await User.get(id=moderator["id"]), url, "spam", client.app[keys.STORAGE])
    assert (await client.get(url, allow_redirects=False)).status == 410  # said here, not left to the store


@pytest.mark.settings(media_redirect=True, media_public_url="https://cdn.example.com/images")
async def test_redirects_can_name_a_public_address_in_front_of_the_store(signed_in, client, settings):
    agent, _ = signed_in
    response = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((40, 40)))})
    url = (await response.json())["profilePhoto"]
    answer = await client.get(url, allow_redirects=False)
    name = url.removeprefix("/media/")
    assert answer.headers["Location"] == f"https://cdn.example.com/images/{settings.media_bucket[1]}{name}"


@pytest.fixture
async def lone_store(settings):
    """A moto server of the test's own, which the test stops: the store going away."""
    server = S3Server().start()
    yield server
    server.stop()


@pytest.fixture
async def settings_on_lone_store(settings, lone_store):
    return settings.with_(media_url=lone_store.media_url("lone"), s3_endpoint_url=lone_store.endpoint)


@pytest.fixture
async def lone_client(settings_on_lone_store, aiohttp_client):
    from devnet_api.app import create_app
    from tests.conftest import reset_database

    test_client = await aiohttp_client(await create_app(settings_on_lone_store))
    await reset_database(settings_on_lone_store)
    return test_client


async def test_when_the_store_goes_away_images_answer_503_and_the_rest_of_the_site_works(lone_client, lone_store):
    from tests.conftest import Agent

    agent = Agent(lone_client.server)
    try:
        response = await agent.post(
            "/api/auth/register", json={"email": "ana@example.com", "username": "ana", "password": "Passw0rd!"}
        )
        assert response.status == 201
        first = await agent.post("/api/posts", json={"content": "a", "mediaUrls": [data_url(phone_photo((50, 50)))]})
        assert first.status == 201
        url = (await first.json())["mediaUrls"][0]
        lone_store.stop()

        upload = await agent.post("/api/posts", json={"content": "b", "mediaUrls": [data_url(phone_photo((60, 60)))]})
        assert upload.status == 503
        assert upload.headers["Retry-After"] == "5"
        assert await upload.json() == {"message": media_storage.StorageUnavailable.default_message}
        photo = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((70, 70)))})
        assert photo.status == 503 and photo.headers["Retry-After"] == "5"
        image = await lone_client.get(url)
        assert image.status == 503 and image.headers["Retry-After"] == "5"
        # A takedown cannot delete the bytes: it changes nothing, and says so (run it again later).
        await User.filter(username="ana").update(role="moderator")
        with pytest.raises(media_storage.StorageUnavailable):
            await media.take_down(await User.get(username="ana"), url, "outage", lone_client.app[keys.STORAGE])
        assert not await media.is_taken_down(url.removeprefix("/media/").split(".")[0])
        # Everything that does not need the bytes of an image keeps working.
        words = await agent.post("/api/posts", json={"content": "still here, no picture"})
        assert words.status == 201
        feed = await agent.get("/api/posts")
        assert feed.status == 200
        assert [post["content"] for post in await feed.json()][:2] == ["still here, no picture", "a"]
        assert (await agent.get("/api/health")).status == 200
        assert (await agent.patch("/api/auth/profile", json={"bio": "unchanged by the outage"})).status == 200

        lone_store.start()  # back, empty (moto keeps nothing): new uploads work again at once
        again = await agent.post("/api/posts", json={"content": "c", "mediaUrls": [data_url(phone_photo((60, 60)))]})
        assert again.status == 201, await again.text()
        assert (await lone_client.get((await again.json())["mediaUrls"][0])).status == 200
    finally:
        await agent.session.close()


async def test_a_store_that_cannot_be_reached_is_unavailable_not_an_error(tmp_path):
    server = S3Server()  # never started: nothing listens on its port
    settings = s3_settings(server, Settings(media_dir=tmp_path))
    async with media_storage.connect(settings) as store:
        for call in (store.put(NAME, b"x", "image/png"), store.exists(NAME), store.open(NAME), store.ping()):
            with pytest.raises(media_storage.StorageUnavailable):
                await call


def test_media_settings_are_read_once_from_the_environment():
    local = Settings.from_env({"DEVNET_VAR_DIR": "/srv/devnet"})
    assert (local.media_bucket, local.media_dir, local.media_redirect) == (None, Path("/srv/devnet/media"), False)
    assert Settings.from_env({"DEVNET_MEDIA_URL": "/data/images"}).media_dir == Path("/data/images")
    scaled = Settings.from_env(
        {
            "DEVNET_MEDIA_URL": "s3://devnet-media/site/images/",
            "DEVNET_S3_ENDPOINT_URL": "http://127.0.0.1:9000/",
            "DEVNET_S3_REGION": "eu-west-3",
            "DEVNET_MEDIA_REDIRECT": "yes",
            "DEVNET_MEDIA_PUBLIC_URL": "https://cdn.example.com",
        }
    )
    assert scaled.media_bucket == ("devnet-media", "site/images/")
    assert (scaled.s3_endpoint_url, scaled.s3_region, scaled.media_redirect) == (
        "http://127.0.0.1:9000",
        "eu-west-3",
        True,
    )
    assert Settings.from_env({"DEVNET_MEDIA_URL": "s3://devnet-media"}).media_bucket == ("devnet-media", "")
    for env, variable in (
        ({"DEVNET_MEDIA_URL": "s3://"}, "DEVNET_MEDIA_URL"),
        ({"DEVNET_MEDIA_URL": "gs://bucket"}, "DEVNET_MEDIA_URL"),
        ({"DEVNET_MEDIA_URL": "s3://bucket/a b"}, "DEVNET_MEDIA_URL"),
        ({"DEVNET_MEDIA_REDIRECT": "true"}, "DEVNET_MEDIA_REDIRECT"),  # redirect to what? no bucket
        ({"DEVNET_MEDIA_URL": "s3://bucket", "DEVNET_MEDIA_REDIRECT": "2"}, "DEVNET_MEDIA_REDIRECT"),
        ({"DEVNET_S3_ENDPOINT_URL": "minio:9000"}, "DEVNET_S3_ENDPOINT_URL"),
    ):
        with pytest.raises(ConfigError, match=f"^{variable}"):
            Settings.from_env(env)
