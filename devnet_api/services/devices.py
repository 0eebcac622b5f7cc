"""Which browser, system and network a session came from, and whether a sign-in is from a new one.

- ``describe``: the browser, system and device a User-Agent names (ua-parser, the Browserscope /
  uap-core rules, parsed off the event loop: the first parse compiles the rules).
- ``approximate_network``: an address's network, the "place" the sessions list shows: an IPv4
  /24 or an IPv6 /48 (an IPv4-mapped IPv6 address counts as IPv4). Never the address itself.
- ``signed_in``: remembers the browser family, system family and network of each sign-in
  (``KnownDevice``) and tells the member of a combination not seen in NEW_DEVICE_WINDOW with a
  ``new_sign_in`` notice. A member's very first sign-in (registration) is remembered, not told.
  The rows are kept while the account exists (a few per member, deleted with it): were old ones
  dropped, a member back after a long absence would look like a first sign-in and hear nothing.
"""

from __future__ import annotations

import asyncio
import ipaddress
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache

from tortoise.exceptions import IntegrityError
from ua_parser import parse

from devnet_api.backing import maintenance
from devnet_api.models.accounts import KnownDevice
from devnet_api.services import notifications
from devnet_api.services.sessions import MAX_USER_AGENT

NEW_DEVICE_WINDOW = timedelta(days=90)
UNKNOWN_BROWSER = "Unknown browser"
UNKNOWN_OS = "Unknown system"


@dataclass(frozen=True)
class Device:
    """What a User-Agent says, for people: ``browser`` ("Firefox"), ``browser_version`` ("128"),
    ``os`` ("Windows"), ``os_version`` ("10"), ``device`` ("iPhone"; "" for a computer or unknown)."""

    browser: str
    browser_version: str
    os: str
    os_version: str
    device: str

    @property
    def label(self) -> str:
        """ "Firefox 128 on Windows 10", "Mobile Safari 17 on iOS 17 (iPhone)"."""
        browser = " ".join(part for part in (self.browser, self.browser_version) if part)
        system = " ".join(part for part in (self.os, self.os_version) if part)
        return f"{browser} on {system}" + (f" ({self.device})" if self.device else "")


@lru_cache(maxsize=1024)
def describe(user_agent: str) -> Device:
    """The browser, system and device ``user_agent`` names; "Unknown ..." for what it does not."""
    result = parse(user_agent[:MAX_USER_AGENT]) if user_agent else None
    agent = result.user_agent if result else None
    system = result.os if result else None
    device = result.device if result else None
    device_name = device.family if device and device.family not in ("Other", "Spider") else ""
    return Device(
        browser=(agent.family if agent else UNKNOWN_BROWSER)[:64],
        browser_version=(agent.major or "") if agent else "",
        os=(system.family if system else UNKNOWN_OS)[:64],
        os_version=(system.major or "") if system else "",
        device=device_name[:64],
    )


async def describe_all(user_agents: list[str]) -> dict[str, Device]:
    """``describe`` for each, in a thread (a first parse compiles the rules: about 0.3 s)."""
    return await asyncio.to_thread(lambda: {ua: describe(ua) for ua in set(user_agents)})


def approximate_network(address: str) -> str:
    """The network an address is in, as the sessions list shows it: IPv4 /24, IPv6 /48; "" when
    ``address`` is not an IP address (a Unix socket, "unknown")."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return ""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = 24 if isinstance(ip, ipaddress.IPv4Address) else 48
    return str(ipaddress.ip_network(f"{ip}/{prefix}", strict=False))


def _now() -> datetime:
    return datetime.now(UTC)


async def signed_in(user_id: int, user_agent: str, network: str) -> bool:
    """Remember that ``user_id`` signed in from this browser, system and network; when the member
    has signed in before but not from this combination within NEW_DEVICE_WINDOW, tell them
    (``notifications.new_sign_in``). Answers whether they were told. While the site is read-only
    nothing is written: the device is not remembered, so the first sign-in from it after the
    maintenance tells the member (docs/operations.md)."""
    if await maintenance.writes_paused():
        return False
    device = (await describe_all([user_agent]))[user_agent]
    now = _now()
    known = await KnownDevice.filter(user_id=user_id, browser=device.browser, os=device.os, network=network).first()
    if known is not None:
        recent = known.last_seen_at > now - NEW_DEVICE_WINDOW
        await KnownDevice.filter(id=known.id).update(last_seen_at=now)
    else:
        recent = False
        first_ever = not await KnownDevice.exists(user_id=user_id)
        try:
            await KnownDevice.create(
                user_id=user_id, browser=device.browser, os=device.os, network=network, last_seen_at=now
            )
        except IntegrityError:  # the same new device signed in twice at once: the other one tells
            return False
        if first_ever:  # registration (or the first sign-in since devices were remembered)
            return False
    if recent:
        return False
    await notifications.new_sign_in(user_id, device.label, network)
    return True
