"""What ``devnet trends show`` reports until trend snapshot tables exist.

Extension point: when the trend jobs land (trending hashtags and users from posts), their
snapshot readers are added to ``SECTIONS`` and shown beside the tag counts.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from tortoise.functions import Count

from devnet_api.models.accounts import Status
from devnet_api.models.content import ProjectTag, ThreadTag

TOP = 10


async def _top_tags(tag_model, owner: str) -> list[dict]:
    return list(await tag_model.filter(**{f"{owner}__hidden": False, f"{owner}__user__status": Status.ACTIVE})
                .annotate(uses=Count("id")).group_by("tag").order_by("-uses", "tag").limit(TOP)
                .values("tag", "uses"))


SECTIONS: dict[str, Callable[[], Awaitable[list[dict]]]] = {
    "thread tags": lambda: _top_tags(ThreadTag, "thread"),
    "project tags": lambda: _top_tags(ProjectTag, "project"),
}


async def current() -> dict[str, list[dict]]:
    return {name: await read() for name, read in SECTIONS.items()}
