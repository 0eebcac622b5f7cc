"""The live layer under load: N signed-in sockets on one ``devnet serve`` process, a ``new_post``
every 100 ms published through Redis (as another process or a Celery task would), the delay from
publish to arrival on every socket, and the server's memory per idle socket.

The clients respect the production limits (8 sockets per member, 32 per address): member k holds
up to 8 sockets, opened from 127.0.x.y. The client is one process on the load core reading every
socket with epoll and minimal parsing (frame headers; the ``sentAt`` of each ``new_post``; pings
answered), so it costs a few microseconds a frame. Each frame's delay is measured on EVERY socket
from its publish (``sentAt``, taken by the publisher, a separate process on the same core) to the
kernel's receive timestamp of the bytes holding it (SO_TIMESTAMPNS, same clock), so it is the
server's delay and not the client's: a client that reads late does not add to it (when it reads
late, frames that arrived apart are read together and all get the later timestamp, so delays can
only come out longer). ``client_lag_ms`` says how late the client read. After the last event the
bench waits until every socket has every frame (or ``GRACE`` seconds): late frames count, with
their delay, and ``delivered_share`` is the frames that arrived over those sent. The server's CPU
time over that window, per frame delivered, is ``server_cpu_us_per_frame``.
"""

from __future__ import annotations

import asyncio
import base64
import errno
import hashlib
import os
import resource
import select
import socket
import statistics
import struct
import subprocess
import sys
import time
from array import array

import asyncpg
import orjson
from redis.asyncio import Redis

from devnet_api.realtime.events import Event, channel_name

PORT = 8098
PREFIX = "devnet-bench:"
PER_MEMBER, PER_ADDRESS = 8, 32
EVERY = 0.1  # seconds between new_post events
PUBLISH_FOR = 10.0  # seconds of events per size
GRACE = 30.0  # seconds to wait after the last event for frames still on their way
OPENING = 64  # sockets being opened at once
SO_TIMESTAMPNS = 35  # Linux: the kernel's receive time of the bytes, as a cmsg (CLOCK_REALTIME)
SENT_AT = b'"sentAt":'
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


def masked(opcode: int, payload: bytes) -> bytes:
    """A client's frame (masked, as RFC 6455 requires of clients); payloads under 126 bytes."""
    mask = os.urandom(4)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    return bytes([0x80 | opcode, 0x80 | len(payload)]) + mask + body


