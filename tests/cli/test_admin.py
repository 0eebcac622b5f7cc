"""The operator commands through Typer's runner, on SQLite and on PostgreSQL: each command's happy
path and its refusals, with the database and the audit rows checked afterwards."""

from __future__ import annotations

import asyncio
import json
import re
from datetime import UTC, datetime, timedelta

import pyotp
import pytest
from typer.testing import CliRunner

from devnet_api import __version__, db
from devnet_api.models.accounts import AuthSession, Passkey, PendingSignIn, RecoveryCode, User
from devnet_api.models.activity import Report
from devnet_api.models.admin import AuditEntry, PasswordResetToken
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.social import Friendship, Message
from devnet_api.models.trends import TrendingHashtag
from devnet_api.services import accounts, comments, feed, markup, messages, sessions, threads, two_factor
from devnet_api.settings import Settings
from devnet_cli import common
from devnet_cli.main import app
from tests.conftest import BACKENDS, reset_database

runner = CliRunner()


@pytest.fixture(params=BACKENDS)
def database_url(request, tmp_path) -> str:
    url = f"sqlite://{tmp_path}/devnet.sqlite3" if request.param == "sqlite" else request.getfixturevalue("pg_database")
    asyncio.run(db.using_orm(url, lambda: reset_database(Settings(database_url=url))))
    return url


@pytest.fixture
def cli(database_url, tmp_path, monkeypatch):
    env = {
        "DEVNET_DATABASE_URL": database_url,
        "DEVNET_VAR_DIR": str(tmp_path / "var"),
        "DEVNET_OPERATOR": "",
        "DEVNET_PUBLIC_URL": "https://devnet.example",
        "DEVNET_REDIS_URL": "",
    }
    monkeypatch.setattr(common.console, "width", 200)  # a wide terminal: table cells are not folded

    def invoke(*args: str, input: str | None = None, **extra_env: str):
        return runner.invoke(app, list(args), env={**env, **extra_env}, input=input)

    return invoke


@pytest.fixture
def orm(database_url):
    def call(work):
        return asyncio.run(db.using_orm(database_url, work))

    return call


async def _people() -> dict[str, int]:
    """An admin, a moderator, two members; ada has a thread with a comment by bob, and a session."""
    made = {}
    for name, role in (("alice", "admin"), ("mo", "moderator"), ("ada", "member"), ("bob", "member")):
        user = await accounts.register(f"{name}@example.com", name, "Passw0rd!")
        await User.filter(id=user.id).update(role=role)
        made[name] = user.id
    thread = await threads.create(made["ada"], "How do you test CLIs?", "With the runner, of course.", ["testing"])
    made["thread"] = thread.id
    made["comment"] = (await comments.add("thread", thread.id, made["bob"], "Same here")).id
    await sessions.create(made["ada"], 3600)
    return made


@pytest.fixture
def people(orm):
    return orm(_people)


def audit_rows(orm) -> list[tuple]:
    async def read():
        return [
            tuple(r)
            for r in await AuditEntry.all()
            .order_by("id")
            .values_list("actor_name", "action", "target_type", "target_id", "reason")
        ]

    return orm(read)


def error(result) -> str:
    return result.stderr.strip()


def test_version_and_help(cli):
    assert cli("--version").stdout.strip() == f"devnet {__version__}"
    for group in ("users", "moderate", "trends", "db"):
        result = cli(group, "--help")
        assert result.exit_code == 0
        assert "Usage:" in result.stdout
    assert cli("users", "ban").exit_code == 2  # usage: missing USER


def test_users_list_search_and_json(cli, people):
    result = cli("users", "list", "--json")
    assert result.exit_code == 0, result.stderr
    assert [u["username"] for u in json.loads(result.stdout)] == ["bob", "ada", "mo", "alice"]
    found = json.loads(cli("users", "list", "--search", "AD", "--json").stdout)
    assert [u["username"] for u in found] == ["ada"]
    assert json.loads(cli("users", "list", "--role", "moderator", "--json").stdout)[0]["username"] == "mo"
    table = cli("users", "list")
    assert table.exit_code == 0 and "alice" in table.stdout and "4 member(s)" in table.stdout


def test_users_show_has_counts_and_history(cli, people, orm):
    assert cli("users", "ban", "ada", "--reason", "spam", "--as", "mo").exit_code == 0
    shown = json.loads(cli("users", "show", "@ADA", "--json").stdout)
    assert shown["status"] == "banned"
    assert shown["counts"]["threads"] == 1 and shown["counts"]["activeSessions"] == 0
    assert [(h["actor"], h["action"], h["reason"]) for h in shown["history"]] == [("mo", "user.ban", "spam")]
    result = cli("users", "show", "nobody")
    assert result.exit_code == 1
    assert error(result) == "No user 'nobody'"


