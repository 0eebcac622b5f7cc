"""Trending hashtags and trending users: jobs that read only the recent window and replace a snapshot.

The formulas and their anchors are in docs/jobs.md. Each function takes ``now`` so tests pin the
clock; the jobs call them without it. A run reads rows created in the window only (each source
table has its created_at index), and replaces the snapshot in one transaction: running it twice
leaves the same rows, never counts added to counts.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime, timedelta

from devnet_api.db.sql import Statement
from devnet_api.models.feed import Post, PostTag
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.realtime.collector import transaction
from devnet_api.services.kinds import COMMENT, POST, PROJECT, THREAD, USER, Kind

TOP = 10
NEW_ACCOUNT_AGE = timedelta(hours=24)  # younger accounts are left out of every trend
HASHTAG_WINDOW = timedelta(hours=72)
HASHTAG_HALF_LIFE = timedelta(hours=24)
USER_WINDOW = timedelta(days=7)
USER_HALF_LIFE = timedelta(hours=48)
# What each kind of engagement a member receives (or creates) is worth before the time decay.
USER_WEIGHTS = {"post": 1.0, "thread": 2.0, "project": 3.0, "like": 1.0, "comment": 2.0, "upvote": 1.0}


def decay(age: timedelta, half_life: timedelta) -> float:
    """1 for something that happened now, 1/2 one half-life ago, 1/4 two half-lives ago."""
    return 0.5 ** (max(age, timedelta(0)) / half_life)


def _utc(value: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _established(created_at: datetime, now: datetime) -> bool:
    return _utc(created_at) <= now - NEW_ACCOUNT_AGE


# --- hashtags -------------------------------------------------------------------------------------


def score_hashtags(uses: list[tuple[str, int, datetime]], now: datetime) -> list[dict]:
    """``uses``: (tag, account, time) of each tagged post in the window. Each account counts once
    per tag, at its latest use, weighted by its age; the top TOP by score, then people, then name.
    ``posts`` is how many of the counted posts carry the tag (what the feed's sidebar shows)."""
    latest: dict[str, dict[int, datetime]] = defaultdict(dict)
    posts: dict[str, int] = defaultdict(int)
    for tag, account, at in uses:
        at = _utc(at)
        posts[tag] += 1
        if at > latest[tag].get(account, datetime.min.replace(tzinfo=UTC)):
            latest[tag][account] = at
    scored = [
        {
            "tag": tag,
            "people": len(accounts),
            "posts": posts[tag],
            "score": round(sum(decay(now - at, HASHTAG_HALF_LIFE) for at in accounts.values()), 6),
        }
        for tag, accounts in latest.items()
    ]
    scored.sort(key=lambda row: (-row["score"], -row["people"], row["tag"]))
    return scored[:TOP]


def _epoch(column: str, dialect: str) -> str:
    """SQL for ``column`` (a timestamp) as seconds since 1970."""
    if dialect == "postgres":
        # date_part is double precision; extract() is numeric since PostgreSQL 14, and a numeric
        # power() per row costs more than the rest of the query.
        return f"date_part('epoch', ({column})::timestamptz)"
    return f"((julianday({column}) - 2440587.5) * 86400.0)"


async def _window_rows(sql: str, values: list) -> list[dict]:
    """Run the users statement. On PostgreSQL, in its own transaction with JIT off and more memory
    for its hash tables: it is about 800 expressions, and JIT compiled them on every
    run (2.8 s of 8.2 s at 7 days, 5.1 s of 5.4 s at 24 hours on the 1M-post bench, EXPLAIN ANALYZE);
    with 4 MB the hash of the window's liked posts spilled to disk in 8 batches (docs/performance.md)."""
    db = Post._meta.db
    if db.capabilities.dialect != "postgres":
        return await db.execute_query_dict(sql, values)
    async with transaction() as conn:
        await conn.execute_script("SET LOCAL jit = off; SET LOCAL work_mem = '64MB'")
        return await conn.execute_query_dict(sql, values)


async def hashtag_scores(now: datetime) -> list[dict]:
    """score_hashtags over [now - HASHTAG_WINDOW, now], computed by the database: each account's
    latest use of a tag, decayed, summed per tag (one row per tag reaches Python, not one per post).
    Same rounding and order as score_hashtags."""
    db = PostTag._meta.db
    dialect = db.capabilities.dialect
    half = HASHTAG_HALF_LIFE.total_seconds()
    sql = f"""
        SELECT tag, count(*) AS people, sum(n) AS posts,
               sum(power(0.5, ({_epoch(":now", dialect)} - {_epoch("latest", dialect)}) / {half})) AS score
        FROM (
            SELECT pt.tag AS tag, p.user_id AS account, max(pt.created_at) AS latest, count(*) AS n
            FROM post_tags pt JOIN posts p ON p.id = pt.post_id JOIN users u ON u.id = p.user_id
            WHERE pt.created_at >= :start AND pt.created_at <= :now AND {POST.visible_sql("p", "u")}
              AND p.created_at >= :post_start AND u.created_at <= :established
            GROUP BY pt.tag, p.user_id
        ) uses
        GROUP BY tag"""
    params = {
        "now": now,
        "start": now - HASHTAG_WINDOW,
        # A post's tag rows are written in its own transaction, right after it: this bound drops no
        # tag row of the window and lets the posts be read by their created_at index.
        "post_start": now - HASHTAG_WINDOW - timedelta(hours=1),
        "established": now - NEW_ACCOUNT_AGE,
    }
    rows = await db.execute_query_dict(*Statement(sql).compile(dialect, params))
    scored = [
        {"tag": r["tag"], "people": int(r["people"]), "posts": int(r["posts"]), "score": round(float(r["score"]), 6)}
        for r in rows
    ]
    scored.sort(key=lambda row: (-row["score"], -row["people"], row["tag"]))
    return scored[:TOP]


async def refresh_hashtags(now: datetime | None = None) -> dict:
    """Recompute trending hashtags from the last 72 hours and replace the snapshot."""
    now = now or datetime.now(UTC)
    top = await hashtag_scores(now)
    async with transaction():
        await TrendingHashtag.all().delete()
        await TrendingHashtag.bulk_create(
            [
                TrendingHashtag(
                    rank=rank,
                    tag=row["tag"],
                    people=row["people"],
                    posts=row["posts"],
                    score=row["score"],
                    computed_at=now,
                )
                for rank, row in enumerate(top, 1)
            ]
        )
    return {"hashtags": len(top)}


# --- users ----------------------------------------------------------------------------------------


def score_users(events: list[tuple[str, int, datetime]], now: datetime) -> list[dict]:
    """``events``: (kind, member, time) of each engagement a member received or created in the
    window. Score = sum of USER_WEIGHTS[kind] x decay(age); the top TOP by score, then member id."""
    scores: dict[int, float] = defaultdict(float)
    for kind, member, at in events:
        scores[member] += USER_WEIGHTS[kind] * decay(now - _utc(at), USER_HALF_LIFE)
    ranked = sorted(
        ({"user_id": member, "score": round(score, 6)} for member, score in scores.items()),
        key=lambda row: (-row["score"], row["user_id"]),
    )
    return ranked[:TOP]


async def user_scores(now: datetime) -> list[dict]:
    """score_users over [now - USER_WINDOW, now], computed by the database: the weighted, decayed
    events summed per member (one row per member reaches Python, not one per like). What counts:
    active, established members' visible posts, threads and projects; likes, comments and upvotes
    they received from other such members. Same rounding and order as score_users.

    Shaped for the 1.2 million likes of a 7-day window (docs/performance.md, "Trend jobs"): each
    engagement row does one hash probe and no member look-up. Likes and comments on posts are
    matched against the window's own visible posts only (read from the posts' created_at index):
    nearly every like in the window is on one of them. The few that are not (a post older than the
    window, or hidden) are summed apart per (post, member who liked), and only those groups look
    their post up by id, keeping older visible posts not of that member. Members are checked once:
    the ones who engage against the few accounts that do not count (banned, brand new), the owners
    per owner after the sums (an owned item's engaging member is its owner). Weights are double
    precision (a numeric weight meant a numeric-to-double conversion per row), and the plan runs in
    parallel on PostgreSQL (no correlated subquery below the sums)."""
    db = Post._meta.db
    dialect = db.capabilities.dialect
    window = "BETWEEN :start AND :now"

    def weight(kind: str) -> str:
        return f"CAST({USER_WEIGHTS[kind]} AS DOUBLE PRECISION)"

    none = "CAST(NULL AS INTEGER)"

    # What members can see (Kind.shown_sql): each item's own part here, its owner's once per owner below.
    def owned(kind: Kind) -> str:  # owner, orphan post, orphan actor, actor, weight, at
        return f"""SELECT t.user_id AS owner, {none} AS orphan_post, {none} AS orphan_actor, t.user_id AS actor,
                {weight(kind.name)} AS weight, t.created_at AS at
            FROM {kind.table} t WHERE t.created_at {window} AND {kind.shown_sql("t")}"""

    def received(table: str, kind: str, parent: Kind, extra: str = "") -> str:
        return f"""SELECT x.user_id, {none}, {none}, e.user_id, {weight(kind)}, e.created_at
            FROM {table} e JOIN {parent.table} x ON x.id = e.{parent.ref}
            WHERE e.created_at {window} AND {parent.shown_sql("x")} AND e.user_id <> x.user_id {extra}"""

    comment = f"AND {COMMENT.shown_sql('e')} AND e.deleted_at IS NULL"
    on_posts = f"""SELECT r.user_id, CASE WHEN r.id IS NULL THEN e.post_id END,
                CASE WHEN r.id IS NULL THEN e.user_id END, e.user_id, e.weight, e.at
            FROM (
                SELECT e.post_id, e.user_id, {weight("like")} AS weight, e.created_at AS at
                FROM post_likes e WHERE e.created_at {window}
                UNION ALL
                SELECT e.post_id, e.user_id, {weight("comment")}, e.created_at
                FROM comments e WHERE e.post_id IS NOT NULL AND e.created_at {window} {comment}
            ) e
            LEFT JOIN posts r ON r.id = e.post_id AND r.created_at >= :start AND {POST.shown_sql("r")}
            WHERE r.id IS NULL OR e.user_id <> r.user_id"""
    sources = [
        owned(POST),
        owned(THREAD),
        owned(PROJECT),
        on_posts,
        received(THREAD.vote_model._meta.db_table, "upvote", THREAD, "AND e.value > 0"),
        received(PROJECT.vote_model._meta.db_table, "upvote", PROJECT, "AND e.value > 0"),
        received(COMMENT.table, "comment", THREAD, comment),
        received(COMMENT.table, "comment", PROJECT, comment),
    ]
    half = USER_HALF_LIFE.total_seconds()
    decayed = f"power(0.5, ({_epoch(':now', dialect)} - {_epoch('ev.at', dialect)}) / {half})"
    # An engagement on a post outside the window's visible ones: its post's owner if that post is
    # visible, older than the window and not the engaging member's own; NULL drops the group.
    orphan_owner = f"""(SELECT x.user_id FROM posts x WHERE x.id = g.orphan_post AND {POST.shown_sql("x")}
            AND x.created_at < :start AND x.user_id <> g.orphan_actor)"""
    text = f"""SELECT s.owner AS owner, sum(s.score) AS score
        FROM (
            SELECT COALESCE(g.owner, {orphan_owner}) AS owner, g.score AS score
            FROM (
                SELECT ev.owner AS owner, ev.orphan_post AS orphan_post, ev.orphan_actor AS orphan_actor,
                       sum(ev.weight * {decayed}) AS score
                FROM ({" UNION ALL ".join(sources)}) ev
                WHERE NOT EXISTS (
                    SELECT 1 FROM users a
                    WHERE a.id = ev.actor AND (NOT ({USER.shown_sql("a")}) OR a.created_at > :established)
                )
                GROUP BY ev.owner, ev.orphan_post, ev.orphan_actor
            ) g
        ) s
        JOIN users o ON o.id = s.owner
        WHERE {USER.shown_sql("o")} AND o.created_at <= :established
        GROUP BY s.owner"""
    params = {"now": now, "start": now - USER_WINDOW, "established": now - NEW_ACCOUNT_AGE}
    rows = await _window_rows(*Statement(text).compile(dialect, params))
    ranked = sorted(
        ({"user_id": int(r["owner"]), "score": round(float(r["score"]), 6)} for r in rows),
        key=lambda row: (-row["score"], row["user_id"]),
    )
    return ranked[:TOP]


async def refresh_users(now: datetime | None = None) -> dict:
    """Recompute trending users from the last 7 days and replace the snapshot."""
    now = now or datetime.now(UTC)
    top = await user_scores(now)
    async with transaction():
        await TrendingUser.all().delete()
        await TrendingUser.bulk_create(
            [
                TrendingUser(rank=rank, user_id=row["user_id"], score=row["score"], computed_at=now)
                for rank, row in enumerate(top, 1)
            ]
        )
    # The snapshot is read joined to the members: with statistics of many rewrites ago (hundreds of
    # rows, not ten) PostgreSQL hashes every member for it (7 ms instead of 0.2 at 10,000 members).
    await TrendingUser._meta.db.execute_script(f'ANALYZE "{TrendingUser._meta.db_table}"')
    return {"users": len(top)}