class Client:
    """One socket: opened, upgraded, authenticated, then read until the end."""

    __slots__ = ("buffer", "delays", "error", "frames", "lags", "member", "sock", "state")

    CONNECTING, UPGRADING, AUTHENTICATING, OPEN, CLOSED = range(5)

    def __init__(self, member: int, address: str) -> None:
        self.member = member
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.sock.setblocking(False)
        self.sock.setsockopt(socket.SOL_SOCKET, SO_TIMESTAMPNS, 1)
        self.sock.bind((address, 0))
        self.state = self.CONNECTING
        self.buffer = b""
        self.frames = 0  # new_post frames received
        self.delays = array("d")  # ms from publish to the kernel's receipt, one per new_post
        self.lags = array("d")  # ms from the kernel's receipt to the client's read
        self.error = ""
        code = self.sock.connect_ex(("127.0.0.1", PORT))
        if code not in (0, errno.EINPROGRESS):
            raise OSError(code, os.strerror(code))

    def connected(self) -> None:
        code = self.sock.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
        if code:
            self.fail(os.strerror(code))
            return
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.send(
            (
                f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                f"Cookie: devnet_session={token(self.member)}\r\n\r\n"
            ).encode()
        )
        self.state = self.UPGRADING

    def fail(self, why: str) -> None:
        self.error = self.error or why
        self.state = self.CLOSED

    def readable(self) -> None:
        try:
            data, ancillary, _, _ = self.sock.recvmsg(262144, 64)
        except BlockingIOError:
            return
        except OSError as exc:
            self.fail(str(exc))
            return
        if not data:
            self.fail("closed by the server")
            return
        now = time.time()
        arrived = now
        for level, kind, raw in ancillary:
            if level == socket.SOL_SOCKET and kind == SO_TIMESTAMPNS:
                seconds, nanoseconds = struct.unpack_from("qq", raw)
                arrived = seconds + nanoseconds / 1e9
        buffer = self.buffer + data if self.buffer else data
        if self.state == self.UPGRADING:
            head, sep, rest = buffer.partition(b"\r\n\r\n")
            if not sep:
                self.buffer = buffer
                return
            if not head.startswith(b"HTTP/1.1 101"):
                self.fail(head.split(b"\r\n")[0].decode(errors="replace"))
                return
            buffer = rest
            self.sock.send(masked(0x1, orjson.dumps({"type": "auth", "userId": self.member})))
            self.state = self.AUTHENTICATING
        self.buffer = self.read_frames(buffer, arrived, now)

    def read_frames(self, buffer: bytes, arrived: float, now: float) -> bytes:
        start, end = 0, len(buffer)
        while end - start >= 2:
            opcode, length, at = buffer[start] & 0x0F, buffer[start + 1] & 0x7F, start + 2
            if length == 126:
                if end - start < 4:
                    break
                length, at = struct.unpack_from(">H", buffer, start + 2)[0], start + 4
            elif length == 127:
                if end - start < 10:
                    break
                length, at = struct.unpack_from(">Q", buffer, start + 2)[0], start + 10
            if end < at + length:
                break
            start = at + length
            if opcode == 0x1:  # text
                if self.state == self.OPEN:
                    found = buffer.find(SENT_AT, at, start)
                    if found >= 0:
                        value = buffer[found + len(SENT_AT) : buffer.index(b"}", found, start)]
                        sent_at = float(value)
                        self.delays.append((arrived - sent_at) * 1000)
                        self.lags.append((now - arrived) * 1000)
                        self.frames += 1
                elif b'"auth_ok"' in buffer[at:start]:
                    self.state = self.OPEN
                else:
                    self.fail(buffer[at:start][:100].decode(errors="replace"))
                    return b""
            elif opcode == 0x9:  # ping: answer, or the server's heartbeat closes the socket
                self.sock.send(masked(0xA, buffer[at:start]))
            elif opcode == 0x8:
                self.fail(f"close frame {buffer[at:start][:2].hex()}")
                return b""
        return buffer[start:]


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        return next(int(line.split()[1]) for line in f if line.startswith("VmRSS"))


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        parts = f.read().rsplit(")", 1)[1].split()
    return (int(parts[11]) + int(parts[12])) / os.sysconf("SC_CLK_TCK")


def own_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


class Clients:
    """Every socket in one epoll loop."""

    def __init__(self) -> None:
        self.poll = select.epoll()
        self.by_fd: dict[int, Client] = {}

    def open(self, count: int, timeout: float = 300) -> list[Client]:
        """Open ``count`` sockets, OPENING at a time; raise if one cannot authenticate."""
        opened: list[Client] = []
        waiting: list[Client] = []
        following = 0
        deadline = time.monotonic() + timeout
        while len(opened) < count:
            while following < count and len(waiting) < OPENING:
                member = 1 + following // PER_MEMBER
                block = 2 + following // PER_ADDRESS
                client = Client(member, f"127.0.{block // 250}.{block % 250 + 2}")
                self.by_fd[client.sock.fileno()] = client
                self.poll.register(client.sock.fileno(), select.EPOLLOUT)
                waiting.append(client)
                following += 1
            self.step(1.0)
            for client in [c for c in waiting if c.state in (Client.OPEN, Client.CLOSED)]:
                if client.state == Client.CLOSED:
                    raise RuntimeError(f"socket of member {client.member} failed: {client.error}")
                waiting.remove(client)
                opened.append(client)
            if time.monotonic() > deadline:
                raise RuntimeError(f"only {len(opened)} of {count} sockets opened in {timeout} s")
        return opened

    def step(self, timeout: float) -> None:
        for fd, mask in self.poll.poll(timeout):
            client = self.by_fd.get(fd)
            if client is None:
                continue
            if client.state == Client.CONNECTING:
                client.connected()
                self.poll.modify(fd, select.EPOLLIN)
            elif mask & (select.EPOLLIN | select.EPOLLHUP | select.EPOLLERR):
                client.readable()
            if client.state == Client.CLOSED:
                self.poll.unregister(fd)
                del self.by_fd[fd]

    def read_until(self, done, deadline: float) -> None:
        while not done() and time.monotonic() < deadline:
            self.step(0.05)

    def close(self) -> None:
        for client in self.by_fd.values():
            client.sock.close()
        self.by_fd.clear()
        self.poll.close()


