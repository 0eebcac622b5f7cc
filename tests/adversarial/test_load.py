"""Nothing lost under load, against a real `devnet serve` (embedded on SQLite; scaled on PostgreSQL and
Redis of the test's own): members in pairs exchanging direct messages as fast as the server answers,
each with a live socket open, while all of them like, vote on and comment on the same shared items.

A member would notice a message missing, shown twice or out of order, a live notification missing or
doubled, a like or vote count that does not match who liked or voted, or an error page. So: every
message stored once and delivered once on the recipient's socket (and the sender's own), in order per
sender within its conversation, every stored counter equal to its rows, and zero 5xx.

The rate limits would refuse this traffic from one machine long before it proves anything: the server
runs with DEVNET_RATE_LIMITS raised for every write and DEVNET_ADDRESS_LIMIT_FACTOR=1000 (RELAXED_ENV),
and each member connects from a loopback address of its own, as many people do from many machines.

`make test` runs a short version (20 senders x 10 messages) on both backends; `make soak` runs the full
200 x 100 = 20,000 messages round after round for DEVNET_SOAK_MINUTES (default 30) and prints the
server's memory (RSS) at the start and the end."""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from aiohttp import WSMsgType

from tests.adversarial.test_faults import Member, open_socket, register_from, served
from tests.processes import DevnetServer

SHORT = (20, 10)  # senders, messages each (make test)
FULL = (200, 100)  # 20,000 messages (make soak)
DELIVERY_TIMEOUT = 120  # seconds, a guard: the last frames arrive soon after the last send is answered


@dataclass
class Shared:
    """The items every member likes, votes on and comments on at once."""

    thread: int
    project: int
    post: int


@dataclass
class Sender:
    member: Member
    partner: Member
    index: int
    ws: object = None
    frames: list[dict] = field(default_factory=list)
    closed_with: int | None = None
    reader: asyncio.Task | None = None

    async def read(self) -> None:
        async for msg in self.ws:
            if msg.type == WSMsgType.TEXT:
                frame = msg.json()
                if frame.get("type") == "new_message":
                    self.frames.append(frame["message"])
        self.closed_with = self.ws.close_code


@dataclass
class Tally:
    statuses: Counter = field(default_factory=Counter)
    failures: list[str] = field(default_factory=list)

    async def call(self, member: Member, method: str, path: str, expect: int, **kwargs) -> dict | list | None:
        async with member.http.request(method, member.url(path), **kwargs) as response:
            self.statuses[response.status] += 1
            body = await response.json(content_type=None) if response.status != 204 else None
            if response.status != expect:
                self.failures.append(f"{method} {path}: {response.status} {body}")
            return body


def rss_kb(pid: int) -> int:
    """The process's resident memory (kB), from /proc."""
    match = re.search(r"^VmRSS:\s+(\d+) kB", Path(f"/proc/{pid}/status").read_text(), re.M)
    return int(match.group(1)) if match else 0


async def query(server: DevnetServer, sql: str) -> list[tuple]:
    """A read straight from the server's database: the rows are the truth the counters must match."""
    url = server.env["DEVNET_DATABASE_URL"]
    if url.startswith("sqlite://"):

        def read() -> list[tuple]:
            with sqlite3.connect(url[len("sqlite://") :], timeout=30) as conn:
                return [tuple(row) for row in conn.execute(sql)]

        return await asyncio.to_thread(read)
    import asyncpg

    conn = await asyncpg.connect(url.replace("postgres://", "postgresql://", 1))
    try:
        return [tuple(row) for row in await conn.fetch(sql)]
    finally:
        await conn.close()


