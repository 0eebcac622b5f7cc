"""The feed: post requests and the Post object API.md describes."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from devnet_api.schemas import Schema, UtcDatetime, rules
from devnet_api.schemas.accounts import RequiredFields, UserOut
from devnet_api.schemas.content import Tags, _bounded_list

MAX_POST_IMAGES = 4
MAX_POST_LENGTH = 5000
EMPTY_POST = "Post cannot be empty"


def _strip(value: str) -> str:
    return value.strip()


class PostIn(RequiredFields):
    content: Annotated[str, AfterValidator(_strip), rules(
        (lambda v: len(v) <= MAX_POST_LENGTH, f"Post cannot exceed {MAX_POST_LENGTH} characters"),
    ), Field(title="Post")] = ""
    media_urls: Annotated[list[str], _bounded_list(MAX_POST_IMAGES, f"You can only upload up to {MAX_POST_IMAGES} images"),
                          Field(title="Images")] = []
    tags: Tags = []


class PostOut(Schema):
    id: int
    content: str
    media_urls: list[str]
    tags: list[str]
    user: UserOut
    created_at: UtcDatetime
    is_liked: bool = False
    likes_count: int
    comments_count: int = Field(validation_alias="comment_count")
    shares_count: int


class LikeOut(Schema):
    is_liked: bool
    likes_count: int


class ShareOut(Schema):
    shares_count: int

