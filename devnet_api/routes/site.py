"""The built React app (with index.html for every client route) and uploaded media."""

from __future__ import annotations

import mimetypes
import re
from pathlib import Path
from wsgiref.handlers import format_date_time

from aiohttp import web

from devnet_api.backing.media_storage import CACHE_CONTROL, LocalStorage, RangeNotSatisfiable
from devnet_api.services.media import CONTENT_TYPES, SERVED_MEDIA, is_taken_down
from devnet_api.web import keys

routes = web.RouteTableDef()
HASHED_ASSET = re.compile(r"\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$")
IMMUTABLE = "public, max-age=31536000, immutable"
# The build writes app.js.br and app.js.gz beside app.js (frontend/webpack.config.js); the best one
# the client accepts is sent, in this order of preference.
PRECOMPRESSED = (("br", ".br"), ("gzip", ".gz"))
TEXT_TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".json": "application/json",
    ".txt": "text/plain",
}
NOT_BUILT = (
    "<!doctype html><title>DevNet</title><p>The web client is not built yet: run "
    "<code>make build</code> (or <code>make run</code>).</p>"
)


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header allows (RFC 9110 12.5.3): `q=0` refuses one,
    `*` stands for any not named. `identity` is not listed: a plain file is always acceptable."""
    allowed: set[str] = set()
    refused: set[str] = set()
    for item in header.lower().split(","):
        name, _, params = item.strip().partition(";")
        name = name.strip()
        if not name:
            continue
        quality = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip() == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        (allowed if quality > 0 else refused).add(name)
    if "*" in allowed:
        allowed |= {coding for coding, _ in PRECOMPRESSED} - refused
    return allowed - refused


class ExactFileResponse(web.FileResponse):
    """Sends exactly the file it is given. aiohttp's FileResponse would otherwise pick a .br or .gz
    sibling by a substring match on Accept-Encoding, which takes `gzip;q=0` as a yes."""

    def _get_file_path_stat_encoding(self, accept_encoding: str):  # type: ignore[no-untyped-def]
        return super()._get_file_path_stat_encoding("")


def static_file(request: web.Request, path: Path, cache_control: str) -> web.FileResponse:
    """`path` as the client can best take it: its precompressed .br or .gz copy when one was built
    and Accept-Encoding allows it (Content-Encoding set, Content-Type that of the original), else
    the plain file. Whenever copies exist the answer depends on Accept-Encoding, so says Vary."""
    headers = {"Cache-Control": cache_control, "X-Content-Type-Options": "nosniff"}
    content_type = TEXT_TYPES.get(path.suffix) or mimetypes.guess_type(path.name)[0] or "application/octet-stream"
    if content_type.startswith("text/") or content_type in ("application/json", "image/svg+xml"):
        content_type += "; charset=utf-8"
    headers["Content-Type"] = content_type
    copies = [(coding, path.with_name(path.name + suffix)) for coding, suffix in PRECOMPRESSED]
    copies = [(coding, copy) for coding, copy in copies if copy.is_file()]
    if not copies:
        return ExactFileResponse(path, headers=headers)
    headers["Vary"] = "Accept-Encoding"
    allowed = accepted_encodings(request.headers.get("Accept-Encoding", ""))
    for coding, copy in copies:
        if coding in allowed:
            headers["Content-Encoding"] = coding
            return ExactFileResponse(copy, headers=headers)
    return ExactFileResponse(path, headers=headers)


SINGLE_RANGE = re.compile(r"bytes=(\d+-\d*|-\d+)")


@routes.get("/media/{name}", name="media-get")
async def media_file(request: web.Request) -> web.StreamResponse:
    match = SERVED_MEDIA.fullmatch("/media/" + request.match_info["name"])
    if not match:
        raise web.HTTPNotFound()
    name = request.match_info["name"]
    store = request.app[keys.STORAGE]
    # Always the type of the re-encoded file, never sniffed: a polyglot is served as the image it was
    # re-encoded to. The bytes never change, but a moderator can take them down (docs/security.md).
    headers = {
        "Cache-Control": CACHE_CONTROL,
        "X-Content-Type-Options": "nosniff",
        "Content-Type": CONTENT_TYPES[match.group(2)],
    }
    if request.app[keys.SETTINGS].media_redirect:
        # The store serves the bytes (docs/storage.md, "Redirect or proxy"); a takedown still answers
        # 410 here, from the row, since the store would only say 403 or 404.
        if await is_taken_down(match.group(1)):
            raise web.HTTPGone()
        return web.Response(status=302, headers={"Location": store.url(name), "Cache-Control": CACHE_CONTROL})
    if isinstance(store, LocalStorage):
        path = store.path(name)
        if path.is_file():
            return web.FileResponse(path, headers=headers)
        return await _missing(match.group(1))
    return await _stream(request, store, name, headers) or await _missing(match.group(1))


async def _missing(digest: str) -> web.StreamResponse:
    # A takedown deletes the files: only then is the row read, to say the image is gone for good.
    if await is_taken_down(digest):
        raise web.HTTPGone()
    raise web.HTTPNotFound()


async def _stream(request: web.Request, store, name: str, headers: dict[str, str]) -> web.StreamResponse | None:
    """The object from the bucket, as a file from disk would be sent (validators, one byte range);
    None when there is no such object."""
    asked = request.headers.get("Range", "").strip()
    byte_range = asked if SINGLE_RANGE.fullmatch(asked) else None  # anything else: the whole image
    try:
        opened = await store.open(name, byte_range)
    except RangeNotSatisfiable:
        raise web.HTTPRequestRangeNotSatisfiable() from None
    if opened is None:
        return None
    headers = {**headers, "ETag": opened.etag, "Last-Modified": format_date_time(opened.modified.timestamp())}
    headers["Accept-Ranges"] = "bytes"
    if opened.etag in [tag.strip() for tag in request.headers.get("If-None-Match", "").split(",")]:
        await opened.close()
        return web.Response(status=304, headers={k: v for k, v in headers.items() if k != "Content-Type"})
    status = 200
    if opened.content_range:
        status, headers["Content-Range"] = 206, opened.content_range
    response = web.StreamResponse(status=status, headers=headers)
    response.content_length = opened.size
    await response.prepare(request)
    try:
        async for chunk in opened.chunks:
            await response.write(chunk)
    finally:
        await opened.close()
    await response.write_eof()
    return response


# Not /api or /api/...: an unknown API path must answer a JSON 404 for every method, not the
# 405 a GET-only catch-all matching it would give. Not /feeds/... either: an unknown feed is a 404
# for the feed reader, not the app's page (routes/feeds.py).
@routes.get(r"/{tail:(?!(?:api|feeds)(?:/|$)).*}", name="site-app")
async def app_shell(request: web.Request) -> web.StreamResponse:
    if "\x00" in request.match_info["tail"]:  # no file has a NUL in its name (and Path would raise on one)
        raise web.HTTPNotFound()
    root: Path = request.app[keys.SETTINGS].frontend_dir.resolve()
    index = root / "index.html"
    if not index.is_file():
        return web.Response(text=NOT_BUILT, content_type="text/html", status=503)
    tail = request.match_info["tail"]
    if tail:
        try:
            candidate = (root / tail).resolve()
            is_file = candidate.is_file()
        except OSError:  # a name too long for the file system, for one: not a file we have
            is_file = False
        if is_file and candidate.is_relative_to(root) and candidate.name != "index.html":
            cache = IMMUTABLE if HASHED_ASSET.search(candidate.name) else "public, max-age=300"
            return static_file(request, candidate, cache)
    # Every client route gets the app; the router inside decides what to show (or its 404 screen).
    # It names the hashed files of this build, so it is checked again on every visit.
    return static_file(request, index, "no-cache")