# Each names the rows whose stored counter differs from a count of the rows it counts.
COUNTER_CHECKS = {
    "post likes": "SELECT id, likes_count FROM posts p WHERE likes_count <> "
    "(SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)",
    "post shares": "SELECT id, shares_count FROM posts p WHERE shares_count <> "
    "(SELECT count(*) FROM post_shares s WHERE s.post_id = p.id)",
    "post comments": "SELECT id, comment_count FROM posts p WHERE comment_count <> "
    "(SELECT count(*) FROM comments c WHERE c.post_id = p.id AND NOT c.hidden AND c.deleted_at IS NULL)",
    "thread score": "SELECT id, score FROM threads t WHERE score <> "
    "(SELECT coalesce(sum(value), 0) FROM thread_votes v WHERE v.thread_id = t.id)",
    "thread comments": "SELECT id, comment_count FROM threads t WHERE comment_count <> "
    "(SELECT count(*) FROM comments c WHERE c.thread_id = t.id AND NOT c.hidden AND c.deleted_at IS NULL)",
    "project upvotes": "SELECT id, upvotes_count FROM projects p WHERE upvotes_count <> "
    "(SELECT count(*) FROM project_votes v WHERE v.project_id = p.id AND v.value = 1)",
    "project downvotes": "SELECT id, downvotes_count FROM projects p WHERE downvotes_count <> "
    "(SELECT count(*) FROM project_votes v WHERE v.project_id = p.id AND v.value = -1)",
    "project score": "SELECT id, score FROM projects p WHERE score <> upvotes_count - downvotes_count",
    "project comments": "SELECT id, comment_count FROM projects p WHERE comment_count <> "
    "(SELECT count(*) FROM comments c WHERE c.project_id = p.id AND NOT c.hidden AND c.deleted_at IS NULL)",
    "user threads": "SELECT id, thread_count FROM users u WHERE thread_count <> "
    "(SELECT count(*) FROM threads t WHERE t.user_id = u.id)",
    "user projects": "SELECT id, project_count FROM users u WHERE project_count <> "
    "(SELECT count(*) FROM projects p WHERE p.user_id = u.id)",
}


async def shared_items(owner: Member, tally: Tally) -> Shared:
    thread = await tally.call(
        owner,
        "POST",
        "/api/threads",
        201,
        json={"title": "Shared thread under load", "body": "Vote and comment here.", "tags": ["load"]},
    )
    project = await tally.call(
        owner,
        "POST",
        "/api/projects",
        201,
        json={
            "title": "Shared project under load",
            "description": "Everyone votes on it.",
            "tags": ["load"],
            "mediaUrls": [],
        },
    )
    post = await tally.call(owner, "POST", "/api/posts", 201, json={"content": "Shared post under load #load"})
    assert tally.failures == [], tally.failures
    return Shared(thread["id"], project["id"], post["id"])


async def busy_member(sender: Sender, shared: Shared, messages: int, tally: Tally, tag: str) -> None:
    """Send ``messages`` messages to the partner one after another, and in between like, unlike, share,
    vote and comment on the shared items (idempotent actions repeated, as double clicks do)."""
    me, up = sender.member, "upvote" if sender.index % 2 else "downvote"
    for k in range(messages):
        await tally.call(
            me,
            "POST",
            "/api/messages",
            201,
            json={"toUserId": sender.partner.id, "message": f"{tag} {me.id}>{sender.partner.id} #{k}"},
        )
        step = k % 5
        if step == 0:
            await tally.call(me, "POST", f"/api/posts/{shared.post}/like", 200)
            await tally.call(me, "POST", f"/api/threads/{shared.thread}/vote", 200, json={"voteType": up})
        elif step == 1:
            await tally.call(me, "DELETE", f"/api/posts/{shared.post}/like", 200)
            await tally.call(me, "POST", "/api/votes", 200, json={"projectId": shared.project, "voteType": up})
        elif step == 2:
            await tally.call(me, "POST", f"/api/posts/{shared.post}/like", 200)
            await tally.call(me, "POST", f"/api/posts/{shared.post}/share", 200)
        elif step == 3:
            await tally.call(me, "POST", f"/api/threads/{shared.thread}/comments", 201, json={"body": f"{tag} {k}"})
            await tally.call(me, "DELETE", f"/api/threads/{shared.thread}/vote", 200)
        else:
            await tally.call(me, "POST", f"/api/posts/{shared.post}/comments", 201, json={"body": f"{tag} {k}"})
            await tally.call(me, "POST", f"/api/projects/{shared.project}/comments", 201, json={"body": f"{tag} {k}"})
            await tally.call(me, "POST", f"/api/threads/{shared.thread}/vote", 200, json={"voteType": up})


