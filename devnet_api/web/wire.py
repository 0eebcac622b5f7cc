"""JSON on the wire: encoding answers, reading bodies within a limit, path ids and list pages
with their RFC 8288 Link (API.md, Conventions)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import orjson
from aiohttp import web
from pydantic import BaseModel

from devnet_api.domain.errors import InvalidInput, NotFound, PayloadTooLarge
from devnet_api.services.content import MAX_ID

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


ID = r"{id:[1-9][0-9]{0,9}}"  # a path id is a positive integer; anything else never matches (404)


def path_id(request: web.Request, name: str = "id") -> int:
    """The positive integer id in the path; one beyond what a row can have is simply not found."""
    value = int(request.match_info[name])
    if value > MAX_ID:
        raise NotFound()
    return value


def page_response(request: web.Request, page, serialize: Callable[[Any], Any] | None = None) -> web.Response:
    """A list page as a JSON array, with RFC 8288 ``Link: <...>; rel="next"`` when there is more.
    ``serialize`` writes each item; without it the items are already JSON-ready (devnet_api.reads)."""
    headers = {}
    if page.next_cursor:
        headers["Link"] = f'<{request.rel_url.update_query(cursor=page.next_cursor)}>; rel="next"'
    items = page.items if serialize is None else [serialize(item) for item in page.items]
    return json_response(items, headers=headers)
