"""The trend job's snapshots as members read them (services.trends computes them): one statement
each. Answers are schemas.trends.TrendingHashtagOut and TrendingUserOut."""

from __future__ import annotations

from devnet_api.db.sql import Statement
from devnet_api.models.accounts import User
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.reads.shape import Shape
from devnet_api.schemas.trends import TrendingHashtagOut, TrendingUserOut
from devnet_api.services import blocks
from devnet_api.services.kinds import USER

# ``count`` is the tag's posts in the window (spec: "hashtag and post count"); the order is still by
# people, so one account posting a tag fifty times counts once in the ranking.
HASHTAG = Shape(TrendingHashtagOut, TrendingHashtag, "h", expressions={"hashtag": "h.tag", "count": "h.posts"})
HASHTAGS = Statement(f"SELECT {HASHTAG.columns} FROM {TrendingHashtag._meta.db_table} h ORDER BY h.rank")

MEMBER = Shape(TrendingUserOut, User, "u")
_MEMBERS = f"""SELECT {MEMBER.columns}
    FROM {TrendingUser._meta.db_table} t JOIN {USER.from_sql("u")} ON u.id = t.user_id
    WHERE {USER.visible_sql("u")} {{hidden}} ORDER BY t.rank"""
MEMBERS = Statement(_MEMBERS.format(hidden=""))
MEMBERS_FOR = Statement(_MEMBERS.format(hidden="AND " + blocks.hidden_sql("u.id", muted=False)))


async def trending_hashtags() -> list[dict]:
    """Up to 10 tags, best first."""
    return [HASHTAG.dump(row) for row in await HASHTAGS.rows()]


async def trending_users(viewer_id: int | None = None) -> list[dict]:
    """The snapshot's members, best first, still active (a member banned since is left out), without
    those blocked either way with ``viewer_id`` (a mute hides content, not people)."""
    rows = await (MEMBERS.rows() if viewer_id is None else MEMBERS_FOR.rows(viewer=viewer_id))
    return [MEMBER.dump(row) for row in rows]
