"""The job registry: each job's task name is written once, and the Celery app that serves them can be
imported anywhere without side effects."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from devnet_api.backing.jobs import BACKUP, ON_DEMAND, SCHEDULE

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import json
from tasks import app
import tasks.jobs
print(json.dumps({"tasks": sorted(name for name in app.tasks if not name.startswith("celery.")),
                  "beat": {name: entry["task"] for name, entry in app.conf.beat_schedule.items()},
                  "every": {name: entry["schedule"] for name, entry in app.conf.beat_schedule.items()}}))
"""


def _probe(folder: Path, **extra: str) -> dict:
    env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=folder, env={**env, **extra}, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_every_job_is_a_celery_task_and_a_beat_entry_and_importing_writes_nothing(tmp_path):
    """Run in a fresh directory with embedded-mode settings: the import must leave it empty."""
    seen = _probe(tmp_path)
    names = sorted(job.task for job in SCHEDULE)
    # On-demand jobs and the backup are tasks; the backup is on beat's schedule only when asked for.
    assert seen["tasks"] == sorted(names + [job.task for job in ON_DEMAND] + [BACKUP.task])
    assert seen["beat"] == {name: name for name in names}
    assert list(tmp_path.iterdir()) == []  # no var/, no secret key file, no database


def test_beat_takes_a_backup_every_n_hours_when_asked(tmp_path):
    seen = _probe(tmp_path, DEVNET_BACKUP_EVERY_HOURS="6", DEVNET_BACKUP_URL=str(tmp_path / "backups"))
    assert seen["beat"][BACKUP.task] == BACKUP.task
    assert seen["every"][BACKUP.task] == 6 * 60 * 60


def test_job_task_names_are_unique():
    names = [job.task for job in SCHEDULE + ON_DEMAND]
    assert len(names) == len(set(names))
