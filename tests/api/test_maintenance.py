"""Read-only mode (docs/operations.md, "Read-only mode"): writes answer 503 with Retry-After and a
clear message, reads and signing in go on, /api/health and the live channel say so; the switch is
`devnet maintenance read-only on|off`, seen at once by the web process (a file beside the SQLite
database; Redis on the scaled run)."""

from __future__ import annotations

import json

from devnet_api.backing import maintenance
from devnet_api.settings import Settings
from tests.api.test_realtime import receive, signed_socket
from tests.cli.test_media import devnet
from tests.conftest import PASSWORD, Agent

READ_ONLY = {"message": maintenance.MESSAGE, "code": "read_only"}


async def _switch(settings: Settings, on: bool) -> None:
    await maintenance.Switch(settings).set(on, "restoring last night's backup" if on else "")


async def test_writes_answer_503_while_reads_and_sign_in_go_on(client, signed_in, make_user, settings):
    agent, me = signed_in
    await _switch(settings, True)
    try:
        post = await agent.post("/api/posts", json={"content": "during maintenance"})
        assert post.status == 503
        assert post.headers["Retry-After"] == str(maintenance.RETRY_AFTER)
        assert await post.json() == READ_ONLY
        profile = await agent.patch("/api/auth/profile", json={"bio": "changed"})
        assert profile.status == 503
        visitor = Agent(client.server)
        try:
            register = await visitor.post(
                "/api/auth/register", json={"email": "new@example.com", "username": "newbie", "password": PASSWORD}
            )
            assert register.status == 503
        finally:
            await visitor.session.close()

        assert (await agent.get("/api/threads")).status == 200
        assert (await agent.get(f"/api/users/{me['id']}")).status == 200
        health = await client.get("/api/health")
        assert health.status == 200 and (await health.json())["readOnly"] is True
        # Signing out and in again works (a session is written, nothing members see).
        assert (await agent.post("/api/auth/logout")).status == 204
        login = await agent.post("/api/auth/login", json={"email": me["email"], "password": PASSWORD})
        assert login.status == 200, await login.text()
        assert (await agent.get("/api/auth/me")).status == 200
    finally:
        await _switch(settings, False)
    assert (await agent.post("/api/posts", json={"content": "after maintenance"})).status == 201
    assert (await (await client.get("/api/health")).json())["readOnly"] is False


async def test_the_signed_in_sockets_hear_when_the_site_turns_read_only_and_back(client, signed_in, settings):
    agent, me = signed_in
    ws = await signed_socket(agent, me)
    await _switch(settings, True)
    try:
        frame = await receive(ws)
        assert (frame["type"], frame["readOnly"], frame["reason"]) == (
            "maintenance",
            True,
            "restoring last night's backup",
        )
    finally:
        await _switch(settings, False)
    frame = await receive(ws)
    assert (frame["type"], frame["readOnly"]) == ("maintenance", False)
    await ws.close()


async def test_devnet_maintenance_read_only_switches_the_running_site(client, signed_in, settings):
    agent, _ = signed_in
    redis = {"DEVNET_REDIS_URL": settings.redis_url or "", "DEVNET_REDIS_PREFIX": settings.redis_prefix}
    code, out, err = await devnet(settings, "maintenance", "read-only", "on", "--reason", "failover", **redis)
    try:
        assert code == 0, err
        assert "read-only" in out
        assert (await agent.post("/api/posts", json={"content": "refused"})).status == 503
        code, out, _ = await devnet(settings, "maintenance", "read-only", "status", "--json", **redis)
        state = json.loads(out)
        assert (state["readOnly"], state["reason"]) == (True, "failover")
    finally:
        code, out, err = await devnet(settings, "maintenance", "read-only", "off", **redis)
    assert code == 0, err
    assert "read-write" in out
    assert (await agent.post("/api/posts", json={"content": "accepted"})).status == 201


async def test_a_restore_holds_the_site_read_only_and_leaves_it_as_it_found_it(client, settings):
    switch = maintenance.Switch(settings)
    async with maintenance.read_only_while(settings, "restoring backup 1"):
        state = await switch.get()
        assert (state.read_only, state.reason) == (True, "restoring backup 1")
        assert (await client.post("/api/posts", json={"content": "x"})).status == 503
    assert (await switch.get()).read_only is False
    # Already read-only (an operator turned it on first): it stays so after the restore.
    await switch.set(True, "failover")
    try:
        async with maintenance.read_only_while(settings, "restoring backup 2"):
            pass
        assert (await switch.get()).reason == "failover"
    finally:
        await switch.set(False)
