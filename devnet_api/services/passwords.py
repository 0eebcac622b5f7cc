"""argon2id password hashing, run off the event loop (each hash costs tens of milliseconds)."""

from __future__ import annotations

import asyncio
import os

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from argon2.profiles import CHEAPEST

# For test suites only: argon2id at its cheapest parameters, so the thousands of members a test run
# registers do not each cost ~50 ms and 64 MiB. tests/conftest.py sets it; nothing else should.
FAST_FOR_TESTS = os.environ.get("DEVNET_TEST_FAST_HASHING") == "1"

_hasher = PasswordHasher.from_parameters(CHEAPEST) if FAST_FOR_TESTS else PasswordHasher(type=Type.ID)
# Verified against when the email is unknown, so both failures take the same time.
_DUMMY_HASH = _hasher.hash("devnet-dummy-password")


async def hash_password(password: str) -> str:
    return await asyncio.to_thread(_hasher.hash, password)


async def verify_password(password_hash: str | None, password: str) -> bool:
    def check() -> bool:
        try:
            return _hasher.verify(password_hash or _DUMMY_HASH, password) and password_hash is not None
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False

    return await asyncio.to_thread(check)


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)
