"""The trend and analytics formulas on hand-made rows, with exact expected numbers (docs/jobs.md).

Each scenario runs on SQLite and on PostgreSQL (the ``settings`` fixture), with the clock pinned.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from devnet_api.db import using_orm
from devnet_api.models.accounts import Status, User
from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, Project, ProjectVote, Thread
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.trends import TrendingHashtag, TrendingUser, UserAnalytics
from devnet_api.reads import trending
from devnet_api.services import analytics, trends
from tests.conftest import reset_database

NOW = datetime(2026, 11, 20, 12, 0, tzinfo=UTC)
TODAY = NOW.date()
H = timedelta(hours=1)
OLD = NOW - timedelta(days=30)  # when the established members joined


async def member(name: str, joined: datetime = OLD, status: str = Status.ACTIVE) -> User:
    user = await User.create(
        email=f"{name}@example.com",
        username=name,
        username_key=name,
        display_name=name.title(),
        password_hash="x",
        status=status,
    )
    await User.filter(id=user.id).update(created_at=joined)
    return user


async def post(author: User, at: datetime, tags=(), hidden: bool = False, **counts) -> Post:
    row = await Post.create(user=author, content="hi", tags=list(tags), hidden=hidden, created_at=at, **counts)
    for tag in tags:
        await PostTag.create(post=row, tag=tag, created_at=at)
    return row


def run(settings, work):
    async def wrapped():
        await reset_database(settings)
        return await work()

    return using_orm(settings.database_url, wrapped)


# --- pure formulas --------------------------------------------------------------------------------


def test_decay_halves_every_half_life():
    assert trends.decay(timedelta(0), timedelta(hours=24)) == 1
    assert trends.decay(timedelta(hours=24), timedelta(hours=24)) == 0.5
    assert trends.decay(timedelta(hours=72), timedelta(hours=24)) == 0.125


@pytest.mark.parametrize(
    ("this_week", "last_week", "growth"),
    [(3, 2, 50.0), (1, 4, -75.0), (2, 3, -33.3), (5, 0, 100.0), (0, 0, 0.0), (0, 3, -100.0)],
)
def test_weekly_growth(this_week, last_week, growth):
    assert analytics.weekly_growth(this_week, last_week) == growth


def test_at_most_ten_hashtags_best_first():
    uses = [(f"tag{n:02d}", person, NOW - timedelta(hours=n)) for n in range(12) for person in range(2)]
    top = trends.score_hashtags(uses, NOW)
    assert [row["tag"] for row in top] == [f"tag{n:02d}" for n in range(10)]
    assert top[0] == {"tag": "tag00", "people": 2, "posts": 2, "score": 2.0}


def test_one_account_repeating_a_tag_counts_once_at_its_latest_use():
    """It ranks as one person; the sidebar's count still says how many posts carry the tag."""
    uses = [("spam", 1, NOW - timedelta(hours=48))] * 1000 + [("spam", 1, NOW - timedelta(hours=24))]
    assert trends.score_hashtags(uses, NOW) == [{"tag": "spam", "people": 1, "posts": 1001, "score": 0.5}]


def test_growth_weeks_are_today_and_six_days_back_against_the_seven_before():
    buckets = {TODAY - timedelta(days=back): {"profileViews": 1} for back in (0, 6, 7, 13, 14)}
    assert analytics.growth_from(buckets, TODAY) == 0.0  # 2 this week, 2 last week; day 14 is in neither
    buckets[TODAY - timedelta(days=6)] = {"profileViews": 3}
    assert analytics.growth_from(buckets, TODAY) == 100.0  # 4 against 2


# --- on the database ------------------------------------------------------------------------------


