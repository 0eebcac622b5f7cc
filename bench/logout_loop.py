"""Search while a visitor loops on POST /api/auth/logout (issue 41): a request that writes nothing
must empty no cache, so search's p50 stays within twice its quiet value.

usage: python -m bench.logout_loop [DATABASE_URL] [SECONDS]
       (default: a SQLite database seeded with the demo content in a temporary folder; 5 s a run)

Starts ``devnet serve`` (DEVNET_BENCH=1) on core 0, then on core 1: wrk at c=4 on
/api/search?q=rust alone (quiet), then the same while a second wrk (c=2, core 1) posts to
/api/auth/logout as a visitor. Prints both p50s and their ratio (the row in docs/performance.md).
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import threading

from bench.http import Server, wrk

PORT = 8097
SEARCH = "/api/search?q=rust&limit=8"
TARGET = 2.0  # loaded p50 / quiet p50 at most


def _logout_script(directory: str) -> str:
    path = os.path.join(directory, "logout.lua")
    with open(path, "w") as f:
        f.write(
            'wrk.method = "POST"\n'
            f'wrk.headers["Origin"] = "http://127.0.0.1:{PORT}"\n'
            'wrk.headers["Content-Type"] = "application/json"\n'
            'wrk.body = "{}"\n'
        )
    return path


def _loop_logout(script: str, seconds: float) -> None:
    subprocess.run(
        ["taskset", "-c", "1", "wrk", "-t1", "-c2", f"-d{max(1, round(seconds))}s", "-s", script]
        + [f"http://127.0.0.1:{PORT}/api/auth/logout"],
        capture_output=True,
        check=True,
    )


def _seeded_sqlite(directory: str) -> str:
    url = f"sqlite://{directory}/devnet.sqlite3"
    devnet = os.path.join(os.path.dirname(sys.executable), "devnet")
    env = {**os.environ, "DEVNET_DATABASE_URL": url, "DEVNET_MEDIA_DIR": f"{directory}/media"}
    subprocess.run([devnet, "db", "upgrade"], env=env, check=True, capture_output=True)
    subprocess.run([devnet, "seed"], env=env, check=True, capture_output=True)
    return url


async def main() -> None:
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5
    with tempfile.TemporaryDirectory() as directory:
        url = sys.argv[1] if len(sys.argv) > 1 else _seeded_sqlite(directory)
        server = Server(url, PORT, "0", None, os.path.join(directory, "serve.log"))
        try:
            await server.ready()
            loop = asyncio.get_running_loop()
            base = f"http://127.0.0.1:{PORT}"
            await loop.run_in_executor(None, wrk, base + SEARCH, 4, 1, False, "1")  # warm
            quiet = await loop.run_in_executor(None, wrk, base + SEARCH, 4, seconds, False, "1")
            looping = threading.Thread(target=_loop_logout, args=(_logout_script(directory), seconds + 2))
            looping.start()
            await asyncio.sleep(1)
            loaded = await loop.run_in_executor(None, wrk, base + SEARCH, 4, seconds, False, "1")
            looping.join()
        finally:
            server.stop()
    ratio = loaded.p50 / quiet.p50 if quiet.p50 else float("inf")
    verdict = "met" if ratio <= TARGET else "miss"
    print(
        f"search p50 quiet {quiet.p50:.2f} ms ({quiet.rps:.0f} rps); while a visitor loops on logout "
        f"{loaded.p50:.2f} ms ({loaded.rps:.0f} rps); ratio {ratio:.2f} (target <= {TARGET}): {verdict}"
    )


if __name__ == "__main__":
    asyncio.run(main())