async def one_round(server: DevnetServer, senders: int, messages: int, first_address: int, tag: str) -> dict:
    """One full exchange; answers what a summary prints. Fails on anything lost, doubled or out of order."""
    tally = Tally()
    crowd = list(await asyncio.gather(*(register_from(server.url, first_address + i) for i in range(senders + 1))))
    owner, crowd = crowd[0], crowd[1:]  # the shared items' owner (a project owner may not vote on it)
    try:
        shared = await shared_items(owner, tally)
        # Pairs: 0<->1, 2<->3, ... each a conversation of its own with both sides sending at once.
        people = [Sender(m, crowd[i ^ 1], i) for i, m in enumerate(crowd)]
        for sender in people:
            sender.ws = await open_socket(sender.member)
            sender.reader = asyncio.create_task(sender.read())
        started = time.monotonic()
        await asyncio.gather(*(busy_member(s, shared, messages, tally, tag) for s in people))
        elapsed = time.monotonic() - started

        # Zero 5xx, and every answer the one expected.
        assert not [status for status in tally.statuses if status >= 500], tally.statuses
        assert tally.failures == [], tally.failures[:10]

        # Delivered once, in order: each socket gets its partner's messages and its own, nothing else.
        deadline = time.monotonic() + DELIVERY_TIMEOUT
        while any(len(s.frames) < 2 * messages for s in people) and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.5)  # and nothing more comes after
        for s in people:
            assert s.closed_with is None, f"socket of {s.member.id} closed with {s.closed_with}"
            ids = [frame["id"] for frame in s.frames]
            assert len(ids) == len(set(ids)) == 2 * messages, (s.member.id, len(ids), len(set(ids)))
            for author in (s.member.id, s.partner.id):
                numbers = [int(f["message"].rsplit("#", 1)[1]) for f in s.frames if f["fromUserId"] == author]
                assert numbers == list(range(messages)), (s.member.id, author, numbers)

        # Stored once, in order per sender, as each side reads its conversation.
        for s in people[::2]:
            stored = await tally.call(s.member, "GET", f"/api/conversations/{s.partner.id}?limit=200", 200)
            assert sorted(m["id"] for m in stored) == sorted(f["id"] for f in s.frames)
            assert [m["id"] for m in stored] == sorted(m["id"] for m in stored)  # oldest first
            for author in (s.member.id, s.partner.id):
                numbers = [int(m["message"].rsplit("#", 1)[1]) for m in stored if m["fromUserId"] == author]
                assert numbers == list(range(messages))
        rows = await query(server, f"SELECT count(*), count(DISTINCT body) FROM messages WHERE body LIKE '{tag} %'")
        assert rows == [(senders * messages, senders * messages)]

        # Every counter equal to its rows.
        for name, sql in COUNTER_CHECKS.items():
            assert await query(server, sql) == [], f"{name} differs from its rows"
        likes = await query(server, f"SELECT likes_count FROM posts WHERE id = {shared.post}")
        assert likes == [(senders,)]  # every member's last like action was a like
        return {"messages": senders * messages, "seconds": round(elapsed, 1), "requests": sum(tally.statuses.values())}
    finally:
        for sender in locals().get("people", []):
            if sender.ws is not None:
                await sender.ws.close()
            if sender.reader is not None:
                await sender.reader
        for member in [owner, *crowd]:
            await member.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_messages_votes_and_likes_under_load_are_stored_once_delivered_once_and_counted_right(backend, tmp_path):
    senders, messages = SHORT
    with served(backend, tmp_path / "var") as server:
        asyncio.run(one_round(server, senders, messages, 0, "short"))


@pytest.mark.soak
@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_soak_twenty_thousand_messages_round_after_round(backend, tmp_path):
    senders, messages = FULL
    minutes = float(os.environ.get("DEVNET_SOAK_MINUTES") or 30)
    with served(backend, tmp_path / "var") as server:
        start_rss = rss_kb(server.pid)
        ends = time.monotonic() + minutes * 60
        rounds = 0
        while True:
            # Fresh members each round (a loopback block of their own): new sockets, new conversations.
            summary = asyncio.run(one_round(server, senders, messages, (rounds % 40) * (senders + 1), f"r{rounds}"))
            rounds += 1
            print(f"[{backend}] round {rounds}: {summary}; server RSS {rss_kb(server.pid) // 1024} MB", flush=True)
            if time.monotonic() >= ends:
                break
        end_rss = rss_kb(server.pid)
        print(
            f"[{backend}] {rounds} rounds of {senders * messages} messages in {minutes:g} min: server RSS "
            f"{start_rss // 1024} MB at start, {end_rss // 1024} MB at the end "
            f"({(end_rss - start_rss) // 1024:+d} MB)",
            flush=True,
        )
