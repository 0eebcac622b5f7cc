"""The scaled set under supervisor (docs/operations.md, "The processes"): its configuration, written
at each start from Procfile.scaled, and the rolling restart `devnet reload` (or SIGHUP to `devnet run
--scaled`) performs through supervisor's XML-RPC socket.

supervisor restarts a program that exits (with a growing wait between quick failures), logs why,
and never stops the others; a program that keeps failing within its first seconds is given up
(FATAL), alone, and reported in the supervisor's log. Each process writes its output to
``$DEVNET_VAR_DIR/log/<name>.log`` (rotated by supervisor)."""

from __future__ import annotations

import contextlib
import os
import secrets
import shlex
import sys
import time
import xmlrpc.client
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROCFILE = ROOT / "Procfile.scaled"
STOP_WAIT = 35  # seconds a program gets to stop on SIGTERM: the web processes' 30 s drain, plus 5
# Up this long = started; an exit sooner is a failed start (a process takes a few seconds to import
# and listen, over ten on a busy two-core host). A program whose starts fail START_RETRIES times
# more in a row (supervisor waits 1, 2, 3 s between them) is given up: FATAL, reported in the
# supervisor's log, the others untouched. An exit later is a crash: started again at once.
START_SECONDS = 20
START_RETRIES = 3
LOG_MAX_BYTES = "50MB"
LOG_BACKUPS = 5
READY_TIMEOUT = 90  # seconds a restarted web process gets to say it serves


@dataclass(frozen=True)
class Paths:
    """Where one set keeps its supervisor files, under DEVNET_VAR_DIR."""

    var: Path

    @property
    def folder(self) -> Path:
        return self.var / "supervisor"

    @property
    def config(self) -> Path:
        return self.folder / "supervisord.conf"

    @property
    def socket(self) -> Path:
        return self.folder / "supervisor.sock"

    @property
    def pidfile(self) -> Path:
        return self.folder / "supervisord.pid"

    @property
    def run_pidfile(self) -> Path:
        """The pid of `devnet run --scaled` (SIGHUP to it: a rolling restart)."""
        return self.folder / "devnet-run.pid"

    @property
    def logs(self) -> Path:
        return self.var / "log"


def programs() -> list[tuple[str, str]]:
    """(name, shell command) of each line of Procfile.scaled, in order."""
    listed = []
    for line in PROCFILE.read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        name, _, command = line.partition(":")
        listed.append((name.strip(), command.strip()))
    return listed


def _quoted(command: str) -> str:
    """A Procfile command as supervisor's ``command=``: through /bin/sh (the Procfile's syntax), with
    ``%`` doubled (supervisor expands ``%(name)s`` in its values)."""
    return shlex.join(["/bin/sh", "-c", command]).replace("%", "%%")


RPC_USER = "devnet"


def _private(path: Path, text: str) -> None:
    """Write ``text`` to ``path``, readable by this account only."""
    path.touch(mode=0o600)
    path.chmod(0o600)
    path.write_text(text)


def config(paths: Paths, web: int, password: str) -> str:
    """supervisord.conf for the set: ``web`` copies of the web program (web.1, web.2...), worker.1
    and beat.1. The environment is supervisord's own, which `devnet run --scaled` prepared."""
    # As root: say so (supervisor would otherwise warn that it did not drop privileges).
    user = "\nuser=root" if os.geteuid() == 0 else ""
    sections = [
        f"""[supervisord]
nodaemon=true{user}
silent=false
logfile={paths.logs / "supervisord.log"}
logfile_maxbytes={LOG_MAX_BYTES}
logfile_backups={LOG_BACKUPS}
loglevel=info
pidfile={paths.pidfile}
directory={ROOT}
childlogdir={paths.logs}

[unix_http_server]
file={paths.socket}
chmod=0700
username={RPC_USER}
password={password}

[rpcinterface:supervisor]
supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface

[supervisorctl]
serverurl=unix://{paths.socket}
username={RPC_USER}
password={password}
"""
    ]
    for priority, (name, command) in enumerate(programs(), start=1):
        sections.append(
            f"""[program:{name}]
command={_quoted(command)}
process_name=%(program_name)s.%(process_num)d
numprocs={web if name == "web" else 1}
numprocs_start=1
priority={priority * 10}
autostart=true
autorestart=true
startsecs={START_SECONDS}
startretries={START_RETRIES}
stopsignal=TERM
stopwaitsecs={STOP_WAIT}
stopasgroup=true
killasgroup=true
redirect_stderr=true
stdout_logfile={paths.logs}/%(program_name)s.%(process_num)d.log
stdout_logfile_maxbytes={LOG_MAX_BYTES}
stdout_logfile_backups={LOG_BACKUPS}
"""
        )
    return "\n".join(sections)


