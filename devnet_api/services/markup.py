"""What user text means beyond its words, parsed here only (the client shows what the server
answers): ``#hashtags``, ``@mentions`` and the code they are never found in.

The cases both sides are held to are in ``frontend/src/components/RichText/textRules.cases.json``:
tests/api/test_text_rules.py runs them here, and the client's Jest suite runs the mention cases
through RichText (its preview of mentions uses the same rule, ``mentions.js`` MENTION).
"""

from __future__ import annotations

import re

from devnet_api.domain.rules import MAX_TAG_LENGTH, MAX_TAGS

# Fenced code (to its closing fence, or the end of the text) and inline code.
CODE = re.compile(r"```.*?(?:```|$)|`[^`\n]*`", re.DOTALL)
# A #word: letters (any script: #café is café), digits, underscore, hyphen (spec section 5), not
# inside a word or a URL (C#, page#anchor, &#39;).
HASHTAG = re.compile(r"(?<![\w&/#])#([\w-]+)")
# @username (the registration rule: 3 to 30 letters, digits, _ or -), not inside a word, an email
# address or a URL path. The frontend's RichText uses the same (mentions.js).
MENTION = re.compile(r"(?<![\w@/.+-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_-])")
MAX_MENTIONS = 10  # an item (all its versions together) notifies at most this many members


def outside_code(text: str | None) -> str:
    """``text`` with its code blanked out."""
    return CODE.sub(" ", text or "")


def hashtags(text: str) -> list[str]:
    """The #words of ``text`` outside code, lower-cased, in order, without duplicates."""
    found: list[str] = []
    for word in HASHTAG.findall(outside_code(text)):
        tag = word.strip("-").lower()
        if tag and len(tag) <= MAX_TAG_LENGTH and tag not in found:
            found.append(tag)
    return found


def _cut_of(tag: str, words: list[str]) -> bool:
    """Whether ``tag`` is only the start of a longer #word of the text: what a client that reads
    #words as ASCII makes of ``#café`` (``caf``). Such a tag is not kept."""
    return tag not in words and any(word.startswith(tag) and not word[len(tag)].isascii() for word in words)


def merge_tags(given: list[str], text: str) -> list[str]:
    """The tags sent (already checked: at most 10) then those derived from #words, at most 10 in
    all. A tag sent that only cuts a #word short (``caf`` of ``#café``) gives way to the #word."""
    words = hashtags(text)
    merged = [tag for tag in given if not _cut_of(tag, words)]
    for tag in words:
        if tag not in merged:
            merged.append(tag)
    return merged[:MAX_TAGS]


def mentioned_names(text: str) -> list[str]:
    """The usernames ``text`` names, lower-cased, in order, without duplicates (at most MAX_MENTIONS)."""
    found: list[str] = []
    for name in MENTION.findall(outside_code(text)):
        key = name.lower()
        if key not in found:
            found.append(key)
    return found[:MAX_MENTIONS]
