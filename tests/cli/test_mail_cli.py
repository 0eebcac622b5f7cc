"""`devnet mail`: the weekly digest by hand (once per member and week), its preview in the terminal,
and a bad DEVNET_SMTP_URL as one clear line."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from devnet_api.db import using_orm
from devnet_api.models.content import Thread
from devnet_api.models.social import Friendship
from devnet_api.services import digest
from tests import mail as smtp_server
from tests.cli.test_cli import cli_env, devnet

SITE = "https://devnet.example"


async def seed() -> None:
    ada, bob = await smtp_server.confirmed_member("ada"), await smtp_server.confirmed_member("bob")
    await smtp_server.confirmed_member("carol")  # nobody's friend, no tags: nothing to read
    await Friendship.create(requester=ada, addressee=bob, status="accepted", pair=Friendship.pair_of(ada.id, bob.id))
    week = digest.last_week(datetime.now(UTC))
    await Thread.create(
        user=bob, title="Async Rust, a week in", body="What I learned.", created_at=week.start + timedelta(days=2)
    )


def test_the_digest_by_hand_goes_once_and_the_preview_shows_it(tmp_path):
    controller, inbox = smtp_server.start(smtp_server.port_for_worker(60))
    try:
        database = f"sqlite://{tmp_path}/devnet.sqlite3"
        env = cli_env(tmp_path, database, DEVNET_SMTP_URL=f"smtp://127.0.0.1:{controller.port}", DEVNET_PUBLIC_URL=SITE)
        assert devnet("db", "upgrade", env=env, cwd=tmp_path).returncode == 0
        asyncio.run(using_orm(database, seed))

        preview = devnet("mail", "preview-digest", "ada", env=env, cwd=tmp_path)
        assert preview.returncode == 0, preview.stderr
        assert "Async Rust, a week in" in preview.stdout and f"{SITE}/threads/" in preview.stdout
        assert inbox.messages == []  # a preview sends nothing
        nothing = devnet("mail", "preview-digest", "carol", env=env, cwd=tmp_path)
        assert "no mail would be sent" in nothing.stdout
        missing = devnet("mail", "preview-digest", "nobody", env=env, cwd=tmp_path)
        assert missing.returncode == 1 and "User not found" in missing.stderr

        first = devnet("mail", "digest", env=env, cwd=tmp_path)
        second = devnet("mail", "digest", env=env, cwd=tmp_path)
        assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
        assert "sent: 1" in first.stdout and "sent: 0" in second.stdout
        [weekly] = inbox.to("ada@example.com")
        assert "Async Rust, a week in" in smtp_server.text_of(weekly)
        assert inbox.to("carol@example.com") == [] and inbox.to("bob@example.com") == []
    finally:
        controller.stop()


def test_a_bad_smtp_url_is_one_red_line(tmp_path):
    env = cli_env(tmp_path, f"sqlite://{tmp_path}/devnet.sqlite3", DEVNET_SMTP_URL="smtp//mail.example.com")
    for args in (("mail", "deliver"), ("serve", "--port", "8599")):
        result = devnet(*args, env=env, cwd=tmp_path)
        assert result.returncode == 2, (args, result.stdout, result.stderr)
        assert "DEVNET_SMTP_URL must be smtp://" in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr
