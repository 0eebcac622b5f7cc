"""Mail (issue 32 items 1-4 and 7; docs/mail.md), against a real SMTP server (aiosmtpd) started by
the tests, on SQLite and on PostgreSQL + Redis. A member's mail is what the server received;
the clock is moved by giving the delivery job its ``now``, never by sleeping."""

from __future__ import annotations

import asyncio
import re
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

import pytest
from aiohttp import ClientSession
from tortoise.transactions import in_transaction

from devnet_api.app import create_app
from devnet_api.backing import jobs
from devnet_api.models.mail import DigestRun, MailIntent
from devnet_api.services import digest, mail, notifications
from devnet_api.settings import ConfigError, Settings
from devnet_api.telemetry import metrics
from devnet_api.web import keys
from tests import mail as smtp_server

SITE = "https://devnet.example"
RUST_THREAD = {"title": "Rust lifetimes, again", "body": "Why does the borrow checker say so?", "tags": ["rust"]}


@pytest.fixture(scope="session")
def smtp():
    controller, inbox = smtp_server.start(smtp_server.port_for_worker())
    yield controller, inbox
    controller.stop()


@pytest.fixture
def inbox(smtp):
    _, inbox = smtp
    inbox.clear()
    return inbox


@pytest.fixture
async def app(settings):
    """On-demand jobs run in this process on both backends (the kick test waits for them)."""
    app = await create_app(settings)
    app[keys.JOBS] = jobs.InProcess()
    return app


@pytest.fixture
def settings(settings, smtp, request):
    controller, _ = smtp
    marker = request.node.get_closest_marker("settings")
    changes = marker.kwargs if marker else {}
    return settings.with_(smtp_url=f"smtp://127.0.0.1:{controller.port}", public_url=SITE, **changes)


async def deliver(settings: Settings, now: datetime | None = None) -> dict:
    return await mail.deliver_due(mail.Mailer.from_settings(settings), now)


def address(user: dict) -> str:
    return f"{user['username'].lower()}@example.com"


async def confirmed(make_user, settings, inbox, **profile):
    """A member who confirmed their address from the confirmation mail."""
    agent, user = await make_user(**profile)
    await deliver(settings)
    mails = inbox.to(address(user))
    assert len(mails) == 1, [m["Subject"] for m in mails]
    link = smtp_server.link_in(mails[0], rf"{SITE}/verify-email\?token=\S+")
    token = link.split("token=", 1)[1]
    response = await agent.post("/api/mail/verify", json={"token": token})
    assert response.status == 200, await response.text()
    inbox.clear()
    return agent, user


async def post(agent, content: str) -> dict:
    response = await agent.post("/api/posts", json={"content": content})
    assert response.status == 201, await response.text()
    return await response.json()


async def mail_settings(agent) -> dict:
    response = await agent.get("/api/me/mail")
    assert response.status == 200, await response.text()
    return await response.json()


def mode_of(settings_json: dict, kind: str) -> str:
    return next(k["mode"] for k in settings_json["kinds"] if k["kind"] == kind)


# --- verified addresses --------------------------------------------------------------------------


async def test_a_new_member_confirms_the_address_from_the_mail_and_may_use_the_site_before(make_user, settings, inbox):
    agent, user = await make_user()
    # Access is immediate: the member posts before confirming.
    await post(agent, "Posting before I confirm my address")
    state = await mail_settings(agent)
    assert state["email"] == address(user) and state["verified"] is False and state["pendingEmail"] is None

    await deliver(settings)
    [message] = inbox.to(address(user))
    assert message["Subject"] == "Confirm your address on DevNet"
    assert message.is_multipart() and "DevNet" in smtp_server.html_of(message)
    token = smtp_server.link_in(message, rf"{SITE}/verify-email\?token=\S+").split("token=", 1)[1]

    verified = await agent.post("/api/mail/verify", json={"token": token})
    assert verified.status == 200 and (await verified.json()) == {"email": address(user), "verified": True}
    assert (await mail_settings(agent))["verified"] is True


