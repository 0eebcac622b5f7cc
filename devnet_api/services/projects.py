"""Projects: the portfolio showcase."""

from __future__ import annotations

import functools

from tortoise.expressions import F
from tortoise.filters import escape_like

from devnet_api.errors import Forbidden, NotFound
from devnet_api.models.accounts import User
from devnet_api.models.content import Project, ProjectTag
from devnet_api.pagination import Order, Page, paginate_rows
from devnet_api.realtime.collector import transaction
from devnet_api.rows import USER_COLUMNS, active_author
from devnet_api.services import blocks, content, kinds, media, notifications, views
from devnet_api.services import tags as tag_rows
from devnet_api.services.kinds import PROJECT, USER
from devnet_api.sql import Statement
from devnet_api.storage import Storage

SORTS = content.SORTS
DEFAULT_SORT = "latest"
NOT_FOUND = PROJECT.not_found
NOT_OWNER = "You can only edit your own projects."
OWN_VOTE = "You cannot vote on your own project."
TAG_LENGTH = ProjectTag._meta.fields_map["tag"].max_length


def visible():
    return PROJECT.visible()


async def get(project_id: int) -> Project:
    return await kinds.get_visible(PROJECT, project_id)


async def create(user_id: int, fields: dict, store: Storage) -> Project:
    async with media.undo_on_error():  # a failed create leaves no image files behind
        urls = await media.accept_all(fields.get("media_urls") or [], store, "mediaUrls")
        fields = {**fields, "media_urls": urls, "thumbnail_urls": [await media.thumbnail_url(u, store) for u in urls]}
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
            changes["media_urls"] = await media.accept_all(changes["media_urls"], store, "mediaUrls")
            changes["thumbnail_urls"] = [await media.thumbnail_url(u, store) for u in changes["media_urls"]]
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


# What a project list or page shows (routes.projects.project_row writes it), its author joined as
# ``u`` (devnet_api.rows): one statement, no model objects.
PROJECT_COLUMNS = f"""
    p.id, p.user_id, p.title, p.description, p.tags, p.media_urls, p.thumbnail_urls, p.demo_url, p.repo_url,
    p.upvotes_count, p.downvotes_count, p.score, p.comment_count, p.views, p.created_at, {USER_COLUMNS}
"""
VISIBLE = f"FROM projects p {active_author('p')} WHERE p.hidden = {{false|0}}"


def _pages(where: str, order: Order) -> tuple[Statement, Statement]:
    """A page of visible projects matching ``where`` in ``order``: first, and after a cursor."""
    after, order_by = order.sql(tuple(f"p.{name}" for name in order.fields))
    text = f"SELECT {PROJECT_COLUMNS} {VISIBLE} {where} {{cursor}} ORDER BY {order_by} LIMIT :limit"
    return Statement(text.replace("{cursor}", "")), Statement(text.replace("{cursor}", f"AND {after}"))


@functools.cache
def _list_statements(sort: str, tagged: bool, searched: bool) -> tuple[Statement, Statement]:
    where = f"AND {blocks.hidden_sql('p.user_id', muted=False)}"
    if tagged:
        where += " AND p.id IN (SELECT project_id FROM project_tags WHERE tag = :tag)"
    if searched:  # a LIKE on search_text, which PostgreSQL answers from a trigram index (content.search)
        where += " AND p.search_text LIKE :pattern ESCAPE '\\'"
    return _pages(where, SORTS[sort])


OWN_PAGES = _pages("AND p.user_id = :owner", content.SORTS["latest"])
ONE = Statement(
    f"""SELECT {PROJECT_COLUMNS},
        EXISTS (SELECT 1 FROM content_views v WHERE v.kind = '{PROJECT.name}' AND v.object_id = p.id
                AND v.viewer = :viewer AND v.day = {{CAST(now() AT TIME ZONE 'UTC' AS DATE)|date('now')}}) AS viewed
    {VISIBLE} AND p.id = :id"""
)


async def list_projects(
    sort: str, search: str, tag: str, limit: int, cursor: str | None, viewer_id: int | None = None
) -> Page:
    """A page of projects as rows, without those of members blocked either way with ``viewer_id`` (a
    mute leaves projects alone: services.blocks). Filters as ``content.search``: an exact tag, and
    ``search`` anywhere in the title, description or tags, ignoring case. One statement."""
    tagged, tag = bool(tag), tag.strip().lower()
    if len(tag) > TAG_LENGTH:  # no tag is longer than its column: nothing matches
        return Page([], None)
    text = search.strip().lower()
    first, later = _list_statements(sort, tagged, bool(text))
    params = {"viewer": viewer_id}
    if tagged:
        params["tag"] = tag
    if text:
        params["pattern"] = f"%{escape_like(text)}%"
    return await paginate_rows(first, later, SORTS[sort], limit, cursor, **params)


async def of_member(user_id: int, limit: int, cursor: str | None) -> Page:
    """A member's visible projects as rows, newest first; 404 for a member who is not active."""
    page = await paginate_rows(*OWN_PAGES, content.SORTS["latest"], limit, cursor, owner=user_id)
    if not page.items:  # none, or no such member: only then is the member looked up
        await kinds.get_visible(USER, user_id, with_owner=False)
    return page


async def top(limit: int = 5, viewer_id: int | None = None) -> list[Project]:
    query = blocks.without_hidden(visible(), viewer_id, muted=False)
    return await content.with_owners(await query.order_by("-score", "-id").limit(limit))


async def tags() -> list[str]:
    return await tag_rows.in_use(PROJECT)


async def view(project_id: int, viewer: str) -> dict:
    """One project as a row (routes.projects.project_row), counting ``viewer``'s first view today:
    one statement, and the view's write only on the first view of the day."""
    row = await ONE.row(id=project_id, viewer=viewer)
    if row is None:
        raise NotFound(NOT_FOUND)
    if not row["viewed"] and await views.record(PROJECT, project_id, viewer):
        row["views"] += 1
    return row


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
