"""Projects: the portfolio showcase."""

from __future__ import annotations

from pathlib import Path

from tortoise.expressions import F, Q, Subquery
from tortoise.transactions import in_transaction

from devnet_api.errors import Forbidden, InvalidInput, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.content import Project, ProjectTag, ProjectVote
from devnet_api.pagination import Order, Page, paginate
from devnet_api.services import media, views
from devnet_api.services import tags as tag_rows

SORTS = {"latest": Order(("id",)), "popular": Order(("score", "id")), "comments": Order(("comment_count", "id"))}
DEFAULT_SORT = "latest"
VOTE_VALUES = {"upvote": 1, "downvote": -1}
VOTE_TYPES = {1: "upvote", -1: "downvote"}
TAG_LENGTH = ProjectTag._meta.fields_map["tag"].max_length
MAX_ID = 2**31 - 1  # ids are 32-bit columns: a bigger one (say, a projectId in a body) names nothing
NOT_FOUND = "Project not found"
NOT_OWNER = "You can only edit your own projects."
OWN_VOTE = "You cannot vote on your own project."


def visible():
    return Project.filter(hidden=False, user__status="active")


async def get(project_id: int) -> Project:
    project = await visible().select_related("user").get_or_none(id=project_id) if project_id <= MAX_ID else None
    if project is None:
        raise NotFound(NOT_FOUND)
    return project


async def _store_images(values: list[str], media_dir: Path) -> list[str]:
    """Every image verified and stored before anything is written: a bad one changes nothing."""
    urls = []
    for value in values:
        try:
            url = await media.accept(value, media_dir)
        except InvalidInput as exc:
            raise InvalidInput(exc.message, errors={"mediaUrls": [exc.message]}) from None
        if url not in urls:
            urls.append(url)
    return urls


async def create(user_id: int, fields: dict, media_dir: Path) -> Project:
    fields = {**fields, "media_urls": await _store_images(fields.get("media_urls") or [], media_dir)}
    async with in_transaction():
        project = await Project.create(user_id=user_id, **fields)
        await tag_rows.replace(ProjectTag, "project_id", project.id, fields.get("tags") or [])
        await User.filter(id=user_id).update(project_count=F("project_count") + 1)
    return await get(project.id)


async def update(project_id: int, user_id: int, changes: dict, media_dir: Path) -> Project:
    project = await get(project_id)
    if project.user_id != user_id:
        raise Forbidden(NOT_OWNER)
    if changes.get("media_urls") is not None:
        changes["media_urls"] = await _store_images(changes["media_urls"], media_dir)
    changes = {name: value for name, value in changes.items()
               if value is not None or name in ("demo_url", "repo_url")}
    if changes:
        async with in_transaction():
            await Project.filter(id=project_id).update(**changes)
            if "tags" in changes:
                await tag_rows.replace(ProjectTag, "project_id", project_id, changes["tags"])
    return await get(project_id)


def _search(query, search: str, tag: str):
    if tag:
        tag = tag.strip().lower()
        # No tag is longer than its column, and Tortoise refuses (a 500) to compare one with such a value.
        query = (query.filter(id__in=Subquery(ProjectTag.filter(tag=tag).values("project_id")))
                 if len(tag) <= TAG_LENGTH else query.filter(id__in=[]))
    if search:
        query = query.filter(Q(title__icontains=search) | Q(description__icontains=search)
                             | Q(id__in=Subquery(ProjectTag.filter(tag__icontains=search).values("project_id"))))
    return query


async def list_projects(sort: str, search: str, tag: str, limit: int, cursor: str | None) -> Page:
    query = _search(visible().select_related("user"), search.strip(), tag)
    return await paginate(query, SORTS[sort], limit, cursor)


async def top(limit: int = 5) -> list[Project]:
    return await visible().select_related("user").order_by("-score", "-id").limit(limit)


async def tags() -> list[str]:
    return await tag_rows.in_use(ProjectTag, "project")


async def view(project_id: int, viewer: str) -> Project:
    project = await get(project_id)
    if await views.record(Project, "project", project_id, viewer):
        project.views += 1
    return project


async def my_vote(project_id: int, user_id: int) -> str | None:
    await get(project_id)
    vote = await ProjectVote.get_or_none(project_id=project_id, user_id=user_id)
    return VOTE_TYPES[vote.value] if vote else None


async def vote(project_id: int, user_id: int, vote_type: str | None) -> tuple[str | None, int, int]:
    """Set (or with None, remove) a member's vote; returns it with the new up and down counts."""
    project = await get(project_id)
    if project.user_id == user_id:
        raise Forbidden(OWN_VOTE)
    new = VOTE_VALUES[vote_type] if vote_type else 0
    async with in_transaction():
        project = await Project.select_for_update().get(id=project_id)
        existing = await ProjectVote.select_for_update().get_or_none(project_id=project_id, user_id=user_id)
        old = existing.value if existing else 0
        if existing and not new:
            await existing.delete()
        elif existing and new != old:
            existing.value = new
            await existing.save(update_fields=["value"])
        elif not existing and new:
            await ProjectVote.create(project_id=project_id, user_id=user_id, value=new)
        ups = (new == 1) - (old == 1)
        downs = (new == -1) - (old == -1)
        if ups or downs:
            await Project.filter(id=project_id).update(
                upvotes_count=F("upvotes_count") + ups, downvotes_count=F("downvotes_count") + downs,
                score=F("score") + (ups - downs))
    return VOTE_TYPES.get(new), project.upvotes_count + ups, project.downvotes_count + downs
