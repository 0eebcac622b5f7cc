"""Friends: /api/friends/* (every endpoint is the signed-in member's own)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas import queries
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.social import (
    FriendRequestIn,
    FriendRequestOut,
    FriendshipOut,
    FriendStatusOut,
    RespondByBodyIn,
    RespondIn,
)
from devnet_api.services import friends
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import page_response, path_id

routes = ApiRoutes("friends")
USER_ID = "{userId:[1-9][0-9]{0,9}}"
FRIENDSHIP_ID = "{friendshipId:[1-9][0-9]{0,9}}"


def _friendship(row) -> dict:
    return {"id": row.id, "status": row.status}


@routes.get("/api/friends", name="friends-list", response=list[UserOut], auth=True, query=queries.PageQuery)
async def list_friends(request: web.Request, query: queries.PageQuery):
    """The signed-in member's friends."""
    page = await friends.list_friends(require_user(request).id, query.limit, query.cursor)
    return page_response(request, page, UserOut.model_validate)


@routes.get("/api/friends/requests", name="friends-requests", response=list[FriendRequestOut], auth=True)
async def pending_requests(request: web.Request):
    """Friend requests waiting for the signed-in member's answer, newest first."""
    return [
        FriendRequestOut(id=friendship_id, requester=UserOut.model_validate(requester))
        for friendship_id, requester in await friends.pending_requests(require_user(request).id)
    ]


@routes.get(
    f"/api/friends/status/{USER_ID}",
    name="friends-status",
    response=FriendStatusOut,
    auth=True,
    responses={404: "No such member"},
)
async def friend_status(request: web.Request):
    """How another member stands with the signed-in member."""
    state, friendship = await friends.status(require_user(request).id, path_id(request, "userId"))
    return {"status": state, "friendship": friendship}


@routes.post(
    "/api/friends/request",
    name="friends-request",
    body=FriendRequestIn,
    limited=True,
    response=FriendshipOut,
    status=201,
    auth=True,
    responses={404: "No such member", 409: "Already asked, or already friends"},
)
async def send_request(request: web.Request, body: FriendRequestIn):
    """Ask a member to be friends; if they had asked first, the two become friends. A new request
    goes live to the addressee as ``friend_request``."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("friend_request", user.id)
    return _friendship(await friends.request(user.id, body.addressee_id))


@routes.patch(
    f"/api/friends/respond/{FRIENDSHIP_ID}",
    name="friends-respond",
    body=RespondIn,
    response=FriendshipOut,
    auth=True,
    responses={404: "No request to the signed-in member by that id", 409: "Already answered otherwise"},
)
async def respond(request: web.Request, body: RespondIn):
    """Accept or decline ('blocked') a request addressed to the signed-in member."""
    row = await friends.respond(require_user(request).id, path_id(request, "friendshipId"), body.response)
    return _friendship(row)


@routes.post(
    "/api/friends/respond",
    name="friends-respond-body",
    body=RespondByBodyIn,
    response=FriendshipOut,
    auth=True,
    responses={404: "No request to the signed-in member by that id", 409: "Already answered otherwise"},
)
async def respond_by_body(request: web.Request, body: RespondByBodyIn):
    """The same answer as PATCH /api/friends/respond/{friendshipId}, with the id in the body."""
    return _friendship(await friends.respond(require_user(request).id, body.friendship_id, body.response))


@routes.delete(
    f"/api/friends/{USER_ID}",
    name="friends-remove",
    status=204,
    auth=True,
    responses={404: "Not friends with that member"},
)
async def remove_friend(request: web.Request):
    """End the friendship with a member."""
    await friends.remove(require_user(request).id, path_id(request, "userId"))
