"""Hostile image files, built byte by byte where Pillow would refuse to write them (or would need
gigabytes to): what tests/adversarial/test_uploads.py and test_image_budget.py send."""

from __future__ import annotations

import base64
import io
import struct
import zlib

from PIL import Image

SCRIPT = b"<script>alert(document.cookie)</script>"
HTML = b"<!doctype html><html><body>" + SCRIPT + b"</body></html>"
# A square canvas just under Pillow's and our 40 megapixel cap (6324 x 6324 = 39,992,976 pixels).
AT_CAP = 6324


def data_url(raw: bytes, kind: str) -> str:
    return f"data:{kind if '/' in kind else 'image/' + kind};base64,{base64.b64encode(raw).decode()}"


def _one_pixel_lzw() -> bytes:
    """A frame's image data: LZW minimum code size 2, then the codes clear (4), index 0, end (5) in
    3 bits each, as one sub-block."""
    codes = 4 | 0 << 3 | 5 << 6
    return bytes([2, 2, codes & 0xFF, codes >> 8, 0])


def tiny_frames_gif(
    width: int, height: int, frames: int, *, comment: bytes = b"", at=lambda n, width, height: (n % width, 0)
) -> bytes:
    """An animated GIF of ``frames`` one-pixel frames on a ``width`` x ``height`` canvas: a few KB
    of file that every decoder turns into ``frames`` full canvases. ``at(n, width, height)`` places
    frame ``n`` (a frame placed past the canvas makes Pillow grow the canvas)."""
    out = bytearray(b"GIF89a" + struct.pack("<HHBBB", width, height, 0x80, 0, 0) + b"\x00\x00\x00\xff\xff\xff")
    out += b"\x21\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00"
    if comment:
        out += (
            b"\x21\xfe"
            + b"".join(bytes([len(comment[i : i + 255])]) + comment[i : i + 255] for i in range(0, len(comment), 255))
            + b"\x00"
        )
    for n in range(frames):
        x, y = at(n, width, height)
        out += b"\x21\xf9\x04\x04\x0a\x00\x00\x00"  # 100 ms, do not dispose
        out += b"\x2c" + struct.pack("<HHHHB", x, y, 1, 1, 0) + _one_pixel_lzw()
    return bytes(out + b"\x3b")


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def huge_png(width: int, height: int) -> bytes:
    """A black one-bit PNG of ``width`` x ``height``, compressed row by row without ever holding the
    image (20000 x 20000 is about 50 KB of file and 1.6 GB once decoded to RGBA)."""
    row = b"\x00" + bytes((width + 7) // 8)
    packer = zlib.compressobj(9)
    idat = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0))
        + _png_chunk(b"IDAT", idat)
        + _png_chunk(b"IEND", b"")
    )


def rgba_png(width: int, height: int) -> bytes:
    """An 8-bit RGBA PNG with a repeating ramp in every row, compressed row by row: a few hundred KB
    of file that decodes to 4 bytes a pixel."""
    row = b"\x00" + (bytes(range(256)) * (width * 4 // 256 + 1))[: width * 4]
    packer = zlib.compressobj(9)
    idat = b"".join(packer.compress(row) for _ in range(height)) + packer.flush()
    return (
        b"\x89PNG\r\n\x1a\n"
        + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
        + _png_chunk(b"IDAT", idat)
        + _png_chunk(b"IEND", b"")
    )


def jpeg(size=(64, 48), color="orange", **save) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, "JPEG", **save)
    return buffer.getvalue()


def png(size=(32, 32), color="teal", **save) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, "PNG", **save)
    return buffer.getvalue()


def png_with_chunk(kind: bytes, data: bytes) -> bytes:
    """A valid PNG with one extra chunk before its image data (text, XMP, EXIF, ICC ...)."""
    raw = png()
    at = raw.index(b"IDAT") - 4
    return raw[:at] + _png_chunk(kind, data) + raw[at:]


def gif_frames(count: int, size=(8, 8)) -> bytes:
    frames = [Image.new("P", size, n % 256) for n in range(count)]
    for frame in frames:
        frame.putpalette([c for n in range(256) for c in (n, 255 - n, (n * 7) % 256)])
    buffer = io.BytesIO()
    frames[0].save(buffer, "GIF", save_all=True, append_images=frames[1:], duration=40, loop=0)
    return buffer.getvalue()
