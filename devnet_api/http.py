"""The HTTP plumbing every route module shares: a route table that validates bodies and records
what the OpenAPI document says, JSON responses, and who is asking."""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import orjson
from aiohttp import web
from pydantic import BaseModel

from devnet_api import keys
from devnet_api.errors import InvalidInput, NotAuthenticated, NotFound, PayloadTooLarge
from devnet_api.models.accounts import User
from devnet_api.schemas import parse
from devnet_api.services.content import MAX_ID
from devnet_api.services.views import viewer_key

DEFAULT_BODY_LIMIT = 64 * 1024


def dumps(data: Any) -> bytes:
    if isinstance(data, BaseModel):
        return data.model_dump_json(by_alias=True).encode()
    if isinstance(data, list) and data and isinstance(data[0], BaseModel):
        return b"[" + b",".join(item.model_dump_json(by_alias=True).encode() for item in data) + b"]"
    return orjson.dumps(data)


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(body=dumps(data), status=status, content_type="application/json", headers=headers)


async def read_json(request: web.Request, limit: int) -> Any:
    """The request's JSON body, read no further than ``limit`` bytes (413 past it)."""
    if request.content_length is not None and request.content_length > limit:
        raise PayloadTooLarge()
    chunks, size = [], 0
    try:
        # Counted as decoded: a small gzip body that inflates past the limit is a 413 too.
        async for chunk in request.content.iter_any():
            size += len(chunk)
            if size > limit:
                raise PayloadTooLarge()
            chunks.append(chunk)
    except web.RequestPayloadError:
        # A body its Content-Encoding cannot decode (say "gzip" over plain text) is bad input, not a 500.
        raise InvalidInput("Request body could not be decoded") from None
    raw = b"".join(chunks)
    if not raw.strip():
        return {}
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise InvalidInput("Request body is not valid JSON") from None


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


Handler = Callable[..., Awaitable[Any]]


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
            endpoint = Endpoint(method=method, path=path, tag=self.tag,
                                summary=options.pop("summary", None) or (handler.__doc__ or "").strip().split("\n")[0],
                                **options)
            self.endpoints.append((endpoint, handler))
            return handler
        return register

    def get(self, path: str, **options):
        return self.route("GET", path, **options)

    def post(self, path: str, **options):
        return self.route("POST", path, **options)

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
        args: list[Any] = [request]
        if endpoint.body is not None:
            args.append(parse(endpoint.body, await read_json(request, endpoint.body_limit)))
        if endpoint.query is not None:
            # The first value of each name, as request.query.get gives it.
            args.append(parse(endpoint.query, {name: request.query.get(name) for name in request.query}))
        result = await handler(*args)
        if isinstance(result, web.StreamResponse):
            return result
        if result is None and endpoint.status == 204:
            return web.Response(status=204)
        return json_response(result, endpoint.status)

    view.__name__ = handler.__name__
    return view


def current_user(request: web.Request) -> User | None:
    return request.get(keys.USER)


def require_user(request: web.Request) -> User:
    user = request.get(keys.USER)
    if user is None:
        raise NotAuthenticated()
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


ID = r"{id:[1-9][0-9]{0,9}}"  # a path id is a positive integer; anything else never matches (404)


def path_id(request: web.Request, name: str = "id") -> int:
    """The positive integer id in the path; one beyond what a row can have is simply not found."""
    value = int(request.match_info[name])
    if value > MAX_ID:
        raise NotFound()
    return value


def page_response(request: web.Request, page, serialize: Callable[[Any], Any]) -> web.Response:
    """A list page as a JSON array, with RFC 8288 ``Link: <...>; rel="next"`` when there is more."""
    headers = {}
    if page.next_cursor:
        headers["Link"] = f'<{request.rel_url.update_query(cursor=page.next_cursor)}>; rel="next"'
    return json_response([serialize(item) for item in page.items], headers=headers)


def choice(request: web.Request, name: str, options, default: str) -> str:
    value = request.query.get(name) or default
    if value not in options:
        raise InvalidInput.field(name, f"{name} must be one of: {', '.join(options)}")
    return value


def viewer(request: web.Request) -> str:
    """Who is viewing, for the once-a-day view counts."""
    user = current_user(request)
    return viewer_key(user.id if user else None, client_address(request))
