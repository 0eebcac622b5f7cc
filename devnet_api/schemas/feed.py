"""The feed: post requests and the Post object API.md describes."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, Field

from devnet_api.schemas import Schema, UtcDatetime, document_required, rules, trimmed_length
from devnet_api.schemas.accounts import RequiredFields, UserOut
from devnet_api.schemas.content import Tags, _bounded_list, image_alts

MAX_POST_IMAGES = 4
MAX_POST_LENGTH = 5000


def _strip(value: str) -> str:
    return value.strip()


def _document_post(schema: dict) -> None:
    document_required(schema)
    # 'Post cannot be empty': some text once trimmed, or an image.
    schema["anyOf"] = [
        {"properties": {"content": {"pattern": r"\S"}}},
        {"required": ["mediaUrls"], "properties": {"mediaUrls": {"minItems": 1}}},
    ]


class PostIn(RequiredFields):
    model_config = {**RequiredFields.model_config, "json_schema_extra": _document_post}

    # API.md: 0-5000 characters after trimming, as the document's pattern states.
    content: Annotated[
        str,
        AfterValidator(_strip),
        rules(
            (lambda v: len(v) <= MAX_POST_LENGTH, f"Post cannot exceed {MAX_POST_LENGTH} characters"),
        ),
        Field(title="Post", json_schema_extra={"pattern": trimmed_length(0, MAX_POST_LENGTH)}),
    ] = ""
    media_urls: Annotated[
        list[str],
        _bounded_list(MAX_POST_IMAGES, f"You can only upload up to {MAX_POST_IMAGES} images"),
        Field(
            title="Images",
            json_schema_extra={"maxItems": MAX_POST_IMAGES, "items": {"type": "string", "format": "devnet-image"}},
        ),
    ] = []
    media_alts: image_alts(MAX_POST_IMAGES) = []
    tags: Tags = []


class PostOut(Schema):
    id: int
    content: str
    media_urls: list[str]
    media_alts: list[str] = Field(validation_alias="image_alts")  # one per image, "" for none
    tags: list[str]
    user: UserOut
    created_at: UtcDatetime
    is_liked: bool = False
    likes_count: int
    comments_count: int = Field(validation_alias="comment_count")
    shares_count: int
    edited_at: UtcDatetime | None = None  # the author's last edit: the "edited" mark (docs/editing.md)


class PostDeletedOut(Schema):
    """The ``post_deleted`` live event's payload."""

    post_id: int


class LikeOut(Schema):
    is_liked: bool
    likes_count: int


class ShareOut(Schema):
    shares_count: int
