"""The users list, the developer directory and its skill chips, profiles and a member's content."""

from __future__ import annotations

import pytest

from devnet_api.models.accounts import User
from devnet_api.models.activity import ContentView
from devnet_api.services import moderation
from tests.api.helpers import get_json, ids, staff, walk

PUBLIC_KEYS = {
    "id",
    "username",
    "displayName",
    "bio",
    "skills",
    "hourlyRate",
    "isAvailableForWork",
    "createdAt",
    "avatarSeed",
    "avatarStyle",
    "profilePhoto",
    "profilePhotoThumbnail",
    "subscriptionTier",
    "projectCount",
    "threadCount",
}
THREAD = {"title": "Async pitfalls in Python", "body": "Blocking calls inside the event loop stall every request."}
PROJECT = {"title": "Realtime chat server", "description": "An aiohttp chat server with Redis fan-out."}


async def created(agent, path: str, payload: dict) -> dict:
    response = await agent.post(path, json=payload)
    assert response.status == 201, await response.text()
    return await response.json()


async def suspend(user_id: int) -> None:
    await User.filter(id=user_id).update(status="banned")


# --- the list -----------------------------------------------------------------------------------


async def test_the_list_holds_every_active_member_newest_first_without_private_fields(make_user, client):
    made = [(await make_user())[1] for _ in range(3)]
    await suspend(made[1]["id"])
    body = await get_json(client, "/api/users")
    assert [u["id"] for u in body] == [made[2]["id"], made[0]["id"]]
    for user in body:
        assert set(user) == PUBLIC_KEYS  # no email, role, status or password hash
    agent = (await make_user())[0]
    for user in await get_json(agent, "/api/users"):
        assert set(user) == PUBLIC_KEYS  # not even for the signed-in member's own entry


async def test_search_matches_username_and_display_name_ignoring_case(make_user, client):
    _, ada = await make_user("ada_lovelace")
    _, grace = await make_user("ghopper", displayName="Grace Hopper")
    await make_user("linus")
    assert await ids(client, "/api/users?search=LOVE") == [ada["id"]]
    assert await ids(client, "/api/users?search=grace%20hop") == [grace["id"]]
    assert await ids(client, "/api/users?search=%20%20") == await ids(client, "/api/users")
    assert await ids(client, "/api/users?search=nobody") == []


async def test_skill_filter_ignores_case_and_follows_profile_edits(make_user, client):
    agent, ada = await make_user(skills=["python", "React"])
    _, linus = await make_user(skills=["C"])
    assert await ids(client, "/api/users?skill=PYTHON") == [ada["id"]]
    assert await ids(client, "/api/users?skill=react") == [ada["id"]]
    assert await ids(client, "/api/users?skill=c") == [linus["id"]]
    assert await ids(client, "/api/users?skill=Cobolish") == []
    response = await agent.patch("/api/auth/profile", json={"skills": ["Go"]})
    assert response.status == 200
    assert await ids(client, "/api/users?skill=python") == []
    assert await ids(client, "/api/users?skill=go") == [ada["id"]]


async def test_price_buckets_follow_the_spec_boundaries(make_user, client):
    members = {}
    for name, rate in (
        ("rate0", 0),
        ("rate4999", 49.99),
        ("rate50", 50),
        ("rate100", 100),
        ("rate10001", 100.01),
        ("norate", None),
    ):
        members[name] = (await make_user(name, hourlyRate=rate, isAvailableForWork=True))[1]["id"]

    async def bucket(price):
        return sorted(await ids(client, f"/api/users?price={price}"))

    assert await bucket("budget") == sorted([members["rate0"], members["rate4999"]])
    assert await bucket("mid") == sorted([members["rate50"], members["rate100"]])
    assert await bucket("premium") == [members["rate10001"]]


async def test_the_directory_lists_members_available_for_work_with_a_rate(make_user, client):
    _, dev = await make_user(hourlyRate=80, isAvailableForWork=True)
    await make_user(hourlyRate=80, isAvailableForWork=False)
    await make_user(isAvailableForWork=True)  # no rate to show
    await make_user()
    assert await ids(client, "/api/users?availableForWork=true") == [dev["id"]]
    assert len(await ids(client, "/api/users?availableForWork=false")) == 4
    assert await ids(client, "/api/users?availableForWork=true&price=mid") == [dev["id"]]
    assert await ids(client, "/api/users?availableForWork=true&price=premium") == []


@pytest.mark.parametrize(
    "query, field",
    [
        ("price=cheap", "price"),
        ("price=BUDGET", "price"),
        ("availableForWork=yes", "availableForWork"),
        ("limit=0", "limit"),
        ("limit=101", "limit"),
        ("cursor=nonsense", "cursor"),
    ],
)
async def test_a_bad_filter_is_a_400_naming_it(client, query, field):
    response = await client.get(f"/api/users?{query}")
    assert response.status == 400
    body = await response.json()
    assert list(body["errors"]) == [field]


