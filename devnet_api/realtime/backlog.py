"""One socket with a live session and what waits to be written to it (a bounded backlog)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections import deque
from collections.abc import Sequence

from aiohttp import WSMsgType, web

from devnet_api.realtime.frames import Frame


class Connection:
    """One socket with a live session: its member, the session it was opened with (``session_id``
    and when it ends, ``deadline``, in epoch seconds), and what waits to be written to it.
    It receives events once ``authenticated`` (a good auth frame).

    A frame is written to the socket's transport at once while the client keeps up. When the
    transport holds more than its high-water mark (the client reads slower than it is sent to),
    frames wait in a bounded backlog that a task writes out through aiohttp as the client drains;
    ``offer`` answers False when that backlog is full."""

    def __init__(
        self,
        ws: web.WebSocketResponse,
        transport: asyncio.Transport,
        user_id: int,
        socket_id: str,
        size: int,
        session_id: int = 0,
        deadline: float = float("inf"),
    ) -> None:
        self.ws = ws
        self.transport = transport
        self.high_water = transport.get_write_buffer_limits()[1]
        self.user_id = user_id
        self.socket_id = socket_id
        self.session_id = session_id
        self.deadline = deadline
        self.checked_at = time.monotonic()
        self.authenticated = False
        self.size = size
        self.backlog: deque[bytes] = deque()
        self.writer: asyncio.Task | None = None  # running while there is a backlog
        self.gone = False  # kicked: closing with its own last frame

    def offer(self, frames: Sequence[Frame], wire: bytes | None = None) -> bool:
        """Write the frames in one write (``wire``: their bytes joined, when the caller has them),
        or queue them behind the others; False when the backlog would overflow."""
        transport = self.transport
        if self.backlog or transport.get_write_buffer_size() > self.high_water:
            if len(self.backlog) + len(frames) > self.size:
                return False
            self.backlog.extend(frame.data for frame in frames)
            if self.writer is None:
                self.writer = asyncio.create_task(self._write())
        elif not self.ws.closed and not transport.is_closing():  # else closing: the reader notices
            transport.write(wire if wire is not None else b"".join(frame.wire for frame in frames))
        return True

    async def _write(self) -> None:
        """Write the backlog out through aiohttp, which waits for the client to drain."""
        try:
            while self.backlog:
                await self.ws.send_frame(self.backlog.popleft(), WSMsgType.TEXT)
        except (ConnectionError, RuntimeError):  # closing or gone; the reader notices too
            self.backlog.clear()
        finally:
            self.writer = None

    def stop(self) -> None:
        """Drop what waits (the socket is closing)."""
        self.backlog.clear()
        if self.writer is not None:
            self.writer.cancel()

    async def close(self, code: int, message: bytes = b"", error: str | None = None) -> None:
        """Close with ``code``; ``error`` is a last frame sent first (what is still queued is dropped)."""
        writer = self.writer
        self.stop()
        if writer is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await writer
        if error is not None:
            with contextlib.suppress(Exception):
                await self.ws.send_str(error)
        with contextlib.suppress(Exception):
            await self.ws.close(code=code, message=message)
