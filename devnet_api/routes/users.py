"""Members, the developer directory and a member's content: /api/users/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api.errors import InvalidInput
from devnet_api.http import ID, ApiRoutes, page_response, path_id, viewer
from devnet_api.pagination import parse_limit
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.content import ProjectOut, ThreadOut
from devnet_api.services import users

routes = ApiRoutes("users")
PAGE_QUERY = {"limit": "1 to 100, default 20", "cursor": "from the Link header"}
LIST_QUERY = {"search": "matches username and display name, ignoring case",
              "skill": "only members with this skill (catalogue name, any case)",
              "price": "budget (< 50), mid (50 to 100) or premium (> 100); only members with a rate",
              "availableForWork": "true: only the directory's developers (available, with a rate)", **PAGE_QUERY}


def _price(request: web.Request) -> str:
    value = request.query.get("price", "")
    if value and value not in users.PRICES:
        raise InvalidInput.field("price", "price must be one of: " + ", ".join(users.PRICES))
    return value


def _available(request: web.Request) -> bool:
    value = request.query.get("availableForWork", "")
    if value not in ("", "true", "false"):
        raise InvalidInput.field("availableForWork", "availableForWork must be true or false")
    return value == "true"


@routes.get("/api/users", name="users-list", response=list[UserOut], query=LIST_QUERY,
            responses={400: "A filter, limit or cursor is invalid"})
async def list_users(request: web.Request):
    """Active members, newest first; with availableForWork=true, the developer directory."""
    page = await users.list_users(request.query.get("search", ""), request.query.get("skill", ""), _price(request),
                                  _available(request), parse_limit(request.query.get("limit")),
                                  request.query.get("cursor"))
    return page_response(request, page, UserOut.model_validate)


@routes.get("/api/users/skills", name="users-skills", response=list[str])
async def directory_skills(request: web.Request):
    """The up-to-8 most common skills among the directory's developers (the skill chips)."""
    return await users.directory_skills()


@routes.get(f"/api/users/{ID}", name="users-get", response=UserOut, responses={404: "No such member"})
async def get_user(request: web.Request):
    """A member's public profile (counts one profile view per viewer per day, never the owner's own)."""
    return UserOut.model_validate(await users.view(path_id(request), viewer(request)))


@routes.get(f"/api/users/{ID}/projects", name="users-projects", response=list[ProjectOut], query=PAGE_QUERY,
            responses={400: "The limit or cursor is invalid", 404: "No such member"})
async def user_projects(request: web.Request):
    """A member's projects, newest first."""
    page = await users.projects_of(path_id(request), parse_limit(request.query.get("limit")),
                                   request.query.get("cursor"))
    return page_response(request, page, ProjectOut.model_validate)


@routes.get(f"/api/users/{ID}/threads", name="users-threads", response=list[ThreadOut], query=PAGE_QUERY,
            responses={400: "The limit or cursor is invalid", 404: "No such member"})
async def user_threads(request: web.Request):
    """A member's threads, newest first."""
    page = await users.threads_of(path_id(request), parse_limit(request.query.get("limit")),
                                  request.query.get("cursor"))
    return page_response(request, page, ThreadOut.model_validate)
