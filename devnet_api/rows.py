"""Wire objects written straight from hand-written SQL rows (devnet_api.sql), for the hot reads.

A list page read through Tortoise and pydantic builds a model object per row and per joined member,
then validates each from its attributes: most of the request's CPU (docs/performance.md). A hot
read instead selects the columns it shows and turns each row into the JSON-ready dict its schema
would dump. The schemas (devnet_api.schemas) stay the declaration of every shape; a test per shape
(tests/api/test_rows.py) checks the dicts here against ``Schema.model_validate(...).model_dump(
mode="json", by_alias=True)`` for the same rows on both databases.

The two databases hand back different Python values for the same column: PostgreSQL (asyncpg)
gives datetimes, booleans, Decimals and JSON as text; SQLite gives timestamps as text, booleans as
0/1 and JSON as text. The helpers below take either.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import orjson

from devnet_api.models.accounts import Status

# The member a list shows beside each item (schemas.accounts.UserOut), joined as ``u``: the public
# columns only (never the password hash or the email), each as ``u_<column>``.
USER_COLUMNS = ", ".join(
    f"u.{column} AS u_{column}"
    for column in (
        "id",
        "username",
        "display_name",
        "bio",
        "skills",
        "hourly_rate",
        "is_available_for_work",
        "created_at",
        "avatar_seed",
        "avatar_style",
        "profile_photo",
        "profile_thumbnail",
        "subscription_tier",
        "project_count",
        "thread_count",
    )
)
# Joins the author of ``alias``'s row (its ``user_id``) as ``u``, when that member is active: a
# suspended member's content is not shown (services.kinds.Kind.visible).
ACTIVE_AUTHOR = f"JOIN users u ON u.id = {{alias}}.user_id AND u.status = '{Status.ACTIVE}'"


def active_author(alias: str) -> str:
    return ACTIVE_AUTHOR.format(alias=alias)


def utc_z(value: datetime | str | None) -> str | None:
    """A timestamp as the wire writes it (schemas.UtcDatetime): ISO 8601, milliseconds, ``Z``."""
    if value is None:
        return None
    if value.__class__ is str:  # SQLite
        value = datetime.fromisoformat(value)
    if value.tzinfo is not UTC:
        value = value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    return value.isoformat(timespec="milliseconds")[:-6] + "Z"  # without its "+00:00"


def json_list(value: Any) -> list:
    """A JSON array column (tags, skills, media): text on both dialects through a raw statement."""
    if isinstance(value, str | bytes):
        return orjson.loads(value)
    return list(value or [])


def user_out(row: dict[str, Any]) -> dict[str, Any]:
    """The ``user`` object (schemas.accounts.UserOut) of a row selected with USER_COLUMNS."""
    rate = row["u_hourly_rate"]
    return {
        "id": row["u_id"],
        "username": row["u_username"],
        "displayName": row["u_display_name"],
        "bio": row["u_bio"],
        "skills": json_list(row["u_skills"]),
        "hourlyRate": None if rate is None else float(rate),
        "isAvailableForWork": bool(row["u_is_available_for_work"]),
        "createdAt": utc_z(row["u_created_at"]),
        "avatarSeed": row["u_avatar_seed"],
        "avatarStyle": row["u_avatar_style"],
        "profilePhoto": row["u_profile_photo"],
        "profilePhotoThumbnail": row["u_profile_thumbnail"] or row["u_profile_photo"],
        "subscriptionTier": row["u_subscription_tier"],
        "projectCount": row["u_project_count"],
        "threadCount": row["u_thread_count"],
    }


# A thread's columns (threads aliased ``t``) for thread_out, with USER_COLUMNS beside them.
THREAD_COLUMNS = (
    "t.id AS id, t.title AS title, t.body AS body, t.tags AS tags, t.created_at AS created_at, "
    "t.comment_count AS comment_count, t.score AS score, t.views AS views, t.edited_at AS edited_at, " + USER_COLUMNS
)


def thread_out(row: dict[str, Any]) -> dict[str, Any]:
    """schemas.content.ThreadOut of a row selected with ``THREAD_COLUMNS``."""
    return {
        "id": row["id"],
        "title": row["title"],
        "body": row["body"],
        "tags": json_list(row["tags"]),
        "createdAt": utc_z(row["created_at"]),
        "commentCount": row["comment_count"],
        "upvotes": row["score"],
        "views": row["views"],
        "user": user_out(row),
        "editedAt": utc_z(row["edited_at"]),
    }
