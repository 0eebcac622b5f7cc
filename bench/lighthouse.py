"""Lighthouse performance of the first visit (docs/performance.md; `make lighthouse` runs it).

Serves the built client with `devnet serve` on a free port over a fresh SQLite database filled by
`devnet seed`, then runs Lighthouse (npm, mobile preset, simulated throttling) in Debian's
Chromium on `/`, `/threads`, the most popular thread, the most popular thread whose body has a
fenced code block (Markdown, highlighted code) and `/feed` signed in as demo0 (the session cookie
is sent with every request of the run), and prints each score and its main metrics.

usage: python -m bench.lighthouse [--runs N] [--only PAGE ...] [--dist DIR [--dist DIR]] [--reports DIR]
(needs `make build` and /usr/bin/chromium)
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script: make the tests package importable
from tests.processes import DEVNET, ROOT, DevnetServer, sqlite_env

LIGHTHOUSE = os.environ.get("LIGHTHOUSE", "lighthouse@12.8.2")
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
METRICS = {
    "first-contentful-paint": "FCP",
    "largest-contentful-paint": "LCP",
    "total-blocking-time": "TBT",
    "cumulative-layout-shift": "CLS",
    "speed-index": "SI",
}


def lighthouse(url: str, out: Path, cookie: str | None = None) -> dict:
    headers = [f"--extra-headers={json.dumps({'Cookie': cookie})}"] if cookie else []
    subprocess.run(
        [
            "npx",
            "--yes",
            LIGHTHOUSE,
            url,
            "--quiet",
            "--only-categories=performance",
            "--output=json",
            f"--output-path={out}",
            "--chrome-flags=--headless=new --no-sandbox",
            *headers,
        ],
        check=True,
        env={**os.environ, "CHROME_PATH": CHROME},
    )
    report = json.loads(out.read_text())
    result = {"score": round(report["categories"]["performance"]["score"] * 100)}
    for audit, name in METRICS.items():
        result[name] = report["audits"][audit]["numericValue"]
    return result


PAGES = ("home", "threads", "thread", "code", "feed")


def sign_in(base: str, email: str, password: str) -> str:
    """The session cookie (`name=value`) of a member signed in through the API."""
    request = urllib.request.Request(
        base + "/api/auth/login",
        data=json.dumps({"email": email, "password": password}).encode(),
        headers={"Content-Type": "application/json", "Origin": base},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        return response.headers["Set-Cookie"].split(";", 1)[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3, help="runs per page; the median score is printed")
    parser.add_argument("--only", nargs="+", choices=PAGES, help="measure these pages only")
    parser.add_argument("--reports", type=Path, help="keep every run's JSON report in this directory")
    parser.add_argument(
        "--dist", type=Path, action="append", help="the built client to serve (twice: an A/B, runs alternating)"
    )
    args = parser.parse_args()
    args.dist = args.dist or [ROOT / "frontend" / "dist"]
    if not all((dist / "index.html").is_file() for dist in args.dist):
        sys.exit("build the web client first: make build")
    with tempfile.TemporaryDirectory(prefix="devnet-lighthouse-") as tmp:
        var = Path(tmp)
        # One server per client build, over the same database: with two builds (an A/B), their
        # runs alternate, so both see the same machine load.
        servers = [DevnetServer(var, sqlite_env(var, DEVNET_FRONTEND_DIR=str(dist.resolve()))) for dist in args.dist]
        servers[0].migrate()
        subprocess.run(
            [*DEVNET, "seed", "--users", "10", "--threads", "300", "--projects", "30"],
            env=servers[0].env,
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            for server in servers:
                server.start(migrate=False)
        except RuntimeError as exc:
            for server in servers:
                server.kill()
            sys.exit(str(exc))
        try:
            base = servers[0].url
            with urllib.request.urlopen(base + "/api/threads?sortBy=popular&limit=50") as response:
                popular = json.loads(response.read())
            with_code = next(thread for thread in popular if "```" in thread["body"])
            pages = {
                "home": "/",
                "threads": "/threads",
                "thread": f"/threads/{popular[0]['id']}",
                "code": f"/threads/{with_code['id']}",
                "feed": "/feed",
            }
            cookie = sign_in(base, "demo0@demo.devnet.dev", "DemoPassw0rd")
            reports = args.reports or var
            reports.mkdir(parents=True, exist_ok=True)
            print(f"{'page':<14} {'score':>5} " + " ".join(f"{name:>7}" for name in METRICS.values()))
            for page in args.only or PAGES:
                path = pages[page]
                member = cookie if page == "feed" else None
                runs = {server.url: [] for server in servers}
                for run in range(args.runs):
                    for number, server in enumerate(servers):
                        out = reports / f"{page}-{number}-{run}.json"
                        runs[server.url].append(lighthouse(server.url + path, out, member))
                load = Path("/proc/loadavg").read_text().split()[0]
                for dist, server in zip(args.dist, servers, strict=True):
                    done = runs[server.url]
                    best = sorted(done, key=lambda run: run["score"])[len(done) // 2]
                    scores = ", ".join(str(run["score"]) for run in done)
                    values = " ".join(
                        f"{best[name]:>7.3f}" if name == "CLS" else f"{best[name]:>5.0f}ms" for name in METRICS.values()
                    )
                    label = f" ({dist})" if len(servers) > 1 else ""
                    print(
                        f"{path:<14} {statistics.median(run['score'] for run in done):>5.0f} {values}"
                        f"   (runs: {scores}; load {load}){label}",
                        flush=True,
                    )
        finally:
            for server in servers:
                server.stop()


if __name__ == "__main__":
    main()
