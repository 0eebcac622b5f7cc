"""The real ``devnet`` console script, run as an operator would run it."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import urllib.error
import urllib.request
from http.cookiejar import CookieJar
from pathlib import Path

import pytest

from tests import backing_services
from tests.conftest import require_services
from tests.processes import DevnetServer

DEVNET = str(Path(sys.executable).parent / "devnet")
RED = "\x1b[31m"


def cli_env(tmp_path: Path, database_url: str, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    return {**env, "DEVNET_DATABASE_URL": database_url, "DEVNET_VAR_DIR": str(tmp_path / "var"), **extra}


def devnet(*args: str, env: dict[str, str], cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([DEVNET, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=120)


def sqlite_tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as conn:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def test_help_lists_the_commands(tmp_path):
    env = cli_env(tmp_path, f"sqlite://{tmp_path}/devnet.sqlite3")
    result = devnet("--help", env=env, cwd=tmp_path)
    assert result.returncode == 0
    assert "Usage: devnet" in result.stdout and "serve" in result.stdout and "db" in result.stdout
    assert "seed" in result.stdout
    result = devnet("db", "-h", env=env, cwd=tmp_path)
    assert result.returncode == 0
    assert "upgrade" in result.stdout and "makemigrations" in result.stdout
    upgrade = devnet("db", "upgrade", "--help", env=env, cwd=tmp_path)
    assert upgrade.returncode == 0
    assert "Example:" in upgrade.stdout


def test_db_upgrade_creates_the_tables_then_has_nothing_to_do(tmp_path):
    database = tmp_path / "data" / "devnet.sqlite3"
    env = cli_env(tmp_path, f"sqlite://{database}")
    first = devnet("db", "upgrade", env=env, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    assert "applied" in first.stdout and "_init" in first.stdout
    assert {"users", "auth_sessions", "media_files"} <= sqlite_tables(database)
    second = devnet("db", "upgrade", env=env, cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == "Database is up to date."


@pytest.fixture
def fresh_pg_database(worker_id: str, testrun_uid: str):
    """An empty PostgreSQL database of this run and worker, dropped afterwards."""
    require_services()
    name = f"devnet_cli_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(name))
    yield name
    asyncio.run(backing_services.drop_database(name))


def test_db_upgrade_on_postgres_creates_the_tables_then_has_nothing_to_do(tmp_path, fresh_pg_database):
    name = fresh_pg_database
    env = cli_env(tmp_path, backing_services.pg_url(name))
    first = devnet("db", "upgrade", env=env, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    assert "applied" in first.stdout

    async def tables() -> set[str]:
        import asyncpg

        conn = await asyncpg.connect(
            host=backing_services.PG_HOST, port=backing_services.PG_PORT, user="postgres", database=name
        )
        try:
            rows = await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
        finally:
            await conn.close()
        return {row["tablename"] for row in rows}

    assert {"users", "auth_sessions", "media_files"} <= asyncio.run(tables())
    second = devnet("db", "upgrade", env=env, cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    assert second.stdout.strip() == "Database is up to date."


@pytest.mark.parametrize(
    "database_url",
    [
        "postgres://postgres@127.0.0.1:1/devnet",
        "postgres://no_such_role@{pg}/postgres",
        "sqlite://{tmp}/not-a-database.sqlite3",
    ],
    ids=["unreachable", "refused-login", "not-a-database"],
)
def test_db_upgrade_failure_is_one_red_line_without_a_traceback(tmp_path, database_url):
    if "{pg}" in database_url:
        require_services()
    (tmp_path / "not-a-database.sqlite3").write_bytes(b"this is not SQLite " * 300)
    url = database_url.format(pg=f"{backing_services.PG_HOST}:{backing_services.PG_PORT}", tmp=tmp_path)
    result = devnet("db", "upgrade", env=cli_env(tmp_path, url, FORCE_COLOR="1"), cwd=tmp_path)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1
    assert lines[0].startswith(RED)
    assert "Database" in lines[0] or "Cannot reach" in lines[0]


class Browser:
    """urllib with a cookie jar, against the served app."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(CookieJar()))

    def call(self, method: str, path: str, body: dict | None = None) -> tuple[int, object]:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, method=method, headers={"Content-Type": "application/json"} if data else {}
        )
        try:
            with self.opener.open(request, timeout=10) as response:
                return response.status, json.loads(response.read() or b"null")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"null")


