"""Server CPU per request of the feed and the project lists and detail, in process (docs/performance.md).

A throwaway PostgreSQL database (``devnet_prof_feed``, or SQLite with ``--sqlite``) with 2,000 posts
and 500 projects by 20 members; the viewer has friends, likes, a block and a mute. Each path is read
through aiohttp's TestClient as the signed-in viewer and timed with ``time.process_time()`` (client
and server share the process, so the figures include the client's share), against
``/api/health/live`` in the same run. ``--profile`` prints cProfile's top functions for each path.

    PYTHONPATH=$PWD .venv/bin/python -m bench.profile_feed [--profile] [PATH ...]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import os
import pstats
import time
from pathlib import Path

os.environ.setdefault("DEVNET_TEST_FAST_HASHING", "1")

from aiohttp.test_utils import TestClient, TestServer

from devnet_api.app import create_app
from devnet_api.settings import Settings

DATABASE = "devnet_prof_feed"
MEMBERS, POSTS, PROJECTS = 20, 2000, 500
PATHS = [
    "/api/posts",
    "/api/posts?scope=friends",
    "/api/posts?limit=100",
    "/api/projects",
    "/api/users/3/projects",
    "/api/projects/250",
]


async def seed(viewer_id: int) -> None:
    from devnet_api.models.accounts import User
    from devnet_api.models.content import Project, ProjectTag
    from devnet_api.models.feed import Post, PostLike
    from devnet_api.models.social import Block, Friendship, FriendshipStatus, Mute
    from devnet_api.services.content import search_text
    from devnet_api.services.kinds import PROJECT

    users = [
        User(
            id=n,
            username=f"author{n}",
            username_key=f"author{n}",
            email=f"a{n}@example.com",
            password_hash="x",
            display_name=f"Author {n}",
            bio="Writes code and posts about it.",
            skills=["python", "rust"],
            hourly_rate="55.50" if n % 2 else None,
            avatar_seed=f"seed{n}",
        )
        for n in range(viewer_id + 1, viewer_id + MEMBERS + 1)
    ]
    await User.bulk_create(users)
    ids = [user.id for user in users]
    posts = [
        Post(
            user_id=ids[n % MEMBERS],
            content=f"Post number {n}: a few words about #python and more. " * 3,
            media_urls=["/media/a.webp"] if n % 4 == 0 else [],
            tags=["python", f"t{n % 30}"],
            likes_count=n % 13,
            comment_count=n % 7,
            shares_count=n % 3,
        )
        for n in range(POSTS)
    ]
    await Post.bulk_create(posts, batch_size=500)
    newest = [post.id for post in await Post.all().order_by("-id").limit(60)]
    await PostLike.bulk_create([PostLike(user_id=viewer_id, post_id=post_id) for post_id in newest[::3]])
    await Friendship.bulk_create(
        [
            Friendship(
                requester_id=viewer_id,
                addressee_id=other,
                pair=Friendship.pair_of(viewer_id, other),
                status=FriendshipStatus.ACCEPTED,
            )
            for other in ids[:5]
        ]
    )
    await Block.create(blocker_id=viewer_id, blocked_id=ids[6])
    await Mute.create(muter_id=viewer_id, muted_id=ids[7])
    projects, tags = [], []
    for n in range(1, PROJECTS + 1):
        words = ["python" if n % 3 else "rust", f"t{n % 50}"]
        title, description = f"Project number {n}", f"Description of project {n}, about {words[0]}."
        projects.append(
            Project(
                id=n,
                user_id=ids[n % MEMBERS],
                title=title,
                description=description,
                tags=words,
                media_urls=["/media/p.webp"],
                thumbnail_urls=["/media/p.thumb.webp"] if n % 2 else None,
                demo_url="https://example.com",
                upvotes_count=n % 17,
                score=n % 17,
                comment_count=n % 11,
                search_text=search_text(PROJECT, {"title": title, "description": description}, words),
            )
        )
        tags += [ProjectTag(project_id=n, tag=tag) for tag in words]
    await Project.bulk_create(projects, batch_size=500)
    await ProjectTag.bulk_create(tags, batch_size=1000)


async def per_request(client: TestClient, path: str, n: int) -> float:
    start = time.process_time()
    for _ in range(n):
        response = await client.get(path)
        await response.read()
    return (time.process_time() - start) / n * 1e6


async def report(client: TestClient, paths: list[str], n: int, profile: bool) -> None:
    """For each path: status, bytes, statements, then µs of CPU per request against /api/health/live
    in the same run (and cProfile's top functions with ``profile``). Shared by the profile tools."""
    for path in paths:
        response = await client.get(path)
        body = await response.read()
        queries = response.headers.get("X-DevNet-Queries")
        await per_request(client, path, 30)  # warm up (and count the first view of the day)
        if profile:
            profiler = cProfile.Profile()
            profiler.enable()
            await per_request(client, path, n)
            profiler.disable()
            pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
        health = await per_request(client, "/api/health/live", n)
        cost = await per_request(client, path, n)
        print(
            f"{path}: {response.status}, {len(body)} bytes, {queries} queries, "
            f"{cost:,.0f} µs CPU per request (health/live {health:,.0f} µs)"
        )


async def main(paths: list[str], n: int, profile: bool, sqlite: bool) -> None:
    from tests import backing_services
    from tests.conftest import reset_database

    settings = Settings(
        media_dir=Path("/tmp/devnet_prof_feed/media"),
        frontend_dir=Path("/tmp/devnet_prof_feed/dist"),
        run_schedule=False,
    )
    if sqlite:
        Path("/tmp/devnet_prof_feed").mkdir(exist_ok=True)
        Path("/tmp/devnet_prof_feed/db.sqlite3").unlink(missing_ok=True)
        settings = settings.with_(database_url="sqlite:///tmp/devnet_prof_feed/db.sqlite3")
    else:
        await backing_services.recreate_database(DATABASE)
        settings = settings.with_(database_url=backing_services.pg_url(DATABASE))
    app = await create_app(settings)
    client = TestClient(TestServer(app))
    await client.start_server()
    try:
        await reset_database(settings)
        account = {"email": "viewer@example.com", "username": "viewer", "password": "Passw0rd!"}
        response = await client.post("/api/auth/register", json=account)
        assert response.status == 201, await response.text()
        await seed((await response.json())["id"])
        await report(client, paths, n, profile)
    finally:
        await client.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", default=PATHS)
    parser.add_argument("-n", type=int, default=300, help="requests per path")
    parser.add_argument("--profile", action="store_true", help="print cProfile's top functions per path")
    parser.add_argument("--sqlite", action="store_true", help="on SQLite instead of PostgreSQL")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.paths, arguments.n, arguments.profile, arguments.sqlite))
