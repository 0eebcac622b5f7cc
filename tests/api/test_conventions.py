"""API.md's conventions: JSON only, body limits, the Origin check, the error envelope, headers,
and the client app served for every non-API path."""

from __future__ import annotations

import asyncio
import io
import json

import pytest

from devnet_api.app import create_app
from devnet_api.services.media import MAX_DATA_URL_CHARS
from tests.conftest import reset_database

FOREIGN = "https://evil.example"
PARTNER = "http://localhost:5173"
JSON = {"Content-Type": "application/json"}
TOO_LARGE = {"message": "Request body is too large"}
NOT_JSON = {"message": "Request body must be JSON (Content-Type: application/json)"}
REFUSED = {"message": "Cross-origin request refused"}
INDEX = "<!doctype html><title>DevNet</title><div id=root></div><!-- devnet-index -->"


def own_origin(client) -> str:
    return str(client.make_url("/").origin())


def big_json(field: str, size: int, **extra) -> io.BytesIO:
    """A JSON body with one string of ``size`` characters (as a stream: aiohttp warns on big bytes)."""
    return io.BytesIO(json.dumps({**extra, field: "x" * size}).encode())


async def assert_envelope(response, status: int) -> dict:
    """API.md: every error is {"message"} (+ "errors" on a 400), JSON, and never shows internals."""
    assert response.status == status
    assert response.content_type == "application/json"
    text = await response.text()
    assert "Traceback" not in text and 'File "' not in text
    body = json.loads(text)
    assert isinstance(body["message"], str) and body["message"]
    assert set(body) <= ({"message", "errors"} if status == 400 else {"message"})
    return body


# --- JSON bodies --------------------------------------------------------------------------------


async def test_malformed_json_is_a_400_saying_so(client):
    for raw in (b"{bad", b'{"email": "a@b.co",}', b"\xff\xfe", b"[" * 2000 + b"]" * 2000, b'{"hourlyRate": 1e400}'):
        response = await client.post("/api/auth/login", data=raw, headers=JSON)
        assert await assert_envelope(response, 400) == {"message": "Request body is not valid JSON"}, raw[:20]


async def test_body_that_is_not_an_object_is_a_400(client):
    for raw in (b"[]", b'[{"email": "a@b.co"}]', b'"hello"', b"42", b"null"):
        response = await client.post("/api/auth/login", data=raw, headers=JSON)
        assert await assert_envelope(response, 400) == {"message": "Request body must be a JSON object"}, raw


async def test_post_body_that_is_not_json_is_a_415(client):
    for content_type in (
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/octet-stream",
    ):
        response = await client.post(
            "/api/auth/register", data=b'{"email": "a@b.co"}', headers={"Content-Type": content_type}
        )
        assert await assert_envelope(response, 415) == NOT_JSON, content_type
    assert (await client.get("/api/auth/me")).status == 401


async def test_patch_body_that_is_not_json_is_a_415_and_changes_nothing(signed_in):
    agent, user = signed_in
    response = await agent.patch("/api/auth/profile", data=b'{"bio": "sneaky"}', headers={"Content-Type": "text/plain"})
    assert await assert_envelope(response, 415) == NOT_JSON
    assert (await (await agent.get("/api/auth/me")).json())["bio"] == user["bio"] == ""


async def test_json_with_a_charset_is_json(signed_in):
    agent, _ = signed_in
    response = await agent.patch(
        "/api/auth/profile", data=b'{"bio": "ok"}', headers={"Content-Type": "application/json; charset=utf-8"}
    )
    assert response.status == 200
    assert (await response.json())["bio"] == "ok"


async def test_post_without_a_body_needs_no_content_type(signed_in):
    agent, _ = signed_in
    response = await agent.post("/api/auth/logout")
    assert response.status == 204
    assert (await agent.get("/api/auth/me")).status == 401


# --- body limits --------------------------------------------------------------------------------


