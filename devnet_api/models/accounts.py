"""Accounts: members and their server-side sessions."""

from __future__ import annotations

from tortoise import fields
from tortoise.models import Model

from devnet_api.models.owned import OwnedByMember, member_key


class Role:
    MEMBER = "member"
    MODERATOR = "moderator"
    ADMIN = "admin"


class Status:
    ACTIVE = "active"
    BANNED = "banned"
    # A closed account kept only as an anonymous tombstone so the other side's direct messages still
    # have a sender ("deleted member"): no email, no password, no name, no content (docs/account.md).
    DELETED = "deleted"


class MessagesFrom:
    """Who may send a member direct messages (their privacy setting)."""

    EVERYONE = "everyone"
    FRIENDS = "friends"
    CHOICES = (EVERYONE, FRIENDS)


def thumbnail_of(profile_thumbnail: str | None, profile_photo: str | None) -> str | None:
    """What a card shows of a member's photo: its thumbnail; photos stored before thumbnails existed
    have none, and their cards show the photo. ``User.profile_photo_thumbnail``, and the read layer
    (devnet_api.reads) for rows it reads without a model."""
    return profile_thumbnail or profile_photo


class User(Model):
    id = fields.IntField(primary_key=True)
    username = fields.CharField(max_length=30)
    # Uniqueness ignores case: 'Ada' and 'ada' are the same member.
    username_key = fields.CharField(max_length=30, unique=True)
    email = fields.CharField(max_length=254, unique=True)
    password_hash = fields.CharField(max_length=255)
    display_name = fields.CharField(max_length=50)
    bio = fields.CharField(max_length=500, default="")
    skills = fields.JSONField(default=list)
    hourly_rate = fields.DecimalField(max_digits=10, decimal_places=2, null=True)
    is_available_for_work = fields.BooleanField(default=False)
    avatar_seed = fields.CharField(max_length=64, null=True)
    avatar_style = fields.CharField(max_length=32, null=True)
    profile_photo = fields.CharField(max_length=255, null=True)
    profile_thumbnail = fields.CharField(max_length=255, null=True)  # the photo's thumbnail, for cards
    subscription_tier = fields.CharField(max_length=16, null=True)
    project_count = fields.IntField(default=0)
    thread_count = fields.IntField(default=0)
    role = fields.CharField(max_length=16, default=Role.MEMBER)
    status = fields.CharField(max_length=16, default=Status.ACTIVE)
    # db_default too, so rows written before the column existed (and the migration) read "everyone".
    messages_from = fields.CharField(max_length=10, default=MessagesFrom.EVERYONE, db_default=MessagesFrom.EVERYONE)
    created_at = fields.DatetimeField(auto_now_add=True, db_index=True)
    # Two-factor sign-in (TOTP, docs/account.md). The secret is set when enrolment starts and
    # counts only once confirmed (totp_enabled_at); totp_last_step is the last 30-second step a
    # code was accepted for, so a code cannot be used twice.
    totp_secret = fields.CharField(max_length=64, null=True)
    totp_enabled_at = fields.DatetimeField(null=True)
    totp_last_step = fields.BigIntField(null=True)
    # Moved on by every security change (password, reset, address, second factors, sessions ended:
    # services.sessions.end_pending_sign_ins); a pending sign-in begun under an older stamp cannot
    # be finished (services.second_factor, docs/security.md).
    security_stamp = fields.IntField(default=0, db_default=0)

    sessions: fields.ReverseRelation[AuthSession]

    @property
    def two_factor_enabled(self) -> bool:
        return self.totp_enabled_at is not None

    @property
    def profile_photo_thumbnail(self) -> str | None:
        return thumbnail_of(self.profile_thumbnail, self.profile_photo)

    class Meta:
        table = "users"

    def __str__(self) -> str:
        return f"@{self.username}"


class AuthSession(OwnedByMember, Model):
    """A signed-in browser. The cookie holds a random token; only its SHA-256 is stored."""

    noun = "session"
    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user: fields.ForeignKeyRelation[User] = member_key("sessions")
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField(db_index=True)
    # When the member last proved who they are in this session (sign-in, or POST
    # /api/auth/reauthenticate): sensitive changes need it within the last 10 minutes.
    reauthenticated_at = fields.DatetimeField(null=True)
    # What the member's sessions list shows (docs/account.md): the browser's User-Agent as sent
    # (cut to 512 characters), the client's approximate network (an IPv4 /24 or an IPv6 /48, never
    # the address) and when it was last used (moved on with expires_at, at most once an hour).
    # db_default: rows written before these columns existed read "" (and last seen: none).
    user_agent = fields.CharField(max_length=512, default="", db_default="")
    network = fields.CharField(max_length=64, default="", db_default="")
    last_seen_at = fields.DatetimeField(null=True)

    class Meta:
        table = "auth_sessions"


class RecoveryCode(OwnedByMember, Model):
    """One of a member's ten single-use two-factor recovery codes; only its SHA-256 is stored."""

    noun = "recovery code"
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("recovery_codes")
    code_hash = fields.CharField(max_length=64, unique=True)
    used_at = fields.DatetimeField(null=True)
    created_at = fields.DatetimeField(auto_now_add=True)

    class Meta:
        table = "recovery_codes"


