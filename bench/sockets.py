"""The live layer under load: N signed-in sockets on one ``devnet serve`` process, a ``new_post``
every 100 ms published through Redis (as another process or a Celery task would), the delay from
publish to arrival at a sample of sockets, and the server's memory per idle socket.

The clients respect the production limits (8 sockets per member, 32 per address): member k holds
up to 8 sockets, opened from 127.0.0.<2 + i // 32>. Every socket reads and counts what it is sent
(so the server really writes every frame); a sample of SAMPLE sockets parses the frames and times
each ``new_post`` by the ``sentAt`` its payload carries (same clock: same machine).
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import os
import statistics
import struct
import time

import asyncpg
import orjson
from redis.asyncio import Redis

from devnet_api.events import Event, channel_name

PORT = 8098
PREFIX = "devnet-bench:"
PER_MEMBER, PER_ADDRESS = 8, 32
SAMPLE = 200
EVERY = 0.1  # seconds between new_post events
PUBLISH_FOR = 10.0  # seconds of events per size
POST = {
    "id": 1,
    "content": "Shipped the release today: the benchmarks hold at a million posts #python #postgres",
    "mediaUrls": [],
    "tags": ["python", "postgres"],
    "likesCount": 0,
    "commentsCount": 0,
    "sharesCount": 0,
    "isLiked": False,
    "createdAt": "2026-11-24T22:00:00Z",
    "user": {"id": 2, "username": "dev2", "displayName": "Developer 2", "avatarUrl": None},
}


def token(member: int) -> str:
    return f"bench-socket-token-of-member-{member}"


async def sessions(url: str, members: int) -> None:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(
            "DELETE FROM auth_sessions WHERE token_hash = ANY($1::text[])",
            [hashlib.sha256(token(m).encode()).hexdigest() for m in range(1, members + 1)],
        )
        await conn.executemany(
            "INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at)"
            " VALUES ($1, $2, now(), now() + interval '29 days')",
            [(hashlib.sha256(token(m).encode()).hexdigest(), m) for m in range(1, members + 1)],
        )
    finally:
        await conn.close()


def masked_text(text: bytes) -> bytes:
    mask = os.urandom(4)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(text))
    return bytes([0x81, 0x80 | len(text)]) + mask + body


class Client(asyncio.Protocol):
    def __init__(self, member: int, sample: bool, latencies: list[float]) -> None:
        self.member, self.sample, self.latencies = member, sample, latencies
        self.buffer = b""
        self.bytes = 0
        self.upgraded = asyncio.get_running_loop().create_future()
        self.authenticated = asyncio.get_running_loop().create_future()
        self.transport = None

    def connection_made(self, transport) -> None:
        self.transport = transport
        key = base64.b64encode(os.urandom(16)).decode()
        transport.write(
            (
                f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"Cookie: devnet_session={token(self.member)}\r\n\r\n"
            ).encode()
        )

    def data_received(self, data: bytes) -> None:
        now = time.time()
        self.bytes += len(data)
        if not self.upgraded.done() or not self.authenticated.done() or self.sample:
            self.buffer += data
        if not self.upgraded.done():
            head, sep, rest = self.buffer.partition(b"\r\n\r\n")
            if not sep:
                return
            if not head.startswith(b"HTTP/1.1 101"):
                self.upgraded.set_exception(RuntimeError(head.split(b"\r\n")[0].decode()))
                return
            self.buffer = rest
            self.upgraded.set_result(True)
            self.transport.write(masked_text(orjson.dumps({"type": "auth", "userId": self.member})))
        for frame in self._frames():
            if not self.authenticated.done():
                if b"auth_ok" in frame:
                    self.authenticated.set_result(True)
                else:
                    self.authenticated.set_exception(RuntimeError(frame[:100].decode(errors="replace")))
            elif self.sample:
                data = orjson.loads(frame)
                if data.get("type") == "new_post":
                    self.latencies.append((now - data["sentAt"]) * 1000)
        if self.authenticated.done() and not self.sample:
            self.buffer = b""

    def _frames(self):
        while len(self.buffer) >= 2:
            length, start = self.buffer[1] & 0x7F, 2
            if length == 126:
                if len(self.buffer) < 4:
                    return
                length, start = struct.unpack(">H", self.buffer[2:4])[0], 4
            elif length == 127:
                if len(self.buffer) < 10:
                    return
                length, start = struct.unpack(">Q", self.buffer[2:10])[0], 10
            if len(self.buffer) < start + length:
                return
            frame, self.buffer = self.buffer[start : start + length], self.buffer[start + length :]
            yield frame


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))


async def open_sockets(count: int, latencies: list[float]) -> list[Client]:
    loop = asyncio.get_running_loop()
    clients: list[Client] = []
    semaphore = asyncio.Semaphore(64)

    async def one(i: int) -> None:
        member = 1 + i // PER_MEMBER
        address = f"127.0.{(2 + i // PER_ADDRESS) // 250}.{(2 + i // PER_ADDRESS) % 250 + 2}"
        async with semaphore:
            _, client = await loop.create_connection(
                lambda: Client(member, i % max(1, count // SAMPLE) == 0, latencies),
                "127.0.0.1",
                PORT,
                local_addr=(address, 0),
            )
            await asyncio.wait_for(client.upgraded, 30)
            await asyncio.wait_for(client.authenticated, 30)
            clients.append(client)

    await asyncio.gather(*(one(i) for i in range(count)))
    return clients


async def publish(redis: Redis, seconds: float) -> int:
    sent = 0
    deadline = time.monotonic() + seconds
    channel = channel_name(PREFIX)
    while time.monotonic() < deadline:
        payload = {"post": {**POST, "id": sent + 1}, "sentAt": time.time()}
        await redis.publish(channel, Event("new_post", payload).to_wire("bench"))
        sent += 1
        await asyncio.sleep(EVERY)
    return sent


async def one_size(count: int, server_pid: int, redis: Redis) -> dict:
    latencies: list[float] = []
    before = rss_kib(server_pid)
    started = time.perf_counter()
    clients = await open_sockets(count, latencies)
    opened = time.perf_counter() - started
    await asyncio.sleep(2)
    idle = rss_kib(server_pid)
    received_before = sum(c.bytes for c in clients)
    sent = await publish(redis, PUBLISH_FOR)
    await asyncio.sleep(1)
    received = sum(c.bytes for c in clients) - received_before
    frame_bytes = len(orjson.dumps({"type": "new_post", "post": POST, "sentAt": time.time()})) + 4
    for client in clients:
        client.transport.close()
    await asyncio.sleep(2)
    latencies.sort()
    expected = sent * len([c for c in clients if c.sample])
    return {
        "sockets": count,
        "open_seconds": round(opened, 1),
        "events": sent,
        "delivery_ms": {
            "p50": round(statistics.median(latencies), 1) if latencies else None,
            "p99": round(latencies[int(len(latencies) * 0.99) - 1], 1) if latencies else None,
            "max": round(latencies[-1], 1) if latencies else None,
            "samples": len(latencies),
            "expected": expected,
        },
        "delivered_share": round(received / (sent * count * frame_bytes), 3) if sent else None,
        "rss_idle_kib_per_socket": round((idle - before) / count, 1),
    }


async def run_all(url: str, redis_url: str, server_cpu: str, load_cpu: str, sizes=(1000, 5000)) -> dict:
    from bench.http import Server

    os.sched_setaffinity(0, {int(load_cpu)})
    await sessions(url, max(sizes) // PER_MEMBER + 1)
    out = {}
    redis = Redis.from_url(redis_url)
    try:
        for count in sizes:
            server = Server(url, PORT, server_cpu, redis_url, f"/tmp/devnet-bench-sockets-{count}.log")
            try:
                await server.ready()
                await asyncio.sleep(1)
                out[str(count)] = await one_size(count, server.pid, redis)
            finally:
                server.stop()
    finally:
        await redis.aclose()
        os.sched_setaffinity(0, set(range(os.cpu_count())))
    return out


if __name__ == "__main__":
    import sys

    from bench.dataset import PG

    print(
        asyncio.run(
            run_all(
                f"{PG}/{sys.argv[1] if len(sys.argv) > 1 else 'devnet_bench'}",
                "redis://127.0.0.1:6379/0",
                "0",
                "1",
                tuple(int(x) for x in sys.argv[2:]) or (1000, 5000),
            )
        )
    )
