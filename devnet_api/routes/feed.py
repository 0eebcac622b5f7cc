"""The feed: /api/posts/*. What goes live (``new_post``, ``post_updated``, ``post_deleted``) the
services record (devnet_api.services.live); it is published after the request (docs/realtime.md)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.domain.errors import NotFound
from devnet_api.reads import feed as feed_reads
from devnet_api.routes.comments import comment_routes
from devnet_api.routes.threads import VersionsQuery
from devnet_api.schemas import queries
from devnet_api.schemas.content import VersionOut
from devnet_api.schemas.feed import MAX_POST_IMAGES, LikeOut, PostIn, PostOut, ShareOut
from devnet_api.services import edits, feed
from devnet_api.services.kinds import POST
from devnet_api.services.media import MAX_DATA_URL_CHARS
from devnet_api.web import keys
from devnet_api.web.caller import require_user
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("feed")
POST_BODY_LIMIT = MAX_POST_IMAGES * MAX_DATA_URL_CHARS + 64 * 1024
NOT_FOUND = {404: "No such post"}


def post_out(post, liked: bool = False) -> PostOut:
    out = PostOut.model_validate(post)
    out.is_liked = liked
    return out


class PostsQuery(queries.Query):
    scope: queries.choice(
        "scope",
        feed_reads.SCOPES,
        "global",
        "global (default), friends (friends and self) or following (posts with a tag the member follows)",
    ) = "global"
    tag: queries.text("tag", "Only posts with this tag (a tag's page).") = ""
    limit: queries.PageLimit = queries.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


@routes.get("/api/posts", name="posts-list", response=list[PostOut], auth=True, query=PostsQuery)
async def list_posts(request: web.Request, query: PostsQuery):
    """Posts, newest first; isLiked is the signed-in member's."""
    user = require_user(request)
    page = await feed_reads.list_posts(
        user.id, query.scope, query.limit, query.cursor, request.app.get(keys.READ_CACHE), query.tag
    )
    return page_response(request, page)


@routes.post(
    "/api/posts",
    name="posts-create",
    body=PostIn,
    limited=True,
    response=PostOut,
    status=201,
    auth=True,
    body_limit=POST_BODY_LIMIT,
)
async def create_post(request: web.Request, body: PostIn):
    """Post to the feed: text and up to 4 images; #words in the text become tags."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("post", user.id)
    if any(url.startswith("data:") for url in body.media_urls):  # new images: one upload, as on projects
        await request.app[keys.LIMITS].take("upload", user.id)
    post = await feed.create(
        user.id, body.content, body.media_urls, body.tags, request.app[keys.STORAGE], body.media_alts
    )
    return post_out(post)


OWN_ONLY = {403: "Not the post's author", 404: "No such post"}


@routes.get(f"/api/posts/{ID}", name="posts-detail", response=PostOut, auth=True, responses=NOT_FOUND)
async def post_detail(request: web.Request):
    """One post (its own page): what the feed shows of it; 404 when the viewer cannot see it."""
    post = await feed_reads.one_post(require_user(request).id, path_id(request))
    if post is None:
        raise NotFound("Post not found")
    return post


@routes.patch(
    f"/api/posts/{ID}",
    name="posts-edit",
    body=PostIn,
    response=PostOut,
    auth=True,
    limited=True,
    body_limit=POST_BODY_LIMIT,
    responses=OWN_ONLY,
)
async def edit_post(request: web.Request, body: PostIn):
    """Edit one's own post (the create rules); the earlier version is kept. Goes live as ``post_updated``."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("edit", user.id)
    if any(url.startswith("data:") for url in body.media_urls):  # new images: one upload, as on create
        await request.app[keys.LIMITS].take("upload", user.id)
    post = await edits.edit_post(
        path_id(request), user.id, body.content, body.media_urls, body.tags, request.app[keys.STORAGE], body.media_alts
    )
    return post_out(post, await feed.liked_among(user.id, [post.id]) != set())


@routes.delete(f"/api/posts/{ID}", name="posts-delete", status=204, auth=True, responses=OWN_ONLY)
async def delete_post(request: web.Request):
    """Delete one's own post with its comments and likes; trending follows. Goes live as ``post_deleted``."""
    await edits.delete(POST, path_id(request), require_user(request).id)


@routes.get(
    f"/api/posts/{ID}/versions",
    name="posts-versions",
    response=list[VersionOut],
    auth=True,
    query=VersionsQuery,
    responses={403: "Only the author and moderators see earlier versions", 404: "No such post"},
)
async def post_versions(request: web.Request, query: VersionsQuery):
    """Earlier versions of a post, newest first (its author and moderators only)."""
    page = await edits.versions("post", path_id(request), require_user(request), query.limit, query.cursor)
    return page_response(request, page, VersionOut.model_validate)


@routes.post(f"/api/posts/{ID}/like", name="posts-like", response=LikeOut, auth=True, limited=True, responses=NOT_FOUND)
async def like(request: web.Request):
    """Like a post; liking it again changes nothing."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("like", user.id)
    liked, count = await feed.like(path_id(request), user.id)
    return LikeOut(is_liked=liked, likes_count=count)


@routes.delete(f"/api/posts/{ID}/like", name="posts-unlike", response=LikeOut, auth=True, responses=NOT_FOUND)
async def unlike(request: web.Request):
    """Take back a like; doing it again changes nothing."""
    liked, count = await feed.unlike(path_id(request), require_user(request).id)
    return LikeOut(is_liked=liked, likes_count=count)


@routes.post(f"/api/posts/{ID}/share", name="posts-share", response=ShareOut, auth=True, responses=NOT_FOUND)
async def share(request: web.Request):
    """Count a share of a post (a member's repeated shares count once)."""
    return ShareOut(shares_count=await feed.share(path_id(request), require_user(request).id))


comment_routes(routes, "post", "/api/posts")
