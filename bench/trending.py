"""The trend jobs at the bench's size: hashtags and users over 24 h and 7 d windows, each run twice
with the same ``now``; prints one JSON line: seconds per run and whether the rerun's rows are the same.

usage: python -m bench.trending DATABASE_URL [--only users] [--runs 3]   (bench/run.py runs it with
the URL alone; the last run leaves the production windows' snapshot in place for the trending
endpoints)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from datetime import UTC, datetime, timedelta

from devnet_api.db import using_orm
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.services import trends

WINDOWS = {"24h": timedelta(hours=24), "7d": timedelta(days=7)}


async def snapshot(model) -> list:
    return [tuple(row.values()) for row in await model.all().order_by("rank").values("rank", *_columns(model))]


def _columns(model) -> tuple[str, ...]:
    return ("tag", "people", "posts", "score") if model is TrendingHashtag else ("user_id", "score")


async def measure(only: str | None = None, repeat: int = 2) -> dict:
    now = datetime.now(UTC)
    out: dict = {}
    defaults = trends.HASHTAG_WINDOW, trends.USER_WINDOW
    try:
        for label, window in WINDOWS.items():
            trends.HASHTAG_WINDOW = trends.USER_WINDOW = window
            for name, refresh, model in (
                ("hashtags", trends.refresh_hashtags, TrendingHashtag),
                ("users", trends.refresh_users, TrendingUser),
            ):
                if only and name != only:
                    continue
                runs, rows = [], []
                for _ in range(repeat):
                    started = time.perf_counter()
                    await refresh(now)
                    runs.append(round(time.perf_counter() - started, 3))
                    rows.append(await snapshot(model))
                same = all(later == rows[0] for later in rows[1:])
                out[f"{name} {label}"] = {"seconds": runs, "rows": len(rows[0]), "identical": same}
    finally:
        trends.HASHTAG_WINDOW, trends.USER_WINDOW = defaults
    # Leave the production windows' snapshot for the endpoints.
    await trends.refresh_hashtags(now)
    await trends.refresh_users(now)
    return out


def main(argv: list[str]) -> dict:
    parser = argparse.ArgumentParser(prog="python -m bench.trending", description=__doc__.split("\n\n")[0])
    parser.add_argument("url", help="database URL, e.g. postgres://postgres@127.0.0.1:5432/devnet_bench")
    parser.add_argument("--only", choices=("hashtags", "users"), help="one job only (default: both)")
    parser.add_argument("--runs", type=int, default=2, help="runs per job and window, same now (default 2, min 2)")
    args = parser.parse_args(argv)
    return asyncio.run(using_orm(args.url, lambda: measure(args.only, max(args.runs, 2))))


if __name__ == "__main__":
    result = main(sys.argv[1:])
    print(json.dumps(result))
