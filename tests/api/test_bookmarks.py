"""Bookmarks (issue 45, item 2): threads, projects and feed posts kept in folders a member names,
listed at /api/me/bookmarks, private to the member, gone with the item, out of the list while the
item is hidden (the kinds' one visibility rule) and in the data export."""

from __future__ import annotations

import io
import json
import zipfile

import pytest

from devnet_api.app import create_app
from devnet_api.backing import jobs
from devnet_api.models.accounts import User
from devnet_api.services import bookmarks, moderation
from devnet_api.web import keys
from tests.api.helpers import get_json, staff, walk
from tests.api.test_account import export_built

MARKS = "/api/me/bookmarks/marks"
LIST = "/api/me/bookmarks"
FOLDERS = "/api/me/bookmark-folders"


async def call(agent, method: str, path: str, status: int = 200, **kwargs):
    response = await agent.request(method, path, **kwargs)
    assert response.status == status, await response.text()
    return await response.json() if response.status != 204 else None


async def content(agent) -> dict[str, dict]:
    """One thread, one project and one feed post of ``agent``'s."""
    thread = await call(
        agent,
        "POST",
        "/api/threads",
        201,
        json={"title": "Lifetimes in Rust", "body": "Why does the borrow " * 20, "tags": ["rust"]},
    )
    project = await call(
        agent,
        "POST",
        "/api/projects",
        201,
        json={"title": "Pixel editor", "description": "Draws pixels on a canvas.", "tags": [], "mediaUrls": []},
    )
    post = await call(
        agent, "POST", "/api/posts", 201, json={"content": "Shipped #rust 1.0", "mediaUrls": [], "tags": []}
    )
    return {"thread": thread, "project": project, "post": post}


PATH = {"thread": "/api/threads", "project": "/api/projects", "post": "/api/posts"}


async def keep(agent, kind: str, item_id: int, folder_id: int | None = None, status: int = 200):
    body = {} if folder_id is None else {"folderId": folder_id}
    return await call(agent, "PUT", f"{PATH[kind]}/{item_id}/bookmark", status, json=body)


@pytest.fixture
async def app(settings):
    """The export's job in this process on both backends (as tests/api/test_account.py runs it)."""
    app = await create_app(settings)
    app[keys.JOBS] = jobs.InProcess()
    return app


@pytest.fixture
async def pair(make_user):
    ada = await make_user("ada", displayName="Ada Lovelace")
    bob = await make_user("bob_b", displayName="Bob Builder")
    return ada, bob


async def test_a_member_keeps_each_kind_in_named_folders_and_reads_them_back(pair):
    (ada, _), (bob, _) = pair
    items = await content(bob)
    reading = await call(ada, "POST", FOLDERS, 201, json={"name": "  To read "})
    assert reading["name"] == "To read"
    await call(ada, "POST", FOLDERS, 409, json={"name": "To read"})
    await call(ada, "POST", FOLDERS, 400, json={"name": "   "})

    assert await keep(ada, "thread", items["thread"]["id"], reading["id"]) == {
        "kind": "thread",
        "itemId": items["thread"]["id"],
        "folderId": reading["id"],
    }
    await keep(ada, "project", items["project"]["id"])
    await keep(ada, "post", items["post"]["id"], reading["id"])

    listed = await get_json(ada, LIST)
    assert [(b["kind"], b["itemId"]) for b in listed] == [
        ("post", items["post"]["id"]),
        ("project", items["project"]["id"]),
        ("thread", items["thread"]["id"]),
    ]
    post, project, thread = listed
    assert thread["title"] == "Lifetimes in Rust" and len(thread["excerpt"]) == bookmarks.EXCERPT
    assert project["title"] == "Pixel editor" and project["excerpt"] == "Draws pixels on a canvas."
    assert post["title"] is None and post["excerpt"] == "Shipped #rust 1.0"
    assert {b["user"]["username"] for b in listed} == {"bob_b"}
    assert thread["itemCreatedAt"] == items["thread"]["createdAt"]

    in_folder = await get_json(ada, f"{LIST}?folder={reading['id']}")
    assert [b["kind"] for b in in_folder] == ["post", "thread"]
    assert [b["kind"] for b in await get_json(ada, f"{LIST}?folder=none")] == ["project"]
    assert [b["kind"] for b in await get_json(ada, f"{LIST}?kind=thread")] == ["thread"]
    assert await get_json(ada, MARKS) == [
        {"kind": b["kind"], "itemId": b["itemId"], "folderId": b["folderId"]} for b in listed
    ]

    # Keeping it again moves it; removing it twice is no error.
    await keep(ada, "thread", items["thread"]["id"])
    assert [b["kind"] for b in await get_json(ada, f"{LIST}?folder={reading['id']}")] == ["post"]
    await call(ada, "DELETE", f"/api/posts/{items['post']['id']}/bookmark", 204)
    await call(ada, "DELETE", f"/api/posts/{items['post']['id']}/bookmark", 204)
    assert [b["kind"] for b in await get_json(ada, LIST)] == ["project", "thread"]


