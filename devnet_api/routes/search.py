"""Search across threads, projects, feed posts and people: /api/search."""

from __future__ import annotations

from aiohttp import web

from devnet_api.caller import current_user
from devnet_api.http import ApiRoutes
from devnet_api.schemas.search import SearchOut, SearchQuery, serialize
from devnet_api.services import search
from devnet_api.wire import json_response

routes = ApiRoutes("search")


@routes.get("/api/search", name="search", response=SearchOut, query=SearchQuery)
async def search_all(request: web.Request, query: SearchQuery):
    """Threads, projects, posts and people matching q, most relevant first, with counts per type."""
    user = current_user(request)
    viewer_id = user.id if user else None
    # blocks: exclude_author_ids=await blocks.hidden_author_ids(viewer_id) once services/blocks.py lands.
    excluded: set[int] = set()
    results = await search.search(
        query.q, query.type, query.tag, query.author, query.limit, query.cursor, viewer_id, excluded
    )
    headers = {}
    if results.next_cursor:
        headers["Link"] = f'<{request.rel_url.update_query(cursor=results.next_cursor)}>; rel="next"'
    return json_response(serialize(results), headers=headers)
