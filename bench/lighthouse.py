"""Lighthouse performance of the first visit (docs/performance.md; `make lighthouse` runs it).

Serves the built client with `devnet serve` on a free port over a fresh SQLite database filled by
`devnet seed`, then runs Lighthouse (npm, mobile preset, simulated throttling) in Debian's
Chromium on `/`, `/threads`, the most popular thread and the most popular thread whose body has a
fenced code block (Markdown, highlighted code), and prints each score and its main metrics.

usage: python bench/lighthouse.py [--runs N]   (needs `make build` and /usr/bin/chromium)
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


def lighthouse(url: str, out: Path) -> dict:
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
        ],
        check=True,
        env={**os.environ, "CHROME_PATH": CHROME},
    )
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
        env = sqlite_env(var, DEVNET_FRONTEND_DIR=str(ROOT / "frontend" / "dist"))
        server = DevnetServer(var, env)
        server.migrate()
        subprocess.run(
            [*DEVNET, "seed", "--users", "10", "--threads", "300", "--projects", "30"],
            env=env,
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            server.start(migrate=False)
        except RuntimeError as exc:
            sys.exit(str(exc))
        try:
            base = server.url
            with urllib.request.urlopen(base + "/api/threads?sortBy=popular&limit=50") as response:
                popular = json.loads(response.read())
            with_code = next(thread for thread in popular if "```" in thread["body"])
            print(f"{'page':<14} {'score':>5} " + " ".join(f"{name:>7}" for name in METRICS.values()))
            for path in ("/", "/threads", f"/threads/{popular[0]['id']}", f"/threads/{with_code['id']}"):
                runs = [lighthouse(base + path, var / "report.json") for _ in range(args.runs)]
                best = sorted(runs, key=lambda run: run["score"])[len(runs) // 2]
                scores = ", ".join(str(run["score"]) for run in runs)
                values = " ".join(
                    f"{best[name]:>7.3f}" if name == "CLS" else f"{best[name]:>5.0f}ms" for name in METRICS.values()
                )
                print(f"{path:<14} {statistics.median(run['score'] for run in runs):>5.0f} {values}   (runs: {scores})")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