def test_serve_answers_the_api_on_a_migrated_database(tmp_path):
    database = tmp_path / "devnet.sqlite3"
    env = cli_env(tmp_path, f"sqlite://{database}")
    assert devnet("db", "upgrade", env=env, cwd=tmp_path).returncode == 0
    server = DevnetServer(tmp_path, env).start(migrate=False)
    try:
        browser = Browser(server.url)
        status, health = browser.call("GET", "/api/health")
        assert status == 200
        assert health == {"status": "ok", "database": "ok", "redis": "disabled", "readOnly": False}
        # The migrated schema is the one the code expects: sign up, edit the profile, sign out.
        status, user = browser.call(
            "POST", "/api/auth/register", {"email": "ops@example.com", "username": "ops", "password": "Passw0rd!"}
        )
        assert status == 201
        status, user = browser.call("PATCH", "/api/auth/profile", {"skills": ["python"], "hourlyRate": 40})
        assert status == 200
        assert user["skills"] == ["Python"] and user["hourlyRate"] == 40
        assert browser.call("POST", "/api/auth/logout")[0] == 204
        assert browser.call("GET", "/api/auth/me") == (401, {"message": "Not authenticated"})
    finally:
        exit_code = server.stop(timeout=20)
    assert exit_code == 0  # SIGTERM is a clean stop


def test_seed_adds_demo_content_with_exact_counters(tmp_path):
    database = tmp_path / "devnet.sqlite3"
    env = cli_env(tmp_path, f"sqlite://{database}")
    assert devnet("db", "upgrade", env=env, cwd=tmp_path).returncode == 0
    result = devnet("seed", "--users", "3", "--threads", "1200", "--projects", "40", env=env, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "seeded 3 members, 1200 threads, 40 projects" in result.stdout
    with sqlite3.connect(database) as conn:
        assert conn.execute("SELECT count(*) FROM threads").fetchone() == (1200,)
        # Each member's counts equal the rows they wrote; each thread's tag rows equal its tags.
        assert conn.execute(
            "SELECT count(*) FROM users u WHERE thread_count != "
            "(SELECT count(*) FROM threads t WHERE t.user_id = u.id) OR project_count != "
            "(SELECT count(*) FROM projects p WHERE p.user_id = u.id)"
        ).fetchone() == (0,)
        rows = conn.execute(
            "SELECT t.tags, (SELECT group_concat(tag, ',') FROM (SELECT tag FROM thread_tags "
            "WHERE thread_id = t.id ORDER BY tag)) FROM threads t"
        ).fetchall()
        # The tag lists' counts equal the tag rows; search text starts with the thread's title.
        assert (
            conn.execute("SELECT tag, count(*) FROM thread_tags GROUP BY tag ORDER BY tag").fetchall()
            == conn.execute("SELECT tag, uses FROM tag_counts WHERE kind = 'thread' ORDER BY tag").fetchall()
        )
        assert conn.execute("SELECT count(*) FROM threads WHERE instr(search_text, lower(title)) = 1").fetchone() == (
            1200,
        )
        # The filled tables were analyzed, so the planner knows their sizes.
        analyzed = {row[0] for row in conn.execute("SELECT tbl FROM sqlite_stat1")}
    assert {"threads", "thread_tags", "projects", "project_tags", "users"} <= analyzed
    assert all(",".join(sorted(json.loads(tags))) == joined for tags, joined in rows)


@pytest.mark.parametrize(
    "variable, value",
    [
        ("DEVNET_RATE_LIMITS", "thread=lots"),
        ("DEVNET_RATE_LIMITS", "nope=1/60"),
        ("DEVNET_PORT", "abc"),
        ("DEVNET_ADDRESS_LIMIT_FACTOR", "1.5"),
        ("DEVNET_MEDIA_URL", "ftp://media.example.com/images"),
        ("DEVNET_MEDIA_URL", "s3://Not_A_Bucket"),
        ("DEVNET_MEDIA_REDIRECT", "sometimes"),
        ("DEVNET_S3_ENDPOINT_URL", "127.0.0.1:9000"),
        ("DEVNET_MEDIA_PUBLIC_URL", "cdn.example.com"),
    ],
)
def test_a_bad_setting_is_one_line_naming_the_variable_and_exit_2(tmp_path, variable, value):
    env = cli_env(tmp_path, f"sqlite://{tmp_path}/devnet.sqlite3", **{variable: value})
    for args in (("serve",), ("users", "list")) if variable == "DEVNET_PORT" else (("serve",),):
        result = devnet(*args, env=env, cwd=tmp_path)
        assert result.returncode == 2, (args, result.stderr)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith(variable), result.stderr
        assert value.split("=")[0] in lines[0] and "Traceback" not in result.stderr