async def test_login_body_over_64_kib_is_a_413(client):
    response = await client.post("/api/auth/login", data=big_json("password", 65 * 1024, email="a@b.co"), headers=JSON)
    assert await assert_envelope(response, 413) == TOO_LARGE


async def test_chunked_body_over_the_limit_is_a_413(client):
    async def chunks():
        yield b'{"email": "a@b.co", "password": "'
        for _ in range(80):
            yield b"x" * 1024
        yield b'"}'

    response = await client.post("/api/auth/login", data=chunks(), headers=JSON)
    assert await assert_envelope(response, 413) == TOO_LARGE


async def test_profile_body_over_its_limit_is_a_413_and_changes_nothing(signed_in):
    agent, user = signed_in
    # The profile takes one 5 MiB image as a data: URL, and a little more.
    response = await agent.patch(
        "/api/auth/profile", data=big_json("bio", MAX_DATA_URL_CHARS + 128 * 1024), headers=JSON
    )
    assert await assert_envelope(response, 413) == TOO_LARGE
    assert (await (await agent.get("/api/auth/me")).json()) == user


async def test_megabyte_string_on_an_auth_route_is_refused_not_a_500(client):
    for path, field in (
        ("/api/auth/login", "email"),
        ("/api/auth/login", "password"),
        ("/api/auth/register", "username"),
        ("/api/auth/register", "password"),
    ):
        response = await client.post(path, data=big_json(field, 1024 * 1024), headers=JSON)
        assert response.status in (400, 413), (path, field)
        await assert_envelope(response, response.status)
    assert (await client.get("/api/auth/me")).status == 401


async def test_megabyte_string_in_a_profile_field_is_a_400(signed_in):
    agent, user = signed_in
    for field, message in (
        ("displayName", "Display name must be less than 50 characters"),
        ("bio", "Bio must be less than 500 characters"),
        ("avatarSeed", "Avatar seed must be 1 to 64 characters"),
        ("profilePhoto", "Please upload an image file (PNG, JPG, GIF, etc.)"),
    ):
        response = await agent.patch("/api/auth/profile", data=big_json(field, 1024 * 1024), headers=JSON)
        assert (await assert_envelope(response, 400))["errors"] == {field: [message]}
    assert (await (await agent.get("/api/auth/me")).json()) == user


async def test_nul_character_in_text_is_a_400_not_a_500(signed_in):
    agent, user = signed_in
    for field, value, message in (
        ("displayName", "Ada\u0000", "Display name contains an invalid character"),
        ("bio", "\u0000", "Bio contains an invalid character"),
        ("skills", ["Python\u0000"], "Skills contains an invalid character"),
    ):
        response = await agent.patch("/api/auth/profile", json={field: value})
        assert await assert_envelope(response, 400) == {"message": message, "errors": {field: [message]}}
    assert (await (await agent.get("/api/auth/me")).json()) == user


async def test_nul_character_in_a_query_parameter_is_a_400_not_a_500(client):
    for path in ("/api/threads?searchQuery=%00", "/api/threads?tag=a%00b", "/api/projects?searchQuery=x%00"):
        response = await client.get(path)
        body = await assert_envelope(response, 400)
        assert body["message"].endswith("contains an invalid character"), path


async def test_nul_character_in_login_email_is_a_400(client):
    response = await client.post("/api/auth/login", json={"email": "ada\u0000@example.com", "password": "Passw0rd!"})
    body = await assert_envelope(response, 400)
    assert body["errors"] == {"email": ["Email contains an invalid character"]}


# --- the Origin check ---------------------------------------------------------------------------


async def test_foreign_origin_is_refused_before_not_signed_in(client):
    response = await client.patch("/api/auth/profile", json={"bio": "x"}, headers={"Origin": FOREIGN})
    assert await assert_envelope(response, 403) == REFUSED


async def test_foreign_origin_is_refused_before_not_found(client):
    for method in ("POST", "PUT", "PATCH", "DELETE"):
        response = await client.request(method, "/api/nope", json={}, headers={"Origin": FOREIGN})
        assert await assert_envelope(response, 403) == REFUSED


