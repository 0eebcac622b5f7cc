"""The content-kind registry, and the counters a list shows following hiding and suspension
(issue 12 item 10): a member's thread and project counts, comment counts, tag lists."""

from __future__ import annotations

import pytest

from devnet_api.domain.errors import Conflict
from devnet_api.models.accounts import User
from devnet_api.models.content import TagCount
from devnet_api.schemas.accounts import UserOut
from devnet_api.services import kinds, moderation, tags
from devnet_api.services.content import PUBLIC_USER_FIELDS
from tests.api.helpers import get_json, staff, walk

THREAD = {
    "title": "Async pitfalls in Python",
    "body": "Blocking calls inside the event loop stall every request.",
    "tags": ["python", "asyncio"],
}
PROJECT = {
    "title": "Realtime chat server",
    "description": "An aiohttp chat server with Redis fan-out.",
    "tags": ["python", "redis"],
}


async def created(agent, path: str, payload: dict) -> dict:
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return await response.json()


@pytest.mark.parametrize(
    ("path", "payload", "count", "sorts"),
    [("/api/threads", THREAD, 7, ("latest", "popular")), ("/api/projects", PROJECT, 5, ("latest",))],
)
async def test_every_page_of_a_tag_holds_its_content_once(signed_in, client, path, payload, count, sorts):
    """The cursor also bounds the tag's rows (reads.threads, reads.projects): paging a tag, between
    content of other tags, finds each of its threads or projects once, in order (no votes: the
    popular order is newest first too)."""
    agent, _ = signed_in
    rust = []
    for n in range(count):
        rust.append((await created(agent, path, {**payload, "title": f"Rust work {n}", "tags": ["rust"]}))["id"])
        await created(agent, path, {**payload, "title": f"Go work {n}", "tags": ["go"]})
    for sort in sorts:
        assert await walk(client, f"{path}?tag=rust&sortBy={sort}&limit=2") == rust[::-1], sort


def test_every_kind_names_the_columns_its_seams_use():
    for kind in kinds.KINDS.values():
        fields = kind.model._meta.fields_map
        if kind.owner:
            assert kind.owner in fields, kind.name
        if kind.hideable:
            assert "hidden" in fields, kind.name
        if kind.commentable:
            assert kind.ref.removesuffix("_id") in kinds.COMMENT.model._meta.fields_map and "comment_count" in fields
        if kind.counts_views:
            assert "views" in fields
        if kind.owner_counter:
            assert kind.owner_counter in User._meta.fields_map
        for model in (kind.tag_model, kind.vote_model):
            if model is not None:
                assert kind.ref.removesuffix("_id") in model._meta.fields_map, (kind.name, model)


def test_lists_read_every_user_field_they_show_and_no_other():
    # profilePhotoThumbnail is the stored thumbnail, or the photo when it has none.
    shown = set(UserOut.model_fields) - {"profile_photo_thumbnail"} | {"profile_thumbnail"}
    assert set(PUBLIC_USER_FIELDS) == shown


async def test_hiding_a_thread_lowers_its_authors_thread_count_and_its_tags(make_user, client):
    author, _ = await make_user()
    kept = await created(author, "/api/threads", {**THREAD, "tags": ["python"]})
    gone = await created(author, "/api/threads", THREAD)
    assert kept["user"]["threadCount"] == 1 and gone["user"]["threadCount"] == 2
    assert await get_json(client, "/api/threads/tags") == ["python", "asyncio"]

    await moderation.hide(await staff(make_user), "thread", gone["id"], "off topic")

    assert (await get_json(client, f"/api/threads/{kept['id']}"))["user"]["threadCount"] == 1
    assert [t["user"]["threadCount"] for t in await get_json(client, "/api/threads")] == [1]
    assert await get_json(client, "/api/threads/tags") == ["python"]


async def test_hiding_a_project_lowers_its_authors_project_count(make_user, client):
    author, _ = await make_user()
    kept = await created(author, "/api/projects", PROJECT)
    gone = await created(author, "/api/projects", PROJECT)
    await moderation.hide(await staff(make_user), "project", gone["id"], "off topic")
    assert (await get_json(client, f"/api/projects/{kept['id']}"))["user"]["projectCount"] == 1
    assert await get_json(client, "/api/projects/tags") == ["python", "redis"]


