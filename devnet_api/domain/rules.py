"""Domain limits and their messages that both layers need: the request schemas state them to
clients (and the OpenAPI document), the services apply them to what they derive themselves (tags
found in a post's text, a post left empty after trimming). One definition here; neither layer
imports the other's."""

from __future__ import annotations

from datetime import UTC, datetime

MAX_TAGS = 10
MAX_TAG_LENGTH = 30
EMPTY_POST = "Post cannot be empty"


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
