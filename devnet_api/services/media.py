"""Images arrive as data: URLs, are decoded as the type they claim, re-encoded without metadata,
stored once by content hash beside a thumbnail for cards and previews."""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import io
import os
import re
import contextlib
import contextvars
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path

from PIL import Image, ImageOps, ImageSequence, UnidentifiedImageError

from devnet_api.errors import InvalidInput
from devnet_api.models.media import MediaFile

MAX_IMAGE_BYTES = 5 * 1024 * 1024
TOO_LARGE = "Please upload an image smaller than 5MB"
NOT_AN_IMAGE = "Please upload an image file (PNG, JPG, GIF, etc.)"
# Declared type -> (Pillow format, file extension)
TYPES = {"png": ("PNG", "png"), "jpeg": ("JPEG", "jpg"), "jpg": ("JPEG", "jpg"),
         "gif": ("GIF", "gif"), "webp": ("WEBP", "webp")}
CONTENT_TYPES = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}
DATA_URL = re.compile(r"^data:image/([a-z]+);base64,", re.IGNORECASE)
MEDIA_URL = re.compile(r"/media/([0-9a-f]{64})\.(png|jpg|gif|webp)")  # fullmatch: "$" allows a final "\n"
# What /media serves: the full images and their thumbnails (``<hash>-thumb.<ext>``).
SERVED_MEDIA = re.compile(r"/media/([0-9a-f]{64})(?:-thumb)?\.(png|jpg|gif|webp)")  # fullmatch
# A 20000 x 20000 PNG of one colour is a few hundred KB and 1.6 GB once decoded: the pixel count
# is checked from the header before decoding. 40 megapixels is more than any phone camera.
MAX_PIXELS = 40_000_000
MAX_FRAMES = 100  # an animated GIF: each frame is decoded and re-encoded
THUMBNAIL_SIZE = 480  # the longest side of a card's or a preview's image, in pixels
TOO_MANY_PIXELS = f"Please upload an image of at most {MAX_PIXELS // 1_000_000} megapixels"
TOO_MANY_FRAMES = f"Please upload an animation of at most {MAX_FRAMES} frames"
# Pillow's own bomb check only warns below twice its limit; the explicit check above replaces it.
Image.MAX_IMAGE_PIXELS = None
# The files a request wrote, so a failed request can take them back (see undo_on_error).
_WRITTEN: contextvars.ContextVar[list[str] | None] = contextvars.ContextVar("media_written", default=None)
# base64 of 5 MiB, plus room for the data: prefix
MAX_DATA_URL_CHARS = (MAX_IMAGE_BYTES + 2) // 3 * 4 + 64


def _reencode(image: Image.Image, pil_format: str) -> bytes:
    buffer = io.BytesIO()
    options: dict = {"JPEG": {"quality": 85, "optimize": True}, "PNG": {"optimize": True},
                     "WEBP": {"quality": 85}, "GIF": {}}[pil_format]
    if pil_format == "JPEG" and image.mode not in ("RGB", "L", "CMYK"):
        image = image.convert("RGB")
    # No exif, xmp or comment is passed, so none is written: only the pixels leave the server.
    image.save(buffer, pil_format, **options)
    return buffer.getvalue()


def _process(raw: bytes, pil_format: str) -> tuple[bytes, bytes]:
    """Decode ``raw`` as ``pil_format`` only, and answer the re-encoded image and its thumbnail.

    The re-encoding drops every metadata block (EXIF with its GPS position and camera serial, XMP,
    comments) and applies the EXIF orientation to the pixels. The size is checked from the header,
    before any pixel is decoded."""
    try:
        with Image.open(io.BytesIO(raw), formats=[pil_format]) as image:
            width, height = image.size
            if width * height > MAX_PIXELS:
                raise InvalidInput(TOO_MANY_PIXELS)
            frames = getattr(image, "n_frames", 1)
            if frames > MAX_FRAMES:
                raise InvalidInput(TOO_MANY_FRAMES)
            if frames > 1 and pil_format == "GIF":
                sequence = [frame.copy() for frame in ImageSequence.Iterator(image)]
                buffer = io.BytesIO()
                sequence[0].save(buffer, "GIF", save_all=True, append_images=sequence[1:],
                                 duration=image.info.get("duration", 100), loop=image.info.get("loop", 0),
                                 disposal=2)
                full, first = buffer.getvalue(), sequence[0]
            else:
                image.load()
                first = ImageOps.exif_transpose(image) or image
                first.info.clear()
                full = _reencode(first, pil_format)
            thumbnail = first.copy()
            thumbnail.thumbnail((THUMBNAIL_SIZE, THUMBNAIL_SIZE))
            thumbnail.info.clear()
            return full, _reencode(thumbnail, pil_format if pil_format != "GIF" else "PNG")
    except InvalidInput:
        raise
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError, Image.DecompressionBombError):
        raise InvalidInput(NOT_AN_IMAGE) from None


