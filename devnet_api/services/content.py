"""What the content kinds share: sort orders, search, the owners a list shows, and votes."""

from __future__ import annotations

from collections.abc import Iterable

from tortoise.expressions import F, Subquery
from tortoise.models import Model
from tortoise.queryset import QuerySet

from devnet_api.db.pagination import Order, Page, paginate
from devnet_api.realtime.collector import transaction
from devnet_api.services import notifications
from devnet_api.services.kinds import MAX_ID, PUBLIC_USER_FIELDS, Kind, with_owners

__all__ = [
    "MAX_ID",
    "PUBLIC_USER_FIELDS",
    "SORTS",
    "cast_vote",
    "current_vote",
    "page_with_owners",
    "search",
    "search_text",
    "with_owners",
]

SORTS = {"latest": Order(("id",)), "popular": Order(("score", "id")), "comments": Order(("comment_count", "id"))}
VOTE_VALUES = {"upvote": 1, "downvote": -1}
VOTE_TYPES = {1: "upvote", -1: "downvote"}


def search_text(kind: Kind, values: dict, tags: Iterable[str]) -> str:
    """The lower-cased text ``searchQuery`` matches: the kind's search fields and the tags."""
    return "\n".join([*(str(values.get(name) or "") for name in kind.search_fields), *tags]).lower()


def search(query: QuerySet, kind: Kind, text: str, tag: str) -> QuerySet:
    """Filter by an exact tag and by ``text`` anywhere in the title, body or tags, ignoring case.

    The text match is a LIKE on ``search_text``, which PostgreSQL answers from a trigram index."""
    if tag:
        tag = tag.strip().lower()
        # No tag is longer than its column, and Tortoise refuses (a 500) to compare one with such a value.
        longest = kind.tag_model._meta.fields_map["tag"].max_length
        query = (
            query.filter(id__in=Subquery(kind.tag_model.filter(tag=tag).values(kind.ref)))
            if len(tag) <= longest
            else query.filter(id__in=[])
        )
    text = text.strip().lower()
    if text:
        query = query.filter(search_text__contains=text)
    return query


async def page_with_owners(query: QuerySet, order: Order, limit: int, cursor: str | None) -> Page:
    page = await paginate(query, order, limit, cursor)
    await with_owners(page.items)
    return page


async def current_vote(kind: Kind, object_id: int, user_id: int) -> str | None:
    vote = await kind.vote_model.get_or_none(**{kind.ref: object_id}, user_id=user_id)
    return VOTE_TYPES[vote.value] if vote else None


async def cast_vote(kind: Kind, object_id: int, user_id: int, vote_type: str | None) -> tuple[Model, dict]:
    """Set (or with None, remove) a member's vote and move the counters the kind's rule
    (``kind.vote_counters(old, new)``) names.

    The content row is locked first, so concurrent votes on it apply one after another and its
    counters always equal what the vote rows say. Returns the row as it was and the changes.
    """
    model, vote_model, ref = kind.model, kind.vote_model, kind.ref
    new = VOTE_VALUES[vote_type] if vote_type else 0
    async with transaction():
        row = await model.select_for_update().get(id=object_id)
        existing = await vote_model.select_for_update().get_or_none(**{ref: object_id}, user_id=user_id)
        old = existing.value if existing else 0
        if existing and not new:
            await existing.delete()
        elif existing and new != old:
            existing.value = new
            await existing.save(update_fields=["value"])
        elif not existing and new:
            await vote_model.create(**{ref: object_id}, user_id=user_id, value=new)
        changes = {name: delta for name, delta in kind.vote_counters(old, new).items() if delta}
        if changes:
            await model.filter(id=object_id).update(**{name: F(name) + delta for name, delta in changes.items()})
        if new == 1 and old != 1:  # an upvote tells the owner (a downvote tells nobody)
            await notifications.voted(row, user_id)
    return row, changes