def test_ban_ends_sessions_hides_content_and_is_audited(cli, people, orm):
    result = cli("users", "ban", "ada", "-r", "link spam", DEVNET_OPERATOR="mo")
    assert result.exit_code == 0, result.stderr

    async def check():
        user = await User.get(id=people["ada"])
        assert user.status == "banned"
        assert await AuthSession.filter(user_id=user.id).count() == 0
        assert not await threads.visible().filter(id=people["thread"]).exists()

    orm(check)
    assert audit_rows(orm) == [("mo", "user.ban", "user", people["ada"], "link spam")]

    again = cli("users", "ban", "ada", "-r", "again", "--as", "mo")
    assert again.exit_code == 1
    assert error(again) == "@ada is already banned"
    assert len(audit_rows(orm)) == 1

    assert cli("users", "unban", "ada", "-r", "appeal", "--as", "alice").exit_code == 0
    assert orm(lambda: threads.visible().filter(id=people["thread"]).exists())
    assert audit_rows(orm)[-1] == ("alice", "user.unban", "user", people["ada"], "appeal")
    assert error(cli("users", "unban", "ada", "-r", "x", "--as", "alice")) == "@ada is not banned"


def session_counts(orm, *user_ids: int) -> list[int]:
    async def count():
        return [await AuthSession.filter(user_id=user_id).count() for user_id in user_ids]

    return orm(count)


def test_end_sessions_signs_a_member_out_everywhere_with_the_rank_rule_and_audit(cli, people, orm):
    async def more_sessions():
        for user_id in (people["ada"], people["alice"], people["mo"]):
            await sessions.create(user_id, 3600)

    orm(more_sessions)
    assert session_counts(orm, people["ada"], people["alice"]) == [2, 1]
    for args, message in (
        (("users", "end-sessions", "ada", "--as", "mo"), "Give a reason (--reason)"),
        (("users", "end-sessions", "ada", "-r", "x", "--as", "bob"), "@bob is not a moderator or admin"),
        (("users", "end-sessions", "alice", "-r", "x", "--as", "mo"), "@alice is admin; only an admin can do that"),
        (("users", "end-sessions", "mo", "-r", "x", "--as", "mo"), "You cannot do that to your own account"),
        (
            ("users", "end-sessions", "ada", "-r", "x"),
            "Name the acting moderator with --as USERNAME or the DEVNET_OPERATOR variable",
        ),
    ):
        refused = cli(*args)
        assert (refused.exit_code, error(refused)) == (1, message), args
    assert session_counts(orm, people["ada"], people["alice"], people["mo"]) == [2, 1, 1]
    assert audit_rows(orm) == []

    result = cli("users", "end-sessions", "@ada", "--reason", "cookie stolen, member asked", "--as", "alice", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout) == {"username": "ada", "sessionsEnded": 2}
    assert session_counts(orm, people["ada"], people["alice"]) == [0, 1]
    assert orm(lambda: User.get(id=people["ada"])).status == "active"  # they may sign in again
    assert audit_rows(orm) == [("alice", "user.end_sessions", "user", people["ada"], "cookie stolen, member asked")]
    # An admin may end a moderator's sessions (the rank rule), in words this time.
    shown = cli("users", "end-sessions", "mo", "-r", "laptop lost", "--as", "alice")
    assert shown.exit_code == 0 and "ended 1 session(s) of @mo" in shown.stdout
    assert session_counts(orm, people["mo"]) == [0]


def test_a_banned_member_cannot_log_in(cli, people, orm):
    assert cli("users", "ban", "ada", "-r", "spam", "--as", "mo").exit_code == 0
    from devnet_api.backing.rate_limiter import Limits, MemoryRateLimiter
    from devnet_api.domain.errors import Forbidden

    async def attempt():
        with pytest.raises(Forbidden) as refused:
            await accounts.authenticate("ada@example.com", "Passw0rd!", "127.0.0.1", Limits(MemoryRateLimiter()))
        return refused.value.message

    assert orm(attempt) == "This account has been suspended"


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ("users", "ban", "ada", "-r", "spam"),
            "Name the acting moderator with --as USERNAME or the DEVNET_OPERATOR variable",
        ),
        (("users", "ban", "ada", "-r", "spam", "--as", "bob"), "@bob is not a moderator or admin"),
        (("users", "ban", "ada", "-r", "spam", "--as", "ghost"), "No user 'ghost'"),
        (("users", "ban", "ghost", "-r", "spam", "--as", "mo"), "No user 'ghost'"),
        (("users", "ban", "ada", "--as", "mo"), "Give a reason (--reason)"),
        (("users", "ban", "mo", "-r", "x", "--as", "mo"), "You cannot do that to your own account"),
        (("users", "ban", "alice", "-r", "x", "--as", "mo"), "@alice is admin; only an admin can do that"),
        (("users", "unban", "alice", "-r", "x", "--as", "mo"), "@alice is admin; only an admin can do that"),
        (("users", "reset-link", "alice", "--as", "mo"), "@alice is admin; only an admin can do that"),
        (("users", "delete", "alice", "-r", "x", "--as", "mo", "--yes"), "@alice is admin; only an admin can do that"),
        (("users", "set-role", "bob", "moderator", "--as", "mo"), "@mo is not an admin"),
        (("users", "set-role", "bob", "boss", "--as", "alice"), "Role must be one of: member, moderator, admin"),
        (
            ("users", "set-role", "alice", "member", "--as", "alice"),
            "An admin cannot take their own admin role away; ask another admin",
        ),
    ],
)
def test_refusals_exit_1_with_one_red_line_and_change_nothing(cli, people, orm, args, message):
    result = cli(*args)
    assert result.exit_code == 1
    assert error(result) == message
    assert audit_rows(orm) == []
    assert orm(lambda: User.filter(status="banned").count()) == 0
    assert orm(lambda: PasswordResetToken.all().count()) == 0


