"""Demo content for trying DevNet out and for measuring it with many rows (``devnet seed``)."""

from __future__ import annotations

import random

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api.models.accounts import User
from devnet_api.models.content import Project, ProjectTag, Thread, ThreadTag
from devnet_api.services import accounts

TAGS = ["python", "javascript", "react", "rust", "go", "devops", "databases", "career", "testing", "security",
        "aiohttp", "postgres", "kubernetes", "frontend", "backend", "ai"]
TOPICS = ["structuring async services", "keeping tests fast", "choosing a database", "code review habits",
          "first open source contribution", "debugging memory leaks", "designing REST APIs", "learning Rust"]
BATCH = 1000
DEMO_PASSWORD = "DemoPassw0rd"


async def _members(count: int) -> list[int]:
    ids = []
    for n in range(count):
        username = f"demo{n}"
        user = await User.get_or_none(username_key=username)
        if user is None:
            user = await accounts.register(f"{username}@demo.devnet.dev", username, DEMO_PASSWORD)
        ids.append(user.id)
    return ids


async def seed(users: int, threads: int, projects: int, seed_value: int = 7) -> dict[str, int]:
    """Add demo members (password DemoPassw0rd), threads and projects; counters stay exact."""
    rng = random.Random(seed_value)
    members = await _members(users)
    made = {"users": len(members), "threads": 0, "projects": 0}
    for kind, total in (("threads", threads), ("projects", projects)):
        for start in range(0, total, BATCH):
            size = min(BATCH, total - start)
            authors = [rng.choice(members) for _ in range(size)]
            tags = [rng.sample(TAGS, rng.randint(1, 4)) for _ in range(size)]
            async with in_transaction():
                if kind == "threads":
                    rows = [Thread(user_id=a, title=f"On {rng.choice(TOPICS)} #{start + i}",
                                   body=f"How do you approach {rng.choice(TOPICS)}? Share what worked for you.",
                                   tags=t, score=rng.randint(-2, 12), comment_count=0)
                            for i, (a, t) in enumerate(zip(authors, tags))]
                    await Thread.bulk_create(rows)
                    created = await Thread.filter(id__gt=0).order_by("-id").limit(size).values_list("id", flat=True)
                    await ThreadTag.bulk_create([ThreadTag(thread_id=i, tag=tag) for i, row in
                                                 zip(reversed(created), rows) for tag in row.tags])
                    counter = "thread_count"
                else:
                    rows = [Project(user_id=a, title=f"Project {start + i}: {rng.choice(TOPICS)}",
                                    description="A demo project that shows off what DevNet members build.",
                                    tags=t) for i, (a, t) in enumerate(zip(authors, tags))]
                    await Project.bulk_create(rows)
                    created = await Project.filter(id__gt=0).order_by("-id").limit(size).values_list("id", flat=True)
                    await ProjectTag.bulk_create([ProjectTag(project_id=i, tag=tag) for i, row in
                                                  zip(reversed(created), rows) for tag in row.tags])
                    counter = "project_count"
                for author in set(authors):
                    await User.filter(id=author).update(**{counter: F(counter) + authors.count(author)})
            made[kind] += size
    return made