async def test_bookmarks_and_folders_are_private_to_the_member(pair, client):
    (ada, _), (bob, _) = pair
    items = await content(bob)
    folder = await call(ada, "POST", FOLDERS, 201, json={"name": "Mine"})
    await keep(ada, "thread", items["thread"]["id"], folder["id"])
    assert await get_json(bob, LIST) == [] and await get_json(bob, MARKS) == []
    assert await get_json(bob, FOLDERS) == []
    # Another member's folder is nobody's to them: 404, nothing changed.
    await keep(bob, "thread", items["thread"]["id"], folder["id"], status=404)
    await call(bob, "PATCH", f"{FOLDERS}/{folder['id']}", 404, json={"name": "Taken"})
    await call(bob, "DELETE", f"{FOLDERS}/{folder['id']}", 404)
    assert await get_json(bob, f"{LIST}?folder={folder['id']}") == []
    assert [f["name"] for f in await get_json(ada, FOLDERS)] == ["Mine"]
    for path in (LIST, MARKS, FOLDERS):  # a visitor reads nothing
        assert (await client.get(path)).status == 401


async def test_a_folder_renamed_or_removed_keeps_its_bookmarks(pair):
    (ada, _), (bob, _) = pair
    items = await content(bob)
    folder = await call(ada, "POST", FOLDERS, 201, json={"name": "Rust"})
    other = await call(ada, "POST", FOLDERS, 201, json={"name": "Later"})
    await keep(ada, "thread", items["thread"]["id"], folder["id"])
    assert (await call(ada, "PATCH", f"{FOLDERS}/{folder['id']}", json={"name": "Rust reading"}))["name"] == (
        "Rust reading"
    )
    await call(ada, "PATCH", f"{FOLDERS}/{folder['id']}", 409, json={"name": "Later"})
    assert [f["name"] for f in await get_json(ada, FOLDERS)] == ["Later", "Rust reading"]
    await call(ada, "DELETE", f"{FOLDERS}/{folder['id']}", 204)
    assert [f["id"] for f in await get_json(ada, FOLDERS)] == [other["id"]]
    assert [(b["kind"], b["folderId"]) for b in await get_json(ada, LIST)] == [("thread", None)]


async def test_a_hidden_or_deleted_item_leaves_the_list(pair, make_user):
    (ada, _), (bob, bob_user) = pair
    items = await content(bob)
    for kind, item in items.items():
        await keep(ada, kind, item["id"])
    mod = await staff(make_user)

    await moderation.hide(mod, "thread", items["thread"]["id"], "spam")
    assert [b["kind"] for b in await get_json(ada, LIST)] == ["post", "project"]
    await moderation.unhide(mod, "thread", items["thread"]["id"], "fine")
    assert [b["kind"] for b in await get_json(ada, LIST)] == ["post", "project", "thread"]  # kept all along

    await call(bob, "DELETE", f"/api/posts/{items['post']['id']}", 204)
    assert "post" not in [b["kind"] for b in await get_json(ada, LIST)]
    assert "post" not in [m["kind"] for m in await get_json(ada, MARKS)]  # gone with the item

    await moderation.ban(mod, await User.get(id=bob_user["id"]), "spam")
    assert await get_json(ada, LIST) == []


