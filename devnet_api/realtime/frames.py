"""The wire bytes of one text message: a broadcast encodes and frames its event once (``Frame``)."""

from __future__ import annotations

import struct


class Frame:
    """One text message as it goes on the wire: ``data`` (the JSON) and ``wire``, the whole
    WebSocket frame. A server's frames are not masked and /ws does not compress, so the same
    bytes serve every socket: a broadcast encodes and frames its event once."""

    __slots__ = ("data", "wire")

    def __init__(self, data: bytes) -> None:
        self.data = data
        size = len(data)
        if size < 126:
            header = struct.pack("!BB", 0x81, size)  # FIN + text, then the length
        elif size < 1 << 16:
            header = struct.pack("!BBH", 0x81, 126, size)
        else:
            header = struct.pack("!BBQ", 0x81, 127, size)
        self.wire = header + data


Batch = tuple[tuple[Frame, ...], bytes]  # frames for one socket, and their bytes joined
