"""Security changes to an account, in one place (docs/security.md, "Security changes").

Every change to how an account signs in or where its mail goes calls ``changed`` in the
transaction of the change:

- it ends the member's half-finished sign-ins (``sessions.end_pending_sign_ins``: the member's
  security stamp moves on, so an attacker who typed the password before the change cannot finish
  with a code, a recovery code or a passkey);
- it mails the member a security notice (``mail.security_notice``): always, whatever their mail
  settings ("no mail at all" included), to the account's address; an address change also mails
  the old address.

The events (``EVENTS``): the password changed or reset, the address changed, two-factor sign-in on
or off or reset by an admin, new recovery codes, a passkey added or removed, the member's sessions
ended by someone else (a moderator or ``devnet users end-sessions``).
"""

from __future__ import annotations

from dataclasses import dataclass

from devnet_api.models.accounts import User
from devnet_api.services import mail, sessions


@dataclass(frozen=True)
class Event:
    subject: str
    text: str  # str.format with username, name (a passkey's), old, new


EVENTS: dict[str, Event] = {
    "password_changed": Event(
        "Your DevNet password was changed",
        "The password of your DevNet account @{username} was changed. Every other session was signed out.",
    ),
    "password_reset": Event(
        "Your DevNet password was reset",
        "The password of your DevNet account @{username} was reset from a link mailed to you."
        " Every session was signed out.",
    ),
    "address_changed": Event(
        "Your DevNet address was changed",
        "The address of your DevNet account @{username} was changed from {old} to {new}.",
    ),
    "two_factor_on": Event(
        "Two-factor sign-in was turned on",
        "Two-factor sign-in with an authenticator app was turned on for your DevNet account @{username}.",
    ),
    "two_factor_off": Event(
        "Two-factor sign-in was turned off",
        "Two-factor sign-in with an authenticator app was turned off for your DevNet account @{username}:"
        " its recovery codes no longer work.",
    ),
    "two_factor_reset": Event(
        "Your DevNet second factors were reset",
        "An admin took every second factor (authenticator app, recovery codes, passkeys) off your DevNet"
        " account @{username}: your password alone now signs you in.",
    ),
    "recovery_codes": Event(
        "New recovery codes for your DevNet account",
        "New recovery codes were made for your DevNet account @{username}; the old ones no longer work.",
    ),
    "passkey_added": Event(
        "A passkey was added to your DevNet account",
        'The passkey "{name}" was added to your DevNet account @{username}: it can sign in to it.',
    ),
    "passkey_removed": Event(
        "A passkey was removed from your DevNet account",
        'The passkey "{name}" was removed from your DevNet account @{username}.',
    ),
    "sessions_ended": Event(
        "Your DevNet sessions were ended",
        "A moderator signed your DevNet account @{username} out everywhere. Sign in again to continue.",
    ),
}


async def address_changed(user: User, old: str, new: str, connection=None) -> None:
    """The account's address changed (mail.verify): mailed to the new and the old address."""
    await changed(user, "address_changed", old=old, new=new, connection=connection)


async def changed(user: User, event: str, *, name: str = "", old: str = "", new: str = "", connection=None) -> None:
    """``event`` happened to ``user``'s account: end their pending sign-ins and mail them (an
    address change: both addresses). Call it in the change's transaction."""
    await sessions.end_pending_sign_ins(user.id)
    what = EVENTS[event]
    text = what.text.format(username=user.username, name=name, old=old, new=new)
    addresses = [None, old] if event == "address_changed" and old else [None]
    for address in addresses:
        await mail.security_notice(user.id, event, what.subject, text, address=address, connection=connection)
