"""What ``devnet trends show`` reports: the snapshots of the trend jobs (services/trends.py) beside
the tag counts of threads and projects. Each section is a list of rows of the same keys."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tortoise.functions import Count

from devnet_api.models.accounts import Status
from devnet_api.models.content import ProjectTag, ThreadTag
from devnet_api.models.trends import TrendingHashtag, TrendingUser

TOP = 10


async def _top_tags(tag_model, owner: str) -> list[dict]:
    return list(
        await tag_model.filter(**{f"{owner}__hidden": False, f"{owner}__user__status": Status.ACTIVE})
        .annotate(uses=Count("id"))
        .group_by("tag")
        .order_by("-uses", "tag")
        .limit(TOP)
        .values("tag", "uses")
    )


async def _hashtags() -> list[dict]:
    return list(await TrendingHashtag.all().order_by("rank").values("tag", "people", "posts", "score", "computed_at"))


async def _users() -> list[dict]:
    return list(await TrendingUser.all().order_by("rank").values("user__username", "score", "computed_at"))


SECTIONS: dict[str, Callable[[], Awaitable[list[dict]]]] = {
    "trending hashtags": _hashtags,
    "trending users": _users,
    "thread tags": lambda: _top_tags(ThreadTag, "thread"),
    "project tags": lambda: _top_tags(ProjectTag, "project"),
}


async def current() -> dict[str, list[dict]]:
    return {name: await read() for name, read in SECTIONS.items()}