def test_a_moderator_cannot_unban_a_moderator_an_admin_banned(cli, people, orm):
    assert cli("users", "set-role", "bob", "moderator", "--as", "alice").exit_code == 0
    assert cli("users", "ban", "bob", "-r", "abuse of tools", "--as", "alice").exit_code == 0
    refused = cli("users", "unban", "bob", "-r", "friend of mine", "--as", "mo")
    assert (refused.exit_code, error(refused)) == (1, "@bob is moderator; only an admin can do that")
    assert orm(lambda: User.get(id=people["bob"])).status == "banned"
    assert cli("users", "unban", "bob", "-r", "appeal accepted", "--as", "alice").exit_code == 0


def test_set_role_by_an_admin_and_the_first_admin_bootstrap(cli, people, orm):
    result = cli("users", "set-role", "bob", "moderator", "-r", "helps a lot", "--as", "alice")
    assert result.exit_code == 0, result.stderr
    assert orm(lambda: User.get(id=people["bob"])).role == "moderator"
    assert audit_rows(orm) == [("alice", "user.set_role", "user", people["bob"], "helps a lot")]
    assert error(cli("users", "set-role", "bob", "moderator", "--as", "alice")) == "@bob is already moderator"
    # With an admin on the site, nobody is named admin without --as ...
    refused = cli("users", "set-role", "ada", "admin")
    assert refused.exit_code == 1
    orm(lambda: User.filter(role="admin").update(role="member"))
    # ... without one, the first admin is named from the shell, recorded as `system`.
    assert cli("users", "set-role", "ada", "admin").exit_code == 0
    assert audit_rows(orm)[-1][:2] == ("system", "user.set_role")


def test_delete_asks_removes_the_content_and_fixes_others_counters(cli, people, orm):
    async def vote_and_comment():
        # ada votes on bob's thread and comments on it: bob's counters must lose both.
        bobs = await threads.create(people["bob"], "Bob asks a question", "Anyone?", [])
        await threads.vote(bobs.id, people["ada"], "upvote")
        await comments.add("thread", bobs.id, people["ada"], "Me!")
        return bobs.id

    bobs = orm(vote_and_comment)
    assert orm(lambda: Thread.get(id=bobs)).score == 1

    declined = cli("users", "delete", "ada", "-r", "spam account", "--as", "mo", input="n\n")
    assert declined.exit_code == 1
    assert orm(lambda: User.exists(id=people["ada"]))

    result = cli("users", "delete", "ada", "-r", "spam account", "--as", "mo", input="y\n")
    assert result.exit_code == 0, result.stderr

    async def check():
        assert not await User.exists(id=people["ada"])
        assert not await Thread.exists(id=people["thread"])
        assert not await Comment.exists(id=people["comment"])  # bob's comment went with ada's thread
        left = await Thread.get(id=bobs)
        assert (left.score, left.comment_count) == (0, 0)
        assert await ThreadVote.filter(thread_id=bobs).count() == 0
        entry = await AuditEntry.get(action="user.delete")
        assert entry.detail["username"] == "ada" and entry.detail["threads"] == 1

    orm(check)


MEMBER_TEXT = "[/x] [bold]x[/bold] \x1b[31mred\x1b[0m\rover"
SHOWN_TEXT = "[/x] [bold]x[/bold] \\x1b[31mred\\x1b[0m\\rover"  # as typed, control characters escaped