async def test_changing_a_projects_tags_moves_the_tag_list(signed_in, client):
    agent, _ = signed_in
    project = await created(agent, "/api/projects", PROJECT)
    await created(agent, "/api/projects", {**PROJECT, "tags": ["redis"]})
    assert await get_json(client, "/api/projects/tags") == ["redis", "python"]
    response = await agent.patch(f"/api/projects/{project['id']}", json={"tags": ["go"]})
    assert response.status == 200
    assert await get_json(client, "/api/projects/tags") == ["go", "redis"]
    assert await get_json(client, "/api/projects?searchQuery=GO") != []  # the search text follows the tags


async def test_suspending_a_member_takes_their_comments_out_of_the_counts_and_reinstating_puts_them_back(
    make_user, client
):
    author, _ = await make_user()
    troll, troll_user = await make_user()
    mod = await staff(make_user)
    thread = await created(author, "/api/threads", THREAD)
    project = await created(author, "/api/projects", PROJECT)
    await created(troll, "/api/threads", {**THREAD, "tags": ["flame"]})
    for n in range(3):
        await created(troll, f"/api/threads/{thread['id']}/comments", {"body": f"Spam {n}"})
    await created(troll, f"/api/projects/{project['id']}/comments", {"body": "Spam"})
    hidden = await created(troll, f"/api/projects/{project['id']}/comments", {"body": "Hidden spam"})
    await created(author, f"/api/threads/{thread['id']}/comments", {"body": "A real answer"})
    await moderation.hide(mod, "comment", hidden["id"], "spam")
    assert (await get_json(client, f"/api/threads/{thread['id']}"))["commentCount"] == 4
    assert (await get_json(client, f"/api/projects/{project['id']}"))["commentCount"] == 1
    assert "flame" in await get_json(client, "/api/threads/tags")

    troll_row = await User.get(id=troll_user["id"])
    await moderation.ban(mod, troll_row, "trolling")
    with pytest.raises(Conflict):  # already suspended: nothing moves
        await moderation.ban(mod, troll_row, "trolling")

    shown = await get_json(client, f"/api/threads/{thread['id']}")
    assert shown["commentCount"] == len(await get_json(client, f"/api/threads/{thread['id']}/comments")) == 1
    assert (await get_json(client, f"/api/projects/{project['id']}"))["commentCount"] == 0
    assert [t["commentCount"] for t in await get_json(client, "/api/threads?sortBy=comments")] == [1]
    assert "flame" not in await get_json(client, "/api/threads/tags")
    assert (await troll.get("/api/auth/me")).status == 401  # signed out everywhere

    await moderation.unban(mod, troll_row, "appeal")
    assert (await get_json(client, f"/api/threads/{thread['id']}"))["commentCount"] == 4
    assert (await get_json(client, f"/api/projects/{project['id']}"))["commentCount"] == 1  # the hidden one stays out
    assert "flame" in await get_json(client, "/api/threads/tags")


async def test_hiding_a_suspended_members_comment_does_not_count_it_twice(make_user, client):
    author, _ = await make_user()
    troll, troll_user = await make_user()
    mod = await staff(make_user)
    troll_row = await User.get(id=troll_user["id"])
    thread = await created(author, "/api/threads", THREAD)
    spam = await created(troll, f"/api/threads/{thread['id']}/comments", {"body": "Spam"})
    await created(author, f"/api/threads/{thread['id']}/comments", {"body": "A real answer"})
    await moderation.ban(mod, troll_row, "spam")
    await moderation.hide(mod, "comment", spam["id"], "spam")
    await moderation.unban(mod, troll_row, "appeal")
    assert (await get_json(client, f"/api/threads/{thread['id']}"))["commentCount"] == 1


async def test_tag_count_changes_add_up(signed_in):
    await tags.adjust(kinds.THREAD, {"new": 1})
    await tags.adjust(kinds.THREAD, {"new": 1, "other": 2})
    counts = dict(await TagCount.filter(kind="thread").values_list("tag", "uses"))
    assert counts == {"new": 2, "other": 2}
