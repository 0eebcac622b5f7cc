"""Followed tags (issue 32 item 5 builds them). Until that lands, nobody follows a tag: the digest
reads followed tags through this one function and has only friends' content."""

from __future__ import annotations


async def followed_tags(user_id: int) -> list[str]:
    """The tags ``user_id`` follows (none yet)."""
    return []
