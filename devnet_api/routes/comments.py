"""Comments under a thread, a project or a post: GET and POST {prefix}/{id}/comments (a reply with
``parentId``); the author's PATCH and DELETE /api/comments/{id}; POST and DELETE
/api/comments/{id}/like. New comments and like counts go live (``new_comment``, ``comment_liked``)."""

from __future__ import annotations

from aiohttp import web

from devnet_api.schemas import queries
from devnet_api.schemas.content import CommentIn, CommentLikeOut, CommentOut, NewCommentIn
from devnet_api.services import comments, edits
from devnet_api.services.kinds import COMMENT
from devnet_api.web import keys
from devnet_api.web.caller import require_user, viewer_id
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

DEFAULT_LIMIT = 100
routes = ApiRoutes("comments")


class CommentsQuery(queries.Query):
    limit: queries.limit(DEFAULT_LIMIT) = DEFAULT_LIMIT
    cursor: queries.Cursor = ""


def comment_routes(routes: ApiRoutes, kind: str, prefix: str) -> None:
    """Add the comment endpoints of ``kind`` (thread, project or post) to ``routes``."""

    @routes.get(
        f"{prefix}/{ID}/comments",
        name=f"{kind}s-comments",
        response=list[CommentOut],
        query=CommentsQuery,
        summary=f"Comments on a {kind}, oldest first.",
    )
    async def list_comments(request: web.Request, query: CommentsQuery):
        page = await comments.list_for(kind, path_id(request), query.limit, query.cursor, viewer_id(request))
        return page_response(request, page, CommentOut.model_validate)

    @routes.post(
        f"{prefix}/{ID}/comments",
        name=f"{kind}s-comment",
        body=NewCommentIn,
        limited=True,
        response=CommentOut,
        status=201,
        auth=True,
        summary=f"Comment on a {kind}, or with parentId reply to one of its comments.",
        responses={
            403: "A block stands between you and the author (of the page or the comment answered)",
            404: "No such page, or parentId names no live comment on it",
            429: "Too many comments",
        },
    )
    async def add_comment(request: web.Request, body: NewCommentIn):
        user = require_user(request)
        await request.app[keys.LIMITS].take("comment", user.id)
        comment = await comments.add(kind, path_id(request), user.id, body.body, body.parent_id)
        return CommentOut.model_validate(comment)


@routes.patch(
    f"/api/comments/{ID}",
    name="comments-edit",
    body=CommentIn,
    response=CommentOut,
    auth=True,
    limited=True,
    responses={403: "Not the comment's author", 404: "No such comment (or deleted)"},
)
async def edit_comment(request: web.Request, body: CommentIn):
    """Edit one's own comment (the create rules); it shows an "edited" mark."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("edit", user.id)
    comment = await edits.edit_comment(path_id(request), user.id, body.body)
    await comments.attach([comment], user.id)
    return CommentOut.model_validate(comment)


@routes.delete(
    f"/api/comments/{ID}",
    name="comments-delete",
    status=204,
    auth=True,
    responses={403: "Not the comment's author", 404: "No such comment (or deleted)"},
)
async def delete_comment(request: web.Request):
    """Delete one's own comment: with later comments after it, it stays in place as "[deleted]"."""
    await edits.delete(COMMENT, path_id(request), require_user(request).id)


LIKE_RESPONSES = {404: "No such comment (or deleted)"}


async def _like(request: web.Request, on: bool) -> CommentLikeOut:
    user = require_user(request)
    if on:
        await request.app[keys.LIMITS].take("like", user.id)
    result = await comments.set_like(path_id(request), user.id, on)
    return CommentLikeOut(comment_id=result.comment_id, liked=result.liked, like_count=result.like_count)


@routes.post(
    f"/api/comments/{ID}/like",
    name="comments-like",
    response=CommentLikeOut,
    auth=True,
    limited=True,
    responses={**LIKE_RESPONSES, 403: "A block stands between you and its author", 429: "Too many likes"},
)
async def like_comment(request: web.Request):
    """Like a comment; liking it again changes nothing. Its new count goes live (``comment_liked``)."""
    return await _like(request, True)


@routes.delete(
    f"/api/comments/{ID}/like",
    name="comments-unlike",
    response=CommentLikeOut,
    auth=True,
    responses=LIKE_RESPONSES,
)
async def unlike_comment(request: web.Request):
    """Take back a like of a comment; doing it again changes nothing."""
    return await _like(request, False)
