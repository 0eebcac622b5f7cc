"""Follows: tags a member follows (the "Following" scope of the thread list and the feed, the
digest) and threads a member watches (notices of their new comments). docs/follows.md.

A followed tag is a ``Tag`` row (its name, lower-cased as content stores it) and a ``TagFollow``;
``followed_tag_ids`` gives the ids, ``followed_tags`` the names. A thread's author and each
commenter watch it by default (a ``ThreadWatch`` row, True); unwatching writes False, which a later
comment of theirs does not undo.
"""

from __future__ import annotations

import re

from devnet_api.domain.errors import InvalidInput
from devnet_api.domain.rules import MAX_TAG_LENGTH
from devnet_api.models.accounts import User
from devnet_api.models.content import TagCount
from devnet_api.models.follows import Tag, TagFollow, ThreadWatch
from devnet_api.realtime.collector import transaction
from devnet_api.services import kinds

MAX_FOLLOWED_TAGS = 100
TOO_MANY_TAGS = "You can follow at most {} tags"
BAD_TAG = f"A tag is 1 to {MAX_TAG_LENGTH} characters"
MAX_SUGGESTIONS = 8


TAG_TEXT = r"[^\s#]"  # what a tag must hold besides spaces and #: the request schema's pattern too


def tag_name(value: str) -> str:
    """A tag as content stores it: trimmed, without a leading #, lower-cased; InvalidInput when it
    holds nothing but spaces and # or is longer than a tag may be."""
    name = value.strip().lstrip("#").strip().lower()
    if not re.search(TAG_TEXT, value) or len(name) > MAX_TAG_LENGTH:
        raise InvalidInput.field("tag", BAD_TAG)
    return name


# --- tags ----------------------------------------------------------------------------------------


async def followed_tag_ids(user_id: int) -> set[int]:
    """The ids (``Tag.id``) of the tags ``user_id`` follows (one query)."""
    return set(await TagFollow.filter(user_id=user_id).values_list("tag_id", flat=True))


async def followed_tags(user_id: int) -> list[str]:
    """The names of the tags ``user_id`` follows, alphabetical (one query)."""
    return sorted(await TagFollow.filter(user_id=user_id).values_list("tag__name", flat=True))


async def tag_names(tag_ids: set[int] | list[int]) -> dict[int, str]:
    """Each id's tag name (one query)."""
    if not tag_ids:
        return {}
    return dict(await Tag.filter(id__in=list(tag_ids)).values_list("id", "name"))


async def follow_tag(user_id: int, tag: str) -> list[str]:
    """Follow ``tag`` (again: no change); at most MAX_FOLLOWED_TAGS. The names followed after."""
    name = tag_name(tag)
    async with transaction():
        row = await Tag.filter(name=name).first()
        if row is None:
            await Tag.bulk_create([Tag(name=name)], ignore_conflicts=True)  # two first followers at once
            row = await Tag.get(name=name)
        if not await TagFollow.filter(user_id=user_id, tag_id=row.id).exists():
            if await TagFollow.filter(user_id=user_id).count() >= MAX_FOLLOWED_TAGS:
                raise InvalidInput.field("tag", TOO_MANY_TAGS.format(MAX_FOLLOWED_TAGS))
            await TagFollow.bulk_create([TagFollow(user_id=user_id, tag_id=row.id)], ignore_conflicts=True)
    return await followed_tags(user_id)


async def unfollow_tag(user_id: int, tag: str) -> list[str]:
    """Stop following ``tag`` (not followed: no change). The names followed after."""
    name = tag_name(tag)
    await TagFollow.filter(user_id=user_id, tag__name=name).delete()
    return await followed_tags(user_id)


async def suggested_tags(user_id: int) -> list[str]:
    """Tags to follow for the welcome path: the member's skills as tags, not yet followed, those on
    the most threads and projects first (at most MAX_SUGGESTIONS)."""
    user = await User.get_or_none(id=user_id).only("id", "skills")
    skills = [s.strip().lower() for s in (user.skills if user else []) if isinstance(s, str)]
    names = [s for s in dict.fromkeys(skills) if s and len(s) <= MAX_TAG_LENGTH]
    if not names:
        return []
    followed = set(await followed_tags(user_id))
    names = [n for n in names if n not in followed]
    uses: dict[str, int] = {}
    for tag, count in await TagCount.filter(tag__in=names or [""], kind__in=[k.name for k in kinds.TAGGED]).values_list(
        "tag", "uses"
    ):
        uses[tag] = uses.get(tag, 0) + count
    return sorted(names, key=lambda n: (-uses.get(n, 0), n))[:MAX_SUGGESTIONS]


# SQL for hand-written statements (devnet_api.db.sql): a tag column whose tag the member named by
# ``viewer`` follows. The one spelling of the "Following" scope.
def followed_sql(tag_column: str, viewer: str = ":viewer") -> str:
    return (
        f"{tag_column} IN (SELECT g.name FROM tag_follows f JOIN tags g ON g.id = f.tag_id WHERE f.user_id = {viewer})"
    )


# --- watching threads ----------------------------------------------------------------------------


async def is_watching(user_id: int, thread_id: int) -> bool:
    return await ThreadWatch.filter(user_id=user_id, thread_id=thread_id, watching=True).exists()


async def set_watching(user_id: int, thread_id: int, watching: bool) -> bool:
    """Watch or unwatch a thread members can see; the state after (an unwatch stays)."""
    await kinds.get_visible(kinds.THREAD, thread_id, with_owner=False)
    updated = await ThreadWatch.filter(user_id=user_id, thread_id=thread_id).update(watching=watching)
    if not updated:
        await ThreadWatch.bulk_create(
            [ThreadWatch(user_id=user_id, thread_id=thread_id, watching=watching)], ignore_conflicts=True
        )
        await ThreadWatch.filter(user_id=user_id, thread_id=thread_id).update(watching=watching)
    return watching


async def watch_by_default(user_id: int, thread_id: int, connection=None) -> None:
    """The author or a commenter watches the thread, unless they chose either way before."""
    await ThreadWatch.bulk_create(
        [ThreadWatch(user_id=user_id, thread_id=thread_id, watching=True)], ignore_conflicts=True, using_db=connection
    )


async def watcher_ids(thread_id: int, connection=None) -> set[int]:
    """Who watches the thread (one query)."""
    return set(
        await ThreadWatch.filter(thread_id=thread_id, watching=True)
        .using_db(connection)
        .values_list("user_id", flat=True)
    )
