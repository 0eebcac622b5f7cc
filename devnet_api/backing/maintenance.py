"""Read-only mode (docs/operations.md, "Read-only mode"): while it is on, every write answers 503 with
Retry-After and a clear message, reads and signing in keep working, and the web client shows a banner.

The switch lives where every web process sees it: in Redis in scaled mode (one key under
``DEVNET_REDIS_PREFIX``), else in a file beside the SQLite database (``<database>.maintenance.json``;
``DEVNET_VAR_DIR/maintenance.json`` for a PostgreSQL site without Redis). Not in the database itself:
a restore empties and refills the database while the mode must hold. No aiohttp here: the CLI, the
restore and the web process all use it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import tempfile
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from redis.asyncio import Redis

from devnet_api.domain.errors import Unavailable
from devnet_api.settings import Settings

EVENT = "maintenance"  # the live event: {"type": "maintenance", "readOnly": bool, "reason": str}
MESSAGE = (
    "DevNet is in read-only mode for maintenance: you can read and sign in, but changes are paused. "
    "Please try again in a few minutes."
)
CODE = "read_only"  # the error envelope's code, for clients that act on it
RETRY_AFTER = 120  # seconds: about how long a restore or a failover keeps the site read-only
WATCH_EVERY = 1.0  # seconds between two looks of a web process at the switch (for its sockets)
REDIS_TIMEOUT = 1.0
SKIP_AFTER_FAILURE = 5.0  # seconds the web process stops asking a switch it could not read
# Writes that stay open: signing in and out (a session is written, nothing members see).
SIGN_IN_PATHS = frozenset(
    {
        "/api/auth/login",
        "/api/auth/login/second-factor",
        "/api/auth/login/second-factor/passkey",
        "/api/auth/passkeys/login/options",
        "/api/auth/passkeys/login",
        "/api/auth/reauthenticate",
        "/api/auth/logout",
    }
)


class ReadOnly(Unavailable, message=MESSAGE):
    """A write while the site is read-only: 503, Retry-After and API.md's envelope with a code."""

    retry_after = RETRY_AFTER

    def __init__(self) -> None:
        super().__init__()
        self.code = CODE


@dataclass(frozen=True)
class State:
    read_only: bool = False
    since: str | None = None  # ISO 8601, when it was switched on
    reason: str = ""

    def payload(self) -> dict:
        return {"readOnly": self.read_only, "since": self.since, "reason": self.reason}


OFF = State()


def _decode(raw: bytes | str | None) -> State:
    if not raw:
        return OFF
    try:
        data = json.loads(raw)
        return State(bool(data.get("readOnly")), data.get("since"), str(data.get("reason") or ""))
    except (ValueError, AttributeError):
        return OFF


def state_file(settings: Settings) -> Path:
    """Where the switch lives without Redis: beside the SQLite database, else under DEVNET_VAR_DIR."""
    if settings.dialect == "sqlite":
        return Path(settings.database_url.removeprefix("sqlite://") + ".maintenance.json")
    return settings.var_dir / "maintenance.json"


class Switch:
    """The read-only switch of one site: ``get`` and ``set``. ``redis``: a client to use (the web
    process's own); else one is opened per call from the settings (the CLI)."""

    def __init__(self, settings: Settings, redis: Redis | None = None) -> None:
        self.settings = settings
        self._redis = redis
        self.key = settings.redis_prefix + "maintenance"
        self._skip_until = 0.0

    @contextlib.asynccontextmanager
    async def _client(self):
        if self._redis is not None:
            yield self._redis
            return
        client = Redis.from_url(
            self.settings.redis_url, socket_connect_timeout=REDIS_TIMEOUT, socket_timeout=REDIS_TIMEOUT
        )
        try:
            yield client
        finally:
            await client.aclose()

    async def get(self) -> State:
        if self.settings.redis_url:
            async with self._client() as redis:
                return _decode(await redis.get(self.key))
        return await asyncio.to_thread(self._read_file)

    def _read_file(self) -> State:
        try:
            return _decode(state_file(self.settings).read_text())
        except (FileNotFoundError, NotADirectoryError):
            return OFF

    async def set(self, read_only: bool, reason: str = "") -> State:
        state = State(True, datetime.now(UTC).isoformat(timespec="seconds"), reason.strip()[:200]) if read_only else OFF
        if self.settings.redis_url:
            async with self._client() as redis:
                if read_only:
                    await redis.set(self.key, json.dumps(state.payload()))
                else:
                    await redis.delete(self.key)
        else:
            await asyncio.to_thread(self._write_file, state)
        return state

    def _write_file(self, state: State) -> None:
        path = state_file(self.settings)
        if not state.read_only:
            path.unlink(missing_ok=True)
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".maintenance-")
        with os.fdopen(fd, "w") as handle:
            json.dump(state.payload(), handle)
        os.replace(tmp, path)

    async def is_read_only(self) -> bool:
        """For the web process's write check: a switch that cannot be read (Redis away) is off, so
        the request meets the real failure (503 for Redis itself) rather than a false maintenance;
        it is not asked again for a few seconds, so writes do not each wait on a Redis that hangs."""
        if time.monotonic() < self._skip_until:
            return False
        try:
            return (await self.get()).read_only
        except Exception:
            self._skip_until = time.monotonic() + SKIP_AFTER_FAILURE
            return False


@contextlib.asynccontextmanager
async def read_only_while(settings: Settings, reason: str):
    """The site read-only for the block (a restore), then as it was before."""
    switch = Switch(settings)
    before = await switch.get()
    if not before.read_only:
        await switch.set(True, reason)
    try:
        yield
    finally:
        if not before.read_only:
            await switch.set(False)
