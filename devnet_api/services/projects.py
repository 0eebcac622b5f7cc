"""Projects, the portfolio showcase: create, edit and vote (members read them through
devnet_api.reads.projects)."""

from __future__ import annotations

from tortoise.expressions import F

from devnet_api.backing.media_storage import Storage
from devnet_api.domain.errors import Forbidden
from devnet_api.domain.rules import alts_of
from devnet_api.models.accounts import User
from devnet_api.models.content import Project, ProjectTag
from devnet_api.realtime.collector import transaction
from devnet_api.services import blocks, content, kinds, media, notifications
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import PROJECT

SORTS = content.SORTS
DEFAULT_SORT = "latest"
NOT_FOUND = PROJECT.not_found
NOT_OWNER = "You can only edit your own projects."
OWN_VOTE = "You cannot vote on your own project."
TAG_LENGTH = ProjectTag._meta.fields_map["tag"].max_length


async def get(project_id: int) -> Project:
    return await kinds.get_visible(PROJECT, project_id)


async def create(user_id: int, fields: dict, store: Storage) -> Project:
    async with media.undo_on_error():  # a failed create leaves no image files behind
        urls, alts = await media.accept_described(
            fields.get("media_urls") or [], fields.get("media_alts") or [], store, "mediaUrls"
        )
        fields = {
            **fields,
            "media_urls": urls,
            "media_alts": alts,
            "thumbnail_urls": [await media.thumbnail_url(u, store) for u in urls],
        }
        async with transaction():
            project = await Project.create(
                user_id=user_id, **fields, search_text=content.search_text(PROJECT, fields, fields.get("tags") or [])
            )
            await tag_rows.replace(PROJECT, project.id, fields.get("tags") or [])
            await User.filter(id=user_id).update(project_count=F("project_count") + 1)
    return await get(project.id)


async def update(project_id: int, user_id: int, changes: dict, store: Storage) -> Project:
    project = await get(project_id)
    if project.user_id != user_id:
        raise Forbidden(NOT_OWNER)
    async with media.undo_on_error():  # a failed update leaves no image files behind
        if changes.get("media_urls") is not None:
            # New images without alt texts: the ones they had before, where the same image stays.
            given = changes.get("media_alts")
            kept = dict(zip(project.media_urls, project.image_alts, strict=True))
            alts = given if given is not None else [kept.get(url, "") for url in changes["media_urls"]]
            changes["media_urls"], changes["media_alts"] = await media.accept_described(
                changes["media_urls"], alts, store, "mediaUrls"
            )
            changes["thumbnail_urls"] = [await media.thumbnail_url(u, store) for u in changes["media_urls"]]
        elif changes.get("media_alts") is not None:  # only the alt texts of the images it has
            changes["media_alts"] = alts_of(project.media_urls, changes["media_alts"])
        changes = {
            name: value for name, value in changes.items() if value is not None or name in ("demo_url", "repo_url")
        }
        if changes.keys() & {"title", "description", "tags"}:
            merged = {name: changes.get(name, getattr(project, name)) for name in ("title", "description", "tags")}
            changes["search_text"] = content.search_text(PROJECT, merged, merged["tags"])
        if changes:
            async with transaction():
                await Project.filter(id=project_id).update(**changes)
                if "tags" in changes:
                    await tag_rows.replace(PROJECT, project_id, changes["tags"], project.tags)
                if "title" in changes:  # votes' notices quote the title
                    project.title = changes["title"]
                    await notifications.requote(project)
    return await get(project_id)


async def tags() -> list[str]:
    return await tag_rows.in_use(PROJECT)


async def my_vote(project_id: int, user_id: int) -> str | None:
    await get(project_id)
    return await content.current_vote(PROJECT, project_id, user_id)


async def vote(project_id: int, user_id: int, vote_type: str | None) -> tuple[str | None, int, int]:
    """Set (or with None, remove) a member's vote; returns it with the new up and down counts."""
    project = await get(project_id)
    if project.user_id == user_id:
        raise Forbidden(OWN_VOTE)
    if vote_type is not None:  # taking a vote back is always allowed
        await blocks.refuse_if_blocked(user_id, project.user_id, blocks.INTERACTION)
    project, changes = await content.cast_vote(PROJECT, project_id, user_id, vote_type)
    return (
        vote_type,
        project.upvotes_count + changes.get("upvotes_count", 0),
        project.downvotes_count + changes.get("downvotes_count", 0),
    )
