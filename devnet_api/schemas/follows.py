"""Follows: followed tags and watched threads."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from devnet_api.domain.errors import InvalidInput
from devnet_api.domain.rules import MAX_TAG_LENGTH
from devnet_api.schemas import Schema, fail
from devnet_api.services import follows


def _tag(value: str) -> str:
    try:
        return follows.tag_name(value)
    except InvalidInput:
        raise fail(follows.BAD_TAG) from None


class FollowTagIn(Schema):
    """POST /api/me/followed-tags: follow (``following`` true, the default) or unfollow a tag."""

    tag: Annotated[
        str,
        # The rule is checked by _tag (one message); the document states it.
        Field(
            title="Tag",
            description="A tag (trimmed, a leading # dropped, lower-cased)",
            json_schema_extra={"minLength": 1, "maxLength": MAX_TAG_LENGTH, "pattern": follows.TAG_TEXT},
        ),
        AfterValidator(_tag),
    ]
    following: bool = True


class FollowedTagsOut(Schema):
    tags: list[str]  # alphabetical


class WatchOut(Schema):
    watching: bool
