"""Write devnet_api/data/common-passwords.txt: the first 10,000 entries of zxcvbn's 'passwords'
frequency list (PyPI zxcvbn, MIT licence), most common first.

zxcvbn is not a dependency of DevNet (only this list is used, and shipping it keeps the server free
of zxcvbn's 30,000-word-per-list module); install it in a scratch environment to regenerate:

    python3 -m venv /tmp/zx && /tmp/zx/bin/pip install zxcvbn==4.5.0
    /tmp/zx/bin/python scripts/common_passwords.py
"""

from __future__ import annotations

from pathlib import Path

from zxcvbn.frequency_lists import FREQUENCY_LISTS

COUNT = 10_000
TARGET = Path(__file__).resolve().parents[1] / "devnet_api" / "data" / "common-passwords.txt"
HEADER = """\
# The 10,000 most common passwords, most common first: the first 10,000 entries of the
# 'passwords' frequency list shipped by zxcvbn 4.5.0 (PyPI zxcvbn, MIT licence; the list is
# Dropbox zxcvbn's, from leaked password sets). Lower case; registration, reset and change
# refuse a password equal to any line, ignoring case (devnet_api/domain/common_passwords.py).
# Regenerate: scripts/common_passwords.py
"""


def main() -> None:
    words = FREQUENCY_LISTS["passwords"][:COUNT]
    # One word per line, and '#' starts a comment: neither may be ambiguous.
    assert all(w and w == w.strip() and not w.startswith("#") and "\n" not in w for w in words)
    TARGET.write_text(HEADER + "".join(f"{w}\n" for w in words))
    print(f"wrote {len(words)} passwords to {TARGET}")


if __name__ == "__main__":
    main()
