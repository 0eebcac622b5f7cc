"""The member's own sessions: /api/auth/sessions (list, end one, end all others; docs/account.md).

Only ever the caller's own: another member's session id is a 404, as an id that never existed."""

from __future__ import annotations

from aiohttp import web
from aiohttp_session import get_session

from devnet_api.domain.errors import Conflict, NotFound
from devnet_api.schemas.accounts import EndedOut, SessionOut
from devnet_api.services import devices, sessions
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.session_store import current_session_id
from devnet_api.web.wire import path_id

routes = ApiRoutes("auth")
SESSION_ID = "{sessionId:[1-9][0-9]{0,9}}"
NOT_FOUND = "Session not found"
THIS_SESSION = "This is the session you are using. Log out to end it."


@routes.get("/api/auth/sessions", name="auth-sessions", response=list[SessionOut], auth=True)
async def list_sessions(request: web.Request):
    """The signed-in member's active sessions: this one (``current``), then the most recently used first."""
    rows = await sessions.listed(require_user(request).id, request.app[keys.SETTINGS].session_max_age)
    described = await devices.describe_all([row.user_agent for row in rows])
    current = current_session_id(request)
    rows.sort(key=lambda row: row.id != current)  # this one first (its last use may read an hour old)
    return [
        SessionOut(
            id=row.id,
            browser=(device := described[row.user_agent]).browser,
            browser_version=device.browser_version,
            os=device.os,
            os_version=device.os_version,
            device=device.device,
            label=device.label,
            network=row.network,
            signed_in_at=row.created_at,
            last_seen_at=row.last_seen_at,
            current=row.id == current,
        )
        for row in rows
    ]


@routes.delete(
    f"/api/auth/sessions/{SESSION_ID}",
    name="auth-session-end",
    status=204,
    auth=True,
    responses={404: "No session of the signed-in member by that id", 409: "The session this request came with"},
)
async def end_session(request: web.Request):
    """Sign another session out: its next request is not signed in and its live sockets close at
    once. The session the request came with is ended by logging out, not here (409)."""
    session_id = path_id(request, "sessionId")
    if session_id == current_session_id(request):
        raise Conflict(THIS_SESSION)
    if not await sessions.revoke_one(require_user(request).id, session_id):
        raise NotFound(NOT_FOUND)
    return web.Response(status=204)


@routes.post("/api/auth/sessions/end-others", name="auth-sessions-end-others", response=EndedOut, auth=True)
async def end_other_sessions(request: web.Request):
    """Sign out every other session of the member (their sockets close); this one stays."""
    token = (await get_session(request)).identity
    return {"ended": await sessions.revoke_others(require_user(request).id, token)}