class PendingSignIn(OwnedByMember, Model):
    """A sign-in whose password was right and whose second factor is still to come: bound to the
    browser by the devnet_pending cookie (only the token's SHA-256 is stored), 5 minutes, one use."""

    noun = "pending sign-in"
    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)
    user: fields.ForeignKeyRelation[User] = member_key("pending_sign_ins")
    created_at = fields.DatetimeField(auto_now_add=True)
    expires_at = fields.DatetimeField(db_index=True)
    # The member's security_stamp when the password was checked: finished only while it is theirs.
    stamp = fields.IntField(default=0, db_default=0)

    class Meta:
        table = "pending_sign_ins"


class KnownDevice(Model):
    """A browser and system (by family, not version) and a network a member signed in from, and
    when last: a sign-in from a combination not seen for NEW_DEVICE_WINDOW gives a "New sign-in"
    notice (services/devices.py). Kept apart from the sessions, which logout deletes."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("known_devices")
    browser = fields.CharField(max_length=64)
    os = fields.CharField(max_length=64)
    network = fields.CharField(max_length=64)
    first_seen_at = fields.DatetimeField(auto_now_add=True)
    last_seen_at = fields.DatetimeField()

    class Meta:
        table = "known_devices"
        unique_together = (("user", "browser", "os", "network"),)

    def __str__(self) -> str:
        return f"{self.browser} on {self.os} from {self.network} for user {self.user_id}"


class ExportStatus:
    PENDING = "pending"
    READY = "ready"
    FAILED = "failed"


class DataExport(Model):
    """A member's "Download my data" archive. One row per member (a new request replaces the old
    one); the zip lives in the database as 1 MiB chunks (``DataExportChunk``), so any web process
    can stream it out and it is never under /media. It can be downloaded once, for 7 days
    (docs/account.md). ``size`` is the zip's size (past the cap on a build refused for it)."""

    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("data_exports", unique=True)
    status = fields.CharField(max_length=10, default=ExportStatus.PENDING)
    size = fields.IntField(default=0)
    created_at = fields.DatetimeField(auto_now_add=True)
    ready_at = fields.DatetimeField(null=True)
    expires_at = fields.DatetimeField(null=True, db_index=True)
    downloaded_at = fields.DatetimeField(null=True)

    class Meta:
        table = "data_exports"

    def __str__(self) -> str:
        return f"data export of user {self.user_id} ({self.status})"


class Passkey(OwnedByMember, Model):
    """A WebAuthn credential (a passkey) a member signs in with, discoverable: the authenticator
    keeps the member's ``user_handle`` and answers it at sign-in, so no email is asked (docs/account.md)."""

    noun = "passkey"
    id = fields.IntField(primary_key=True)
    user: fields.ForeignKeyRelation[User] = member_key("passkeys")
    # base64url of the credential id (at most 1023 bytes by WebAuthn, so at most 1364 characters).
    credential_id = fields.CharField(max_length=1400, unique=True)
    public_key = fields.BinaryField()  # COSE_Key, as the authenticator gave it
    sign_count = fields.BigIntField(default=0)  # an unsigned 32-bit counter; 0 when the authenticator keeps none
    # The WebAuthn user.id: random, the same for every passkey of one member, never their id or email.
    user_handle = fields.CharField(max_length=64)
    name = fields.CharField(max_length=64)
    transports = fields.JSONField(default=list)
    backed_up = fields.BooleanField(default=False)
    created_at = fields.DatetimeField(auto_now_add=True)
    last_used_at = fields.DatetimeField(null=True)

    class Meta:
        table = "passkeys"


class PasskeyChallenge(Model):
    """A WebAuthn challenge the server issued: used once (the row is deleted when it is spent) and
    only for five minutes. In the database, so any web process can check what another issued."""

    id = fields.IntField(primary_key=True)
    token_hash = fields.CharField(max_length=64, unique=True)  # SHA-256 of the challengeId handed out
    purpose = fields.CharField(max_length=10)  # "register" or "login"
    challenge = fields.BinaryField()
    # Registering: the member adding a passkey. Signing in: nobody yet (the passkey will say who).
    user: fields.ForeignKeyNullableRelation[User] = member_key("passkey_challenges", null=True)
    user_handle = fields.CharField(max_length=64, null=True)  # registering: the WebAuthn user.id offered
    rp_id = fields.CharField(max_length=253)
    origin = fields.CharField(max_length=300)
    expires_at = fields.DatetimeField(db_index=True)

    class Meta:
        table = "passkey_challenges"

    def __str__(self) -> str:
        return f"passkey {self.purpose} challenge {self.id}"


class DataExportChunk(Model):
    """One piece of an export's zip, in order (``seq`` from 0): written and read one at a time, so
    neither the build nor the download holds the archive in memory. Deleted with its export."""

    id = fields.IntField(primary_key=True)
    export: fields.ForeignKeyRelation[DataExport] = fields.ForeignKeyField(
        "models.DataExport", related_name="chunks", on_delete=fields.CASCADE
    )
    seq = fields.IntField()
    data = fields.BinaryField()

    class Meta:
        table = "data_export_chunks"
        unique_together = (("export", "seq"),)

    def __str__(self) -> str:
        return f"chunk {self.seq} of data export {self.export_id}"