async def hashtag_scenario():
    alice, bob, carol = await member("alice"), await member("bob"), await member("carol")
    newbie = await member("newbie", joined=NOW - 2 * H)
    banned = await member("banned", status=Status.BANNED)
    await post(alice, NOW, ["python"])
    await post(alice, NOW - 48 * H, ["python"])  # alice's older use: she counts once, at her latest
    await post(bob, NOW - 24 * H, ["python"])
    for _ in range(5):
        await post(alice, NOW - 48 * H, ["spam"])
    await post(carol, NOW - 72 * H, ["rust"])  # exactly at the window's start: in
    await post(carol, NOW - 72 * H - timedelta(seconds=1), ["go"])  # a second before it: out
    await post(newbie, NOW, ["python", "fresh"])  # a brand-new account: out
    await post(banned, NOW, ["python", "banned"])  # a suspended one: out
    await post(bob, NOW, ["hidden"], hidden=True)  # a hidden post: out
    first = await trends.refresh_hashtags(NOW)
    second = await trends.refresh_hashtags(NOW)
    rows = await TrendingHashtag.all().order_by("rank").values("rank", "tag", "people", "posts", "score")
    return first, second, rows, await trending.trending_hashtags()


async def test_trending_hashtags_rank_distinct_people_recency_weighted_and_count_posts(settings):
    first, second, rows, api = await run(settings, hashtag_scenario)
    assert first == second == {"hashtags": 3}
    assert rows == [
        {"rank": 1, "tag": "python", "people": 2, "posts": 3, "score": 1.5},
        {"rank": 2, "tag": "spam", "people": 1, "posts": 5, "score": 0.25},
        {"rank": 3, "tag": "rust", "people": 1, "posts": 1, "score": 0.125},
    ]
    # The sidebar's count is the posts ("hashtag and post count"); the order stays by people.
    assert api == [{"hashtag": "python", "count": 3}, {"hashtag": "spam", "count": 5}, {"hashtag": "rust", "count": 1}]


async def user_scenario():
    a, b, c = await member("ann"), await member("ben"), await member("cat")
    newbie, banned = await member("newbie", joined=NOW - H), await member("banned", status=Status.BANNED)
    # Engagement in the window on posts older than it (written first: lower ids than the window's
    # posts) counts like any other; the post itself does not.
    old_post = await post(b, NOW - timedelta(days=8))
    await PostLike.create(user=c, post=old_post, created_at=NOW - 48 * H)  # 1 x 1/2
    await PostLike.create(user=b, post=old_post, created_at=NOW)  # one's own like: out
    await Comment.create(user=a, post=old_post, body="still good", created_at=NOW)  # 2
    hidden_old = await post(b, NOW - timedelta(days=9), hidden=True)
    await PostLike.create(user=c, post=hidden_old, created_at=NOW)  # a hidden post: out
    a_post = await post(a, NOW - 48 * H)  # 1 x 1/2
    await PostLike.create(user=b, post=a_post, created_at=NOW)  # 1
    await PostLike.create(user=a, post=a_post, created_at=NOW)  # one's own like: out
    await PostLike.create(user=newbie, post=a_post, created_at=NOW)  # a brand-new liker: out
    await Comment.create(user=c, post=a_post, body="nice", created_at=NOW - 48 * H)  # 2 x 1/2
    await Thread.create(user=a, title="Seven days", body="x" * 20, created_at=NOW - timedelta(days=7))  # 2 x 2^-3.5
    await Thread.create(user=c, title="Too old", body="x" * 20, created_at=NOW - timedelta(days=7, seconds=1))
    project = await Project.create(user=b, title="Tool", description="d", created_at=NOW - 96 * H)  # 3 x 1/4
    await ProjectVote.create(user=c, project=project, value=1, created_at=NOW)  # 1
    await ProjectVote.create(user=a, project=project, value=-1, created_at=NOW)  # a downvote: nothing
    await Comment.create(user=banned, project=project, body="spam", created_at=NOW)  # a suspended commenter: out
    # Engagement that must count for nobody, on posts in the window and older ones alike.
    hidden_new = await post(a, NOW - 2 * H, hidden=True)  # a hidden post of the window: out, with its like
    await PostLike.create(user=c, post=hidden_new, created_at=NOW - H)
    await Comment.create(user=c, post=hidden_new, body="gone", created_at=NOW - H)
    banned_post = await post(banned, NOW - 3 * H)  # a suspended member's post and what it received: out
    await PostLike.create(user=c, post=banned_post, created_at=NOW - H)
    banned_old = await post(banned, NOW - timedelta(days=10))
    await PostLike.create(user=a, post=banned_old, created_at=NOW - H)
    newbie_post = await post(newbie, NOW - H / 2)  # a brand-new member's post and its like: out
    await PostLike.create(user=c, post=newbie_post, created_at=NOW)
    await PostLike.create(user=banned, post=old_post, created_at=NOW)  # a suspended liker, on an older post: out
    await PostLike.create(user=newbie, post=old_post, created_at=NOW)  # a brand-new liker, on an older post: out
    first = await trends.refresh_users(NOW)
    await trends.refresh_users(NOW)
    rows = await TrendingUser.all().order_by("rank").values("user_id", "score")
    return first, rows, [user["username"] for user in await trending.trending_users()], (a.id, b.id)


