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

from devnet_api import rules
from devnet_api.models.accounts import Status
from devnet_api.services.kinds import PUBLIC_USER_FIELDS

# Joins the author of ``alias``'s row (its ``user_id``) as ``u``, when that member is active: a
# suspended member's content is not shown (services.kinds.Kind.visible).
ACTIVE_AUTHOR = f"JOIN users u ON u.id = {{alias}}.user_id AND u.status = '{Status.ACTIVE}'"


def active_author(alias: str) -> str:
    return ACTIVE_AUTHOR.format(alias=alias)


def utc_sql(expression: str) -> str:
    """A timestamp column for a hand-written statement: PostgreSQL writes it in the API's format
    itself (``to_char`` truncates to milliseconds, as Python's ``isoformat`` does), cheaper than a
    datetime per row; SQLite gives the column's text. ``utc_z`` takes either."""
    return f"""{{to_char({expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')|{expression}}}"""


def utc_z(value: datetime | str | None) -> str | None:
    """A timestamp as the wire writes it (schemas.UtcDatetime, rules.utc_z): ISO 8601,
    milliseconds, ``Z``; from a datetime (asyncpg), SQLite's text, or ``utc_sql``'s text."""
    if value is None:
        return None
    if value.__class__ is str:
        if value.endswith("Z"):  # utc_sql wrote it
            return value
        value = datetime.fromisoformat(value)  # SQLite
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return rules.utc_z(value)


def json_list(value: Any) -> list:
    """A JSON array column (tags, skills, media): text on both dialects through a raw statement."""
    if isinstance(value, str | bytes):
        return orjson.loads(value)
    return list(value or [])


def public_columns(alias: str = "u", prefix: str = "") -> str:
    """The select list of a public User object (schemas.accounts.UserOut): the columns of
    ``kinds.PUBLIC_USER_FIELDS`` of table ``alias`` (never the password hash or the email), each
    named ``prefix`` + its name. PostgreSQL writes two as the API does: the sign-up time
    (``utc_sql``), the rate as a float."""
    spelling = {
        "created_at": utc_sql(f"{alias}.created_at"),
        "hourly_rate": f"{{CAST({alias}.hourly_rate AS DOUBLE PRECISION)|{alias}.hourly_rate}}",
    }
    return ", ".join(f'{spelling.get(name, f"{alias}.{name}")} AS "{prefix}{name}"' for name in PUBLIC_USER_FIELDS)


def public_user(row: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    """A row read with ``public_columns`` as schemas.accounts.UserOut writes it (JSON mode, by
    alias, in its field order), whatever the database gave."""
    rate, photo = row[prefix + "hourly_rate"], row[prefix + "profile_photo"]
    return {
        "id": row[prefix + "id"],
        "username": row[prefix + "username"],
        "displayName": row[prefix + "display_name"],
        "bio": row[prefix + "bio"],
        "skills": json_list(row[prefix + "skills"]),
        "hourlyRate": None if rate is None else float(rate),
        "isAvailableForWork": bool(row[prefix + "is_available_for_work"]),
        "createdAt": utc_z(row[prefix + "created_at"]),
        "avatarSeed": row[prefix + "avatar_seed"],
        "avatarStyle": row[prefix + "avatar_style"],
        "profilePhoto": photo,
        # Photos stored before thumbnails existed have none: their cards show the photo (models.User).
        "profilePhotoThumbnail": row[prefix + "profile_thumbnail"] or photo,
        "subscriptionTier": row[prefix + "subscription_tier"],
        "projectCount": row[prefix + "project_count"],
        "threadCount": row[prefix + "thread_count"],
    }


# The member a list shows beside each item, joined as ``u``, its columns named ``u_<column>``.
USER_COLUMNS = public_columns("u", "u_")


def user_out(row: dict[str, Any]) -> dict[str, Any]:
    """The ``user`` object of a row selected with USER_COLUMNS."""
    return public_user(row, "u_")


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
