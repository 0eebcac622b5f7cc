"""Catalogues, plans and health: /api/skills, /api/subscriptions/*, /api/health."""

from __future__ import annotations

from aiohttp import web

from devnet_api.domain import catalogue
from devnet_api.domain.errors import Unavailable
from devnet_api.schemas.accounts import CheckoutOut, PlanOut, SubscriptionIn
from devnet_api.schemas.meta import HealthDownOut, HealthOut, LiveOut, NotReadyOut, ReadyOut
from devnet_api.services import accounts, health
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import json_response

routes = ApiRoutes("meta")


@routes.get("/api/skills", name="skills-list", response=list[str])
async def skills(request: web.Request):
    """The technology skill catalogue a profile's skills come from."""
    return catalogue.skills()


@routes.get("/api/subscriptions/plans", name="subscriptions-plans", response=list[PlanOut])
async def plans(request: web.Request):
    """The plans: one Free plan at 0 USD."""
    return accounts.plans()


@routes.post(
    "/api/subscriptions/create", name="subscriptions-create", body=SubscriptionIn, response=CheckoutOut, auth=True
)
async def create_subscription(request: web.Request, body: SubscriptionIn):
    """Choose a plan. Free needs no payment, so the 'checkout' URL is the success view."""
    await accounts.subscribe(require_user(request).id, body.tier)
    return {"url": f"/subscribe?success=true&tier={body.tier}"}


@routes.get("/api/subscriptions/manage", name="subscriptions-manage", auth=True, status=302)
async def manage_subscription(request: web.Request):
    """Billing management: there is no paid billing, so it leads back to /subscribe."""
    raise web.HTTPFound("/subscribe")


@routes.get(
    "/api/health",
    name="health",
    response=HealthOut,
    responses={503: "The database is unreachable"},
    error_schemas={503: HealthDownOut},
)
async def health_check(request: web.Request):
    """Whether the database and Redis answer, and whether the site is read-only (maintenance)."""
    report = await health.check(request.app[keys.REDIS])
    report["readOnly"] = await request.app[keys.MAINTENANCE].is_read_only()
    if report["database"] != "ok":
        # API.md: every non-2xx answer carries a message; monitors still get the details.
        # With Retry-After, as every 503 of this API: monitors and proxies back off, then ask again.
        return json_response(
            {"message": "The database is unreachable", **report},
            503,
            headers={"Retry-After": str(Unavailable.retry_after)},
        )
    return report


@routes.get("/api/health/live", name="health-live", response=LiveOut)
async def health_live(request: web.Request):
    """Liveness: the process answers (restart it when this fails). Touches no dependency."""
    return {"status": "ok"}


@routes.get(
    "/api/health/ready",
    name="health-ready",
    response=ReadyOut,
    responses={
        503: "Not ready: the database or the media store is unreachable, migrations are pending, "
        "or the process is stopping (Redis away only degrades: 200 with redis unavailable)"
    },
    error_schemas={503: NotReadyOut},
)
async def health_ready(request: web.Request):
    """Readiness: send this process traffic only while the database and the media store answer, the
    schema is migrated and it is not stopping (a load balancer drains it otherwise). Redis away is
    shown (``"redis": "unavailable"``) but keeps it ready: every request still succeeds."""
    settings = request.app[keys.SETTINGS]
    report = await health.readiness(
        request.app[keys.REDIS], settings.dialect, request.app[keys.IN_FLIGHT].stopping, request.app[keys.STORAGE]
    )
    if report["status"] != "ready":
        messages = {"stopping": "The process is stopping", "unready": "Not ready to serve"}
        return json_response(
            {"message": messages[report["status"]], **report},
            503,
            headers={"Retry-After": str(Unavailable.retry_after)},
        )
    return report
