"""Wire shapes built straight from the dict rows of hand-written statements (devnet_api.sql).

The pydantic schemas stay the declaration of each shape (and of the OpenAPI document); on the hot
reads, validating a model per row costs more than the SQL, so these functions build the same
JSON-ready dicts directly: the same keys in the same order, the same values. Tests compare each with
its schema's ``model_dump(mode="json", by_alias=True)`` for the same rows on both backends
(tests/api/test_shapes.py).

A row's values differ by dialect: SQLite gives timestamps as text, booleans as 0/1, JSON and
decimals as text; asyncpg gives datetimes, booleans, and JSON as text. Each function accepts both.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import orjson

# The public member columns (services.kinds.PUBLIC_USER_FIELDS) of users aliased ``u``, each
# selected as ``u_<column>`` beside the row it belongs to.
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


def utc_z(value: datetime | str | None) -> str | None:
    """A timestamp as the wire writes it (schemas.UtcDatetime): ISO 8601, milliseconds, ``Z``."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
    zone = value.tzinfo
    if zone is None:
        value = value.replace(tzinfo=UTC)
    elif zone is not UTC:  # asyncpg's are UTC already
        value = value.astimezone(UTC)
    return value.isoformat(timespec="milliseconds")[:-6] + "Z"  # "+00:00" becomes "Z"


def json_list(value: Any) -> list:
    """A JSON array column: text on both dialects through a raw statement."""
    if isinstance(value, str | bytes):
        return orjson.loads(value)
    return list(value or [])


def user_json(row: dict[str, Any]) -> dict[str, Any]:
    """schemas.accounts.UserOut of a row selected with ``USER_COLUMNS``."""
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
        # Photos stored before thumbnails existed have none: their cards show the photo (models.User).
        "profilePhotoThumbnail": row["u_profile_thumbnail"] or row["u_profile_photo"],
        "subscriptionTier": row["u_subscription_tier"],
        "projectCount": row["u_project_count"],
        "threadCount": row["u_thread_count"],
    }


# A thread's columns (threads aliased ``t``) for thread_json, with USER_COLUMNS beside them.
THREAD_COLUMNS = (
    "t.id AS id, t.title AS title, t.body AS body, t.tags AS tags, t.created_at AS created_at, "
    "t.comment_count AS comment_count, t.score AS score, t.views AS views, t.edited_at AS edited_at, " + USER_COLUMNS
)


def thread_json(row: dict[str, Any]) -> dict[str, Any]:
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
        "user": user_json(row),
        "editedAt": utc_z(row["edited_at"]),
    }
