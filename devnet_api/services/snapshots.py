"""The trends job's snapshots as the API answers them: one hand-written statement each, rows
written straight in their schema's shape (schemas.trends; tests/api/test_hand_built_shapes.py holds
them equal). How the trends are computed is services.trends' business, not this module's."""

from __future__ import annotations

from devnet_api.models.accounts import Status
from devnet_api.services import blocks
from devnet_api.sql import Statement

HASHTAGS = Statement("SELECT tag, posts FROM trending_hashtags ORDER BY rank")
_MEMBERS = """
    SELECT u.id, u.username, u.display_name, u.avatar_seed, u.avatar_style
    FROM trending_users t JOIN users u ON u.id = t.user_id
    WHERE u.status = :active {hidden}
    ORDER BY t.rank"""
MEMBERS = Statement(_MEMBERS.format(hidden=""))
MEMBERS_FOR = Statement(_MEMBERS.format(hidden="AND " + blocks.hidden_sql("u.id", muted=False)))


async def trending_hashtags() -> list[dict]:
    """TrendingHashtagOut: up to 10 ``{hashtag, count}``, count = the tag's posts in the window."""
    return [{"hashtag": row["tag"], "count": row["posts"]} for row in await HASHTAGS.rows()]


async def trending_users(viewer_id: int | None = None) -> list[dict]:
    """TrendingUserOut: the snapshot's members, best first, still active (a member banned since is
    left out), without those blocked either way with ``viewer_id`` (a mute hides content, not people)."""
    if viewer_id is None:
        rows = await MEMBERS.rows(active=Status.ACTIVE)
    else:
        rows = await MEMBERS_FOR.rows(active=Status.ACTIVE, viewer=viewer_id)
    return [
        {
            "id": row["id"],
            "username": row["username"],
            "displayName": row["display_name"],
            "avatarSeed": row["avatar_seed"],
            "avatarStyle": row["avatar_style"],
        }
        for row in rows
    ]
