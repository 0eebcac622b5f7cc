"""The image pipeline: what a member uploads is decoded as the type it claims, re-encoded without
its metadata, size-checked before decoding, and given a thumbnail for cards."""

from __future__ import annotations

import asyncio
import base64
import io
import os

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageSequence
from tortoise.exceptions import IntegrityError

from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.admin import AuditEntry
from devnet_api.models.media import MediaFile
from devnet_api.services import accounts, media, projects
from devnet_api.web import keys
from tests.adversarial.hostile_images import huge_png, tiny_frames_gif
from tests.api.helpers import get_json
from tests.media import media_env, stored_names
from tests.processes import DEVNET, ROOT

PROJECT = {"title": "Photo journal", "description": "Pictures from the conference, with notes.", "tags": []}
GPS = 0x8825  # the EXIF GPS IFD
UPLOADING_TOO_QUICKLY = "You are uploading images too quickly. Please try again later."


@pytest.fixture
def settings(settings, request):
    """A test can set limits low with @pytest.mark.settings(...), so a few requests reach them."""
    marker = request.node.get_closest_marker("settings")
    return settings.with_(**marker.kwargs) if marker else settings


def data_url(raw: bytes, kind: str = "jpeg") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(raw).decode()}"


def phone_photo(size=(1200, 800), orientation: int = 1) -> bytes:
    """A JPEG as a phone writes it: a GPS position, the camera's serial number, an orientation."""
    image = Image.new("RGB", size, "orange")
    image.paste("navy", (0, 0, size[0] // 2, size[1]))  # left half dark: shows where the pixels went
    exif = Image.Exif()
    exif[0x0112] = orientation
    exif[0xA431] = "SERIAL-123456"  # BodySerialNumber
    exif.get_ifd(GPS).update({1: "N", 2: (48.0, 51.0, 29.0), 3: "E", 4: (2.0, 17.0, 40.0)})
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", exif=exif)
    return buffer.getvalue()


async def served(client, url: str) -> Image.Image:
    response = await client.get(url)
    assert response.status == 200, url
    image = Image.open(io.BytesIO(await response.read()))
    image.load()
    return image


async def test_a_photo_comes_back_without_its_gps_position_or_serial_number(signed_in, client):
    agent, _ = signed_in
    raw = phone_photo()
    assert Image.open(io.BytesIO(raw)).getexif().get_ifd(GPS)  # the upload does carry a position
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(raw)]})
    assert response.status == 201, await response.text()
    project = await response.json()
    for url in project["mediaUrls"] + project["thumbnailUrls"]:
        image = await served(client, url)
        assert not image.getexif() and not image.getexif().get_ifd(GPS), url
        assert b"SERIAL-123456" not in image.tobytes() and "exif" not in image.info, url


async def test_the_photo_is_turned_the_way_its_orientation_says(signed_in, client):
    agent, _ = signed_in
    raw = phone_photo(size=(1200, 800), orientation=6)  # taken holding the phone upright
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(raw)]})
    assert response.status == 201
    image = await served(client, (await response.json())["mediaUrls"][0])
    assert image.size == (800, 1200)
    assert image.getpixel((400, 50))[2] > 100  # the dark half is now on top
    assert image.getpixel((400, 1150))[0] > 200


async def test_cards_get_a_thumbnail_and_the_detail_page_the_full_image(signed_in, client):
    agent, _ = signed_in
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(phone_photo((2000, 1000)))]})
    project = await response.json()
    assert project["thumbnailUrls"] != project["mediaUrls"] and len(project["thumbnailUrls"]) == 1
    card = (await get_json(client, "/api/projects"))[0]
    assert (card["thumbnailUrls"], card["mediaUrls"]) == (project["thumbnailUrls"], project["mediaUrls"])
    assert (await served(client, card["thumbnailUrls"][0])).size == (media.THUMBNAIL_SIZE, media.THUMBNAIL_SIZE // 2)
    assert (await served(client, card["mediaUrls"][0])).size == (2000, 1000)


async def test_a_profile_photo_has_a_thumbnail_for_cards(signed_in, client):
    agent, _ = signed_in
    response = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((900, 900)))})
    assert response.status == 200
    user = await response.json()
    assert user["profilePhotoThumbnail"] != user["profilePhoto"]
    assert (await served(client, user["profilePhotoThumbnail"])).size == (media.THUMBNAIL_SIZE,) * 2
    await agent.post("/api/threads", json={"title": "Hello there", "body": "A first thread with a photo avatar."})
    author = (await get_json(client, "/api/threads"))[0]["user"]
    assert (author["profilePhoto"], author["profilePhotoThumbnail"]) == (
        user["profilePhoto"],
        user["profilePhotoThumbnail"],
    )


