"""The benchmark's instruments, installed only under DEVNET_BENCH=1 (bench/, docs/performance.md).

- Every answer carries ``X-DevNet-Queries`` (SQL statements the request sent, session look-up
  included) and ``X-DevNet-Query-Ms`` (their time), counted by ``devnet_api.db.statements``.
- The ceiling: ``PUT /_bench/ceiling/{name}`` stores a body and content type in memory;
  ``GET /_bench/ceiling/{name}`` answers them, through the same middlewares as the API. What that
  costs is the most this stack can do for a response of that size on this machine: the bench
  divides each endpoint's rate by it.
"""

from __future__ import annotations

from aiohttp import web

from devnet_api.db import statements

CEILINGS = web.AppKey("bench_ceilings", dict)


@web.middleware
async def query_count_middleware(request: web.Request, handler) -> web.StreamResponse:
    with statements.measure() as stats:
        response = await handler(request)
    if not response.prepared:  # a socket or a streamed file has sent its headers already
        response.headers[statements.QUERIES_HEADER] = str(stats.count)
        response.headers[statements.QUERY_TIME_HEADER] = f"{stats.seconds * 1000:.3f}"
    return response


async def _store(request: web.Request) -> web.Response:
    request.app[CEILINGS][request.match_info["name"]] = (
        await request.read(),
        request.headers.get("X-Bench-Content-Type", "application/json"),
    )
    return web.Response(status=204)


async def _answer(request: web.Request) -> web.Response:
    try:
        body, content_type = request.app[CEILINGS][request.match_info["name"]]
    except KeyError:
        raise web.HTTPNotFound() from None
    return web.Response(body=body, content_type=content_type)


def install(app: web.Application) -> None:
    app[CEILINGS] = {}
    app.middlewares.insert(1, query_count_middleware)  # inside in_flight, outside everything else
    app.router.add_put("/_bench/ceiling/{name}", _store)
    app.router.add_get("/_bench/ceiling/{name}", _answer)
