"""The image pipeline: what a member uploads is decoded as the type it claims, re-encoded without
its metadata, size-checked before decoding, and given a thumbnail for cards."""

from __future__ import annotations

import base64
import io

import pytest
from PIL import Image

from tortoise.exceptions import IntegrityError

from devnet_api.errors import InvalidInput, NotFound
from devnet_api.models.media import MediaFile
from devnet_api.services import accounts, media, projects
from tests.api.helpers import get_json

PROJECT = {"title": "Photo journal", "description": "Pictures from the conference, with notes.", "tags": []}
GPS = 0x8825  # the EXIF GPS IFD


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
    agent, me = signed_in
    response = await agent.patch("/api/auth/profile", json={"profilePhoto": data_url(phone_photo((900, 900)))})
    assert response.status == 200
    user = await response.json()
    assert user["profilePhotoThumbnail"] != user["profilePhoto"]
    assert (await served(client, user["profilePhotoThumbnail"])).size == (media.THUMBNAIL_SIZE,) * 2
    await agent.post("/api/threads", json={"title": "Hello there", "body": "A first thread with a photo avatar."})
    author = (await get_json(client, "/api/threads"))[0]["user"]
    assert (author["profilePhoto"], author["profilePhotoThumbnail"]) == (user["profilePhoto"],
                                                                         user["profilePhotoThumbnail"])


async def test_a_20000_by_20000_image_under_1_mb_is_refused_before_it_is_decoded(signed_in, settings):
    agent, _ = signed_in
    buffer = io.BytesIO()
    Image.new("1", (20000, 20000)).save(buffer, "PNG", optimize=True)
    assert len(buffer.getvalue()) < 1024 * 1024
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(buffer.getvalue(), "png")]})
    assert response.status == 400
    assert await response.json() == {"message": media.TOO_MANY_PIXELS,
                                     "errors": {"mediaUrls": [media.TOO_MANY_PIXELS]}}
    assert not settings.media_dir.exists() or not any(settings.media_dir.iterdir())


async def test_an_animation_of_too_many_frames_is_refused_and_a_short_one_keeps_moving(signed_in, client):
    agent, _ = signed_in
    frames = [Image.new("RGB", (8, 8), (n * 2, 255 - n * 2, 128)) for n in range(media.MAX_FRAMES + 1)]
    for count, status in ((media.MAX_FRAMES + 1, 400), (3, 201)):
        buffer = io.BytesIO()
        frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:count], duration=50)
        response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(buffer.getvalue(), "gif")]})
        assert response.status == status, count
    body = await response.json()
    assert (await served(client, body["mediaUrls"][0])).n_frames == 3


async def test_an_image_is_opened_only_as_the_type_it_claims(signed_in):
    agent, _ = signed_in
    png = io.BytesIO()
    Image.new("RGB", (4, 4)).save(png, "PNG")
    response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [data_url(png.getvalue(), "gif")]})
    assert response.status == 400


async def test_a_failed_create_or_profile_change_leaves_no_files_or_rows(signed_in, settings):
    """The member was deleted between the request's check and its write: nothing stays behind."""
    with pytest.raises(IntegrityError):  # no such member to own it
        await projects.create(2**31 - 2, {**PROJECT, "media_urls": [data_url(phone_photo())]}, settings.media_dir)
    with pytest.raises(NotFound):
        await accounts.update_profile(2**31 - 2, {"profile_photo": data_url(phone_photo((300, 300)))},
                                      settings.media_dir)
    assert not settings.media_dir.exists() or list(settings.media_dir.iterdir()) == []
    assert await MediaFile.all().count() == 0


def test_refusals_are_input_errors_with_the_field_named():
    try:
        media.decode(data_url(b"not an image"))
    except InvalidInput as exc:
        assert exc.message == media.NOT_AN_IMAGE
    else:
        raise AssertionError("accepted bytes that are no image")
