"""Projects: create, images, edit by the owner only, lists, views and project votes."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re

from PIL import Image

from devnet_api.models.content import Project
from devnet_api.models.media import MediaFile
from tests.api.helpers import get_json, ids, next_link
from tests.media import stored, stored_names

PROJECT = {
    "title": "Realtime chat server",
    "description": "An aiohttp chat server with Redis fan-out.",
    "tags": ["python"],
    "mediaUrls": [],
}
NOT_AN_IMAGE = "Please upload an image file (PNG, JPG, GIF, etc.)"
TOO_LARGE = "Please upload an image smaller than 5MB"
TOO_MANY = "You can only upload up to 5 images"
NOT_OWNER = "You can only edit your own projects."
OWN_VOTE = "You cannot vote on your own project."
BAD_LINK = "Links must start with http:// or https://"
NOT_FOUND = {"message": "Project not found"}
MEDIA_URL = re.compile(r"^/media/([0-9a-f]{64})\.(png|jpg|gif|webp)$")
MIB = 1024 * 1024


def image_bytes(fmt: str = "PNG", color: str = "teal", size: tuple[int, int] = (4, 4)) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", size, color).save(buffer, fmt)
    return buffer.getvalue()


def data_url(raw: bytes, kind: str = "png") -> str:
    return f"data:image/{kind};base64,{base64.b64encode(raw).decode()}"


def big_body(payload: dict) -> dict:
    """Request options for a large JSON body (a stream: aiohttp warns when given big bytes)."""
    return {"data": io.BytesIO(json.dumps(payload).encode()), "headers": {"Content-Type": "application/json"}}


async def new_project(agent, **fields) -> dict:
    response = await agent.post("/api/projects", json={**PROJECT, **fields})
    assert response.status == 201, await response.text()
    return await response.json()


async def project_count(agent) -> int:
    return (await get_json(agent, "/api/auth/me"))["projectCount"]


async def vote(agent, project_id: int, vote_type: str) -> dict:
    response = await agent.post("/api/votes", json={"projectId": project_id, "voteType": vote_type})
    assert response.status == 200, await response.text()
    return await response.json()


# --- create -------------------------------------------------------------------------------------


async def test_create_answers_201_with_every_field_and_counts_it_for_the_owner(signed_in):
    agent, user = signed_in
    response = await agent.post(
        "/api/projects",
        json={
            "title": "  Realtime chat server ",
            "description": PROJECT["description"],
            "tags": [" Python", "", "REDIS", "python"],
            "mediaUrls": [],
            "demoUrl": " https://chat.example.com ",
            "repoUrl": "https://git.example.com/chat",
        },
    )
    assert response.status == 201
    project = await response.json()
    assert project["title"] == "Realtime chat server"
    assert project["description"] == PROJECT["description"]
    assert project["tags"] == ["python", "redis"]
    assert project["mediaUrls"] == []
    assert (project["demoUrl"], project["repoUrl"]) == ("https://chat.example.com", "https://git.example.com/chat")
    assert (
        project["upvotesCount"],
        project["downvotesCount"],
        project["commentCount"],
        project["views"],
        project["likes"],
    ) == (0, 0, 0, 0, 0)
    assert project["userId"] == project["user"]["id"] == user["id"]
    assert project["createdAt"].endswith("Z")
    assert "email" not in project["user"]
    assert (user["projectCount"], await project_count(agent)) == (0, 1)
    detail = await get_json(agent, f"/api/projects/{project['id']}")
    assert {k: v for k, v in detail.items() if k not in ("views", "user")} == {
        k: v for k, v in project.items() if k not in ("views", "user")
    }


async def test_links_are_optional_and_blank_ones_are_none(signed_in):
    agent, _ = signed_in
    bare = await agent.post("/api/projects", json={"title": PROJECT["title"], "description": PROJECT["description"]})
    assert bare.status == 201
    body = await bare.json()
    assert (body["tags"], body["mediaUrls"], body["demoUrl"], body["repoUrl"]) == ([], [], None, None)
    blank = await new_project(agent, demoUrl="", repoUrl="   ")
    assert (blank["demoUrl"], blank["repoUrl"]) == (None, None)


PROJECT_RULES = [
    ({"title": "abcd"}, "title", "Title must be at least 5 characters"),
    ({"title": "t" * 101}, "title", "Title cannot exceed 100 characters"),
    ({"description": "d" * 19}, "description", "Description must be at least 20 characters"),
    ({"description": "   " + "d" * 19 + "   "}, "description", "Description must be at least 20 characters"),
    ({"description": "d" * 5001}, "description", "Description cannot exceed 5000 characters"),
    ({"mediaUrls": ["/media/x.png"] * 6}, "mediaUrls", TOO_MANY),
    ({"demoUrl": "javascript:alert(1)"}, "demoUrl", BAD_LINK),
    ({"repoUrl": "ftp://files.example.com/repo"}, "repoUrl", BAD_LINK),
    ({"demoUrl": "https://example.com/" + "a" * 500}, "demoUrl", "Links cannot exceed 500 characters"),
]


async def test_project_rules_answer_the_spec_messages_and_create_nothing(signed_in):
    agent, _ = signed_in
    for fields, field, message in PROJECT_RULES:
        response = await agent.post("/api/projects", json={**PROJECT, **fields})
        assert response.status == 400, fields
        assert await response.json() == {"message": message, "errors": {field: [message]}}
    assert await get_json(agent, "/api/projects") == []
    assert await project_count(agent) == 0


async def test_title_and_description_lengths_are_inclusive(signed_in):
    agent, _ = signed_in
    for fields in ({"title": "t" * 5}, {"title": "t" * 100}, {"description": "d" * 20}, {"description": "d" * 5000}):
        project = await new_project(agent, **fields)
        for name, value in fields.items():
            assert project[name] == value
    assert await project_count(agent) == 4


async def test_an_empty_project_reports_title_and_description(signed_in):
    agent, _ = signed_in
    response = await agent.post("/api/projects", json={})
    assert response.status == 400
    assert await response.json() == {
        "message": "Title must be at least 5 characters",
        "errors": {
            "title": ["Title must be at least 5 characters"],
            "description": ["Description must be at least 20 characters"],
        },
    }


async def test_creating_a_project_needs_sign_in(client):
    response = await client.post("/api/projects", json=PROJECT)
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    assert await get_json(client, "/api/projects") == []


# --- images -------------------------------------------------------------------------------------


async def test_images_are_re_encoded_stored_by_hash_and_served_as_their_type(signed_in, client):
    agent, _ = signed_in
    for fmt, kind, ext, content_type, color in (
        ("PNG", "png", "png", "image/png", "red"),
        ("JPEG", "jpeg", "jpg", "image/jpeg", "green"),
        ("JPEG", "jpg", "jpg", "image/jpeg", "blue"),
        ("GIF", "gif", "gif", "image/gif", "white"),
        ("WEBP", "webp", "webp", "image/webp", "black"),
        ("PNG", "PNG", "png", "image/png", "gray"),
    ):
        raw = image_bytes(fmt, color)
        project = await new_project(agent, mediaUrls=[data_url(raw, kind)])
        response = await client.get(project["mediaUrls"][0])
        assert response.status == 200
        assert response.headers["Content-Type"] == content_type
        served = await response.read()
        assert project["mediaUrls"] == [f"/media/{hashlib.sha256(served).hexdigest()}.{ext}"], kind
        with Image.open(io.BytesIO(served)) as image:
            assert (image.format, image.size) == (fmt, (4, 4))
        assert (await get_json(client, f"/api/projects/{project['id']}"))["mediaUrls"] == project["mediaUrls"]


async def test_five_images_keep_their_order_and_one_image_is_stored_once(signed_in):
    agent, _ = signed_in
    colors = ["red", "green", "blue", "white", "black"]
    raws = [image_bytes("PNG", color) for color in colors]
    project = await new_project(agent, mediaUrls=[data_url(raw) for raw in raws])
    assert len(set(project["mediaUrls"])) == 5 and all(url.endswith(".png") for url in project["mediaUrls"])
    again = await new_project(agent, mediaUrls=[data_url(raws[0]), data_url(raws[0])])
    assert again["mediaUrls"] == project["mediaUrls"][:1]
    assert await MediaFile.all().count() == 5


NOT_IMAGES = [
    data_url(b"definitely not an image, just bytes"),
    data_url(b'<svg xmlns="http://www.w3.org/2000/svg"/>', "svg+xml"),
    data_url(image_bytes("PNG"), "svg+xml"),
    data_url(image_bytes("PNG"), "jpeg"),
    data_url(image_bytes("JPEG"), "png"),
    data_url(image_bytes("PNG"), "bmp"),
    data_url(image_bytes("PNG")[:20]),
    "data:image/png;base64,not base64 at all!",
    "https://example.com/picture.png",
    "javascript:alert(1)",
    "/media/" + "0" * 64 + ".png",
    "/media/../../etc/passwd",
    "",
]


async def test_anything_but_a_real_image_is_refused_and_nothing_is_stored(signed_in, settings):
    agent, _ = signed_in
    for value in NOT_IMAGES:
        response = await agent.post("/api/projects", json={**PROJECT, "mediaUrls": [value]})
        assert response.status == 400, value[:40]
        assert await response.json() == {"message": NOT_AN_IMAGE, "errors": {"mediaUrls": [NOT_AN_IMAGE]}}
    assert await Project.all().count() == 0
    assert await project_count(agent) == 0
    assert await MediaFile.all().count() == 0
    assert await stored_names(settings) == []


async def test_a_bad_image_after_good_ones_creates_no_project_and_stores_no_image(signed_in, settings):
    agent, _ = signed_in
    response = await agent.post(
        "/api/projects",
        json={**PROJECT, "mediaUrls": [data_url(image_bytes("PNG")), data_url(b"GIF89a but not really", "gif")]},
    )
    assert response.status == 400
    assert await response.json() == {"message": NOT_AN_IMAGE, "errors": {"mediaUrls": [NOT_AN_IMAGE]}}
    assert await Project.all().count() == 0
    assert await project_count(agent) == 0
    assert await MediaFile.all().count() == 0
    assert await stored_names(settings) == []


async def test_images_are_at_most_five_mebibytes(signed_in, settings):
    agent, _ = signed_in
    png = image_bytes("PNG")
    too_big = png + b"\0" * (5 * MIB + 1 - len(png))
    response = await agent.post("/api/projects", **big_body({**PROJECT, "mediaUrls": [data_url(too_big)]}))
    assert response.status == 400
    assert await response.json() == {"message": TOO_LARGE, "errors": {"mediaUrls": [TOO_LARGE]}}
    assert await Project.all().count() == 0 and await MediaFile.all().count() == 0
    assert await project_count(agent) == 0
    just_fits = png + b"\0" * (5 * MIB - len(png))
    response = await agent.post("/api/projects", **big_body({**PROJECT, "mediaUrls": [data_url(just_fits)]}))
    assert response.status == 201, await response.text()
    url = (await response.json())["mediaUrls"][0]
    # Stored re-encoded: the trailing padding is not part of the image.
    assert len(await stored(settings, url.removeprefix("/media/"))) < 1024


async def test_a_media_file_that_was_never_issued_is_a_404(client):
    for path in ("/media/" + "a" * 64 + ".png", "/media/nothing.png", "/media/" + "a" * 64 + ".svg"):
        assert (await client.get(path)).status == 404, path


# --- edit ---------------------------------------------------------------------------------------


async def test_the_owner_patch_changes_only_the_fields_sent(signed_in, client):
    agent, _ = signed_in
    image = data_url(image_bytes("PNG", "orange"))
    project = await new_project(
        agent,
        tags=["python", "redis"],
        mediaUrls=[image],
        demoUrl="https://demo.example.com",
        repoUrl="https://git.example.com/p",
    )
    response = await agent.patch(f"/api/projects/{project['id']}", json={"title": "Realtime chat server v2"})
    assert response.status == 200
    patched = await response.json()
    assert patched["title"] == "Realtime chat server v2"
    assert {k: v for k, v in patched.items() if k not in ("title", "user")} == {
        k: v for k, v in project.items() if k not in ("title", "user")
    }
    response = await agent.patch(f"/api/projects/{project['id']}", json={"tags": ["Go"], "demoUrl": None})
    assert response.status == 200
    patched = await response.json()
    assert (patched["tags"], patched["demoUrl"], patched["repoUrl"]) == (["go"], None, "https://git.example.com/p")
    assert patched["description"] == project["description"] and patched["mediaUrls"] == project["mediaUrls"]
    assert await ids(client, "/api/projects?tag=go") == [project["id"]]
    assert await ids(client, "/api/projects?tag=redis") == []
    assert await get_json(client, "/api/projects/tags") == ["go"]
    assert await project_count(agent) == 1


async def test_an_issued_media_url_is_accepted_back_on_patch(signed_in, client):
    agent, _ = signed_in
    first, second = image_bytes("PNG", "red"), image_bytes("GIF", "blue")
    project = await new_project(agent, mediaUrls=[data_url(first)])
    kept = project["mediaUrls"][0]
    response = await agent.patch(f"/api/projects/{project['id']}", json={"mediaUrls": [data_url(second, "gif"), kept]})
    assert response.status == 200
    urls = (await response.json())["mediaUrls"]
    assert urls == [f"/media/{hashlib.sha256(second).hexdigest()}.gif", kept]
    assert (await get_json(client, f"/api/projects/{project['id']}"))["mediaUrls"] == urls
    cleared = await agent.patch(f"/api/projects/{project['id']}", json={"mediaUrls": []})
    assert cleared.status == 200
    assert (await cleared.json())["mediaUrls"] == []


async def test_a_bad_patch_is_a_400_and_changes_nothing(signed_in):
    agent, _ = signed_in
    project = await new_project(agent)
    for changes, field, message in (
        ({"title": "abc"}, "title", "Title must be at least 5 characters"),
        ({"description": "short"}, "description", "Description must be at least 20 characters"),
        ({"demoUrl": "javascript:alert(1)"}, "demoUrl", BAD_LINK),
        ({"mediaUrls": ["https://example.com/a.png"]}, "mediaUrls", NOT_AN_IMAGE),
        ({"mediaUrls": [data_url(image_bytes())] * 6}, "mediaUrls", TOO_MANY),
    ):
        response = await agent.patch(f"/api/projects/{project['id']}", json={"title": "A fine new title", **changes})
        assert response.status == 400, changes
        assert await response.json() == {"message": message, "errors": {field: [message]}}
    after = await get_json(agent, f"/api/projects/{project['id']}")
    assert {k: v for k, v in after.items() if k not in ("views", "user")} == {
        k: v for k, v in project.items() if k not in ("views", "user")
    }


async def test_only_the_owner_may_edit(make_user, client):
    owner, _ = await make_user()
    other, _ = await make_user()
    project = await new_project(owner)
    response = await other.patch(
        f"/api/projects/{project['id']}", json={"title": "Hijacked title", "mediaUrls": [data_url(image_bytes())]}
    )
    assert response.status == 403
    assert await response.json() == {"message": NOT_OWNER}
    anonymous = await client.patch(f"/api/projects/{project['id']}", json={"title": "Hijacked title"})
    assert anonymous.status == 401
    after = await get_json(client, f"/api/projects/{project['id']}")
    assert (after["title"], after["mediaUrls"]) == (project["title"], [])
    assert await MediaFile.all().count() == 0


async def test_patching_a_missing_project_is_a_404(signed_in):
    agent, _ = signed_in
    for path in ("/api/projects/12345", "/api/projects/0", "/api/projects/abc"):
        response = await agent.patch(path, json={"title": "Whatever title"})
        assert response.status == 404, path
        assert set(await response.json()) == {"message"}
    response = await agent.patch("/api/projects/12345", json={"title": "Whatever title"})
    assert await response.json() == NOT_FOUND


# --- lists --------------------------------------------------------------------------------------


async def test_list_defaults_to_latest_and_sorts_by_popular_and_comments(make_user, client):
    owner, _ = await make_user()
    fan, _ = await make_user()
    old = await new_project(owner, title="Oldest project here")
    liked = await new_project(owner, title="Liked project here")
    new = await new_project(owner, title="Newest project here")
    await vote(fan, liked["id"], "upvote")
    await vote(fan, new["id"], "downvote")
    response = await fan.post(f"/api/projects/{old['id']}/comments", json={"body": "Great work"})
    assert response.status == 201
    assert await ids(client, "/api/projects") == [new["id"], liked["id"], old["id"]]
    assert await ids(client, "/api/projects?sortBy=latest") == [new["id"], liked["id"], old["id"]]
    assert await ids(client, "/api/projects?sortBy=popular") == [liked["id"], old["id"], new["id"]]
    assert await ids(client, "/api/projects?sortBy=comments") == [old["id"], new["id"], liked["id"]]
    response = await client.get("/api/projects?sortBy=best")
    assert response.status == 400
    assert list((await response.json())["errors"]) == ["sortBy"]


async def test_search_matches_title_description_and_tags_ignoring_case(signed_in, client):
    agent, _ = signed_in
    by_title = await new_project(agent, title="GraphQL gateway", tags=[])
    by_description = await new_project(agent, description="A federated GRAPHQL schema registry.", tags=[])
    by_tag = await new_project(agent, tags=["graphql"])
    unrelated = await new_project(agent, title="Unrelated project", tags=["rust"])
    expected = [by_tag["id"], by_description["id"], by_title["id"]]
    assert await ids(client, "/api/projects?searchQuery=graphql") == expected
    assert await ids(client, "/api/projects?searchQuery=GraphQL") == expected
    assert await ids(client, "/api/projects?searchQuery=nothing-here") == []
    assert await ids(client, "/api/projects?tag=RUST") == [unrelated["id"]]
    assert await ids(client, f"/api/projects?tag={'r' * 31}") == []


async def test_tags_list_most_used_first(signed_in, client):
    agent, _ = signed_in
    await new_project(agent, tags=["vue"])
    await new_project(agent, tags=["react", "node"])
    await new_project(agent, tags=["React"])
    assert await get_json(client, "/api/projects/tags") == ["react", "node", "vue"]


async def test_pages_walk_every_project_exactly_once(make_user, client):
    owner, _ = await make_user()
    fan, _ = await make_user()
    made = [(await new_project(owner, title=f"Paged project {n}"))["id"] for n in range(7)]
    for project_id in made[1:4]:
        await vote(fan, project_id, "upvote")
    for sort in ("latest", "popular", "comments"):
        whole = await ids(client, f"/api/projects?sortBy={sort}&limit=100")
        assert sorted(whole) == made
        for limit in (2, 7):
            seen, url = [], f"/api/projects?sortBy={sort}&limit={limit}"
            while url:
                response = await client.get(url)
                assert response.status == 200
                seen.extend(p["id"] for p in await response.json())
                url = next_link(response)
            assert seen == whole, (sort, limit)
    for limit in ("0", "101", "x"):
        assert (await client.get(f"/api/projects?limit={limit}")).status == 400
    assert (await client.get("/api/projects?cursor=garbage")).status == 400


async def test_top_is_the_best_scored_five_for_signed_in_members_only(make_user, client):
    owner, _ = await make_user()
    fan, _ = await make_user()
    made = [(await new_project(owner, title=f"Top project {n}"))["id"] for n in range(7)]
    response = await client.get("/api/projects/top")
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}
    await vote(fan, made[2], "upvote")
    await vote(fan, made[6], "downvote")
    top = await get_json(owner, "/api/projects/top")
    # Score first, then the newest among equals; a downvoted project sinks.
    assert [p["id"] for p in top] == [made[2], made[5], made[4], made[3], made[1]]
    assert (top[0]["upvotesCount"], top[0]["likes"]) == (1, 1)


# --- detail and views ---------------------------------------------------------------------------


async def test_detail_404s_and_views_once_per_viewer_per_day(make_user, client):
    owner, _ = await make_user()
    visitor, _ = await make_user()
    project = await new_project(owner)
    path = f"/api/projects/{project['id']}"
    assert (await get_json(visitor, path))["views"] == 1
    assert (await get_json(visitor, path))["views"] == 1
    assert (await get_json(owner, path))["views"] == 2
    assert (await get_json(client, path))["views"] == 3
    assert (await get_json(client, path))["views"] == 3
    assert (await get_json(client, "/api/projects"))[0]["views"] == 3
    for missing in (
        f"/api/projects/{project['id'] + 1}",
        "/api/projects/abc",
        "/api/projects/0",
        "/api/projects/99999999999999",
    ):
        response = await client.get(missing)
        assert response.status == 404, missing
        assert set(await response.json()) == {"message"}


# --- votes --------------------------------------------------------------------------------------


async def test_project_votes_follow_the_contract(make_user, client):
    owner, _ = await make_user()
    voter, _ = await make_user()
    project = await new_project(owner)
    path = f"/api/votes/project/{project['id']}"
    assert await get_json(voter, path) == {"voteType": None}
    assert await vote(voter, project["id"], "upvote") == {"voteType": "upvote", "upvotesCount": 1, "downvotesCount": 0}
    assert await vote(voter, project["id"], "upvote") == {"voteType": "upvote", "upvotesCount": 1, "downvotesCount": 0}
    assert await get_json(voter, path) == {"voteType": "upvote"}
    detail = await get_json(client, f"/api/projects/{project['id']}")
    assert (detail["upvotesCount"], detail["downvotesCount"], detail["likes"]) == (1, 0, 1)
    assert await vote(voter, project["id"], "downvote") == {
        "voteType": "downvote",
        "upvotesCount": 0,
        "downvotesCount": 1,
    }
    response = await voter.delete(path)
    assert response.status == 200
    assert await response.json() == {"voteType": None, "upvotesCount": 0, "downvotesCount": 0}
    assert await get_json(voter, path) == {"voteType": None}
    again = await voter.delete(path)
    assert again.status == 200
    assert await again.json() == {"voteType": None, "upvotesCount": 0, "downvotesCount": 0}


async def test_the_owner_cannot_vote_on_their_own_project(signed_in):
    agent, _ = signed_in
    project = await new_project(agent)
    for vote_type in ("upvote", "downvote"):
        response = await agent.post("/api/votes", json={"projectId": project["id"], "voteType": vote_type})
        assert response.status == 403
        assert await response.json() == {"message": OWN_VOTE}
    assert await get_json(agent, f"/api/votes/project/{project['id']}") == {"voteType": None}
    detail = await get_json(agent, f"/api/projects/{project['id']}")
    assert (detail["upvotesCount"], detail["downvotesCount"]) == (0, 0)


async def test_a_bad_project_vote_is_a_400(signed_in):
    agent, _ = signed_in
    for body, field in (
        ({"voteType": "sideways"}, "voteType"),
        ({"voteType": None}, "voteType"),
        ({"voteType": 1}, "voteType"),
        ({"projectId": None}, "projectId"),
        ({"projectId": "1"}, "projectId"),
        ({"projectId": 0}, "projectId"),
        ({"projectId": 1.5}, "projectId"),
    ):
        response = await agent.post("/api/votes", json={"projectId": 1, "voteType": "upvote", **body})
        assert response.status == 400, body
        answer = await response.json()
        assert list(answer["errors"]) == [field] and answer["message"] == answer["errors"][field][0]
        if field == "voteType":
            assert answer["message"] == "Vote type must be upvote or downvote"


async def test_project_votes_need_sign_in_and_an_existing_project(signed_in, client):
    agent, _ = signed_in
    response = await client.post("/api/votes", json={"projectId": 1, "voteType": "upvote"})
    assert (response.status, await response.json()) == (401, {"message": "Not authenticated"})
    for method in ("GET", "DELETE"):
        response = await client.request(method, "/api/votes/project/1")
        assert response.status == 401, method
    for project_id in (424242, 2**31 - 1, 2**31, 2**40, 2**63 - 1):
        response = await agent.post("/api/votes", json={"projectId": project_id, "voteType": "upvote"})
        assert (response.status, await response.json()) == (404, NOT_FOUND), project_id
    for method in ("GET", "DELETE"):
        response = await agent.request(method, "/api/votes/project/424242")
        assert (response.status, await response.json()) == (404, NOT_FOUND), method
