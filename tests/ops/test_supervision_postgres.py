"""The scaled set keeps serving (docs/operations.md, "Supervision" and "Upgrading"): a web process
killed under load is started again while the other serves, a worker too; a program in a crash loop
is given up alone; a reload (SIGHUP) replaces every process one at a time without a failed request;
and images, on disk by default, are still served after the set is restarted. Each test stands on
its own (xdist may hand the module's tests to two workers, each with a set of its own)."""

from __future__ import annotations

import base64
import io
import json
import os
import shutil
import signal
import threading
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest
from PIL import Image

from tests import backing_services
from tests.conftest import require_services
from tests.processes import RedisServer, ScaledSet

pytestmark = pytest.mark.xdist_group("supervised-set")
PASSWORD = "Passw0rd!"
DEADLINE = 90  # seconds a process gets to come back (a ceiling for a slow machine, not a timing)


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    require_services()
    var = tmp_path_factory.mktemp("supervised")
    name = f"devnet_supervised_{uuid.uuid4().hex[:10]}"
    with RedisServer(var) as redis:
        world = ScaledSet(var / "var", redis.url, backing_services.pg_url(name), DEVNET_ADDRESS_LIMIT_FACTOR="100")
        try:
            world.start()
        except RuntimeError as exc:
            world.drop_database()
            pytest.fail(str(exc), pytrace=False)
        try:
            yield world
        finally:
            world.kill()
            world.drop_database()


class Load:
    """A small steady load: ``threads`` clients asking for the thread list in turn, each request on
    a connection of its own (as a load balancer's health-checked pool would spread them)."""

    def __init__(self, url: str, threads: int = 2) -> None:
        self.url = url + "/api/threads"
        self.ok = 0
        self.failed: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._threads = [threading.Thread(target=self._run, daemon=True) for _ in range(threads)]

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                with urllib.request.urlopen(self.url, timeout=30) as answer:
                    answer.read()
                    outcome = None if answer.status == 200 else f"status {answer.status}"
            except (OSError, urllib.error.HTTPError) as exc:
                outcome = f"{type(exc).__name__}: {exc}"
            with self._lock:
                if outcome is None:
                    self.ok += 1
                else:
                    self.failed.append(outcome)

    def wait_for(self, requests: int) -> None:
        """Until ``requests`` more have succeeded."""
        target = self.ok + requests
        deadline = time.monotonic() + DEADLINE
        while self.ok < target:
            assert time.monotonic() < deadline, f"the load stalled: {self.ok} ok, failed {self.failed[:5]}"
            time.sleep(0.05)

    def __enter__(self) -> Load:
        for thread in self._threads:
            thread.start()
        self.wait_for(10)
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join(60)


def wait_until(check, what: str, ceiling: float = DEADLINE) -> None:
    deadline = time.monotonic() + ceiling
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def log_size(world: ScaledSet, name: str) -> int:
    return len(world.process_log(name))


def says_after(world: ScaledSet, name: str, offset: int, text: str) -> bool:
    return text in world.process_log(name)[offset:]


def supervisor_log(world: ScaledSet) -> str:
    return world.log_path.read_text(errors="replace")


def test_a_web_process_killed_under_load_comes_back_while_the_other_serves(world: ScaledSet):
    victim = world.pid("web.1")
    other = world.pid("web.2")
    offset = log_size(world, "web.1")
    with Load(world.url) as load:
        os.kill(victim, signal.SIGKILL)
        wait_until(lambda: world.pid("web.1") not in (0, victim), "supervisor did not start web.1 again")
        wait_until(lambda: says_after(world, "web.1", offset, '"serving on http://'), "web.1 did not serve again")
        load.wait_for(40)
    assert len(load.failed) <= 5, load.failed  # at most the connections queued on the killed process
    assert load.ok >= 50
    assert world.pid("web.2") == other, "the other web process was left alone"
    assert "exited: web.1 (terminated by SIGKILL; not expected)" in supervisor_log(world)  # logged, with why


