"""The trend jobs at the bench's size: hashtags and users over 24 h and 7 d windows, each run twice
with the same ``now``; prints one JSON line: seconds per run and whether the rerun's rows are the same.

usage: python bench/trending.py DATABASE_URL   (bench/run.py runs it; the last run leaves the
production windows' snapshot in place for the trending endpoints)
"""

from __future__ import annotations

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


async def measure() -> dict:
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
                runs, rows = [], []
                for _ in range(2):
                    started = time.perf_counter()
                    await refresh(now)
                    runs.append(round(time.perf_counter() - started, 3))
                    rows.append(await snapshot(model))
                out[f"{name} {label}"] = {"seconds": runs, "rows": len(rows[0]), "identical": rows[0] == rows[1]}
    finally:
        trends.HASHTAG_WINDOW, trends.USER_WINDOW = defaults
    # Leave the production windows' snapshot for the endpoints.
    await trends.refresh_hashtags(now)
    await trends.refresh_users(now)
    return out


if __name__ == "__main__":
    result = asyncio.run(using_orm(sys.argv[1], measure))
    print(json.dumps(result))
