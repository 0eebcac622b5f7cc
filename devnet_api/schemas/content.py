"""Threads, projects, comments, votes and reports: requests and the objects the API answers with."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, BeforeValidator, Field

from devnet_api.schemas import Schema, UtcDatetime, fail, rules
from devnet_api.schemas.accounts import RequiredFields, UserOut

MAX_TAGS = 10
MAX_TAG_LENGTH = 30
MAX_PROJECT_IMAGES = 5
MAX_URL_LENGTH = 500


def _strip(value: str) -> str:
    return value.strip()


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


def _bounded_list(limit: int, message: str):
    # Checked before each item is validated, so a list of a million entries costs nothing.
    def check(values: object) -> object:
        if isinstance(values, list) and len(values) > limit:
            raise fail(message)
        return values
    return BeforeValidator(check)


def _web_url(value: str | None) -> str | None:
    # Shown as a link: only web addresses, never javascript: or data: ones.
    if value is None or value.strip() == "":
        return None
    value = value.strip()
    if not value.lower().startswith(("http://", "https://")):
        raise fail("Links must start with http:// or https://")
    if len(value) > MAX_URL_LENGTH:
        raise fail(f"Links cannot exceed {MAX_URL_LENGTH} characters")
    return value


Title = Annotated[str, AfterValidator(_strip), rules(
    (lambda v: len(v) >= 5, "Title must be at least 5 characters"),
    (lambda v: len(v) <= 100, "Title cannot exceed 100 characters"),
), Field(title="Title")]
Tags = Annotated[list[str], _bounded_list(MAX_TAGS * 5, f"Maximum {MAX_TAGS} tags allowed"),
                 AfterValidator(_tags), Field(title="Tags")]
MediaUrls = Annotated[list[str], _bounded_list(MAX_PROJECT_IMAGES, "You can only upload up to 5 images"),
                      Field(title="Images")]
WebUrl = Annotated[str | None, AfterValidator(_web_url), Field(title="Link")]
Description = Annotated[str, AfterValidator(_strip), rules(
    (lambda v: len(v) >= 20, "Description must be at least 20 characters"),
    (lambda v: len(v) <= 5000, "Description cannot exceed 5000 characters"),
), Field(title="Description")]


class ThreadIn(RequiredFields):
    title: Title = ""
    body: Annotated[str, AfterValidator(_strip), rules(
        (lambda v: len(v) >= 20, "Content must be at least 20 characters"),
        (lambda v: len(v) <= 10000, "Content cannot exceed 10000 characters"),
    ), Field(title="Content")] = ""
    tags: Tags = []


class ProjectIn(RequiredFields):
    title: Title = ""
    description: Description = ""
    tags: Tags = []
    media_urls: MediaUrls = []
    demo_url: WebUrl = None
    repo_url: WebUrl = None


class ProjectPatchIn(Schema):
    """PATCH /api/projects/{id}: the create payload; only the fields sent change."""

    title: Title = None
    description: Description = None
    tags: Tags = None
    media_urls: MediaUrls = None
    demo_url: WebUrl = None
    repo_url: WebUrl = None

    def changes(self) -> dict:
        return {name: getattr(self, name) for name in self.model_fields_set}


class CommentIn(RequiredFields):
    body: Annotated[str, AfterValidator(_strip), rules(
        (lambda v: len(v) >= 1, "Comment cannot be empty"),
        (lambda v: len(v) <= 5000, "Comment cannot exceed 5000 characters"),
    ), Field(title="Comment")] = ""


VoteType = Literal["upvote", "downvote"]


def _vote_type(value: object) -> object:
    if value not in ("upvote", "downvote"):
        raise fail("Vote type must be upvote or downvote")
    return value


class ThreadVoteIn(RequiredFields):
    vote_type: Annotated[VoteType, BeforeValidator(_vote_type), Field(title="Vote type")] = None


class ProjectVoteIn(RequiredFields):
    project_id: Annotated[int, Field(title="Project", ge=1)] = None
    vote_type: Annotated[VoteType, BeforeValidator(_vote_type), Field(title="Vote type")] = None


ReportType = Literal["thread", "project", "post", "comment", "user", "message"]


def _report_type(value: object) -> object:
    if value not in ReportType.__args__:
        raise fail("Resource type must be one of: " + ", ".join(ReportType.__args__))
    return value


class ReportIn(RequiredFields):
    resource_type: Annotated[ReportType, BeforeValidator(_report_type), Field(title="Resource type")] = None
    resource_id: Annotated[int, Field(title="Resource", ge=1)] = None
    reason: Annotated[str, AfterValidator(_strip), rules(
        (lambda v: len(v) >= 1, "Please give a reason for the report"),
        (lambda v: len(v) <= 500, "Reason cannot exceed 500 characters"),
    ), Field(title="Reason")] = ""


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


class ProjectOut(Schema):
    id: int
    user_id: int
    title: str
    description: str
    tags: list[str]
    media_urls: list[str]
    demo_url: str | None
    repo_url: str | None
    upvotes_count: int
    downvotes_count: int
    comment_count: int
    views: int
    likes: int = Field(validation_alias="upvotes_count")  # a project's likes are its upvotes
    created_at: UtcDatetime
    user: UserOut


class CommentOut(Schema):
    id: int
    body: str
    created_at: UtcDatetime
    user: UserOut


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
