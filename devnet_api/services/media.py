"""Images arrive as data: URLs, are verified by their bytes, and are stored once by content hash."""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
import io
import os
import re
import tempfile
import warnings
from pathlib import Path

from PIL import Image, UnidentifiedImageError

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
# base64 of 5 MiB, plus room for the data: prefix
MAX_DATA_URL_CHARS = (MAX_IMAGE_BYTES + 2) // 3 * 4 + 64


def _verify(raw: bytes, expected_format: str) -> None:
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(raw)) as image:
                actual = image.format
                image.verify()
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, Image.DecompressionBombError,
            Image.DecompressionBombWarning):
        raise InvalidInput(NOT_AN_IMAGE) from None
    if actual != expected_format:
        raise InvalidInput(NOT_AN_IMAGE)


def _write_once(directory: Path, name: str, raw: bytes) -> None:
    target = directory / name
    if target.exists():
        return
    directory.mkdir(parents=True, exist_ok=True)
    # Write then rename, so a reader never sees half a file.
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".upload-")
    with os.fdopen(fd, "wb") as handle:
        handle.write(raw)
    os.chmod(tmp, 0o644)
    os.replace(tmp, target)


def decode(value: str) -> tuple[bytes, str]:
    """Check a data: URL and return its verified bytes and file extension; raise InvalidInput otherwise."""
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
    _verify(raw, pil_format)
    return raw, ext


async def _save(raw: bytes, ext: str, media_dir: Path) -> str:
    digest = hashlib.sha256(raw).hexdigest()
    await asyncio.to_thread(_write_once, media_dir, f"{digest}.{ext}", raw)
    await MediaFile.get_or_create(hash=digest, defaults={"ext": ext, "content_type": CONTENT_TYPES[ext],
                                                         "size": len(raw)})
    return f"/media/{digest}.{ext}"


async def _check(value: object) -> str | tuple[bytes, str]:
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
