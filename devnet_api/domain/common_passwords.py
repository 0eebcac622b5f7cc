"""The passwords people actually choose: a new password (registration, reset, change) equal to one
of the 10,000 most common, ignoring case and surrounding whitespace, is refused (docs/security.md). The list is
``data/common-passwords.txt`` (zxcvbn's frequency list; ``scripts/common_passwords.py``), read once.
Signing in with one is still allowed: the member chose it before the rule and can change it."""

from __future__ import annotations

from functools import cache
from pathlib import Path

LIST = Path(__file__).parents[1] / "data" / "common-passwords.txt"
TOO_COMMON = "This password is too common. Choose a less predictable one."


@cache
def _common() -> frozenset[str]:
    lines = LIST.read_text(encoding="utf-8").splitlines()
    return frozenset(line for line in lines if line and not line.startswith("#"))


def is_common(password: str) -> bool:
    """Whether ``password`` is on the list once surrounding whitespace is trimmed and case folded:
    "Password123 " is "password123" (a space typed around a common password adds nothing)."""
    return password.strip().lower() in _common()
