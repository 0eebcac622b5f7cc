"""The app's publisher and what feeds the hub besides it (``listen_ctx``, one ``cleanup_ctx``): in
scaled mode the one Redis subscriber per process that hands other processes' events to the hub,
and the watcher of the read-only switch (``maintenance``)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator

from aiohttp import web

from devnet_api.backing import maintenance
from devnet_api.realtime.events import EVERYONE, Event, MemoryPublisher, RedisPublisher
from devnet_api.realtime.hub import HUB, Hub
from devnet_api.realtime.revocation import RETRY_DELAYS
from devnet_api.web import keys

log = logging.getLogger("devnet.realtime")
SHUTDOWN_WAIT = 5  # seconds the app's shutdown waits for the listener and watchers to end


async def _listen(redis, publisher: RedisPublisher, hub: Hub) -> None:
    """One subscriber for the process: forever, resubscribing after Redis comes back."""
    channel, origin = publisher.channel, publisher.origin
    failures = 0
    while True:
        pubsub = redis.pubsub(ignore_subscribe_messages=True)
        try:
            await pubsub.subscribe(channel)
            publisher.connected = True
            if failures:
                log.warning("Redis is back: live events from other processes resume")
            failures = 0
            async for message in pubsub.listen():
                if message.get("type") != "message":
                    continue
                try:
                    sender, event = Event.from_wire(message["data"])
                except (ValueError, KeyError, TypeError):
                    log.warning("ignored a malformed event on %s", channel)
                    continue
                if sender != origin:
                    hub.deliver(event)
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            publisher.connected = False
            if not failures:
                log.error(
                    "lost Redis (%s: %s): live events reach this process's sockets only until it is back",
                    exc.__class__.__name__,
                    exc,
                )
            await asyncio.sleep(RETRY_DELAYS[min(failures, len(RETRY_DELAYS) - 1)])
            failures += 1
        finally:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(pubsub.aclose(), SHUTDOWN_WAIT)


async def watch_maintenance(
    switch: maintenance.Switch, hub: Hub, every: float = maintenance.WATCH_EVERY, stop: asyncio.Event | None = None
) -> None:
    """Forever: look at the read-only switch and, when it turns, tell this process's signed-in
    sockets (``{"type": "maintenance", "readOnly", "since", "reason"}``): the web client shows or
    hides its banner. Each process looks for itself (the switch is a row of the database), so the CLI
    needs no web process to tell. Ends when ``stop`` is set (a cancellation that lands inside a
    call can be swallowed by the client, so the app's shutdown does not count on it alone)."""
    last: bool | None = None
    stop = stop or asyncio.Event()
    while not stop.is_set():
        try:
            state = await switch.get()
        except Exception:  # the database away: the switch is unknown, the sockets hear nothing
            state = None
        if state is not None:
            if last is not None and state.read_only != last:
                hub.deliver(Event(maintenance.EVENT, state.payload(), EVERYONE))
            last = state.read_only
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every)


async def listen_ctx(app: web.Application) -> AsyncIterator[None]:
    """The app's publisher (revocations come through it as internal events, services.live); the
    session watcher and, in scaled mode, the Redis listener run for the app's life. Must come after
    app.py's ``_redis`` (it uses the app's Redis client) and ``_orm`` (the watcher reads sessions)."""
    hub = app[HUB]
    redis = app[keys.REDIS]
    settings = app[keys.SETTINGS]
    hub.session_max_age = settings.session_max_age
    tasks = []
    if redis is None:
        app[keys.PUBLISHER] = MemoryPublisher(hub.deliver)
    else:
        publisher = RedisPublisher(redis, settings.redis_prefix, hub.deliver)
        app[keys.PUBLISHER] = publisher
        tasks.append(asyncio.create_task(_listen(redis, publisher, hub)))
    cache = app.get(keys.SESSION_CACHE)  # services.sessions.SessionCache: revoked sessions leave it at once
    if cache is not None:
        hub.on_revoked.append(cache.forget)
    reads = app.get(keys.READ_CACHE)  # reads.cache.ReadCache: the feed's kept page goes with a post's event
    if reads is not None:
        hub.on_event.append(reads.forget_on)
    tasks.append(asyncio.create_task(hub.watch_sessions()))
    stop = asyncio.Event()
    tasks.append(asyncio.create_task(watch_maintenance(app[keys.MAINTENANCE], hub, stop=stop)))
    yield
    if cache is not None:
        hub.on_revoked.remove(cache.forget)
    if reads is not None:
        hub.on_event.remove(reads.forget_on)
    stop.set()
    for task in tasks:
        task.cancel()
    # Bounded: a task whose cancellation a client library swallowed must not hold the shutdown.
    _, stuck = await asyncio.wait(tasks, timeout=SHUTDOWN_WAIT)
    if stuck:
        log.warning("%d live-channel task(s) did not stop within %s s of shutdown", len(stuck), SHUTDOWN_WAIT)
