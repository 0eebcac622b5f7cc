"""Tags of the tagged kinds: rows beside the content for the tag filter, and a count per tag for
the tag lists, both changed in the transaction that changes the content."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from tortoise.expressions import F

from devnet_api.models.content import TagCount
from devnet_api.services.kinds import Kind

MAX_TAG_LIST = 50


async def adjust(kind: Kind, deltas: dict[str, int]) -> None:
    """Move each tag's count of ``kind`` by its delta (call inside the transaction of the change).

    A count is the number of items members can see that carry the tag: not hidden, not by a
    suspended member. Tags with the same delta change in one statement."""
    deltas = {tag: delta for tag, delta in deltas.items() if delta}
    if not deltas:
        return
    # Make the rows first (a new tag starts at 0), then move them: safe when two requests add one tag at once.
    await TagCount.bulk_create(
        [TagCount(kind=kind.name, tag=tag, uses=0) for tag in sorted(deltas)], ignore_conflicts=True
    )
    by_delta: dict[int, list[str]] = defaultdict(list)
    for tag, delta in sorted(deltas.items()):
        by_delta[delta].append(tag)
    for delta, tags in sorted(by_delta.items()):
        await TagCount.filter(kind=kind.name, tag__in=tags).update(uses=F("uses") + delta)


async def replace(kind: Kind, object_id: int, tags: Iterable[str], old_tags: Iterable[str] = ()) -> None:
    """Make ``object_id``'s tag rows equal ``tags`` and count the difference (inside its transaction)."""
    tags, old = list(dict.fromkeys(tags)), set(old_tags)
    await kind.tag_model.filter(**{kind.ref: object_id}).delete()
    if tags:
        await kind.tag_model.bulk_create([kind.tag_model(**{kind.ref: object_id, "tag": tag}) for tag in tags])
    await adjust(kind, {**{tag: -1 for tag in old - set(tags)}, **{tag: 1 for tag in set(tags) - old}})


async def in_use(kind: Kind) -> list[str]:
    """Tags on visible content of ``kind``, most used first (bounded)."""
    rows = (
        await TagCount.filter(kind=kind.name, uses__gt=0)
        .order_by("-uses", "tag")
        .limit(MAX_TAG_LIST)
        .values_list("tag", flat=True)
    )
    return list(rows)