async def test_a_tampered_or_foreign_confirmation_token_confirms_nothing(make_user, settings, inbox):
    agent, user = await make_user()
    await deliver(settings)
    [message] = inbox.to(address(user))
    token = smtp_server.link_in(message, rf"{SITE}/verify-email\?token=\S+").split("token=", 1)[1]
    user_id, issued, signature = token.split(".")
    flipped = signature[:-1] + ("1" if signature.endswith("0") else "0")  # never the signature itself
    for bad in (f"{user_id}.{issued}.{flipped}", f"{int(user_id) + 1}.{issued}.{signature}", "x", "1.2"):
        response = await agent.post("/api/mail/verify", json={"token": bad})
        assert response.status == 400, bad
        assert (await response.json())["errors"]["token"] == [mail.INVALID_VERIFY]
    assert (await mail_settings(agent))["verified"] is False


async def test_a_new_address_counts_only_once_confirmed_and_the_old_one_receives_until_then(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    response = await ada.post("/api/me/email", json={"email": "ada.new@example.com"})
    assert response.status == 200, await response.text()
    state = await response.json()
    assert state["email"] == address(ada_user) and state["pendingEmail"] == "ada.new@example.com"

    await post(bob, f"hello @{ada_user['username']}")
    await deliver(settings)
    [confirm] = inbox.to("ada.new@example.com")
    assert confirm["Subject"] == "Confirm your address on DevNet"
    # The old address still gets the notification mail; the new one only the confirmation.
    [notice] = inbox.to(address(ada_user))
    assert notice["Subject"].endswith("mentioned you")

    token = smtp_server.link_in(confirm, rf"{SITE}/verify-email\?token=\S+").split("token=", 1)[1]
    done = await ada.post("/api/mail/verify", json={"token": token})
    assert done.status == 200 and (await done.json())["email"] == "ada.new@example.com"
    state = await mail_settings(ada)
    assert state == {**state, "email": "ada.new@example.com", "verified": True, "pendingEmail": None}
    # Taken addresses are refused.
    taken = await bob.post("/api/me/email", json={"email": "ada.new@example.com"})
    assert taken.status == 409


async def test_resending_the_confirmation_is_rate_limited(make_user, settings, inbox):
    agent, user = await make_user()
    statuses = [(await agent.post("/api/me/email/verification")).status for _ in range(6)]
    assert statuses == [202] * 5 + [429]
    await deliver(settings)
    assert len(inbox.to(address(user))) == 6  # the sign-up's and five resends


# --- notification mail ---------------------------------------------------------------------------


async def test_a_mention_while_away_is_one_mail_that_links_to_the_post(make_user, settings, inbox):
    _ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    written = await post(bob, f"What do you think, @{ada_user['username']}?")

    await deliver(settings)
    await deliver(settings)  # a second run sends nothing again
    [message] = inbox.to(address(ada_user))
    assert message["Subject"] == f"{bob_user['username']} mentioned you"
    text, html = smtp_server.text_of(message), smtp_server.html_of(message)
    assert f"{SITE}/feed#post-{written['id']}" in text and f"{SITE}/feed#post-{written['id']}" in html
    assert "because someone mentioned you" in text and "DevNet" in text
    assert message["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"
    assert re.fullmatch(rf"<{SITE}/api/mail/unsubscribe/[0-9]+\.mention\.[0-9a-f]+>", message["List-Unsubscribe"])
    assert inbox.to(address(bob_user)) == []


async def test_a_member_without_a_confirmed_address_gets_no_notification_mail(make_user, settings, inbox):
    _, ada_user = await make_user()
    bob, _ = await confirmed(make_user, settings, inbox)
    await deliver(settings)
    inbox.clear()
    await post(bob, f"hi @{ada_user['username']}")
    await deliver(settings)
    assert inbox.to(address(ada_user)) == []


async def test_a_rolled_back_notice_mails_nothing_and_one_event_is_mailed_once(make_user, settings, inbox):
    _ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    written = await post(bob, "hello")  # a post of Bob's that mentions nobody: the notice is made below
    target = notifications.Target("post", written["id"], f"/feed#post-{written['id']}", "hello")
    with pytest.raises(RuntimeError):
        async with in_transaction():
            await notifications.notify("mention", ada_user["id"], bob_user["id"], target)
            raise RuntimeError("the request failed after the notice")
    assert not await MailIntent.filter(user_id=ada_user["id"], kind="mention").exists()

    notice = await notifications.notify("mention", ada_user["id"], bob_user["id"], target)
    await mail.notice_written(notice)  # the same event again
    assert await MailIntent.filter(user_id=ada_user["id"], kind="mention").count() == 1
    await deliver(settings)
    assert len(inbox.to(address(ada_user))) == 1


async def test_what_a_block_or_mute_hides_is_never_mailed(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    # Muted before: no notice, no mail.
    assert (await ada.request("PUT", f"/api/users/{bob_user['id']}/mute")).status in (200, 201, 204)
    await post(bob, f"@{ada_user['username']} one")
    await deliver(settings)
    assert inbox.to(address(ada_user)) == []

    carol, carol_user = await confirmed(make_user, settings, inbox)
    await post(carol, f"@{ada_user['username']} two")  # the intent is written...
    assert (await ada.request("PUT", f"/api/users/{carol_user['id']}/block")).status in (200, 201, 204)
    await deliver(settings)  # ...and dropped: blocked before it was due
    assert inbox.to(address(ada_user)) == []


@pytest.mark.settings(mail_hourly_cap=2)
async def test_at_most_n_mails_an_hour_the_rest_batched_into_the_next(make_user, settings, inbox):
    _, ada_user = await confirmed(make_user, settings, inbox)
    bob, _bob_user = await confirmed(make_user, settings, inbox)
    start = datetime.now(UTC)
    for n in range(5):
        await post(bob, f"note {n} for @{ada_user['username']}")
        await deliver(settings, datetime.now(UTC))
    assert len(inbox.to(address(ada_user))) == 2
    # An hour later the three waiting go together, in one mail.
    await deliver(settings, start + timedelta(minutes=61))
    mails = inbox.to(address(ada_user))
    assert len(mails) == 3
    assert mails[-1]["Subject"] == "3 new notifications on DevNet"
    assert smtp_server.text_of(mails[-1]).count("mentioned you") == 3


async def test_a_direct_message_is_mailed_only_when_unread_for_ten_minutes(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    now = datetime.now(UTC)
    sent = await bob.post("/api/messages", json={"toUserId": ada_user["id"], "message": "Are you around?"})
    assert sent.status == 201, await sent.text()
    await deliver(settings, now + timedelta(minutes=9))
    assert inbox.to(address(ada_user)) == []
    await deliver(settings, now + timedelta(minutes=11))
    [message] = inbox.to(address(ada_user))
    assert message["Subject"] == f"New message from {bob_user['username']}"
    assert f"{SITE}/messages/{bob_user['id']}" in smtp_server.text_of(message)

    # Read within ten minutes: no mail.
    inbox.clear()
    await bob.post("/api/messages", json={"toUserId": ada_user["id"], "message": "Never mind"})
    assert (await ada.get(f"/api/conversations/{bob_user['id']}")).status == 200  # reading marks it read
    await deliver(settings, now + timedelta(minutes=30))
    assert inbox.to(address(ada_user)) == []


async def test_a_friend_request_is_mailed(make_user, settings, inbox):
    _, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    response = await bob.post("/api/friends/request", json={"addresseeId": ada_user["id"]})
    assert response.status == 201
    await deliver(settings)
    [message] = inbox.to(address(ada_user))
    assert message["Subject"] == f"{bob_user['username']} wants to be your friend"
    assert f"{SITE}/friends" in smtp_server.text_of(message)


async def test_daily_kinds_come_in_one_summary_the_next_day(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    response = await ada.request("PUT", "/api/me/mail", json={"modes": {"mention": "daily", "reply": "daily"}})
    assert response.status == 200 and mode_of(await response.json(), "mention") == "daily"
    now = datetime.now(UTC)
    await post(bob, f"one @{ada_user['username']}")
    await post(bob, f"two @{ada_user['username']}")
    await deliver(settings, now)
    assert inbox.to(address(ada_user)) == []
    await deliver(settings, now + timedelta(days=1, minutes=1))
    [summary] = inbox.to(address(ada_user))
    assert summary["Subject"] == "Your daily summary from DevNet"
    assert smtp_server.text_of(summary).count("mentioned you") == 2


async def test_no_mail_at_all(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    response = await ada.request("PUT", "/api/me/mail", json={"allOff": True})
    assert response.status == 200 and (await response.json())["allOff"] is True
    await post(bob, f"hi @{ada_user['username']}")
    await deliver(settings)
    assert inbox.to(address(ada_user)) == []
    bad = await ada.request("PUT", "/api/me/mail", json={"modes": {"digest": "daily"}})
    assert bad.status == 400


# --- one-click unsubscribe -----------------------------------------------------------------------


async def test_one_click_unsubscribe_with_no_cookies_stops_that_kind(make_user, settings, inbox, client):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    await post(bob, f"first @{ada_user['username']}")
    await deliver(settings)
    [message] = inbox.to(address(ada_user))
    url = urlsplit(message["List-Unsubscribe"].strip("<>"))

    # What a mail client does: a POST with no cookies, from no page of the site (RFC 8058).
    async with ClientSession() as mail_client:
        response = await mail_client.post(
            client.make_url(url.path),
            data="List-Unsubscribe=One-Click",
            headers={"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://mail.example.net"},
        )
        assert response.status == 200, await response.text()
        assert (await response.json())["mode"] == "off"
    assert mode_of(await mail_settings(ada), "mention") == "off"
    assert mode_of(await mail_settings(ada), "reply") == "instant"  # only that kind

    inbox.clear()
    await post(bob, f"second @{ada_user['username']}")
    await deliver(settings)
    assert inbox.to(address(ada_user)) == []

    # The page's "resubscribe" turns it back on.
    token = url.path.rsplit("/", 1)[1]
    again = await ada.post(f"/api/mail/resubscribe/{token}")
    assert again.status == 200 and mode_of(await mail_settings(ada), "mention") == "instant"


async def test_a_mail_of_several_kinds_unsubscribes_from_all_mail(make_user, settings, inbox, client):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    await post(bob, f"hello @{ada_user['username']}")
    assert (await bob.post("/api/friends/request", json={"addresseeId": ada_user["id"]})).status == 201
    await deliver(settings)
    [message] = inbox.to(address(ada_user))
    assert message["Subject"] == "2 new notifications on DevNet"
    one_click = urlsplit(message["List-Unsubscribe"].strip("<>")).path
    assert ".all." in one_click and "Unsubscribe from all mail from DevNet" in smtp_server.text_of(message)
    async with ClientSession() as mail_client:
        response = await mail_client.post(client.make_url(one_click), data="List-Unsubscribe=One-Click")
        assert response.status == 200 and (await response.json())["kind"] == "all"
    assert (await mail_settings(ada))["allOff"] is True


async def test_a_tampered_unsubscribe_token_changes_nothing(make_user, settings, inbox, client):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    await post(bob, f"hey @{ada_user['username']}")
    await deliver(settings)
    [message] = inbox.to(address(ada_user))
    token = message["List-Unsubscribe"].strip("<>").rsplit("/", 1)[1]
    user_id, kind, signature = token.split(".")
    flipped = "0" if signature[-1] != "0" else "1"
    async with ClientSession() as mail_client:
        for bad in (
            f"{user_id}.{kind}.{signature[:-1]}{flipped}",  # the signature changed
            f"{bob_user['id']}.{kind}.{signature}",  # someone else's member
            f"{user_id}.reply.{signature}",  # another kind
            f"{user_id}.{kind}.{signature[:20]}",  # cut short by a mail client
            f"{user_id}.{kind}.caf%C3%A9",  # not hex, not even ASCII
            "expired",  # not a token at all
        ):
            response = await mail_client.post(client.make_url(f"/api/mail/unsubscribe/{bad}"))
            assert response.status == 404, bad
            assert (await response.json())["message"] == "This unsubscribe link is invalid", bad
    assert mode_of(await mail_settings(ada), "mention") == "instant"
    assert mode_of(await mail_settings(ada), "reply") == "instant"
    assert mode_of(await mail_settings(bob), "mention") == "instant"


async def test_only_the_unsubscribe_route_skips_the_origin_check(signed_in):
    agent, _ = signed_in
    response = await agent.request(
        "PUT", "/api/me/mail", json={"allOff": True}, headers={"Origin": "https://evil.example"}
    )
    assert response.status == 403


# --- the digest ----------------------------------------------------------------------------------


async def befriend(a, b, b_id: int) -> None:
    request = await a.post("/api/friends/request", json={"addresseeId": b_id})
    assert request.status == 201, await request.text()
    answer = await b.patch(f"/api/friends/respond/{(await request.json())['id']}", json={"response": "accepted"})
    assert answer.status == 200, await answer.text()


async def test_the_weekly_digest_goes_once_per_member_and_week_and_not_when_empty(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    _, loner = await confirmed(make_user, settings, inbox)
    await befriend(ada, bob, bob_user["id"])
    thread = await bob.post(
        "/api/threads",
        json=RUST_THREAD,
    )
    assert thread.status == 201, await thread.text()
    thread_id = (await thread.json())["id"]
    await deliver(settings)
    inbox.clear()

    next_week = datetime.now(UTC) + timedelta(days=7)
    mailer = mail.Mailer.from_settings(settings)
    first = await digest.send_all(mailer, next_week)
    second = await digest.send_all(mailer, next_week)  # the job again, or by hand: nothing more
    [message] = inbox.to(address(ada_user))
    assert message["Subject"] == "Your week on DevNet"
    assert f"{SITE}/threads/{thread_id}" in smtp_server.text_of(message)
    assert "Rust lifetimes, again" in smtp_server.html_of(message)
    assert message["List-Unsubscribe"].strip("<>").split("/")[-1].split(".")[1] == "digest"
    assert inbox.to(address(loner)) == []  # nothing for them: no mail
    assert first["sent"] >= 1 and second["sent"] == 0
    period = digest.last_week(next_week).period
    assert await DigestRun.filter(user_id=ada_user["id"], period=period, status="sent").count() == 1
    assert await DigestRun.filter(user_id=loner["id"], period=period, status="skipped").count() == 1

    # The preview shows the same, sending nothing.
    text, _ = await digest.preview(ada_user["username"], SITE, next_week)
    assert "Rust lifetimes, again" in text
    assert len(inbox.to(address(ada_user))) == 1


async def test_a_digest_run_that_died_mid_way_is_finished_by_the_next(make_user, settings, inbox):
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    await befriend(ada, bob, bob_user["id"])
    await post(bob, "A post for the digest")
    await deliver(settings)
    inbox.clear()
    next_week = datetime.now(UTC) + timedelta(days=7)
    period = digest.last_week(next_week).period
    # A run claimed ada's digest and died before mailing it.
    await DigestRun.create(user_id=ada_user["id"], period=period, status="sending", claimed_at=next_week)
    mailer = mail.Mailer.from_settings(settings)
    await digest.send_all(mailer, next_week + timedelta(minutes=5))
    assert inbox.to(address(ada_user)) == []  # perhaps still running: left alone
    await digest.send_all(mailer, next_week + timedelta(hours=1))
    assert len(inbox.to(address(ada_user))) == 1


# --- delivery you can trust ----------------------------------------------------------------------


async def test_a_mail_server_that_refuses_is_retried_then_counted_dead(make_user, settings, inbox):
    _, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    await post(bob, f"hi @{ada_user['username']}")
    away = settings.with_(smtp_url="smtp://127.0.0.1:2599")  # nobody listens there
    dead_before = metrics.MAIL_DEAD_LETTERS.labels("mention")._value.get()
    now = datetime.now(UTC)
    for attempt in range(mail.MAX_ATTEMPTS):
        stats = await deliver(away, now + timedelta(hours=attempt))
        assert stats["failed"] == 1
    [intent] = await MailIntent.filter(user_id=ada_user["id"], kind="mention")
    assert intent.status == "dead" and intent.attempts == mail.MAX_ATTEMPTS
    assert metrics.MAIL_DEAD_LETTERS.labels("mention")._value.get() == dead_before + 1
    assert await mail.dead_letters() == 1


@pytest.mark.settings(mail_kick=True)
async def test_a_request_kicks_the_delivery_once_it_is_done(make_user, inbox, app):
    """Kicked after the request (a task of the process here): no job run needed."""
    _, user = await make_user()
    await asyncio.gather(*app[keys.JOBS].running)
    assert len(inbox.to(address(user))) == 1


@pytest.mark.parametrize(
    "url",
    ["http://mail.example.com", "smtp://", "smtp://host:port", "mail.example.com:587"],
)
def test_a_bad_smtp_url_is_one_clear_line_at_start(url):
    with pytest.raises(ConfigError) as caught:
        Settings.from_env({"DEVNET_SMTP_URL": url})
    assert "DEVNET_SMTP_URL" in str(caught.value) and "\n" not in str(caught.value)
    assert Settings.from_env({"DEVNET_SMTP_URL": "smtps://u:p@mail.example.com:465"}).smtp_url


def test_the_smtp_password_is_not_in_the_error():
    with pytest.raises(ConfigError) as caught:
        Settings.from_env({"DEVNET_SMTP_URL": "smtp://user:s3cret@host:x"})
    assert "s3cret" not in str(caught.value)


async def test_create_app_accepts_mail_settings(settings):
    assert await create_app(settings)


async def test_a_watcher_hears_of_the_next_comment_by_mail_once(make_user, settings, inbox):
    """A commenter watches the thread by default; the next comment is one "watch" mail to them (at
    once when they ask for it; the default is the daily summary), linking to the thread."""
    ada, _ = await confirmed(make_user, settings, inbox)
    carol, carol_user = await confirmed(make_user, settings, inbox)
    bob, bob_user = await confirmed(make_user, settings, inbox)
    assert mode_of(await mail_settings(carol), "watch") == "daily"
    response = await carol.request("PUT", "/api/me/mail", json={"modes": {"watch": "instant"}})
    assert response.status == 200
    answer = await ada.post(
        "/api/threads",
        json={"title": "Pool timeouts under load", "body": "Why does the pool time out at night?", "tags": ["python"]},
    )
    assert answer.status == 201, await answer.text()
    thread = await answer.json()
    for agent, body in ((carol, "Same here"), (bob, "Raise the pool size")):
        answer = await agent.post(f"/api/threads/{thread['id']}/comments", json={"body": body})
        assert answer.status == 201, await answer.text()

    await deliver(settings)
    await deliver(settings)  # nothing twice
    [message] = inbox.to(address(carol_user))
    assert message["Subject"] == f"{bob_user['username']} commented on a thread you watch"
    assert f"{SITE}/threads/{thread['id']}" in smtp_server.text_of(message)
    assert "because you watch this thread" in smtp_server.text_of(message)


async def test_the_digest_brings_the_weeks_threads_in_a_followed_tag_once(make_user, settings, inbox):
    """Following #rust (not a friend of its author): the week's Rust thread is in the digest, once."""
    ada, ada_user = await confirmed(make_user, settings, inbox)
    bob, _ = await confirmed(make_user, settings, inbox)
    followed = await ada.post("/api/me/followed-tags", json={"tag": "#Rust", "following": True})
    assert followed.status in (200, 201), await followed.text()
    thread = await bob.post("/api/threads", json=RUST_THREAD)
    assert thread.status == 201, await thread.text()
    thread_id = (await thread.json())["id"]
    await deliver(settings)
    inbox.clear()

    next_week = datetime.now(UTC) + timedelta(days=7)
    mailer = mail.Mailer.from_settings(settings)
    await digest.send_all(mailer, next_week)
    await digest.send_all(mailer, next_week)
    [message] = inbox.to(address(ada_user))
    assert f"{SITE}/threads/{thread_id}" in smtp_server.text_of(message)
    assert "Rust lifetimes, again" in smtp_server.html_of(message)
