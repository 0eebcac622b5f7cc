"""Who is asking: the session's member, the client's address (behind trusted proxies only) and
the viewer key the once-a-day view counts use."""

from __future__ import annotations

import ipaddress

from aiohttp import web

from devnet_api.domain.errors import Forbidden, NotAuthenticated
from devnet_api.models.accounts import User
from devnet_api.services.sessions import recently_authenticated
from devnet_api.services.views import viewer_key
from devnet_api.web import keys

REAUTHENTICATION_REQUIRED = "reauthentication_required"
REAUTH_MESSAGE = "Please confirm it's you: enter your password again to continue."


def current_user(request: web.Request) -> User | None:
    return request.get(keys.USER)


def viewer_id(request: web.Request) -> int | None:
    """The signed-in member's id, or None: whose blocks and mutes a list leaves out."""
    user = request.get(keys.USER)
    return user.id if user else None


def require_user(request: web.Request) -> User:
    user = request.get(keys.USER)
    if user is None:
        raise NotAuthenticated()
    return user


def require_recent_auth(request: web.Request) -> User:
    """The signed-in member, once they proved who they are in this session within the last 10
    minutes (sessions.REAUTH_WINDOW); else a 403 with the code ``reauthentication_required``, which
    the client answers with a password prompt (POST /api/auth/reauthenticate) and a retry."""
    user = require_user(request)
    if not recently_authenticated(request.get(keys.SESSION_ROW)):
        raise Forbidden(REAUTH_MESSAGE, code=REAUTHENTICATION_REQUIRED)
    return user


def client_address(request: web.Request) -> str:
    """The caller's address; X-Forwarded-For is believed only from DEVNET_TRUSTED_PROXIES."""
    remote = request.remote or "unknown"
    trusted = request.app[keys.SETTINGS].trusted_proxies
    if not trusted or not is_trusted(remote, trusted):
        return remote
    hops = [hop.strip() for hop in request.headers.get("X-Forwarded-For", "").split(",") if hop.strip()]
    for hop in reversed(hops):
        if not is_trusted(hop, trusted):
            return hop
    return remote


def is_trusted(address: str, trusted: tuple[str, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    for entry in trusted:
        try:
            if ip in ipaddress.ip_network(entry, strict=False):
                return True
        except ValueError:
            continue
    return False


def viewer(request: web.Request) -> str:
    """Who is viewing, for the once-a-day view counts."""
    user = current_user(request)
    return viewer_key(user.id if user else None, client_address(request))
