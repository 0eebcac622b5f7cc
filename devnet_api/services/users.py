"""Members as others see them: the users list and developer directory, profiles and their content."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from tortoise.expressions import Q
from tortoise.functions import Count
from tortoise.queryset import QuerySet

from devnet_api import catalogue
from devnet_api.errors import NotFound
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import ContentView
from devnet_api.models.social import UserSkill
from devnet_api.pagination import Order, Page, decode_cursor, paginate, paginate_rows
from devnet_api.rows import public_columns, public_user
from devnet_api.services import blocks, content, kinds, threads, views
from devnet_api.sql import Statement

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


async def get(user_id: int) -> User:
    """An active member's public object (404 for anyone else)."""
    user = await public(active().filter(id=user_id)).first() if user_id <= content.MAX_ID else None
    if user is None:
        raise NotFound(NOT_FOUND)
    return user


# The SQL of PRICES, for the hand-written list below (SQLite keeps the rate as text: compared as
# a number, as the ORM does).
_RATE = "{u.hourly_rate|CAST(u.hourly_rate AS NUMERIC)}"
PRICE_SQL = {
    "budget": f"{_RATE} < 50",
    "mid": f"{_RATE} >= 50 AND {_RATE} <= 100",
    "premium": f"{_RATE} > 100",
}
_LIST_AFTER, _LIST_ORDER = NEWEST_FIRST.sql(("u.id",))
_lists: dict[tuple, tuple[Statement, Statement]] = {}


def _list_statements(
    search: bool, skill: bool, price: str, available: bool, viewer: bool
) -> tuple[Statement, Statement]:
    """The members list's statements (first page, later pages) for one combination of filters,
    written once each: the same conditions as the ORM's filters (icontains is Tortoise's own
    ``UPPER(...) LIKE UPPER(...) ESCAPE``, identical on both databases)."""
    key = (search, skill, price, available, viewer)
    found = _lists.get(key)
    if found is None:
        conditions = ["u.status = :active"]
        if viewer:
            conditions.append(blocks.hidden_sql("u.id", muted=False))
        if search:
            conditions.append(
                r"(UPPER(CAST(u.username AS VARCHAR)) LIKE UPPER(:pattern) ESCAPE '\'"
                r" OR UPPER(CAST(u.display_name AS VARCHAR)) LIKE UPPER(:pattern) ESCAPE '\')"
            )
        if skill:
            conditions.append("u.id IN (SELECT s.user_id FROM user_skills s WHERE s.skill = :skill)")
        if price:
            conditions.append(PRICE_SQL[price])
        if available:
            conditions.append("u.is_available_for_work AND u.hourly_rate IS NOT NULL")
        where = " AND ".join(conditions)
        text = f"SELECT {public_columns()} FROM users u WHERE {where} AFTER ORDER BY {_LIST_ORDER} LIMIT :limit"
        found = _lists[key] = (
            Statement(text.replace(" AFTER ", " ")),
            Statement(text.replace(" AFTER ", f" AND {_LIST_AFTER} ")),
        )
    return found


def _escape_like(value: str) -> str:
    return value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


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
    without members blocked either way with ``viewer_id`` (a mute hides content, not people).
    One hand-written statement; the items are rows for ``public_user``."""
    search = search.strip()[:MAX_SEARCH]
    params: dict[str, Any] = {"active": Status.ACTIVE}
    if viewer_id is not None:
        params["viewer"] = viewer_id
    if search:
        params["pattern"] = f"%{_escape_like(search)}%"
    if skill.strip():
        name = catalogue.canonical_skill(skill)
        if not name:
            decode_cursor(cursor, len(NEWEST_FIRST.fields))  # a bad cursor is still a 400
            return Page([], None)  # a skill outside the catalogue is on nobody's profile
        params["skill"] = name
    first, later = _list_statements(bool(search), "skill" in params, price, available, viewer_id is not None)
    return await paginate_rows(first, later, NEWEST_FIRST, limit, cursor, **params)


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


_PROFILE = """
    SELECT {columns},
           EXISTS (SELECT 1 FROM content_views v
                   WHERE v.kind = :kind AND v.object_id = u.id AND v.viewer = :viewer AND v.day = :day) AS seen
           {relation}
    FROM users u WHERE u.id = :id AND u.status = :active"""
PROFILE = Statement(_PROFILE.format(columns=public_columns(), relation=""))
# The signed-in viewer's block and mute of the member, and the member's block of the viewer
# (schemas.social.ProfileOut's isBlocked, isMuted and canContact).
PROFILE_FOR = Statement(
    _PROFILE.format(
        columns=public_columns(),
        relation=""",
           EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = :me AND b.blocked_id = u.id) AS is_blocked,
           EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = :me) AS blocked_me,
           EXISTS (SELECT 1 FROM mutes m WHERE m.muter_id = :me AND m.muted_id = u.id) AS is_muted""",
    )
)
_DAY = ContentView._meta.fields_map["day"]


async def profile(user_id: int, viewer: str, viewer_id: int | None) -> dict[str, Any]:
    """A profile as schemas.social.ProfileOut writes it, read in one statement with whether
    ``viewer`` already viewed it today and how ``viewer_id`` stands with the member; counts one view
    per viewer per day (views.record), never the owner's own. 404 for anyone but an active member."""
    if user_id > content.MAX_ID:
        raise NotFound(NOT_FOUND)
    day = _DAY.to_db_value(datetime.now(UTC).date(), None)
    params = {"kind": kinds.USER.name, "viewer": viewer, "day": day, "id": user_id, "active": Status.ACTIVE}
    relation = viewer_id is not None and viewer_id != user_id
    row = await (PROFILE_FOR.row(me=viewer_id, **params) if relation else PROFILE.row(**params))
    if row is None:
        raise NotFound(NOT_FOUND)
    if not row["seen"] and viewer != views.viewer_key(user_id, ""):
        await views.record(kinds.USER, user_id, viewer)
    out = public_user(row)
    out["isBlocked"] = bool(row["is_blocked"]) if relation else False
    out["isMuted"] = bool(row["is_muted"]) if relation else False
    # A block either way refuses friend requests and messages (blocks.refuse_if_blocked): the
    # client offers neither then. It tells no more than the refusal itself would.
    out["canContact"] = bool(relation and not row["is_blocked"] and not row["blocked_me"])
    return out


async def _content_of(model_visible: QuerySet, user_id: int, limit: int, cursor: str | None) -> Page:
    owner = await get(user_id)
    page = await paginate(model_visible.filter(user_id=user_id), NEWEST_FIRST, limit, cursor)
    for row in page.items:
        row.user = owner  # one author for the whole page: no join, no password hash read
    return page


async def threads_of(user_id: int, limit: int, cursor: str | None) -> Page:
    """A member's visible threads, newest first."""
    return await _content_of(threads.visible(), user_id, limit, cursor)
