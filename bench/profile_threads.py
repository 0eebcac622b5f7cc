"""Server CPU per request of the thread lists, thread detail and search, in process (docs/performance.md).

A throwaway PostgreSQL database (``devnet_prof_threads``) with 2,000 threads by 20 members, tags and
search text; each path is read through aiohttp's TestClient and timed with ``time.process_time()``
(client and server share the process, so the figures include the client's share), against
``/api/health/live`` in the same run. ``--profile`` prints cProfile's top functions for each path.

    PYTHONPATH=$PWD .venv/bin/python -m bench.profile_threads [--profile] [PATH ...]
"""

from __future__ import annotations

import argparse
import asyncio
import os
from pathlib import Path

os.environ.setdefault("DEVNET_TEST_FAST_HASHING", "1")

from aiohttp.test_utils import TestClient, TestServer

from bench.profile_feed import report
from devnet_api.app import create_app
from devnet_api.settings import Settings

DATABASE = "devnet_prof_threads"
THREADS = 2000
PATHS = [
    "/api/threads?sortBy=popular",
    "/api/threads?sortBy=latest",
    "/api/threads?tag=python",
    "/api/threads?searchQuery=number",
    "/api/threads/1000",
    "/api/search?q=number",
    "/api/search?q=rust",
]


async def seed() -> None:
    from devnet_api.models.accounts import User
    from devnet_api.models.content import Thread, ThreadTag
    from devnet_api.services.content import search_text
    from devnet_api.services.kinds import THREAD

    users = [
        User(id=n, username=f"author{n}", username_key=f"author{n}", email=f"a{n}@example.com", password_hash="x")
        for n in range(1, 21)
    ]
    for user in users:
        user.display_name = user.username
    await User.bulk_create(users)
    threads, tags = [], []
    for n in range(1, THREADS + 1):
        words = ["python" if n % 3 else "rust", f"t{n % 50}"]
        title, body = f"Thread number {n}", f"Body of thread {n}, about {words[0]} and more words to read."
        threads.append(
            Thread(
                id=n,
                user_id=n % 20 + 1,
                title=title,
                body=body,
                tags=words,
                score=n % 37,
                comment_count=n % 11,
                search_text=search_text(THREAD, {"title": title, "body": body}, words),
            )
        )
        tags += [ThreadTag(thread_id=n, tag=tag) for tag in words]
    await Thread.bulk_create(threads, batch_size=500)
    await ThreadTag.bulk_create(tags, batch_size=1000)


async def main(paths: list[str], n: int, profile: bool) -> None:
    from tests import backing_services
    from tests.conftest import reset_database

    await backing_services.recreate_database(DATABASE)
    settings = Settings(
        media_dir=Path("/tmp/devnet_prof_threads/media"),
        frontend_dir=Path("/tmp/devnet_prof_threads/dist"),
        run_schedule=False,
    ).with_(database_url=backing_services.pg_url(DATABASE))
    app = await create_app(settings)
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        await reset_database(settings)
        await seed()
        await report(client, paths, n, profile)
    finally:
        await client.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=PATHS)
    parser.add_argument("-n", type=int, default=300, help="requests per path")
    parser.add_argument("--profile", action="store_true", help="print cProfile's top functions per path")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.paths, arguments.n, arguments.profile))
