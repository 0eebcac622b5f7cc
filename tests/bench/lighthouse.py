"""Lighthouse performance of the first visit (docs/benchmarks.md; `make lighthouse` runs it).

Serves the built client with `devnet serve` on a free port over a fresh SQLite database filled by
`devnet seed`, then runs Lighthouse (npm, mobile preset, simulated throttling) in Debian's
Chromium on `/`, `/threads`, the most popular thread and the most popular thread whose body has a
fenced code block (Markdown, highlighted code), and prints each score and its main metrics.

usage: python tests/bench/lighthouse.py [--runs N]   (needs `make build` and /usr/bin/chromium)
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LIGHTHOUSE = os.environ.get("LIGHTHOUSE", "lighthouse@12.8.2")
CHROME = os.environ.get("CHROME_PATH", "/usr/bin/chromium")
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP", "total-blocking-time": "TBT",
           "cumulative-layout-shift": "CLS", "speed-index": "SI"}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(url: str, server: subprocess.Popen) -> None:
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(url + "/api/health", timeout=2):
                return
        except OSError:
            if server.poll() is not None or time.monotonic() > deadline:
                sys.exit("devnet serve did not start")
            time.sleep(0.2)


def lighthouse(url: str, out: Path) -> dict:
    subprocess.run(["npx", "--yes", LIGHTHOUSE, url, "--quiet", "--only-categories=performance",
                    "--output=json", f"--output-path={out}", "--chrome-flags=--headless=new --no-sandbox"],
                   check=True, env={**os.environ, "CHROME_PATH": CHROME})
    report = json.loads(out.read_text())
    result = {"score": round(report["categories"]["performance"]["score"] * 100)}
    for audit, name in METRICS.items():
        result[name] = report["audits"][audit]["numericValue"]
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3, help="runs per page; the median score is printed")
    args = parser.parse_args()
    if not (ROOT / "frontend" / "dist" / "index.html").is_file():
        sys.exit("build the web client first: make build")
    with tempfile.TemporaryDirectory(prefix="devnet-lighthouse-") as tmp:
        var = Path(tmp)
        env = {**os.environ, "DEVNET_VAR_DIR": str(var), "DEVNET_DATABASE_URL": f"sqlite://{var}/devnet.sqlite3",
               "DEVNET_FRONTEND_DIR": str(ROOT / "frontend" / "dist")}
        env.pop("DEVNET_REDIS_URL", None)
        devnet = [sys.executable, "-m", "devnet_cli"]
        subprocess.run([*devnet, "db", "upgrade"], env=env, cwd=ROOT, check=True, capture_output=True)
        subprocess.run([*devnet, "seed", "--users", "10", "--threads", "300", "--projects", "30"], env=env, cwd=ROOT,
                       check=True, capture_output=True)
        port = free_port()
        with open(var / "server.log", "w") as log:
            server = subprocess.Popen([*devnet, "serve", "--port", str(port)], env=env, cwd=ROOT, stdout=log,
                                      stderr=subprocess.STDOUT)
            try:
                base = f"http://127.0.0.1:{port}"
                wait_for(base, server)
                with urllib.request.urlopen(base + "/api/threads?sortBy=popular&limit=50") as response:
                    popular = json.loads(response.read())
                with_code = next(thread for thread in popular if "```" in thread["body"])
                print(f"{'page':<14} {'score':>5} " + " ".join(f"{name:>7}" for name in METRICS.values()))
                for path in ("/", "/threads", f"/threads/{popular[0]['id']}", f"/threads/{with_code['id']}"):
                    runs = [lighthouse(base + path, var / "report.json") for _ in range(args.runs)]
                    best = sorted(runs, key=lambda run: run["score"])[len(runs) // 2]
                    scores = ", ".join(str(run["score"]) for run in runs)
                    values = " ".join(f"{best[name]:>7.3f}" if name == "CLS" else f"{best[name]:>5.0f}ms"
                                      for name in METRICS.values())
                    print(f"{path:<14} {statistics.median(run['score'] for run in runs):>5.0f} {values}   (runs: {scores})")
            finally:
                server.terminate()
                server.wait(timeout=15)


if __name__ == "__main__":
    main()
