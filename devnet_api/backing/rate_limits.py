"""The named rate limits, in one table, and ``DEVNET_RATE_LIMITS`` parsed into changes to it.

Plain data: no counters, no metrics (``devnet_api.backing.rate_limiter`` counts against this table), so the
settings can check the variable without importing the limiter.
"""

from __future__ import annotations

from dataclasses import dataclass

MINUTE = 60
HOUR = 60 * MINUTE


@dataclass(frozen=True)
class Limit:
    """At most ``count`` attempts per ``window`` seconds for one subject of ``scope``."""

    count: int
    window: int
    scope: str  # "address" (the client's network), "email" or "account"
    message: str = "Too many requests. Please try again later."


LOGIN_MESSAGE = "Too many failed login attempts. Please try again later."

# Every named limit, in one place. Anchors: Mastodon's rack-attack rules and Discourse's
# RateLimiter (docs/security.md). Per-address limits are multiplied by DEVNET_ADDRESS_LIMIT_FACTOR;
# any limit can be changed with DEVNET_RATE_LIMITS (see Settings.rate_limits).
LIMITS: dict[str, Limit] = {
    "login:address": Limit(30, 15 * MINUTE, "address", LOGIN_MESSAGE),
    "login:email": Limit(10, 15 * MINUTE, "email", LOGIN_MESSAGE),
    "reset:email": Limit(5, HOUR, "email", "Too many reset requests. Please try again later."),
    "reset:address": Limit(20, HOUR, "address", "Too many reset requests. Please try again later."),
    # Passkeys (docs/account.md): failed passkey sign-ins per network (a verified one is given back),
    # sign-in challenges handed out per network, and passkeys added per member.
    "passkey_login:address": Limit(30, 15 * MINUTE, "address", LOGIN_MESSAGE),
    "passkey_options:address": Limit(60, 15 * MINUTE, "address", "Too many sign-in attempts. Please try again later."),
    "passkey_register": Limit(20, HOUR, "account", "You are adding passkeys too quickly. Please try again later."),
    # Confirmation mails: resends and address changes per member (docs/mail.md).
    "mail_verify": Limit(5, HOUR, "account", "Too many confirmation mails. Please try again later."),
    "register": Limit(10, HOUR, "address", "Too many sign-ups from your network. Please try again later."),
    "thread": Limit(30, HOUR, "account", "You are creating threads too quickly. Please try again later."),
    "project": Limit(30, HOUR, "account", "You are creating projects too quickly. Please try again later."),
    "comment": Limit(200, HOUR, "account", "You are commenting too quickly. Please try again later."),
    "report": Limit(50, HOUR, "account", "You are sending reports too quickly. Please try again later."),
    "upload": Limit(60, HOUR, "account", "You are uploading images too quickly. Please try again later."),
    # A signed-in member proving their password (password change, account deletion): a stolen
    # session must not become a way to guess it. A correct password gives its attempt back.
    "password_check": Limit(10, 15 * MINUTE, "account", "Too many wrong passwords. Please try again later."),
    # A second-factor code (sign-in, re-authentication, turning it off), per member, counted before
    # it is checked: 10 guesses in 15 minutes against a 1-in-a-million code (docs/security.md).
    "second_factor": Limit(10, 15 * MINUTE, "account", "Too many wrong codes. Please try again later."),
    "export": Limit(3, 24 * HOUR, "account", "You can request your data 3 times a day. Please try again later."),
    # Every edit: a thread, project, post, comment or message changed by its author (each edit may
    # notify newly mentioned members and stores a version; docs/security.md, "Review of issue 29").
    "edit": Limit(120, HOUR, "account", "You are editing too quickly. Please try again later."),
    # Ready for the people and feed areas.
    "message": Limit(300, HOUR, "account", "You are sending messages too quickly. Please try again later."),
    "post": Limit(60, HOUR, "account", "You are posting too quickly. Please try again later."),
    "like": Limit(600, HOUR, "account", "You are liking too quickly. Please try again later."),
    "friend_request": Limit(
        100, HOUR, "account", "You are sending friend requests too quickly. Please try again later."
    ),
    # Block, unblock, mute and unmute together (docs/safety.md).
    "safety": Limit(200, HOUR, "account", "You are blocking and muting too quickly. Please try again later."),
    "follow": Limit(300, HOUR, "account", "You are following too quickly. Please try again later."),
    # Bookmarks kept, moved and removed, and their folders (docs/bookmarks.md).
    "bookmark": Limit(600, HOUR, "account", "You are bookmarking too quickly. Please try again later."),
}


def parse_overrides(text: str | None) -> dict[str, tuple[int, int]]:
    """``DEVNET_RATE_LIMITS="thread=10/3600,register=5/1800"``: name=count/seconds, comma-separated
    (``/seconds`` may be left out: the limit's own window). ValueError, naming the variable and the
    part at fault, for anything else."""
    overrides = {}
    for part in (text or "").split(","):
        if not part.strip():
            continue
        name, equals, value = part.partition("=")
        count, _, window = value.partition("/")
        name = name.strip()
        if name not in LIMITS:
            raise ValueError(f"DEVNET_RATE_LIMITS: unknown limit {name!r} (known: {', '.join(LIMITS)})")
        numbers = [count.strip(), window.strip() or str(LIMITS[name].window)]
        if not equals or not all(n.isascii() and n.isdigit() and int(n) > 0 for n in numbers):
            raise ValueError(
                f"DEVNET_RATE_LIMITS: {part.strip()!r} is not name=count/seconds "
                "with whole numbers above 0 (for example thread=10/3600)"
            )
        overrides[name] = (int(numbers[0]), int(numbers[1]))
    return overrides


def table_with(overrides: dict[str, tuple[int, int]]) -> dict[str, Limit]:
    table = dict(LIMITS)
    for name, (count, window) in overrides.items():
        table[name] = Limit(count, window, LIMITS[name].scope, LIMITS[name].message)
    return table
