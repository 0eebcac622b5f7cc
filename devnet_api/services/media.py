"""Images arrive as data: URLs, are decoded as the type they claim, re-encoded without metadata,
stored once by content hash beside a thumbnail for cards and previews.

What one upload may cost is bounded (docs/security.md, "Images"): the canvas is checked from the
header and again after every frame (a GIF's canvas grows when a later frame reaches past it), the
decoded pixels of all frames together have a budget, an animation is re-encoded one frame at a time,
and decodes run in a small pool of their own, so parallel uploads queue instead of multiplying memory.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import contextlib
import contextvars
import hashlib
import io
import re
import struct
import warnings
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import UTC, datetime

from PIL import GifImagePlugin, Image, ImageOps, UnidentifiedImageError

from devnet_api.backing.media_storage import Storage
from devnet_api.db.sql import Statement
from devnet_api.domain.errors import Conflict, InvalidInput, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.media import MediaFile
from devnet_api.realtime.collector import transaction
from devnet_api.services import audit
from devnet_api.services.moderation.rules import outranks

MAX_IMAGE_BYTES = 5 * 1024 * 1024
TOO_LARGE = "Please upload an image smaller than 5MB"
NOT_AN_IMAGE = "Please upload an image file (PNG, JPG, GIF, etc.)"
# Declared type -> (Pillow format, file extension)
TYPES = {
    "png": ("PNG", "png"),
    "jpeg": ("JPEG", "jpg"),
    "jpg": ("JPEG", "jpg"),
    "gif": ("GIF", "gif"),
    "webp": ("WEBP", "webp"),
}
CONTENT_TYPES = {"png": "image/png", "jpg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"}
DATA_URL = re.compile(r"^data:image/([a-z]+);base64,", re.IGNORECASE)
MEDIA_URL = re.compile(r"/media/([0-9a-f]{64})\.(png|jpg|gif|webp)")  # fullmatch: "$" allows a final "\n"
# What /media serves: the full images and their thumbnails (``<hash>-thumb.<ext>``).
SERVED_MEDIA = re.compile(r"/media/([0-9a-f]{64})(?:-thumb)?\.(png|jpg|gif|webp)")  # fullmatch
# A 20000 x 20000 PNG of one colour is a few hundred KB and 1.6 GB once decoded: the pixel count
# is checked from the header before decoding. 40 megapixels is more than any phone camera.
MAX_PIXELS = 40_000_000
MAX_FRAMES = 100  # an animated GIF: each frame is decoded and re-encoded
# Every frame of a GIF decodes to the whole canvas: a 6 KB file of 99 one-pixel frames on a
# 2000 x 2000 canvas is 396 megapixels of work. 100 megapixels in all is 25 frames of 2000 x 2000,
# or 100 frames of 1000 x 1000: more than any reaction GIF needs.
MAX_ANIMATION_PIXELS = 100_000_000
THUMBNAIL_SIZE = 480  # the longest side of a card's or a preview's image, in pixels
BANDED_MODES = ("L", "LA", "RGB", "RGBA", "CMYK")  # what a thumbnail is reduced from band by band
OPTIMIZE_UP_TO = 12_000_000  # pixels: up to a phone photo's size, a JPEG or PNG is optimized (_reencode)
TOO_MANY_PIXELS = f"Please upload an image of at most {MAX_PIXELS // 1_000_000} megapixels"
TOO_MANY_FRAMES = f"Please upload an animation of at most {MAX_FRAMES} frames"
TOO_MUCH_ANIMATION = (
    f"Please upload a smaller animation: at most {MAX_ANIMATION_PIXELS // 1_000_000} "
    "megapixels in all its frames together"
)
TAKEN_DOWN = "This image was taken down by a moderator and cannot be posted"
NO_IMAGE_REF = "Give an image's hash or its /media URL"
# Pillow's own bomb check stays on, at our cap, as a second line behind the checks below: above the
# cap it warns, above twice the cap it raises. Either is a refusal (see _process).
Image.MAX_IMAGE_PIXELS = MAX_PIXELS
warnings.simplefilter("error", Image.DecompressionBombWarning)
_BOMB = (Image.DecompressionBombError, Image.DecompressionBombWarning)
# A GIF's frames stay in its palette while they use it, instead of each becoming RGB: a quarter of
# the memory, and no palette to compute again when the frame is written (_animation).
GifImagePlugin.LOADING_STRATEGY = GifImagePlugin.LoadingStrategy.RGB_AFTER_DIFFERENT_PALETTE_ONLY
# Decodes run here, not in the loop's default executor, one at a time per web process; the rest wait
# their turn in its queue. A still image at the cap holds about 4 bytes a pixel (160 MB) while it is
# re-encoded: one slot keeps a process within its 200 MB image budget whatever arrives at once
# (docs/security.md, "Images"). More throughput comes from more web processes, not more slots.
DECODE_SLOTS = 1
_DECODER = ThreadPoolExecutor(max_workers=DECODE_SLOTS, thread_name_prefix="image-decode")


@dataclass
class _Written:
    """What a request stored, so a failed request can take it back (see undo_on_error)."""

    files: list[tuple[Storage, str]] = field(default_factory=list)
    rows: list[str] = field(default_factory=list)


_WRITTEN: contextvars.ContextVar[_Written | None] = contextvars.ContextVar("media_written", default=None)
# base64 of 5 MiB, plus room for the data: prefix
MAX_DATA_URL_CHARS = (MAX_IMAGE_BYTES + 2) // 3 * 4 + 64


def _reencode(image: Image.Image, pil_format: str) -> bytes:
    buffer = io.BytesIO()
    # Optimizing is worth it for a phone photo, not for a bigger picture: libjpeg's optimized Huffman
    # tables need every coefficient of the image held at once (about 3 bytes a pixel, 115 MB at the
    # cap), and zlib's level 9 takes seconds of CPU over a 40 megapixel PNG.
    optimize = image.size[0] * image.size[1] <= OPTIMIZE_UP_TO
    options: dict = {
        "JPEG": {"quality": 85, "optimize": optimize},
        "PNG": {"optimize": optimize},
        "WEBP": {"quality": 85},
        "GIF": {},
    }[pil_format]
    if pil_format == "JPEG" and image.mode not in ("RGB", "L", "CMYK"):
        image = image.convert("RGB")
    # No exif, xmp, icc_profile or comment is passed, and the info they would be taken from was
    # emptied (_strip): only the pixels leave the server.
    image.save(buffer, pil_format, **options)
    return buffer.getvalue()


def _strip(image: Image.Image) -> None:
    """Forget every metadata block the decoder read (EXIF with its GPS position, XMP, ICC profile,
    PNG text, GIF comments); only transparency, which is part of the pixels, stays."""
    kept = {"transparency": image.info["transparency"]} if "transparency" in image.info else {}
    image.info.clear()
    image.info.update(kept)


def _check_canvas(size: tuple[int, int]) -> int:
    pixels = size[0] * size[1]
    if pixels > MAX_PIXELS:
        raise InvalidInput(TOO_MANY_PIXELS)
    return pixels


def _reduce_in_bands(image: Image.Image, factor: int) -> Image.Image:
    """``image.reduce(factor)``, a band of rows at a time: Pillow reduces (and resizes) an image with
    alpha through a premultiplied copy of all of it, 160 MB more at the cap."""
    width, height = image.size
    reduced = Image.new(image.mode, (-(-width // factor), -(-height // factor)))
    band = factor * 64
    for top in range(0, height, band):
        reduced.paste(image.crop((0, top, width, min(height, top + band))).reduce(factor), (0, top // factor))
    return reduced


def _thumbnail(image: Image.Image) -> Image.Image:
    """A card's copy, at most THUMBNAIL_SIZE on its longest side, made without a second copy of the
    full image (``Image.thumbnail`` works in place, so it would need one to keep the original): a
    big image is first box-reduced band by band to about three times the size, then resampled."""
    width, height = image.size
    longest = max(width, height)
    if longest <= THUMBNAIL_SIZE:
        small = image.copy()
    else:
        size = (max(1, round(width * THUMBNAIL_SIZE / longest)), max(1, round(height * THUMBNAIL_SIZE / longest)))
        factor = longest // (THUMBNAIL_SIZE * 3)
        source = _reduce_in_bands(image, factor) if factor > 1 and image.mode in BANDED_MODES else image
        small = source.resize(size, Image.Resampling.LANCZOS)
    _strip(small)
    return small


def _still(image: Image.Image, pil_format: str) -> tuple[bytes, bytes]:
    image.load()
    ImageOps.exif_transpose(image, in_place=True)  # the pixels turned as the camera said; no copy kept
    _strip(image)
    full = _reencode(image, pil_format)
    return full, _reencode(_thumbnail(image), pil_format if pil_format != "GIF" else "PNG")


def _sub_blocks(data: bytes, pos: int) -> int:
    """The offset just past the data sub-blocks starting at ``pos`` (and their 0 terminator)."""
    while data[pos]:
        pos += data[pos] + 1
    return pos + 1


def _gif_frame(gif: bytes, duration: int) -> bytes:
    """One frame of an animation, from a one-frame GIF Pillow wrote: a graphic control block of our
    own (the frame's delay, its transparency, disposal "restore to background" since every frame we
    write covers the canvas) and the image with its colour table made local. Every other extension
    (comments, application blocks) is left out."""
    flags = gif[10]
    pos = 13
    table_bits, table = flags & 7, b""
    if flags & 0x80:
        table = gif[pos : pos + (3 << table_bits + 1)]
        pos += len(table)
    transparency = None
    while True:
        introducer = gif[pos]
        if introducer == 0x21:  # an extension: keep only the transparency of the graphic control one
            label = gif[pos + 1]
            if label == 0xF9 and gif[pos + 3] & 1:
                transparency = gif[pos + 6]
            pos = _sub_blocks(gif, pos + 2)
        elif introducer == 0x2C:  # the image descriptor, then its own colour table, then the LZW data
            left, top, width, height, image_flags = struct.unpack_from("<HHHHB", gif, pos + 1)
            pos += 10
            if image_flags & 0x80:
                table = gif[pos : pos + (3 << (image_flags & 7) + 1)]
                pos += len(table)
            else:
                image_flags |= 0x80 | table_bits
            end = _sub_blocks(gif, pos + 1)
            control = struct.pack(
                "<BBBBHBB",
                0x21,
                0xF9,
                4,
                2 << 2 | (transparency is not None),
                min(duration // 10, 0xFFFF),
                transparency or 0,
                0,
            )
            return (
                control + b"\x2c" + struct.pack("<HHHHB", left, top, width, height, image_flags) + table + gif[pos:end]
            )
        else:
            raise ValueError("unexpected GIF block")


def _animation(image: Image.Image, frames: int) -> tuple[bytes, bytes]:
    """Re-encode an animated GIF one frame at a time: only the frame being worked on is decoded,
    and what is kept of the others is their compressed bytes."""
    width, height = image.size
    if frames * width * height > MAX_ANIMATION_PIXELS:  # the header's canvas can only grow
        raise InvalidInput(TOO_MUCH_ANIMATION)
    loop = image.info.get("loop")
    total, encoded, thumbnail = 0, io.BytesIO(), b""
    for index in range(frames):
        image.seek(index)  # parses the frame's header (growing the canvas if it reaches past it)...
        total += _check_canvas(image.size)
        if total > MAX_ANIMATION_PIXELS:
            raise InvalidInput(TOO_MUCH_ANIMATION)
        image.load()  # ... and only now are its pixels decoded, onto the canvas of the frames before
        if index == 0:
            thumbnail = _reencode(_thumbnail(image), "PNG")
        duration = int(image.info.get("duration") or 0)
        one = io.BytesIO()
        # Frames in the first one's palette stay in it (see LOADING_STRATEGY) and are written as they
        # are; from the first frame that brings a palette of its own the canvas is RGB and needs one
        # again. The octree is five times faster than Pillow's default median cut on RGB, and an
        # attacker would pick the slow path.
        frame = image.quantize(256, method=Image.Quantize.FASTOCTREE) if image.mode == "RGB" else image
        frame.save(one, "GIF")
        del frame
        encoded.write(_gif_frame(one.getvalue(), duration))
    # The header comes last, once the canvas's final size is known. No global colour table (each
    # frame brings its own), no comment: only the loop count.
    header = b"GIF89a" + struct.pack("<HHBBB", *image.size, 0, 0, 0)
    if loop is not None:
        header += b"\x21\xff\x0bNETSCAPE2.0\x03\x01" + struct.pack("<H", loop) + b"\x00"
    return header + encoded.getvalue() + b"\x3b", thumbnail


def _process(raw: bytes, pil_format: str) -> tuple[bytes, bytes]:
    """Decode ``raw`` as ``pil_format`` only, and answer the re-encoded image and its thumbnail.

    The re-encoding drops every metadata block (EXIF with its GPS position and camera serial, XMP,
    ICC profiles, text chunks, comments) and applies the EXIF orientation to the pixels. The size is
    checked from the header, before any pixel is decoded; an animation is checked again frame by
    frame. Anything Pillow cannot read, or reads only in part, is not an image."""
    try:
        with Image.open(io.BytesIO(raw), formats=[pil_format]) as image:
            _check_canvas(image.size)
            frames = getattr(image, "n_frames", 1)  # a GIF's frames are counted from their headers only
            if frames > MAX_FRAMES:
                raise InvalidInput(TOO_MANY_FRAMES)
            if frames > 1 and pil_format == "GIF":
                return _animation(image, frames)
            return _still(image, pil_format)  # an animated PNG or WebP keeps its first frame
    except InvalidInput:
        raise
    except _BOMB:
        raise InvalidInput(TOO_MANY_PIXELS) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError, EOFError, IndexError, struct.error):
        raise InvalidInput(NOT_AN_IMAGE) from None


def decode(value: str) -> tuple[bytes, bytes, str]:
    """Check a data: URL; return the re-encoded image, its thumbnail and the file extension."""
    match = DATA_URL.match(value)
    if not match or match.group(1).lower() not in TYPES:
        raise InvalidInput(NOT_AN_IMAGE)
    if len(value) > MAX_DATA_URL_CHARS:
        raise InvalidInput(TOO_LARGE)
    try:
        raw = base64.b64decode(value[match.end() :], validate=True)
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


async def thumbnail_url(url: str | None, store: Storage) -> str | None:
    """The thumbnail of an issued /media URL; images stored before thumbnails existed answer their
    full image."""
    if not url:
        return url
    name = thumbnail_name(url.removeprefix("/media/"))
    return f"/media/{name}" if await store.exists(name) else url


def content_type_of(name: str) -> str:
    return CONTENT_TYPES[name.rsplit(".", 1)[1]]


async def _save(full: bytes, thumbnail: bytes, ext: str, store: Storage) -> str:
    digest = hashlib.sha256(full).hexdigest()
    name = f"{digest}.{ext}"
    written = _WRITTEN.get()
    for file_name, data in ((name, full), (thumbnail_name(name), thumbnail)):
        if await store.put(file_name, data, content_type_of(file_name)) and written is not None:
            written.files.append((store, file_name))
    _, made = await MediaFile.get_or_create(
        hash=digest, defaults={"ext": ext, "content_type": CONTENT_TYPES[ext], "size": len(full)}
    )
    if made and written is not None:
        written.rows.append(digest)
    return f"/media/{name}"


@contextlib.asynccontextmanager
async def undo_on_error() -> AsyncIterator[None]:
    """Around a create or update that stores images: if it fails, the files and rows it added go."""
    written = _Written()
    token = _WRITTEN.set(written)
    try:
        yield
    except BaseException:
        if written.rows:
            await MediaFile.filter(hash__in=written.rows).delete()
        for store, name in written.files:
            await store.delete(name)
        raise
    finally:
        _WRITTEN.reset(token)


async def _check(value: object) -> str | tuple[bytes, bytes, str]:
    """A /media URL we issued (kept as is), or the verified bytes and extension of a data: URL."""
    if not isinstance(value, str):
        raise InvalidInput(NOT_AN_IMAGE)
    issued = MEDIA_URL.fullmatch(value)
    if issued:
        row = await MediaFile.get_or_none(hash=issued.group(1), ext=issued.group(2))
        if row is None:
            raise InvalidInput(NOT_AN_IMAGE)
        if row.taken_down_at is not None:
            raise InvalidInput(TAKEN_DOWN)
        return value
    # In the decode pool: the base64, the pixels and the re-encoding all count against its slots.
    checked = await asyncio.get_running_loop().run_in_executor(_DECODER, decode, value)
    # The same picture posted again after a moderator took it down re-encodes to the same bytes.
    if await is_taken_down(hashlib.sha256(checked[0]).hexdigest()):
        raise InvalidInput(TAKEN_DOWN)
    return checked


async def accept_all(values: list[object], store: Storage, field: str) -> list[str]:
    """Image values from a client's ``field``, as /media URLs, without duplicates.

    Every value is checked before any is stored, so a request with one bad image stores nothing.
    A refusal names ``field`` (the wire name) in its errors.
    """
    return (await accept_described(values, [], store, field))[0]


async def accept_described(
    values: list[object], alts: list[str], store: Storage, field: str
) -> tuple[list[str], list[str]]:
    """accept_all, each image with its alt text: ``alts[i]`` describes ``values[i]`` (a missing one
    is ""); a duplicate image keeps the first one's alt text. Answers the URLs and their alt texts."""
    try:
        checked = [await _check(value) for value in values]
    except InvalidInput as exc:
        raise InvalidInput(exc.message, errors={field: [exc.message]}) from None
    urls: list[str] = []
    described: list[str] = []
    for index, item in enumerate(checked):
        url = item if isinstance(item, str) else await _save(*item, store)
        if url not in urls:
            urls.append(url)
            described.append(alts[index] if index < len(alts) else "")
    return urls, described


