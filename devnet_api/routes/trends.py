"""Trends and analytics: snapshots the jobs refresh (devnet_api/backing/jobs.py), read here, never computed here."""

from __future__ import annotations

from aiohttp import web

from devnet_api.domain.errors import Forbidden
from devnet_api.reads import trending
from devnet_api.schemas.trends import AnalyticsOut, TrendingHashtagOut, TrendingUserOut
from devnet_api.services import analytics
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, path_id

routes = ApiRoutes("trends")
NOT_OWNER = "Only you can view your personal analytics dashboard"


@routes.get("/api/hashtags/trending", name="hashtags-trending", response=list[TrendingHashtagOut])
async def trending_hashtags(request: web.Request):
    """Up to 10 hashtags of recent posts, by distinct people and recency (the trends job's snapshot)."""
    return await trending.trending_hashtags()


@routes.get("/api/users/trending", name="users-trending", response=list[TrendingUserOut], auth=True)
async def trending_users(request: web.Request):
    """Up to 10 members with the most recent engagement (the trends job's snapshot)."""
    return await trending.trending_users(require_user(request).id)


@routes.get(
    f"/api/analytics/user/{ID}", name="analytics-user", response=AnalyticsOut, auth=True, responses={403: NOT_OWNER}
)
async def user_analytics(request: web.Request):
    """A member's own analytics (the analytics job's snapshot); anyone else's is a 403."""
    if path_id(request) != require_user(request).id:
        raise Forbidden(NOT_OWNER)
    return AnalyticsOut.model_validate(await analytics.for_user(require_user(request).id))