async def test_a_20000_by_20000_image_under_1_mb_is_refused_before_it_is_decoded(signed_in, settings):
    agent, _ = signed_in
    raw = huge_png(20000, 20000)
    assert len(raw) < 1024 * 1024
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(raw, "png")]})
    assert response.status == 400
    assert await response.json() == {"message": media.TOO_MANY_PIXELS, "errors": {"mediaUrls": [media.TOO_MANY_PIXELS]}}
    assert await stored_names(settings) == []


async def test_an_animation_of_too_many_frames_is_refused_and_a_short_one_keeps_moving(signed_in, client):
    agent, _ = signed_in
    frames = [Image.new("RGB", (8, 8), (n * 2, 255 - n * 2, 128)) for n in range(media.MAX_FRAMES + 1)]
    for count, status in ((media.MAX_FRAMES + 1, 400), (3, 201)):
        buffer = io.BytesIO()
        frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:count], duration=50)
        response = await agent.post(
            "/api/projects", json={**PROJECT, "mediaUrls": [data_url(buffer.getvalue(), "gif")]}
        )
        assert response.status == status, count
    body = await response.json()
    assert (await served(client, body["mediaUrls"][0])).n_frames == 3


async def test_an_image_is_opened_only_as_the_type_it_claims(signed_in):
    agent, _ = signed_in
    png = io.BytesIO()
    Image.new("RGB", (4, 4)).save(png, "PNG")
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(png.getvalue(), "gif")]})
    assert response.status == 400


async def test_a_failed_create_or_profile_change_leaves_no_files_or_rows(signed_in, client, settings):
    """The member was deleted between the request's check and its write: nothing stays behind."""
    store = client.app[keys.STORAGE]
    with pytest.raises(IntegrityError):  # no such member to own it
        await projects.create(2**31 - 2, {**PROJECT, "media_urls": [data_url(phone_photo())]}, store)
    with pytest.raises(NotFound):
        await accounts.update_profile(2**31 - 2, {"profile_photo": data_url(phone_photo((300, 300)))}, store)
    assert await stored_names(settings) == []
    assert await MediaFile.all().count() == 0


def test_refusals_are_input_errors_with_the_field_named():
    try:
        media.decode(data_url(b"not an image"))
    except InvalidInput as exc:
        assert exc.message == media.NOT_AN_IMAGE
    else:
        raise AssertionError("accepted bytes that are no image")


def _animation(comment: bytes = b"") -> bytes:
    """Six frames with transparency and a moving dot, written the way editors write them: later
    frames as differences from the one before, over a shared palette or one of their own."""
    frames = []
    for n in range(6):
        frame = Image.new("RGBA", (120, 80), (0, 0, 0, 0))
        draw = ImageDraw.Draw(frame)
        draw.ellipse((n * 10, 10, n * 10 + 40, 50), fill=(255, 40 * n, 0, 255))
        draw.rectangle((0, 60, 120, 80), fill=(0, 0, 200 + n * 10, 255))
        frames.append(frame)
    buffer = io.BytesIO()
    frames[0].save(
        buffer,
        "GIF",
        save_all=True,
        append_images=frames[1:],
        duration=[70, 80, 90, 100, 110, 120],
        loop=0,
        disposal=2,
        optimize=True,
        comment=comment,
    )
    return buffer.getvalue()


