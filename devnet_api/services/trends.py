"""Trending hashtags and trending users: jobs that read only the recent window and replace a snapshot.

The formulas and their anchors are in docs/jobs.md. Each function takes ``now`` so tests pin the
clock; the jobs call them without it. A run reads rows created in the window only (each source
table has its created_at index), and replaces the snapshot in one transaction: running it twice
leaves the same rows, never counts added to counts.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime, timedelta

from tortoise.transactions import in_transaction

from devnet_api.models.accounts import Status, User
from devnet_api.models.content import Comment, Project, ProjectVote, Thread, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.trends import TrendingHashtag, TrendingUser
from devnet_api.services import blocks

TOP = 10
NEW_ACCOUNT_AGE = timedelta(hours=24)  # younger accounts are left out of every trend
HASHTAG_WINDOW = timedelta(hours=72)
HASHTAG_HALF_LIFE = timedelta(hours=24)
USER_WINDOW = timedelta(days=7)
USER_HALF_LIFE = timedelta(hours=48)
# What each kind of engagement a member receives (or creates) is worth before the time decay.
USER_WEIGHTS = {"post": 1.0, "thread": 2.0, "project": 3.0, "like": 1.0, "comment": 2.0, "upvote": 1.0}


def decay(age: timedelta, half_life: timedelta) -> float:
    """1 for something that happened now, 1/2 one half-life ago, 1/4 two half-lives ago."""
    return 0.5 ** (max(age, timedelta(0)) / half_life)


def _utc(value: datetime) -> datetime:
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _established(created_at: datetime, now: datetime) -> bool:
    return _utc(created_at) <= now - NEW_ACCOUNT_AGE


# --- hashtags -------------------------------------------------------------------------------------


def score_hashtags(uses: list[tuple[str, int, datetime]], now: datetime) -> list[dict]:
    """``uses``: (tag, account, time) of each tagged post in the window. Each account counts once
    per tag, at its latest use, weighted by its age; the top TOP by score, then people, then name.
    ``posts`` is how many of the counted posts carry the tag (what the feed's sidebar shows)."""
    latest: dict[str, dict[int, datetime]] = defaultdict(dict)
    posts: dict[str, int] = defaultdict(int)
    for tag, account, at in uses:
        at = _utc(at)
        posts[tag] += 1
        if at > latest[tag].get(account, datetime.min.replace(tzinfo=UTC)):
            latest[tag][account] = at
    scored = [
        {
            "tag": tag,
            "people": len(accounts),
            "posts": posts[tag],
            "score": round(sum(decay(now - at, HASHTAG_HALF_LIFE) for at in accounts.values()), 6),
        }
        for tag, accounts in latest.items()
    ]
    scored.sort(key=lambda row: (-row["score"], -row["people"], row["tag"]))
    return scored[:TOP]


async def hashtag_uses(now: datetime) -> list[tuple[str, int, datetime]]:
    """Tags of visible posts in [now - HASHTAG_WINDOW, now] by active, established accounts."""
    rows = await PostTag.filter(
        created_at__gte=now - HASHTAG_WINDOW, created_at__lte=now, post__hidden=False, post__user__status=Status.ACTIVE
    ).values("tag", "created_at", account="post__user_id", joined="post__user__created_at")
    return [(row["tag"], row["account"], row["created_at"]) for row in rows if _established(row["joined"], now)]


async def refresh_hashtags(now: datetime | None = None) -> dict:
    """Recompute trending hashtags from the last 72 hours and replace the snapshot."""
    now = now or datetime.now(UTC)
    top = score_hashtags(await hashtag_uses(now), now)
    async with in_transaction():
        await TrendingHashtag.all().delete()
        await TrendingHashtag.bulk_create(
            [
                TrendingHashtag(
                    rank=rank,
                    tag=row["tag"],
                    people=row["people"],
                    posts=row["posts"],
                    score=row["score"],
                    computed_at=now,
                )
                for rank, row in enumerate(top, 1)
            ]
        )
    return {"hashtags": len(top)}


async def trending_hashtags() -> list[dict]:
    """The snapshot as the API answers it: ``[{hashtag, count}]``, count = the tag's posts in the
    window (spec: "hashtag and post count"); the order is still by people, so one account posting a
    tag fifty times counts once in the ranking."""
    return [{"hashtag": row.tag, "count": row.posts} for row in await TrendingHashtag.all().order_by("rank")]


# --- users ----------------------------------------------------------------------------------------


def score_users(events: list[tuple[str, int, datetime]], now: datetime) -> list[dict]:
    """``events``: (kind, member, time) of each engagement a member received or created in the
    window. Score = sum of USER_WEIGHTS[kind] x decay(age); the top TOP by score, then member id."""
    scores: dict[int, float] = defaultdict(float)
    for kind, member, at in events:
        scores[member] += USER_WEIGHTS[kind] * decay(now - _utc(at), USER_HALF_LIFE)
    ranked = sorted(
        ({"user_id": member, "score": round(score, 6)} for member, score in scores.items()),
        key=lambda row: (-row["score"], row["user_id"]),
    )
    return ranked[:TOP]


async def user_events(now: datetime) -> list[tuple[str, int, datetime]]:
    """What active, established members created or received in [now - USER_WINDOW, now]: their
    visible posts, threads and projects; likes, comments and upvotes from other such members."""
    start, active = now - USER_WINDOW, Status.ACTIVE
    events: list[tuple[str, int, datetime]] = []
    for kind, model in (("post", Post), ("thread", Thread), ("project", Project)):
        for row in await model.filter(
            created_at__gte=start, created_at__lte=now, hidden=False, user__status=active
        ).values("created_at", owner="user_id", owner_joined="user__created_at"):
            if _established(row["owner_joined"], now):
                events.append((kind, row["owner"], row["created_at"]))

    received = [
        ("like", PostLike.filter(post__hidden=False, post__user__status=active), "post"),
        ("upvote", ThreadVote.filter(value__gt=0, thread__hidden=False, thread__user__status=active), "thread"),
        ("upvote", ProjectVote.filter(value__gt=0, project__hidden=False, project__user__status=active), "project"),
    ]
    for parent in ("thread", "post", "project"):
        received.append(
            (
                "comment",
                Comment.filter(
                    hidden=False,
                    deleted_at__isnull=True,
                    **{f"{parent}__hidden": False, f"{parent}__user__status": active},
                ),
                parent,
            )
        )
    for kind, query, parent in received:
        rows = await query.filter(created_at__gte=start, created_at__lte=now, user__status=active).values(
            "created_at",
            actor="user_id",
            actor_joined="user__created_at",
            owner=f"{parent}__user_id",
            owner_joined=f"{parent}__user__created_at",
        )
        for row in rows:
            if (
                row["actor"] != row["owner"]
                and _established(row["actor_joined"], now)
                and _established(row["owner_joined"], now)
            ):
                events.append((kind, row["owner"], row["created_at"]))
    return events


async def refresh_users(now: datetime | None = None) -> dict:
    """Recompute trending users from the last 7 days and replace the snapshot."""
    now = now or datetime.now(UTC)
    top = score_users(await user_events(now), now)
    async with in_transaction():
        await TrendingUser.all().delete()
        await TrendingUser.bulk_create(
            [
                TrendingUser(rank=rank, user_id=row["user_id"], score=row["score"], computed_at=now)
                for rank, row in enumerate(top, 1)
            ]
        )
    return {"users": len(top)}


async def trending_users(viewer_id: int | None = None) -> list[User]:
    """The snapshot's members, best first, still active (a member banned since is left out), and
    without those blocked either way with ``viewer_id`` (services.blocks)."""
    ids = [row.user_id for row in await TrendingUser.all().order_by("rank")]
    query = blocks.without_hidden(User.filter(id__in=ids, status=Status.ACTIVE), viewer_id, "id", muted=False)
    found = {user.id: user for user in await query}
    return [found[user_id] for user_id in ids if user_id in found]
