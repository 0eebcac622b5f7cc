"""Bad input, as a hostile client sends it, on every endpoint family: malformed and deeply nested
JSON, wrong types, NUL and control characters, huge numbers and strings, bodies over the limit or
not JSON, unknown fields, ids that are not numbers or do not fit a 32-bit column, odd paths.

Each case is one request from a signed-in member (or an anonymous visitor). The promise it checks
(docs/security.md, "Bad input and authorization"): never a 5xx, the exact status API.md gives,
every refusal in API.md's error envelope, and not one row of the database changed.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from typing import Any

import pytest
import pytest_asyncio
from jsonschema import Draft202012Validator

from devnet_api.db.pagination import encode_cursor
from devnet_api.settings import Settings
from tests.adversarial.world import (
    World,
    assert_envelope,
    changed_tables,
    created,
    fill,
    module_settings,
    register,
    send,
    served,
    snapshot,
)
from tests.conftest import BACKENDS, Agent

JSON = {"Content-Type": "application/json"}
BIG = 2**64
OUT_OF_32_BITS = 2**31  # one past the largest id a 32-bit column holds
NUL = "\u0000"


GZIP = {"Content-Type": "application/json", "Content-Encoding": "gzip"}


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


@dataclass
class Case:
    name: str
    method: str
    path: str
    status: int
    body: Any = None
    raw: bytes | None = None
    headers: dict | None = None
    anonymous: bool = False
    chunked: bool = False  # sent with Transfer-Encoding: chunked, no Content-Length

    def __str__(self) -> str:
        return self.name


THREAD = {"title": "A perfectly good title", "body": "And a body that is long enough to be one.", "tags": ["python"]}
PROJECT = {
    "title": "A perfectly good project",
    "description": "It does useful things for people.",
    "tags": ["go"],
    "mediaUrls": [],
}
REGISTER = {"email": "new@example.com", "username": "newcomer", "password": "Passw0rd!"}

# fmt: off
CASES = [
    # Auth: register, login, logout, password recovery.
    Case("register-malformed-json", "POST", "/api/auth/register", 400, raw=b'{"email": "a@example.com",', headers=JSON,
         anonymous=True),
    Case("register-nested-100k-over-limit", "POST", "/api/auth/register", 413, raw=nested(100_000), headers=JSON,
         anonymous=True),
    Case("register-nested-30k", "POST", "/api/auth/register", 400, raw=nested(30_000), headers=JSON, anonymous=True),
    Case("register-nested-objects", "POST", "/api/auth/register", 400,
         raw=b'{"email":' + b'{"a":' * 5000 + b'1' + b'}' * 5000 + b'}', headers=JSON, anonymous=True),
    Case("register-wrong-types", "POST", "/api/auth/register", 400,
         body={"email": 1, "username": [], "password": {}}, anonymous=True),
    Case("register-nul-in-password", "POST", "/api/auth/register", 400,
         body={**REGISTER, "password": "Passw0rd!" + NUL}, anonymous=True),
    Case("register-nul-in-username", "POST", "/api/auth/register", 400,
         body={**REGISTER, "username": "new" + NUL + "comer"}, anonymous=True),
    Case("register-control-chars-in-username", "POST", "/api/auth/register", 400,
         body={**REGISTER, "username": "new\x1b[31mcomer"}, anonymous=True),
    Case("register-huge-email", "POST", "/api/auth/register", 400,
         body={**REGISTER, "email": "a" * 60_000 + "@example.com"}, anonymous=True),
    Case("register-body-over-64k", "POST", "/api/auth/register", 413,
         body={**REGISTER, "padding": "x" * 70_000}, anonymous=True),
    Case("register-text-plain", "POST", "/api/auth/register", 415, raw=b'{"email": "a@example.com"}',
         headers={"Content-Type": "text/plain"}, anonymous=True),
    Case("register-form-encoded", "POST", "/api/auth/register", 415, raw=b"email=a%40example.com&username=abc",
         headers={"Content-Type": "application/x-www-form-urlencoded"}, anonymous=True),
    Case("register-empty-body", "POST", "/api/auth/register", 400, raw=b"", headers=JSON, anonymous=True),
    Case("register-array-body", "POST", "/api/auth/register", 400, body=[REGISTER], anonymous=True),
    Case("register-null-body", "POST", "/api/auth/register", 400, raw=b"null", headers=JSON, anonymous=True),
    Case("register-duplicate-keys-last-wins", "POST", "/api/auth/register", 400,
         raw=b'{"email": "new@example.com", "username": "newcomer", "password": "Passw0rd!", "password": "short"}',
         headers=JSON, anonymous=True),
    Case("register-utf16-bom", "POST", "/api/auth/register", 400,
         raw=b"\xff\xfe" + '{"email": "a@example.com"}'.encode("utf-16-le"), headers=JSON, anonymous=True),
    Case("register-invalid-utf8", "POST", "/api/auth/register", 400,
         raw=b'{"email": "\xc3\x28@example.com", "username": "newcomer", "password": "Passw0rd!"}', headers=JSON,
         anonymous=True),
    Case("register-lone-surrogate", "POST", "/api/auth/register", 400,
         raw=b'{"email": "new@example.com", "username": "newcomer", "password": "Passw0rd!\\ud800"}', headers=JSON,
         anonymous=True),
    Case("login-number-1e400", "POST", "/api/auth/login", 400, raw=b'{"email": 1e400, "password": "Passw0rd!"}',
         headers=JSON, anonymous=True),
    Case("login-nul-in-password", "POST", "/api/auth/login", 400,
         body={"email": "someone@example.com", "password": "Passw0rd" + NUL}, anonymous=True),
    Case("login-operator-object", "POST", "/api/auth/login", 400,
         body={"email": {"$ne": ""}, "password": {"$ne": ""}}, anonymous=True),
    Case("forgot-password-wrong-type", "POST", "/api/auth/forgot-password", 400, body={"email": ["a@example.com"]},
         anonymous=True),
    Case("reset-password-huge-token", "POST", "/api/auth/reset-password", 400,
         body={"token": "t" * 10_000, "password": "Passw0rd!"}, anonymous=True),
    Case("logout-text-body", "POST", "/api/auth/logout", 415, raw=b"bye", headers={"Content-Type": "text/plain"}),
    Case("me-nul-in-query", "GET", "/api/auth/me?x=%00", 400),
    # Profile.
    Case("profile-rate-2-64", "PATCH", "/api/auth/profile", 400, body={"hourlyRate": BIG}),
    Case("profile-rate-1e400", "PATCH", "/api/auth/profile", 400, raw=b'{"hourlyRate": 1e400}', headers=JSON),
    Case("profile-rate-text", "PATCH", "/api/auth/profile", 400, body={"hourlyRate": "50"}),
    Case("profile-rate-negative", "PATCH", "/api/auth/profile", 400, body={"hourlyRate": -1}),
    Case("profile-skills-thousand", "PATCH", "/api/auth/profile", 400, body={"skills": ["Python"] * 1000}),
    Case("profile-skills-unknown", "PATCH", "/api/auth/profile", 400, body={"skills": ["Python", "Sorcery"]}),
    Case("profile-display-name-nul", "PATCH", "/api/auth/profile", 400, body={"displayName": "Me" + NUL}),
    Case("profile-bio-too-long", "PATCH", "/api/auth/profile", 400, body={"bio": "b" * 501}),
    Case("profile-avatar-style-unknown", "PATCH", "/api/auth/profile", 400, body={"avatarStyle": "../../etc/passwd"}),
    Case("profile-photo-javascript", "PATCH", "/api/auth/profile", 400, body={"profilePhoto": "javascript:alert(1)"}),
    Case("profile-available-text", "PATCH", "/api/auth/profile", 400, body={"isAvailableForWork": "yes"}),
    Case("profile-array-body", "PATCH", "/api/auth/profile", 400, body=[{"bio": "x"}]),
    # Unknown fields are ignored: no field a member may not set changes (mass assignment).
    Case("profile-only-unknown-fields", "PATCH", "/api/auth/profile", 200,
         body={"role": "admin", "status": "banned", "email": "thief@example.com", "passwordHash": "x", "id": 1,
               "username": "renamed", "projectCount": 99, "createdAt": "2000-01-01T00:00:00Z", "is_admin": True}),
    Case("project-only-unknown-fields", "PATCH", "/api/projects/{project}", 200,
         body={"userId": "{other}", "upvotesCount": 999, "views": 10**6, "hidden": True, "commentCount": 7, "id": 99}),
    Case("profile-anonymous", "PATCH", "/api/auth/profile", 401, body={"bio": "x"}, anonymous=True),
    # Threads, their comments and votes.
    Case("thread-title-nul", "POST", "/api/threads", 400, body={**THREAD, "title": "Title" + NUL + "here"}),
    Case("thread-tag-nul", "POST", "/api/threads", 400, body={**THREAD, "tags": ["py" + NUL]}),
    Case("thread-eleven-tags", "POST", "/api/threads", 400, body={**THREAD, "tags": [f"t{n}" for n in range(11)]}),
    Case("thread-tags-not-a-list", "POST", "/api/threads", 400, body={**THREAD, "tags": "python,go"}),
    Case("thread-tags-nested-deep", "POST", "/api/threads", 400,
         raw=b'{"title": "A good title", "body": "Body", "tags": ' + nested(1000) + b'}', headers=JSON),
    Case("thread-title-number", "POST", "/api/threads", 400, body={**THREAD, "title": 12345678}),
    Case("thread-body-megabyte", "POST", "/api/threads", 413, body={**THREAD, "body": "x" * 1_000_000}),
    Case("thread-text-html", "POST", "/api/threads", 415, raw=b"<p>hello</p>", headers={"Content-Type": "text/html"}),
    Case("thread-chunked-text", "POST", "/api/threads", 415, raw=b"title=hello",
         headers={"Content-Type": "text/plain"}, chunked=True),
    Case("thread-no-content-type", "POST", "/api/threads", 415, raw=b'{"title": "A good title"}',
         headers={"Content-Type": ""}),
    Case("thread-gzip-that-is-not", "POST", "/api/threads", 400, raw=b'{"title": "A good title"}', headers=GZIP),
    Case("thread-gzip-bomb", "POST", "/api/threads", 413, raw=gzip.compress(b'{"title": "' + b" " * 10_000_000 + b'"}'),
         headers=GZIP),
    Case("thread-anonymous", "POST", "/api/threads", 401, body=THREAD, anonymous=True),
    Case("thread-path-nul", "GET", "/api/threads/%00", 404),
    Case("thread-path-dot-segments", "GET", "/api/threads/1/../../etc", 404),
    Case("thread-path-encoded-dots", "GET", "/api/threads/%2e%2e%2f%2e%2e%2fetc%2fpasswd", 404),
    Case("thread-path-zero", "GET", "/api/threads/0", 404),
    Case("thread-path-negative", "GET", "/api/threads/-1", 404),
    Case("thread-path-32-bit-overflow", "GET", f"/api/threads/{OUT_OF_32_BITS}", 404),
    Case("thread-path-11-digits", "GET", "/api/threads/99999999999", 404),
    Case("thread-path-exponent", "GET", "/api/threads/1e3", 404),
    Case("thread-path-hex", "GET", "/api/threads/0x10", 404),
    Case("thread-path-unicode-digits", "GET", "/api/threads/%D9%A1", 404),  # Arabic-Indic one
    Case("thread-put-not-allowed", "PUT", "/api/threads", 405, body=THREAD),
    Case("thread-put-not-allowed-on-one", "PUT", "/api/threads/{thread}", 405, body=THREAD),
    Case("threads-limit-2-64", "GET", f"/api/threads?limit={BIG}", 400),
    Case("threads-limit-negative", "GET", "/api/threads?limit=-1", 400),
    Case("threads-sort-nul", "GET", "/api/threads?sortBy=%00", 400),
    Case("threads-cursor-not-ours", "GET", f"/api/threads?sortBy=latest&cursor={encode_cursor([2**40])}", 400),
    Case("threads-cursor-wrong-size", "GET", f"/api/threads?sortBy=popular&cursor={encode_cursor([1])}", 400),
    Case("threads-cursor-garbage", "GET", "/api/threads?cursor=%27%3B%20DROP%20TABLE%20threads%3B--", 400),
    Case("thread-vote-sideways", "POST", "/api/threads/{thread}/vote", 400, body={"voteType": "sideways"}),
    Case("thread-vote-null", "POST", "/api/threads/{thread}/vote", 400, body={"voteType": None}),
    Case("thread-vote-32-bit-overflow", "POST", f"/api/threads/{OUT_OF_32_BITS}/vote", 404,
         body={"voteType": "upvote"}),
    Case("thread-comment-nul", "POST", "/api/threads/{thread}/comments", 400, body={"body": "Hi" + NUL}),
    Case("thread-comment-too-long", "POST", "/api/threads/{thread}/comments", 400, body={"body": "c" * 5001}),
    Case("thread-comment-operator", "POST", "/api/threads/{thread}/comments", 400, body={"body": {"$gt": ""}}),
    Case("thread-comments-limit-zero", "GET", "/api/threads/{thread}/comments?limit=0", 400),
    # Projects and project votes.
    Case("project-nested-100k", "POST", "/api/projects", 400, raw=nested(100_000), headers=JSON),
    Case("project-demo-javascript", "POST", "/api/projects", 400, body={**PROJECT, "demoUrl": "javascript:alert(1)"}),
    Case("project-media-remote-url", "POST", "/api/projects", 400, body={**PROJECT, "mediaUrls": ["http://evil/x.png"]}),
    Case("project-media-bad-base64", "POST", "/api/projects", 400,
         body={**PROJECT, "mediaUrls": ["data:image/png;base64,@@@not base64@@@"]}),
    Case("project-patch-title-nul", "PATCH", "/api/projects/{project}", 400, body={"title": "Title" + NUL}),
    Case("project-patch-tags-object", "PATCH", "/api/projects/{project}", 400, body={"tags": {"a": 1}}),
    Case("project-path-32-bit-overflow", "PATCH", f"/api/projects/{OUT_OF_32_BITS}", 404,
         body={"title": "A new title"}),
    Case("vote-project-id-2-64", "POST", "/api/votes", 404, body={"projectId": BIG, "voteType": "upvote"}),
    Case("vote-project-id-text", "POST", "/api/votes", 400, body={"projectId": "1", "voteType": "upvote"}),
    Case("vote-project-id-fraction", "POST", "/api/votes", 400, body={"projectId": 1.5, "voteType": "upvote"}),
    Case("vote-project-id-boolean", "POST", "/api/votes", 400, body={"projectId": True, "voteType": "upvote"}),
    Case("vote-project-id-1e400", "POST", "/api/votes", 400, raw=b'{"projectId": 1e400, "voteType": "upvote"}',
         headers=JSON),
    Case("vote-project-path-letters", "GET", "/api/votes/project/abc", 404),
    Case("projects-cursor-nul", "GET", "/api/projects?sortBy=popular&cursor=%00", 400),
    # Feed posts, likes and shares.
    Case("post-content-nul", "POST", "/api/posts", 400, body={"content": "Hello" + NUL}),
    Case("post-empty-object", "POST", "/api/posts", 400, body={}),
    Case("post-five-images", "POST", "/api/posts", 400, body={"content": "x", "mediaUrls": ["/media/a.png"] * 5}),
    Case("post-tags-numbers", "POST", "/api/posts", 400, body={"content": "Hello", "tags": [1, 2]}),
    Case("post-content-too-long", "POST", "/api/posts", 400, body={"content": "p" * 5001}),
    Case("post-like-text-body", "POST", "/api/posts/{post}/like", 415, raw=b"like",
         headers={"Content-Type": "text/plain"}),
    Case("post-like-32-bit-overflow", "POST", f"/api/posts/{OUT_OF_32_BITS}/like", 404),
    Case("post-share-32-bit-overflow", "POST", f"/api/posts/{OUT_OF_32_BITS}/share", 404),
    Case("posts-scope-unknown", "GET", "/api/posts?scope=enemies", 400),
    Case("posts-anonymous", "GET", "/api/posts", 401, anonymous=True),
    # Friends.
    Case("friend-request-id-text", "POST", "/api/friends/request", 400, body={"addresseeId": "abc"}),
    Case("friend-request-id-2-64", "POST", "/api/friends/request", 404, body={"addresseeId": BIG}),
    Case("friend-request-id-negative", "POST", "/api/friends/request", 400, body={"addresseeId": -5}),
    Case("friend-request-self", "POST", "/api/friends/request", 400, body={"addresseeId": "{me}"}),
    Case("friend-respond-maybe", "PATCH", "/api/friends/respond/{friendship}", 400, body={"response": "maybe"}),
    Case("friend-respond-id-list", "POST", "/api/friends/respond", 400,
         body={"friendshipId": [], "response": "accepted"}),
    Case("friend-remove-nul", "DELETE", "/api/friends/%00", 404),
    Case("friend-status-32-bit-overflow", "GET", f"/api/friends/status/{OUT_OF_32_BITS}", 404),
    # Messages and conversations.
    Case("message-nul", "POST", "/api/messages", 400, body={"toUserId": "{other}", "message": "Hi" + NUL}),
    Case("message-too-long", "POST", "/api/messages", 400, body={"toUserId": "{other}", "message": "m" * 1001}),
    Case("message-blank", "POST", "/api/messages", 400, body={"toUserId": "{other}", "message": " \t\n "}),
    Case("message-subject-too-long", "POST", "/api/messages", 400,
         body={"toUserId": "{other}", "message": "Hi", "subject": "s" * 101}),
    Case("message-to-32-bit-overflow", "POST", "/api/messages", 404,
         body={"toUserId": OUT_OF_32_BITS, "message": "Hi"}),
    Case("message-control-chars-only", "POST", "/api/messages", 400, body={"toUserId": "{other}", "message": NUL * 3}),
    Case("conversation-limit-201", "GET", "/api/conversations/{other}?limit=201", 400),
    Case("message-delete-11-digits", "DELETE", "/api/messages/99999999999", 404),
    Case("conversation-delete-zero", "DELETE", "/api/conversations/0", 404),
    # Reports.
    Case("report-type-unknown", "POST", "/api/reports", 400,
         body={"resourceType": "database", "resourceId": 1, "reason": "Spam"}),
    Case("report-id-1e400", "POST", "/api/reports", 400,
         raw=b'{"resourceType": "thread", "resourceId": 1e400, "reason": "Spam"}', headers=JSON),
    Case("report-reason-nul", "POST", "/api/reports", 400,
         body={"resourceType": "thread", "resourceId": "{thread}", "reason": "Spam" + NUL}),
    Case("report-reason-missing", "POST", "/api/reports", 400,
         body={"resourceType": "thread", "resourceId": "{thread}"}),
    Case("report-id-32-bit-overflow", "POST", "/api/reports", 404,
         body={"resourceType": "user", "resourceId": OUT_OF_32_BITS, "reason": "Spam"}),
    # Users and the directory.
    Case("users-price-unknown", "GET", "/api/users?price=free", 400),
    Case("users-search-nul", "GET", "/api/users?search=%00", 400),
    Case("user-path-zero", "GET", "/api/users/0", 404),
    Case("user-projects-limit-1000", "GET", "/api/users/{me}/projects?limit=1000", 400),
    Case("user-threads-path-32-bit-overflow", "GET", f"/api/users/{OUT_OF_32_BITS}/threads", 404),
    # Trends, analytics, plans.
    Case("analytics-path-letters", "GET", "/api/analytics/user/abc", 404),
    Case("analytics-path-32-bit-overflow", "GET", f"/api/analytics/user/{OUT_OF_32_BITS}", 404),
    Case("hashtags-nul-in-query-name", "GET", "/api/hashtags/trending?%00=1", 400),
    Case("users-trending-anonymous", "GET", "/api/users/trending", 401, anonymous=True),
    Case("subscription-tier-gold", "POST", "/api/subscriptions/create", 400, body={"tier": "gold"}),
    Case("unknown-api-path", "GET", "/api/%00/../admin", 404),
]
# fmt: on


@pytest.fixture(scope="module", params=BACKENDS)
def module_settings_(request, tmp_path_factory) -> Settings:
    return module_settings(request.param, tmp_path_factory.mktemp(request.param), request)


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(module_settings_) -> World:
    """One server per backend for the module. A member signed in ("me") with a thread and a
    project; another member with a project, a post, a message and a friend request to "me"."""
    async with served(module_settings_) as client:
        me, me_user = await register(client.server, "me_member")
        other, other_user = await register(client.server, "other_member")
        world = World(me, me_user, other, other_user, {"me": me_user["id"], "other": other_user["id"]})
        world.anonymous = Agent(client.server)
        world.ids["thread"] = (await created(me, "/api/threads", THREAD))["id"]
        world.ids["project"] = (await created(me, "/api/projects", PROJECT))["id"]
        their_project = {**PROJECT, "title": "Their project"}
        world.ids["other_project"] = (await created(other, "/api/projects", their_project))["id"]
        world.ids["post"] = (await created(other, "/api/posts", {"content": "Hello #world"}))["id"]
        message = {"toUserId": me_user["id"], "message": "Hi"}
        world.ids["message"] = (await created(other, "/api/messages", message))["id"]
        world.ids["friendship"] = (await created(other, "/api/friends/request", {"addresseeId": me_user["id"]}))["id"]
        try:
            yield world
        finally:
            for agent in (me, other, world.anonymous):
                await agent.session.close()


def test_there_are_at_least_sixty_hand_made_cases():
    assert len(CASES) >= 60
    assert len({case.name for case in CASES}) == len(CASES)


# One server and one world per backend, shared by the module's cases (each case is its own test).
@pytest.mark.asyncio(loop_scope="module")
@pytest.mark.parametrize("case", CASES, ids=str)
async def test_bad_input_is_refused_cleanly_and_changes_nothing(case: Case, world: World):
    agent = world.anonymous if case.anonymous else world.me
    body = fill(case.body, world.ids)
    path = case.path.format(**world.ids) if "{" in case.path else case.path
    before = await snapshot()
    response = await send(agent, case.method, path, body=body, raw=case.raw, headers=case.headers, chunked=case.chunked)
    text = await response.text()
    assert response.status < 500, text
    assert response.status == case.status, text
    if response.status >= 400:
        await assert_envelope(response)
    if response.status == 405:
        assert response.headers.get("Allow"), response.headers
    assert changed_tables(before, await snapshot()) == []
    # The member is still signed in and the server still answers.
    assert (await world.me.get("/api/auth/me")).status == 200


@pytest.mark.asyncio(loop_scope="module")
async def test_the_snapshot_sees_a_change(world: World):
    """Guards the helper above: a real write shows up in the snapshot, so "nothing changed" means something."""
    before = await snapshot()
    response = await world.me.patch("/api/auth/profile", json={"bio": "Changed by the snapshot check"})
    assert response.status == 200, await response.text()
    assert changed_tables(before, await snapshot()) == ["users"]
    response = await world.me.patch("/api/auth/profile", json={"bio": world.me_user["bio"]})
    assert response.status == 200, await response.text()


NUL_CASES = [case for case in CASES if case.status == 400 and "\\u0000" in json.dumps(case.body)]


def _operation(document: dict, method: str, path: str) -> dict:
    """The document's operation for a case's path ("/api/threads/{thread}/comments" is "/api/threads/{id}/comments")."""
    shape = re.sub(r"\{[^}]*\}", "{}", path.split("?")[0])
    for template, operations in document["paths"].items():
        if re.sub(r"\{[^}]*\}", "{}", template) == shape and method.lower() in operations:
            return operations[method.lower()]
    raise AssertionError(f"{method} {path} is not in the document")


@pytest.mark.asyncio(loop_scope="module")
@pytest.mark.parametrize("case", NUL_CASES, ids=str)
async def test_the_document_refuses_the_nul_the_server_refuses(case: Case, world: World):
    """Clients generated from GET /api/openapi.json (and the contract test) must not be told that a
    NUL in a password, a tag or any other text is fine when the server answers 400."""
    response = await world.anonymous.get("/api/openapi.json")
    assert response.status == 200
    document = await response.json()
    schema = _operation(document, case.method, case.path)["requestBody"]["content"]["application/json"]["schema"]
    validator = Draft202012Validator({**schema, "components": document["components"]})
    body = fill(case.body, world.ids)
    assert not validator.is_valid(body), f"the document accepts {body!r}"
    if case.name != "message-control-chars-only":  # nothing but NULs: empty without them
        clean = fill(json.loads(json.dumps(case.body).replace("\\u0000", "")), world.ids)
        assert validator.is_valid(clean), f"the document refuses {clean!r} even without its NUL"


@pytest.mark.asyncio(loop_scope="module")
async def test_fields_a_member_may_not_set_are_ignored_when_creating(world: World):
    """Mass assignment: an owner, an id, counters, a date or a moderation flag sent with a new
    thread, post or message are ignored; the session's member owns it and its counts start at 0."""
    forged = {
        "userId": world.ids["other"],
        "user": world.other_user,
        "id": 10**6,
        "upvotes": 500,
        "score": 500,
        "commentCount": 9,
        "views": 9,
        "likesCount": 9,
        "sharesCount": 9,
        "hidden": True,
        "createdAt": "2000-01-01T00:00:00.000Z",
        "fromUserId": world.ids["other"],
        "readAt": "2000-01-01",
    }
    thread = await created(world.me, "/api/threads", {**forged, **THREAD})
    assert (thread["user"]["id"], thread["upvotes"], thread["commentCount"], thread["views"]) == (
        world.ids["me"],
        0,
        0,
        0,
    )
    assert thread["id"] != 10**6 and not thread["createdAt"].startswith("2000")
    assert (await world.anonymous.get(f"/api/threads/{thread['id']}")).status == 200  # not hidden
    post = await created(world.me, "/api/posts", {**forged, "content": "Forged fields"})
    assert (post["user"]["id"], post["likesCount"], post["sharesCount"], post["commentsCount"]) == (
        world.ids["me"],
        0,
        0,
        0,
    )
    message = await created(world.me, "/api/messages", {**forged, "toUserId": world.ids["other"], "message": "Hi"})
    sent = (message["fromUserId"], message["toUserId"], message["readAt"])
    assert sent == (world.ids["me"], world.ids["other"], None)
