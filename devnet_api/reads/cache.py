"""Answers kept a few seconds in a web process: ``ResultCache``, used by /api/search (keyed by
query and visibility, docs/search.md), and ``ReadCache``, what reads the same for everyone (the
details, the list pages, the global feed's first page: reads.detail, reads.shared, reads.feed;
docs/performance.md "The read cache"). ``forget_written`` empties them by the tables a request
(or, outside a request, a job of the web process) wrote, never after a request that wrote nothing."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable

from devnet_api.db import statements
from devnet_api.realtime.events import NEW_POST, POST_DELETED, POST_UPDATED

log = logging.getLogger("devnet.reads")

# Tables no cache keeps anything of: a write to these alone (a notice, a mail intent, a view, a
# sign-in's bookkeeping) leaves every cache as it was. A table not named here, or a write whose
# table is unknown (statements.ANY), empties the caches of what members read.
NOT_KEPT = frozenset(
    {
        "auth_sessions",
        "recovery_codes",
        "pending_sign_ins",
        "known_devices",
        "data_exports",
        "data_export_chunks",
        "passkeys",
        "passkey_challenges",
        "content_views",
        "mail_accounts",
        "mail_preferences",
        "mail_intents",
        "digest_runs",
        "audit_entries",
        "password_reset_tokens",
        "notifications",
        "notification_preferences",
        "conversations",
        "messages",
        "user_analytics",
        "bookmarks",  # a member's own, read by no kept answer (reads.bookmarks)
        "bookmark_folders",
        "aerich",
    }
)
# What the session cache keeps: a session's row and its member's (services.sessions.LOOKUP).
SESSION_KEPT = frozenset({"auth_sessions", "users", statements.ANY})


def forget_written(tables: set[str], session_cache, *read_caches) -> None:
    """Empty what the writes to ``tables`` change: the session cache after a write to sessions or
    members, the read caches (search, the read cache) after a write to anything they may keep."""
    if not tables:
        return
    if session_cache is not None and tables & SESSION_KEPT:
        session_cache.clear()
    if tables - NOT_KEPT:
        for cache in read_caches:
            if cache is not None:
                cache.clear()


class ResultCache:
    """Answers kept for ``seconds`` by key. What the cache holds is what the computation answered
    for that key: /api/search's hits for a query and a visibility, a detail's row. It is emptied
    after a write in this process to a table it may keep (``forget_written``);
    another process's writes show within ``seconds``. ``epoch`` keeps an answer computed across
    such a write out of the cache. Requests that miss the same key at once wait for one
    computation (``answer``): when a common word's entry expires under load, the ranking runs
    once, not once per waiting request. And a key still being asked for is not left to expire: a
    request in the last ``1 - REFRESH_AT`` of its entry's time is answered from the entry and
    starts the computation again behind it, so a searched word never makes anyone wait for its
    ranking (the search dropdown's p99, docs/performance.md)."""

    REFRESH_AT = 0.8  # of ``seconds``: from then on, a hit also computes the answer again

    def __init__(self, seconds: float, size: int = 2_000) -> None:
        self.seconds = seconds
        self.size = size
        self.epoch = 0
        # key -> (expires, refresh from, value)
        self._entries: OrderedDict[tuple, tuple[float, float, object]] = OrderedDict()
        self._pending: dict[tuple, asyncio.Future] = {}
        self._refreshing: set[asyncio.Task] = set()

    async def answer(self, key: tuple, compute: Callable[[], Awaitable[object]]) -> object:
        """The kept answer of ``key``, or the one being computed for it, or ``compute()``'s (kept)."""
        entry = self._entry(key)
        if entry is not None:
            refresh_from, value = entry
            if time.monotonic() >= refresh_from and key not in self._pending:
                task = asyncio.get_running_loop().create_task(self._refresh(key, compute))
                self._refreshing.add(task)
                task.add_done_callback(self._refreshing.discard)
            return value
        pending = self._pending.get(key)
        if pending is not None:
            return await asyncio.shield(pending)
        return await self._compute(key, compute)

    async def _compute(self, key: tuple, compute: Callable[[], Awaitable[object]]) -> object:
        epoch = self.epoch
        future = asyncio.get_running_loop().create_future()
        self._pending[key] = future
        try:
            value = await compute()
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # those waiting get it; nobody waiting is not an unretrieved error
            raise
        finally:
            self._pending.pop(key, None)
        future.set_result(value)
        self.put(key, value, epoch)
        return value

    async def _refresh(self, key: tuple, compute: Callable[[], Awaitable[object]]) -> None:
        """``compute`` again behind a kept answer; its statements are its own, not the request's
        that started it. A failure leaves the entry to its end (the next miss tries again)."""
        try:
            with statements.measure():
                await self._compute(key, compute)
        except Exception:
            log.warning("could not refresh a kept answer", exc_info=True)

    def _entry(self, key: tuple) -> tuple[float, object] | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if time.monotonic() >= entry[0]:
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return entry[1], entry[2]

    def get(self, key: tuple) -> object | None:
        entry = self._entry(key)
        return None if entry is None else entry[1]

    def put(self, key: tuple, value: object, epoch: int) -> None:
        if self.seconds <= 0 or epoch != self.epoch:
            return
        now = time.monotonic()
        self._entries[key] = (now + self.seconds, now + self.seconds * self.REFRESH_AT, value)
        self._entries.move_to_end(key)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def clear(self) -> None:
        self.epoch += 1
        self._entries.clear()

    async def aclose(self) -> None:
        """Stop the refreshes still running (the app's shutdown, before its database goes)."""
        tasks = list(self._refreshing)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def __len__(self) -> int:
        return len(self._entries)


class ReadCache(ResultCache):
    """Reads that are the same for every member, kept for ``seconds``: the rows of details (a
    thread, a project, a profile as a visitor sees it) by kind and id (``reads.detail``), and the
    global feed's first page as nobody's (``reads.feed``). Also the views this process knows were
    counted today: (kind, id, viewer, day), a fact no write undoes, kept by the ``seen_size`` most
    recent. A detail read again by a viewer already counted costs no statement. Besides the
    writes of this process, a post's live event from any process empties it (``forget_on``)."""

    # The live events after which the feed's kept page is not what the statement would answer.
    EMPTIED_BY = frozenset((NEW_POST, POST_UPDATED, POST_DELETED))

    def __init__(self, seconds: float, size: int = 1_000, seen_size: int = 100_000) -> None:
        super().__init__(seconds, size)
        self.seen_size = seen_size
        self._seen: OrderedDict[tuple, None] = OrderedDict()

    def forget_on(self, event_type: str) -> None:
        """The hub's listener (realtime.listener): every process hears every live event."""
        if event_type in self.EMPTIED_BY:
            self.clear()

    def viewed(self, view: tuple) -> bool:
        return view in self._seen

    def saw(self, view: tuple) -> None:
        if self.seconds <= 0:
            return
        self._seen[view] = None
        self._seen.move_to_end(view)
        while len(self._seen) > self.seen_size:
            self._seen.popitem(last=False)
