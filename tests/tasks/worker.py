"""A real Celery worker for the task tests: a migrated database, a worker on a queue of its own."""

from __future__ import annotations

import os
import subprocess
import sys
import uuid
from pathlib import Path

from celery import Celery
from redis import Redis

from tests import backing_services

ROOT = Path(__file__).resolve().parents[2]
CELERY_REDIS = f"{backing_services.REDIS_URL}/10"  # a database of its own; each run uses a queue of its own


def upgraded_env(database_url: str, var: Path) -> dict:
    """A scaled-mode process's environment on ``database_url``, its migrations applied."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env.update(DEVNET_DATABASE_URL=database_url, DEVNET_REDIS_URL=CELERY_REDIS, DEVNET_VAR_DIR=str(var))
    upgrade = subprocess.run(
        [str(Path(sys.executable).parent / "devnet"), "db", "upgrade"],
        env=env,
        cwd=var.parent,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert upgrade.returncode == 0, upgrade.stderr
    return env


def run_worker_tasks(
    env: dict, names: list[str], timeout: int = 90, args: dict[str, list] | None = None
) -> tuple[list, str]:
    """Start a worker on a queue of its own, send each task of ``names`` by name (the API's way in:
    it never imports the tasks package) with its ``args`` if any, wait; answer the results and the
    worker's log."""
    queue = f"devnet-test-{uuid.uuid4().hex}"
    worker = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "celery",
            "-A",
            "tasks",
            "worker",
            "--pool",
            "solo",
            "--concurrency",
            "1",
            "-Q",
            queue,
            "--without-gossip",
            "--without-mingle",
            "--loglevel",
            "INFO",
        ],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    client = Celery("devnet-test-client", broker=CELERY_REDIS, backend=CELERY_REDIS)
    try:
        sent = [client.send_task(name, args=(args or {}).get(name, []), queue=queue) for name in names]
        results = [result.get(timeout=timeout) for result in sent]
        for result in sent:
            result.forget()
    finally:
        client.close()
        with Redis.from_url(CELERY_REDIS) as redis:
            redis.delete(f"_kombu.binding.{queue}", queue)
        worker.terminate()
        try:
            log, _ = worker.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            worker.kill()
            log, _ = worker.communicate()
        print(log)  # shown by pytest when the test fails
    return results, log