async def test_trending_users_weigh_engagement_received_by_recency(settings):
    first, rows, names, (ann, ben) = await run(settings, user_scenario)
    assert first == {"users": 2}
    assert rows == [
        {"user_id": ben, "score": 1.75 + 0.5 + 2},  # with the like and comment on his 8-day-old post
        {"user_id": ann, "score": round(0.5 + 1 + 1 + 2 * 0.5**3.5, 6)},  # 2.676777
    ]
    assert rows[1]["score"] == 2.676777
    assert names == ["ben", "ann"]


async def analytics_scenario():
    owner, fan, other = await member("owner"), await member("fan"), await member("other")
    views = {0: 2, 6: 1, 7: 1, 13: 1, 14: 1, 29: 1, 30: 1}  # days back -> profile viewers that day
    for back, count in views.items():
        for n in range(count):
            await ContentView.create(
                kind="user", object_id=owner.id, viewer=f"u:{1000 + n}", day=TODAY - timedelta(days=back)
            )
    thread = await Thread.create(user=owner, title="My thread", body="x" * 20, views=10, score=3, comment_count=1)
    quiet = await Thread.create(user=owner, title="Quiet one", body="x" * 20, views=1, score=0)
    await Thread.create(user=owner, title="Hidden one", body="x" * 20, views=99, hidden=True)
    project = await Project.create(
        user=owner, title="My project", description="d", views=5, upvotes_count=2, score=2, comment_count=1
    )
    mine = await post(owner, NOW - 5 * H, likes_count=4, comment_count=2)
    for n in range(2):
        await ContentView.create(
            kind="thread", object_id=thread.id, viewer=f"u:{2000 + n}", day=TODAY - timedelta(days=1)
        )
    await ContentView.create(kind="project", object_id=project.id, viewer="a:1.2.3.4", day=TODAY)
    await PostLike.create(user=fan, post=mine, created_at=NOW - H)
    await PostLike.create(user=owner, post=mine, created_at=NOW - H)  # one's own: not received
    await ProjectVote.create(user=fan, project=project, value=1, created_at=NOW - timedelta(days=2))
    start = datetime.combine(TODAY - timedelta(days=29), datetime.min.time(), tzinfo=UTC)
    await Comment.create(user=fan, thread=thread, body="first!", created_at=start)  # the series' first instant: in
    await Comment.create(user=fan, thread=thread, body="older", created_at=start - timedelta(seconds=1))  # out
    first = await analytics.refresh(NOW)
    snapshot = await analytics.for_user(owner.id, NOW)
    second = await analytics.refresh(NOW)
    again = await analytics.for_user(owner.id, NOW)
    return (
        first,
        second,
        snapshot,
        again,
        await UserAnalytics.all().count(),
        await analytics.for_user(other.id, NOW),
        {"thread": thread.id, "quiet": quiet.id, "project": project.id},
    )


