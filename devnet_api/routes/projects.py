"""Projects and project votes: /api/projects/*, /api/votes/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import projects as project_reads
from devnet_api.routes.comments import comment_routes
from devnet_api.schemas import queries
from devnet_api.schemas.content import (
    MyProjectVoteOut,
    ProjectIn,
    ProjectOut,
    ProjectPatchIn,
    ProjectVoteIn,
    ProjectVoteOut,
)
from devnet_api.services import projects
from devnet_api.services.media import MAX_DATA_URL_CHARS
from devnet_api.web import keys
from devnet_api.web.caller import require_user, viewer, viewer_id
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("projects")


# Five images of 5 MB as data: URLs, plus the text fields.
PROJECT_BODY_LIMIT = 5 * MAX_DATA_URL_CHARS + 64 * 1024


class ProjectsQuery(queries.Query):
    sort_by: queries.choice(
        "sortBy", projects.SORTS, projects.DEFAULT_SORT, "latest (default), popular or comments"
    ) = projects.DEFAULT_SORT
    search_query: queries.text("searchQuery", "Matches title, description and tags, ignoring case.") = ""
    tag: queries.text("tag", "Only projects with this tag.") = ""
    limit: queries.limit() = queries.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


@routes.get("/api/projects", name="projects-list", response=list[ProjectOut], query=ProjectsQuery)
async def list_projects(request: web.Request, query: ProjectsQuery):
    """Projects, sorted and filtered, one page at a time."""
    page = await project_reads.list_projects(
        query.sort_by,
        query.search_query,
        query.tag,
        query.limit,
        query.cursor,
        viewer_id=viewer_id(request),
        kept=request.app.get(keys.READ_CACHE),
    )
    return page_response(request, page)


@routes.get("/api/projects/tags", name="projects-tags", response=list[str])
async def project_tags(request: web.Request):
    """Tags in use on projects, most used first."""
    return await projects.tags()


@routes.get("/api/projects/top", name="projects-top", response=list[ProjectOut], auth=True)
async def top_projects(request: web.Request):
    """The five best-scored projects."""
    return await project_reads.top(viewer_id(request), request.app.get(keys.READ_CACHE))


@routes.post(
    "/api/projects",
    name="projects-create",
    body=ProjectIn,
    limited=True,
    response=ProjectOut,
    status=201,
    auth=True,
    body_limit=PROJECT_BODY_LIMIT,
    responses={429: "Too many new projects or images"},
)
async def create_project(request: web.Request, body: ProjectIn):
    """Publish a project (images as data: URLs are stored and answered as /media URLs)."""
    user = require_user(request)
    fields = body.model_dump(
        include={"title", "description", "tags", "media_urls", "media_alts", "demo_url", "repo_url"}
    )
    await request.app[keys.LIMITS].take("project", user.id)
    await _count_upload(request, user.id, fields.get("media_urls"))
    project = await projects.create(user.id, fields, request.app[keys.STORAGE])
    return ProjectOut.model_validate(project)


@routes.get(f"/api/projects/{ID}", name="projects-get", response=ProjectOut, responses={404: "No such project"})
async def get_project(request: web.Request):
    """One project (counts one view per viewer per day)."""
    return await project_reads.view(path_id(request), viewer(request), request.app.get(keys.READ_CACHE))


@routes.patch(
    f"/api/projects/{ID}",
    name="projects-update",
    body=ProjectPatchIn,
    limited=True,
    response=ProjectOut,
    auth=True,
    body_limit=PROJECT_BODY_LIMIT,
    responses={403: "Not the owner", 404: "No such project"},
)
async def update_project(request: web.Request, body: ProjectPatchIn):
    """Edit a project; only its owner may."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("edit", user.id)
    changes = body.changes()
    await _count_upload(request, user.id, changes.get("media_urls"))
    project = await projects.update(path_id(request), user.id, changes, request.app[keys.STORAGE])
    return ProjectOut.model_validate(project)


async def _count_upload(request: web.Request, user_id: int, media_urls: list[str] | None) -> None:
    """A request carrying new images (data: URLs, not /media URLs already stored) is one upload."""
    if any(url.startswith("data:") for url in media_urls or ()):
        await request.app[keys.LIMITS].take("upload", user_id)


def _vote_out(vote: str | None, ups: int, downs: int) -> dict:
    return {"voteType": vote, "upvotesCount": ups, "downvotesCount": downs}


@routes.get(
    f"/api/votes/project/{ID}",
    name="votes-project-get",
    response=MyProjectVoteOut,
    auth=True,
    summary="The signed-in member's vote on a project.",
)
async def my_project_vote(request: web.Request):
    return {"voteType": await projects.my_vote(path_id(request), require_user(request).id)}


@routes.post(
    "/api/votes",
    name="votes-project",
    body=ProjectVoteIn,
    response=ProjectVoteOut,
    auth=True,
    responses={403: "Own project", 404: "No such project"},
)
async def vote_project(request: web.Request, body: ProjectVoteIn):
    """Upvote or downvote a project (not one's own)."""
    return _vote_out(*await projects.vote(body.project_id, require_user(request).id, body.vote_type))


@routes.delete(f"/api/votes/project/{ID}", name="votes-project-delete", response=ProjectVoteOut, auth=True)
async def unvote_project(request: web.Request):
    """Remove the signed-in member's vote on a project."""
    return _vote_out(*await projects.vote(path_id(request), require_user(request).id, None))


comment_routes(routes, "project", "/api/projects")
