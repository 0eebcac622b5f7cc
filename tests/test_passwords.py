"""Passwords are hashed with argon2id at full cost unless a test suite asks otherwise."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.processes import ROOT

PRINT_HASH = (
    "import asyncio; from devnet_api.services import passwords; print(asyncio.run(passwords.hash_password('x')))"
)


def _hash_in(env: dict[str, str]) -> str:
    result = subprocess.run(
        [sys.executable, "-c", PRINT_HASH], env=env, cwd=ROOT, capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def test_production_hashes_are_argon2id_at_full_cost():
    env = {key: value for key, value in os.environ.items() if key != "DEVNET_TEST_FAST_HASHING"}
    # argon2-cffi's RFC 9106 low-memory profile: 64 MiB, 3 passes, 4 lanes.
    assert _hash_in(env).startswith("$argon2id$v=19$m=65536,t=3,p=4$")


def test_the_test_suite_hashes_cheaply():
    fast = _hash_in({**os.environ, "DEVNET_TEST_FAST_HASHING": "1"})
    assert fast.startswith("$argon2id$v=19$m=8,t=1,p=1$")
