"""Hostile uploads (issue 19, item 6): each file is refused with the spec's message naming the field,
or neutralised: stored only as the image it was re-encoded to, without the script, the markup or the
metadata it carried, and served as that image type with nosniff. Never a 5xx.

Runs in process on both backends; what these files cost the server's memory is measured against a
real process in test_image_budget.py."""

from __future__ import annotations

import io
import json
import zlib
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PIL import Image

from devnet_api.services import media
from tests.adversarial.hostile_images import (
    AT_CAP,
    HTML,
    SCRIPT,
    data_url,
    gif_frames,
    huge_png,
    png,
    png_with_chunk,
    tiny_frames_gif,
)
from tests.media import stored_names

PROJECT = {"title": "Hostile gallery", "description": "Files that try to be more than pictures.", "tags": []}
GPS = 0x8825  # the EXIF GPS IFD
SIX_IMAGES = "You can only upload up to 5 images"


def _jpeg(**save) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (64, 48), "orange").save(buffer, "JPEG", **save)
    return buffer.getvalue()


def _gps_jpeg() -> bytes:
    exif = Image.Exif()
    exif[0xA431] = "SERIAL-123456"  # BodySerialNumber
    exif.get_ifd(GPS).update({1: "N", 2: (48.0, 51.0, 29.0), 3: "E", 4: (2.0, 17.0, 40.0)})
    raw = _jpeg(exif=exif)
    assert Image.open(io.BytesIO(raw)).getexif().get_ifd(GPS)  # the upload does carry a position
    return raw


def _webp_with_exif() -> bytes:
    exif = Image.Exif()
    exif[0xA431] = "SERIAL-123456"
    buffer = io.BytesIO()
    Image.new("RGB", (40, 40), "purple").save(buffer, "WEBP", exif=exif, xmp=b"<x:xmpmeta>GPS 48.85</x:xmpmeta>")
    return buffer.getvalue()


def _svg() -> bytes:
    return b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'


