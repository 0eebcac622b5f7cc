"""Site-wide counts for operators (``devnet stats``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from devnet_api.models.accounts import AuthSession, Role, Status, User
from devnet_api.models.activity import Report
from devnet_api.models.admin import AuditEntry
from devnet_api.models.content import Comment, Project, Thread
from devnet_api.models.feed import Post
from devnet_api.models.social import Friendship, FriendshipStatus, Message

# Extension point: a new area adds its counters here (name -> async count).
EXTRA_COUNTS: dict[str, Callable[[], Awaitable[int]]] = {}


async def counts() -> dict[str, dict[str, int]]:
    now = datetime.now(UTC)
    found = {
        "users": {
            "total": await User.all().count(),
            "active": await User.filter(status=Status.ACTIVE).count(),
            "banned": await User.filter(status=Status.BANNED).count(),
            "moderators": await User.filter(role=Role.MODERATOR).count(),
            "admins": await User.filter(role=Role.ADMIN).count(),
        },
        "content": {},
        "reports": {status: await Report.filter(status=status).count() for status in ("open", "resolved", "dismissed")},
        "people": {
            "friendships": await Friendship.filter(status=FriendshipStatus.ACCEPTED).count(),
            "friend requests": await Friendship.filter(status=FriendshipStatus.PENDING).count(),
            "messages": await Message.all().count(),
        },
        "sessions": {"active": await AuthSession.filter(expires_at__gt=now).count()},
        "audit": {"entries": await AuditEntry.all().count()},
    }
    for name, model in (("threads", Thread), ("projects", Project), ("posts", Post), ("comments", Comment)):
        found["content"][name] = await model.all().count()
        found["content"][f"{name} hidden"] = await model.filter(hidden=True).count()
    for name, count in EXTRA_COUNTS.items():
        found["content"][name] = await count()
    return found
