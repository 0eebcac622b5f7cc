"""What the adversarial API tests share: a small world of members and content, a snapshot of every
row in the database, raw requests that no client library tidies up, and API.md's error envelope."""

from __future__ import annotations

import json
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import ClientResponse
from aiohttp.test_utils import TestClient, TestServer
from tortoise import Tortoise
from yarl import URL

from devnet_api.app import create_app
from devnet_api.settings import Settings
from tests import backing_services
from tests.conftest import Agent, reset_database

# Columns that move on an ordinary signed-in request (a session's deadline slides when it is used).
VOLATILE = {"auth_sessions": {"expires_at"}}
# A member's private fields (API.md): never on another member's object; email and role only on one's own.
USER_PRIVATE = {"email", "role", "status", "messagesFrom", "passwordHash", "password_hash"}
OWN_ONLY = ("email", "role", "messagesFrom")
# Never in any answer to anyone.
SECRET_FIELDS = {"passwordHash", "password_hash", "password", "token", "tokenHash", "token_hash", "sessionId"}


def _models():
    return sorted(
        (model for app in Tortoise.apps.values() for model in app.values()), key=lambda model: model._meta.db_table
    )


async def snapshot() -> dict[str, list[dict]]:
    """Every row of every table (volatile columns left out), to compare before and after an attack."""
    tables = {}
    for model in _models():
        table = model._meta.db_table
        skip = VOLATILE.get(table, set())
        rows = await model.all().order_by(model._meta.pk_attr).values()
        tables[table] = [{k: v for k, v in row.items() if k not in skip} for row in rows]
    return tables


def changed_tables(before: dict, after: dict) -> list[str]:
    return [table for table in before if before[table] != after.get(table)]


async def send(
    agent: Agent,
    method: str,
    path: str,
    *,
    body: Any = None,
    raw: bytes | None = None,
    headers: dict | None = None,
    chunked: bool = False,
) -> ClientResponse:
    """One request with the path exactly as written (no dot-segment folding, no re-quoting): the
    odd paths a hostile client sends, not what a browser would tidy them into."""
    url = URL(str(agent.server.make_url("/")).rstrip("/") + path, encoded=True)
    headers = dict(headers or {})
    data = raw
    if body is not None:
        data = json.dumps(body).encode()
        headers.setdefault("Content-Type", "application/json")
    return await agent.session.request(method, url, data=data, headers=headers, chunked=chunked or None)


async def assert_envelope(response: ClientResponse) -> dict:
    """API.md: every non-2xx answer is JSON ``{"message": text}``, with ``errors`` {field: [text]} on a 400."""
    assert response.content_type == "application/json", (response.status, await response.text())
    body = await response.json()
    assert isinstance(body, dict) and isinstance(body.get("message"), str) and body["message"], body
    assert set(body) <= {"message", "errors"}, body
    for messages in body.get("errors", {}).values():
        assert isinstance(messages, list) and all(isinstance(m, str) for m in messages), body
    assert "Traceback" not in body["message"], body
    return body


def private_fields_in(value: Any, allowed_own: int | None = None, unread_allowed: bool = False) -> list[str]:
    """Private fields anywhere in an answer: a user object's email, role, status, message setting or hash
    (``allowed_own``: the id whose own object may carry email, role and message setting), secrets anywhere,
    and unread counts unless allowed."""
    found: list[str] = []
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, dict):
            is_user = "username" in item
            own = is_user and allowed_own is not None and item.get("id") == allowed_own
            for key, inner in item.items():
                secret = key in SECRET_FIELDS or (key == "unreadCount" and not unread_allowed)
                if secret or (is_user and key in USER_PRIVATE and not (own and key in OWN_ONLY)):
                    found.append(key)
                pending.append(inner)
        elif isinstance(item, list):
            pending.extend(item)
    return found


@dataclass
class World:
    """Two members and one of everything, made through the API as people would."""

    me: Agent
    me_user: dict
    other: Agent
    other_user: dict
    ids: dict[str, int] = field(default_factory=dict)
    anonymous: Agent | None = None

    def fill(self, path: str) -> str:
        return path.format(**self.ids)


async def created(agent: Agent, path: str, body: dict) -> dict:
    response = await agent.post(path, json=body)
    assert response.status == 201, await response.text()
    return await response.json()


PASSWORD = "Passw0rd!"


async def register(server, username: str) -> tuple[Agent, dict]:
    """A member signed up through the API, with a browser (cookie jar) of their own."""
    agent = Agent(server)
    response = await agent.post(
        "/api/auth/register",
        json={"email": f"{username.lower()}@example.com", "username": username, "password": PASSWORD},
    )
    assert response.status == 201, await response.text()
    return agent, await response.json()


def fill(value: Any, ids: dict[str, int]) -> Any:
    """Put the world's ids into a case: "{thread}" alone becomes the id itself, a number."""
    if isinstance(value, str):
        if value.startswith("{") and value.endswith("}") and value[1:-1] in ids:
            return ids[value[1:-1]]
        return value
    if isinstance(value, list):
        return [fill(item, ids) for item in value]
    if isinstance(value, dict):
        return {key: fill(item, ids) for key, item in value.items()}
    return value


def module_settings(backend: str, tmp: Path, request) -> Settings:
    """Settings as tests/conftest.py makes them, for a module-wide server (call from a sync fixture:
    the PostgreSQL database is made with asyncio.run)."""
    base = Settings(
        media_dir=tmp / "media",
        frontend_dir=tmp / "dist",
        run_schedule=False,
        session_cache_seconds=0,  # roles are given straight in the database (tests/conftest.py)
        search_cache_seconds=0,
    )
    if backend == "sqlite":
        return base.with_(database_url=f"sqlite://{tmp}/devnet.sqlite3")
    return base.with_(
        database_url=request.getfixturevalue("pg_database"),
        redis_url=backing_services.REDIS_URL,
        redis_prefix=f"devnet-test:{uuid.uuid4().hex}:",
    )


@asynccontextmanager
async def served(settings: Settings) -> AsyncIterator[TestClient]:
    """One server for a whole module: set-up (and argon2 for each member) is paid once, while
    every case stays its own counted test."""
    client = TestClient(TestServer(await create_app(settings)))
    await client.start_server()
    try:
        await reset_database(settings)
        yield client
    finally:
        await client.close()
