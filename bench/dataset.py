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

PG = os.environ.get("DEVNET_BENCH_PG", "postgres://postgres@127.0.0.1:5432")
TOKEN = "bench-session-token-of-member-1"  # the cookie of the signed-in requests (member 1)
TOKENS = {n: f"bench-session-token-of-member-{n}" for n in range(1, 6)}
PASSWORD_HASH = "!"  # no password signs in: the bench uses sessions made here


def sizes(scale: float) -> dict[str, int]:
    def n(value: int) -> int:
        return max(1, int(value * scale))

    return {
        "users": max(300, n(10_000)),
        "posts": n(1_000_000),
        "tags": 5_000,
        "likes": n(5_000_000),
        "threads": n(50_000),
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
            f"""INSERT INTO post_likes (user_id, post_id, created_at)
            SELECT u, p, now() - ({P} - p) * {step} - interval '30 seconds' FROM (
                SELECT 1 + g % {U} AS u, 1 + ((g / {U})::bigint * 7919 + (g % {U}) * 104729) % {P} AS p
                FROM generate_series(0, {s["likes"]} - 1) g
            ) x""",
        ),
        (
            "posts (with their like counts)",
            f"""INSERT INTO posts (id, user_id, content, media_urls, tags, likes_count, comment_count, shares_count,
                hidden, created_at)
            SELECT g, a, 'Post number ' || g || ' about what I shipped today #tag' || t, '[]',
                jsonb_build_array('tag' || t),
                coalesce(l.n, 0), 0, 0, false, now() - ({P} - g) * {step} - interval '1 minute'
            FROM (SELECT g, {zipf(U)} AS a, {zipf(T)} AS t FROM generate_series(1, {P}) g) x
            LEFT JOIN (SELECT post_id, count(*) AS n FROM post_likes GROUP BY post_id) l ON l.post_id = x.g""",
        ),
        (
            "post_tags",
            "INSERT INTO post_tags (post_id, tag, created_at) SELECT id, tags->>0, created_at FROM posts",
        ),
        (
            "threads",
            f"""INSERT INTO threads (id, user_id, title, body, tags, score, comment_count, views, hidden, search_text,
                created_at)
            SELECT g, {zipf(U)}, 'How do I tune ' || ({tags})[1 + g % 10] || ' number ' || g,
                'A question with enough words to look like one, asked as thread ' || g || '. Memory leaks?',
                jsonb_build_array(({tags})[1 + g % 10], 'topic' || (g % 500)), 0, 0, g % 97, false,
                lower('How do I tune ' || ({tags})[1 + g % 10] || ' number ' || g || E'\\n'
                    || 'A question with enough words to look like one, asked as thread ' || g || '. Memory leaks?'
                    || E'\\n' || ({tags})[1 + g % 10] || E'\\n' || 'topic' || (g % 500)),
                now() - ({s["threads"]} - g) * {tstep} - interval '1 minute'
            FROM generate_series(1, {s["threads"]}) g""",
        ),
        (
            "thread_tags",
            "INSERT INTO thread_tags (thread_id, tag)"
            " SELECT id, value #>> '{}' FROM threads, jsonb_array_elements(tags::jsonb)",
        ),
        (
            "thread comments",
            f"""INSERT INTO comments (user_id, thread_id, body, hidden, created_at)
            SELECT {zipf(U)}, 1 + (g * 7) % {s["threads"]}, 'A comment, number ' || g, false,
                now() - random() * interval '30 days'
            FROM generate_series(1, {s["thread_comments"]}) g""",
        ),
        (
            "thread_votes",
            f"""INSERT INTO thread_votes (user_id, thread_id, value, created_at)
            SELECT 1 + g % {U}, 1 + ((g / {U})::bigint * 7919 + (g % {U}) * 104729) % {s["threads"]},
                CASE WHEN g % 5 = 0 THEN -1 ELSE 1 END, now() - random() * interval '30 days'
            FROM generate_series(0, {s["thread_votes"]} - 1) g""",
        ),
        (
            "threads counters",
            """UPDATE threads SET score = coalesce(v.s, 0), comment_count = coalesce(c.n, 0)
            FROM threads t
            LEFT JOIN (SELECT thread_id, sum(value) s FROM thread_votes GROUP BY 1) v ON v.thread_id = t.id
            LEFT JOIN (SELECT thread_id, count(*) n FROM comments WHERE thread_id IS NOT NULL GROUP BY 1) c
                ON c.thread_id = t.id
            WHERE threads.id = t.id""",
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
    env = {**os.environ, "DEVNET_DATABASE_URL": url, "PYTHONPATH": os.getcwd()}
    devnet = os.path.join(os.path.dirname(sys.executable), "devnet")
    subprocess.run([devnet, "db", "upgrade"], env=env, check=True, stdout=subprocess.DEVNULL)
    code = (
        "import asyncio; from tortoise import Tortoise; from devnet_api.db import using_orm; "
        f"asyncio.run(using_orm({url!r}, lambda: Tortoise.generate_schemas(safe=True)))"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True)


# The big tables are filled without their secondary indexes and unique constraints (each generated
# row is distinct by construction), which are then built once: far faster than row by row.
BULK = ("posts", "post_tags", "post_likes", "comments", "thread_votes", "messages")


async def drop_indexes(conn, tables) -> list[str]:
    """Drop the non-primary indexes and unique constraints of ``tables``; the SQL to recreate them."""
    again = []
    for name, table, definition in await conn.fetch(
        """SELECT conname, conrelid::regclass::text, pg_get_constraintdef(oid) FROM pg_constraint
        WHERE contype = 'u' AND conrelid::regclass::text = ANY($1::text[])""",
        list(tables),
    ):
        again.append(f'ALTER TABLE {table} ADD CONSTRAINT "{name}" {definition}')
        await conn.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{name}"')
    for name, definition in await conn.fetch(
        """SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i
        WHERE i.indrelid::regclass::text = ANY($1::text[]) AND NOT i.indisprimary""",
        list(tables),
    ):
        again.append(definition)
        await conn.execute(f"DROP INDEX {name}")
    return again


async def generate(database: str, scale: float, log=print) -> dict:
    started = time.perf_counter()
    url = await recreate(database)
    schema(url)
    log(f"  schema: {time.perf_counter() - started:.1f} s")
    conn = await asyncpg.connect(url)
    timings = {}
    try:
        # replica: no foreign-key triggers (every generated reference exists by construction)
        await conn.execute(
            "SET synchronous_commit = off; SET session_replication_role = replica;"
            " SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'"
        )
        again = await drop_indexes(conn, BULK)
        for name, sql in statements(sizes(scale)):
            t = time.perf_counter()
            await conn.execute(sql)
            timings[name] = round(time.perf_counter() - t, 2)
            log(f"  {name}: {timings[name]:.1f} s")
        t = time.perf_counter()
        for sql in again:
            await conn.execute(sql)
        timings["indexes"] = round(time.perf_counter() - t, 2)
        log(f"  indexes: {timings['indexes']:.1f} s")
        t = time.perf_counter()
        await conn.execute("VACUUM ANALYZE")
        timings["vacuum analyze"] = round(time.perf_counter() - t, 2)
        counts = {
            table: await conn.fetchval(f"SELECT count(*) FROM {table}")
            for table in ("users", "posts", "post_likes", "threads", "comments", "thread_votes", "projects")
            + ("friendships", "messages")
        }
    finally:
        await conn.close()
    total = round(time.perf_counter() - started, 1)
    log(f"  dataset ready in {total} s: {counts}")
    return {"url": url, "seconds": total, "steps": timings, "rows": counts}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--database", default="devnet_bench")
    args = parser.parse_args()
    asyncio.run(generate(args.database, args.scale))


if __name__ == "__main__":
    main()