async def test_the_list_pages_with_a_link(make_user, client):
    made = [(await make_user())[1]["id"] for _ in range(5)]
    assert await walk(client, "/api/users?limit=2") == list(reversed(made))


async def test_skill_chips_are_the_8_most_common_among_the_directory(make_user, client):
    common = ["Python", "React", "Go", "Rust", "Docker", "Kubernetes", "PostgreSQL", "Redis", "Java"]
    # Python on 3 developers, React on 2, the rest on 1; Java only on a member not available.
    await make_user(hourlyRate=10, isAvailableForWork=True, skills=common[:8])
    await make_user(hourlyRate=10, isAvailableForWork=True, skills=["Python", "React"])
    await make_user(hourlyRate=10, isAvailableForWork=True, skills=["python"])
    await make_user(hourlyRate=10, isAvailableForWork=False, skills=["Java", "Java".lower()])
    await make_user(isAvailableForWork=True, skills=["Java"])  # no rate: not in the directory
    chips = await get_json(client, "/api/users/skills")
    assert chips[:2] == ["Python", "React"]
    assert sorted(chips[2:]) == sorted(common[2:8])
    assert "Java" not in chips


async def test_skill_chips_are_empty_without_developers(make_user, client):
    await make_user(skills=["Python"])
    assert await get_json(client, "/api/users/skills") == []


# --- one member ---------------------------------------------------------------------------------


async def test_a_profile_is_public_and_carries_no_private_fields(make_user, client):
    agent, ada = await make_user(bio="Analytical engines", skills=["Python"], hourlyRate=75.5)
    viewer, _ = await make_user()
    for who, can_contact in ((client, False), (agent, False), (viewer, True)):
        body = await get_json(who, f"/api/users/{ada['id']}")
        # A profile adds how the viewer stands with the member (docs/safety.md): false here, and
        # whether the viewer may offer Add Friend and Contact (a visitor and the member herself: no).
        assert set(body) == PUBLIC_KEYS | {"isBlocked", "isMuted", "canContact"}
        assert (body["isBlocked"], body["isMuted"], body["canContact"]) == (False, False, can_contact)
        assert (body["bio"], body["skills"], body["hourlyRate"]) == ("Analytical engines", ["Python"], 75.5)


async def test_a_missing_or_suspended_member_is_a_404(make_user, client):
    _, ada = await make_user()
    await suspend(ada["id"])
    for path in (
        f"/api/users/{ada['id']}",
        "/api/users/9999",
        f"/api/users/{2**31}",
        "/api/users/0",
        "/api/users/abc",
        f"/api/users/{ada['id']}/threads",
        f"/api/users/{ada['id']}/projects",
        "/api/users/9999/threads",
    ):
        response = await client.get(path)
        assert response.status == 404, path
    response = await client.get("/api/users/9999")
    assert await response.json() == {"message": "User not found"}


async def test_profile_views_count_once_per_viewer_per_day_and_never_the_owner(make_user, client):
    owner, ada = await make_user()
    viewer, _ = await make_user()
    for _ in range(3):
        await get_json(owner, f"/api/users/{ada['id']}")
    assert await ContentView.filter(kind="user", object_id=ada["id"]).count() == 0
    for _ in range(2):
        await get_json(viewer, f"/api/users/{ada['id']}")
        await get_json(client, f"/api/users/{ada['id']}")
    assert await ContentView.filter(kind="user", object_id=ada["id"]).count() == 2


async def test_a_members_threads_and_projects_are_theirs_newest_first_and_page(make_user, client):
    author, ada = await make_user()
    other, _ = await make_user()
    threads = [
        (await created(author, "/api/threads", {**THREAD, "title": f"Thread {n} of Ada"}))["id"] for n in range(3)
    ]
    projects = [
        (await created(author, "/api/projects", {**PROJECT, "title": f"Project {n} of Ada"}))["id"] for n in range(3)
    ]
    await created(other, "/api/threads", THREAD)
    await created(other, "/api/projects", PROJECT)
    await moderation.hide(await staff(make_user), "thread", threads[1], "off topic")
    assert await walk(client, f"/api/users/{ada['id']}/threads?limit=1") == [threads[2], threads[0]]
    assert await walk(client, f"/api/users/{ada['id']}/projects?limit=2") == list(reversed(projects))
    body = await get_json(client, f"/api/users/{ada['id']}/threads")
    assert body[0]["user"]["id"] == ada["id"] and set(body[0]["user"]) == PUBLIC_KEYS
    assert body[0]["user"]["threadCount"] == 2  # the hidden one no longer counts
    body = await get_json(client, f"/api/users/{ada['id']}/projects")
    assert body[0]["userId"] == ada["id"] and body[0]["user"]["username"] == ada["username"]


async def test_a_member_without_content_has_empty_lists(make_user, client):
    _, ada = await make_user()
    assert await get_json(client, f"/api/users/{ada['id']}/threads") == []
    assert await get_json(client, f"/api/users/{ada['id']}/projects") == []
