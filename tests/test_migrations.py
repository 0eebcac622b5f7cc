"""Each migration tree, applied to an empty database, gives exactly the schema of the current models."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import asyncpg
from tortoise import Tortoise

from devnet_api.db import migrations, search_index, using_orm
from devnet_api.services import content, kinds
from tests import backing_services
from tests.conftest import require_services


def _sqlite_schema(path: Path) -> dict:
    conn = sqlite3.connect(path)
    try:
        schema = {}
        tables = [
            r[0]
            for r in conn.execute(
                "SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        for table in tables:
            columns = sorted(tuple(r[1:]) for r in conn.execute(f'PRAGMA table_info("{table}")'))
            indexes = sorted(
                (bool(unique), tuple(c[2] for c in conn.execute(f'PRAGMA index_info("{name}")')))
                for _, name, unique, *_ in conn.execute(f'PRAGMA index_list("{table}")')
            )
            keys = sorted(tuple(r[2:5]) + (r[6],) for r in conn.execute(f'PRAGMA foreign_key_list("{table}")'))
            schema[table] = {"columns": columns, "indexes": indexes, "foreign_keys": keys}
        return schema
    finally:
        conn.close()


async def _postgres_schema(url: str) -> dict:
    conn = await asyncpg.connect(url)
    try:
        columns = await conn.fetch(
            "SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision, "
            "numeric_scale, is_nullable, column_default FROM information_schema.columns "
            "WHERE table_schema = 'public' ORDER BY table_name, column_name"
        )
        indexes = await conn.fetch("SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = 'public'")
        constraints = await conn.fetch(
            "SELECT conrelid::regclass::text AS tbl, contype, pg_get_constraintdef(oid) AS def "
            "FROM pg_constraint WHERE connamespace = 'public'::regnamespace"
        )
        return {
            "columns": sorted(tuple(r) for r in columns),
            # Index names are generated; what matters is the table, uniqueness and columns.
            "indexes": sorted(
                (r["tablename"], re.sub(r'INDEX "?\w+"? ON', "INDEX ON", r["indexdef"])) for r in indexes
            ),
            "constraints": sorted((r["tbl"], r["contype"], r["def"]) for r in constraints),
        }
    finally:
        await conn.close()


async def test_sqlite_migrations_match_the_models(tmp_path):
    migrated, generated = tmp_path / "migrated.sqlite3", tmp_path / "generated.sqlite3"
    applied = await migrations.upgrade(f"sqlite://{migrated}")
    assert applied, "a fresh database should get every migration"
    await using_orm(f"sqlite://{generated}", _generate("sqlite"))
    schema = _sqlite_schema(migrated)
    assert "users" in schema and "auth_sessions" in schema
    assert schema == _sqlite_schema(generated)
    assert await migrations.upgrade(f"sqlite://{migrated}") == []


async def test_postgres_migrations_match_the_models(testrun_uid):
    require_services()
    migrated, generated = f"devnet_mig_{testrun_uid[:8]}", f"devnet_gen_{testrun_uid[:8]}"
    for name in (migrated, generated):
        await backing_services.recreate_database(name)
    assert await migrations.upgrade(backing_services.pg_url(migrated))
    await using_orm(backing_services.pg_url(generated), _generate("postgres"))
    schema = await _postgres_schema(backing_services.pg_url(migrated))
    assert any(column[0] == "users" for column in schema["columns"])
    # The search indexes are hand-written SQL (devnet_api/db/search_index.py) in the migrations; the
    # generated side gets the same statements from search_index.apply, as the test databases do.
    search = [index for index in schema["indexes"] if "gin_trgm_ops" in index[1] or "search_vector" in index[1]]
    assert sorted(table for table, _ in search) == sorted(["projects", "threads"] * 3 + ["posts", "users", "users"])
    assert schema == await _postgres_schema(backing_services.pg_url(generated))
    assert await migrations.upgrade(backing_services.pg_url(migrated)) == []
    assert await _search_plan(backing_services.pg_url(migrated)) == {
        "threads": "idx_threads_search_trgm",
        "projects": "idx_projects_search_trgm",
    }
    for name in (migrated, generated):
        await backing_services.drop_database(name)


def _generate(dialect: str):
    """What a test database is made of: the models' tables, then the search index."""

    async def generate() -> None:
        await Tortoise.generate_schemas()
        await search_index.apply(dialect)

    return generate


async def _search_plan(url: str) -> dict:
    """Which index PostgreSQL can answer searchQuery's condition from (the exact LIKE the lists send,
    a few thousand rows). Sequential scans are off and the visibility filter is left out: on a table
    this small a scan, or the (hidden, id) index, is cheaper (on 100,000 threads they are not), and
    the question here is whether the trigram index fits the condition Tortoise writes."""

    async def sql() -> dict:
        return {
            kind.model._meta.db_table: content.search(kind.model.all(), kind, "Pitfall", "").sql(params_inline=True)
            for kind in (kinds.THREAD, kinds.PROJECT)
        }

    queries = await using_orm(url, sql)
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(
            "INSERT INTO users (username, username_key, email, password_hash, display_name, bio, skills, "
            "is_available_for_work, project_count, thread_count, role, status, created_at) VALUES "
            "('ada', 'ada', 'ada@example.com', '!', 'Ada', '', '[]', false, 0, 0, 'member', 'active', now())"
        )
        for table, text in (("threads", "body"), ("projects", "description")):
            is_project = table == "projects"
            project_columns = ", media_urls, upvotes_count, downvotes_count" if is_project else ""
            project_values = ", $$[]$$, 0, 0" if is_project else ""
            await conn.execute(
                f"INSERT INTO {table} (user_id, title, {text}, tags, score, comment_count, views, hidden, "
                f"search_text, created_at{project_columns}) "
                f"SELECT 1, 'Title ' || n, md5(n::text), '[]', 0, 0, 0, false, "
                f"md5(n::text) || ' ' || md5((n + 1)::text), "
                f"now(){project_values} FROM generate_series(1, 2000) AS n"
            )
        await conn.execute("ANALYZE")
        await conn.execute("SET enable_seqscan = off")
        plans = {
            table: "\n".join(row[0] for row in await conn.fetch(f"EXPLAIN {query}")) for table, query in queries.items()
        }
    finally:
        await conn.close()
    return {
        table: next((name for name in re.findall(r"on (idx_\w+)", plan) if "trgm" in name), plan)
        for table, plan in plans.items()
    }
