"""The skill catalogue, plans and subscriptions, health, and the OpenAPI document."""

from __future__ import annotations

import re

import pytest
from openapi_spec_validator import validate

from devnet_api.app import create_app

FREE_FEATURES = [
    "Unlimited threads",
    "Unlimited projects",
    "Full profile customization",
    "Community access",
    "Unlimited messaging",
    "Developer page listing",
    "Freelance opportunities",
    "Analytics dashboard",
]


async def test_skill_catalogue_lists_every_skill_once(client):
    response = await client.get("/api/skills")
    assert response.status == 200
    skills = await response.json()
    assert len(skills) >= 300
    assert {"Python", "React", "JavaScript", "TypeScript", "PostgreSQL"} <= set(skills)
    assert len({name.casefold() for name in skills}) == len(skills)
    assert all(isinstance(name, str) and name == name.strip() and name for name in skills)


async def test_plans_are_one_free_plan_with_the_spec_features(client):
    response = await client.get("/api/subscriptions/plans")
    assert response.status == 200
    assert await response.json() == [{"tier": "free", "price": 0, "features": FREE_FEATURES}]


async def test_choosing_the_free_plan_records_it_and_returns_the_success_view(signed_in):
    agent, user = signed_in
    assert user["subscriptionTier"] is None
    response = await agent.post("/api/subscriptions/create", json={"tier": "free"})
    assert response.status == 200
    assert await response.json() == {"url": "/subscribe?success=true&tier=free"}
    me = await agent.get("/api/auth/me")
    assert (await me.json())["subscriptionTier"] == "free"
    again = await agent.post("/api/subscriptions/create", json={"tier": "free"})
    assert again.status == 200
    assert (await (await agent.get("/api/auth/me")).json())["subscriptionTier"] == "free"


@pytest.mark.parametrize("body", [{"tier": "pro"}, {"tier": "FREE"}, {"tier": ""}, {}, {"tier": 1}])
async def test_any_plan_but_free_is_a_400_and_changes_nothing(signed_in, body):
    agent, _ = signed_in
    response = await agent.post("/api/subscriptions/create", json=body)
    assert response.status == 400
    answer = await response.json()
    assert list(answer["errors"]) == ["tier"]
    assert answer["message"] == answer["errors"]["tier"][0]
    assert (await (await agent.get("/api/auth/me")).json())["subscriptionTier"] is None


async def test_choosing_a_plan_needs_sign_in(client):
    response = await client.post("/api/subscriptions/create", json={"tier": "free"})
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}


async def test_managing_a_subscription_needs_sign_in(client):
    response = await client.get("/api/subscriptions/manage", allow_redirects=False)
    assert response.status == 401
    assert await response.json() == {"message": "Not authenticated"}


async def test_managing_a_subscription_leads_back_to_the_subscribe_page(signed_in):
    agent, _ = signed_in
    response = await agent.get("/api/subscriptions/manage", allow_redirects=False)
    assert response.status == 302
    assert response.headers["Location"] == "/subscribe"


async def test_health_reports_the_database_and_redis(client, backend):
    response = await client.get("/api/health")
    assert response.status == 200
    assert await response.json() == {
        "status": "ok",
        "database": "ok",
        "redis": "disabled" if backend == "sqlite" else "ok",
        "readOnly": False,
    }


@pytest.mark.parametrize("backend", ["sqlite"])
async def test_health_is_503_when_the_database_is_unreachable(aiohttp_client, settings):
    app = await create_app(settings.with_(database_url="postgres://postgres@127.0.0.1:1/unreachable"))
    client = await aiohttp_client(app)
    response = await client.get("/api/health")
    assert response.status == 503
    assert response.headers["Retry-After"] == "5"
    body = await response.json()
    assert body["message"] == "The database is unreachable"
    assert (body["status"], body["database"]) == ("degraded", "unavailable")


@pytest.fixture
async def openapi(client) -> dict:
    response = await client.get("/api/openapi.json")
    assert response.status == 200
    return await response.json()


def _routed_api_paths(app) -> dict[str, set[str]]:
    """What the app really routes under /api: path -> methods (HEAD is aiohttp's, not ours)."""
    routed: dict[str, set[str]] = {}
    for route in app.router.routes():
        info = route.resource.get_info() if route.resource else {}
        path = info.get("path") or info.get("formatter")
        if path and path.startswith("/api/") and route.method != "HEAD":
            routed.setdefault(path, set()).add(route.method.lower())
    return routed


async def test_openapi_document_is_valid_openapi_3_1(openapi):
    assert openapi["openapi"].startswith("3.1")
    validate(openapi)


async def test_openapi_document_describes_every_api_route(client, openapi):
    documented = {path: set(item) for path, item in openapi["paths"].items()}
    routed = _routed_api_paths(client.app)
    assert {"/api/auth/me", "/api/auth/profile", "/api/health", "/api/openapi.json"} <= set(routed)
    assert documented == routed


