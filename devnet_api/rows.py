"""What services.messages and services.search still import from here: the read layer's member
shape and column helpers (devnet_api.reads), under their old names. Nothing else should: read a
member through ``reads.users.member(alias, prefix)``; this module goes once those two do too."""

from __future__ import annotations

from typing import Any

from devnet_api.reads.shape import json_list, utc_sql, utc_z
from devnet_api.reads.users import AUTHOR, member

__all__ = ["USER_COLUMNS", "json_list", "public_columns", "public_user", "user_out", "utc_sql", "utc_z"]

USER_COLUMNS = AUTHOR.columns
user_out = AUTHOR.dump


def public_columns(alias: str = "u", prefix: str = "") -> str:
    return member(alias, prefix).columns


def public_user(row: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    return member("u", prefix).dump(row)