def test_member_text_prints_as_plain_text_with_control_characters_escaped(cli, people, orm):
    async def hostile():
        await Thread.filter(id=people["thread"]).update(title="[red]Title[/red]", body="\x1b]0;pwned\x07body")
        await User.filter(id=people["ada"]).update(display_name="[bold]Ada[/bold]", bio=MEMBER_TEXT)
        await _report(people, "thread", people["thread"], MEMBER_TEXT)
        await _report(people, "user", people["ada"], "[link=http://evil.example]click[/link]")

    orm(hostile)
    shown = cli("moderate", "reports")
    assert shown.exit_code == 0, shown.stderr
    assert SHOWN_TEXT in shown.stdout  # the reason, and ada's bio as the reported user's excerpt
    assert "[red]Title[/red]" in shown.stdout and "\\x1b]0;pwned\\x07body" in shown.stdout
    assert "[bold]Ada[/bold]" in shown.stdout and "[link=http://evil.example]click[/link]" in shown.stdout
    assert "\x1b" not in shown.stdout and "\r" not in shown.stdout
    listed = cli("users", "list", "--search", "ada")
    assert listed.exit_code == 0 and "[bold]Ada[/bold]" in listed.stdout
    orm(lambda: User.filter(id=people["ada"]).update(username="ada[/x]"))
    banned = cli("users", "ban", f"#{people['ada']}", "-r", "spam", "--as", "mo")
    assert banned.exit_code == 0, banned.stderr
    assert "@ada[/x]" in banned.stdout
    logged = cli("moderate", "log")
    assert logged.exit_code == 0 and "spam" in logged.stdout


def test_reset_link_prints_a_single_use_link(cli, people, orm):
    result = cli("users", "reset-link", "ada", "--as", "mo")
    assert result.exit_code == 0, result.stderr
    assert re.fullmatch(r"https://devnet\.example/auth/reset-password\?token=[\w-]{40,}", result.stdout.strip())
    assert orm(lambda: PasswordResetToken.filter(user_id=people["ada"]).count()) == 1
    assert audit_rows(orm) == [("mo", "user.reset_link", "user", people["ada"], "")]


async def _report(people, kind: str, object_id: int, reason: str = "rude") -> int:
    return (await Report.create(reporter_id=people["bob"], resource_type=kind, resource_id=object_id, reason=reason)).id


def test_reports_queue_shows_the_content_and_filters(cli, people, orm):
    orm(lambda: _report(people, "thread", people["thread"], "off topic"))
    orm(lambda: _report(people, "comment", people["comment"], "insult"))
    queue = json.loads(cli("moderate", "reports", "--json").stdout)
    assert [(r["type"], r["reason"], r["content"]["author"]) for r in queue] == [
        ("thread", "off topic", "ada"),
        ("comment", "insult", "bob"),
    ]
    assert queue[0]["content"]["title"] == "How do you test CLIs?"
    assert queue[1]["content"]["title"] == f"comment on thread {people['thread']}: How do you test CLIs?"
    only = json.loads(cli("moderate", "reports", "--type", "comment", "--json").stdout)
    assert [r["type"] for r in only] == ["comment"]
    table = cli("moderate", "reports")
    assert table.exit_code == 0 and "off topic" in table.stdout
    assert cli("moderate", "reports", "--status", "resolved").stdout.strip() == "No resolved reports."
    assert cli("moderate", "reports", "--status", "bogus").exit_code == 1


def test_hide_unhide_and_settle_reports_with_audit(cli, people, orm):
    report = orm(lambda: _report(people, "comment", people["comment"]))
    assert cli("moderate", "hide", "comment", str(people["comment"]), "-r", "insult", "--as", "mo").exit_code == 0
    assert orm(lambda: Thread.get(id=people["thread"])).comment_count == 0
    again = cli("moderate", "hide", "comment", str(people["comment"]), "-r", "insult", "--as", "mo")
    assert (again.exit_code, error(again)) == (1, f"Comment {people['comment']} is already hidden")
    assert cli("moderate", "resolve", str(report), "-r", "hidden", "--as", "mo").exit_code == 0
    closed = cli("moderate", "dismiss", str(report), "--as", "mo")
    assert (closed.exit_code, error(closed)) == (1, f"Report {report} is already resolved")
    assert orm(lambda: Report.get(id=report)).status == "resolved"

    assert cli("moderate", "unhide", "comment", str(people["comment"]), "-r", "context", "--as", "alice").exit_code == 0
    assert orm(lambda: Thread.get(id=people["thread"])).comment_count == 1
    assert (
        error(cli("moderate", "unhide", "comment", str(people["comment"]), "-r", "x", "--as", "mo"))
        == f"Comment {people['comment']} is not hidden"
    )
    assert error(cli("moderate", "hide", "thread", "999", "-r", "x", "--as", "mo")) == "No thread 999"
    assert error(cli("moderate", "hide", "user", "1", "-r", "x", "--as", "mo")).startswith("Cannot hide a user")
    assert error(cli("moderate", "hide", "thread", "1", "-r", "x", "--as", "bob")) == "@bob is not a moderator or admin"

    other = orm(lambda: _report(people, "thread", people["thread"]))
    assert cli("moderate", "dismiss", str(other), "-r", "fine", "--as", "mo").exit_code == 0
    assert error(cli("moderate", "resolve", "9999", "--as", "mo")) == "No report 9999"

    assert [row[:3] for row in audit_rows(orm)] == [
        ("mo", "content.hide", "comment"),
        ("mo", "report.resolve", "report"),
        ("alice", "content.unhide", "comment"),
        ("mo", "report.dismiss", "report"),
    ]
    log = json.loads(cli("moderate", "log", "--actor", "mo", "--action", "report.", "--json").stdout)
    assert [e["action"] for e in log] == ["report.dismiss", "report.resolve"]
    assert "content.unhide" in cli("moderate", "log").stdout
    target = json.loads(cli("moderate", "log", "--target", f"comment:{people['comment']}", "--json").stdout)
    assert [e["action"] for e in target] == ["content.unhide", "content.hide"]
    assert cli("moderate", "log", "--target", "comment").exit_code == 1