async def test_foreign_origin_is_refused_before_not_json(client):
    response = await client.post(
        "/api/auth/login",
        data=b"email=a",
        headers={"Origin": FOREIGN, "Content-Type": "application/x-www-form-urlencoded"},
    )
    assert await assert_envelope(response, 403) == REFUSED


async def test_cross_origin_sign_up_is_refused(client):
    for origin in ("null", FOREIGN, "http://127.0.0.1.evil.example", "not a url"):
        response = await client.post(
            "/api/auth/register",
            headers={"Origin": origin},
            json={"email": "csrf@example.com", "username": "csrf_victim", "password": "Passw0rd!"},
        )
        assert await assert_envelope(response, 403) == REFUSED, origin
    assert (await client.get("/api/auth/me")).status == 401


async def test_own_origin_on_another_port_or_scheme_is_foreign(client):
    url = client.make_url("/")
    for origin in (f"https://{url.host}:{url.port}", f"http://{url.host}:{url.port + 1}"):
        response = await client.post("/api/auth/login", json={}, headers={"Origin": origin})
        assert response.status == 403


async def test_cross_origin_logout_does_not_sign_the_member_out(signed_in):
    agent, user = signed_in
    response = await agent.post("/api/auth/logout", headers={"Origin": FOREIGN})
    assert response.status == 403
    me = await agent.get("/api/auth/me")
    assert me.status == 200
    assert (await me.json())["id"] == user["id"]


async def test_cross_origin_profile_change_is_refused_for_a_signed_in_member(signed_in):
    agent, user = signed_in
    response = await agent.patch("/api/auth/profile", json={"bio": "pwned"}, headers={"Origin": "null"})
    assert await assert_envelope(response, 403) == REFUSED
    assert (await (await agent.get("/api/auth/me")).json())["bio"] == user["bio"]


async def test_same_origin_requests_pass(client):
    response = await client.post(
        "/api/auth/register",
        headers={"Origin": own_origin(client)},
        json={"email": "same@example.com", "username": "same_origin", "password": "Passw0rd!"},
    )
    assert response.status == 201
    assert (await response.json())["username"] == "same_origin"


async def test_safe_methods_ignore_a_foreign_origin(client):
    response = await client.get("/api/skills", headers={"Origin": FOREIGN})
    assert response.status == 200
    assert "Python" in await response.json()


@pytest.fixture
async def partner_client(settings, aiohttp_client):
    """A server that also trusts PARTNER (DEVNET_ALLOWED_ORIGINS)."""
    return await aiohttp_client(await create_app(settings.with_(allowed_origins=(PARTNER,))))


async def test_allowed_origins_pass_the_check(partner_client):
    # A 400 from validation shows the request got past the Origin check.
    response = await partner_client.post("/api/auth/login", json={}, headers={"Origin": PARTNER})
    body = await assert_envelope(response, 400)
    assert body["errors"]["email"] == ["Please enter a valid email address"]
    response = await partner_client.post("/api/auth/login", json={}, headers={"Origin": own_origin(partner_client)})
    assert response.status == 400


async def test_allowed_origins_do_not_open_the_door_to_others(partner_client):
    for origin in (FOREIGN, "http://localhost:5174", "https://localhost:5173", "null"):
        response = await partner_client.post("/api/auth/login", json={}, headers={"Origin": origin})
        assert await assert_envelope(response, 403) == REFUSED


# --- unknown paths and methods ------------------------------------------------------------------


async def test_unknown_api_path_is_a_json_404_whatever_the_method(client):
    for path in ("/api/nope", "/api", "/api/auth", "/api/auth/me/extra", "/api/nothing/5"):
        for method in ("GET", "POST", "PATCH", "DELETE"):
            response = await client.request(method, path)
            assert await assert_envelope(response, 404) == {"message": "Not found"}, (method, path)


