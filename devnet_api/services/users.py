"""Members as others see them: the users list and developer directory, profiles and their content."""

from __future__ import annotations

from tortoise.expressions import Q, Subquery
from tortoise.functions import Count
from tortoise.queryset import QuerySet

from devnet_api import catalogue
from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.social import UserSkill
from devnet_api.pagination import Order, Page, paginate
from devnet_api.services import blocks, content, kinds, projects, threads, views

NOT_FOUND = "User not found"
# What a public User object shows: lists never read password hashes, emails, roles or statuses.
# API.md: budget < 50, mid 50 to 100 inclusive, premium > 100 (only members with a rate match).
PRICES = {
    "budget": Q(hourly_rate__lt=50),
    "mid": Q(hourly_rate__gte=50, hourly_rate__lte=100),
    "premium": Q(hourly_rate__gt=100),
}
NEWEST_FIRST = Order(("id",))
MAX_SKILL_CHIPS = 8
MAX_SEARCH = 100


def active() -> QuerySet:
    return User.filter(status=Status.ACTIVE)


def public(query: QuerySet) -> QuerySet:
    """``query`` reading only the columns a public User object shows."""
    return query.only(*kinds.PUBLIC_USER_FIELDS)


def developers(query: QuerySet) -> QuerySet:
    """The directory's members: marked available for work and with a rate to show."""
    return query.filter(is_available_for_work=True, hourly_rate__isnull=False)


async def get(user_id: int) -> User:
    """An active member's public object (404 for anyone else)."""
    user = await public(active().filter(id=user_id)).first() if user_id <= content.MAX_ID else None
    if user is None:
        raise NotFound(NOT_FOUND)
    return user


async def list_users(
    search: str,
    skill: str,
    price: str,
    available: bool,
    limit: int,
    cursor: str | None,
    viewer_id: int | None = None,
) -> Page:
    """Active members, newest first, filtered by name, skill, price bucket and availability;
    without members blocked either way with ``viewer_id`` (a mute hides content, not people)."""
    query = blocks.without_hidden(active(), viewer_id, "id", muted=False)
    search = search.strip()[:MAX_SEARCH]
    if search:
        query = query.filter(Q(username__icontains=search) | Q(display_name__icontains=search))
    if skill.strip():
        name = catalogue.canonical_skill(skill)
        # A skill outside the catalogue is on nobody's profile.
        query = (
            query.filter(id__in=Subquery(UserSkill.filter(skill=name).values("user_id")))
            if name
            else query.filter(id__in=[])
        )
    if price:
        query = query.filter(PRICES[price])
    if available:
        query = developers(query)
    return await paginate(public(query), NEWEST_FIRST, limit, cursor)


async def directory_skills() -> list[str]:
    """The most common skills among the directory's developers (at most 8, most common first)."""
    rows = (
        await UserSkill.filter(
            user__status=Status.ACTIVE, user__is_available_for_work=True, user__hourly_rate__isnull=False
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


async def view(user_id: int, viewer: str) -> User:
    """A profile; counts one view per viewer per day, never the owner's own."""
    user = await get(user_id)
    if viewer != views.viewer_key(user_id, ""):
        await views.record(kinds.USER, user_id, viewer)
    return user


async def _content_of(model_visible: QuerySet, user_id: int, limit: int, cursor: str | None) -> Page:
    owner = await get(user_id)
    page = await paginate(model_visible.filter(user_id=user_id), NEWEST_FIRST, limit, cursor)
    for row in page.items:
        row.user = owner  # one author for the whole page: no join, no password hash read
    return page


async def threads_of(user_id: int, limit: int, cursor: str | None) -> Page:
    """A member's visible threads, newest first."""
    return await _content_of(threads.visible(), user_id, limit, cursor)


async def projects_of(user_id: int, limit: int, cursor: str | None) -> Page:
    """A member's visible projects, newest first."""
    return await _content_of(projects.visible(), user_id, limit, cursor)
