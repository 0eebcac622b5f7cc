"""The built-in catalogues: technology skills and avatar styles. One source of truth for server and client."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

_PATH = Path(__file__).parents[1] / "data" / "catalogue.json"


@cache
def _load() -> dict:
    return json.loads(_PATH.read_text(encoding="utf-8"))


def skills() -> list[str]:
    return list(_load()["skills"])


@cache
def _skill_index() -> dict[str, str]:
    return {name.casefold(): name for name in _load()["skills"]}


def canonical_skill(name: str) -> str | None:
    """The catalogue's spelling of ``name`` (matched ignoring case), or None if it is not a known skill."""
    return _skill_index().get(name.strip().casefold())


def avatar_styles() -> tuple[str, ...]:
    return tuple(_load()["avatarStyles"])
