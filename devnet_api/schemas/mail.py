"""Mail: the member's mail settings, an address change, and the verification and unsubscribe tokens."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, create_model

from devnet_api.schemas import Schema
from devnet_api.schemas.accounts import Email
from devnet_api.services.mail import KINDS

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


# One optional field per kind, named as the kind (``friend_request``, not camelCase: the names are
# the kinds GET /api/me/mail lists), allowing that kind's modes only (the digest: off or instant).
MailModesIn = create_model(
    "MailModesIn",
    __base__=Schema,
    __doc__="Each kind named takes that mode; a kind left out (or null) keeps its own.",
    **{
        name: (Literal[kind.modes] | None, Field(default=None, alias=name, title=kind.label))
        for name, kind in KINDS.items()
    },
)


class MailSettingsIn(Schema):
    """Modes of the kinds named (others keep theirs) and, when given, the "no mail at all" switch."""

    modes: MailModesIn = Field(default_factory=MailModesIn)
    all_off: bool | None = None

    def chosen_modes(self) -> dict[str, str]:
        return {name: mode for name, mode in self.modes.model_dump(by_alias=True).items() if mode is not None}


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
