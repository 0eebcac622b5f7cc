"""Live events: their types, their audiences, and the publishers that carry them to the ``/ws``
sockets of every process.

No aiohttp here (services import this module). Services never publish: they record events on the
unit of work (``devnet_api.realtime.collector``, through ``devnet_api.services.live``) and its
entry point flushes them after commit (``devnet_api.realtime.flush``). A publisher hands an event
to the sockets this process holds (through ``deliver``, given by the hub) and, in scaled mode, to
every other process through one Redis pub/sub channel. See docs/realtime.md.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import orjson
from redis.asyncio import Redis

log = logging.getLogger("devnet.realtime")
T = TypeVar("T")
PUBLISH_TIMEOUT = 2  # seconds: a request never waits longer on Redis for its live event

# Event types API.md names.
NEW_POST = "new_post"
NEW_MESSAGE = "new_message"
FRIEND_REQUEST = "friend_request"
# An author's edit or delete (docs/editing.md), to the audience of new_post / new_message.
POST_UPDATED = "post_updated"
POST_DELETED = "post_deleted"
MESSAGE_UPDATED = "message_updated"
MESSAGE_DELETED = "message_deleted"
# Comments (docs/api-contract.md): a new comment or reply ({"parentType", "parentId", "comment"}) to
# the signed-in sockets its author is not hidden from, and a comment's new like count
# ({"parentType", "parentId", "commentId", "likeCount"}); open pages take what is theirs.
NEW_COMMENT = "new_comment"
COMMENT_LIKED = "comment_liked"
# The comments under a page changed in a way the page cannot patch (a comment deleted by its author
# or a moderator, hidden, or shown again): {"parentType", "parentId"}, to every signed-in socket;
# a page that has that list open reads it again.
COMMENTS_CHANGED = "comments_changed"
# A notice was written for the member: {"unreadCount": n} to their own sockets (docs/notifications.md).
NOTIFICATION = "notification"

# Internal events: the hubs act on them and never send them to a client (see is_internal).
INTERNAL_PREFIX = "_"
SESSIONS_REVOKED = "_sessions_revoked"  # payload {"userId", "sessions": [ids], "everywhere"}: close those sockets


def is_internal(event_type: str) -> bool:
    return event_type.startswith(INTERNAL_PREFIX)


@dataclass(frozen=True)
class Audience:
    """Who receives an event: every signed-in socket, or the sockets of some members.

    ``exclude_socket`` names one socket (its ``socket_id``) that is left out, for "the sender's
    other sockets"; ``exclude_users`` names members left out (those a block or a mute hides the
    event's author from, services.blocks.hidden_from).
    """

    user_ids: frozenset[int] | None = None  # None: every signed-in socket
    exclude_socket: str | None = None
    exclude_users: frozenset[int] = frozenset()

    @classmethod
    def signed_in(cls) -> Audience:
        return cls()

    @classmethod
    def users(cls, user_ids: Iterable[int], exclude_socket: str | None = None) -> Audience:
        return cls(frozenset(int(user_id) for user_id in user_ids), exclude_socket)

    @classmethod
    def everyone_but(cls, user_ids: Iterable[int]) -> Audience:
        return cls(exclude_users=frozenset(int(user_id) for user_id in user_ids))

    def among(self, present: Mapping[int, T]) -> list[T]:
        """What ``present`` (keyed by member id: a process's sockets per member) holds for the
        members this audience includes; ``exclude_socket`` is the caller's to skip. The same rule
        as ``includes``, asked once per member instead of once per socket."""
        if self.user_ids is None:
            return [value for user_id, value in present.items() if user_id not in self.exclude_users]
        return [present[user_id] for user_id in self.user_ids - self.exclude_users if user_id in present]

    def includes(self, user_id: int, socket_id: str) -> bool:
        if socket_id == self.exclude_socket or user_id in self.exclude_users:
            return False
        return self.user_ids is None or user_id in self.user_ids


EVERYONE = Audience.signed_in()


@dataclass(frozen=True)
class Event:
    """One frame for some sockets. The frame is ``{"type": type, **payload}``, encoded once."""

    type: str
    payload: dict[str, Any]
    audience: Audience = EVERYONE

    def data(self) -> bytes:
        return orjson.dumps({"type": self.type, **self.payload})

    def frame(self) -> str:
        return self.data().decode()

    def to_wire(self, origin: str) -> bytes:
        audience = self.audience
        return orjson.dumps(
            {
                "origin": origin,
                "type": self.type,
                "payload": self.payload,
                "users": sorted(audience.user_ids) if audience.user_ids is not None else None,
                "exclude": audience.exclude_socket,
                "excludeUsers": sorted(audience.exclude_users),
            }
        )

    @classmethod
    def from_wire(cls, raw: bytes | str) -> tuple[str, Event]:
        """(origin, event) of a channel message; ValueError/KeyError/TypeError when it is not one."""
        data = orjson.loads(raw)
        users = data["users"]
        audience = Audience(
            None if users is None else frozenset(int(u) for u in users),
            data.get("exclude"),
            frozenset(int(u) for u in data.get("excludeUsers") or ()),
        )
        if not isinstance(data["type"], str) or not isinstance(data["payload"], dict):
            raise ValueError("not an event")
        return str(data.get("origin")), cls(data["type"], data["payload"], audience)


Deliver = Callable[[Event], None]


class Publisher(Protocol):
    async def publish(self, event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE) -> None:
        """Send ``{"type": event_type, **payload}`` to the audience's sockets, on every process.

        Never raises for a transport failure: a live event is best effort, the data is already saved.
        """


class MemoryPublisher:
    """Embedded mode: one process, so its own sockets are everyone's."""

    def __init__(self, deliver: Deliver) -> None:
        self._deliver = deliver

    async def publish(self, event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE) -> None:
        self._deliver(Event(event_type, payload, audience))


def channel_name(prefix: str) -> str:
    return prefix + "events"


class RedisPublisher:
    """Scaled mode: deliver to this process's sockets at once, and publish on the channel for the
    others (whose listeners skip nothing but their own ``origin``). If Redis is down, the local
    sockets still get the event and the failure is logged."""

    def __init__(self, redis: Redis, prefix: str, deliver: Deliver, origin: str | None = None) -> None:
        self._redis = redis
        self.channel = channel_name(prefix)
        self._deliver = deliver
        self.origin = origin or uuid.uuid4().hex
        # Cleared by the listener while Redis is away, so requests do not wait on a dead server.
        self.connected = True

    async def publish(self, event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE) -> None:
        event = Event(event_type, payload, audience)
        self._deliver(event)
        if not self.connected:
            log.debug("Redis is away: %s reached this process's sockets only", event_type)
            return
        try:
            await asyncio.wait_for(self._redis.publish(self.channel, event.to_wire(self.origin)), PUBLISH_TIMEOUT)
        except Exception as exc:  # Redis down or unreachable: other processes miss this one event
            log.warning("could not publish %s through Redis (%s: %s)", event_type, exc.__class__.__name__, exc)


async def publish_via_redis(
    redis_url: str, prefix: str, event_type: str, payload: dict[str, Any], audience: Audience = EVERYONE
) -> None:
    """Publish from outside a web process (a Celery task, the CLI): every web process delivers it."""
    redis = Redis.from_url(redis_url)
    try:
        await redis.publish(channel_name(prefix), Event(event_type, payload, audience).to_wire("outside"))
    finally:
        await redis.aclose()
