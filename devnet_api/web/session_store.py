"""aiohttp-session storage backed by the sessions table, so a session can be revoked server-side."""

from __future__ import annotations

from aiohttp import web
from aiohttp_session import AbstractStorage, Session, get_session, new_session

from devnet_api.services import devices, sessions
from devnet_api.web import keys
from devnet_api.web.caller import client_address

COOKIE_NAME = "devnet_session"
# Over https the cookie is __Host-devnet_session: the browser then takes it only from this exact
# host, over https, with Path=/ and no Domain, so neither plain http nor a sibling subdomain can
# plant or overwrite it.
SECURE_COOKIE_NAME = "__Host-" + COOKIE_NAME
USER_ID = "uid"
SESSION_USER = keys.SESSION_USER
SESSION_ROW = keys.SESSION_ROW  # the LiveSession (the socket remembers its id)


def cookie_name(request: web.Request) -> str:
    return SECURE_COOKIE_NAME if request.get(keys.HTTPS, request.secure) else COOKIE_NAME


class DatabaseSessionStorage(AbstractStorage):
    """The cookie carries an opaque token; the row it names holds the user. No row, no session."""

    def __init__(
        self, max_age: int, idle: int = sessions.DEFAULT_IDLE, cache: sessions.SessionCache | None = None
    ) -> None:
        super().__init__(cookie_name=COOKIE_NAME, max_age=max_age, httponly=True, samesite="Lax", path="/")
        self.idle = idle
        self.cache = cache  # sessions read lately (services.sessions.SessionCache); None: every request reads

    async def load_session(self, request: web.Request) -> Session:
        token = request.cookies.get(cookie_name(request))
        row = await sessions.session_for(token, self.max_age, self.idle, self.cache) if token else None
        if row is None:
            return Session(None, data=None, new=True, max_age=self.max_age)
        request[SESSION_USER] = row.user
        request[SESSION_ROW] = row
        # aiohttp-session's own shape: when the session began, and its data.
        data = {"created": int(row.created_at.timestamp()), "session": {USER_ID: row.user.id}}
        return Session(token, data=data, new=False, max_age=self.max_age)

    async def save_session(self, request: web.Request, response: web.StreamResponse, session: Session) -> None:
        name = cookie_name(request)
        if session.empty:
            if session.identity:
                await sessions.revoke(session.identity)
            response.del_cookie(name, path="/", secure=name == SECURE_COOKIE_NAME)
            return
        token = session.identity
        if token is None:
            user_agent, network = client_of(request)
            token = await sessions.create(session[USER_ID], self.max_age, self.idle, user_agent, network)
            session.set_new_identity(token)
        # Secure follows the scheme the browser used: set behind https, absent on plain http.
        response.set_cookie(
            name, token, max_age=self.max_age, path="/", httponly=True, samesite="Lax", secure=request.secure
        )


def client_of(request: web.Request) -> tuple[str, str]:
    """The browser's User-Agent and the client's approximate network (behind trusted proxies only,
    as ``caller.client_address``): what a new session records and the new-device check compares."""
    return request.headers.get("User-Agent", ""), devices.approximate_network(client_address(request))


def current_session_id(request: web.Request) -> int | None:
    """The id of the session the request came with (the sessions list's "This device")."""
    row = request.get(SESSION_ROW)
    return row.id if row is not None else None


async def session_user(request: web.Request):
    """The member whose live session the request carries, or None."""
    await get_session(request)
    return request.get(SESSION_USER)


async def sign_in(request: web.Request, user_id: int) -> None:
    """Start a fresh session for ``user_id``, revoking the one the request came with (rotation).
    A browser, system and network the member has not signed in from lately gets them a "New
    sign-in" notice (``devices.signed_in``; not on their first sign-in, the registration)."""
    old = await get_session(request)
    if old.identity:
        await sessions.revoke(old.identity)
    session = await new_session(request)
    session[USER_ID] = user_id
    await devices.signed_in(user_id, *client_of(request))


async def sign_out(request: web.Request) -> None:
    session = await get_session(request)
    session.invalidate()
