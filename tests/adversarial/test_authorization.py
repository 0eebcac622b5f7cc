"""The authorization matrix: every private resource times every action that applies to it times
three outsiders (an anonymous visitor, another member, a banned member).

Private here means what API.md keeps to some people: content a moderator hid (404 to everyone
else), a member's own project, analytics and profile, a conversation and its messages, a
friendship and a friend request. Each cell is one request by one outsider; it must be refused as
API.md says (401 not signed in, 403 signed in but not yours, 404 not visible to you, 405 no such
operation) or, for a list, leave the private rows out. In every cell no row of any table changes,
and no answer carries a private field (email, role, status, password hash, token, unread count) or
any of the owner's private text (their email, their messages, what was hidden).

The banned member had a session when the moderator banned them: that cookie is what they send,
its session row put back after the ban so that the member's status alone must refuse it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
import pytest_asyncio

from devnet_api.models.accounts import AuthSession, User
from devnet_api.services import moderation
from devnet_api.settings import Settings
from tests.adversarial.world import (
    PASSWORD,
    assert_envelope,
    changed_tables,
    created,
    fill,
    module_settings,
    private_fields_in,
    register,
    send,
    served,
    snapshot,
)
from tests.api.test_profile import data_url, image_bytes
from tests.conftest import BACKENDS, Agent

OUTSIDERS = ("anonymous", "member", "banned")
# Text only the owners may ever see: if any answer to an outsider holds one, something leaked.
SECRETS = {
    "alice_owner@example.com",
    "bob_partner@example.com",
    "carol_asker@example.com",
    "Secret plans for the launch, only for Bob",
    "Bob's secret answer to Alice",
    "Hidden thread about zanzibar",
    "Hidden project about zanzibar",
    "Hidden post about zanzibar",
    "Hidden comment about zanzibar",
}
NOT_SIGNED_IN = 401


@dataclass
class Cell:
    """One action on one resource; ``expect`` is the answer per outsider (anonymous, member, banned)."""

    resource: str
    action: str
    method: str
    path: str
    expect: tuple[int, int, int]
    body: Any = None
    # For a 200 (a list, a status): what the answer must be, the private rows left out.
    answer: Any = None

    def status(self, outsider: str) -> int:
        return self.expect[OUTSIDERS.index(outsider)]


WRITE = (401, 404, 401)  # a signed-in action on something not visible to the outsider
GONE = (404, 404, 404)  # a public read of something hidden
OWN = (401, 403, 401)  # an author's action (edit, delete, versions) on what the outsider can see

CELLS = [
    # A thread a moderator hid: gone for everyone but the moderators.
    Cell("thread", "read", "GET", "/api/threads/{hidden_thread}", GONE),
    Cell("thread", "list", "GET", "/api/threads?searchQuery=zanzibar", (200, 200, 200), answer=[]),
    Cell("thread", "list-by-author", "GET", "/api/users/{alice}/threads", (200, 200, 200), answer="without:thread"),
    Cell("thread", "list-latest", "GET", "/api/threads/latest", (401, 200, 401), answer="without:thread"),
    Cell("thread", "list-tags", "GET", "/api/threads/tags", (200, 200, 200), answer="no-hidden-tag"),
    Cell("thread", "read-comments", "GET", "/api/threads/{hidden_thread}/comments", GONE),
    Cell("thread", "comment", "POST", "/api/threads/{hidden_thread}/comments", WRITE, body={"body": "Me too"}),
    Cell("thread", "vote", "POST", "/api/threads/{hidden_thread}/vote", WRITE, body={"voteType": "downvote"}),
    Cell("thread", "read-vote", "GET", "/api/threads/{hidden_thread}/vote", WRITE),
    Cell("thread", "unvote", "DELETE", "/api/threads/{hidden_thread}/vote", WRITE),
    # Alice's visible thread: only she edits or deletes it, only she (and moderators) read its versions.
    Cell(
        "thread",
        "edit",
        "PATCH",
        "/api/threads/{thread}",
        OWN,
        body={"title": "Defaced title", "body": "Defaced body, long enough to pass.", "tags": []},
    ),
    Cell("thread", "delete", "DELETE", "/api/threads/{thread}", OWN),
    Cell("thread", "versions", "GET", "/api/threads/{thread}/versions", OWN),
    Cell("thread", "hidden-versions", "GET", "/api/threads/{hidden_thread}/versions", WRITE),
    Cell(
        "thread",
        "hidden-edit",
        "PATCH",
        "/api/threads/{hidden_thread}",
        WRITE,
        body={"title": "Defaced title", "body": "Defaced body, long enough to pass.", "tags": []},
    ),
    Cell(
        "thread",
        "report",
        "POST",
        "/api/reports",
        WRITE,
        body={"resourceType": "thread", "resourceId": "{hidden_thread}", "reason": "Spam"},
    ),
    # Alice's project: only she edits it; the hidden one is gone.
    Cell("project", "edit", "PATCH", "/api/projects/{project}", (401, 403, 401), body={"title": "Defaced project"}),
    Cell(
        "project",
        "edit-links",
        "PATCH",
        "/api/projects/{project}",
        (401, 403, 401),
        body={"demoUrl": "https://evil.example.com/phish"},
    ),
    Cell("project", "read", "GET", "/api/projects/{hidden_project}", GONE),
    Cell("project", "list", "GET", "/api/projects?searchQuery=zanzibar", (200, 200, 200), answer=[]),
    Cell("project", "list-by-owner", "GET", "/api/users/{alice}/projects", (200, 200, 200), answer="without:project"),
    Cell(
        "project",
        "report",
        "POST",
        "/api/reports",
        WRITE,
        body={"resourceType": "project", "resourceId": "{hidden_project}", "reason": "Spam"},
    ),
    Cell("project", "list-top", "GET", "/api/projects/top", (401, 200, 401), answer="without:project"),
    Cell("project", "list-tags", "GET", "/api/projects/tags", (200, 200, 200), answer="no-hidden-tag"),
    Cell("project", "read-comments", "GET", "/api/projects/{hidden_project}/comments", GONE),
    Cell("project", "comment", "POST", "/api/projects/{hidden_project}/comments", WRITE, body={"body": "Nice"}),
    Cell(
        "project", "vote", "POST", "/api/votes", WRITE, body={"projectId": "{hidden_project}", "voteType": "downvote"}
    ),
    Cell("project", "read-vote", "GET", "/api/votes/project/{hidden_project}", WRITE),
    Cell("project", "unvote", "DELETE", "/api/votes/project/{hidden_project}", WRITE),
    Cell("project", "delete", "DELETE", "/api/projects/{project}", (405, 405, 405)),
    # Alice's project images: only she replaces or removes them.
    Cell("image", "remove", "PATCH", "/api/projects/{project}", (401, 403, 401), body={"mediaUrls": []}),
    Cell(
        "image",
        "replace",
        "PATCH",
        "/api/projects/{project}",
        (401, 403, 401),
        body={"mediaUrls": [data_url(image_bytes(color="red"))]},
    ),
    # A comment a moderator hid, under a visible thread.
    Cell("comment", "list", "GET", "/api/threads/{thread}/comments", (200, 200, 200), answer="without:comment"),
    Cell("comment", "edit", "PATCH", "/api/comments/{hidden_comment}", WRITE, body={"body": "Edited"}),
    Cell("comment", "delete", "DELETE", "/api/comments/{hidden_comment}", WRITE),
    Cell(
        "comment",
        "report",
        "POST",
        "/api/reports",
        WRITE,
        body={"resourceType": "comment", "resourceId": "{hidden_comment}", "reason": "Spam"},
    ),
    # A feed post a moderator hid.
    Cell("post", "list", "GET", "/api/posts", (401, 200, 401), answer="without:post"),
    Cell("post", "like", "POST", "/api/posts/{hidden_post}/like", WRITE),
    Cell("post", "unlike", "DELETE", "/api/posts/{hidden_post}/like", WRITE),
    Cell("post", "share", "POST", "/api/posts/{hidden_post}/share", WRITE),
    Cell(
        "post",
        "report",
        "POST",
        "/api/reports",
        WRITE,
        body={"resourceType": "post", "resourceId": "{hidden_post}", "reason": "Spam"},
    ),
    Cell("post", "read-comments", "GET", "/api/posts/{hidden_post}/comments", GONE),
    Cell("post", "comment", "POST", "/api/posts/{hidden_post}/comments", WRITE, body={"body": "First"}),
    Cell("post", "edit", "PATCH", "/api/posts/{post}", OWN, body={"content": "Defaced"}),
    Cell("post", "delete", "DELETE", "/api/posts/{post}", OWN),
    Cell("post", "versions", "GET", "/api/posts/{post}/versions", OWN),
    Cell("post", "hidden-edit", "PATCH", "/api/posts/{hidden_post}", WRITE, body={"content": "Defaced"}),
    Cell("post", "hidden-delete", "DELETE", "/api/posts/{hidden_post}", WRITE),
    # Alice and Bob's conversation: an outsider only ever reaches their own (empty) one.
    Cell("conversation", "read-with-partner", "GET", "/api/conversations/{bob}", (401, 200, 401), answer=[]),
    Cell("conversation", "read-with-owner", "GET", "/api/conversations/{alice}", (401, 200, 401), answer=[]),
    Cell("conversation", "list", "GET", "/api/messages", (401, 200, 401), answer=[]),
    Cell("conversation", "delete", "DELETE", "/api/conversations/{bob}", WRITE),
    # One of their messages.
    Cell(
        "message",
        "report",
        "POST",
        "/api/reports",
        WRITE,
        body={"resourceType": "message", "resourceId": "{message}", "reason": "Spam"},
    ),
    Cell("message", "delete", "DELETE", "/api/messages/{message}", WRITE),
    Cell("message", "delete-reply", "DELETE", "/api/messages/{reply}", WRITE),
    Cell("message", "read", "GET", "/api/messages/{message}", (405, 405, 405)),
    Cell("message", "edit", "PATCH", "/api/messages/{message}", WRITE, body={"message": "Forged"}),
    Cell("message", "delete-for-everyone", "DELETE", "/api/messages/{message}?forEveryone=true", WRITE),
    # Alice and Bob's friendship.
    Cell("friendship", "end", "DELETE", "/api/friends/{alice}", WRITE),
    Cell("friendship", "answer", "PATCH", "/api/friends/respond/{friendship}", WRITE, body={"response": "blocked"}),
    Cell("friendship", "list", "GET", "/api/friends", (401, 200, 401), answer=[]),
    Cell(
        "friendship",
        "status",
        "GET",
        "/api/friends/status/{alice}",
        (401, 200, 401),
        answer={"status": "none", "friendship": None},
    ),
    # Carol's friend request to Alice, waiting for Alice's answer.
    Cell("friend-request", "accept", "PATCH", "/api/friends/respond/{request}", WRITE, body={"response": "accepted"}),
    Cell(
        "friend-request",
        "decline",
        "POST",
        "/api/friends/respond",
        WRITE,
        body={"friendshipId": "{request}", "response": "blocked"},
    ),
    Cell("friend-request", "list", "GET", "/api/friends/requests", (401, 200, 401), answer=[]),
    # Whom Alice blocked and muted (docs/safety.md): hers alone; nobody else's list shows it.
    Cell("blocks", "list", "GET", "/api/me/blocks", (401, 200, 401), answer=[]),
    # Alice's profile: anyone reads the public part; only she edits it.
    Cell("profile", "list", "GET", "/api/users?search=alice_owner", (200, 200, 200), answer="alice-public"),
    Cell("profile", "edit", "PATCH", "/api/users/{alice}", (405, 405, 405), body={"displayName": "Defaced"}),
    Cell("profile", "delete", "DELETE", "/api/users/{alice}", (405, 405, 405)),
    Cell("profile", "read-own-object", "GET", "/api/auth/me", (401, 200, 401), answer="own"),
    # Alice's analytics.
    Cell("analytics", "read", "GET", "/api/analytics/user/{alice}", (401, 403, 401)),
    # The report Alice filed: moderators work the queue from the CLI; the API never shows one.
    Cell("report", "list", "GET", "/api/reports", (405, 405, 405)),
    Cell("report", "read", "GET", "/api/reports/{report}", GONE),
    Cell("report", "edit", "PATCH", "/api/reports/{report}", GONE, body={"reason": "Withdrawn"}),
    Cell("report", "delete", "DELETE", "/api/reports/{report}", GONE),
    # Alice's notifications (Bob replied to her thread, accepted her request): hers alone.
    Cell("notification", "list", "GET", "/api/notifications", (401, 200, 401), answer=[]),
    Cell(
        "notification", "unread-count", "GET", "/api/notifications/unread-count", (401, 200, 401), answer={"count": 0}
    ),
    Cell("notification", "mark-read", "POST", "/api/notifications/{notification}/read", (401, 404, 401)),
    Cell("notification", "mark-all-read", "POST", "/api/notifications/read-all", (401, 200, 401)),
    Cell(
        "notification",
        "preferences",
        "PUT",
        "/api/me/notification-preferences",
        (401, 200, 401),
        body={"preferences": {}},
    ),
]

# Signed-in members only: the banned member's write is refused like the anonymous one.
CELLS += [
    Cell(
        "report",
        "file",
        "POST",
        "/api/reports",
        (401, 201, 401),
        body={"resourceType": "thread", "resourceId": "{thread}", "reason": "Looks like spam"},
    ),
]


@dataclass
class World:
    ids: dict[str, int]
    agents: dict[str, Agent]
    owners: list[Agent]


@pytest.fixture(scope="module", params=BACKENDS)
def module_settings_(request, tmp_path_factory) -> Settings:
    return module_settings(request.param, tmp_path_factory.mktemp(request.param), request)


async def _hide(moderator: User, kind: str, object_id: int) -> None:
    await moderation.hide(moderator, kind, object_id, "hidden for the authorization matrix")


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def world(module_settings_) -> World:
    """Alice owns one of everything; Bob is her friend and correspondent; Carol asked Alice to be
    friends; Mallory is the other member; Troll is banned after signing in; a moderator hides."""
    async with served(module_settings_) as client:
        server = client.server
        alice, alice_user = await register(server, "alice_owner")
        bob, bob_user = await register(server, "bob_partner")
        carol, carol_user = await register(server, "carol_asker")
        mallory, _ = await register(server, "mallory_member")
        troll, troll_user = await register(server, "troll_banned")
        mod_agent, mod_user = await register(server, "mod_staff")
        await User.filter(id=mod_user["id"]).update(role="moderator")
        moderator = await User.get(id=mod_user["id"])
        anonymous = Agent(server)
        ids = {"alice": alice_user["id"], "bob": bob_user["id"]}

        thread = {
            "title": "A public thread of Alice",
            "body": "Nothing private in this thread at all.",
            "tags": ["tidy"],
        }
        ids["thread"] = (await created(alice, "/api/threads", thread))["id"]
        hidden = {
            "title": "Hidden thread about zanzibar",
            "body": "This thread is hidden by a moderator.",
            "tags": ["zanzibar"],
        }
        ids["hidden_thread"] = (await created(alice, "/api/threads", hidden))["id"]
        project = {
            "title": "Alice's public project",
            "description": "A project with one picture of hers.",
            "tags": ["tidy"],
            "mediaUrls": [data_url(image_bytes())],
            "demoUrl": "https://alice.example.com",
        }
        ids["project"] = (await created(alice, "/api/projects", project))["id"]
        hidden = {
            "title": "Hidden project about zanzibar",
            "description": "This project is hidden by a moderator.",
            "tags": ["zanzibar"],
            "mediaUrls": [],
        }
        ids["hidden_project"] = (await created(alice, "/api/projects", hidden))["id"]
        ids["post"] = (await created(alice, "/api/posts", {"content": "A public post of Alice"}))["id"]
        ids["hidden_post"] = (await created(alice, "/api/posts", {"content": "Hidden post about zanzibar"}))["id"]
        await created(bob, f"/api/threads/{ids['thread']}/comments", {"body": "A public comment of Bob"})
        comment = {"body": "Hidden comment about zanzibar"}
        ids["hidden_comment"] = (await created(alice, f"/api/threads/{ids['thread']}/comments", comment))["id"]
        message = {"toUserId": bob_user["id"], "message": "Secret plans for the launch, only for Bob"}
        ids["message"] = (await created(alice, "/api/messages", message))["id"]
        reply = {"toUserId": alice_user["id"], "message": "Bob's secret answer to Alice"}
        ids["reply"] = (await created(bob, "/api/messages", reply))["id"]
        ids["friendship"] = (await created(alice, "/api/friends/request", {"addresseeId": bob_user["id"]}))["id"]
        response = await bob.patch(f"/api/friends/respond/{ids['friendship']}", json={"response": "accepted"})
        assert response.status == 200, await response.text()
        ids["request"] = (await created(carol, "/api/friends/request", {"addresseeId": alice_user["id"]}))["id"]
        ids["notification"] = (await (await alice.get("/api/notifications")).json())[0]["id"]
        assert (await alice.request("PUT", f"/api/users/{carol_user['id']}/mute")).status == 200
        report = {"resourceType": "user", "resourceId": carol_user["id"], "reason": "Alice's private report"}
        ids["report"] = (await created(alice, "/api/reports", report))["id"]
        for kind in ("thread", "project", "post", "comment"):
            await _hide(moderator, kind, ids[f"hidden_{kind}"])
        assert (await troll.get("/api/auth/me")).status == 200
        sessions = await AuthSession.filter(user_id=troll_user["id"]).values("token_hash", "expires_at")
        await moderation.ban(moderator, await User.get(id=troll_user["id"]), "banned for the authorization matrix")
        # The ban deleted the session rows. Put them back, as if the revocation had been missed (a
        # ban written by another process, a database restored from a backup): the member's status
        # alone must still refuse the cookie.
        for row in sessions:
            await AuthSession.create(user_id=troll_user["id"], **row)
        world = World(ids, {"anonymous": anonymous, "member": mallory, "banned": troll}, [alice, bob, carol, mod_agent])
        try:
            yield world
        finally:
            for agent in (*world.agents.values(), *world.owners):
                await agent.session.close()


def _cases():
    for cell in CELLS:
        for outsider in OUTSIDERS:
            yield pytest.param(cell, outsider, id=f"{cell.resource}-{cell.action}-{outsider}")


def test_the_matrix_covers_every_private_resource_and_outsider():
    resources = {cell.resource for cell in CELLS}
    assert resources >= {
        "thread",
        "project",
        "comment",
        "post",
        "image",
        "conversation",
        "message",
        "friendship",
        "friend-request",
        "profile",
        "analytics",
        "report",
        "blocks",
        "notification",
    }
    assert len(CELLS) * len(OUTSIDERS) >= 150


@pytest.mark.asyncio(loop_scope="module")
@pytest.mark.parametrize(("cell", "outsider"), list(_cases()))
async def test_an_outsider_is_refused_and_changes_nothing(cell: Cell, outsider: str, world: World):
    agent = world.agents[outsider]
    expected = cell.status(outsider)
    before = await snapshot()
    response = await send(agent, cell.method, cell.path.format(**world.ids), body=fill(cell.body, world.ids))
    text = await response.text()
    assert response.status == expected, text
    for secret in SECRETS:
        assert secret not in text, f"{secret!r} leaked to {outsider}"
    if response.status >= 400:
        await assert_envelope(response)
        assert changed_tables(before, await snapshot()) == []
        return
    body = await response.json()
    own = (await (await agent.get("/api/auth/me")).json())["id"] if outsider == "member" else None
    assert private_fields_in(body, allowed_own=own if cell.answer == "own" else None) == [], body
    if isinstance(cell.answer, str) and cell.answer.startswith("without:"):
        hidden = world.ids["hidden_" + cell.answer.split(":")[1]]
        assert body and hidden not in [item["id"] for item in body], body
    elif cell.answer == "no-hidden-tag":
        assert "tidy" in body and "zanzibar" not in body, body
    elif cell.answer == "alice-public":
        assert [user["id"] for user in body] == [world.ids["alice"]], body
    elif cell.answer == "own":
        assert body["id"] == own, body
    elif cell.answer is not None:
        assert body == cell.answer, body
    if response.status == 201:  # a member's own report about a public thread: the one row it adds
        assert changed_tables(before, await snapshot()) == ["reports"]
    else:
        assert changed_tables(before, await snapshot()) == []


@pytest.mark.asyncio(loop_scope="module")
async def test_the_banned_member_cannot_sign_in_again(world: World):
    """The cookie is revoked, and a fresh sign-in is refused with API.md's 403."""
    agent = world.agents["banned"]
    before = await snapshot()
    response = await agent.post("/api/auth/login", json={"email": "troll_banned@example.com", "password": PASSWORD})
    assert response.status == 403, await response.text()
    assert (await assert_envelope(response))["message"] == "This account has been suspended"
    assert (await agent.get("/api/auth/me")).status == 401
    assert changed_tables(before, await snapshot()) == []
