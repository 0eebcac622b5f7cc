"""Search across threads, projects, feed posts and people: /api/search."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import search
from devnet_api.reads.cache import ResultCache
from devnet_api.schemas.search import SearchOut, SearchQuery, serialize
from devnet_api.web import keys
from devnet_api.web.caller import current_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import dumps

routes = ApiRoutes("search")


@routes.get("/api/search", name="search", response=SearchOut, query=SearchQuery)
async def search_all(request: web.Request, query: SearchQuery):
    """Threads, projects, posts and people matching q, most relevant first, with counts per type."""
    user = current_user(request)
    viewer_id = user.id if user else None
    cache: ResultCache | None = request.app.get(keys.SEARCH_CACHE)
    if cache is None or cache.seconds <= 0:
        body, next_cursor = await _answer(query, viewer_id)
    else:
        key = (
            query.q,
            query.type,
            query.tag,
            query.author,
            query.limit,
            query.cursor,
            await search.visibility(viewer_id),
        )
        body, next_cursor = await cache.answer(key, lambda: _answer(query, viewer_id))
    headers = {}
    if next_cursor:
        headers["Link"] = f'<{request.rel_url.update_query(cursor=next_cursor)}>; rel="next"'
    return web.Response(body=body, content_type="application/json", headers=headers)


async def _answer(query: SearchQuery, viewer_id: int | None) -> tuple[bytes, str | None]:
    """The answer's bytes and its next cursor."""
    results = await search.search(query.q, query.type, query.tag, query.author, query.limit, query.cursor, viewer_id)
    return dumps(serialize(results)), results.next_cursor