def _write_once(directory: Path, name: str, raw: bytes) -> bool:
    """Write ``name`` unless it exists; True when this call wrote it."""
    target = directory / name
    if target.exists():
        return False
    directory.mkdir(parents=True, exist_ok=True)
    # Write then rename, so a reader never sees half a file.
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".upload-")
    with os.fdopen(fd, "wb") as handle:
        handle.write(raw)
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)
    return True


def decode(value: str) -> tuple[bytes, bytes, str]:
    """Check a data: URL; return the re-encoded image, its thumbnail and the file extension."""
    match = DATA_URL.match(value)
    if not match or match.group(1).lower() not in TYPES:
        raise InvalidInput(NOT_AN_IMAGE)
    if len(value) > MAX_DATA_URL_CHARS:
        raise InvalidInput(TOO_LARGE)
    try:
        raw = base64.b64decode(value[match.end():], validate=True)
    except (binascii.Error, ValueError):
        raise InvalidInput(NOT_AN_IMAGE) from None
    if len(raw) > MAX_IMAGE_BYTES:
        raise InvalidInput(TOO_LARGE)
    pil_format, ext = TYPES[match.group(1).lower()]
    full, thumbnail = _process(raw, pil_format)
    return full, thumbnail, ext


def thumbnail_name(name: str) -> str:
    """``<hash>.<ext>`` -> ``<hash>-thumb.<ext>`` (a GIF's thumbnail is its first frame, as PNG)."""
    stem, ext = name.rsplit(".", 1)
    return f"{stem}-thumb.{'png' if ext == 'gif' else ext}"


def thumbnail_url(url: str | None, media_dir: Path) -> str | None:
    """The thumbnail of an issued /media URL; images stored before thumbnails existed answer their
    full image."""
    if not url:
        return url
    name = thumbnail_name(url.removeprefix("/media/"))
    return f"/media/{name}" if (media_dir / name).is_file() else url


async def _save(full: bytes, thumbnail: bytes, ext: str, media_dir: Path) -> str:
    digest = hashlib.sha256(full).hexdigest()
    name = f"{digest}.{ext}"
    written = _WRITTEN.get()
    for file_name, data in ((name, full), (thumbnail_name(name), thumbnail)):
        if await asyncio.to_thread(_write_once, media_dir, file_name, data) and written is not None:
            written.append(str(media_dir / file_name))
    _, made = await MediaFile.get_or_create(hash=digest, defaults={"ext": ext, "content_type": CONTENT_TYPES[ext],
                                                                   "size": len(full)})
    if made and written is not None:
        written.append(f"row:{digest}")
    return f"/media/{name}"


@contextlib.asynccontextmanager
async def undo_on_error() -> AsyncIterator[None]:
    """Around a create or update that stores images: if it fails, the files and rows it added go."""
    written: list[str] = []
    token = _WRITTEN.set(written)
    try:
        yield
    except BaseException:
        rows = [entry[4:] for entry in written if entry.startswith("row:")]
        if rows:
            await MediaFile.filter(hash__in=rows).delete()
        for entry in written:
            if not entry.startswith("row:"):
                Path(entry).unlink(missing_ok=True)
        raise
    finally:
        _WRITTEN.reset(token)


async def _check(value: object) -> str | tuple[bytes, bytes, str]:
    """A /media URL we issued (kept as is), or the verified bytes and extension of a data: URL."""
    if not isinstance(value, str):
        raise InvalidInput(NOT_AN_IMAGE)
    issued = MEDIA_URL.fullmatch(value)
    if issued:
        if await MediaFile.exists(hash=issued.group(1), ext=issued.group(2)):
            return value
        raise InvalidInput(NOT_AN_IMAGE)
    return await asyncio.to_thread(decode, value)


async def accept_all(values: list[object], media_dir: Path, field: str) -> list[str]:
    """Image values from a client's ``field``, as /media URLs, without duplicates.

    Every value is checked before any is stored, so a request with one bad image stores nothing.
    A refusal names ``field`` (the wire name) in its errors.
    """
    try:
        checked = [await _check(value) for value in values]
    except InvalidInput as exc:
        raise InvalidInput(exc.message, errors={field: [exc.message]}) from None
    urls: list[str] = []
    for item in checked:
        url = item if isinstance(item, str) else await _save(*item, media_dir)
        if url not in urls:
            urls.append(url)
    return urls


async def accept(value: object, media_dir: Path, field: str) -> str:
    """One image value from a client (see accept_all)."""
    return (await accept_all([value], media_dir, field))[0]
