"""Typed application and request keys, kept in one module."""

from __future__ import annotations

from aiohttp import web
from redis.asyncio import Redis

from devnet_api.backing.media_storage import Storage
from devnet_api.backing.rate_limiter import Limits, RateLimiter
from devnet_api.models.accounts import User
from devnet_api.realtime.events import Publisher
from devnet_api.settings import Settings

SETTINGS = web.AppKey("settings", Settings)
REDIS = web.AppKey("redis", Redis)  # None in embedded mode
RATE_LIMITER = web.AppKey("rate_limiter", RateLimiter)
LIMITS = web.AppKey("limits", Limits)  # the named limits over RATE_LIMITER
PUBLISHER = web.AppKey("publisher", Publisher)  # live events for /ws (devnet_api.realtime.events)
STORAGE = web.AppKey("storage", Storage)  # where media live (devnet_api.backing.media_storage)
JOBS = web.AppKey("jobs", object)  # devnet_api.backing.jobs.InProcess or ThroughCelery: starts on-demand jobs
MAINTENANCE = web.AppKey("maintenance", object)  # devnet_api.backing.maintenance.Switch: the read-only mode
IN_FLIGHT = web.AppKey("in_flight", object)  # devnet_api.app.InFlight: HTTP requests being answered
SESSION_CACHE = web.AppKey("session_cache", object)  # services.sessions.SessionCache: sessions read lately
SEARCH_CACHE = web.AppKey("search_cache", object)  # reads.cache.ResultCache: /api/search answers
READ_CACHE = web.AppKey("read_cache", object)  # reads.cache.ReadCache: details, the feed's first page

# Request-scoped values (set by middlewares).
USER = web.RequestKey("user", User)  # None for visitors
HTTPS = web.RequestKey("https", bool)
# The live session the request carries (services.sessions.LiveSession; set by session_store).
SESSION_USER = web.RequestKey("session_user", object)
SESSION_ROW = web.RequestKey("session_row", object)
REQUEST_ID = web.RequestKey(
    "request_id", str
)  # devnet_api.telemetry.logs: answered in X-Request-ID  # the browser used https (directly or through a trusted proxy)
