"""Notifications: /api/notifications/*, the member's preferences and the @mention helpers."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas import queries
from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.notifications import (
    MentionQuery,
    NotificationOut,
    PreferenceOut,
    PreferencesIn,
    ReadAllOut,
    UnreadCountOut,
)
from devnet_api.services import notifications
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import page_response, path_id

routes = ApiRoutes("notifications")
NOTIFICATION_ID = "{notificationId:[1-9][0-9]{0,9}}"
USERNAME = "{username:[A-Za-z0-9_-]{1,30}}"


def serialize(notice) -> dict:
    actor = getattr(notice, "actor_user", None)
    name = (actor.display_name or actor.username) if actor is not None else None
    return NotificationOut(
        id=notice.id,
        kind=notice.kind,
        text=notifications.text_of(notice, name),
        actor=UserOut.model_validate(actor) if actor is not None else None,
        others_count=max(notice.actor_count - 1, 0) if actor is not None else 0,
        target={"kind": notice.target_kind, "id": notice.target_id},
        link=notice.link,
        excerpt=notice.excerpt,
        read=notice.read_at is not None,
        created_at=notice.created_at,
    ).model_dump(mode="json", by_alias=True)


@routes.get(
    "/api/notifications", name="notifications-list", response=list[NotificationOut], auth=True, query=queries.PageQuery
)
async def list_notifications(request: web.Request, query: queries.PageQuery):
    """The signed-in member's notifications, newest first (a Link header leads to older ones)."""
    page = await notifications.list_for(require_user(request).id, query.limit, query.cursor)
    return page_response(request, page, serialize)


@routes.get("/api/notifications/unread-count", name="notifications-unread", response=UnreadCountOut, auth=True)
async def unread_count(request: web.Request):
    """How many of the signed-in member's notifications are unread."""
    return {"count": await notifications.unread_count(require_user(request).id)}


@routes.post(
    f"/api/notifications/{NOTIFICATION_ID}/read",
    name="notifications-read",
    response=UnreadCountOut,
    auth=True,
    responses={404: "No notification of the signed-in member by that id"},
)
async def mark_read(request: web.Request):
    """Mark one notification read; answers the unread count after."""
    user = require_user(request)
    await notifications.mark_read(user.id, path_id(request, "notificationId"))
    return {"count": await notifications.unread_count(user.id)}


@routes.post("/api/notifications/read-all", name="notifications-read-all", response=ReadAllOut, auth=True)
async def mark_all_read(request: web.Request):
    """Mark every notification of the signed-in member read."""
    return {"marked": await notifications.mark_all_read(require_user(request).id), "count": 0}


@routes.get(
    "/api/me/notification-preferences",
    name="notification-preferences",
    response=list[PreferenceOut],
    auth=True,
)
async def get_preferences(request: web.Request):
    """Each kind of notification the signed-in member may turn off, and whether it is on."""
    return await notifications.preferences(require_user(request).id)


@routes.route(
    "PUT",
    "/api/me/notification-preferences",
    name="notification-preferences-set",
    body=PreferencesIn,
    response=list[PreferenceOut],
    auth=True,
    responses={400: "An unknown kind"},
)
async def set_preferences(request: web.Request, body: PreferencesIn):
    """Turn kinds of notification on or off; kinds not named keep their setting."""
    return await notifications.set_preferences(require_user(request).id, body.preferences)


@routes.get("/api/users/mentions", name="users-mentions", response=list[UserOut], auth=True, query=MentionQuery)
async def mention_suggestions(request: web.Request, query: MentionQuery):
    """Up to 8 members whose username or name starts with ``q``: the composers' @ suggestions."""
    found = await notifications.mention_suggestions(require_user(request).id, query.q)
    return [UserOut.model_validate(user) for user in found]


@routes.get(
    f"/api/users/by-username/{USERNAME}",
    name="users-by-username",
    response=UserOut,
    responses={404: "No such member"},
)
async def by_username(request: web.Request):
    """The member an @username names (any case): where a mention leads."""
    return UserOut.model_validate(await notifications.by_username(request.match_info["username"]))
