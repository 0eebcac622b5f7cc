"""Atom feeds: /feeds/threads.atom, /feeds/tags/{tag}.atom, /feeds/users/{username}.atom and
/feeds/projects.atom (docs/follows.md). Public, outside /api (a feed reader is no API client):
XML answers with an ETag and Last-Modified, and 304 to a conditional GET that still matches."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from wsgiref.handlers import format_date_time

from aiohttp import web

from devnet_api.domain.errors import NotFound
from devnet_api.services import atom
from devnet_api.web import keys

routes = web.RouteTableDef()
ATOM = "application/atom+xml"
CACHE = "public, max-age=60"
PATHS = {
    "threads": "/feeds/threads.atom",
    "tag": "/feeds/tags/{tag}.atom",
    "user": "/feeds/users/{username}.atom",
    "projects": "/feeds/projects.atom",
}


def _not_modified(request: web.Request, tag: str, updated: datetime) -> bool:
    """RFC 9110 13.2.2: If-None-Match decides when sent; otherwise If-Modified-Since."""
    if "If-None-Match" in request.headers:
        sent = [value.strip().removeprefix("W/") for value in request.headers["If-None-Match"].split(",")]
        return tag in sent or "*" in sent
    since = request.if_modified_since
    return since is not None and int(updated.timestamp()) <= int(since.timestamp())


async def _answer(request: web.Request, build: Callable[[str], Awaitable[atom.Feed]]) -> web.Response:
    try:
        feed = await build(request.app[keys.SETTINGS].site_url)
    except NotFound as missing:
        return web.Response(status=404, text=f"{missing.message}\n", content_type="text/plain")
    body = atom.render(feed)
    tag = atom.etag(body)
    headers = {"ETag": tag, "Last-Modified": format_date_time(feed.updated.timestamp()), "Cache-Control": CACHE}
    if _not_modified(request, tag, feed.updated):
        return web.Response(status=304, headers=headers)
    return web.Response(body=body, headers={**headers, "Content-Type": f"{ATOM}; charset=utf-8"})


@routes.get(PATHS["threads"], name="feeds-threads")
async def threads_feed(request: web.Request) -> web.Response:
    return await _answer(request, atom.latest_threads)


@routes.get(PATHS["tag"], name="feeds-tag")
async def tag_feed(request: web.Request) -> web.Response:
    return await _answer(request, lambda site: atom.tag_threads(site, request.match_info["tag"]))


@routes.get(PATHS["user"], name="feeds-user")
async def user_feed(request: web.Request) -> web.Response:
    return await _answer(request, lambda site: atom.member(site, request.match_info["username"]))


@routes.get(PATHS["projects"], name="feeds-projects")
async def projects_feed(request: web.Request) -> web.Response:
    return await _answer(request, atom.latest_projects)
