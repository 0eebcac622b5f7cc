"""`devnet seed` writes demo content a newcomer believes: each thread, project, post and reply stays
on one topic, the asyncpg pool-timeout thread is there to find, and the demo member's analytics
have 30 days of views. Runs the real console script on a throwaway SQLite database."""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest

from tests.cli.test_cli import cli_env, devnet

SEED = (
    "seed",
    "--users",
    "8",
    "--threads",
    "150",
    "--projects",
    "30",
    "--comments",
    "200",
    "--votes",
    "200",
    "--posts",
    "150",
    "--likes",
    "200",
    "--post-comments",
    "150",
    "--friendships",
    "10",
    "--messages",
    "30",
    "--views",
    "1500",
    "--json",
)

# Names that belong to one language; written here, not imported, so the test checks the seed's text.
LANGUAGES = {
    "python": re.compile(
        r"\b(python|django|fastapi|flask|aiohttp|asyncio|pytest|celery|sqlalchemy|asyncpg|mypy)\b", re.I
    ),
    "rust": re.compile(r"\b(rust|cargo|tokio|clippy|serde|axum|sqlx)\b|borrow checker", re.I),
    "javascript": re.compile(r"\b(javascript|typescript|react|node\.js|next\.js|vite|webpack|npm)\b", re.I),
    "go": re.compile(r"\b(golang|goroutines?|go\.mod|gofmt|errgroup)\b|\bGo\b|#go\b"),
}
# What a text about each topic names at least once.
TOPIC_WORDS = {
    **LANGUAGES,
    "devops": re.compile(
        r"\b(ci|deploy\w*|kubernetes|docker|terraform|pipelines?|on-call|runbooks?|cluster|"
        r"container\w*|cron|rollback|prometheus|argo cd|github actions|ports?|alerts?)\b",
        re.I,
    ),
    "postgres": re.compile(r"postgres\w*|\bsql\b|explain|\bindex(es)?\b|vacuum|pg_\w+|replication|migrations?", re.I),
    "security": re.compile(
        r"security|pentest|csrf|tokens?|secrets?|owasp|threat|passwords?|sessions?|bug bounty|"
        r"uploads?|advisor\w*|reset links?",
        re.I,
    ),
    "career": re.compile(
        r"career|interviews?|freelance|mentor\w*|\brate\b|senior|staff|lead\w*|brag|remote|"
        r"hiring|contractor|years",
        re.I,
    ),
    "ai": re.compile(r"\b(ai|llm|models?|evaluation|embeddings|retrieval|fine-tuning|prompt\w*)\b", re.I),
}
POOL_TIMEOUT = "asyncpg pool timeouts under load: what fixed it for us"


