"""The route table every route module declares its endpoints in: one declaration validates the
body and the query, requires a session where asked, serializes the answer, and records what the
OpenAPI document says (routes/openapi.py). JSON I/O is in ``devnet_api.web.wire``; who is asking, in
``devnet_api.web.caller``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web
from pydantic import BaseModel

from devnet_api.domain.errors import Forbidden
from devnet_api.schemas import parse
from devnet_api.services import two_factor
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.wire import DEFAULT_BODY_LIMIT, json_response, read_json


@dataclass
class Endpoint:
    method: str
    path: str
    name: str
    summary: str
    body: type[BaseModel] | None = None
    response: Any = None
    status: int = 200
    auth: bool = False
    body_limit: int = DEFAULT_BODY_LIMIT
    responses: dict[int, str] = field(default_factory=dict)
    query: type[BaseModel] | None = None  # validates the query string and documents its parameters
    limited: bool = False  # a throttled write: may answer 429 with Retry-After
    error_schemas: dict[int, Any] = field(default_factory=dict)  # an error body beyond API.md's envelope
    tag: str = ""
    binary: str = ""  # the media type of a success body that is not JSON (a download)


Handler = Callable[..., Awaitable[Any]]
# What a moderator or admin who must set up two-factor sign-in (DEVNET_REQUIRE_2FA_FOR_STAFF) and
# has not can still do: read who they are, sign out, re-authenticate, and set it up.
ENROLMENT_OPEN = frozenset(
    {
        "auth-me",
        "auth-logout",
        "auth-reauthenticate",
        "passkeys-login-options",  # a challenge for re-authenticating with a passkey
        "me-two-factor",
        "me-two-factor-setup",
        "me-two-factor-confirm",
        "me-two-factor-recovery-codes",
    }
)
MUST_ENROL = "two_factor_enrolment_required"


class ApiRoutes:
    """A route table whose entries also describe themselves for the OpenAPI document.

    A handler receives the request, then the validated body when ``body`` is set, then the
    validated query when ``query`` is set, and returns data to serialize with the endpoint's
    status, or a finished ``web.StreamResponse``. What is declared here is what the OpenAPI
    document states and what the contract test (tests/contract) holds the server to.
    """

    def __init__(self, tag: str) -> None:
        self.tag = tag
        self.endpoints: list[tuple[Endpoint, Handler]] = []

    def route(self, method: str, path: str, **options) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            endpoint = Endpoint(
                method=method,
                path=path,
                tag=self.tag,
                summary=options.pop("summary", None) or (handler.__doc__ or "").strip().split("\n")[0],
                **options,
            )
            self.endpoints.append((endpoint, handler))
            return handler

        return register

    def get(self, path: str, **options):
        return self.route("GET", path, **options)

    def post(self, path: str, **options):
        return self.route("POST", path, **options)

    def put(self, path: str, **options):
        return self.route("PUT", path, **options)

    def patch(self, path: str, **options):
        return self.route("PATCH", path, **options)

    def delete(self, path: str, **options):
        return self.route("DELETE", path, **options)

    def install(self, app: web.Application) -> None:
        for endpoint, handler in self.endpoints:
            app.router.add_route(endpoint.method, endpoint.path, _wrap(endpoint, handler), name=endpoint.name)


def _wrap(endpoint: Endpoint, handler: Handler) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
    async def view(request: web.Request) -> web.StreamResponse:
        if endpoint.auth:
            require_user(request)
        user = request.get(keys.USER)
        if (
            user is not None
            and endpoint.name not in ENROLMENT_OPEN
            and two_factor.must_enrol(user, request.app[keys.SETTINGS].require_2fa_for_staff)
        ):
            raise Forbidden(two_factor.MUST_ENROL, code=MUST_ENROL)
        args: list[Any] = [request]
        if endpoint.body is not None:
            args.append(parse(endpoint.body, await read_json(request, endpoint.body_limit)))
        if endpoint.query is not None:
            # The first value of each name, as request.query.get gives it.
            args.append(parse(endpoint.query, {name: request.query.get(name) for name in request.query}))
        # What the handler records goes live after it (devnet_api.web.middlewares.live_middleware).
        result = await handler(*args)
        if isinstance(result, web.StreamResponse):
            return result
        if result is None and endpoint.status == 204:
            return web.Response(status=204)
        return json_response(result, endpoint.status)

    view.__name__ = handler.__name__
    return view