def start_publisher(redis_url: str, seconds: float) -> subprocess.Popen:
    """The events come from another process (as from another web process or a Celery task); it
    runs on the load core like the client (it inherits the affinity)."""
    return subprocess.Popen(
        [sys.executable, "-m", "bench.sockets", "--publish", redis_url, str(seconds)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.getcwd()},
    )


async def publish(redis_url: str, seconds: float) -> int:
    """A new_post every EVERY seconds (on a fixed schedule) for ``seconds``; the number sent."""
    redis = Redis.from_url(redis_url)
    channel = channel_name(PREFIX)
    sent = 0
    try:
        await redis.ping()
        started = time.monotonic()
        while sent * EVERY < seconds:
            await asyncio.sleep(max(0.0, started + sent * EVERY - time.monotonic()))
            payload = {"post": {**POST, "id": sent + 1}, "sentAt": time.time()}
            await redis.publish(channel, Event("new_post", payload).to_wire("bench"))
            sent += 1
    finally:
        await redis.aclose()
    return sent


def percentile(values: list[float], share: float) -> float | None:
    return round(values[max(0, int(len(values) * share) - 1)], 1) if values else None


def one_size(count: int, server_pid: int, redis_url: str) -> dict:
    before = rss_kib(server_pid)
    clients = Clients()
    try:
        started = time.perf_counter()
        sockets = clients.open(count)
        opened = time.perf_counter() - started
        clients.read_until(lambda: False, time.monotonic() + 2)  # idle (pings answered)
        idle = rss_kib(server_pid)
        server_cpu, client_cpu, wall = cpu_seconds(server_pid), own_cpu(), time.perf_counter()
        publisher = start_publisher(redis_url, PUBLISH_FOR)
        clients.read_until(lambda: publisher.poll() is not None, time.monotonic() + PUBLISH_FOR + 30)
        sent = int(publisher.communicate(timeout=30)[0].strip() or 0)
        waited = time.perf_counter()
        clients.read_until(lambda: all(c.frames >= sent for c in sockets), time.monotonic() + GRACE)
        waited = time.perf_counter() - waited
        server_cpu, client_cpu = cpu_seconds(server_pid) - server_cpu, own_cpu() - client_cpu
        wall = time.perf_counter() - wall
    finally:
        clients.close()
    time.sleep(2)
    delays = sorted(d for c in sockets for d in c.delays)
    lags = sorted(d for c in sockets for d in c.lags)
    received = sum(c.frames for c in sockets)
    return {
        "sockets": count,
        "open_seconds": round(opened, 1),
        "events": sent,
        "delivery_ms": {
            "p50": round(statistics.median(delays), 1) if delays else None,
            "p99": percentile(delays, 0.99),
            "max": round(delays[-1], 1) if delays else None,
            "measured_on": "every socket",
            "samples": len(delays),
            "expected": sent * count,
        },
        "delivered_share": round(received / (sent * count), 3) if sent else None,
        "closed_sockets": sum(1 for c in sockets if c.state == Client.CLOSED),
        "waited_after_last_event_s": round(waited, 1),
        "client_lag_ms": {"p50": round(statistics.median(lags), 1) if lags else None, "p99": percentile(lags, 0.99)},
        "server_cpu_us_per_frame": round(server_cpu / received * 1e6, 1) if received else None,
        "server_cpu_share": round(server_cpu / wall, 2),
        "client_cpu_share": round(client_cpu / wall, 2),
        "rss_idle_kib_per_socket": round((idle - before) / count, 1),
    }


async def run_all(url: str, redis_url: str, server_cpu: str, load_cpu: str, sizes=(1000, 5000)) -> dict:
    from bench.http import Server

    os.sched_setaffinity(0, {int(load_cpu)})
    await sessions(url, max(sizes) // PER_MEMBER + 1)
    out = {}
    try:
        for count in sizes:
            server = Server(url, PORT, server_cpu, redis_url, f"/tmp/devnet-bench-sockets-{count}.log")
            try:
                await server.ready()
                await asyncio.sleep(1)
                # Blocking: the epoll loop is all this process does meanwhile.
                out[str(count)] = one_size(count, server.pid, redis_url)
            finally:
                server.stop()
    finally:
        os.sched_setaffinity(0, set(range(os.cpu_count())))
    return out


if __name__ == "__main__":
    from bench.dataset import PG

    if sys.argv[1:2] == ["--publish"]:
        print(asyncio.run(publish(sys.argv[2], float(sys.argv[3]))))
    else:
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