def test_stats_count_the_rows(cli, people, orm):
    stats = json.loads(cli("stats", "--json").stdout)
    assert stats["users"]["total"] == 4 and stats["users"]["admins"] == 1
    assert stats["content"]["threads"] == 1 and stats["content"]["comments"] == 1
    assert stats["content"]["posts"] == 0 and stats["people"] == {"friendships": 0, "friend requests": 0, "messages": 0}
    assert stats["sessions"]["active"] == 1
    assert stats["reports"] == {"open": 0, "resolved": 0, "dismissed": 0}
    assert "threads" in cli("stats").stdout


def test_trends_refresh_runs_the_jobs_and_show_lists_the_tags(cli, people, orm):
    async def expired():
        past = datetime.now(UTC) - timedelta(minutes=1)
        await AuthSession.all().update(expires_at=past)
        member = await User.filter(role="member").first()
        await PasswordResetToken.create(token_hash="0" * 64, user=member, expires_at=past)
        await PasswordResetToken.create(token_hash="1" * 64, user=member, expires_at=past + timedelta(hours=1))

    orm(expired)
    ran = json.loads(cli("trends", "refresh", "--json").stdout)
    results = [{k: r[k] for k in ("job", "result")} for r in ran]
    assert {"job": "tasks.accounts.purge_sessions", "result": 1} in results
    assert {"job": "tasks.accounts.purge_reset_links", "result": 1} in results  # the expired link only
    assert orm(lambda: AuthSession.all().count()) == 0
    assert orm(lambda: PasswordResetToken.all().values_list("token_hash", flat=True)) == ["1" * 64]
    shown = json.loads(cli("trends", "show", "--json").stdout)
    assert shown["thread tags"] == [{"tag": "testing", "uses": 1}]
    assert shown["schedule"][0]["job"] == "tasks.accounts.purge_sessions"


SEED = ("seed", "--users", "6", "--threads", "40", "--projects", "12", "--comments", "90", "--votes", "150")


async def _counter_mismatches() -> list[str]:
    """Every stored counter compared with the rows it counts; returns what differs."""
    wrong = []
    for thread in await Thread.all():
        votes = await ThreadVote.filter(thread_id=thread.id).values_list("value", flat=True)
        comments_ = await Comment.filter(thread_id=thread.id, hidden=False).count()
        if (thread.score, thread.comment_count) != (sum(votes), comments_):
            wrong.append(f"thread {thread.id}")
    for project in await Project.all():
        votes = await ProjectVote.filter(project_id=project.id).values_list("value", flat=True)
        expected = (
            votes.count(1),
            votes.count(-1),
            sum(votes),
            await Comment.filter(project_id=project.id, hidden=False).count(),
        )
        if (project.upvotes_count, project.downvotes_count, project.score, project.comment_count) != expected:
            wrong.append(f"project {project.id}")
    for user in await User.all():
        if (user.thread_count, user.project_count) != (
            await Thread.filter(user_id=user.id).count(),
            await Project.filter(user_id=user.id).count(),
        ):
            wrong.append(f"user {user.username}")
    return wrong


def test_seed_writes_realistic_content_with_exact_counters_and_can_run_again(cli, orm):
    result = cli(*SEED, "--json")
    assert result.exit_code == 0, result.stderr
    made = json.loads(result.stdout)
    assert made["users"] == 6 and made["threads"] == 40 and made["projects"] == 12 and made["comments"] == 90
    assert orm(_counter_mismatches) == []

    async def looks_real():
        user = await User.get(username="demo0")
        assert " " in user.display_name and user.bio and user.skills and user.avatar_style
        project = await Project.first()
        assert project.media_urls and all(url.startswith("/media/") for url in project.media_urls)
        assert await ThreadVote.all().count() + await ProjectVote.all().count() == made["votes"]

    orm(looks_real)
    # Again: the same demo members get more content, ids keep counting (the PostgreSQL sequence too).
    assert cli(*SEED).exit_code == 0
    assert orm(lambda: Thread.all().count()) == 80
    assert orm(lambda: User.all().count()) == 6
    orm(lambda: threads.create(1, "After the seed", "A new thread gets a fresh id.", []))
    assert orm(_counter_mismatches) == []