def write_config(paths: Paths, web: int) -> Path:
    """The configuration, with a new password for the control socket (`devnet reload` reads it
    from the folder, which only this account may read)."""
    paths.folder.mkdir(parents=True, exist_ok=True)
    paths.folder.chmod(0o700)
    paths.logs.mkdir(parents=True, exist_ok=True)
    password = secrets.token_urlsafe(24)
    _private(paths.folder / "rpc-password", password)
    _private(paths.config, config(paths, web, password))
    return paths.config


def remember_database(paths: Paths, database_url: str) -> None:
    """The set's database, for `devnet reload`'s migrations (readable by this account only: the URL
    may hold a password)."""
    _private(paths.folder / "database-url", database_url)


def remembered_database(paths: Paths) -> str | None:
    with contextlib.suppress(OSError):
        return (paths.folder / "database-url").read_text().strip() or None
    return None


def supervisord_command(paths: Paths) -> list[str]:
    return [sys.executable, "-m", "supervisor.supervisord", "-n", "-c", str(paths.config)]


@contextlib.contextmanager
def connected(paths: Paths) -> Iterator:
    """An XML-RPC proxy to the set's supervisord (``proxy.supervisor.getAllProcessInfo()``...),
    its connection closed on the way out."""
    from supervisor.xmlrpc import SupervisorTransport

    password = (paths.folder / "rpc-password").read_text().strip()
    transport = SupervisorTransport(RPC_USER, password, f"unix://{paths.socket}")
    proxy = xmlrpc.client.ServerProxy("http://127.0.0.1", transport=transport)
    try:
        yield proxy
    finally:
        transport.close()


# The web processes share the site's port (SO_REUSEPORT). When one stops (a reload, a crash), the
# connections still waiting in its accept queue are reset, unless the kernel hands them to another
# listener of the port: net.ipv4.tcp_migrate_req (Linux 5.14+; per network namespace).
MIGRATE_QUEUED = Path("/proc/sys/net/ipv4/tcp_migrate_req")


def migrate_queued_connections(path: Path = MIGRATE_QUEUED) -> str | None:
    """Turn ``net.ipv4.tcp_migrate_req`` on when this process may (root, or a container's own
    namespace): None when it is on, else why a reload may reset a queued request (docs/operations.md)."""
    try:
        if path.read_text().strip() != "1":
            path.write_text("1\n")
        return None
    except OSError as exc:
        return (
            f"net.ipv4.tcp_migrate_req is off and could not be turned on ({exc.strerror}): a request queued at a "
            "web process that stops may be reset; set it to 1 (docs/operations.md)"
        )


def running(paths: Paths) -> bool:
    """Whether a set answers on ``paths``' socket."""
    if not paths.socket.exists():
        return False
    try:
        with connected(paths) as proxy:
            return proxy.supervisor.getState()["statename"] == "RUNNING"
    except (OSError, xmlrpc.client.Error):
        return False


def processes(proxy) -> list[dict]:
    return proxy.supervisor.getAllProcessInfo()


def _size(path: str) -> int:
    with contextlib.suppress(OSError):
        return Path(path).stat().st_size
    return 0


def _wait_serving(log: str, offset: int, deadline: float) -> bool:
    """Until the process whose output is ``log`` says it serves (after ``offset``)."""
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError), open(log, "rb") as handle:
            handle.seek(offset)
            if b"on http://" in handle.read():
                return True
        time.sleep(0.1)
    return False


def rolling_restart(paths: Paths, say: Callable[[str], None]) -> list[str]:
    """Replace the set's processes one at a time: each web process is stopped (it drains: its
    listening socket closes first, so the others take the new connections) and started again, and
    the next one only once it serves; then the worker (a warm shutdown: it finishes its task) and
    beat. Answers the problems met (a web process that did not come back stops the restart)."""
    with connected(paths) as proxy:
        return _roll(proxy, say)


def _roll(proxy, say: Callable[[str], None]) -> list[str]:
    problems = []
    listed = sorted(processes(proxy), key=lambda info: (info["group"] != "web", info["group"], info["name"]))
    for info in listed:
        full = f"{info['group']}:{info['name']}"
        before = info["pid"]
        offset = _size(info["stdout_logfile"])
        if info["statename"] in ("RUNNING", "STARTING", "BACKOFF"):
            proxy.supervisor.stopProcess(full, True)
        try:
            proxy.supervisor.startProcess(full, False)  # not waiting START_SECONDS: the web process says when it serves
        except xmlrpc.client.Fault as exc:
            problems.append(f"{info['name']} did not start again: {exc.faultString}")
            if info["group"] == "web":
                break
            continue
        after = proxy.supervisor.getProcessInfo(full)["pid"]
        if info["group"] == "web" and not _wait_serving(
            info["stdout_logfile"], offset, time.monotonic() + READY_TIMEOUT
        ):
            problems.append(f"{info['name']} (pid {after}) did not serve within {READY_TIMEOUT} s")
            break
        say(f"{info['name']} replaced (pid {before} -> {after})")
    return problems