def languages_in(text: str) -> set[str]:
    return {name for name, pattern in LANGUAGES.items() if pattern.search(text)}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory) -> tuple[Path, dict]:
    """One small seed (with the trend and analytics jobs afterwards, as `make run` does)."""
    tmp_path = tmp_path_factory.mktemp("seed")
    database = tmp_path / "devnet.sqlite3"
    env = cli_env(tmp_path, f"sqlite://{database}")
    assert devnet("db", "upgrade", env=env, cwd=tmp_path).returncode == 0
    result = devnet(*SEED, env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return database, json.loads(result.stdout)


def rows(database: Path, sql: str) -> list[tuple]:
    with sqlite3.connect(database) as conn:
        return conn.execute(sql).fetchall()


def test_each_thread_and_project_stays_on_its_one_topic(seeded):
    database, made = seeded
    items = rows(database, "SELECT title, body, tags FROM threads") + rows(
        database, "SELECT title, description, tags FROM projects"
    )
    assert len(items) == made["threads"] + made["projects"] == 180
    for title, body, tags in items:
        tags = json.loads(tags)
        topics = [tag for tag in tags if tag in TOPIC_WORDS]
        assert topics, (title, tags)
        # The title and the body name the same language (or none), one the tags name.
        named = languages_in(title) | languages_in(body)
        assert len(named) <= 1 and named <= set(tags), (title, body, tags)
        assert any(TOPIC_WORDS[topic].search(f"{title}\n{body}") for topic in topics), (title, body, tags)
    # Varied at this size: few titles repeat, and every topic shows up.
    titles = [title for title, _, _ in items]
    assert len(set(titles)) > 0.6 * len(titles)
    assert {tag for *_, tags in items for tag in json.loads(tags)} >= set(TOPIC_WORDS)


def test_each_post_names_one_language_at_most_and_tags_it(seeded):
    database, made = seeded
    posts = rows(database, "SELECT content, tags FROM posts")
    assert len(posts) == made["posts"] == 150
    for content, tags in posts:
        tags = json.loads(tags)
        assert any(tag in TOPIC_WORDS for tag in tags), content
        named = languages_in(content)
        assert len(named) <= 1 and named <= set(tags), content
    assert len({content for content, _ in posts}) > 0.5 * len(posts)


def test_replies_name_no_other_language_than_what_they_answer(seeded):
    database, _ = seeded
    replies = rows(
        database,
        "SELECT c.body, coalesce(t.title || ' ' || t.body, p.title || ' ' || p.description, "
        "f.content) FROM comments c LEFT JOIN threads t ON t.id = c.thread_id "
        "LEFT JOIN projects p ON p.id = c.project_id LEFT JOIN posts f ON f.id = c.post_id",
    )
    assert len(replies) == 350
    for reply, parent in replies:
        assert languages_in(reply) <= languages_in(parent), (reply, parent)


def test_the_pool_timeout_thread_is_there_to_find(seeded):
    database, _ = seeded
    found = rows(
        database,
        "SELECT u.email, t.body, t.tags FROM threads t JOIN users u ON u.id = t.user_id "
        "WHERE t.search_text LIKE '%pool timeout%'",
    )
    assert len(found) == 1
    email, body, tags = found[0]
    assert email == "demo0@demo.devnet.dev"
    assert "asyncpg" in body and "PostgreSQL" in body and "postgres" in json.loads(tags)
    assert rows(database, "SELECT title FROM threads ORDER BY id LIMIT 1") == [(POOL_TIMEOUT,)]


def test_the_demo_member_has_thirty_days_of_views_in_analytics(seeded):
    database, made = seeded
    assert 0 < made["views"] <= 1500
    analytics = rows(
        database,
        "SELECT a.profile_views, a.thread_views + a.project_views, a.daily FROM user_analytics a "
        "JOIN users u ON u.id = a.user_id WHERE u.username = 'demo0'",
    )
    assert len(analytics) == 1
    profile_views, content_views, daily = analytics[0]
    assert profile_views > 0 and content_views > 0
    daily = json.loads(daily)
    assert len(daily) == 30
    assert sum(day["profileViews"] > 0 for day in daily) >= 10  # a history, not one spike today
    assert sum(day["contentViews"] for day in daily) > 0
    # Each thread's and project's view counter equals its view rows, as the views service keeps it.
    for table, kind in (("threads", "thread"), ("projects", "project")):
        assert rows(
            database,
            f"SELECT count(*) FROM {table} x WHERE views != (SELECT count(*) FROM content_views v "
            f"WHERE v.kind = '{kind}' AND v.object_id = x.id)",
        ) == [(0,)]
    assert rows(database, "SELECT count(*) FROM content_views WHERE day < date('now', '-29 days')") == [(0,)]


def test_the_same_seed_writes_the_same_posts_and_views(seeded, tmp_path):
    database, _ = seeded
    again = tmp_path / "again.sqlite3"
    env = cli_env(tmp_path, f"sqlite://{again}")
    assert devnet("db", "upgrade", env=env, cwd=tmp_path).returncode == 0
    assert devnet(*SEED, "--no-trends", env=env, cwd=tmp_path).returncode == 0
    for sql in (
        "SELECT content, user_id FROM posts ORDER BY id",
        "SELECT title, body FROM threads ORDER BY id",
        "SELECT kind, object_id, viewer, day FROM content_views ORDER BY kind, object_id, viewer, day",
    ):
        assert rows(again, sql) == rows(database, sql)