async def _wipe() -> None:
    for model in (ThreadVote, ProjectVote, Comment, Thread, Project, User):
        await model.all().delete()


def test_seed_is_reproducible_with_a_seed(cli, orm):
    async def snapshot():
        return (
            await Thread.all().order_by("id").values_list("title", "body", "user__username", "score", "comment_count"),
            await User.all().order_by("id").values_list("username", "display_name", "skills", "bio"),
        )

    cli(*SEED, "--seed", "42")
    first = orm(snapshot)
    orm(_wipe)
    cli(*SEED, "--seed", "42")
    assert orm(snapshot) == first
    orm(_wipe)
    cli(*SEED, "--seed", "43")
    assert orm(snapshot) != first


def test_seed_refuses_a_live_database_unless_forced(cli, people, orm):
    refused = cli(*SEED)
    assert refused.exit_code == 1
    assert "not demo members" in error(refused) and "--force" in error(refused)
    assert orm(lambda: User.all().count()) == 4
    assert cli(*SEED, "--if-empty").stdout.strip() == "The database already has members: nothing seeded."
    forced = cli(*SEED, "--force")
    assert forced.exit_code == 0, forced.stderr
    assert orm(lambda: User.all().count()) == 10


def test_seed_if_empty_seeds_a_small_set_once(cli, orm):
    first = cli("seed", "--if-empty")
    assert first.exit_code == 0, first.stderr
    assert "seeded 12 members" in first.stdout and "demo0@demo.devnet.dev" in first.stdout
    assert cli("seed", "--if-empty").stdout.strip() == "The database already has members: nothing seeded."
    assert orm(lambda: User.all().count()) == 12


FEED_SEED = (
    "seed",
    "--users",
    "8",
    "--threads",
    "5",
    "--projects",
    "0",
    "--comments",
    "10",
    "--votes",
    "10",
    "--posts",
    "60",
    "--likes",
    "200",
    "--post-comments",
    "80",
    "--friendships",
    "12",
    "--messages",
    "50",
)


async def _feed_mismatches() -> list[str]:
    """The feed's and people's counters and rules compared with their rows; returns what differs."""
    wrong = []
    for post in await Post.all():
        expected = (
            await PostLike.filter(post_id=post.id).count(),
            await Comment.filter(post_id=post.id, hidden=False).count(),
            markup.hashtags(post.content),
        )
        tags = await PostTag.filter(post_id=post.id).order_by("id").values_list("tag", flat=True)
        if (post.likes_count, post.comment_count, post.tags) != expected or tags != post.tags:
            wrong.append(f"post {post.id}")
    pairs = await Friendship.all().values_list("requester_id", "addressee_id", "pair", "status")
    if len({pair for *_, pair, _status in pairs}) != len(pairs):
        wrong.append("a pair twice")
    wrong += [f"pair {pair}" for a, b, pair, _ in pairs if pair != Friendship.pair_of(a, b)]
    friends = {pair for *_, pair, status in pairs if status == "accepted"}
    for sender, recipient in await Message.all().values_list("sender_id", "recipient_id"):
        if Friendship.pair_of(sender, recipient) not in friends:
            wrong.append(f"message {sender}->{recipient} between strangers")
    return wrong


def test_seed_writes_posts_likes_friendships_and_messages_with_exact_counters(cli, orm):
    result = cli(*FEED_SEED, "--json")
    assert result.exit_code == 0, result.stderr
    made = json.loads(result.stdout)
    assert (made["posts"], made["post_comments"], made["friendships"], made["messages"]) == (60, 80, 12, 50)
    assert 0 < made["likes"] <= 200  # a member likes a post once: repeats are dropped
    assert orm(_feed_mismatches) == []

    async def looks_alive():
        assert await PostLike.all().count() == made["likes"]
        assert await Comment.filter(post_id__isnull=False).count() == 80
        texts = await Post.all().values_list("content", flat=True)
        assert any("```" in text for text in texts) and any("https://" in text for text in texts)
        assert await PostTag.all().count() > 60
        statuses = await Friendship.all().values_list("status", flat=True)
        assert "accepted" in statuses and "pending" in statuses
        assert await Message.filter(read_at=None).exists() and await Message.filter(read_at__isnull=False).exists()
        assert await TrendingHashtag.all().exists()  # the trend jobs ran after seeding

    orm(looks_alive)

    # Again: more posts and messages for the same members, never a second friendship for a pair.
    again = cli(*FEED_SEED, "--json")
    assert again.exit_code == 0, again.stderr
    assert orm(lambda: Post.all().count()) == 120
    assert orm(lambda: Friendship.all().count()) == 12 + json.loads(again.stdout)["friendships"]
    assert orm(_feed_mismatches) == []
    assert orm(_counter_mismatches) == []


