"""The benchmark's community, generated inside PostgreSQL with generate_series (docs/performance.md).

usage: python -m bench.dataset [--scale 1.0] [--database devnet_bench]

Scale 1: 10,000 members; 1,000,000 posts over 30 days, authors Zipf-distributed (member k writes
about 1/k as much as member 1) with one #tag each, Zipf over 5,000 tags; 5,000,000 likes;
50,000 threads with 250,000 comments and 500,000 votes; 20,000 projects; 200,000 friendships;
20,000 conversations holding 1,000,000 messages. Member 1 (``bench``) has 200 conversation partners,
friends among them. Counters on rows are set from the generated rows, as the services keep them.

The schema is the migrations' (``devnet db upgrade``) plus whatever the models declare beyond them
(``generate_schemas(safe=True)``: an index added in a model's Meta before its migration exists).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import subprocess
import sys
import time

import asyncpg
from tortoise import Tortoise

from devnet_api.db import migrations, using_orm
from devnet_api.services.messages import BACKFILL as INBOX_BACKFILL

PG = os.environ.get("DEVNET_BENCH_PG", "postgres://postgres@127.0.0.1:5432")
TOKEN = "bench-session-token-of-member-1"  # the cookie of the signed-in requests (member 1)
TOKENS = {n: f"bench-session-token-of-member-{n}" for n in range(1, 6)}
PASSWORD_HASH = "!"  # no password signs in: the bench uses sessions made here


def sizes(scale: float, threads: int | None = None) -> dict[str, int]:
    """The row counts at ``scale`` (1: a million posts); ``threads`` overrides the thread count
    (`make bench-xl`: 10 million posts and a million threads)."""

    def n(value: int) -> int:
        return max(1, int(value * scale))

    return {
        "users": max(300, n(10_000)),
        "posts": n(1_000_000),
        "tags": 5_000,
        "likes": n(5_000_000),
        "threads": threads or n(50_000),
        "thread_comments": n(250_000),
        "thread_votes": n(500_000),
        "projects": n(20_000),
        "friendships": n(200_000),
        "conversations": n(20_000),
        "messages": n(1_000_000),
    }


def zipf(n: int) -> str:
    """SQL for an integer in [1, n], P(k) roughly proportional to 1/k (inverse of the log CDF)."""
    return f"LEAST({n}, floor(exp(random() * ln({n} + 1)))::int)"


def statements(s: dict[str, int]) -> list[tuple[str, str]]:
    U, P, T = s["users"], s["posts"], s["tags"]
    days = 30
    step = f"interval '{days * 86400 / P:.6f} seconds'"
    # Threads and projects keep their own steps over the same 30 days.
    tstep = f"interval '{days * 86400 / s['threads']:.6f} seconds'"
    pstep = f"interval '{days * 86400 / s['projects']:.6f} seconds'"
    tags = "ARRAY['python','rust','go','javascript','typescript','react','postgres','linux','docker','kubernetes']"
    per_conv = max(1, s["messages"] // s["conversations"])
    return [
        ("seed", "SELECT setseed(0.42)"),
        (
            "users",
            f"""INSERT INTO users (id, username, username_key, email, password_hash, display_name, bio, skills,
                hourly_rate, is_available_for_work, avatar_seed, subscription_tier, project_count, thread_count,
                role, status, messages_from, created_at)
            SELECT g, 'dev' || g, 'dev' || g, 'dev' || g || '@bench.example', '{PASSWORD_HASH}', 'Developer ' || g,
                'Writes software; member number ' || g,
                jsonb_build_array(({tags})[1 + g % 10], ({tags})[1 + (g / 10) % 10]),
                CASE WHEN g % 3 = 0 THEN NULL ELSE (g % 200) + 10 END, g % 2 = 0, 'seed' || g,
                CASE WHEN g % 7 = 0 THEN 'pro' ELSE NULL END, 0, 0,
                CASE WHEN g = 1 THEN 'admin' ELSE 'member' END, 'active', 'everyone',
                now() - interval '90 days' + g * interval '1 second'
            FROM generate_series(1, {U}) g""",
        ),
        (
            "user_skills",
            """INSERT INTO user_skills (user_id, skill)
            SELECT DISTINCT id, initcap(value #>> '{}') FROM users, jsonb_array_elements(skills::jsonb)""",
        ),
        (
            "auth_sessions",
            "INSERT INTO auth_sessions (token_hash, user_id, created_at, expires_at) VALUES "
            + ", ".join(
                f"('{hashlib.sha256(token.encode()).hexdigest()}', {n}, now(), now() + interval '29 days')"
                for n, token in TOKENS.items()
            ),
        ),
        (
            "post_likes",
            # Distinct (member, post) pairs: for member u, k*7919 mod P never repeats for k < P.
            f"""INSERT INTO post_likes (id, user_id, post_id, created_at)
            SELECT g + 1, u, p, now() - ({P} - p) * {step} - interval '30 seconds' FROM (
                SELECT g, 1 + g % {U} AS u, 1 + ((g / {U})::bigint * 7919 + (g % {U})::bigint * 104729) % {P} AS p
                FROM generate_series(0, {s["likes"]} - 1) g
            ) x""",
        ),
        # Posts in two halves, one per connection: the text-search column each row computes
        # (to_tsvector of the content and tags) is most of the step's CPU.
        *(
            (
                f"posts {half}/2 (with their like counts)",
                f"""INSERT INTO posts (id, user_id, content, media_urls, tags, likes_count, comment_count,
                    shares_count, hidden, created_at)
                SELECT g, a, 'Post number ' || g || ' about what I shipped today #tag' || t, '[]',
                    jsonb_build_array('tag' || t),
                    coalesce(l.n, 0), 0, 0, false, now() - ({P} - g) * {step} - interval '1 minute'
                FROM (SELECT g, {zipf(U)} AS a, {zipf(T)} AS t FROM generate_series({lo}, {hi}) g) x
                LEFT JOIN (SELECT post_id, count(*) AS n FROM post_likes WHERE post_id BETWEEN {lo} AND {hi}
                    GROUP BY post_id) l ON l.post_id = x.g""",
            )
            for half, (lo, hi) in enumerate(((1, P // 2), (P // 2 + 1, P)), 1)
        ),
        (
            "post_tags",
            "INSERT INTO post_tags (id, post_id, tag, created_at) SELECT id, id, tags->>0, created_at FROM posts",
        ),
        (
            "thread comments",
            f"""INSERT INTO comments (id, user_id, thread_id, body, hidden, created_at)
            SELECT g, {zipf(U)}, 1 + (g * 7) % {s["threads"]}, 'A comment, number ' || g, false,
                now() - random() * interval '30 days'
            FROM generate_series(1, {s["thread_comments"]}) g""",
        ),
        (
            "thread_votes",
            f"""INSERT INTO thread_votes (id, user_id, thread_id, value, created_at)
            SELECT g + 1, 1 + g % {U}, 1 + ((g / {U})::bigint * 7919 + (g % {U})::bigint * 104729) % {s["threads"]},
                CASE WHEN g % 5 = 0 THEN -1 ELSE 1 END, now() - random() * interval '30 days'
            FROM generate_series(0, {s["thread_votes"]} - 1) g""",
        ),
        (
            "threads (with their counters)",
            f"""INSERT INTO threads (id, user_id, title, body, tags, score, comment_count, views, hidden, search_text,
                created_at)
            SELECT g, {zipf(U)}, 'How do I tune ' || ({tags})[1 + g % 10] || ' number ' || g,
                'A question with enough words to look like one, asked as thread ' || g || '. Memory leaks?',
                jsonb_build_array(({tags})[1 + g % 10], 'topic' || (g % 500)), coalesce(v.s, 0), coalesce(c.n, 0),
                g % 97, false,
                lower('How do I tune ' || ({tags})[1 + g % 10] || ' number ' || g || E'\\n'
                    || 'A question with enough words to look like one, asked as thread ' || g || '. Memory leaks?'
                    || E'\\n' || ({tags})[1 + g % 10] || E'\\n' || 'topic' || (g % 500)),
                now() - ({s["threads"]} - g) * {tstep} - interval '1 minute'
            FROM generate_series(1, {s["threads"]}) g
            LEFT JOIN (SELECT thread_id, sum(value) s FROM thread_votes GROUP BY 1) v ON v.thread_id = g
            LEFT JOIN (SELECT thread_id, count(*) n FROM comments WHERE thread_id IS NOT NULL GROUP BY 1) c
                ON c.thread_id = g""",
        ),
        (
            "thread_tags",
            "INSERT INTO thread_tags (thread_id, tag)"
            " SELECT id, value #>> '{}' FROM threads, jsonb_array_elements(tags::jsonb)",
        ),
        (
            "projects",
            f"""INSERT INTO projects (id, user_id, title, description, tags, media_urls, upvotes_count,
                downvotes_count, score, comment_count, views, hidden, search_text, created_at)
            SELECT g, {zipf(U)}, 'Project ' || g || ' in ' || ({tags})[1 + g % 10],
                'An open-source tool for ' || ({tags})[1 + (g / 10) % 10] || ' people; project ' || g,
                jsonb_build_array(({tags})[1 + g % 10], ({tags})[1 + (g / 10) % 10]), '[]',
                g % 50, g % 5, g % 50 - g % 5, 0, g % 301, false,
                lower('Project ' || g || ' in ' || ({tags})[1 + g % 10] || E'\\n' || 'An open-source tool for '
                    || ({tags})[1 + (g / 10) % 10] || ' people; project ' || g || E'\\n' || ({tags})[1 + g % 10]
                    || E'\\n' || ({tags})[1 + (g / 10) % 10]),
                now() - ({s["projects"]} - g) * {pstep} - interval '1 minute'
            FROM generate_series(1, {s["projects"]}) g""",
        ),
        (
            "project_tags",
            """INSERT INTO project_tags (project_id, tag)
            SELECT DISTINCT id, value #>> '{}' FROM projects, jsonb_array_elements(tags::jsonb)""",
        ),
        (
            "tag_counts",
            """INSERT INTO tag_counts (kind, tag, uses)
            SELECT 'thread', tag, count(*) FROM thread_tags GROUP BY tag
            UNION ALL SELECT 'project', tag, count(*) FROM project_tags GROUP BY tag""",
        ),
        (
            "users counters",
            """UPDATE users SET thread_count = coalesce(t.n, 0), project_count = coalesce(p.n, 0)
            FROM users u
            LEFT JOIN (SELECT user_id, count(*) n FROM threads GROUP BY 1) t ON t.user_id = u.id
            LEFT JOIN (SELECT user_id, count(*) n FROM projects GROUP BY 1) p ON p.user_id = u.id
            WHERE users.id = u.id""",
        ),
        (
            "friendships",
            # Member 1 is friends with members 2..101; the rest pair members at strides.
            f"""INSERT INTO friendships (requester_id, addressee_id, pair, status, created_at)
            SELECT a, b, least(a, b) || ':' || greatest(a, b), CASE WHEN g % 10 = 0 THEN 'pending' ELSE 'accepted' END,
                now() - random() * interval '60 days'
            FROM (
                SELECT g, 1 + g % {U} AS a, 1 + (g % {U} + 1 + g / {U}) % {U} AS b
                FROM generate_series(0, {s["friendships"]} - 1) g
            ) x WHERE a <> b
            ON CONFLICT DO NOTHING""",
        ),
        (
            "messages",
            # Conversation c pairs members (a, b); the first 200 are member 1 with 2..201.
            f"""INSERT INTO messages (sender_id, recipient_id, body, created_at, read_at, deleted_by_sender,
                deleted_by_recipient)
            SELECT CASE WHEN m % 2 = 0 THEN a ELSE b END, CASE WHEN m % 2 = 0 THEN b ELSE a END,
                'Message ' || m || ' of conversation ' || c,
                now() - interval '20 days'
                    + (m * {per_conv} + c % {per_conv}) * interval '1 second' * (1728000 / {per_conv * per_conv}),
                CASE WHEN m < {per_conv} - 3 THEN now() ELSE NULL END, false, false
            FROM (
                SELECT c, CASE WHEN c <= 200 THEN 1 ELSE 1 + (c * 37) % {U} END AS a,
                    CASE WHEN c <= 200 THEN c + 1 ELSE 1 + (c * 37 + 1 + c / {U}) % {U} END AS b
                FROM generate_series(1, {s["conversations"]}) c
            ) pairs, generate_series(0, {per_conv} - 1) m
            WHERE a <> b
            ORDER BY 4""",
        ),
        ("conversations", INBOX_BACKFILL),  # the inbox's rows, as the migration fills them
        ("sequences", _sequences()),
    ]


def _sequences() -> str:
    tables = ["users", "posts", "threads", "projects", "comments", "post_likes", "post_tags", "thread_tags"]
    tables += ["project_tags", "thread_votes", "friendships", "messages", "user_skills", "tag_counts", "auth_sessions"]
    return "; ".join(
        f"SELECT setval(pg_get_serial_sequence('{t}', 'id'), (SELECT coalesce(max(id), 1) FROM {t}))" for t in tables
    )


async def recreate(database: str) -> str:
    admin = await asyncpg.connect(f"{PG}/postgres")
    try:
        await admin.execute(f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
        await admin.execute(f'CREATE DATABASE "{database}"')
    finally:
        await admin.close()
    return f"{PG}/{database}"


def schema(url: str) -> None:
    """The migrations (what ``devnet db upgrade`` runs), then what the models declare beyond them, in
    one child process (``_schema_child``): under load, starting Python and importing the app is
    most of this step."""
    env = {**os.environ, "DEVNET_DATABASE_URL": url, "PYTHONPATH": os.getcwd()}
    code = f"from bench.dataset import _schema_child; _schema_child({url!r})"
    subprocess.run([sys.executable, "-c", code], env=env, check=True)


def _schema_child(url: str) -> None:
    asyncio.run(migrations.upgrade(url))
    asyncio.run(using_orm(url, lambda: Tortoise.generate_schemas(safe=True)))


# The big tables are filled without their secondary indexes and unique constraints (each generated
# row is distinct by construction), which are then built once: far faster than row by row. Threads
# and projects too: their trigram and text-search indexes cost more per row than the row itself.
BULK = ("posts", "post_tags", "post_likes", "comments", "thread_votes", "messages", "threads", "projects")
SESSION = (
    # replica: no foreign-key triggers (every generated reference exists by construction)
    "SET synchronous_commit = off; SET session_replication_role = replica;"
    " SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'"
)
# The steps run in phases; within a phase, two connections (two cores instead of one) each run
# their list in order, and no step of one reads a table the other writes. Each connection seeds its
# own random(), so a scale always gives the same rows.
FEED = ("post_likes",)


def phases(steps: list[tuple[str, str]]) -> list[tuple[list, list]]:
    named = dict(steps)
    first = ["seed", "users", "user_skills", "auth_sessions"]
    last = ["post_tags", "users counters", "sequences"]
    posts = [name for name in named if name.startswith("posts ")]
    rest = [name for name in named if name not in first + last + posts + list(FEED)]

    def run(names, seed=None):
        return ([("seed", f"SELECT setseed({seed})")] if seed is not None else []) + [(n, named[n]) for n in names]

    return [
        (run(first), []),
        (run(FEED, 0.43), run(rest)),
        (run(posts[:1], 0.44), run(posts[1:], 0.45)),
        (run(last), []),
    ]


async def drop_indexes(conn, tables) -> list[tuple[str, str]]:
    """Drop the indexes and unique constraints of ``tables``, and the primary keys no foreign key
    refers to (likes, tags, votes, comments, messages); (table, SQL) to recreate them."""
    again = []
    for name, table, definition in await conn.fetch(
        """SELECT conname, conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint c
        WHERE conrelid::regclass::text = ANY($1::text[]) AND (contype = 'u' OR contype = 'p' AND NOT EXISTS
            (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = c.conrelid))""",
        list(tables),
    ):
        again.append((table, f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}'))
        await conn.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
    for name, table, definition in await conn.fetch(
        """SELECT i.indexrelid::regclass::text, i.indrelid::regclass::text, pg_get_indexdef(i.indexrelid)
        FROM pg_index i WHERE i.indrelid::regclass::text = ANY($1::text[]) AND NOT i.indisprimary""",
        list(tables),
    ):
        again.append((table, definition))
        await conn.execute(f"DROP INDEX {name}")
    return again


def backend_cpu(conn) -> float | None:
    """CPU seconds the connection's PostgreSQL process has used, when it runs on this machine: on
    a shared machine the wall time of a step says more about the neighbours than about the step."""
    try:
        with open(f"/proc/{conn.get_server_pid()}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def cpu_used(conn, before: float | None) -> str:
    after = backend_cpu(conn)
    return "unknown" if before is None or after is None else f"{after - before:.1f} s"


async def in_parallel(conns, work: list[str]) -> None:
    """Run the statements of ``work`` on the connections, each taking the next one when it is free."""
    queue = list(work)

    async def drain(conn) -> None:
        while queue:
            await conn.execute(queue.pop(0))

    await asyncio.gather(*(drain(conn) for conn in conns))


async def generate(database: str, scale: float, log=print, threads: int | None = None) -> dict:
    started = time.perf_counter()
    url = await recreate(database)
    schema(url)
    log(f"  schema: {time.perf_counter() - started:.1f} s")
    conns = [await asyncpg.connect(url), await asyncpg.connect(url)]
    timings = {}

    async def run(conn, steps) -> None:
        for name, sql in steps:
            t, cpu = time.perf_counter(), backend_cpu(conn)
            await conn.execute(sql)
            timings[name] = round(time.perf_counter() - t, 2)
            log(f"  {name}: {timings[name]:.1f} s (server CPU {cpu_used(conn, cpu)})")

    try:
        for conn in conns:
            await conn.execute(SESSION)
        cpu = [backend_cpu(conn) for conn in conns]
        again = await drop_indexes(conns[0], BULK)
        t = time.perf_counter()
        for mine, other in phases(statements(sizes(scale, threads))):
            await asyncio.gather(run(conns[0], mine), run(conns[1], other))
        timings["rows"] = round(time.perf_counter() - t, 2)
        log(f"  rows: {timings['rows']:.1f} s")
        # The indexes, two at a time (PostgreSQL builds a B-tree with its own
        # parallel workers too); then VACUUM (the visibility map index-only scans need) and ANALYZE.
        # GIN indexes first: PostgreSQL builds them in one process (the posts' text-search index,
        # about 30 s at scale 1, is the longest single build), then B-trees by table size.
        order = {table: n for n, table in enumerate(("post_likes", "posts", "messages", "post_tags"))}
        again.sort(key=lambda item: (" USING gin " not in item[1], order.get(item[0], len(order))))
        t = time.perf_counter()
        await in_parallel(conns, [sql for _, sql in again])
        timings["indexes"] = round(time.perf_counter() - t, 2)
        log(f"  indexes: {timings['indexes']:.1f} s")
        t = time.perf_counter()
        tables = await conns[0].fetch(
            "SELECT relname FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC"
        )
        await in_parallel(conns, [f'VACUUM ANALYZE "{row[0]}"' for row in tables])
        timings["vacuum analyze"] = round(time.perf_counter() - t, 2)
        log(f"  vacuum analyze: {timings['vacuum analyze']:.1f} s")
        counts = {
            table: await conns[0].fetchval(f"SELECT count(*) FROM {table}")
            for table in ("users", "posts", "post_likes", "threads", "comments", "thread_votes", "projects")
            + ("friendships", "messages")
        }
        used = [cpu_used(conn, before) for conn, before in zip(conns, cpu, strict=True)]
    finally:
        for conn in conns:
            await conn.close()
    total = round(time.perf_counter() - started, 1)
    log(f"  dataset ready in {total} s: {counts}; server CPU of the two connections: {' and '.join(used)}")
    return {"url": url, "seconds": total, "steps": timings, "rows": counts}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--database", default="devnet_bench")
    args = parser.parse_args()
    asyncio.run(generate(args.database, args.scale))


if __name__ == "__main__":
    main()
