"""Accounts: register, login, profile, and the user objects the API answers with."""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Annotated, Any, Literal

from email_validator import EmailNotValidError, validate_email
from pydantic import AfterValidator, BeforeValidator, Field, WithJsonSchema, field_validator

from devnet_api.domain import catalogue, common_passwords
from devnet_api.models.accounts import MessagesFrom
from devnet_api.schemas import (
    NOT_SINGLE_LINE,
    Schema,
    UtcDatetime,
    at_least_trimmed,
    document_required,
    fail,
    rules,
    single_line,
)

# fullmatch, never match with "$": "$" also matches before a final newline ("alice\n").
USERNAME_RE = re.compile(r"[A-Za-z0-9_-]*")
# Passphrases up to 128 characters (argon2 takes any length; a megabyte-long one would be a cheap
# way to tie up a server). Counted in characters as sent; argon2 hashes their UTF-8 bytes.
MAX_PASSWORD = 128
MAX_HOURLY_RATE = Decimal("100000")
CENT = Decimal("0.01")
# On the wire the rate is a JSON number (a string is refused), whatever Decimal would accept.
RATE_SCHEMA = {"title": "Hourly rate", "anyOf": [{"type": "number", "minimum": 0, "maximum": 100000}, {"type": "null"}]}
MAX_SKILLS = 10


def _email(value: str) -> str:
    try:
        return validate_email(value.strip(), check_deliverability=False).normalized.lower()
    except EmailNotValidError:
        raise fail("Please enter a valid email address") from None


Email = Annotated[str, AfterValidator(_email), Field(title="Email", json_schema_extra={"format": "email"})]

LoginPassword = Annotated[
    str,
    rules(
        (lambda v: len(v) >= 8, "Password must be at least 8 characters"),
        (lambda v: len(v) <= MAX_PASSWORD, f"Password must be at most {MAX_PASSWORD} characters"),
    ),
    Field(title="Password", json_schema_extra={"minLength": 8, "maxLength": MAX_PASSWORD}),
]

NewPassword = Annotated[
    str,
    rules(
        (lambda v: len(v) >= 8, "Password must be at least 8 characters"),
        (lambda v: len(v) <= MAX_PASSWORD, f"Password must be at most {MAX_PASSWORD} characters"),
        (lambda v: re.search(r"[A-Z]", v) is not None, "Password must contain at least one uppercase letter"),
        (lambda v: re.search(r"[a-z]", v) is not None, "Password must contain at least one lowercase letter"),
        (lambda v: re.search(r"[0-9]", v) is not None, "Password must contain at least one number"),
        # Last, so a password that breaks a rule of spec section 5 hears of that rule first.
        (lambda v: not common_passwords.is_common(v), common_passwords.TOO_COMMON),
    ),
    Field(
        title="Password",
        description="Not one of the 10,000 most common passwords, ignoring case (docs/security.md)",
        json_schema_extra={
            "minLength": 8,
            "maxLength": MAX_PASSWORD,
            "pattern": r"^(?=[\s\S]*[A-Z])(?=[\s\S]*[a-z])(?=[\s\S]*[0-9])",
        },
    ),
]

Username = Annotated[
    str,
    rules(
        (lambda v: len(v) >= 3, "Username must be at least 3 characters"),
        (lambda v: len(v) <= 30, "Username must be less than 30 characters"),
        (
            lambda v: USERNAME_RE.fullmatch(v) is not None,
            "Username can only contain letters, numbers, underscores and hyphens",
        ),
    ),
    Field(title="Username", json_schema_extra={"minLength": 3, "maxLength": 30, "pattern": "^[A-Za-z0-9_-]+$"}),
]


class RequiredFields(Schema):
    """Missing fields count as empty, so they get the spec's rule message, not a generic one."""

    model_config = {**Schema.model_config, "validate_default": True, "json_schema_extra": document_required}


class RegisterIn(RequiredFields):
    email: Email = ""
    username: Username = ""
    password: NewPassword = ""


class LoginIn(RequiredFields):
    email: Email = ""
    password: LoginPassword = ""


class ForgotPasswordIn(RequiredFields):
    email: Email = ""


class ResetPasswordIn(RequiredFields):
    token: Annotated[str, Field(title="Token", description="The token of the reset link", max_length=200)] = ""
    password: NewPassword = ""


class PasswordChangeIn(RequiredFields):
    current_password: LoginPassword = ""
    new_password: NewPassword = ""


class CloseAccountIn(RequiredFields):
    password: LoginPassword = ""


class ExportOut(Schema):
    """A member's data export: none, pending, ready, downloaded, expired or failed."""

    status: Literal["none", "pending", "ready", "downloaded", "expired", "failed"]
    requested_at: UtcDatetime | None = None
    ready_at: UtcDatetime | None = None
    expires_at: UtcDatetime | None = None  # while ready: the download link works until then
    size: int | None = None  # bytes, while ready


class NoticeOut(Schema):
    message: str