async def test_known_path_with_an_unknown_method_is_a_json_405(client):
    for method, path, allow in (
        ("PUT", "/api/auth/me", "GET"),
        ("DELETE", "/api/auth/me", "GET"),
        ("GET", "/api/auth/login", "POST"),
        ("POST", "/api/skills", "GET"),
        ("GET", "/api/auth/profile", "PATCH"),
    ):
        response = await client.request(method, path)
        assert await assert_envelope(response, 405) == {"message": "Method not allowed"}, (method, path)
        assert allow in response.headers["Allow"]


async def test_error_bodies_never_carry_more_than_the_envelope(client, signed_in):
    agent, _ = signed_in
    answers = [
        (await client.get("/api/auth/me"), 401),
        (await client.post("/api/auth/login", json={"email": "x"}), 400),
        (await client.post("/api/auth/login", json={"email": "no@example.com", "password": "Wrong1234"}), 401),
        (await agent.patch("/api/auth/profile", json={"skills": ["Nope"]}), 400),
        (await agent.post("/api/subscriptions/create", json={"tier": "gold"}), 400),
        (await client.get("/api/nope"), 404),
    ]
    for response, status in answers:
        await assert_envelope(response, status)


# --- headers ------------------------------------------------------------------------------------


async def test_api_answers_carry_security_headers_and_no_store(client):
    for response in (await client.get("/api/skills"), await client.get("/api/auth/me"), await client.get("/api/nope")):
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["X-Frame-Options"] == "DENY"
        assert response.headers["Referrer-Policy"] == "same-origin"
        assert response.headers["Cache-Control"] == "no-store"


async def test_pages_carry_a_content_security_policy(client):
    response = await client.get("/threads/5")
    policy = response.headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "frame-ancestors 'none'" in policy and "object-src 'none'" in policy
    assert response.headers["X-Frame-Options"] == "DENY"


# --- the client app -----------------------------------------------------------------------------


async def test_without_a_built_client_pages_say_so(client):
    response = await client.get("/threads/5")
    assert response.status == 503
    assert "not built" in await response.text()
    assert (await client.get("/api/nope")).status == 404


@pytest.fixture
def built_client(settings):
    """A minimal build of the web client in settings.frontend_dir, and a secret just outside it."""
    dist = settings.frontend_dir
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX)
    (dist / "assets" / "app.0123abcd.js").write_text("console.log('app')")
    (dist / "robots.txt").write_text("User-agent: *")
    (dist.parent / "secret.txt").write_text("TOP-SECRET")
    return dist


async def test_every_client_route_gets_the_app(client, built_client):
    for path in (
        "/",
        "/threads/5",
        "/feed",
        "/profile/edit",
        "/subscribe?success=true&tier=free",
        "/apis",
        "/api-docs",
        "/assets/missing.js",
    ):
        response = await client.get(path)
        assert response.status == 200, path
        assert await response.text() == INDEX
        assert response.headers["Cache-Control"] == "no-cache"


async def test_built_assets_are_served_and_hashed_ones_cached_for_good(client, built_client):
    asset = await client.get("/assets/app.0123abcd.js")
    assert asset.status == 200
    assert await asset.text() == "console.log('app')"
    assert "immutable" in asset.headers["Cache-Control"]
    robots = await client.get("/robots.txt")
    assert robots.status == 200
    assert "immutable" not in robots.headers["Cache-Control"]


async def test_api_paths_stay_json_when_the_client_is_built(client, built_client):
    response = await client.get("/api/nope")
    assert await assert_envelope(response, 404) == {"message": "Not found"}


async def raw_get(client, target: str) -> tuple[int, bytes]:
    """GET a request target exactly as written (clients tidy away '..' before sending)."""
    reader, writer = await asyncio.open_connection(client.host, client.port)
    writer.write(f"GET {target} HTTP/1.1\r\nHost: {client.host}:{client.port}\r\nConnection: close\r\n\r\n".encode())
    await writer.drain()
    data = await reader.read()
    writer.close()
    await writer.wait_closed()
    return int(data.split(b" ", 2)[1]), data