def test_a_killed_worker_comes_back_and_runs_tasks(world: ScaledSet):
    victim = world.pid("worker.1")
    web = (world.pid("web.1"), world.pid("web.2"))
    offset = log_size(world, "worker.1")
    os.kill(victim, signal.SIGKILL)
    wait_until(lambda: world.pid("worker.1") not in (0, victim), "supervisor did not start worker.1 again")
    wait_until(lambda: says_after(world, "worker.1", offset, "worker ready"), "worker.1 did not get ready")
    assert (world.pid("web.1"), world.pid("web.2")) == web
    # It takes tasks again: a reset request queues one, the worker logs it handled.
    request = urllib.request.Request(
        world.url + "/api/auth/forgot-password",
        data=json.dumps({"email": "someone@example.com"}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 202
    wait_until(lambda: says_after(world, "worker.1", offset, "reset request handled"), "the worker ran no task")


def test_a_program_in_a_crash_loop_is_given_up_alone(world: ScaledSet):
    """beat's schedule file broken (a folder where its data file goes): beat fails at each start,
    supervisor tries again with a growing wait, then gives it up; the site serves throughout."""
    schedule = world.var / "celerybeat-schedule"
    with world.supervisor() as proxy:
        proxy.supervisor.stopProcess("beat:beat.1", True)
    for path in schedule.parent.glob(schedule.name + "*"):
        path.unlink()
    Path(f"{schedule}.dat").mkdir()
    web = (world.pid("web.1"), world.pid("web.2"))
    try:
        with Load(world.url, threads=1) as load:
            with world.supervisor() as proxy:
                proxy.supervisor.startProcess("beat:beat.1", False)
            # Four failed starts (each up to START_SECONDS), waits of 1, 2, 3 s between them.
            wait_until(lambda: world.state("beat.1") == "FATAL", "beat was not given up", ceiling=4 * DEADLINE)
            load.wait_for(5)
        assert load.failed == []
        assert "gave up: beat.1 entered FATAL state, too many start retries too quickly" in supervisor_log(world)
        assert (world.pid("web.1"), world.pid("web.2")) == web
        # untouched by beat's trouble (it may still be in its start window after an earlier test)
        wait_until(lambda: world.state("worker.1") == "RUNNING", "the worker stopped running")
    finally:
        shutil.rmtree(f"{schedule}.dat", ignore_errors=True)
    with world.supervisor() as proxy:
        proxy.supervisor.startProcess("beat:beat.1", False)  # repaired: it starts again
    wait_until(lambda: world.pid("beat.1") != 0, "beat did not start after the repair")


def test_sighup_replaces_every_process_one_at_a_time_without_a_failed_request(world: ScaledSet):
    names = ("web.1", "web.2", "worker.1", "beat.1")
    wait_until(
        lambda: all(world.state(name) == "RUNNING" for name in names), "a process is not running before the reload"
    )
    before = {name: world.pid(name) for name in names}
    offset = len(supervisor_log(world))
    pid = int((world.var / "supervisor" / "devnet-run.pid").read_text())
    with Load(world.url) as load:
        os.kill(pid, signal.SIGHUP)
        wait_until(
            lambda: "reload | done" in supervisor_log(world)[offset:], "the reload did not finish", ceiling=4 * DEADLINE
        )
        load.wait_for(20)
    assert load.failed == [], load.failed
    after = {name: world.pid(name) for name in before}
    assert all(after[name] not in (0, before[name]) for name in before), (before, after)
    said = supervisor_log(world)[offset:]
    assert said.index("release | db upgrade") < said.index("stopped: web.1")  # migrations first, while serving
    # One at a time: web.2 was stopped only once web.1 served again.
    assert said.index("web.1 replaced") < said.index("stopped: web.2")


def test_a_mail_sent_by_the_worker_leaves_no_address_in_any_log(world: ScaledSet):
    """The reset flow: a member asks, the worker mails the link (to the outbox folder: no SMTP
    here). The address is in the mail, and in no line of any process."""
    username = f"m{uuid.uuid4().hex[:12]}"
    email = f"{username}@example.com"
    offset = log_size(world, "worker.1")

    def post(path: str, body: dict) -> int:
        request = urllib.request.Request(
            world.url + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status

    assert post("/api/auth/register", {"email": email, "username": username, "password": PASSWORD}) == 201
    assert post("/api/auth/forgot-password", {"email": email}) == 202
    wait_until(lambda: says_after(world, "worker.1", offset, "reset request handled"), "the worker sent no mail")
    mails = [path.read_text() for path in (world.var / "outbox").glob("*.eml")]
    assert any(email in mail for mail in mails), "the mail went out, to the member"
    logged = world.log()
    assert email not in logged
    assert username + "@" not in logged


def test_every_line_of_every_process_is_json(world: ScaledSet):
    """Web, worker and beat, through whatever ran before on this set (starts, kills, a crash loop, a
    reload) and a restart of the worker here: each line one JSON object, Celery's own included."""
    offset = log_size(world, "worker.1")
    with world.supervisor() as proxy:
        proxy.supervisor.stopProcess("worker:worker.1", True)
        proxy.supervisor.startProcess("worker:worker.1", False)
    wait_until(lambda: says_after(world, "worker.1", offset, "worker ready"), "worker.1 did not get ready")
    for name in ("web.1", "web.2", "worker.1", "beat.1"):
        lines = world.process_log(name).splitlines()
        assert lines, name
        for line in lines:
            try:
                record = json.loads(line)
            except ValueError:
                raise AssertionError(f"{name}: not JSON: {line!r}") from None
            assert {"time", "level", "logger", "message", "pid"} <= set(record), line
    worker = world.process_log("worker.1")
    assert '"worker ready: celery' in worker and "Warm shutdown" in worker  # the banner's facts, the stop
    assert '"beat ready: celery' in world.process_log("beat.1")


def png() -> str:
    image = Image.new("RGB", (48, 32), "purple")
    buffer = io.BytesIO()
    image.save(buffer, "PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def test_images_are_still_served_after_the_set_restarts(world: ScaledSet):
    """Last: it stops the set and starts it again on the same folder and database."""
    import http.cookiejar

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))

    def call(method: str, path: str, body: dict | None = None) -> dict:
        request = urllib.request.Request(
            world.url + path,
            data=json.dumps(body).encode() if body is not None else None,
            headers={"Content-Type": "application/json"},
            method=method,
        )
        with opener.open(request, timeout=30) as answer:
            return json.loads(answer.read() or b"{}")

    username = f"m{uuid.uuid4().hex[:12]}"
    call("POST", "/api/auth/register", {"email": f"{username}@example.com", "username": username, "password": PASSWORD})
    project = call(
        "POST",
        "/api/projects",
        {"title": "Kept on disk", "description": "An image that outlives a restart.", "tags": [], "mediaUrls": [png()]},
    )
    image = project["mediaUrls"][0]
    with urllib.request.urlopen(world.url + image, timeout=30) as answer:
        first = answer.read()
    assert list((world.var / "media").rglob("*.*")), "the image is in the set's media folder"

    world.process.terminate()
    assert world.process.wait(90) == 0
    world.process = None
    world.start()

    with urllib.request.urlopen(world.url + image, timeout=30) as answer:
        assert answer.status == 200
        assert answer.read() == first
