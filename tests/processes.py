"""Real processes for tests that need them: a free port, a `devnet serve` of the test's own and a
throwaway redis-server. One copy here; test modules import it instead of writing their own."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVNET = [sys.executable, "-m", "devnet_cli"]
START_TIMEOUT = 60


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def sqlite_env(var: Path, **extra: str) -> dict[str, str]:
    """The environment of an embedded-mode server keeping everything under ``var``."""
    env = {**os.environ, "DEVNET_VAR_DIR": str(var), "DEVNET_DATABASE_URL": f"sqlite://{var}/devnet.sqlite3",
           "DEVNET_FRONTEND_DIR": str(var / "no-client"), **extra}
    if "DEVNET_REDIS_URL" not in extra:
        env.pop("DEVNET_REDIS_URL", None)
    return env


class DevnetServer:
    """`devnet serve` in a subprocess on a free port, migrated first, its output in ``var/server.log``.

    Use as a context manager, or call ``start()`` and ``stop()``."""

    def __init__(self, var: Path, env: dict[str, str] | None = None, port: int | None = None) -> None:
        self.var = var
        self.env = env if env is not None else sqlite_env(var)
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = var / "server.log"
        self.process: subprocess.Popen | None = None

    def migrate(self) -> None:
        subprocess.run([*DEVNET, "db", "upgrade"], env=self.env, cwd=ROOT, check=True, capture_output=True)

    def start(self, migrate: bool = True) -> "DevnetServer":
        self.var.mkdir(parents=True, exist_ok=True)
        if migrate:
            self.migrate()
        log = self.log_path.open("ab")
        try:
            self.process = subprocess.Popen([*DEVNET, "serve", "--port", str(self.port)], cwd=ROOT,
                                            env={**self.env, "DEVNET_PORT": str(self.port)},
                                            stdout=log, stderr=subprocess.STDOUT)
        finally:
            log.close()
        self.wait_ready()
        return self

    def wait_ready(self, timeout: float = START_TIMEOUT) -> None:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(self.url + "/api/health", timeout=2):
                    return
            except OSError:
                if self.process is None or self.process.poll() is not None or time.monotonic() > deadline:
                    self.kill()
                    raise RuntimeError("devnet serve did not start:\n" + self.log())
                time.sleep(0.1)

    @property
    def pid(self) -> int:
        assert self.process is not None
        return self.process.pid

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self, timeout: float = 15) -> int | None:
        """SIGTERM, then SIGKILL after ``timeout``; answers the exit code."""
        if self.process is None:
            return None
        self.process.terminate()
        try:
            code = self.process.wait(timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            code = self.process.wait()
        self.process = None
        return code

    def kill(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.process = None

    def __enter__(self) -> "DevnetServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class RedisServer:
    """A redis-server of the test's own on an ephemeral port, without persistence."""

    def __init__(self, directory: Path, port: int | None = None) -> None:
        self.port = port or free_port()
        self.directory = directory
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}"

    def start(self) -> "RedisServer":
        from redis import Redis
        from redis.exceptions import RedisError

        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.directory)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        probe = Redis.from_url(self.url, socket_connect_timeout=0.2)
        try:
            for _ in range(100):
                try:
                    probe.ping()
                    return self
                except RedisError:  # not listening yet
                    pass
                time.sleep(0.05)
            raise RuntimeError("redis-server did not start")
        finally:
            probe.close()

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process = None

    def __enter__(self) -> "RedisServer":
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