def _truncated(raw: bytes) -> bytes:
    return raw[: len(raw) // 2]


def _noise_jpeg() -> bytes:
    buffer = io.BytesIO()
    Image.effect_noise((400, 300), 64).convert("RGB").save(buffer, "JPEG", quality=95)
    return buffer.getvalue()


@dataclass(frozen=True)
class Refused:
    message: str


@dataclass(frozen=True)
class Stored:
    """Stored as ``ext``; ``leftovers`` are byte strings the stored file must not hold."""

    ext: str
    leftovers: tuple[bytes, ...] = ()
    check: Callable[[Image.Image], None] | None = None


def _no_exif(image: Image.Image) -> None:
    assert not image.getexif() and "exif" not in image.info and "xmp" not in image.info


def _no_icc_or_text(image: Image.Image) -> None:
    assert not {"icc_profile", "xmp", "Comment", "XML:com.adobe.xmp"} & set(image.info), image.info


# (id, route, the values sent, the expected outcome). Routes: "post" (feed, mediaUrls), "project"
# (mediaUrls) and "photo" (the profile photo, profilePhoto).
CASES = [
    ("svg-declared-svg", "post", lambda: [data_url(_svg(), "image/svg+xml")], Refused(media.NOT_AN_IMAGE)),
    ("svg-declared-png", "photo", lambda: [data_url(_svg(), "png")], Refused(media.NOT_AN_IMAGE)),
    ("html-declared-png", "project", lambda: [data_url(HTML, "png")], Refused(media.NOT_AN_IMAGE)),
    (
        "html-behind-a-png-signature",
        "post",
        lambda: [data_url(b"\x89PNG\r\n\x1a\n" + HTML, "png")],
        Refused(media.NOT_AN_IMAGE),
    ),
    ("png-followed-by-html", "post", lambda: [data_url(png() + HTML, "png")], Stored("png", (SCRIPT, b"<html"))),
    (
        "png-with-html-text-chunk",
        "photo",
        lambda: [data_url(png_with_chunk(b"tEXt", b"Comment\x00" + HTML), "png")],
        Stored("png", (SCRIPT,), _no_icc_or_text),
    ),
    (
        "png-with-icc-and-xmp",
        "project",
        lambda: [
            data_url(png_with_chunk(b"iCCP", b"evil\x00\x00" + zlib.compress(b"ICC-PROFILE-" + HTML)), "png"),
            data_url(png_with_chunk(b"iTXt", b"XML:com.adobe.xmp\x00\x00\x00\x00\x00GPSLatitude 48.85"), "png"),
        ],
        Stored("png", (b"ICC-PROFILE", b"GPSLatitude", b"iCCP", b"iTXt"), _no_icc_or_text),
    ),
    (
        "jpeg-with-gps-exif",
        "post",
        lambda: [data_url(_gps_jpeg(), "jpeg")],
        Stored("jpg", (b"Exif", b"SERIAL-123456"), _no_exif),
    ),
    ("jpeg-with-script-comment", "photo", lambda: [data_url(_jpeg(comment=SCRIPT), "jpeg")], Stored("jpg", (SCRIPT,))),
    (
        "webp-with-exif-and-xmp",
        "post",
        lambda: [data_url(_webp_with_exif(), "webp")],
        Stored("webp", (b"SERIAL-123456", b"GPS 48.85", b"EXIF", b"XMP "), _no_exif),
    ),
    (
        "gif-with-comment",
        "post",
        lambda: [data_url(tiny_frames_gif(40, 40, 3, comment=b"SECRET-" + HTML), "gif")],
        Stored("gif", (b"SECRET-", SCRIPT)),
    ),
    (
        "gif-99-frames-on-2000x2000",
        "post",
        lambda: [data_url(tiny_frames_gif(2000, 2000, 99), "gif")],
        Refused(media.TOO_MUCH_ANIMATION),
    ),
    (
        "gif-99-frames-at-the-40mp-cap",
        "photo",
        lambda: [data_url(tiny_frames_gif(AT_CAP, AT_CAP, 99), "gif")],
        Refused(media.TOO_MUCH_ANIMATION),
    ),
    (
        "gif-canvas-grown-past-the-cap-by-a-later-frame",
        "post",
        lambda: [data_url(tiny_frames_gif(100, 100, 3, at=lambda n, w, h: (0, 0) if n < 2 else (6999, 6999)), "gif")],
        Refused(media.TOO_MANY_PIXELS),
    ),
    (
        "gif-canvas-grown-far-past-the-cap",
        "post",
        lambda: [data_url(tiny_frames_gif(100, 100, 2, at=lambda n, w, h: (n * 65000, n * 65000)), "gif")],
        Refused(media.TOO_MANY_PIXELS),
    ),
    ("gif-1000-frames", "project", lambda: [data_url(gif_frames(1000), "gif")], Refused(media.TOO_MANY_FRAMES)),
    (
        "png-20000x20000-under-1mb",
        "photo",
        lambda: [data_url(huge_png(20000, 20000), "png")],
        Refused(media.TOO_MANY_PIXELS),
    ),
    ("png-just-over-the-cap", "post", lambda: [data_url(huge_png(8000, 5001), "png")], Refused(media.TOO_MANY_PIXELS)),
    (
        "truncated-png",
        "post",
        lambda: [data_url(_truncated(png((300, 300), "navy")), "png")],
        Refused(media.NOT_AN_IMAGE),
    ),
    ("truncated-jpeg", "photo", lambda: [data_url(_truncated(_noise_jpeg()), "jpeg")], Refused(media.NOT_AN_IMAGE)),
    ("png-declared-gif", "post", lambda: [data_url(png(), "gif")], Refused(media.NOT_AN_IMAGE)),
    ("jpeg-declared-png", "project", lambda: [data_url(_jpeg(), "png")], Refused(media.NOT_AN_IMAGE)),
    ("bmp-declared-bmp", "post", lambda: [data_url(b"BM" + bytes(64), "bmp")], Refused(media.NOT_AN_IMAGE)),
    (
        "invalid-base64",
        "post",
        lambda: ["data:image/png;base64,iVBORw0KGgo***not base64***"],
        Refused(media.NOT_AN_IMAGE),
    ),
    (
        "5mb-plus-one-byte",
        "photo",
        lambda: [data_url(bytes(media.MAX_IMAGE_BYTES + 1), "png")],
        Refused(media.TOO_LARGE),
    ),
    ("a-media-url-never-issued", "project", lambda: [f"/media/{'0' * 64}.png"], Refused(media.NOT_AN_IMAGE)),
    ("javascript-url", "post", lambda: ["javascript:alert(1)//.png"], Refused(media.NOT_AN_IMAGE)),
    (
        "six-images-on-a-project",
        "project",
        lambda: [data_url(png(color=c), "png") for c in ("red", "green", "blue", "white", "black", "gray")],
        Refused(SIX_IMAGES),
    ),
]


async def _upload(agent, route: str, values: list[str]):
    """Send ``values`` where ``route`` takes images; answers the field's wire name and the response."""
    if route == "photo":
        field, method, path, body = "profilePhoto", "PATCH", "/api/auth/profile", {"profilePhoto": values[0]}
    elif route == "project":
        field, method, path, body = "mediaUrls", "POST", "/api/projects", {**PROJECT, "mediaUrls": values}
    else:
        field, method, path, body = "mediaUrls", "POST", "/api/posts", {"content": "look at this", "mediaUrls": values}
    # A stream, not bytes: aiohttp warns about (and pytest fails on) a body of several MB given as bytes.
    return field, await agent.request(
        method, path, data=io.BytesIO(json.dumps(body).encode()), headers={"Content-Type": "application/json"}
    )


def _stored_urls(route: str, body: dict) -> list[str]:
    if route == "photo":
        return [body["profilePhoto"], body["profilePhotoThumbnail"]]
    return body["mediaUrls"] + body.get("thumbnailUrls", [])


@pytest.mark.parametrize("route, make, expected", [case[1:] for case in CASES], ids=[case[0] for case in CASES])
async def test_a_hostile_upload_is_refused_or_neutralised(signed_in, client, settings, route, make, expected):
    agent, _ = signed_in
    field, response = await _upload(agent, route, make())
    if isinstance(expected, Refused):
        assert response.status == 400, await response.text()
        assert await response.json() == {"message": expected.message, "errors": {field: [expected.message]}}
        assert await stored_names(settings) == []  # nothing stored
        return
    assert response.status in (200, 201), await response.text()
    urls = _stored_urls(route, await response.json())
    assert urls and all(url.startswith("/media/") for url in urls)
    for url in urls:
        served = await client.get(url)
        assert served.status == 200, url
        ext = url.rsplit(".", 1)[1]
        assert ext == expected.ext or url.endswith("-thumb.png"), url  # a GIF's thumbnail is a PNG
        assert served.headers["Content-Type"] == media.CONTENT_TYPES[ext]
        assert served.headers["X-Content-Type-Options"] == "nosniff"
        raw = await served.read()
        for leftover in expected.leftovers:
            assert leftover not in raw, (url, leftover)
        image = Image.open(io.BytesIO(raw), formats=[media.TYPES[ext][0]])  # really that type, nothing else
        image.load()
        if expected.check:
            expected.check(image)


async def test_a_feed_post_with_five_images_is_refused(signed_in):
    agent, _ = signed_in
    images = [data_url(png(color=c), "png") for c in ("red", "green", "blue", "white", "black")]
    field, response = await _upload(agent, "post", images)
    assert response.status == 400
    assert (await response.json())["errors"] == {field: ["You can only upload up to 4 images"]}
