"""Members as others see them (the ORM side: friends, messages and blocks read members through it);
the members list, the directory and profiles are reads (devnet_api.reads.users)."""

from __future__ import annotations

from tortoise.functions import Count
from tortoise.queryset import QuerySet

from devnet_api.db.pagination import Order
from devnet_api.domain.errors import NotFound
from devnet_api.models.accounts import User
from devnet_api.models.social import UserSkill
from devnet_api.services import content, kinds

NOT_FOUND = kinds.USER.not_found
NEWEST_FIRST = Order(("id",))
MAX_SKILL_CHIPS = 8


def active() -> QuerySet:
    """Members others can see (Kind.visible)."""
    return kinds.USER.visible()


def public(query: QuerySet) -> QuerySet:
    """``query`` reading only the columns a public User object shows."""
    return query.only(*kinds.PUBLIC_USER_FIELDS)


async def get(user_id: int) -> User:
    """An active member's public object (404 for anyone else)."""
    user = await public(active().filter(id=user_id)).first() if user_id <= content.MAX_ID else None
    if user is None:
        raise NotFound(NOT_FOUND)
    return user


async def directory_skills() -> list[str]:
    """The most common skills among the directory's developers (at most 8, most common first)."""
    rows = (
        await UserSkill.filter(
            **kinds.USER.visible_filters("user"), user__is_available_for_work=True, user__hourly_rate__isnull=False
        )
        .annotate(uses=Count("id"))
        .group_by("skill")
        .order_by("-uses", "skill")
        .limit(MAX_SKILL_CHIPS)
        .values_list("skill", flat=True)
    )
    return list(rows)


async def replace_skills(user_id: int, skills: list[str]) -> None:
    """Make a member's skill rows equal ``skills`` (call inside the profile's transaction)."""
    await UserSkill.filter(user_id=user_id).delete()
    if skills:
        await UserSkill.bulk_create([UserSkill(user_id=user_id, skill=skill) for skill in skills])
