"""DevNet behind a real PgBouncer in transaction pooling (issue 46 item 4; docs/operations.md): with
``?pgbouncer=true`` in DEVNET_DATABASE_URL, migrations and a burst of concurrent reads and writes
through Debian's pgbouncer all succeed. Without it, asyncpg's named prepared statements meet server
connections that never prepared them ("prepared statement __asyncpg_stmt_35__ does not exist")."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import aiohttp
import pytest

from tests import backing_services
from tests.conftest import require_services
from tests.processes import DevnetServer, free_port, sqlite_env

PGBOUNCER = shutil.which("pgbouncer") or "/usr/sbin/pgbouncer"


class PgBouncer:
    """Debian's pgbouncer in transaction pooling on a free port, in front of the shared PostgreSQL,
    two server connections per database (so statements of one client land on several). It refuses
    to run as root: as root it runs as the ``postgres`` account, from a folder that account owns."""

    def __init__(self, database: str) -> None:
        self.database = database
        self.port = free_port()
        self.directory = Path(tempfile.mkdtemp(prefix="devnet-pgbouncer-"))
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{self.database}"

    def start(self) -> PgBouncer:
        (self.directory / "users.txt").write_text('"postgres" ""\n')
        (self.directory / "pgbouncer.ini").write_text(
            f"""[databases]
{self.database} = host=127.0.0.1 port=5432 dbname={self.database} user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = {self.port}
unix_socket_dir =
auth_type = trust
auth_file = {self.directory}/users.txt
pool_mode = transaction
default_pool_size = 2
max_client_conn = 200
ignore_startup_parameters = extra_float_digits,search_path,jit
logfile = {self.directory}/pgbouncer.log
"""
        )
        command = [PGBOUNCER, str(self.directory / "pgbouncer.ini")]
        if os.geteuid() == 0:
            shutil.chown(self.directory, "postgres", "postgres")
            for path in self.directory.iterdir():
                shutil.chown(path, "postgres", "postgres")
            command = ["runuser", "-u", "postgres", "--", *command]
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while True:
            probe = subprocess.run(
                ["pg_isready", "-h", "127.0.0.1", "-p", str(self.port), "-d", self.database], capture_output=True
            )
            if probe.returncode == 0:
                return self
            assert self.process.poll() is None, self.log()
            assert time.monotonic() < deadline, "pgbouncer did not answer:\n" + self.log()
            time.sleep(0.1)

    def log(self) -> str:
        path = self.directory / "pgbouncer.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
        shutil.rmtree(self.directory, ignore_errors=True)

    def __enter__(self) -> PgBouncer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


@pytest.fixture
def database(testrun_uid: str, worker_id: str):
    require_services()
    if not os.path.exists(PGBOUNCER):
        message = "Debian's pgbouncer is not installed (make pgbouncer)"
        if backing_services.REQUIRED:
            pytest.fail(message, pytrace=False)
        pytest.skip(message)
    name = f"devnet_pgb_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(name))
    yield name
    asyncio.run(backing_services.drop_database(name))


async def _burst(base: str, members: int = 6, rounds: int = 5) -> list[int]:
    """Members register, post threads and read lists, search and their own page at once."""

    async def member(index: int) -> list[int]:
        statuses = []
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as session:
            name = f"bouncer{index}"
            async with session.post(
                f"{base}/api/auth/register",
                json={"email": f"{name}@example.com", "username": name, "password": "Passw0rd!"},
            ) as response:
                statuses.append(response.status)
            for round_ in range(rounds):
                thread = {"title": f"Pooling {index}.{round_}", "body": "Transaction pooling, for real.", "tags": []}
                async with session.post(f"{base}/api/threads", json=thread) as response:
                    statuses.append(response.status)
                for path in ("/api/threads?limit=20", "/api/search?q=pooling", "/api/auth/me", "/api/users?limit=5"):
                    async with session.get(base + path) as response:
                        statuses.append(response.status)
        return statuses

    results = await asyncio.gather(*(member(i) for i in range(members)))
    return [status for statuses in results for status in statuses]


@pytest.mark.xdist_group("own-postgres")
def test_devnet_migrates_and_serves_through_pgbouncer_in_transaction_pooling(database, tmp_path):
    var = tmp_path / "var"
    with PgBouncer(database) as bouncer:
        env = sqlite_env(var, DEVNET_DATABASE_URL=f"{bouncer.url}?pgbouncer=true")
        with DevnetServer(var, env) as server:  # `devnet db upgrade` runs through it first
            statuses = asyncio.run(_burst(server.url))
            log = server.log()
    assert statuses.count(201) == 6 + 6 * 5, sorted(set(statuses))  # every member and thread written
    assert set(statuses) <= {200, 201}, sorted(set(statuses))
    assert "does not exist" not in log, log
