"""Clear failures (docs/operations.md, "Settings"): an unknown DEVNET_* variable is refused with a
"did you mean", a bad value is one line naming the variable and exit 2, whatever the process (a
devnet command, the Celery worker or beat); a port in use is one line and exit 1; a second set on
a port already served is refused. Every case through a real subprocess."""

from __future__ import annotations

import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from devnet_api.settings import KNOWN, unknown_variables
from tests.processes import DEVNET, ROOT, free_port, sqlite_env

CELERY = str(Path(sys.executable).parent / "celery")
CEILING = 60  # seconds: a process that has not exited by then hangs (the failure this guards against)


def run(command: list[str], env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=CEILING)


def one_line(result: subprocess.CompletedProcess) -> str:
    said = (result.stdout + result.stderr).strip()
    assert "Traceback" not in said, said
    assert len(said.splitlines()) == 1, said
    return said


def test_a_misspelt_variable_is_refused_with_the_name_it_resembles(tmp_path: Path):
    typo = "DEVNET_DATA" + "BSE_URL"  # spelt apart: the scan below reads this file's names too
    result = run([*DEVNET, "db", "status"], sqlite_env(tmp_path, **{typo: "postgres://elsewhere/devnet"}))
    assert result.returncode == 2
    line = one_line(result)
    assert f"{typo} (did you mean DEVNET_DATABASE_URL?)" in line
    assert not (tmp_path / "devnet.sqlite3").exists(), "nothing ran on the default database"


def test_every_unknown_variable_is_named(tmp_path: Path):
    env = sqlite_env(tmp_path, DEVNET_PROT="8081", DEVNET_SOMETHING_ELSE="1")
    line = one_line(run([*DEVNET, "stats"], env))
    assert "DEVNET_PROT (did you mean DEVNET_PORT?)" in line
    assert "DEVNET_SOMETHING_ELSE" in line


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("DEVNET_REDIS_URL", "redis://127.0.0.1:notaport/0"),
        ("DEVNET_REDIS_URL", "http://127.0.0.1:6379"),
        ("DEVNET_REDIS_URL", "redis://127.0.0.1:6379/zero"),
        ("DEVNET_DATABASE_URL", "mysql://127.0.0.1/devnet"),
        ("DEVNET_SMTP_URL", "mail.example.org"),
        ("DEVNET_PUBLIC_URL", "devnet.example.org"),
        ("DEVNET_PORT", "eighty"),
        ("DEVNET_CELERY_VISIBILITY_TIMEOUT", "-5"),
        ("DEVNET_WEB_PROCESSES", "0"),
        ("DEVNET_LOG_LEVEL", "LOUD"),
        ("DEVNET_BENCH", "maybe"),
    ],
)
def test_a_bad_value_is_one_line_naming_the_variable_and_exit_2(tmp_path: Path, name: str, value: str):
    result = run([*DEVNET, "db", "status"], sqlite_env(tmp_path, **{name: value}))
    assert result.returncode == 2, result.stdout + result.stderr
    assert one_line(result).startswith(name)


@pytest.mark.parametrize("program", ["worker", "beat"])
def test_the_worker_and_beat_refuse_a_bad_value_in_one_line(tmp_path: Path, program: str):
    env = sqlite_env(tmp_path, DEVNET_REDIS_URL="redis://127.0.0.1:6379/0", DEVNET_CELERY_VISIBILITY_TIMEOUT="soon")
    result = run([CELERY, "-A", "tasks", program, "--loglevel", "INFO"], env)
    assert result.returncode == 2
    assert one_line(result).startswith("DEVNET_CELERY_VISIBILITY_TIMEOUT must be a whole number")


def listening(port: int, reuse_port: bool = False) -> socket.socket:
    sock = socket.socket()
    if reuse_port:  # as a `devnet serve --reuse-port` of another set holds it
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind(("127.0.0.1", port))
    sock.listen()
    return sock


@pytest.mark.parametrize("which", ["site", "metrics"])
def test_a_port_in_use_is_one_line_and_exit_1(tmp_path: Path, which: str):
    site, metrics = free_port(), free_port()
    env = sqlite_env(tmp_path, DEVNET_PORT=str(site), DEVNET_METRICS_PORT=str(metrics))
    subprocess.run([*DEVNET, "db", "upgrade"], env=env, cwd=ROOT, check=True, capture_output=True)
    with listening(site if which == "site" else metrics):
        result = run([*DEVNET, "serve", "--reuse-port"], env)  # the set's command line
    assert result.returncode == 1
    variable = "DEVNET_PORT" if which == "site" else "DEVNET_METRICS_PORT"
    assert re.fullmatch(rf"{variable} .*: port \d+ on 127\.0\.0\.1 is in use by another program: .*", one_line(result))


def test_a_second_set_on_a_port_already_served_is_refused(tmp_path: Path):
    port = free_port()
    env = sqlite_env(tmp_path, DEVNET_DATABASE_URL="postgres://postgres@127.0.0.1:5432/devnet_never_made")
    with listening(port, reuse_port=True):
        result = run([*DEVNET, "run", "--scaled", "--port", str(port), "--metrics-port", str(free_port())], env)
    assert result.returncode == 1
    line = one_line(result)
    assert f"port {port} is already in use" in line and "devnet reload" in line


def test_every_devnet_variable_the_code_reads_is_known():
    """A variable added to the code but not to settings.KNOWN would be refused at start."""
    read = set()
    for folder in ("devnet_api", "devnet_cli", "tasks", "bench", "scripts"):
        for path in (ROOT / folder).rglob("*.py"):
            read |= set(re.findall(r"\bDEVNET_[A-Z0-9_]*[A-Z0-9]\b", path.read_text()))
    for path in (ROOT / "Procfile", ROOT / "Procfile.scaled", ROOT / "Makefile", *(ROOT / "ops").rglob("*.*")):
        read |= set(re.findall(r"\bDEVNET_[A-Z0-9_]*[A-Z0-9]\b", path.read_text()))
    assert read, "the scan found nothing"
    assert unknown_variables(dict.fromkeys(read, "")) == []
    assert "DEVNET_DATABASE_URL" in KNOWN


@pytest.mark.parametrize("variable", ["DEVNET_PORT", "DEVNET_METRICS_PORT"])
def test_devnet_run_scaled_honours_the_port_settings(tmp_path: Path, variable: str):
    """`devnet run --scaled` takes its ports from DEVNET_PORT and DEVNET_METRICS_PORT (issue 42):
    shown by holding the set's port, which it then refuses, named, before starting anything."""
    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    held.listen()
    port = held.getsockname()[1]
    other = "DEVNET_METRICS_PORT" if variable == "DEVNET_PORT" else "DEVNET_PORT"
    env = {
        **sqlite_env(tmp_path),
        "DEVNET_DATABASE_URL": "postgres://postgres@127.0.0.1:5432/devnet_ops_ports",
        variable: str(port),
        other: str(free_port()),
    }
    try:
        result = run([*DEVNET, "run", "--scaled"], env)
    finally:
        held.close()
    assert result.returncode == 1
    assert f"port {port} is already in use" in one_line(result)
    assert not (tmp_path / "supervisor").exists()  # nothing was started