def _frames(raw: bytes) -> list[tuple[Image.Image, int]]:
    return [
        (frame.convert("RGBA"), frame.info.get("duration"))
        for frame in ImageSequence.Iterator(Image.open(io.BytesIO(raw)))
    ]


async def test_an_animation_keeps_its_frames_timing_and_transparency_but_not_its_comment(signed_in, client):
    agent, _ = signed_in
    raw = _animation(comment=b"PRIVATE-NOTE: shot at 12 Rue Example")
    assert b"PRIVATE-NOTE" in raw and Image.open(io.BytesIO(raw)).info["comment"]
    response = await agent.post("/api/posts", json={"content": "", "mediaUrls": [data_url(raw, "gif")]})
    assert response.status == 201, await response.text()
    stored = await client.get((await response.json())["mediaUrls"][0])
    assert stored.headers["Content-Type"] == "image/gif"
    body = await stored.read()
    assert b"PRIVATE-NOTE" not in body and "comment" not in Image.open(io.BytesIO(body)).info
    sent, kept = _frames(raw), _frames(body)
    assert [duration for _, duration in kept] == [70, 80, 90, 100, 110, 120]
    assert len(kept) == len(sent)
    for (before, _), (after, _) in zip(sent, kept, strict=True):
        assert ImageChops.difference(before, after).getbbox() is None  # the same pixels, alpha included


async def test_a_gif_whose_later_frame_grows_the_canvas_is_checked_again(signed_in):
    """The header says 100 x 100; the third frame sits at (6999, 6999), so the canvas every frame
    after it decodes to is 49 megapixels, past the cap."""
    agent, _ = signed_in
    raw = tiny_frames_gif(100, 100, 3, at=lambda n, width, height: (0, 0) if n < 2 else (6999, 6999))
    response = await agent.post("/api/posts", json={"content": "", "mediaUrls": [data_url(raw, "gif")]})
    assert response.status == 400
    assert await response.json() == {"message": media.TOO_MANY_PIXELS, "errors": {"mediaUrls": [media.TOO_MANY_PIXELS]}}


async def test_an_animation_over_the_total_pixel_budget_is_refused_and_one_within_is_kept(signed_in, client):
    agent, _ = signed_in
    over = tiny_frames_gif(2000, 2000, 26)  # 104 megapixels of frames in 3 KB
    response = await agent.post("/api/posts", json={"content": "", "mediaUrls": [data_url(over, "gif")]})
    assert response.status == 400
    assert (await response.json())["message"] == media.TOO_MUCH_ANIMATION
    within = tiny_frames_gif(1000, 1000, 100)  # 100 megapixels exactly
    response = await agent.post("/api/posts", json={"content": "", "mediaUrls": [data_url(within, "gif")]})
    assert response.status == 201, await response.text()
    served = Image.open(io.BytesIO(await (await client.get((await response.json())["mediaUrls"][0])).read()))
    assert (served.size, served.n_frames) == ((1000, 1000), 100)


@pytest.mark.settings(rate_limits={"upload": (2, 3600)})
async def test_feed_post_images_count_against_the_upload_limit(signed_in):
    agent, _ = signed_in
    first = await agent.post("/api/posts", json={"content": "one", "mediaUrls": [data_url(phone_photo((60, 40)))]})
    assert first.status == 201
    photo = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((50, 50)))})
    assert photo.status == 200
    third = await agent.post("/api/posts", json={"content": "three", "mediaUrls": [data_url(phone_photo((70, 40)))]})
    assert third.status == 429
    assert await third.json() == {"message": UPLOADING_TOO_QUICKLY}
    # Text, or an image already stored (its /media URL), is no new upload.
    again = await agent.post("/api/posts", json={"content": "again", "mediaUrls": (await first.json())["mediaUrls"]})
    assert again.status == 201
    assert (await agent.post("/api/posts", json={"content": "just words"})).status == 201


async def test_media_is_cached_for_a_day_so_a_takedown_reaches_caches(signed_in, client):
    agent, _ = signed_in
    response = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((50, 50)))})
    for url in (await response.json())["profilePhoto"], (await response.json())["profilePhotoThumbnail"]:
        served = await client.get(url)
        assert served.headers["Cache-Control"] == "public, max-age=86400"
        assert "immutable" not in served.headers["Cache-Control"]


