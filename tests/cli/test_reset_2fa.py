"""`devnet users reset-2fa`: an admin turns off the two-factor sign-in of a member who lost their
authenticator and their recovery codes. The rank rule and the audit log, on both backends."""

from __future__ import annotations

import json

import pytest

from devnet_api.models.accounts import PendingSignIn, RecoveryCode, User
from devnet_api.services import two_factor
from tests.cli.test_admin import audit_rows, cli, database_url, error, orm, people  # noqa: F401  (fixtures)


def enrol(orm, user_id: int) -> None:
    async def work():
        import pyotp

        secret = (await two_factor.start(user_id))["secret"]
        await two_factor.confirm(user_id, pyotp.TOTP(secret).now())

    orm(work)


def two_factor_on(orm, user_id: int) -> bool:
    return orm(lambda: User.get(id=user_id)).two_factor_enabled


def test_an_admin_resets_a_members_two_factor_with_a_reason_and_it_is_audited(cli, people, orm):
    enrol(orm, people["ada"])
    assert orm(lambda: RecoveryCode.filter(user_id=people["ada"]).count()) == 10
    result = cli("users", "reset-2fa", "@ada", "--reason", "lost phone, checked by video call", "--as", "alice", "--json")
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["twoFactorEnabled"] is False
    assert not two_factor_on(orm, people["ada"])
    assert orm(lambda: RecoveryCode.filter(user_id=people["ada"]).count()) == 0
    assert orm(lambda: PendingSignIn.filter(user_id=people["ada"]).count()) == 0
    assert audit_rows(orm) == [
        ("alice", "user.reset_2fa", "user", people["ada"], "lost phone, checked by video call")
    ]


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
    enrol(orm, people[target])
    result = cli("users", "reset-2fa", target, *args)
    assert result.exit_code != 0
    if message:
        assert (result.exit_code, error(result)) == (1, message)
    assert two_factor_on(orm, people[target])
    assert audit_rows(orm) == []


def test_a_member_without_two_factor_is_a_refusal(cli, people, orm):
    result = cli("users", "reset-2fa", "bob", "--reason", "asked", "--as", "alice")
    assert (result.exit_code, error(result)) == (1, "@bob has no two-factor authentication to reset")
    assert audit_rows(orm) == []


def test_an_admin_can_reset_a_moderator(cli, people, orm):
    enrol(orm, people["mo"])
    result = cli("users", "reset-2fa", "mo", "--reason", "new phone", "--as", "alice")
    assert result.exit_code == 0, result.stderr
    assert "two-factor sign-in reset for @mo" in result.stdout
    assert not two_factor_on(orm, people["mo"])
