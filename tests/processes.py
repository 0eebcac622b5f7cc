"""Real processes for tests that need them: a free port, a `devnet serve` of the test's own and a
throwaway redis-server. One copy here; test modules import it instead of writing their own."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVNET = [sys.executable, "-m", "devnet_cli"]
START_TIMEOUT = 60


def descendants(pid: int) -> list[int]:
    """Every process under ``pid`` (children, their children...), read from /proc."""
    parents: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError, ValueError, IndexError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            parents.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def sqlite_env(var: Path, **extra: str) -> dict[str, str]:
    """The environment of an embedded-mode server keeping everything under ``var``."""
    env = {
        **os.environ,
        "DEVNET_VAR_DIR": str(var),
        "DEVNET_DATABASE_URL": f"sqlite://{var}/devnet.sqlite3",
        "DEVNET_FRONTEND_DIR": str(var / "no-client"),
        **extra,
    }
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

    def start(self, migrate: bool = True) -> DevnetServer:
        self.var.mkdir(parents=True, exist_ok=True)
        if migrate:
            self.migrate()
        log = self.log_path.open("ab")
        try:
            self.process = subprocess.Popen(
                [*DEVNET, "serve", "--port", str(self.port)],
                cwd=ROOT,
                env={**self.env, "DEVNET_PORT": str(self.port)},
                stdout=log,
                stderr=subprocess.STDOUT,
            )
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
                    raise RuntimeError("devnet serve did not start:\n" + self.log()) from None
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

    def __enter__(self) -> DevnetServer:
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

    def start(self) -> RedisServer:
        from redis import Redis
        from redis.exceptions import RedisError

        self.process = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.directory),
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
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

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class PostgresServer:
    """A PostgreSQL cluster of the test's own (initdb into a temporary directory, fsync off), for tests
    that stop or restart the database: the shared server at 127.0.0.1:5432 must stay up for the others.

    PostgreSQL refuses to run as root, so as root every command runs as the ``postgres`` account, and the
    cluster lives in a directory of its own under the system temporary directory (pytest's ``tmp_path``
    sits under a root-only directory the ``postgres`` account cannot enter)."""

    def __init__(self, port: int | None = None, database: str = "devnet") -> None:
        self.port = port or free_port()
        self.database = database
        self.directory: Path | None = None
        bins = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"))
        if not bins:
            raise RuntimeError("no PostgreSQL server binaries under /usr/lib/postgresql")
        self.bin = bins[-1].parent  # the newest installed major version

    @property
    def url(self) -> str:
        return f"postgres://postgres@127.0.0.1:{self.port}/{self.database}"

    def _as_owner(self, *command: str) -> list[str]:
        return ["runuser", "-u", "postgres", "--", *command] if os.geteuid() == 0 else list(command)

    def _run(self, *command: str) -> None:
        result = subprocess.run(self._as_owner(*command), capture_output=True, text=True, timeout=60)
        if result.returncode != 0:
            raise RuntimeError(f"{' '.join(command)} failed:\n{result.stdout}{result.stderr}")

    @property
    def data(self) -> Path:
        assert self.directory is not None
        return self.directory / "data"

    def start(self) -> PostgresServer:
        """Create the cluster and its database the first time; start it again after ``stop()``."""
        first = self.directory is None
        if first:
            self.directory = Path(tempfile.mkdtemp(prefix="devnet-pg-"))
            if os.geteuid() == 0:
                shutil.chown(self.directory, "postgres", "postgres")
            self._run(
                str(self.bin / "initdb"),
                "-D",
                str(self.data),
                "-U",
                "postgres",
                "--auth=trust",
                "-N",
                "-E",
                "UTF8",
                "--locale=C",
            )
        self._run(
            str(self.bin / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.directory / "server.log"),
            "-w",
            "-o",
            f"-p {self.port} -k {self.directory} -c listen_addresses=127.0.0.1 -c fsync=off "
            "-c full_page_writes=off -c max_connections=200",
            "start",
        )
        if first:
            self._run(
                str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", self.database
            )
        return self

    def stop(self) -> None:
        """Stop the server (fast shutdown: open connections are cut), keeping its data for ``start()``."""
        if self.directory is not None and (self.data / "postmaster.pid").exists():
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop")

    def destroy(self) -> None:
        self.stop()
        if self.directory is not None:
            shutil.rmtree(self.directory, ignore_errors=True)
            self.directory = None

    def log(self) -> str:
        path = self.directory / "server.log" if self.directory else None
        return path.read_text(errors="replace") if path and path.exists() else ""

    def __enter__(self) -> PostgresServer:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.destroy()


S3_CREDENTIALS = {"AWS_ACCESS_KEY_ID": "devnet-test", "AWS_SECRET_ACCESS_KEY": "devnet-test-secret"}


def public_read_policy(bucket: str) -> dict:
    """The bucket policy redirect mode needs: anyone may GET an object (docs/storage.md)."""
    return {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject", "Resource": f"arn:aws:s3:::{bucket}/*"}
        ],
    }


class S3Server:
    """moto's standalone S3-compatible server (``python -m moto.server``) on a free port, with one
    bucket made, for the scaled suite and the process tests. Everything it holds is in its memory:
    ``stop()`` loses it, as a store that went away would (``start()`` again gives an empty one, with
    the bucket made again).

    ``env(prefix)`` is the environment a ``devnet`` process needs to keep its media there."""

    def __init__(self, bucket: str = "devnet-media", port: int | None = None) -> None:
        self.port = port or free_port()
        self.bucket = bucket
        self.process: subprocess.Popen | None = None
        self.log_path = Path(tempfile.gettempdir()) / f"devnet-moto-{os.getpid()}-{self.port}.log"

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def media_url(self, prefix: str = "") -> str:
        return f"s3://{self.bucket}/{prefix}".rstrip("/")

    def env(self, prefix: str = "", **extra: str) -> dict[str, str]:
        return {
            **S3_CREDENTIALS,
            "DEVNET_MEDIA_URL": self.media_url(prefix),
            "DEVNET_S3_ENDPOINT_URL": self.endpoint,
            "DEVNET_S3_REGION": "us-east-1",
            **extra,
        }

    def _call(self, method: str, path: str) -> int:
        request = urllib.request.Request(self.endpoint + path, method=method)
        try:
            with urllib.request.urlopen(request, timeout=2) as answer:
                return answer.status
        except urllib.error.HTTPError as exc:
            return exc.code

    def start(self) -> S3Server:
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)],
                stdout=log,
                stderr=subprocess.STDOUT,
                env={**os.environ, **S3_CREDENTIALS},
            )
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                # moto answers unsigned requests: a PUT on the bucket's path makes it.
                if self._call("PUT", f"/{self.bucket}") == 200:
                    self._allow_reading()
                    return self
            except OSError:  # not listening yet
                pass
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("moto_server did not start:\n" + self.log())
            time.sleep(0.1)

    def _allow_reading(self) -> None:
        """Anyone may read the bucket's objects (not list or write them), as redirect mode needs
        (docs/storage.md, "Redirect or proxy")."""
        import boto3

        client = boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            **{
                "aws_access_key_id": S3_CREDENTIALS["AWS_ACCESS_KEY_ID"],
                "aws_secret_access_key": S3_CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
            },
        )
        client.put_bucket_policy(Bucket=self.bucket, Policy=json.dumps(public_read_policy(self.bucket)))
        client.close()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None

    def __enter__(self) -> S3Server:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()
        self.log_path.unlink(missing_ok=True)


class CheckedS3Server:
    """moto's S3 server that checks credentials, as a real store does: the first three requests
    (unsigned) make a user, its policy (every S3 action) and its access key; every request after
    them must be signed with that key. ``credentials`` are the key; ``env(**wrong)`` the settings of
    a process that uses the bucket, with any credential replaced."""

    def __init__(self, bucket: str = "devnet-media", port: int | None = None) -> None:
        self.port = port or free_port()
        self.bucket = bucket
        self.process: subprocess.Popen | None = None
        self.credentials: dict[str, str] = {}

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def env(self, **replaced: str) -> dict[str, str]:
        return {
            **self.credentials,
            "DEVNET_MEDIA_URL": f"s3://{self.bucket}",
            "DEVNET_S3_ENDPOINT_URL": self.endpoint,
            "DEVNET_S3_REGION": "us-east-1",
            **replaced,
        }

    def start(self) -> CheckedS3Server:
        import boto3

        self.process = subprocess.Popen(
            [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.port)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, "INITIAL_NO_AUTH_ACTION_COUNT": "3"},
        )
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                with urllib.request.urlopen(self.endpoint + "/moto-api/", timeout=2):
                    break
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError("moto_server did not start") from None
                time.sleep(0.1)
        unsigned = {"aws_access_key_id": "setup", "aws_secret_access_key": "setup"}
        iam = boto3.client("iam", endpoint_url=self.endpoint, region_name="us-east-1", **unsigned)
        iam.create_user(UserName="devnet")
        policy = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": "s3:*", "Resource": "*"}]}
        iam.put_user_policy(UserName="devnet", PolicyName="media", PolicyDocument=json.dumps(policy))
        key = iam.create_access_key(UserName="devnet")["AccessKey"]
        iam.close()
        self.credentials = {"AWS_ACCESS_KEY_ID": key["AccessKeyId"], "AWS_SECRET_ACCESS_KEY": key["SecretAccessKey"]}
        s3 = boto3.client(
            "s3",
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            aws_access_key_id=key["AccessKeyId"],
            aws_secret_access_key=key["SecretAccessKey"],
        )
        s3.create_bucket(Bucket=self.bucket)
        s3.close()
        return self

    def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
            self.process = None

    def __enter__(self) -> CheckedS3Server:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


class ScaledSet:
    """`devnet run --scaled` in a subprocess: on a fresh PostgreSQL database of its own (dropped by
    ``stop()``), the Redis at ``redis_url``, its own ports, everything under ``var``. The command's
    own output (the release step, supervisor's lines: spawned, exited, gave up) is in
    ``var/scaled.log``; each process writes ``var/log/<name>.log`` (web.1.log, worker.1.log...)."""

    def __init__(self, var: Path, redis_url: str, database_url: str, web: int = 2, **extra: str) -> None:
        self.var = var
        self.port, self.metrics_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.metrics_url = f"http://127.0.0.1:{self.metrics_port}/metrics"
        self.database_url = database_url
        self.web = web
        self.log_path = var / "scaled.log"
        self.env = {
            **{key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")},
            "DEVNET_TEST_FAST_HASHING": os.environ.get("DEVNET_TEST_FAST_HASHING", "1"),
            "DEVNET_VAR_DIR": str(var),
            "DEVNET_DATABASE_URL": database_url,
            "DEVNET_REDIS_URL": redis_url,
            "DEVNET_FRONTEND_DIR": str(var / "no-client"),
            "DEVNET_TRUSTED_PROXIES": "127.0.0.1",  # the tests name their requests (X-Request-ID)
            **extra,
        }
        self.env.pop("PROMETHEUS_MULTIPROC_DIR", None)
        self.process: subprocess.Popen | None = None

    def command(self) -> list[str]:
        return [
            *DEVNET,
            "run",
            "--scaled",
            "--no-seed",
            "--web",
            str(self.web),
            "--port",
            str(self.port),
            "--metrics-port",
            str(self.metrics_port),
        ]

    def start(self) -> ScaledSet:
        self.var.mkdir(parents=True, exist_ok=True)
        log = self.log_path.open("ab")
        try:
            self.process = subprocess.Popen(
                self.command(), cwd=ROOT, env=self.env, stdout=log, stderr=subprocess.STDOUT
            )
        finally:
            log.close()
        self.wait_ready()
        return self

    def serving(self) -> int:
        """How many web processes said they serve, since they last started (the last line of each log
        saying so is later than its last start)."""
        count = 0
        for n in range(1, self.web + 1):
            text = self.process_log(f"web.{n}")
            if text.rfind('"serving on http://') > max(text.rfind('"stopping:'), -1):
                count += 1
        return count

    def wait_ready(self, timeout: float = 90) -> None:
        """Until every web process has said it serves and the port answers ready."""
        deadline = time.monotonic() + timeout
        while True:
            if self.serving() >= self.web:
                try:
                    with urllib.request.urlopen(self.url + "/api/health/ready", timeout=2):
                        return
                except OSError:
                    pass
            if self.process is None or self.process.poll() is not None or time.monotonic() > deadline:
                self.kill()
                raise RuntimeError("devnet run --scaled did not start:\n" + self.log()[-5000:])
            time.sleep(0.2)

    def log(self) -> str:
        """The command's output, then every process's log."""
        parts = [self.log_path.read_text(errors="replace") if self.log_path.exists() else ""]
        parts += [path.read_text(errors="replace") for path in sorted((self.var / "log").glob("*.*.log"))]
        return "\n".join(parts)

    def process_log(self, name: str) -> str:
        path = self.var / "log" / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    def json_lines(self, process: str | None = None) -> list[dict]:
        """The JSON log lines of the processes whose name starts with ``process`` (web, worker),
        each with its process's name as ``_process``."""
        found = []
        for path in sorted((self.var / "log").glob("*.*.log")):
            name = path.name.removesuffix(".log")
            if process and not name.startswith(process):
                continue
            for line in path.read_text(errors="replace").splitlines():
                if line.startswith("{"):
                    with contextlib.suppress(ValueError):
                        found.append({"_process": name, **json.loads(line)})
        return found

    def supervisor(self):
        """``with world.supervisor() as proxy``: an XML-RPC proxy to the set's supervisord."""
        from devnet_cli import supervision

        return supervision.connected(supervision.Paths(self.var))

    def pid(self, name: str) -> int:
        """The pid of process ``name`` (web.1, worker.1...) as supervisor sees it (0: not running)."""
        group = name.split(".")[0]
        with self.supervisor() as proxy:
            return proxy.supervisor.getProcessInfo(f"{group}:{name}")["pid"]

    def state(self, name: str) -> str:
        """supervisor's state of process ``name``: RUNNING, BACKOFF, FATAL..."""
        group = name.split(".")[0]
        with self.supervisor() as proxy:
            return proxy.supervisor.getProcessInfo(f"{group}:{name}")["statename"]

    def stop(self, timeout: float = 60) -> int | None:
        """SIGTERM, SIGKILL after ``timeout``; the exit code. The database is dropped either way."""
        code = None
        if self.process is not None:
            self.process.terminate()
            try:
                code = self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.process.kill()
                code = self.process.wait()
            self.process = None
        self.drop_database()
        return code

    def kill(self) -> None:
        """SIGKILL the set: the command, and every process under it (supervisord runs in a session
        of its own, so it would outlive the command)."""
        if self.process is not None and self.process.poll() is None:
            for pid in [*descendants(self.process.pid), self.process.pid]:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            self.process.wait()
        self.process = None

    def drop_database(self) -> None:
        from tests import backing_services

        # In a thread of its own: Playwright's sync API keeps an event loop running in this one.
        backing_services.run_blocking(backing_services.drop_database(self.database_url.rsplit("/", 1)[-1]))
