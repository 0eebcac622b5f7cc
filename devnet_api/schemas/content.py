"""Threads, projects, comments, votes and reports: requests and the objects the API answers with."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field, model_validator

from devnet_api.domain.rules import MAX_TAG_LENGTH, MAX_TAGS
from devnet_api.schemas import (
    NOT_SINGLE_LINE,
    Schema,
    UtcDatetime,
    at_least_trimmed,
    body_id,
    fail,
    rules,
    single_line,
    strip_space,
)
from devnet_api.schemas.accounts import RequiredFields, UserOut

MAX_PROJECT_IMAGES = 5
MAX_URL_LENGTH = 500


def _strip(value: str) -> str:
    return strip_space(value)


def _tags(values: list[str]) -> list[str]:
    """Trimmed, lower-cased, empties dropped, duplicates merged, order kept."""
    tags: list[str] = []
    for value in values:
        tag = value.strip().lstrip("#").strip().lower()
        if tag and tag not in tags:
            tags.append(tag)
    if any(len(tag) > MAX_TAG_LENGTH for tag in tags):
        raise fail(f"Tags cannot exceed {MAX_TAG_LENGTH} characters")
    if len(tags) > MAX_TAGS:
        raise fail(f"Maximum {MAX_TAGS} tags allowed")
    return tags


def trimmed(title: str, minimum: int, maximum: int, too_short: str, too_long: str, one_line: bool = False):
    """Text trimmed of surrounding whitespace, at least ``minimum`` characters once trimmed and at
    most ``maximum`` as sent (so the document's maxLength is the rule). ``one_line``: no control
    character or line break anywhere (a text that can reach a mail header, schemas.single_line)."""
    extra = {"maxLength": maximum, "pattern": at_least_trimmed(minimum)}
    if one_line:
        extra["not"] = NOT_SINGLE_LINE
    return Annotated[
        str,
        rules((lambda v: len(v) <= maximum, too_long)),
        single_line(title) if one_line else rules(),
        AfterValidator(_strip),
        rules((lambda v: len(v) >= minimum, too_short)),
        Field(title=title, json_schema_extra=extra),
    ]


def _bounded_list(limit: int, message: str):
    # Checked before each item is validated, so a list of a million entries costs nothing.
    def check(values: object) -> object:
        if isinstance(values, list) and len(values) > limit:
            raise fail(message)
        return values

    return BeforeValidator(check)


def _web_url(value: str | None) -> str | None:
    # Shown as a link: only web addresses, never javascript: or data: ones.
    if value is None:
        return None
    if len(value) > MAX_URL_LENGTH:
        raise fail(f"Links cannot exceed {MAX_URL_LENGTH} characters")
    value = value.strip()
    if value == "":
        return None
    if not value.lower().startswith(("http://", "https://")):
        raise fail("Links must start with http:// or https://")
    return value


Title = trimmed(
    "Title", 5, 100, "Title must be at least 5 characters", "Title cannot exceed 100 characters", one_line=True
)
TAG_TOO_LONG = f"Tags cannot exceed {MAX_TAG_LENGTH} characters"
# Counted as sent, duplicates and empties too, so the limits are the ones the document states.
Tags = Annotated[
    list[Annotated[str, rules((lambda v: len(v) <= MAX_TAG_LENGTH, TAG_TOO_LONG))]],
    _bounded_list(MAX_TAGS, f"Maximum {MAX_TAGS} tags allowed"),
    AfterValidator(_tags),
    Field(
        title="Tags",
        json_schema_extra={
            "maxItems": MAX_TAGS,
            "items": {"type": "string", "maxLength": MAX_TAG_LENGTH},
            "description": "Trimmed, '#' dropped, lower-cased; empties dropped, duplicates merged",
        },
    ),
]
MediaUrls = Annotated[
    list[str],
    _bounded_list(MAX_PROJECT_IMAGES, "You can only upload up to 5 images"),
    Field(
        title="Images",
        json_schema_extra={"maxItems": MAX_PROJECT_IMAGES, "items": {"type": "string", "format": "devnet-image"}},
    ),
]
MAX_ALT_LENGTH = 300
ALT_TOO_LONG = f"Alt text cannot exceed {MAX_ALT_LENGTH} characters"


def image_alts(limit: int):
    """The alt text of each image of ``mediaUrls``, in the same order (docs/api-contract.md, "Alt
    text"): each trimmed, at most MAX_ALT_LENGTH characters as sent; "" (or a missing entry) is
    none; entries beyond the images are ignored."""
    return Annotated[
        list[Annotated[str, rules((lambda v: len(v) <= MAX_ALT_LENGTH, ALT_TOO_LONG)), AfterValidator(_strip)]],
        _bounded_list(limit, f"Give at most {limit} alt texts, one per image"),
        Field(
            title="Alt texts",
            json_schema_extra={
                "maxItems": limit,
                "items": {"type": "string", "maxLength": MAX_ALT_LENGTH},
                "description": "What each image of mediaUrls shows, in the same order, for readers who "
                "cannot see it; trimmed, empty means none",
            },
        ),
    ]


MediaAlts = image_alts(MAX_PROJECT_IMAGES)
WebUrl = Annotated[
    str | None,
    AfterValidator(_web_url),
    Field(
        title="Link",
        json_schema_extra={
            "anyOf": [
                {
                    "type": "string",
                    "maxLength": MAX_URL_LENGTH,
                    "pattern": r"^\s*([Hh][Tt][Tt][Pp][Ss]?://|$)",
                    "description": "An http(s) address; empty or blank means none",
                },
                {"type": "null"},
            ]
        },
    ),
]
Description = trimmed(
    "Description", 20, 5000, "Description must be at least 20 characters", "Description cannot exceed 5000 characters"
)


class ThreadIn(RequiredFields):
    title: Title = ""
    body: trimmed(
        "Content", 20, 10000, "Content must be at least 20 characters", "Content cannot exceed 10000 characters"
    ) = ""
    tags: Tags = []


class ProjectIn(RequiredFields):
    title: Title = ""
    description: Description = ""
    tags: Tags = []
    media_urls: MediaUrls = []
    media_alts: MediaAlts = []
    demo_url: WebUrl = None
    repo_url: WebUrl = None


class ProjectPatchIn(Schema):
    """PATCH /api/projects/{id}: the create payload; only the fields sent change."""

    title: Title = None
    description: Description = None
    tags: Tags = None
    media_urls: MediaUrls = None
    media_alts: MediaAlts = None
    demo_url: WebUrl = None
    repo_url: WebUrl = None

    def changes(self) -> dict:
        return {name: getattr(self, name) for name in self.model_fields_set}


class CommentIn(RequiredFields):
    body: trimmed("Comment", 1, 5000, "Comment cannot be empty", "Comment cannot exceed 5000 characters") = ""


class NewCommentIn(CommentIn):
    """A new comment; with ``parentId`` (a comment on the same page) a reply to it."""

    parent_id: body_id("Parent comment") | None = None


VoteType = Literal["upvote", "downvote"]


def _vote_type(value: object) -> object:
    if value not in ("upvote", "downvote"):
        raise fail("Vote type must be upvote or downvote")
    return value


class ThreadVoteIn(RequiredFields):
    vote_type: Annotated[VoteType, BeforeValidator(_vote_type), Field(title="Vote type")] = None


class ProjectVoteIn(RequiredFields):
    project_id: body_id("Project") = None
    vote_type: Annotated[VoteType, BeforeValidator(_vote_type), Field(title="Vote type")] = None


ReportType = Literal["thread", "project", "post", "comment", "user", "message"]


def _report_type(value: object) -> object:
    if value not in ReportType.__args__:
        raise fail("Resource type must be one of: " + ", ".join(ReportType.__args__))
    return value


class ReportIn(RequiredFields):
    resource_type: Annotated[ReportType, BeforeValidator(_report_type), Field(title="Resource type")] = None
    resource_id: body_id("Resource") = None
    reason: trimmed("Reason", 1, 500, "Please give a reason for the report", "Reason cannot exceed 500 characters") = ""


class ThreadOut(Schema):
    id: int
    title: str
    body: str
    tags: list[str]
    created_at: UtcDatetime
    comment_count: int
    upvotes: int = Field(validation_alias="score")
    views: int
    user: UserOut
    edited_at: UtcDatetime | None = None  # the author's last edit: the "edited" mark (docs/editing.md)


class ProjectOut(Schema):
    id: int
    user_id: int
    title: str
    description: str
    tags: list[str]
    media_urls: list[str]  # the full images (the detail page)
    thumbnail_urls: list[str] = Field(validation_alias="card_images")  # the same images for cards
    media_alts: list[str] = Field(validation_alias="image_alts")  # one per image, "" for none
    demo_url: str | None
    repo_url: str | None
    upvotes_count: int
    downvotes_count: int
    comment_count: int
    views: int
    likes: int = Field(validation_alias="upvotes_count")  # a project's likes are its upvotes
    created_at: UtcDatetime
    user: UserOut


DELETED_COMMENT = "[deleted]"


class CommentOut(Schema):
    """A comment; one its author deleted while later comments followed it keeps its place as
    ``[deleted]``, with no author (docs/editing.md)."""

    id: int
    body: str
    created_at: UtcDatetime
    user: UserOut | None
    edited_at: UtcDatetime | None = None
    deleted: bool = Field(default=False, validation_alias="is_deleted")
    parent_id: int | None = Field(default=None, description="The top-level comment a reply is under")
    reply_to_username: str | None = Field(default=None, description="Whom a reply answers (in reply to @name)")
    like_count: int = 0
    liked: bool = Field(default=False, description="Whether the signed-in viewer likes it")

    @model_validator(mode="after")
    def _placeholder(self) -> CommentOut:
        if self.deleted:
            self.body, self.user, self.edited_at = DELETED_COMMENT, None, None
            self.like_count, self.liked = 0, False
        return self


class CommentLikeOut(Schema):
    """A comment's likes after the viewer's like or unlike."""

    comment_id: int
    liked: bool
    like_count: int


class VersionOut(Schema):
    """An earlier version of a thread or post: what it said from ``writtenAt`` until ``replacedAt``."""

    id: int
    title: str | None
    body: str
    tags: list[str]
    media_urls: list[str]
    written_at: UtcDatetime
    replaced_at: UtcDatetime = Field(validation_alias="created_at")


class ThreadVoteOut(Schema):
    vote: VoteType | None
    upvotes: int


class MyThreadVoteOut(Schema):
    """GET /api/threads/{id}/vote: the signed-in member's own vote, nothing else (API.md)."""

    vote: VoteType | None


class ProjectVoteOut(Schema):
    vote_type: VoteType | None
    upvotes_count: int
    downvotes_count: int


class MyProjectVoteOut(Schema):
    """GET /api/votes/project/{id}: the signed-in member's own vote (API.md)."""

    vote_type: VoteType | None


class ReportOut(Schema):
    id: int
    status: str
