"""Cost grows with the window, not the history: on PostgreSQL with a long history, the trend jobs'
queries reach the window's rows through the created_at indexes instead of reading every row."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.db import connection, using_orm
from devnet_api.models.accounts import Status
from devnet_api.models.content import Comment
from devnet_api.models.feed import PostLike, PostTag
from tests.conftest import reset_database

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
HISTORY = 50_000  # rows older than every window


async def plans(settings) -> list[str]:
    await reset_database(settings)
    conn = connection()
    await conn.execute_script(f"""
        INSERT INTO users (username, username_key, email, password_hash, display_name, bio, skills,
                           is_available_for_work, project_count, thread_count, role, status, created_at)
        VALUES ('old', 'old', 'old@example.com', 'x', 'Old', '', '[]', false, 0, 0, 'member', 'active',
                '2020-01-01');
        INSERT INTO posts (user_id, content, media_urls, tags, likes_count, comment_count, shares_count, hidden,
                           created_at)
        SELECT 1, 'old', '[]', '[]', 0, 0, 0, false, TIMESTAMPTZ '2024-01-01' + n * INTERVAL '1 minute'
        FROM generate_series(1, {HISTORY}) AS n;
        INSERT INTO post_tags (post_id, tag, created_at) SELECT id, 'old', created_at FROM posts;
        INSERT INTO post_likes (user_id, post_id, created_at) SELECT 1, id, created_at FROM posts;
        INSERT INTO comments (user_id, post_id, body, hidden, created_at)
        SELECT 1, id, 'c', false, created_at FROM posts;
        ANALYZE;""")
    start = NOW - timedelta(days=7)
    window = {"created_at__gte": start, "created_at__lte": NOW}
    queries = [
        PostTag.filter(**window, post__hidden=False, post__user__status=Status.ACTIVE).values("tag", "created_at"),
        PostLike.filter(**window, post__hidden=False).values("created_at", owner="post__user_id"),
        Comment.filter(**window, hidden=False, post__hidden=False).values("created_at", owner="post__user_id"),
    ]
    found = []
    for query in queries:
        rows = await conn.execute_query_dict("EXPLAIN " + query.sql(params_inline=True))
        found.append("\n".join(row["QUERY PLAN"] for row in rows))
    return found


@pytest.mark.parametrize("backend", ["postgres"])
async def test_window_queries_use_the_created_at_indexes(settings):
    found = await using_orm(settings.database_url, lambda: plans(settings))
    for plan in found:
        assert "created" in plan and "Index" in plan, plan
        assert 'Seq Scan on "post_tags"' not in plan and 'Seq Scan on "post_likes"' not in plan, plan
