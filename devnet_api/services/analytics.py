"""Per-member analytics: a job that reads the last 30 days of activity and replaces the snapshot
rows of the members it concerns; the endpoint reads one row (docs/jobs.md has the formulas)."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, date, datetime, timedelta

from tortoise.functions import Count

from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, Project, ProjectVote, Thread
from devnet_api.models.feed import Post, PostLike
from devnet_api.models.trends import UserAnalytics
from devnet_api.realtime.collector import transaction
from devnet_api.services.kinds import COMMENTABLE, KINDS
from devnet_api.services.trends import NEW_ACCOUNT_AGE

DAYS = 30  # the daily series
WEEK = 7
TOP = 5  # top projects and top threads
SERIES = ("profileViews", "contentViews", "likes", "comments")


def weekly_growth(this_week: int, last_week: int) -> float:
    """Percent change of this week's profile views against last week's, to one decimal.
    With no views last week: 100.0 if there are some this week (from nothing), else 0.0."""
    if last_week == 0:
        return 100.0 if this_week else 0.0
    return round((this_week - last_week) * 100 / last_week, 1)


def series_days(today: date) -> list[date]:
    return [today - timedelta(days=offset) for offset in range(DAYS - 1, -1, -1)]


def daily_series(buckets: dict[date, dict[str, int]], today: date) -> list[dict]:
    """The last DAYS days, oldest first, zeros where nothing happened."""
    return [
        {"date": day.isoformat(), **{name: buckets.get(day, {}).get(name, 0) for name in SERIES}}
        for day in series_days(today)
    ]


def growth_from(buckets: dict[date, dict[str, int]], today: date) -> float:
    """This week = today and the 6 days before; last week = the 7 days before those."""

    def views(first: int, last: int) -> int:
        return sum(
            buckets.get(today - timedelta(days=back), {}).get("profileViews", 0) for back in range(first, last + 1)
        )

    return weekly_growth(views(0, WEEK - 1), views(WEEK, 2 * WEEK - 1))


def _day(value: datetime) -> date:
    value = value if value.tzinfo else value.replace(tzinfo=UTC)
    return value.astimezone(UTC).date()


async def window_buckets(today: date, now: datetime) -> dict[int, dict[date, dict[str, int]]]:
    """member -> day -> counts, for the DAYS days ending ``today``: views of their profile and of
    their threads and projects, likes (post likes, project upvotes) and comments they received
    from others, counting only likes and comments by active members who joined at least
    NEW_ACCOUNT_AGE before ``now`` (docs/jobs.md's common rules). Reads only rows of the window."""
    start = today - timedelta(days=DAYS - 1)
    start_at = datetime.combine(start, datetime.min.time(), tzinfo=UTC)
    end_at = start_at + timedelta(days=DAYS)
    out: dict[int, dict[date, dict[str, int]]] = defaultdict(lambda: defaultdict(lambda: dict.fromkeys(SERIES, 0)))

    viewed = [kind for kind in KINDS.values() if kind.counts_views]  # content views: threads and projects
    views = await (
        ContentView.filter(day__gte=start, day__lte=today, kind__in=["user", *(k.name for k in viewed)])
        .annotate(n=Count("id"))
        .group_by("kind", "object_id", "day")
        .values("kind", "object_id", "day", "n")
    )
    owners = {"user": {}}
    for kind in viewed:
        ids = {row["object_id"] for row in views if row["kind"] == kind.name}
        owners[kind.name] = (
            dict(await kind.model.filter(id__in=ids, hidden=False).values_list("id", kind.owner_field)) if ids else {}
        )
    for row in views:
        if row["kind"] == "user":
            out[row["object_id"]][row["day"]]["profileViews"] += row["n"]
        elif row["object_id"] in owners[row["kind"]]:
            out[owners[row["kind"]][row["object_id"]]][row["day"]]["contentViews"] += row["n"]

    # Likes and comments from suspended or brand-new accounts are left out, as in trends.
    window = {
        "created_at__gte": start_at,
        "created_at__lt": end_at,
        "user__status": Status.ACTIVE,
        "user__created_at__lte": now - NEW_ACCOUNT_AGE,
    }
    likes = [
        PostLike.filter(**window, post__hidden=False).values("created_at", actor="user_id", owner="post__user_id"),
        ProjectVote.filter(**window, value__gt=0, project__hidden=False).values(
            "created_at", actor="user_id", owner="project__user_id"
        ),
    ]
    parents = [parent.ref.removesuffix("_id") for parent in COMMENTABLE]  # threads, projects, posts
    comments = [
        Comment.filter(**window, hidden=False, deleted_at__isnull=True, **{f"{parent}__hidden": False}).values(
            "created_at", actor="user_id", owner=f"{parent}__user_id"
        )
        for parent in parents
    ]
    for name, queries in (("likes", likes), ("comments", comments)):
        for query in queries:
            for row in await query:
                if row["actor"] != row["owner"]:
                    out[row["owner"]][_day(row["created_at"])][name] += 1
    return out


async def totals(ids: list[int]) -> dict[int, dict]:
    """All-time figures of these members, from the counters on their rows (one query per table)."""
    result = {
        member: {
            "profile_views": 0,
            "total_likes": 0,
            "total_comments": 0,
            "project_views": 0,
            "thread_views": 0,
            "top_projects": [],
            "top_threads": [],
        }
        for member in ids
    }
    for row in await (
        ContentView.filter(kind="user", object_id__in=ids)
        .annotate(n=Count("id"))
        .group_by("object_id")
        .values("object_id", "n")
    ):
        result[row["object_id"]]["profile_views"] = row["n"]
    for post in await Post.filter(user_id__in=ids, hidden=False).values("user_id", "likes_count", "comment_count"):
        result[post["user_id"]]["total_likes"] += post["likes_count"]
        result[post["user_id"]]["total_comments"] += post["comment_count"]
    projects = await Project.filter(user_id__in=ids, hidden=False).values(
        "id", "title", "views", "upvotes_count", "comment_count", "user_id"
    )
    threads = await Thread.filter(user_id__in=ids, hidden=False).values(
        "id", "title", "views", "score", "comment_count", "user_id"
    )
    for project in projects:
        mine = result[project["user_id"]]
        mine["total_likes"] += project["upvotes_count"]
        mine["total_comments"] += project["comment_count"]
        mine["project_views"] += project["views"]
        mine["top_projects"].append(
            {
                "id": project["id"],
                "title": project["title"],
                "views": project["views"],
                "likes": project["upvotes_count"],
            }
        )
    for thread in threads:
        mine = result[thread["user_id"]]
        mine["total_comments"] += thread["comment_count"]
        mine["thread_views"] += thread["views"]
        mine["top_threads"].append(
            {"id": thread["id"], "title": thread["title"], "views": thread["views"], "upvotes": thread["score"]}
        )
    for mine in result.values():
        mine["top_projects"] = sorted(mine["top_projects"], key=lambda p: (-p["views"], -p["likes"], p["id"]))[:TOP]
        mine["top_threads"] = sorted(mine["top_threads"], key=lambda t: (-t["views"], -t["upvotes"], t["id"]))[:TOP]
    return result


async def refresh(now: datetime | None = None) -> dict:
    """Recompute the analytics of every member with activity in the last 30 days, or whose previous
    snapshot had some (so their series runs down to zero); the very first run covers every member.
    Their rows are replaced in one transaction: a second run writes the same numbers."""
    now = now or datetime.now(UTC)
    today = now.astimezone(UTC).date()
    buckets = await window_buckets(today, now)
    if await UserAnalytics.exists():
        ids = set(buckets) | set(await UserAnalytics.filter(recent=True).values_list("user_id", flat=True))
    else:
        ids = set(await User.all().values_list("id", flat=True))
    ids = set(await User.filter(id__in=ids).values_list("id", flat=True))  # not deleted since
    figures = await totals(sorted(ids))
    rows = [
        UserAnalytics(
            user_id=member,
            **figures[member],
            daily=daily_series(buckets.get(member, {}), today),
            weekly_growth=growth_from(buckets.get(member, {}), today),
            recent=member in buckets,
            computed_at=now,
        )
        for member in sorted(ids)
    ]
    async with transaction():
        await UserAnalytics.filter(user_id__in=ids).delete()
        await UserAnalytics.bulk_create(rows)
    return {"members": len(rows)}


async def for_user(user_id: int, now: datetime | None = None) -> dict:
    """The API's analytics object from the snapshot (zeros before the first run covers them)."""
    row = await UserAnalytics.get_or_none(user_id=user_id)
    today = (now or datetime.now(UTC)).date()
    if row is None:
        return {
            "profileViews": 0,
            "weeklyGrowth": 0.0,
            "totalLikes": 0,
            "totalComments": 0,
            "projectViews": 0,
            "threadViews": 0,
            "topProjects": [],
            "topThreads": [],
            "daily": daily_series({}, today),
        }
    return {
        "profileViews": row.profile_views,
        "weeklyGrowth": row.weekly_growth,
        "totalLikes": row.total_likes,
        "totalComments": row.total_comments,
        "projectViews": row.project_views,
        "threadViews": row.thread_views,
        "topProjects": row.top_projects,
        "topThreads": row.top_threads,
        "daily": row.daily,
    }