async def test_analytics_of_a_member(settings):
    first, second, snapshot, again, rows, other, ids = await run(settings, analytics_scenario)
    assert first == {"members": 3}  # the first run covers every member
    assert second == {"members": 1}  # later runs: the members with activity in the window
    assert rows == 3
    assert again == snapshot  # a second run double-counts nothing
    daily = snapshot.pop("daily")
    assert snapshot == {
        "profileViews": 8,
        "weeklyGrowth": 50.0,  # 3 this week against 2 last week
        "totalLikes": 6,
        "totalComments": 4,
        "projectViews": 5,
        "threadViews": 11,
        "topProjects": [{"id": ids["project"], "title": "My project", "views": 5, "likes": 2}],
        "topThreads": [
            {"id": ids["thread"], "title": "My thread", "views": 10, "upvotes": 3},
            {"id": ids["quiet"], "title": "Quiet one", "views": 1, "upvotes": 0},
        ],
    }
    assert len(daily) == 30
    assert daily[0]["date"] == (TODAY - timedelta(days=29)).isoformat() and daily[-1]["date"] == TODAY.isoformat()
    by_date = {day.pop("date"): day for day in daily}
    assert by_date[TODAY.isoformat()] == {"profileViews": 2, "contentViews": 1, "likes": 1, "comments": 0}
    assert by_date[(TODAY - timedelta(days=1)).isoformat()] == {
        "profileViews": 0,
        "contentViews": 2,
        "likes": 0,
        "comments": 0,
    }
    assert by_date[(TODAY - timedelta(days=2)).isoformat()]["likes"] == 1
    assert by_date[(TODAY - timedelta(days=29)).isoformat()] == {
        "profileViews": 1,
        "contentViews": 0,
        "likes": 0,
        "comments": 1,
    }
    assert sum(day["profileViews"] for day in by_date.values()) == 7  # the view 30 days back is outside
    assert other["weeklyGrowth"] == 0.0 and other["profileViews"] == 0 and len(other["daily"]) == 30


async def zero_last_week_scenario():
    owner = await member("owner")
    await ContentView.create(kind="user", object_id=owner.id, viewer="u:9", day=TODAY)
    await analytics.refresh(NOW)
    return await analytics.for_user(owner.id, NOW)


async def test_growth_from_a_week_with_no_views_is_100_percent(settings):
    result = await run(settings, zero_last_week_scenario)
    assert (result["profileViews"], result["weeklyGrowth"]) == (1, 100.0)


async def quiet_member_scenario():
    """A member active before is recomputed until their series is all zeros, then left alone."""
    owner, idle = await member("owner"), await member("idle")
    await ContentView.create(kind="user", object_id=owner.id, viewer="u:9", day=TODAY - timedelta(days=29))
    await analytics.refresh(NOW)
    recent = await UserAnalytics.get(user_id=owner.id)
    later = NOW + timedelta(days=1)
    assert (await analytics.refresh(later)) == {"members": 1}  # only the member whose snapshot was recent
    after = await UserAnalytics.get(user_id=owner.id)
    return recent.recent, after.recent, after.profile_views, sum(d["profileViews"] for d in after.daily), idle.id


async def test_a_member_whose_activity_left_the_window_runs_down_to_zero(settings):
    was_recent, is_recent, total, in_series, _ = await run(settings, quiet_member_scenario)
    assert (was_recent, is_recent, total, in_series) == (True, False, 1, 0)


async def suspended_and_new_accounts_scenario():
    owner, fan = await member("owner"), await member("fan")
    newbie = await member("newbie", joined=NOW - 23 * H)  # younger than a day when the job runs
    banned = await member("banned", status=Status.BANNED)
    thread = await Thread.create(user=owner, title="My thread", body="x" * 20)
    project = await Project.create(user=owner, title="My project", description="d")
    mine = await post(owner, NOW - 5 * H)
    for who in (fan, newbie, banned):
        await PostLike.create(user=who, post=mine, created_at=NOW - H)
        await ProjectVote.create(user=who, project=project, value=1, created_at=NOW - H)
        await Comment.create(user=who, thread=thread, body="hello", created_at=NOW - H)
        await Comment.create(user=who, post=mine, body="hello", created_at=NOW - H)
    await analytics.refresh(NOW)
    return (await analytics.for_user(owner.id, NOW))["daily"][-1]


async def test_analytics_leave_out_likes_and_comments_of_suspended_and_brand_new_accounts(settings):
    today = await run(settings, suspended_and_new_accounts_scenario)
    assert (today["date"], today["likes"], today["comments"]) == (TODAY.isoformat(), 2, 2)  # the fan's only
