"""Reports: POST /api/reports (moderators work the queue from the CLI)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas.content import ReportIn, ReportOut
from devnet_api.services import moderation
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes

routes = ApiRoutes("reports")


@routes.post(
    "/api/reports",
    name="reports-create",
    body=ReportIn,
    limited=True,
    response=ReportOut,
    status=201,
    auth=True,
    responses={404: "Nothing to report there", 429: "Too many reports"},
)
async def create_report(request: web.Request, body: ReportIn):
    """Report a thread, project, comment or member to the moderators."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("report", user.id)
    report = await moderation.report(user.id, body.resource_type, body.resource_id, body.reason)
    return ReportOut.model_validate(report)
