"""The signed-in member's own account: /api/me/* (password change, data export, closing the account).

Only ever the caller's own: no path names a member, so another member's export cannot be addressed.
"""

from __future__ import annotations

from aiohttp import web
from aiohttp_session import get_session

from devnet_api.backing.jobs import BUILD_EXPORT
from devnet_api.schemas.accounts import CloseAccountIn, ExportOut, PasswordChangeIn
from devnet_api.services import exports, own_account
from devnet_api.web import keys
from devnet_api.web.caller import require_recent_auth, require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.session_store import sign_out

routes = ApiRoutes("account")


@routes.post(
    "/api/me/password",
    name="me-password",
    body=PasswordChangeIn,
    limited=True,
    status=204,
    auth=True,
    responses={
        400: "A password rule is broken, or the current password is incorrect",
        403: "Re-authentication needed (code reauthentication_required)",
    },
)
async def change_password(request: web.Request, body: PasswordChangeIn):
    """Change the password (current one required); every other session ends, this one stays."""
    require_recent_auth(request)
    token = (await get_session(request)).identity
    await own_account.change_password(
        require_user(request).id, body.current_password, body.new_password, token, request.app[keys.LIMITS]
    )
    return web.Response(status=204)


@routes.get("/api/me/export", name="me-export-status", response=ExportOut, auth=True)
async def export_status(request: web.Request):
    """The state of the member's data export (none, pending, ready, downloaded, expired, failed)."""
    return ExportOut.model_validate(await exports.current(require_user(request).id))


@routes.post(
    "/api/me/export",
    name="me-export-request",
    limited=True,
    response=ExportOut,
    status=202,
    auth=True,
    responses={
        409: "An export is already being prepared",
        403: "Re-authentication needed (code reauthentication_required)",
    },
)
async def request_export(request: web.Request):
    """Start building a zip of the member's data; a notification says when it is ready."""
    user = require_recent_auth(request)
    await request.app[keys.LIMITS].take("export", user.id)
    row = await exports.request(user.id)
    await request.app[keys.JOBS].start(BUILD_EXPORT, row.id, request.app[keys.SETTINGS].media_location)
    return ExportOut.model_validate(exports.state(row))


@routes.get(
    "/api/me/export/download",
    name="me-export-download",
    auth=True,
    binary="application/zip",
    responses={
        404: "No export was requested",
        409: "The export is still being prepared",
        410: "Already downloaded, expired, failed, or larger than 1 GiB",
    },
)
async def download_export(request: web.Request):
    """The zip, once: afterwards (or after 7 days) the answer is 410 and a new export is needed.
    Streamed a chunk at a time from the database."""
    archive = await exports.download(require_user(request).id)
    response = web.StreamResponse(
        headers={
            "Content-Type": "application/zip",
            "Content-Disposition": f'attachment; filename="{exports.FILE_NAME}"',
            "Cache-Control": "no-store",
        },
    )
    response.content_length = archive.size
    chunks = archive.chunks()
    if archive.count <= 1:  # a small zip (one chunk) is answered in one piece
        body = b"".join([chunk async for chunk in chunks])
        return web.Response(body=body, headers=response.headers)
    try:
        await response.prepare(request)
        async for chunk in chunks:
            await response.write(chunk)
        await response.write_eof()
    finally:
        await chunks.aclose()  # the chunks are dropped even when the browser stops reading
    return response


@routes.delete(
    "/api/me",
    name="me-delete",
    body=CloseAccountIn,
    limited=True,
    status=204,
    auth=True,
    responses={400: "The password is incorrect", 403: "Re-authentication needed (code reauthentication_required)"},
)
async def close_account(request: web.Request, body: CloseAccountIn):
    """Delete the account and its content for good; signed out everywhere."""
    require_recent_auth(request)
    await own_account.close(require_user(request).id, body.password, request.app[keys.LIMITS])
    await sign_out(request)  # the session row is gone already; this clears the cookie
    return web.Response(status=204)
