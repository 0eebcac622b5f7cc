"""Follows: /api/me/followed-tags (tags a member follows) and /api/threads/{id}/watch."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.follows import FollowedTagsOut, FollowTagIn, WatchOut
from devnet_api.services import follows
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, path_id

routes = ApiRoutes("follows")
NO_THREAD = {404: "No such thread"}


@routes.get("/api/me/followed-tags", name="me-followed-tags", response=FollowedTagsOut, auth=True)
async def followed_tags(request: web.Request):
    """The tags the signed-in member follows, alphabetical."""
    return {"tags": await follows.followed_tags(require_user(request).id)}


@routes.post(
    "/api/me/followed-tags",
    name="me-followed-tags-set",
    body=FollowTagIn,
    response=FollowedTagsOut,
    auth=True,
    limited=True,
    responses={400: "Not a tag, or already following the most tags a member may"},
)
async def follow_tag(request: web.Request, body: FollowTagIn):
    """Follow (``following``: true) or unfollow a tag; doing what is done changes nothing."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("follow", user.id)
    change = follows.follow_tag if body.following else follows.unfollow_tag
    return {"tags": await change(user.id, body.tag)}


@routes.get("/api/me/followed-tags/suggested", name="me-followed-tags-suggested", response=FollowedTagsOut, auth=True)
async def suggested_tags(request: web.Request):
    """Tags to follow from the member's skills, not yet followed, the most used first."""
    return {"tags": await follows.suggested_tags(require_user(request).id)}


@routes.get(f"/api/threads/{ID}/watch", name="threads-watch-get", response=WatchOut, auth=True)
async def watching(request: web.Request):
    """Whether the signed-in member watches the thread (hears of its new comments)."""
    return {"watching": await follows.is_watching(require_user(request).id, path_id(request))}


@routes.put(
    f"/api/threads/{ID}/watch", name="threads-watch", response=WatchOut, auth=True, limited=True, responses=NO_THREAD
)
async def watch(request: web.Request):
    """Watch a thread: a notice of each new comment on it."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("follow", user.id)
    return {"watching": await follows.set_watching(user.id, path_id(request), True)}


@routes.delete(
    f"/api/threads/{ID}/watch", name="threads-unwatch", response=WatchOut, auth=True, limited=True, responses=NO_THREAD
)
async def unwatch(request: web.Request):
    """Stop watching a thread; commenting on it later does not watch it again."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("follow", user.id)
    return {"watching": await follows.set_watching(user.id, path_id(request), False)}
