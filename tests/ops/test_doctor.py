"""`devnet doctor` (docs/operations.md, "devnet doctor") and readiness with the media store: a
wrong S3 key is named, with the fix, and makes the exit code and readiness say so."""

from __future__ import annotations

import json
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.processes import DEVNET, ROOT, CheckedS3Server, DevnetServer, sqlite_env

WRONG_KEY = {"AWS_ACCESS_KEY_ID": "AKIANOTTHEKEY0000000", "AWS_SECRET_ACCESS_KEY": "not-the-secret"}


@pytest.fixture(scope="module")
def store():
    with CheckedS3Server() as server:
        yield server


@pytest.fixture
def env(tmp_path: Path, store: CheckedS3Server) -> dict[str, str]:
    """An embedded site, migrated, its client built (an index.html), its media in the bucket."""
    client = tmp_path / "dist"
    client.mkdir()
    (client / "index.html").write_text("<!doctype html><title>DevNet</title>")
    env = sqlite_env(tmp_path, DEVNET_FRONTEND_DIR=str(client), **store.env())
    subprocess.run([*DEVNET, "db", "upgrade"], env=env, cwd=ROOT, check=True, capture_output=True)
    return env


def doctor(env: dict[str, str]) -> tuple[int, dict[str, str]]:
    """The exit code, and each check's line by name."""
    result = subprocess.run([*DEVNET, "doctor"], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in result.stdout + result.stderr
    lines = {}
    for line in result.stdout.splitlines():
        for name in ("settings", "database", "redis", "media store", "smtp", "metrics port", "web client"):
            if line[5:].startswith(name + " "):
                lines[name] = line
    assert len(lines) == 7, result.stdout
    return result.returncode, lines


def test_doctor_passes_on_a_host_that_has_everything(env: dict[str, str]):
    code, lines = doctor(env)
    assert code == 0, lines
    assert all(line.startswith("ok ") for line in lines.values()), lines
    assert "written, read back and deleted" in lines["media store"]


def test_doctor_names_a_wrong_s3_key_and_the_fix(env: dict[str, str]):
    code, lines = doctor({**env, **WRONG_KEY})
    assert code == 1
    assert lines["media store"].startswith("FAIL media store")
    assert f"the store refused the access key {WRONG_KEY['AWS_ACCESS_KEY_ID']}" in lines["media store"]
    assert "fix: check" in lines["media store"] and "AWS_ACCESS_KEY_ID" in lines["media store"]
    assert all(line.startswith("ok ") for name, line in lines.items() if name != "media store"), lines


def test_doctor_names_pending_migrations_a_missing_client_and_an_unreachable_redis(env: dict[str, str], tmp_path):
    fresh = {
        **env,
        "DEVNET_DATABASE_URL": f"sqlite://{tmp_path}/fresh.sqlite3",
        "DEVNET_FRONTEND_DIR": str(tmp_path / "not-built"),
        "DEVNET_REDIS_URL": "redis://127.0.0.1:1/0",
    }
    code, lines = doctor(fresh)
    assert code == 1
    assert "pending" in lines["database"] and "devnet db upgrade" in lines["database"]
    assert lines["web client"].startswith("FAIL") and "make build" in lines["web client"]
    assert lines["redis"].startswith("FAIL") and "DEVNET_REDIS_URL" in lines["redis"]


def test_readiness_is_503_while_the_media_store_refuses_the_key(env: dict[str, str], tmp_path: Path):
    with DevnetServer(tmp_path, {**env, **WRONG_KEY}) as server:
        try:
            urllib.request.urlopen(server.url + "/api/health/ready", timeout=30)
            raise AssertionError("ready with a key the store refuses")
        except urllib.error.HTTPError as exc:
            assert exc.code == 503
            body = json.loads(exc.read())
        assert body["media"] == "unavailable" and body["status"] == "unready"
        assert body["database"] == "ok"
