"""Tags of threads and projects: kept as rows beside the content for filtering and the tag lists."""

from __future__ import annotations

from tortoise.functions import Count
from tortoise.models import Model

MAX_TAG_LIST = 50


async def replace(tag_model: type[Model], owner_field: str, owner_id: int, tags: list[str]) -> None:
    """Make ``owner_id``'s tag rows equal ``tags`` (call inside the owner's transaction)."""
    await tag_model.filter(**{owner_field: owner_id}).delete()
    if tags:
        await tag_model.bulk_create([tag_model(**{owner_field: owner_id, "tag": tag}) for tag in tags])


async def in_use(tag_model: type[Model], owner_relation: str) -> list[str]:
    """Distinct tags on visible content, most used first (bounded)."""
    rows = (await tag_model.filter(**{f"{owner_relation}__hidden": False})
            .annotate(uses=Count("id")).group_by("tag").order_by("-uses", "tag")
            .limit(MAX_TAG_LIST).values_list("tag", flat=True))
    return list(rows)