async def test_paths_never_escape_the_client_folder(client, built_client):
    for target in (
        "/../secret.txt",
        "/assets/../../secret.txt",
        "/..%2fsecret.txt",
        "/%2e%2e/secret.txt",
        "/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
        "/../devnet.sqlite3",
        "/" + "../" * 12 + "etc/passwd",
        "/" + "..%2f" * 12 + "etc%2fpasswd",
    ):
        status, data = await raw_get(client, target)
        assert b"TOP-SECRET" not in data and b"SQLite format" not in data and b"root:" not in data, target
        assert status in (200, 400, 404), target
        if status == 200:
            assert INDEX.encode() in data


@pytest.fixture
async def proxied(settings, aiohttp_client):
    """The app behind a TLS-terminating proxy on 127.0.0.1, which the settings trust."""
    app = await create_app(settings.with_(trusted_proxies=("127.0.0.1",)))
    client = await aiohttp_client(app)
    await reset_database(settings)
    return client


async def test_behind_a_trusted_https_proxy_the_https_origin_may_write_and_cookies_are_secure(proxied):
    headers = {"X-Forwarded-Proto": "https", "Origin": f"https://{proxied.host}:{proxied.port}"}
    response = await proxied.post(
        "/api/auth/register",
        json={"email": "proxy@example.com", "username": "proxied", "password": "Passw0rd!"},
        headers=headers,
    )
    assert response.status == 201
    assert "Secure" in response.headers["Set-Cookie"]
    plain = await proxied.post("/api/auth/logout", headers={"Origin": f"https://{proxied.host}:{proxied.port}"})
    assert plain.status == 403


async def test_odd_page_paths_are_a_404_or_the_app_never_a_500(client, built_client):
    for target in ("/x%00", "/%00", "/x%00/y", "/assets/%00.js", "/media/%00", "/media/x%00.png"):
        status, data = await raw_get(client, target)
        assert status == 404, target
        assert b"Internal server error" not in data
    for target in (
        "/" + "a" * 5000,
        "/assets/" + "b" * 300 + ".js",
        "/x%ff",
        "/%c0%ae%c0%ae/secret.txt",
        "/x%zz",
        "/%",
        "//",
        "/x\\y",
    ):
        status, data = await raw_get(client, target)
        assert status in (200, 404), target[:40]
        assert b"TOP-SECRET" not in data and b"Internal server error" not in data, target[:40]
    for target in ("/api/x%00", "/api/threads/%00", "/api/threads/1%00", "/api/" + "c" * 5000):
        status, data = await raw_get(client, target)
        assert status == 404, target[:40]
        assert data.endswith(b'{"message":"Not found"}'), target[:40]


async def test_pages_without_a_built_client_never_500_on_a_nul(client):
    status, _ = await raw_get(client, "/x%00")
    assert status == 404


async def raw_post(client, path: str, headers: str, body: bytes) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection(client.host, client.port)
    writer.write(
        f"POST {path} HTTP/1.1\r\nHost: {client.host}:{client.port}\r\n{headers}Connection: close\r\n\r\n".encode()
        + body
    )
    await writer.drain()
    data = await reader.read()
    writer.close()
    await writer.wait_closed()
    return int(data.split(b" ", 2)[1]), data


async def test_a_body_under_any_transfer_encoding_is_held_to_the_json_rule(client):
    body = b'{"email": "te@example.com", "username": "te_user", "password": "Passw0rd!"}'
    chunked = f"{len(body):x}\r\n".encode() + body + b"\r\n0\r\n\r\n"
    for encoding in ("chunked", "Chunked", "gzip, chunked", "identity, chunked"):
        status, data = await raw_post(
            client, "/api/auth/register", f"Content-Type: text/plain\r\nTransfer-Encoding: {encoding}\r\n", chunked
        )
        assert status == 415, encoding
        assert data.endswith(json.dumps(NOT_JSON, separators=(",", ":")).encode()), encoding
    response = await client.post("/api/auth/login", json={"email": "te@example.com", "password": "Passw0rd!"})
    assert response.status == 401  # no account was made
