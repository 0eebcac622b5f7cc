"""Latency of the list endpoints on a big database (docs/performance.md).

usage: python bench/lists.py [BASE_URL]   (default http://127.0.0.1:8097)
"""

import asyncio
import re
import statistics
import sys
import time

import aiohttp

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8097"


async def timed(session, url, n=100):
    times = []
    for _ in range(n):
        t = time.perf_counter()
        async with session.get(BASE + url) as r:
            await r.read()
            assert r.status == 200, (url, r.status)
            link = r.headers.get("Link")
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    return statistics.median(times), times[int(len(times) * 0.95) - 1], link


async def main():
    async with aiohttp.ClientSession() as s:
        # a cursor 200 pages deep
        url = "/api/threads?sortBy=popular&limit=20"
        for _ in range(200):
            async with s.get(BASE + url) as r:
                link = r.headers["Link"]
                url = re.match(r"<([^>]+)>", link).group(1)
        deep = url
        cases = [
            ("threads, popular, page 1", "/api/threads?sortBy=popular&limit=20"),
            ("threads, popular, page 201", deep),
            ("threads, latest, limit 100", "/api/threads?sortBy=latest&limit=100"),
            ("threads, comments sort", "/api/threads?sortBy=comments&limit=20"),
            ("threads, tag=rust", "/api/threads?tag=rust&limit=20"),
            ("threads, search 'memory leaks'", "/api/threads?searchQuery=memory%20leaks&limit=20"),
            ("threads, search with no match", "/api/threads?searchQuery=zzzz-nothing&limit=20"),
            ("threads/tags", "/api/threads/tags"),
            ("thread detail", "/api/threads/54321"),
            ("projects, latest, page 1", "/api/projects?limit=20"),
            ("projects, popular, tag=go", "/api/projects?sortBy=popular&tag=go&limit=20"),
        ]
        print("| request | median ms | p95 ms |\n|---|---|---|")
        for name, u in cases:
            med, p95, _ = await timed(s, u, 50 if "no match" in name or "search" in name or "tags" in name else 100)
            print(f"| {name} | {med:.1f} | {p95:.1f} |")


asyncio.run(main())