async def _login(url: str, tmp_path, email: str):
    """A signed-in HTTP client on the real app over ``url``."""
    from aiohttp.test_utils import TestClient, TestServer

    from devnet_api.app import create_app

    app = await create_app(
        Settings(database_url=url, media_dir=tmp_path / "media", frontend_dir=tmp_path / "dist", run_schedule=False)
    )
    client = TestClient(TestServer(app))
    await client.start_server()
    response = await client.post("/api/auth/login", json={"email": email, "password": "Passw0rd!"})
    assert response.status == 200, await response.text()
    return client


def test_hide_a_post_and_describe_reported_posts_and_messages(cli, people, orm, database_url, tmp_path):
    async def established():  # accounts younger than a day are left out of trends
        await User.all().update(created_at=datetime.now(UTC) - timedelta(days=3))

    orm(established)
    post = orm(lambda: feed.create(people["ada"], "Shipping on Friday #devops", [], [], tmp_path / "media"))
    orm(lambda: comments.add("post", post.id, people["bob"], "Brave"))
    orm(lambda: feed.like(post.id, people["bob"]))
    message = orm(lambda: messages.send(people["bob"], people["ada"], "Send me your password", "Urgent"))
    orm(lambda: _report(people, "post", post.id, "spam"))
    orm(lambda: _report(people, "message", message.id, "phishing"))

    queue = json.loads(cli("moderate", "reports", "--json").stdout)
    assert [(r["type"], r["content"]["author"], r["content"]["state"]) for r in queue] == [
        ("post", "ada", "visible"),
        ("message", "bob", "unread"),
    ]
    assert queue[0]["content"]["excerpt"] == "Shipping on Friday #devops"
    assert queue[0]["content"]["title"] == "post: 1 likes, 1 comments"
    assert queue[1]["content"]["title"] == "message @bob → @ada: Urgent"
    assert queue[1]["content"]["excerpt"] == "Send me your password"
    table = cli("moderate", "reports", "--type", "message")
    assert table.exit_code == 0 and "Send me your password" in table.stdout and "phishing" in table.stdout

    async def feed_ids():
        client = await _login(database_url, tmp_path, "mo@example.com")
        try:
            response = await client.get("/api/posts")
            assert response.status == 200, await response.text()
            return [item["id"] for item in await response.json()]
        finally:
            await client.close()

    assert asyncio.run(feed_ids()) == [post.id]
    assert cli("trends", "refresh").exit_code == 0
    assert orm(lambda: TrendingHashtag.all().values_list("tag", flat=True)) == ["devops"]
    assert cli("moderate", "hide", "post", str(post.id), "-r", "spam", "--as", "mo").exit_code == 0
    assert asyncio.run(feed_ids()) == []
    assert orm(lambda: TrendingHashtag.all().count()) == 0  # its tag left the trends at once
    assert json.loads(cli("moderate", "reports", "--json").stdout)[0]["content"]["state"] == "hidden"
    refused = cli("moderate", "hide", "message", str(message.id), "-r", "x", "--as", "mo")
    assert (refused.exit_code, error(refused)) == (
        1,
        "Cannot hide a message: choose from thread, project, comment, post",
    )
    assert cli("moderate", "unhide", "post", str(post.id), "-r", "mistake", "--as", "mo").exit_code == 0
    assert asyncio.run(feed_ids()) == [post.id]
    assert [row[:4] for row in audit_rows(orm)] == [
        ("mo", "content.hide", "post", post.id),
        ("mo", "content.unhide", "post", post.id),
    ]


def test_json_output_escapes_format_characters_too(cli, people, orm):
    orm(lambda: _report(people, "user", people["ada"], "evil\u202etxt.exe \x1b[2J"))
    result = cli("moderate", "reports", "--json")
    assert result.exit_code == 0, result.stderr
    assert "\u202e" not in result.stdout and "\x1b" not in result.stdout
    assert json.loads(result.stdout)[0]["reason"] == "evil\u202etxt.exe \x1b[2J"  # scripts still read it whole


# --- devnet users reset-2fa (docs/account.md, Two-factor sign-in) ------------------------------


def enrol_2fa(orm, user_id: int) -> None:
    async def work():
        secret = (await two_factor.start(user_id))["secret"]
        await two_factor.confirm(user_id, pyotp.TOTP(secret).now())

    orm(work)


