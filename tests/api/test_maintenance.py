"""Read-only mode (docs/operations.md, "Read-only mode"): writes answer 503 with Retry-After and a
clear message, reads and signing in go on, /api/health and the live channel say so; the switch is
`devnet maintenance read-only on|off`, seen at once by the web process (a row of the site's
database: it survives a Redis restart, fails closed, and a restore into another database leaves
the live site alone); the CLI's writes and the jobs wait, and nothing is written meanwhile."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import sys

import pytest
from redis.asyncio import Redis

from devnet_api.backing import maintenance
from devnet_api.models.accounts import KnownDevice, User
from devnet_api.models.activity import ContentView
from devnet_api.models.admin import AuditEntry, SiteMode
from devnet_api.models.content import Thread
from devnet_api.models.notifications import Notification
from devnet_api.models.social import Conversation, Message
from devnet_api.services import backups
from devnet_api.settings import Settings
from tests import backing_services
from tests.api.test_counters import THREAD, created
from tests.api.test_member_sessions import IPHONE, sign_in
from tests.api.test_messages import send
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


# --- The switch holds (issue 42, item 6): a row of the site's database, fail closed, logged and audited,
# obeyed by the CLI's writes and the jobs; read-only writes nothing (issue 41, item 5).


async def _wait_for_status(agent, path: str, payload: dict, status: int) -> None:
    """POST until the answer is ``status`` (a process that could not read the switch asks again a
    second later); at most 10 s."""
    deadline = asyncio.get_running_loop().time() + 10
    while True:
        response = await agent.post(path, json=payload)
        if response.status == status or asyncio.get_running_loop().time() > deadline:
            assert response.status == status, await response.text()
            return
        await asyncio.sleep(0.1)


async def test_the_switch_is_kept_in_the_database_and_survives_a_redis_restart(client, signed_in, settings):
    agent, _ = signed_in
    await _switch(settings, True)
    try:
        if settings.redis_url:  # what a Redis restart loses: every key of the site (the shared server stays up)
            redis = Redis.from_url(settings.redis_url)
            try:
                found = [key async for key in redis.scan_iter(match=settings.redis_prefix + "*")]
                if found:
                    await redis.delete(*found)
            finally:
                await redis.aclose()
        assert await SiteMode.filter(id=1, read_only=True).exists()
        # A process that never saw the switch (a fresh one, nothing cached) reads it on.
        assert (await maintenance.Switch(settings).get()).read_only is True
        post = await agent.post("/api/posts", json={"content": "after the Redis restart"})
        assert post.status == 503 and await post.json() == READ_ONLY
    finally:
        await _switch(settings, False)
    assert (await agent.post("/api/posts", json={"content": "accepted"})).status == 201


async def test_every_switch_is_logged_and_audited(client, settings, caplog):
    caplog.set_level(logging.INFO, logger="devnet.maintenance")
    await _switch(settings, True)
    await _switch(settings, False)
    entries = await AuditEntry.filter(target_type="site").order_by("id")
    assert [(entry.action, entry.reason, entry.actor_name) for entry in entries] == [
        ("site.read_only", "restoring last night's backup", "system"),
        ("site.read_write", "", "system"),
    ]
    lines = [
        (record.levelname, record.getMessage()) for record in caplog.records if record.name == "devnet.maintenance"
    ]
    assert lines == [
        ("WARNING", "read-only mode on (cli): restoring last night's backup"),
        ("INFO", "read-only mode off (cli): the site takes writes again"),
    ]


async def test_a_switch_that_cannot_be_read_counts_as_read_only(client, settings, tmp_path):
    if settings.dialect == "sqlite":
        away = settings.with_(database_url=f"sqlite://{tmp_path}/no-such-database.sqlite3")
    else:  # a port nothing listens on
        away = settings.with_(database_url="postgres://postgres@127.0.0.1:1/devnet")
    switch = maintenance.Switch(away, orm=False)
    with pytest.raises(maintenance.Unreadable):
        await switch.get()
    assert await switch.is_read_only() is True
    assert not (tmp_path / "no-such-database.sqlite3").exists()  # looking never creates a database


async def test_a_write_of_the_cli_is_refused_while_read_only_and_a_read_is_not(client, make_user, settings):
    _, spammer = await make_user("spammer")
    _, moderator = await make_user("mod_ella")
    await User.filter(id=moderator["id"]).update(role="moderator")
    await _switch(settings, True)
    try:
        code, _, err = await devnet(settings, "users", "ban", "spammer", "--reason", "spam", "--as", "mod_ella")
        assert code == 1
        assert "read-only mode" in err and "devnet maintenance read-only off" in err
        assert "Traceback" not in err
        assert (await User.get(id=spammer["id"])).status == "active"
        code, _, err = await devnet(settings, "users", "show", "spammer")
        assert code == 0, err
    finally:
        await _switch(settings, False)
    code, _, err = await devnet(settings, "users", "ban", "spammer", "--reason", "spam", "--as", "mod_ella")
    assert code == 0, err
    assert (await User.get(id=spammer["id"])).status == "banned"


async def test_a_restore_into_another_database_leaves_the_live_site_writable(client, signed_in, settings, tmp_path):
    agent, _ = signed_in
    if settings.dialect == "sqlite":
        other = settings.with_(database_url=f"sqlite://{tmp_path}/scratch.sqlite3")
    else:
        name = f"{settings.database_url.rsplit('/', 1)[1]}_scratch"
        await backing_services.recreate_database(name)
        other = settings.with_(database_url=backing_services.pg_url(name))
    try:
        code, _, err = await devnet(other, "db", "upgrade")  # the scratch database, as the docs advise
        assert code == 0, err
        async with maintenance.read_only_while(other, "restoring into a scratch database"):
            assert (await maintenance.Switch(other, orm=False).get()).read_only is True
            assert (await maintenance.Switch(settings).get()).read_only is False
            assert (await agent.post("/api/posts", json={"content": "the live site writes on"})).status == 201
        assert (await maintenance.Switch(other, orm=False).get()).read_only is False
    finally:
        if settings.dialect == "postgres":
            await backing_services.drop_database(name)
    assert (await (await client.get("/api/health")).json())["readOnly"] is False


async def test_devnet_maintenance_answers_cleanly_with_redis_down(client, settings, tmp_path):
    down = {"DEVNET_REDIS_URL": "redis://127.0.0.1:1/0"}  # an unused port: the shared Redis stays up
    code, out, err = await devnet(settings, "maintenance", "read-only", "on", "--reason", "failover", **down)
    try:
        assert code == 0, err
        assert "Traceback" not in err and "read-only" in out
        code, out, err = await devnet(settings, "maintenance", "read-only", "--json", **down)
        assert code == 0, err
        assert json.loads(out)["readOnly"] is True
    finally:
        code, out, err = await devnet(settings, "maintenance", "read-only", "off", **down)
    assert code == 0, err
    # A database without the switch's table (not migrated): one red line, no traceback.
    bare = settings.with_(database_url=f"sqlite://{tmp_path}/bare.sqlite3")
    sqlite3.connect(tmp_path / "bare.sqlite3").close()
    code, out, err = await devnet(bare, "maintenance", "read-only")
    assert code == 1
    assert "The read-only switch cannot be read" in err and "Traceback" not in err


async def test_the_jobs_wait_while_read_only(client, make_user, settings):
    await make_user("ada")
    before = await backups.database_counts(settings)
    await _switch(settings, True)
    try:
        script = (
            "import logging\n"
            "logging.basicConfig(level=logging.INFO)\n"
            "from tasks.jobs import TASKS\n"
            "done = TASKS['tasks.trends.hashtags'].apply()\n"
            "print('periodic', done.state, done.result)\n"
        )
        env = {key: value for key, value in os.environ.items() if not key.startswith("DEVNET_")}
        env |= {
            "DEVNET_DATABASE_URL": settings.database_url,
            "DEVNET_OUTBOX_DIR": str(settings.outbox_dir),
            "DEVNET_LOG_FORMAT": "text",
        }
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-c", script, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE
        )
        out, err = await asyncio.wait_for(process.communicate(), 60)
        assert process.returncode == 0, err.decode()
        assert "periodic SUCCESS None" in out.decode()
        assert "skipped: the site is read-only" in err.decode()
        after = await backups.database_counts(settings)
        assert {table: count for table, count in after.items() if table not in ("audit_entries", "site_mode")} == {
            table: count for table, count in before.items() if table not in ("audit_entries", "site_mode")
        }
    finally:
        await _switch(settings, False)


async def test_read_only_mode_counts_no_view_marks_nothing_read_and_writes_no_sign_in_notice(
    client, make_user, settings
):
    author, author_user = await make_user("author")
    reader, reader_user = await make_user("reader")
    thread_id = await created(author, "/api/threads", THREAD)
    await send(author, reader_user["id"], "Are you there?")
    await _switch(settings, True)
    phones: list[Agent] = []
    try:
        assert (await reader.get(f"/api/threads/{thread_id}")).status == 200
        assert (await Thread.get(id=thread_id)).views == 0
        assert await ContentView.filter(kind="thread").count() == 0

        conversation = await reader.get(f"/api/conversations/{author_user['id']}")
        assert conversation.status == 200
        assert (await Message.get(recipient_id=reader_user["id"])).read_at is None
        conversation_row = await Conversation.get(owner_id=reader_user["id"], partner_id=author_user["id"])
        assert conversation_row.unread_count == 1

        devices = await KnownDevice.filter(user_id=reader_user["id"]).count()
        phones.append(await sign_in(client.server, "reader@example.com", IPHONE))  # signing in works
        assert await Notification.filter(recipient_id=reader_user["id"], kind="new_sign_in").count() == 0
        assert await KnownDevice.filter(user_id=reader_user["id"]).count() == devices
    finally:
        await _switch(settings, False)
    # Afterwards each is written as usual: the view counts, reading marks, the new phone is told.
    assert (await reader.get(f"/api/threads/{thread_id}")).status == 200
    assert (await Thread.get(id=thread_id)).views == 1
    assert (await reader.get(f"/api/conversations/{author_user['id']}")).status == 200
    assert (await Message.get(recipient_id=reader_user["id"])).read_at is not None
    phones.append(await sign_in(client.server, "reader@example.com", IPHONE))
    assert await Notification.filter(recipient_id=reader_user["id"], kind="new_sign_in").count() == 1
    for phone in phones:
        await phone.session.close()
