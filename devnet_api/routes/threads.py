"""Function threads: /api/threads/*."""

from __future__ import annotations

from aiohttp import web

from devnet_api.reads import threads as thread_reads
from devnet_api.routes.comments import comment_routes
from devnet_api.schemas import queries
from devnet_api.schemas.content import MyThreadVoteOut, ThreadIn, ThreadOut, ThreadVoteIn, ThreadVoteOut, VersionOut
from devnet_api.services import edits, threads
from devnet_api.services.kinds import THREAD
from devnet_api.web import keys
from devnet_api.web.caller import require_user, viewer, viewer_id
from devnet_api.web.route_table import ApiRoutes
from devnet_api.web.wire import ID, page_response, path_id

routes = ApiRoutes("threads")


class ThreadsQuery(queries.Query):
    sort_by: queries.choice("sortBy", threads.SORTS, threads.DEFAULT_SORT, "latest, popular (default) or comments") = (
        threads.DEFAULT_SORT
    )
    search_query: queries.text("searchQuery", "Matches title, body and tags, ignoring case.") = ""
    tag: queries.text("tag", "Only threads with this tag.") = ""
    scope: queries.choice(
        "scope", threads.SCOPES, "all", "all (default) or following: threads with a tag the member follows (signed in)"
    ) = "all"
    limit: queries.limit() = queries.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


@routes.get(
    "/api/threads",
    name="threads-list",
    response=list[ThreadOut],
    query=ThreadsQuery,
    responses={401: "scope=following without a session"},
)
async def list_threads(request: web.Request, query: ThreadsQuery):
    """Threads, sorted and filtered, one page at a time."""
    following = query.scope == "following"
    page = await thread_reads.list_threads(
        query.sort_by,
        query.search_query,
        query.tag,
        query.limit,
        query.cursor,
        viewer_id=require_user(request).id if following else viewer_id(request),
        following=following,
        kept=request.app.get(keys.READ_CACHE),
    )
    return page_response(request, page)


@routes.get("/api/threads/tags", name="threads-tags", response=list[str])
async def thread_tags(request: web.Request):
    """Tags in use on threads, most used first."""
    return await threads.tags()


@routes.get("/api/threads/latest", name="threads-latest", response=list[ThreadOut], auth=True)
async def latest_threads(request: web.Request):
    """The newest five threads."""
    return await thread_reads.latest(viewer_id(request), request.app.get(keys.READ_CACHE))


@routes.post(
    "/api/threads",
    name="threads-create",
    body=ThreadIn,
    limited=True,
    response=ThreadOut,
    status=201,
    auth=True,
    responses={429: "Too many new threads"},
)
async def create_thread(request: web.Request, body: ThreadIn):
    """Start a thread."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("thread", user.id)
    thread = await threads.create(user.id, body.title, body.body, body.tags)
    return ThreadOut.model_validate(thread)


@routes.get(f"/api/threads/{ID}", name="threads-get", response=ThreadOut, responses={404: "No such thread"})
async def get_thread(request: web.Request):
    """One thread (counts one view per viewer per day)."""
    return await thread_reads.view(path_id(request), viewer(request), request.app.get(keys.READ_CACHE))


OWN_ONLY = {403: "Not the thread's author", 404: "No such thread"}


@routes.patch(
    f"/api/threads/{ID}",
    name="threads-edit",
    body=ThreadIn,
    response=ThreadOut,
    auth=True,
    limited=True,
    responses=OWN_ONLY,
)
async def edit_thread(request: web.Request, body: ThreadIn):
    """Edit one's own thread (the create rules); the earlier version is kept, an "edited" mark shows."""
    user = require_user(request)
    await request.app[keys.LIMITS].take("edit", user.id)
    thread = await edits.edit_thread(path_id(request), user.id, body.title, body.body, body.tags)
    return ThreadOut.model_validate(thread)


@routes.delete(f"/api/threads/{ID}", name="threads-delete", status=204, auth=True, responses=OWN_ONLY)
async def delete_thread(request: web.Request):
    """Delete one's own thread with its comments and votes; every count follows."""
    await edits.delete(THREAD, path_id(request), require_user(request).id)


class VersionsQuery(queries.Query):
    limit: queries.PageLimit = queries.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


@routes.get(
    f"/api/threads/{ID}/versions",
    name="threads-versions",
    response=list[VersionOut],
    auth=True,
    query=VersionsQuery,
    responses={403: "Only the author and moderators see earlier versions", 404: "No such thread"},
)
async def thread_versions(request: web.Request, query: VersionsQuery):
    """Earlier versions of a thread, newest first (its author and moderators only)."""
    page = await edits.versions("thread", path_id(request), require_user(request), query.limit, query.cursor)
    return page_response(request, page, VersionOut.model_validate)


@routes.get(f"/api/threads/{ID}/vote", name="threads-vote-get", response=MyThreadVoteOut, auth=True)
async def my_vote(request: web.Request):
    """The signed-in member's vote on a thread."""
    thread_id = path_id(request)
    vote = await threads.my_vote(thread_id, require_user(request).id)
    return {"vote": vote}


@routes.post(f"/api/threads/{ID}/vote", name="threads-vote", body=ThreadVoteIn, response=ThreadVoteOut, auth=True)
async def vote(request: web.Request, body: ThreadVoteIn):
    """Upvote or downvote; voting the same way again changes nothing."""
    vote, score = await threads.vote(path_id(request), require_user(request).id, body.vote_type)
    return {"vote": vote, "upvotes": score}


@routes.delete(f"/api/threads/{ID}/vote", name="threads-vote-delete", response=ThreadVoteOut, auth=True)
async def unvote(request: web.Request):
    """Remove the signed-in member's vote."""
    vote, score = await threads.vote(path_id(request), require_user(request).id, None)
    return {"vote": vote, "upvotes": score}


comment_routes(routes, "thread", "/api/threads")
