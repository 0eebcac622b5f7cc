"""Mail: the member's mail settings, an address change, and the verification and unsubscribe tokens."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from devnet_api.schemas import Schema
from devnet_api.schemas.accounts import Email

Mode = Literal["off", "instant", "daily"]


class MailKindOut(Schema):
    kind: str
    label: str
    mode: Mode
    modes: list[Mode]  # what the kind allows (the digest: off or instant, which means weekly)


class MailSettingsOut(Schema):
    """The account's address and whether it is confirmed, a new address waiting to be confirmed
    (the old one keeps receiving until then), the "no mail at all" switch and each kind's mode."""

    email: str
    verified: bool
    pending_email: str | None
    all_off: bool
    kinds: list[MailKindOut]


class MailSettingsIn(Schema):
    """Modes of the kinds named (others keep theirs) and, when given, the "no mail at all" switch."""

    modes: dict[str, Mode] = Field(default_factory=dict, max_length=20)
    all_off: bool | None = None


class EmailChangeIn(Schema):
    email: Email


class VerificationSentOut(Schema):
    sent_to: str


class TokenIn(Schema):
    token: str = Field(min_length=1, max_length=200)


class VerifiedOut(Schema):
    email: str
    verified: bool


class UnsubscribeOut(Schema):
    kind: str
    label: str
    mode: Mode