async def test_openapi_register_body_names_its_required_fields(openapi):
    body = openapi["paths"]["/api/auth/register"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    ref = re.fullmatch(r"#/components/schemas/(\w+)", body["$ref"]).group(1)
    schema = openapi["components"]["schemas"][ref]
    assert set(schema["properties"]) == {"email", "username", "password"}
    assert set(schema["required"]) == {"email", "username", "password"}


async def test_openapi_marks_signed_in_routes_and_their_401(openapi):
    profile = openapi["paths"]["/api/auth/profile"]["patch"]
    assert profile["security"] == [{"session": []}]
    assert {"200", "400", "401", "413", "415"} <= set(profile["responses"])
    assert "security" not in openapi["paths"]["/api/skills"]["get"]


async def test_openapi_states_query_rules_the_server_enforces(client, openapi):
    params = {p["name"]: p for p in openapi["paths"]["/api/threads"]["get"]["parameters"]}
    assert {"type": "integer", "minimum": 1, "maximum": 100}.items() <= params["limit"]["schema"].items()
    assert params["sortBy"]["schema"]["enum"] == ["latest", "popular", "comments"]
    assert params["cursor"]["schema"]["pattern"] == "^[A-Za-z0-9_-]*$"
    assert "400" in openapi["paths"]["/api/threads"]["get"]["responses"]
    # What the document refuses, the server refuses; what it allows, the server accepts.
    assert (await client.get("/api/threads?limit=101")).status == 400
    assert (await client.get("/api/threads?limit=")).status == 400
    assert (await client.get("/api/threads?sortBy=")).status == 400
    assert (await client.get("/api/threads?limit=100&sortBy=comments")).status == 200


async def test_openapi_states_every_derived_status(openapi):
    comments = openapi["paths"]["/api/threads/{id}/comments"]
    assert {"400", "404"} <= set(comments["get"]["responses"])
    assert {"400", "401", "403", "404", "413", "415", "429"} <= set(comments["post"]["responses"])
    assert comments["post"]["responses"]["429"]["headers"]["Retry-After"]["required"] is True
    login = openapi["paths"]["/api/auth/login"]["post"]["responses"]
    assert {"400", "401", "403", "413", "415", "429"} <= set(login)
    assert openapi["components"]["securitySchemes"]["session"] == {
        "type": "apiKey",
        "in": "cookie",
        "name": "devnet_session",
        "description": "The session cookie register and login set (HttpOnly).",
    }


async def test_openapi_body_rules_match_the_spec(openapi):
    schemas = openapi["components"]["schemas"]
    password = schemas["RegisterIn"]["properties"]["password"]
    assert (password["minLength"], password["maxLength"]) == (8, 128)
    assert schemas["LoginIn"]["properties"]["password"]["minLength"] == 8
    assert schemas["ThreadIn"]["properties"]["title"]["maxLength"] == 100
    assert re.search(schemas["ThreadIn"]["properties"]["title"]["pattern"], "  abcd  ") is None
    assert re.search(schemas["ThreadIn"]["properties"]["title"]["pattern"], " abcde ")


async def test_vote_reads_answer_what_the_document_says(openapi, signed_in):
    agent, _ = signed_in
    vote_get = openapi["paths"]["/api/threads/{id}/vote"]["get"]["responses"]["200"]["content"]
    ref = vote_get["application/json"]["schema"]["$ref"].rsplit("/", 1)[1]
    assert openapi["components"]["schemas"][ref]["required"] == ["vote"]
    response = await agent.post("/api/threads", json={"title": "A thread title", "body": "x" * 30})
    thread = await response.json()
    assert await (await agent.get(f"/api/threads/{thread['id']}/vote")).json() == {"vote": None}


def _refs(schema) -> set[str]:
    if isinstance(schema, dict):
        found = {schema["$ref"].rsplit("/", 1)[1]} if isinstance(schema.get("$ref"), str) else set()
        return found.union(*(_refs(value) for value in schema.values()))
    if isinstance(schema, list):
        return set().union(*(_refs(value) for value in schema))
    return set()


def test_two_models_of_one_name_get_two_components():
    """A component name is one model: same-named classes in two modules never overwrite each other."""
    from devnet_api.routes.openapi import build_document
    from devnet_api.schemas.accounts import NoticeOut
    from devnet_api.schemas.social import MessageOut
    from devnet_api.web.route_table import ApiRoutes

    NoticeOut.__name__ = "MessageOut"  # as it was once called: the collision this guards against
    try:
        routes = ApiRoutes("probe")

        @routes.get("/api/probe/a", name="probe-a", response=NoticeOut)
        async def a(request): ...

        @routes.get("/api/probe/b", name="probe-b", response=MessageOut)
        async def b(request): ...

        document = build_document([routes])
    finally:
        NoticeOut.__name__ = "NoticeOut"
    schemas = document["components"]["schemas"]
    names = [_refs(document["paths"][f"/api/probe/{x}"]["get"]["responses"]["200"]) for x in "ab"]
    assert len(names[0]) == len(names[1]) == 1 and names[0] != names[1]
    assert set(schemas[names[0].pop()]["properties"]) == {"message"}
    assert {"id", "fromUserId", "message"} <= set(schemas[names[1].pop()]["properties"])


async def test_each_operation_answers_its_own_model(openapi):
    """Every referenced component exists, and the document's answers are the routes' own models."""
    schemas = openapi["components"]["schemas"]
    assert _refs(openapi) <= set(schemas)
    ok = openapi["paths"]["/api/auth/forgot-password"]["post"]["responses"]["202"]
    assert set(schemas[_refs(ok).pop()]["properties"]) == {"message"}
    sent = openapi["paths"]["/api/messages"]["post"]["responses"]["201"]
    assert {"id", "fromUserId", "toUserId", "subject", "message"} <= set(schemas[_refs(sent).pop()]["properties"])