def _skills(values: list[str]) -> list[str]:
    merged: list[str] = []
    unknown: list[str] = []
    for value in values:
        name = catalogue.canonical_skill(value)
        if name is None:
            unknown.append(value.strip() or value)
        elif name not in merged:
            merged.append(name)
    if unknown:
        raise fail(f"Unknown skill: {unknown[0][:60]}")
    if len(merged) > MAX_SKILLS:
        raise fail("Maximum 10 skills allowed")
    return merged


def _to_cents(value: Decimal | None) -> Decimal | None:
    # The column keeps cents; answer with what is stored, not with what was sent.
    return None if value is None else value.quantize(CENT, rounding=ROUND_HALF_UP)


def _few_skills(values: object) -> object:
    # Counted as sent (duplicates too), so the limit is the one the document states.
    if isinstance(values, list) and len(values) > MAX_SKILLS:
        raise fail("Maximum 10 skills allowed")
    return values


def _avatar_style(value: str | None) -> str | None:
    if value is not None and value not in catalogue.avatar_styles():
        raise fail("Avatar style must be one of: " + ", ".join(catalogue.avatar_styles()))
    return value


class ProfileIn(Schema):
    """PATCH /api/auth/profile: only the fields sent change."""

    display_name: Annotated[
        str,
        rules(
            (lambda v: len(v) <= 50, "Display name must be less than 50 characters"),
        ),
        single_line("Display name"),
        AfterValidator(str.strip),
        rules(
            (lambda v: len(v) >= 1, "Display name is required"),
        ),
        Field(
            title="Display name",
            json_schema_extra={"maxLength": 50, "pattern": at_least_trimmed(1), "not": NOT_SINGLE_LINE},
        ),
    ] = None
    bio: Annotated[
        str,
        rules((lambda v: len(v) <= 500, "Bio must be less than 500 characters")),
        Field(title="Bio", json_schema_extra={"maxLength": 500}),
    ] = None
    skills: Annotated[
        list[Annotated[str, Field(max_length=100)]],
        Field(
            title="Skills",
            json_schema_extra={
                "maxItems": MAX_SKILLS,
                "items": {"type": "string", "enum": list(catalogue.skills())},
                "description": "Names from GET /api/skills, matched ignoring case",
            },
        ),
        BeforeValidator(_few_skills),
        AfterValidator(_skills),
    ] = None
    hourly_rate: Annotated[
        Decimal | None,
        Field(title="Hourly rate", allow_inf_nan=False),
        rules(
            (lambda v: v is None or v >= 0, "Hourly rate must be positive"),
            (lambda v: v is None or v <= MAX_HOURLY_RATE, "Hourly rate must be at most 100000"),
        ),
        AfterValidator(_to_cents),
        WithJsonSchema(RATE_SCHEMA),
    ] = None
    is_available_for_work: Annotated[bool, Field(title="Available for work")] = None
    avatar_seed: Annotated[
        str | None,
        Field(
            title="Avatar seed",
            json_schema_extra={"anyOf": [{"type": "string", "minLength": 1, "maxLength": 64}, {"type": "null"}]},
        ),
        rules(
            (lambda v: v is None or 1 <= len(v) <= 64, "Avatar seed must be 1 to 64 characters"),
        ),
    ] = None
    avatar_style: Annotated[
        str | None,
        Field(
            title="Avatar style",
            json_schema_extra={
                "anyOf": [{"type": "string", "enum": list(catalogue.avatar_styles())}, {"type": "null"}]
            },
        ),
        AfterValidator(_avatar_style),
    ] = None
    profile_photo: Annotated[
        str | None,
        Field(
            title="Profile photo",
            json_schema_extra={"anyOf": [{"type": "string", "format": "devnet-image"}, {"type": "null"}]},
        ),
    ] = None
    messages_from: Annotated[
        str,
        rules((lambda v: v in MessagesFrom.CHOICES, "Who can send you messages must be everyone or friends")),
        Field(
            title="Who can send me direct messages",
            description="everyone, or friends: only accepted friends",
            json_schema_extra={"enum": list(MessagesFrom.CHOICES)},
        ),
    ] = None

    @field_validator("hourly_rate", mode="before")
    @classmethod
    def _rate_number(cls, value):
        # JSON numbers arrive as int or float; Decimal keeps cents exact.
        if isinstance(value, bool) or not (value is None or isinstance(value, (int, float))):
            raise fail("Hourly rate must be a number")
        return None if value is None else Decimal(str(value))

    def changes(self) -> dict:
        """The fields the client sent, by model attribute name."""
        return {name: getattr(self, name) for name in self.model_fields_set}


class SubscriptionIn(RequiredFields):
    tier: Annotated[
        str,
        rules((lambda v: v == "free", "Unknown plan: the only plan is free")),
        Field(title="Plan", json_schema_extra={"enum": ["free"]}),
    ] = ""