def two_factor_on(orm, user_id: int) -> bool:
    return orm(lambda: User.get(id=user_id)).two_factor_enabled


def test_an_admin_resets_a_members_two_factor_with_a_reason_and_it_is_audited(cli, people, orm):
    enrol_2fa(orm, people["ada"])
    assert orm(lambda: RecoveryCode.filter(user_id=people["ada"]).count()) == 10
    result = cli(
        "users", "reset-2fa", "@ada", "--reason", "lost phone, checked by video call", "--as", "alice", "--json"
    )
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["twoFactorEnabled"] is False
    assert not two_factor_on(orm, people["ada"])
    assert orm(lambda: RecoveryCode.filter(user_id=people["ada"]).count()) == 0
    assert orm(lambda: PendingSignIn.filter(user_id=people["ada"]).count()) == 0
    assert audit_rows(orm) == [("alice", "user.reset_2fa", "user", people["ada"], "lost phone, checked by video call")]


@pytest.mark.parametrize(
    ("target", "args", "message"),
    [
        ("ada", ("--reason", "lost phone", "--as", "mo"), "@mo is not an admin"),
        ("ada", ("--reason", "lost phone", "--as", "ada"), "@ada is not an admin"),
        ("alice", ("--reason", "lost phone", "--as", "alice"), "You cannot do that to your own account"),
        ("ada", ("--as", "alice"), "Give a reason (--reason)"),
        ("ada", ("--reason", "lost phone"), None),  # no operator at all
    ],
)
def test_refusals_exit_1_and_change_nothing(cli, people, orm, target, args, message):
    enrol_2fa(orm, people[target])
    result = cli("users", "reset-2fa", target, *args)
    assert result.exit_code != 0
    if message:
        assert (result.exit_code, error(result)) == (1, message)
    assert two_factor_on(orm, people[target])
    assert audit_rows(orm) == []


def test_a_reset_also_removes_the_passkeys_a_password_sign_in_would_ask_for(cli, people, orm):
    """A member with only a passkey is asked for it after the password (docs/account.md): the reset
    is their way back in when every passkey is lost, so it removes them."""
    orm(
        lambda: Passkey.create(
            user_id=people["ada"], credential_id="lost-key", public_key=b"k", sign_count=0, user_handle="h", name="Old"
        )
    )
    result = cli("users", "reset-2fa", "ada", "--reason", "lost laptop", "--as", "alice")
    assert result.exit_code == 0, result.stderr
    assert orm(lambda: Passkey.filter(user_id=people["ada"]).count()) == 0
    assert [row[1] for row in audit_rows(orm)] == ["user.reset_2fa"]


def test_a_member_without_two_factor_is_a_refusal(cli, people, orm):
    result = cli("users", "reset-2fa", "bob", "--reason", "asked", "--as", "alice")
    assert (result.exit_code, error(result)) == (1, "@bob has no two-factor authentication to reset")
    assert audit_rows(orm) == []


def test_an_admin_can_reset_a_moderator(cli, people, orm):
    enrol_2fa(orm, people["mo"])
    result = cli("users", "reset-2fa", "mo", "--reason", "new phone", "--as", "alice")
    assert result.exit_code == 0, result.stderr
    assert "two-factor sign-in reset for @mo" in result.stdout
    assert not two_factor_on(orm, people["mo"])


def test_end_sessions_also_ends_a_half_finished_sign_in_and_mails_the_member(cli, people, orm):
    """An attacker who typed ada's password waits for her second factor: `devnet users end-sessions`
    ends that too (the pending sign-in cannot be finished), and ada is mailed about it."""
    from devnet_api.domain.errors import NotAuthenticated
    from devnet_api.models.mail import MailIntent
    from devnet_api.services import second_factor

    async def half_signed_in() -> str:
        await User.filter(id=people["ada"]).update(totp_secret=pyotp.random_base32(), totp_enabled_at=datetime.now(UTC))
        return await second_factor.begin(await User.get(id=people["ada"]))

    token = orm(half_signed_in)
    assert orm(lambda: second_factor.pending_user(token)) is not None
    result = cli("users", "end-sessions", "ada", "-r", "phished", "--as", "mo")
    assert result.exit_code == 0, result.stderr

    async def finish() -> str:
        with pytest.raises(NotAuthenticated) as refused:
            await second_factor.complete(token)
        return refused.value.message

    assert orm(finish) == "Your sign-in has expired. Please log in again."

    async def security_mail() -> list[dict]:
        return await MailIntent.filter(user_id=people["ada"], kind="security").values_list("data", flat=True)

    [mailed] = orm(security_mail)
    assert mailed["subject"] == "Your DevNet sessions were ended"
    assert "A moderator signed your DevNet account @ada out everywhere" in mailed["text"]
