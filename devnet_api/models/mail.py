"""Mail: a member's address state and mail settings, the mail waiting to go (the outbox of
intents, written in the same transaction as what caused it) and the weekly digests sent."""

from __future__ import annotations

from tortoise import fields
from tortoise.indexes import Index
from tortoise.models import Model

from devnet_api.models.accounts import User
from devnet_api.models.owned import member_key


class MailAccount(Model):
    """One per member who has had mail: the key their signed links are made with (unsubscribe and
    verification tokens: a new key voids every link), the address they proved they read
    (``verified_email``; the account's address is verified when it equals ``User.email``), the new
    address waiting to be proved (``pending_email``: the old one keeps receiving until then) and the
    "no mail at all" switch."""

    id = fields.IntField(primary_key=True)
    user: fields.OneToOneRelation[User] = fields.OneToOneField(
        "models.User", related_name="mail_account", on_delete=fields.CASCADE
    )
    key = fields.CharField(max_length=64)
    verified_email = fields.CharField(max_length=254, null=True)
    pending_email = fields.CharField(max_length=254, null=True)
    all_off = fields.BooleanField(default=False)

    class Meta:
        table = "mail_accounts"


class MailPreference(Model):
    """How a member gets one kind of mail when it is not the kind's default: off, at once, daily."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("mail_preferences")
    kind = fields.CharField(max_length=32)
    mode = fields.CharField(max_length=8)  # off, instant, daily

    class Meta:
        table = "mail_preferences"
        unique_together = (("user", "kind"),)


class MailIntent(Model):
    """One mail to send (or one item of a batched or daily mail), written in the transaction of what
    caused it: a rolled-back notice leaves none, and ``dedupe_key`` (unique) keeps one event from
    being mailed twice. The delivery job sends the due ones and marks them ``sent`` (``mail_id``:
    the Message-ID they went in), ``dropped`` (no longer to be sent: read, unsubscribed, hidden) or
    ``dead`` (failed ``attempts`` times)."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("mail_intents")
    kind = fields.CharField(max_length=32)
    notice_id = fields.IntField(null=True)  # the Notification it mails, if any
    dedupe_key = fields.CharField(max_length=128, unique=True)
    data = fields.JSONField(default=dict)  # what the mail says: actor, link, excerpt, address
    daily = fields.BooleanField(default=False)  # goes in the daily summary
    due_at = fields.DatetimeField()
    status = fields.CharField(max_length=8, default="pending")  # pending, sent, dropped, dead
    attempts = fields.IntField(default=0)
    last_error = fields.CharField(max_length=255, default="")
    mail_id = fields.CharField(max_length=128, null=True)
    sent_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "mail_intents"
        indexes = (Index(fields=("status", "due_at")), Index(fields=("user_id", "sent_at")))


class DigestRun(Model):
    """A member's weekly digest for one period (``2026-W47``): written before the mail goes, so a
    second run of the job (or a run after a crash) sends nobody a period twice."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("digests")
    period = fields.CharField(max_length=10)
    status = fields.CharField(max_length=8, default="pending")  # pending, sending, sent, skipped
    items = fields.IntField(default=0)
    created_at = fields.DatetimeField(auto_now_add=True)
    claimed_at = fields.DatetimeField(null=True)  # when a run took it to send (status "sending")
    sent_at = fields.DatetimeField(null=True)

    class Meta:
        table = "digest_runs"
        unique_together = (("user", "period"),)