async def accept(value: object, store: Storage, field: str) -> str:
    """One image value from a client (see accept_all)."""
    return (await accept_all([value], store, field))[0]


async def is_taken_down(digest: str) -> bool:
    return await MediaFile.exists(hash=digest, taken_down_at__not_isnull=True)


OWNERS = Statement(
    """
    SELECT id AS user_id FROM users WHERE profile_photo LIKE :pattern OR profile_thumbnail LIKE :pattern
    UNION SELECT user_id FROM projects
        WHERE CAST(media_urls AS TEXT) LIKE :pattern OR CAST(thumbnail_urls AS TEXT) LIKE :pattern
    UNION SELECT user_id FROM posts WHERE CAST(media_urls AS TEXT) LIKE :pattern
    """
)


async def owners_of(digest: str) -> list[int]:
    """The members whose profile, projects or posts show the image ``digest`` (a hex hash)."""
    return [row["user_id"] for row in await OWNERS.rows(pattern=f"%/media/{digest}%")]


async def take_down(actor: User, ref: str, reason: str, store: Storage) -> MediaFile:
    """A moderator's takedown of an image (by its hash, or any /media URL of it or its thumbnail):
    the row is marked, the files are deleted, so /media answers 410 and the picture cannot be posted
    again; audited with the reason."""
    found = re.search(r"[0-9a-f]{64}", ref.lower())
    if not found:
        raise InvalidInput(NO_IMAGE_REF)
    reason = reason.strip()[:500]
    if not reason:
        raise InvalidInput("Give a reason (--reason)")
    row = await MediaFile.get_or_none(hash=found.group())
    if row is None:
        raise NotFound(f"No image {found.group()}")
    if row.taken_down_at is not None:
        raise Conflict(f"Image {row.hash} is already taken down")
    # The rank rule, as for every moderation action: on each member who shows the image.
    for owner in await User.filter(id__in=await owners_of(row.hash) or [0]).exclude(id=actor.id):
        outranks(actor, owner)
    name = row.url.removeprefix("/media/")
    async with transaction():
        row.taken_down_at = datetime.now(UTC)
        await row.save(update_fields=["taken_down_at"])
        # The audit log counts targets by integer id; an image's id is its hash, kept in the detail.
        await audit.record(actor, "media.takedown", "media", 0, reason, hash=row.hash, url=row.url)
        # Inside the transaction: a store that cannot be reached leaves the image as it was (try again).
        for file_name in (name, thumbnail_name(name)):
            await store.delete(file_name)
    return row
