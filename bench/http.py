"""The HTTP half of the bench: each endpoint against the stack's own ceiling (docs/performance.md).

One ``devnet serve`` process pinned to CPU 0 (taskset), wrk pinned to CPU 1. For each endpoint:
read it once (status, bytes, X-DevNet-Queries), store those bytes in the server's ceiling route,
then for the same fixed time each: the endpoint at c=32, the ceiling at c=32, the endpoint at c=1,
the ceiling at c=1 (after a warm-up of each). The ratio is endpoint rps / ceiling rps at c=32.
Server CPU per request comes from /proc/<pid>/stat (user + system time) around the c=32 run.
"""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import subprocess
import time
from dataclasses import dataclass, field

import aiohttp

from bench.dataset import TOKEN

CLOCK_TICK = os.sysconf("SC_CLK_TCK")
COOKIE = f"devnet_session={TOKEN}"


@dataclass
class Case:
    name: str
    path: str  # may hold {placeholders} filled from the dataset's facts
    signed_in: bool = False
    ratio_target: float | None = None
    query_budget: int | None = None
    c1_p99_ms: float | None = None  # a latency target at c=1
    follow: int = 0  # walk this many next-page links first (page follow + 1)
    compare: str | None = None  # the name of the page-1 case whose p50 this one must stay within 1.5x of
    optional: bool = False  # skipped with a line when the endpoint is not on this branch (404)
    status: int = 200  # what a good answer is (the visitor's `me` is a 401)


@dataclass
class Run:
    rps: float
    p50: float  # ms
    p99: float  # ms
    requests: int
    errors: int = 0
    cpu_us: float | None = None


@dataclass
class Result:
    case: Case
    status: int
    size: int
    queries: int | None
    query_ms: float | None
    runs: dict[str, Run] = field(default_factory=dict)
    skipped: str = ""
    ratios: list[float] = field(default_factory=list)  # each round's endpoint rps / ceiling rps at c=32

    @property
    def ratio(self) -> float | None:
        if self.ratios:
            return statistics.median(self.ratios)
        if "c32" in self.runs and "ceiling_c32" in self.runs and self.runs["ceiling_c32"].rps:
            return self.runs["c32"].rps / self.runs["ceiling_c32"].rps
        return None


def _ms(value: str, unit: str) -> float:
    return float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60000.0}[unit]


def parse_wrk(output: str) -> Run:
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    requests = int(re.search(r"(\d+) requests in", output).group(1))
    latency = {}
    for pct in ("50", "99"):
        m = re.search(rf"^\s+{pct}(?:\.000)?%\s+([\d.]+)(us|ms|s|m)\s*$", output, re.M)
        latency[pct] = _ms(*m.groups()) if m else float("nan")
    errors = 0
    m = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if m:
        errors += int(m.group(1))
    m = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    if m:
        errors += sum(int(x) for x in m.groups())
    return Run(rps=rps, p50=latency["50"], p99=latency["99"], requests=requests, errors=errors)


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        parts = f.read().rsplit(")", 1)[1].split()
    return (int(parts[11]) + int(parts[12])) / CLOCK_TICK  # utime, stime


def wrk(url: str, connections: int, seconds: float, signed_in: bool, cpu: str) -> Run:
    command = [
        "taskset",
        "-c",
        cpu,
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{max(1, round(seconds))}s",
        "--latency",
        "--timeout",
        "5s",
    ]
    if signed_in:
        command += ["-H", f"Cookie: {COOKIE}"]
    out = subprocess.run(command + [url], capture_output=True, text=True, check=True).stdout
    return parse_wrk(out)


class Server:
    """``devnet serve`` on one core, with the bench's instruments (DEVNET_BENCH=1)."""

    def __init__(self, database_url: str, port: int, cpu: str, redis_url: str | None, log_path: str) -> None:
        self.base = f"http://127.0.0.1:{port}"
        # DEVNET_BENCH_CODE: serve another checkout's code (an A/B against a tree from `git archive`).
        code = os.environ.get("DEVNET_BENCH_CODE") or os.getcwd()
        env = {
            **os.environ,
            "DEVNET_DATABASE_URL": database_url,
            "DEVNET_PORT": str(port),
            "DEVNET_BENCH": "1",
            "DEVNET_LOG_LEVEL": "WARNING",
            "PYTHONPATH": code,
        }
        if redis_url:
            env["DEVNET_REDIS_URL"] = redis_url
            env["DEVNET_REDIS_PREFIX"] = "devnet-bench:"
        devnet = os.path.join(os.path.dirname(os.path.realpath(os.sys.executable)), "devnet")
        if not os.path.exists(devnet):
            devnet = os.path.join(os.path.dirname(os.sys.executable), "devnet")
        self.log = open(log_path, "w")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            ["taskset", "-c", cpu, devnet, "serve"], env=env, stdout=self.log, stderr=subprocess.STDOUT, cwd=code
        )

    @property
    def pid(self) -> int:
        return self.process.pid

    async def ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        async with aiohttp.ClientSession() as session:
            while time.monotonic() < deadline:
                if self.process.poll() is not None:
                    raise RuntimeError(f"devnet serve exited with {self.process.returncode}")
                try:
                    async with session.get(self.base + "/api/health") as r:
                        if r.status < 500:
                            return
                except aiohttp.ClientError:
                    pass
                await asyncio.sleep(0.3)
        raise RuntimeError("devnet serve did not answer in time")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(35)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()


