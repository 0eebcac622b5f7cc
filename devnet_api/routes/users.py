"""Members, the developer directory and a member's content: /api/users/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import projects as project_reads
from devnet_api.reads import threads as thread_reads
from devnet_api.reads import users as user_reads
from devnet_api.schemas import queries
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.content import ProjectOut, ThreadOut
from devnet_api.schemas.social import ProfileOut
from devnet_api.services import users
from devnet_api.web import keys
from devnet_api.web.caller import viewer, viewer_id
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("users")


class UsersQuery(queries.Query):
    search: queries.text("search", "Matches username and display name, ignoring case.") = ""
    skill: queries.text("skill", "Only members with this skill (catalogue name, any case).") = ""
    price: queries.choice(
        "price", user_reads.PRICES, None, "budget (< 50), mid (50 to 100) or premium (> 100); only members with a rate"
    ) = queries.unset("")
    available_for_work: queries.choice(
        "availableForWork", ("true", "false"), "false", "true: only the directory's developers (available, with a rate)"
    ) = "false"
    limit: queries.limit() = queries.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


@routes.get("/api/users", name="users-list", response=list[UserOut], query=UsersQuery)
async def list_users(request: web.Request, query: UsersQuery):
    """Active members, newest first; with availableForWork=true, the developer directory."""
    page = await user_reads.list_users(
        query.search,
        query.skill,
        query.price,
        query.available_for_work == "true",
        query.limit,
        query.cursor,
        viewer_id=viewer_id(request),
        kept=request.app.get(keys.READ_CACHE),
    )
    return page_response(request, page)


@routes.get("/api/users/skills", name="users-skills", response=list[str])
async def directory_skills(request: web.Request):
    """The up-to-8 most common skills among the directory's developers (the skill chips)."""
    return await users.directory_skills()


@routes.get(f"/api/users/{ID}", name="users-get", response=ProfileOut, responses={404: "No such member"})
async def get_user(request: web.Request):
    """A member's public profile (counts one profile view per viewer per day, never the owner's own);
    isBlocked and isMuted say whether the signed-in viewer blocked and muted them."""
    return await user_reads.profile(
        path_id(request), viewer(request), viewer_id(request), request.app.get(keys.READ_CACHE)
    )


@routes.get(
    f"/api/users/{ID}/projects",
    name="users-projects",
    response=list[ProjectOut],
    query=queries.PageQuery,
    responses={404: "No such member"},
)
async def user_projects(request: web.Request, query: queries.PageQuery):
    """A member's projects, newest first."""
    page = await project_reads.of_member(path_id(request), query.limit, query.cursor, request.app.get(keys.READ_CACHE))
    return page_response(request, page)


@routes.get(
    f"/api/users/{ID}/threads",
    name="users-threads",
    response=list[ThreadOut],
    query=queries.PageQuery,
    responses={404: "No such member"},
)
async def user_threads(request: web.Request, query: queries.PageQuery):
    """A member's threads, newest first."""
    page = await thread_reads.of_member(path_id(request), query.limit, query.cursor, request.app.get(keys.READ_CACHE))
    return page_response(request, page)