async def test_a_blocked_authors_items_leave_the_list(pair):
    (ada, _), (bob, bob_user) = pair
    items = await content(bob)
    await keep(ada, "project", items["project"]["id"])
    await call(ada, "PUT", f"/api/users/{bob_user['id']}/block")
    assert await get_json(ada, LIST) == []


async def test_only_what_the_member_can_see_is_kept_and_bad_input_is_refused(pair, make_user):
    (ada, _), (bob, _) = pair
    items = await content(bob)
    mod = await staff(make_user)
    await moderation.hide(mod, "project", items["project"]["id"], "spam")
    assert (await keep(ada, "project", items["project"]["id"], status=404))["message"] == "Project not found"
    assert (await keep(ada, "thread", 2_000_000, status=404))["message"] == "Thread not found"
    assert (await keep(ada, "thread", items["thread"]["id"], 99, status=404))["message"] == "Folder not found"
    await call(ada, "PUT", f"/api/threads/{items['thread']['id']}/bookmark", 400, json={"folderId": "x"})
    for bad in ("abc", "", "0", "07", "99999999999"):  # sent empty is no "absent"
        assert (await call(ada, "GET", f"{LIST}?folder={bad}", 400))["message"] == bookmarks.BAD_FOLDER_FILTER
    assert await get_json(ada, f"{LIST}?folder=9999999999") == []  # a 32-bit id names no folder
    await call(ada, "GET", f"{LIST}?kind=comment", 400)
    await call(ada, "POST", FOLDERS, 400, json={"name": "x" * 41})
    assert (await call(ada, "POST", FOLDERS, 400, json={}))["message"] == bookmarks.FOLDER_NAME_REQUIRED
    assert await get_json(ada, MARKS) == [] and await get_json(ada, FOLDERS) == []


async def test_the_list_pages_through_every_bookmark(pair):
    (ada, _), (bob, _) = pair
    kept = []
    for n in range(5):
        post = await call(bob, "POST", "/api/posts", 201, json={"content": f"Post {n}", "mediaUrls": [], "tags": []})
        kept.append((await keep(ada, "post", post["id"]))["itemId"])
    listed = await get_json(ada, LIST)
    assert len(await walk(ada, f"{LIST}?limit=2")) == 5
    assert [b["itemId"] for b in listed] == kept[::-1]


async def test_the_member_can_keep_at_most_the_limit(pair, monkeypatch):
    (ada, _), (bob, _) = pair
    monkeypatch.setattr(bookmarks, "MAX_BOOKMARKS", 2)
    items = await content(bob)
    await keep(ada, "thread", items["thread"]["id"])
    await keep(ada, "project", items["project"]["id"])
    refused = await keep(ada, "post", items["post"]["id"], status=400)
    assert refused["message"] == bookmarks.TOO_MANY_BOOKMARKS
    await keep(ada, "project", items["project"]["id"])  # moving one kept is no new bookmark


async def test_the_export_holds_the_folders_and_bookmarks(app, pair):
    (ada, _), (bob, _) = pair
    items = await content(bob)
    folder = await call(ada, "POST", FOLDERS, 201, json={"name": "Later"})
    await keep(ada, "thread", items["thread"]["id"], folder["id"])
    await keep(ada, "post", items["post"]["id"])
    await export_built(app, ada)
    response = await ada.get("/api/me/export/download")
    archive = zipfile.ZipFile(io.BytesIO(await response.read()))
    kept = json.loads(archive.read("bookmarks.json"))
    assert [f["name"] for f in kept["folders"]] == ["Later"]
    assert [(b["kind"], b["item_id"], b["folder_id"]) for b in kept["items"]] == [
        ("thread", items["thread"]["id"], folder["id"]),
        ("post", items["post"]["id"], None),
    ]
