"""Mail in scaled mode: the delivery and the weekly digest run in a real Celery worker on PostgreSQL,
sent by name as beat and the web process send them, to a real SMTP server (aiosmtpd)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest
from tortoise import Tortoise

from devnet_api.backing.jobs import DELIVER_MAIL, by_task
from devnet_api.db import using_orm
from devnet_api.models.content import Thread
from devnet_api.models.mail import DigestRun, MailIntent
from devnet_api.models.social import Friendship
from devnet_api.services import digest, notifications
from tests import backing_services
from tests import mail as smtp_server
from tests.conftest import require_services
from tests.tasks.worker import run_worker_tasks, upgraded_env

SITE = "https://devnet.example"


@pytest.fixture
def fresh_pg_url(worker_id: str, testrun_uid: str):
    require_services()
    name = f"devnet_mail_{testrun_uid[:8]}_{worker_id}"
    asyncio.run(backing_services.recreate_database(name))
    yield backing_services.pg_url(name)
    asyncio.run(backing_services.drop_database(name))


@pytest.fixture
def smtp():
    controller, inbox = smtp_server.start(smtp_server.port_for_worker(50))
    yield controller, inbox
    controller.stop()


async def seed() -> dict:
    # The tables the migrations may not have yet (the lead generates them at integration).
    await Tortoise.generate_schemas(safe=True)
    ada, bob = await smtp_server.confirmed_member("ada"), await smtp_server.confirmed_member("bob")
    await Friendship.create(requester=ada, addressee=bob, status="accepted", pair=Friendship.pair_of(ada.id, bob.id))
    thread = await Thread.create(user=bob, title="Rust in the kernel", body="What changed this week, and why.")
    await notifications.notify("mention", ada.id, bob.id, notifications.target_of(thread))
    return {"ada": ada.id, "thread": thread.id}


def test_a_celery_worker_delivers_the_mention_and_the_digest_once(tmp_path, fresh_pg_url, smtp):
    controller, inbox = smtp
    env = upgraded_env(fresh_pg_url, tmp_path / "var")
    env.update(DEVNET_SMTP_URL=f"smtp://127.0.0.1:{controller.port}", DEVNET_PUBLIC_URL=SITE)
    seeded = asyncio.run(using_orm(fresh_pg_url, seed))

    # The web process's kick and beat's minute: the same intent, delivered once.
    delivered, log = run_worker_tasks(env, [DELIVER_MAIL.task, by_task("tasks.mail.deliver").task])
    assert delivered[0]["mails"] == 1 and delivered[1]["mails"] == 0, log
    [mention] = inbox.to("ada@example.com")
    assert mention["Subject"] == "bob mentioned you"
    assert f"{SITE}/threads/{seeded['thread']}" in smtp_server.text_of(mention)
    assert mention["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"

    # The digest job, as beat runs it, twice: the week's thread from a friend, once. The thread is
    # dated into last week so the run (today) sends it.
    async def backdate():
        week = digest.last_week(datetime.now(UTC))
        await Thread.filter(id=seeded["thread"]).update(created_at=week.start + timedelta(days=1))
        return week.period

    period = asyncio.run(using_orm(fresh_pg_url, backdate))
    inbox.clear()
    results, log = run_worker_tasks(env, ["tasks.mail.digest", "tasks.mail.digest"])
    assert results[0]["sent"] == 1 and results[1]["sent"] == 0, log
    [weekly] = inbox.to("ada@example.com")
    assert weekly["Subject"] == "Your week on DevNet" and "Rust in the kernel" in smtp_server.text_of(weekly)

    async def rows():
        return (
            await DigestRun.filter(user_id=seeded["ada"], period=period, status="sent").count(),
            await MailIntent.filter(user_id=seeded["ada"], status="sent").count(),
        )

    assert asyncio.run(using_orm(fresh_pg_url, rows)) == (1, 1)