async def first_look(base: str, case: Case, facts: dict) -> tuple[str, int, bytes, str, dict]:
    """Follow ``case.follow`` next links, then read the page once: (path, status, body, type, headers)."""
    headers = {"Cookie": COOKIE} if case.signed_in else {}
    path = case.path.format(**facts)
    async with aiohttp.ClientSession(headers=headers) as session:
        for _ in range(case.follow):
            async with session.get(base + path) as r:
                link = r.headers.get("Link")
                if not link:
                    raise RuntimeError(f"{case.name}: no next page after {path}")
                path = re.match(r"<([^>]+)>", link).group(1)
        # Read twice and keep the second: the steady state wrk measures (a thread's first view of
        # the day writes its view row and counter; every later one is a read).
        for _ in range(2):
            async with session.get(base + path) as r:
                answer = path, r.status, await r.read(), r.headers.get("Content-Type", ""), dict(r.headers)
        return answer


async def measure(
    server: Server, case: Case, facts: dict, seconds: float, warmup: float, load_cpu: str, rounds: int = 3
) -> Result:
    """The case's answer, then ``rounds`` alternating pairs at c=32 (endpoint, then its ceiling):
    the ratio is the median of the rounds' ratios, and the c=32 figures are those of the median
    round (docs/performance.md, Method); then c=1, endpoint and ceiling once each."""
    path, status, body, content_type, headers = await first_look(server.base, case, facts)
    queries = headers.get("X-DevNet-Queries")
    query_ms = headers.get("X-DevNet-Query-Ms")
    result = Result(case, status, len(body), int(queries) if queries else None, float(query_ms) if query_ms else None)
    if status == 404 and case.optional:
        result.skipped = "endpoint not present on this branch"
        return result
    if status != case.status:
        result.skipped = f"answered {status}: {body[:120]!r}"
        return result
    ceiling = f"/_bench/ceiling/{re.sub(r'[^a-z0-9]+', '-', case.name.lower())}"
    async with (
        aiohttp.ClientSession() as session,
        session.put(
            server.base + ceiling,
            data=body,
            headers={"Content-Type": "application/json", "X-Bench-Content-Type": content_type.split(";")[0]},
        ) as r,
    ):
        assert r.status == 204, r.status
    loop = asyncio.get_running_loop()

    def run(url: str, connections: int, signed_in: bool, with_cpu: bool) -> Run:
        if warmup:
            wrk(url, connections, warmup, signed_in, load_cpu)
        before = cpu_seconds(server.pid) if with_cpu else 0.0
        outcome = wrk(url, connections, seconds, signed_in, load_cpu)
        if with_cpu and outcome.requests:
            outcome.cpu_us = (cpu_seconds(server.pid) - before) / outcome.requests * 1e6
        return outcome

    target, top = server.base + path, server.base + ceiling
    # The ceiling carries the same cookie, so both sides parse the same request. Alternating pairs:
    # a neighbour's burst slows one pair, and the median leaves that pair out.
    pairs = []
    for _ in range(max(1, rounds)):
        endpoint = await loop.run_in_executor(None, run, target, 32, case.signed_in, True)
        ceiling_run = await loop.run_in_executor(None, run, top, 32, case.signed_in, True)
        pairs.append((endpoint.rps / ceiling_run.rps if ceiling_run.rps else 0.0, endpoint, ceiling_run))
    result.ratios = [ratio for ratio, _, _ in pairs]
    _, result.runs["c32"], result.runs["ceiling_c32"] = sorted(pairs, key=lambda pair: pair[0])[len(pairs) // 2]
    for key, url in (("c1", target), ("ceiling_c1", top)):
        result.runs[key] = await loop.run_in_executor(None, run, url, 1, case.signed_in, True)
    return result
