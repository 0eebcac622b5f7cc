"""Alt text of uploaded images (issue 30, item 3): set with the upload, edited by the owner only,
bounded with a clear message, and answered wherever the images are read."""

from __future__ import annotations

from tests.api.helpers import get_json
from tests.api.test_projects import data_url, image_bytes, new_project

TOO_LONG = "Alt text cannot exceed 300 characters"
NOT_OWNER = "You can only edit your own projects."
RED, BLUE = image_bytes("PNG", "red"), image_bytes("PNG", "blue")


async def listed(agent, path: str, object_id: int) -> dict:
    return next(item for item in await get_json(agent, path) if item["id"] == object_id)


async def test_a_project_keeps_the_alt_text_of_each_image_and_every_read_shows_it(signed_in, client):
    agent, _ = signed_in
    project = await new_project(
        agent,
        mediaUrls=[data_url(RED), data_url(BLUE)],
        mediaAlts=["  The chat window, two members typing  "],  # trimmed; the second image has none
    )
    assert project["mediaAlts"] == ["The chat window, two members typing", ""]
    detail = await get_json(client, f"/api/projects/{project['id']}")
    assert (detail["mediaUrls"], detail["mediaAlts"]) == (project["mediaUrls"], project["mediaAlts"])
    assert (await listed(client, "/api/projects", project["id"]))["mediaAlts"] == project["mediaAlts"]


async def test_the_owner_edits_alt_texts_alone_and_they_follow_their_images(signed_in, client):
    agent, _ = signed_in
    project = await new_project(agent, mediaUrls=[data_url(RED), data_url(BLUE)], mediaAlts=["Red", "Blue"])
    red, blue = project["mediaUrls"]
    path = f"/api/projects/{project['id']}"
    response = await agent.patch(path, json={"mediaAlts": ["A red square", "", "one too many"]})
    assert response.status == 200, await response.text()
    assert (await response.json())["mediaAlts"] == ["A red square", ""]
    # Images sent back in another order without alt texts keep theirs; a new image has none.
    response = await agent.patch(path, json={"mediaUrls": [blue, data_url(image_bytes("PNG", "green")), red]})
    assert (await response.json())["mediaAlts"] == ["", "", "A red square"]
    assert (await get_json(client, path))["mediaAlts"] == ["", "", "A red square"]


async def test_an_alt_text_over_300_characters_is_refused_with_its_message_and_nothing_changes(signed_in):
    agent, _ = signed_in
    longest = "x" * 300
    project = await new_project(agent, mediaUrls=[data_url(RED)], mediaAlts=[longest])
    assert project["mediaAlts"] == [longest]
    for request in (
        agent.post("/api/projects", json={**project, "mediaUrls": [data_url(BLUE)], "mediaAlts": ["x" * 301]}),
        agent.patch(f"/api/projects/{project['id']}", json={"mediaAlts": ["y" * 301]}),
        agent.post("/api/posts", json={"content": "A photo", "mediaUrls": [data_url(BLUE)], "mediaAlts": ["z" * 301]}),
    ):
        response = await request
        assert response.status == 400
        body = await response.json()
        assert body["message"] == TOO_LONG
        assert body["errors"]["mediaAlts"] == [TOO_LONG]
    assert (await get_json(agent, f"/api/projects/{project['id']}"))["mediaAlts"] == [longest]
    assert len(await get_json(agent, "/api/projects")) == 1
    assert await get_json(agent, "/api/posts") == []


async def test_only_the_owner_may_change_alt_texts(make_user, client):
    owner, _ = await make_user()
    other, _ = await make_user()
    project = await new_project(owner, mediaUrls=[data_url(RED)], mediaAlts=["Red"])
    response = await other.patch(f"/api/projects/{project['id']}", json={"mediaAlts": ["Defaced"]})
    assert (response.status, await response.json()) == (403, {"message": NOT_OWNER})
    assert (await client.patch(f"/api/projects/{project['id']}", json={"mediaAlts": ["Defaced"]})).status == 401
    assert (await get_json(client, f"/api/projects/{project['id']}"))["mediaAlts"] == ["Red"]


async def test_a_post_keeps_its_alt_texts_and_its_author_edits_them(make_user):
    author, _ = await make_user()
    reader, _ = await make_user()
    response = await author.post(
        "/api/posts", json={"content": "My desk", "mediaUrls": [data_url(RED)], "mediaAlts": ["A red desk"]}
    )
    assert response.status == 201, await response.text()
    post = await response.json()
    assert post["mediaAlts"] == ["A red desk"]
    assert (await listed(reader, "/api/posts", post["id"]))["mediaAlts"] == ["A red desk"]
    edit = {"content": "My desk", "mediaUrls": post["mediaUrls"], "mediaAlts": ["A red desk by a window"]}
    response = await reader.patch(f"/api/posts/{post['id']}", json=edit)
    assert response.status == 403
    response = await author.patch(f"/api/posts/{post['id']}", json=edit)
    assert response.status == 200
    edited = await response.json()
    # Describing an image better is not an edit of what was said: no "edited" mark.
    assert (edited["mediaAlts"], edited["editedAt"]) == (["A red desk by a window"], None)
    assert (await listed(reader, "/api/posts", post["id"]))["mediaAlts"] == ["A red desk by a window"]


async def test_the_openapi_document_states_the_alt_text_field_and_its_limit(client):
    document = await get_json(client, "/api/openapi.json")
    schemas = document["components"]["schemas"]
    for name in ("ProjectIn", "ProjectPatchIn", "PostIn"):
        alts = schemas[name]["properties"]["mediaAlts"]
        assert alts["items"]["maxLength"] == 300, name
    for name in ("ProjectOut", "PostOut"):
        assert "mediaAlts" in schemas[name]["required"], name
