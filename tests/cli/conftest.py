"""Fixtures of the backup and restore tests (test_backup.py, test_backup_names.py, test_restore.py)."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from devnet_api.settings import Settings
from tests import backing_services


@pytest.fixture
def backup_url(settings: Settings, tmp_path: Path) -> str:
    """A folder on the SQLite run, a bucket (a prefix of moto's) on the scaled run."""
    if settings.media_url:
        return f"{settings.media_url}-backups"
    return str(tmp_path / "backups")


@pytest.fixture
async def elsewhere(settings: Settings, tmp_path: Path, backend: str):
    """A second site's settings, with an empty database (not created yet) and an empty media store."""
    if backend == "sqlite":
        yield settings.with_(database_url=f"sqlite://{tmp_path}/restored/devnet.sqlite3", media_dir=tmp_path / "m2")
        return
    name = f"devnet_restore_{uuid.uuid4().hex[:10]}"
    yield settings.with_(
        database_url=backing_services.pg_url(name), media_url=f"{settings.media_url}-restored", redis_url=None
    )
    for database in (name, f"{name}__restoring", f"{name}__before_restore"):
        await backing_services.drop_database(database)
