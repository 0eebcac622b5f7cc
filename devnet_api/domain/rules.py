"""Domain limits and their messages that both layers need: the request schemas state them to
clients (and the OpenAPI document), the services apply them to what they derive themselves (tags
found in a post's text, a post left empty after trimming). One definition here; neither layer
imports the other's."""

from __future__ import annotations

import re
from datetime import UTC, datetime

MAX_TAGS = 10
MAX_TAG_LENGTH = 30
EMPTY_POST = "Post cannot be empty"

# What a text that can reach a mail header (a display name in "Ada mentioned you", a title) must
# not hold: control characters (C0, DEL, C1: CR and LF among them) and the line and paragraph
# separators U+2028 and U+2029. One spelling for the schemas' check and their JSON Schema pattern.
LINE_BREAKING = r"\x00-\x1f\x7f-\x9f\u2028\u2029"
_LINE_BREAKING = re.compile(f"[{LINE_BREAKING}]")


def single_line(text: str) -> bool:
    """Whether ``text`` holds no control character, line break or line/paragraph separator."""
    return _LINE_BREAKING.search(text) is None


def no_line_breaks(label: str) -> str:
    """The message of the rule ``single_line``, for the field ``label``."""
    return f"{label} cannot contain line breaks or control characters"


def utc_z(value: datetime) -> str:
    """A timestamp as the API writes it (``2026-11-24T23:37:24.123Z``): schemas.UtcDatetime, and the
    answers services build by hand from hand-written statements' rows."""
    return value.astimezone(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


def alts_of(media_urls: list[str], media_alts: list[str] | None) -> list[str]:
    """One alt text per image of ``media_urls`` ("" for none), whatever ``media_alts`` holds (null
    on content stored before alt texts existed): Project.image_alts, Post.image_alts and the hot
    reads' rows."""
    alts = list(media_alts or [])[: len(media_urls)]
    return alts + [""] * (len(media_urls) - len(alts))
