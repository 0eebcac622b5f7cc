"""Demo content for trying DevNet out and for measuring it with many rows (``devnet seed``)."""

from __future__ import annotations

import random
from collections import Counter

from tortoise.expressions import F
from tortoise.transactions import in_transaction

from devnet_api import db
from devnet_api.models.accounts import User
from devnet_api.models.content import Project, ProjectTag, TagCount, Thread, ThreadTag
from devnet_api.services import accounts, content
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import PROJECT, THREAD

TAGS = ["python", "javascript", "react", "rust", "go", "devops", "databases", "career", "testing", "security",
        "aiohttp", "postgres", "kubernetes", "frontend", "backend", "ai"]
TOPICS = ["structuring async services", "keeping tests fast", "choosing a database", "code review habits",
          "first open source contribution", "debugging memory leaks", "designing REST APIs", "learning Rust"]
BATCH = 1000
DEMO_PASSWORD = "DemoPassw0rd"
# What a seed fills; their planner statistics are refreshed afterwards (see analyze).
FILLED_TABLES = tuple(model._meta.db_table for model in (User, Thread, ThreadTag, Project, ProjectTag, TagCount))


async def _members(count: int) -> list[int]:
    ids = []
    for n in range(count):
        username = f"demo{n}"
        user = await User.get_or_none(username_key=username)
        if user is None:
            user = await accounts.register(f"{username}@demo.devnet.dev", username, DEMO_PASSWORD)
        ids.append(user.id)
    return ids


async def analyze(tables: tuple[str, ...] = FILLED_TABLES) -> None:
    """Refresh the planner's statistics of ``tables``: after a bulk load PostgreSQL would otherwise
    plan with the empty tables' numbers (a tag filter took 200 ms instead of 6 until analyzed)."""
    quoted = ", ".join(f'"{table}"' for table in tables)
    if db.connection().capabilities.dialect == "postgres":
        await db.connection().execute_script(f"ANALYZE {quoted}")
    else:
        await db.connection().execute_script("ANALYZE")


async def seed(users: int, threads: int, projects: int, seed_value: int = 7) -> dict[str, int]:
    """Add demo members (password DemoPassw0rd), threads and projects; counters stay exact, and the
    filled tables are analyzed at the end."""
    rng = random.Random(seed_value)
    members = await _members(users)
    made = {"users": len(members), "threads": 0, "projects": 0}
    for kind_name, total in (("threads", threads), ("projects", projects)):
        for start in range(0, total, BATCH):
            size = min(BATCH, total - start)
            authors = [rng.choice(members) for _ in range(size)]
            tags = [rng.sample(TAGS, rng.randint(1, 4)) for _ in range(size)]
            async with in_transaction():
                if kind_name == "threads":
                    kind, model, tag_model, counter = THREAD, Thread, ThreadTag, "thread_count"
                    rows = []
                    for i, (a, t) in enumerate(zip(authors, tags)):
                        values = {"title": f"On {rng.choice(TOPICS)} #{start + i}",
                                  "body": f"How do you approach {rng.choice(TOPICS)}? Share what worked for you."}
                        rows.append(Thread(user_id=a, **values, tags=t, score=rng.randint(-2, 12), comment_count=0,
                                           search_text=content.search_text(THREAD, values, t)))
                else:
                    kind, model, tag_model, counter = PROJECT, Project, ProjectTag, "project_count"
                    rows = []
                    for i, (a, t) in enumerate(zip(authors, tags)):
                        values = {"title": f"Project {start + i}: {rng.choice(TOPICS)}",
                                  "description": "A demo project that shows off what DevNet members build."}
                        rows.append(Project(user_id=a, **values, tags=t,
                                            search_text=content.search_text(PROJECT, values, t)))
                await model.bulk_create(rows)
                created = await model.filter(id__gt=0).order_by("-id").limit(size).values_list("id", flat=True)
                await tag_model.bulk_create([tag_model(**{kind.ref: i}, tag=tag) for i, row in
                                             zip(reversed(created), rows) for tag in row.tags])
                await tag_rows.adjust(kind, Counter(tag for row in rows for tag in row.tags))
                for author in set(authors):
                    await User.filter(id=author).update(**{counter: F(counter) + authors.count(author)})
            made[kind_name] += size
    await analyze()
    return made
