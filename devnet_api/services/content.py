"""What threads and projects share: sort orders, search, visibility and votes."""

from __future__ import annotations

from collections.abc import Callable

from tortoise.expressions import F, Q, Subquery
from tortoise.models import Model
from tortoise.queryset import QuerySet
from tortoise.transactions import in_transaction

from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status
from devnet_api.pagination import Order

SORTS = {"latest": Order(("id",)), "popular": Order(("score", "id")), "comments": Order(("comment_count", "id"))}
VOTE_VALUES = {"upvote": 1, "downvote": -1}
VOTE_TYPES = {1: "upvote", -1: "downvote"}
MAX_ID = 2**31 - 1  # ids are 32-bit columns: a bigger one (say, a projectId in a body) names nothing


def visible(model: type[Model]) -> QuerySet:
    """What members can see: not hidden by a moderator, not by a suspended member."""
    return model.filter(hidden=False, user__status=Status.ACTIVE)


async def get_visible(model: type[Model], object_id: int, not_found: str) -> Model:
    row = await visible(model).select_related("user").get_or_none(id=object_id) if object_id <= MAX_ID else None
    if row is None:
        raise NotFound(not_found)
    return row


def search(query: QuerySet, tag_model: type[Model], owner: str, text_fields: tuple[str, ...],
           text: str, tag: str) -> QuerySet:
    """Filter by an exact tag and by ``text`` in any of ``text_fields`` or the tags, ignoring case."""
    if tag:
        tag = tag.strip().lower()
        # No tag is longer than its column, and Tortoise refuses (a 500) to compare one with such a value.
        longest = tag_model._meta.fields_map["tag"].max_length
        query = (query.filter(id__in=Subquery(tag_model.filter(tag=tag).values(owner)))
                 if len(tag) <= longest else query.filter(id__in=[]))
    text = text.strip()
    if text:
        matches = [Q(**{f"{name}__icontains": text}) for name in text_fields]
        matches.append(Q(id__in=Subquery(tag_model.filter(tag__icontains=text).values(owner))))
        query = query.filter(Q(*matches, join_type=Q.OR))
    return query


async def current_vote(vote_model: type[Model], owner: str, object_id: int, user_id: int) -> str | None:
    vote = await vote_model.get_or_none(**{owner: object_id}, user_id=user_id)
    return VOTE_TYPES[vote.value] if vote else None


async def cast_vote(model: type[Model], vote_model: type[Model], owner: str, object_id: int, user_id: int,
                    vote_type: str | None, counters: Callable[[int, int], dict[str, int]]) -> tuple[Model, dict]:
    """Set (or with None, remove) a member's vote and move the counters ``counters(old, new)`` names.

    The content row is locked first, so concurrent votes on it apply one after another and its
    counters always equal what the vote rows say. Returns the row as it was and the changes.
    """
    new = VOTE_VALUES[vote_type] if vote_type else 0
    async with in_transaction():
        row = await model.select_for_update().get(id=object_id)
        existing = await vote_model.select_for_update().get_or_none(**{owner: object_id}, user_id=user_id)
        old = existing.value if existing else 0
        if existing and not new:
            await existing.delete()
        elif existing and new != old:
            existing.value = new
            await existing.save(update_fields=["value"])
        elif not existing and new:
            await vote_model.create(**{owner: object_id}, user_id=user_id, value=new)
        changes = {name: delta for name, delta in counters(old, new).items() if delta}
        if changes:
            await model.filter(id=object_id).update(**{name: F(name) + delta for name, delta in changes.items()})
    return row, changes
