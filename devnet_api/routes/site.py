"""The built React app (with index.html for every client route) and uploaded media."""

from __future__ import annotations

import re
from pathlib import Path

from aiohttp import web

from devnet_api import keys
from devnet_api.services.media import CONTENT_TYPES, MEDIA_URL

routes = web.RouteTableDef()
HASHED_ASSET = re.compile(r"\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$")
IMMUTABLE = "public, max-age=31536000, immutable"
NOT_BUILT = ("<!doctype html><title>DevNet</title><p>The web client is not built yet: run "
             "<code>make build</code> (or <code>make run</code>).</p>")


@routes.get("/media/{name}", name="media-get")
async def media_file(request: web.Request) -> web.StreamResponse:
    match = MEDIA_URL.fullmatch("/media/" + request.match_info["name"])
    path = request.app[keys.SETTINGS].media_dir / request.match_info["name"]
    if not match or not path.is_file():
        raise web.HTTPNotFound()
    # Content is addressed by its hash, so it never changes: cache it for a year.
    return web.FileResponse(path, headers={"Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff",
                                           "Content-Type": CONTENT_TYPES[match.group(2)]})


# Not /api or /api/...: an unknown API path must answer a JSON 404 for every method, not the
# 405 a GET-only catch-all matching it would give.
@routes.get(r"/{tail:(?!api(?:/|$)).*}", name="site-app")
async def app_shell(request: web.Request) -> web.StreamResponse:
    root: Path = request.app[keys.SETTINGS].frontend_dir.resolve()
    index = root / "index.html"
    if not index.is_file():
        return web.Response(text=NOT_BUILT, content_type="text/html", status=503)
    tail = request.match_info["tail"]
    if tail:
        candidate = (root / tail).resolve()
        if candidate.is_file() and candidate.is_relative_to(root) and candidate.name != "index.html":
            cache = IMMUTABLE if HASHED_ASSET.search(candidate.name) else "public, max-age=300"
            return web.FileResponse(candidate, headers={"Cache-Control": cache})
    # Every client route gets the app; the router inside decides what to show (or its 404 screen).
    return web.FileResponse(index, headers={"Cache-Control": "no-cache"})
