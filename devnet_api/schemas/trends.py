"""Trends and analytics as API.md describes them (read from the jobs' snapshots)."""

from __future__ import annotations

from devnet_api.schemas import Schema


class TrendingHashtagOut(Schema):
    hashtag: str
    count: int  # distinct people who used it in the window


class TrendingUserOut(Schema):
    id: int
    username: str
    display_name: str
    avatar_seed: str | None
    avatar_style: str | None


class TopProjectOut(Schema):
    id: int
    title: str
    views: int
    likes: int


class TopThreadOut(Schema):
    id: int
    title: str
    views: int
    upvotes: int


class DayOut(Schema):
    date: str  # YYYY-MM-DD (UTC)
    profile_views: int
    content_views: int
    likes: int
    comments: int


class AnalyticsOut(Schema):
    profile_views: int
    weekly_growth: float  # percent, this week against last; 100.0 from zero, 0.0 from zero to zero
    total_likes: int
    total_comments: int
    project_views: int
    thread_views: int
    top_projects: list[TopProjectOut]
    top_threads: list[TopThreadOut]
    daily: list[DayOut]  # the last 30 days, oldest first
