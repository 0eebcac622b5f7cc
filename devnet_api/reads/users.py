"""Members as others read them: the members list and developer directory, a profile, and the
member a list shows beside each item (``AUTHOR``)."""

from __future__ import annotations

import functools
from collections.abc import Awaitable
from typing import Any

from devnet_api.db.pagination import Order, Page, decode_cursor, paginate_rows
from devnet_api.db.sql import Statement
from devnet_api.domain import catalogue
from devnet_api.models.accounts import User, thumbnail_of
from devnet_api.reads import detail, shared
from devnet_api.reads.cache import ReadCache, ResultCache
from devnet_api.reads.shape import Shape
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.social import ProfileOut
from devnet_api.services import blocks
from devnet_api.services.kinds import USER

# The model's rule for the card's photo (User.profile_photo_thumbnail).
THUMBNAIL = {"profile_photo_thumbnail": thumbnail_of}


@functools.cache
def member(alias: str = "u", prefix: str = "") -> Shape:
    """schemas.accounts.UserOut of the members table read as ``alias``, its columns named ``prefix`` + name."""
    return Shape(UserOut, User, alias, prefix=prefix, computed=THUMBNAIL)


MEMBER = member()
# The member a list shows beside each item, joined as ``u`` (Kind.from_sql), columns ``u_<name>``.
AUTHOR = member("u", "u_")

NEWEST_FIRST = Order(("id",))
MAX_SEARCH = 100
# API.md: budget < 50, mid 50 to 100 inclusive, premium > 100 (only members with a rate match).
# SQLite keeps the rate as text: compared as a number.
_RATE = "{u.hourly_rate|CAST(u.hourly_rate AS NUMERIC)}"
PRICES = {
    "budget": f"{_RATE} < 50",
    "mid": f"{_RATE} >= 50 AND {_RATE} <= 100",
    "premium": f"{_RATE} > 100",
}


@functools.cache
def _list_statements(
    search: bool, skill: bool, price: str, available: bool, viewer: bool
) -> tuple[Statement, Statement]:
    """The members list's statements (first page, later pages) for one combination of filters.
    The name search is Tortoise's icontains (``UPPER(...) LIKE UPPER(...) ESCAPE``), identical on
    both databases."""
    conditions = [USER.visible_sql("u")]
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
        conditions.append(PRICES[price])
    if available:
        conditions.append("u.is_available_for_work AND u.hourly_rate IS NOT NULL")
    after, order_by = NEWEST_FIRST.sql(("u.id",))
    text = f"SELECT {MEMBER.columns} FROM {USER.from_sql('u')} WHERE {' AND '.join(conditions)} {{after}}"
    text += f" ORDER BY {order_by} LIMIT :limit"
    return Statement(text.replace("{after}", "")), Statement(text.replace("{after}", f"AND {after}"))


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
    kept: ResultCache | None = None,
) -> Page:
    """A page of UserOut: active members, newest first, filtered by name, skill, price bucket and
    availability; without members blocked either way with ``viewer_id`` (a mute hides content, not
    people). One statement; none for a visitor, and a narrow one for a member, while ``kept`` holds
    the page (reads.shared)."""
    search = search.strip()[:MAX_SEARCH]
    params: dict[str, Any] = {}
    if search:
        params["pattern"] = f"%{_escape_like(search)}%"
    if skill.strip():
        name = catalogue.canonical_skill(skill)
        if not name:
            decode_cursor(cursor, len(NEWEST_FIRST.fields))  # a bad cursor is still a 400
            return Page([], None)  # a skill outside the catalogue is on nobody's profile
        params["skill"] = name
    filters = (bool(search), "skill" in params, price, available)

    def read(viewer: int | None) -> Awaitable[Page]:
        first, later = _list_statements(*filters, viewer is not None)
        return paginate_rows(first, later, NEWEST_FIRST, limit, cursor, MEMBER.dump, **params, viewer=viewer)

    key = ("members", search, params.get("skill"), price, available, limit, cursor)
    page = await shared.page_for(kept, key, viewer_id, lambda: read(None), muted=False, author=_own_id)
    return page if page is not None else await read(viewer_id)


def _own_id(member: dict[str, Any]) -> int:
    return member["id"]


# ProfileOut's relation to the signed-in viewer ``:me``: whether they blocked and muted the
# member, and whether a friend request or a message may pass (no block either way).
RELATION = {
    "is_blocked": "EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = :me AND b.blocked_id = u.id)",
    "is_muted": "EXISTS (SELECT 1 FROM mutes m WHERE m.muter_id = :me AND m.muted_id = u.id)",
    "can_contact": f"({blocks.hidden_sql('u.id', muted=False, viewer=':me')})",
}
# A visitor, and a member on their own profile, stand in no relation.
NO_RELATION = dict.fromkeys(RELATION, "FALSE")
PROFILE, PROFILE_FOR = (
    Shape(ProfileOut, User, "u", computed=THUMBNAIL, expressions=relation) for relation in (NO_RELATION, RELATION)
)
_PROFILE = """
    SELECT {columns},
           EXISTS (SELECT 1 FROM content_views v
                   WHERE v.kind = '{kind}' AND v.object_id = u.id AND v.viewer = :viewer AND v.day = :day) AS viewed
    FROM {table} WHERE u.id = :id AND {visible}"""
PROFILE_READS = {
    shape: Statement(
        _PROFILE.format(kind=USER.name, columns=shape.columns, table=USER.from_sql("u"), visible=USER.visible_sql("u"))
    )
    for shape in (PROFILE, PROFILE_FOR)
}


async def profile(user_id: int, viewer: str, viewer_id: int | None, kept: ReadCache | None = None) -> dict[str, Any]:
    """A member's ProfileOut, read in one statement with how ``viewer_id`` stands with the member;
    counts one view per viewer per day, never the owner's own (reads.detail: ``kept`` serves the
    profile as it reads without a relation, a visitor's or the owner's). 404 for anyone but an
    active member."""
    shape = PROFILE_FOR if viewer_id is not None and viewer_id != user_id else PROFILE
    row = await detail.counted(
        USER,
        PROFILE_READS[shape],
        user_id,
        viewer,
        kept if shape is PROFILE else None,
        count=viewer_id != user_id,
        me=viewer_id,
    )
    return shape.dump(row)