class UserOut(Schema):
    """Another member as anyone may see them: no email, role or status."""

    id: int
    username: str
    display_name: str
    bio: str
    skills: list[str]
    hourly_rate: float | None
    is_available_for_work: bool
    created_at: UtcDatetime
    avatar_seed: str | None
    avatar_style: str | None
    profile_photo: str | None  # the full image (profile pages)
    profile_photo_thumbnail: str | None  # its thumbnail, for cards and previews (docs/decisions.md)
    subscription_tier: str | None
    project_count: int
    thread_count: int

    @field_validator("hourly_rate", mode="before")
    @classmethod
    def _rate_float(cls, value):
        return None if value is None else float(value)


class OwnUserOut(UserOut):
    """The signed-in member's own object: adds email, role and their privacy settings."""

    email: str
    role: str
    messages_from: Literal["everyone", "friends"]  # MessagesFrom.CHOICES
    two_factor_enabled: bool = False


class SecondFactorMethods(Schema):
    methods: list[str] = Field(description="What can finish the sign-in: totp, recovery, passkey")


class SecondFactorOut(Schema):
    """A right password for a member with a second factor: no session yet, a pending sign-in (5
    minutes, in the HttpOnly devnet_pending cookie) that POST /api/auth/login/second-factor (a code)
    or POST /api/auth/login/second-factor/passkey finishes."""

    second_factor: SecondFactorMethods


# Passkeys (docs/account.md): adding one, signing in, a second factor, re-authentication. The
# credential is the browser's own PublicKeyCredential.toJSON(); py_webauthn reads and verifies it,
# so here it is only "an object".
WebAuthnJson = Annotated[dict[str, Any], Field(title="Credential", description="PublicKeyCredential.toJSON()")]
ChallengeId = Annotated[
    str, Field(title="Challenge id", description="From the options answer; used once, 5 minutes", max_length=200)
]

Code = Annotated[
    str,
    rules((lambda v: bool(v.strip()), "Enter the code"), (lambda v: len(v) <= 64, "Invalid authentication code")),
    Field(
        title="Code",
        description="6 digits from the authenticator app, or a recovery code",
        json_schema_extra={"minLength": 1, "maxLength": 64},
    ),
]


class CodeIn(RequiredFields):
    code: Code = ""


class ReauthenticateIn(Schema):
    """The password, a second-factor code, or a passkey assertion (``challengeId`` from POST
    /api/auth/passkeys/login/options and ``credential``)."""

    password: Annotated[str, Field(max_length=MAX_PASSWORD)] | None = None
    code: Annotated[str, Field(max_length=64)] | None = None
    challenge_id: ChallengeId | None = None
    credential: WebAuthnJson | None = None


class TwoFactorOut(Schema):
    enabled: bool
    recovery_codes_left: int
    required: bool = Field(description="Moderators and admins must use it (DEVNET_REQUIRE_2FA_FOR_STAFF)")


class TwoFactorSetupOut(Schema):
    secret: str = Field(description="Base32, for typing into the app by hand")
    otpauth_uri: str
    qr_code: str = Field(description="The otpauth URI as a QR code: a data:image/svg+xml URL drawn by the server")


class RecoveryCodesOut(Schema):
    recovery_codes: list[str] = Field(description="Ten single-use codes, shown this once")


class PlanOut(Schema):
    tier: str
    price: float
    features: list[str]


class CheckoutOut(Schema):
    url: str


class SkillsOut(Schema):
    skills: list[str]


PasskeyName = Annotated[
    str,
    rules(
        (lambda v: v.strip() != "", "Name is required"),
        (lambda v: len(" ".join(v.split())) <= 64, "Name must be at most 64 characters"),
    ),
    Field(title="Name", json_schema_extra={"minLength": 1, "maxLength": 64, "pattern": r"\S"}),
]


class PasskeyOptionsOut(Schema):
    """What navigator.credentials.create()/get() needs: publicKey goes through the browser's
    PublicKeyCredential.parseCreationOptionsFromJSON / parseRequestOptionsFromJSON."""

    challenge_id: str
    public_key: dict[str, Any]


class PasskeyIn(RequiredFields):
    challenge_id: ChallengeId = ""
    name: PasskeyName = ""
    credential: WebAuthnJson = None


class PasskeyRenameIn(RequiredFields):
    name: PasskeyName = ""


class PasskeyLoginIn(RequiredFields):
    challenge_id: ChallengeId = ""
    credential: WebAuthnJson = None


class PasskeyOut(Schema):
    id: int
    name: str
    created_at: UtcDatetime
    last_used_at: UtcDatetime | None = None


class SessionOut(Schema):
    """One of the member's signed-in browsers (GET /api/auth/sessions)."""

    id: int
    browser: str  # "Firefox", "Unknown browser"
    browser_version: str  # "128", or ""
    os: str  # "Windows", "Unknown system"
    os_version: str  # "10", or ""
    device: str  # "iPhone"; "" for a computer or when the browser does not say
    label: str  # "Firefox 128 on Windows 10"
    network: str  # "203.0.113.0/24" (IPv4 /24, IPv6 /48), "" when unknown: never the address
    signed_in_at: UtcDatetime
    last_seen_at: UtcDatetime  # at most an hour behind the last use (docs/account.md)
    current: bool  # the session this request came with ("This device")


class EndedOut(Schema):
    ended: int  # how many sessions ended
