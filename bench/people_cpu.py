"""Server CPU per request of the members' reads (auth/me, inbox, profile, directory, trending),
against the ceiling in the same run: a quicker A/B than ``bench.run`` for these paths alone.

usage: python -m bench.people_cpu [DATABASE] [SECONDS]   (a bench.dataset database; default devnet_people)

Starts ``devnet serve`` (DEVNET_BENCH=1) on one core, then for each path: wrk at c=8 on another
core, the server's user + system CPU divided by the requests answered; the ceiling (the same bytes
from /_bench/ceiling) likewise. Prints µs per request, the ceiling's and their ratio.
"""

from __future__ import annotations

import asyncio
import sys

from bench.http import Case, Server, cpu_seconds, first_look, wrk

PATHS = [
    ("auth/me, visitor", "/api/auth/me", False, 401),
    ("auth/me, signed in", "/api/auth/me", True, 200),
    ("conversations", "/api/messages", True, 200),
    ("user profile", "/api/users/2", False, 200),
    ("developers", "/api/users?availableForWork=true&price=premium&limit=20", False, 200),
    ("trending hashtags", "/api/hashtags/trending", False, 200),
    ("trending users", "/api/users/trending", True, 200),
]


async def main() -> None:
    import aiohttp

    database = sys.argv[1] if len(sys.argv) > 1 else "devnet_people"
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 3
    only = sys.argv[3].split(",") if len(sys.argv) > 3 else None
    server = Server(f"postgres://postgres@127.0.0.1:5432/{database}", 8099, "0", None, "/tmp/people_cpu.log")
    try:
        await server.ready()
        loop = asyncio.get_running_loop()
        for name, path, signed_in, status in PATHS:
            if only and not any(o in name for o in only):
                continue
            case = Case(name, path, signed_in=signed_in, status=status)
            _, got, body, content_type, headers = await first_look(server.base, case, {})
            ceiling = "/_bench/ceiling/people-" + name.replace(" ", "-").replace(",", "").replace("/", "-")
            async with aiohttp.ClientSession() as session:
                r = await session.put(
                    server.base + ceiling,
                    data=body,
                    headers={"Content-Type": "application/json", "X-Bench-Content-Type": content_type.split(";")[0]},
                )
                assert r.status == 204

            def run(url: str, signed_in: bool = signed_in) -> tuple[float, float]:
                wrk(url, 8, 1, signed_in, "1")
                before = cpu_seconds(server.pid)
                outcome = wrk(url, 8, seconds, signed_in, "1")
                return (cpu_seconds(server.pid) - before) / max(outcome.requests, 1) * 1e6, outcome.rps

            cpu, rps = await loop.run_in_executor(None, run, server.base + path)
            top, top_rps = await loop.run_in_executor(None, run, server.base + ceiling)
            print(
                f"{name:22} {got} {len(body):7} B q={headers.get('X-DevNet-Queries')} "
                f"cpu {cpu:8.0f} µs  ceiling {top:5.0f} µs  cpu ratio {top / cpu:.2f}  rps ratio {rps / top_rps:.2f}",
                flush=True,
            )
    finally:
        server.stop()


if __name__ == "__main__":
    asyncio.run(main())
