"""Block and mute: /api/users/{id}/block, /api/users/{id}/mute, /api/me/blocks (docs/safety.md)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.social import BlockEntryOut, RelationOut
from devnet_api.services import blocks
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, path_id

routes = ApiRoutes("safety")
NO_MEMBER = {400: "That member is yourself", 404: "No such member"}
NOT_FOUND = {404: "No such member"}


def _relation(relation: blocks.Relation) -> RelationOut:
    return RelationOut(is_blocked=relation.is_blocked, is_muted=relation.is_muted)


async def _change(request: web.Request, change) -> RelationOut:
    """Block, unblock, mute or unmute the member the path names, within the "safety" limit."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("safety", user.id)
    return _relation(await change(user.id, path_id(request)))


@routes.put(
    f"/api/users/{ID}/block", name="users-block", response=RelationOut, auth=True, limited=True, responses=NO_MEMBER
)
async def block(request: web.Request):
    """Block a member: ends any friendship or request between you; neither can reach or see the other."""
    return await _change(request, blocks.block)


@routes.delete(
    f"/api/users/{ID}/block", name="users-unblock", response=RelationOut, auth=True, limited=True, responses=NOT_FOUND
)
async def unblock(request: web.Request):
    """Lift a block (lifting none changes nothing)."""
    return await _change(request, blocks.unblock)


@routes.put(
    f"/api/users/{ID}/mute", name="users-mute", response=RelationOut, auth=True, limited=True, responses=NO_MEMBER
)
async def mute(request: web.Request):
    """Mute a member: their posts, threads and comments leave your lists; they are not told."""
    return await _change(request, blocks.mute)


@routes.delete(
    f"/api/users/{ID}/mute", name="users-unmute", response=RelationOut, auth=True, limited=True, responses=NOT_FOUND
)
async def unmute(request: web.Request):
    """Lift a mute (lifting none changes nothing)."""
    return await _change(request, blocks.unmute)


@routes.get("/api/me/blocks", name="me-blocks", response=list[BlockEntryOut], auth=True)
async def blocked_and_muted(request: web.Request):
    """The members you blocked or muted, newest first (at most 500 of each kind)."""
    return [BlockEntryOut.model_validate(entry) for entry in await blocks.listed(require_user(request).id)]
