"""Comments under a thread, a project or a post: GET and POST {prefix}/{id}/comments."""

from __future__ import annotations

from aiohttp import web

from devnet_api.http import ID, ApiRoutes, page_response, path_id, require_user
from devnet_api.pagination import parse_limit
from devnet_api.schemas.content import CommentIn, CommentOut
from devnet_api.services import comments

DEFAULT_LIMIT = 100


def comment_routes(routes: ApiRoutes, kind: str, prefix: str) -> None:
    """Add the comment endpoints of ``kind`` (thread, project or post) to ``routes``."""

    @routes.get(f"{prefix}/{ID}/comments", name=f"{kind}s-comments", response=list[CommentOut],
                query={"limit": "1 to 100, default 100", "cursor": "from the Link header"},
                summary=f"Comments on a {kind}, oldest first.")
    async def list_comments(request: web.Request):
        page = await comments.list_for(kind, path_id(request), parse_limit(request.query.get("limit"), DEFAULT_LIMIT),
                                       request.query.get("cursor"))
        return page_response(request, page, CommentOut.model_validate)

    @routes.post(f"{prefix}/{ID}/comments", name=f"{kind}s-comment", body=CommentIn, response=CommentOut,
                 status=201, auth=True, summary=f"Comment on a {kind}.")
    async def add_comment(request: web.Request, body: CommentIn):
        comment = await comments.add(kind, path_id(request), require_user(request).id, body.body)
        return CommentOut.model_validate(comment)
