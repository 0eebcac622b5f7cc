"""A member's data export against a real `devnet serve` (embedded mode): the server's peak memory
(VmHWM) grows by less than 100 MB for a 200 MB export, built and downloaded, and /api/health keeps
answering while it is built (docs/security.md, review of issue 29, promise 1; docs/account.md).

The images are written straight into the server's media folder and named by a post (uploading 200
MB through the decoder would test the decoder). ``DEVNET_EXPORT_BUDGET_MB`` changes the size."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import sqlite3
import time

from aiohttp import ClientSession, ClientTimeout, CookieJar

from tests.adversarial.test_image_budget import memory_kb
from tests.processes import DevnetServer

EXPORT_MB = int(os.environ.get("DEVNET_EXPORT_BUDGET_MB", "200"))
IMAGE_MB = 4
RISE_MB = 100
SLOWEST_HEALTH = 1.0  # seconds


async def test_a_200_mb_export_costs_the_server_less_than_100_mb_and_it_keeps_answering(tmp_path):
    var = tmp_path / "var"
    with DevnetServer(var) as server:
        async with ClientSession(
            base_url=server.url, cookie_jar=CookieJar(unsafe=True), timeout=ClientTimeout(total=300)
        ) as session:
            response = await session.post(
                "/api/auth/register", json={"email": "big@example.com", "username": "big_b", "password": "Passw0rd!"}
            )
            assert response.status == 201, await response.text()
            media = var / "media"
            media.mkdir(parents=True, exist_ok=True)
            urls = []
            for _ in range(EXPORT_MB // IMAGE_MB):
                raw = os.urandom(IMAGE_MB * 1024 * 1024)
                name = f"{hashlib.sha256(raw).hexdigest()}.png"
                (media / name).write_bytes(raw)
                urls.append(f"/media/{name}")
            post = await session.post("/api/posts", json={"content": "My pictures"})
            assert post.status == 201, await post.text()
            with sqlite3.connect(var / "devnet.sqlite3") as db:
                db.execute(
                    "UPDATE posts SET media_urls = ? WHERE id = ?", (json.dumps(urls), (await post.json())["id"])
                )
            assert (await session.get("/api/health")).status == 200
            baseline = memory_kb(server.pid, "VmHWM")

            assert (await session.post("/api/me/export")).status == 202
            slowest, answered, status = 0.0, 0, "pending"
            deadline = time.monotonic() + 240
            while status == "pending" and time.monotonic() < deadline:
                started = time.monotonic()
                health = await session.get("/api/health")
                slowest = max(slowest, time.monotonic() - started)
                answered += health.status == 200
                status = (await (await session.get("/api/me/export")).json())["status"]
                await asyncio.sleep(0.1)
            assert status == "ready", server.log()[-2000:]
            download = await session.get("/api/me/export/download")
            assert download.status == 200
            size = 0
            async for piece in download.content.iter_chunked(1024 * 1024):
                size += len(piece)
            assert size > EXPORT_MB * 1024 * 1024
            rise = (memory_kb(server.pid, "VmHWM") - baseline) / 1024
    print(f"export of {size / 2**20:.0f} MB: VmHWM rose {rise:.0f} MB, slowest health {slowest:.2f} s")
    assert rise < RISE_MB, f"the server's peak grew by {rise:.0f} MB"
    assert answered >= 1 and slowest < SLOWEST_HEALTH, (answered, slowest)