async def _devnet(settings, *args: str) -> tuple[int, str]:
    """The ``devnet`` command, in a process of its own, on the test's database and media folder."""
    env = {
        **os.environ,
        "DEVNET_DATABASE_URL": settings.database_url,
        **media_env(settings),
        "DEVNET_VAR_DIR": str(settings.media_dir.parent / "var"),
        "DEVNET_REDIS_URL": "",
        "DEVNET_OPERATOR": "",
    }
    process = await asyncio.create_subprocess_exec(
        *DEVNET, *args, cwd=ROOT, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
    )
    out, err = await asyncio.wait_for(process.communicate(), 60)
    return process.returncode, (out + err).decode()


async def test_a_moderator_takes_an_image_down_and_it_is_gone_for_good(signed_in, make_user, client, settings):
    agent, _ = signed_in
    picture = data_url(phone_photo((300, 200)))
    response = await agent.post("/api/posts", json={"content": "my neighbour's address", "mediaUrls": [picture]})
    post = await response.json()
    url, thumb = post["mediaUrls"][0], await media.thumbnail_url(post["mediaUrls"][0], client.app[keys.STORAGE])
    _, moderator = await make_user("mod_ella")
    await User.filter(id=moderator["id"]).update(role="moderator")

    code, output = await _devnet(settings, "media", "takedown", url, "--reason", "doxxing", "--as", "user_nobody")
    assert code == 1 and (await client.get(url)).status == 200  # no such moderator: nothing happens
    code, output = await _devnet(
        settings, "media", "takedown", "http://example.test" + thumb, "--reason", "doxxing", "--as", "mod_ella"
    )
    assert code == 0, output
    assert "taken down" in output
    for gone in (url, thumb):
        assert (await client.get(gone)).status == 410, gone
    assert await stored_names(settings) == []  # the bytes are deleted, not just hidden
    entry = await AuditEntry.get(action="media.takedown")
    assert (entry.actor_name, entry.reason, entry.detail["url"]) == ("mod_ella", "doxxing", url)
    # Posting the same picture again, or sending its URL back from an edit form, is refused.
    for value in (picture, url):
        again = await agent.post("/api/posts", json={"content": "again", "mediaUrls": [value]})
        assert again.status == 400
        assert await again.json() == {"message": media.TAKEN_DOWN, "errors": {"mediaUrls": [media.TAKEN_DOWN]}}
    with pytest.raises(Conflict, match="already taken down"):
        await media.take_down(await User.get(id=moderator["id"]), url, "twice", client.app[keys.STORAGE])


@pytest.mark.parametrize("owner_role", ["admin", "moderator"])
async def test_a_moderator_cannot_take_down_an_admins_or_a_moderators_image(make_user, client, settings, owner_role):
    """The rank rule (docs/security.md, review of issue 29): an image shown by staff is taken down
    only by an admin; the refusal is one red line, exit 1, and nothing changes."""
    owner_agent, owner = await make_user("boss_b")
    await User.filter(id=owner["id"]).update(role=owner_role)
    picture = data_url(phone_photo((120, 80)))
    response = await owner_agent.post("/api/posts", json={"content": "staff picture", "mediaUrls": [picture]})
    url = (await response.json())["mediaUrls"][0]
    _, moderator = await make_user("mod_ella")
    await User.filter(id=moderator["id"]).update(role="moderator")
    _, admin = await make_user("admin_al")
    await User.filter(id=admin["id"]).update(role="admin")

    code, output = await _devnet(settings, "media", "takedown", url, "--reason", "spite", "--as", "mod_ella")
    assert code == 1, output
    assert f"@boss_b is {owner_role}; only an admin can do that" in output and "Traceback" not in output
    assert (await client.get(url)).status == 200
    assert not await AuditEntry.filter(action="media.takedown").exists()
    code, output = await _devnet(settings, "media", "takedown", url, "--reason", "policy", "--as", "admin_al")
    assert code == 0, output
    assert (await client.get(url)).status == 410
