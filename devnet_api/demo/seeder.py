"""Demo content for trying DevNet out and for measuring it with many rows (``devnet seed``).

Everything is generated from one ``random.Random(seed)``, so the same flags and seed give the same
site. Rows go in with bulk inserts and explicit ids; every counter a list shows (scores, vote and
comment counts, a member's thread and project counts) is computed here from the rows written, so
it equals what the rows say.

Each kind of row has a size in ``Sizes`` and a seeder in ``SEEDERS``; each seeder gets the
``Context`` (random generator, member ids and interests, progress callback) and adds what it wrote
to ``ctx.made``. What members write comes from ``demo_text``, one topic per item, mostly the
author's two topics. Demo members joined months ago, threads and projects spread over the last
weeks, feed posts over the last four days (the trend jobs leave out accounts younger than a day
and look back 72 hours), and profile, thread and project views over the last 30 days (the
analytics window), so trends and analytics have a history as soon as the jobs run.
"""

from __future__ import annotations

import base64
import io
import random
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from pathlib import Path

from PIL import Image, ImageDraw
from tortoise.expressions import F
from tortoise.models import Model

from devnet_api import db
from devnet_api.backing.media_storage import LocalStorage, Storage
from devnet_api.demo import texts
from devnet_api.domain import catalogue
from devnet_api.domain.errors import Conflict
from devnet_api.models.accounts import User
from devnet_api.models.activity import ContentView
from devnet_api.models.content import Comment, Project, ProjectTag, ProjectVote, TagCount, Thread, ThreadTag, ThreadVote
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.social import Friendship, FriendshipStatus, Message
from devnet_api.realtime.collector import transaction
from devnet_api.services import content, markup, media, messages, passwords, views
from devnet_api.services import tags as tag_counts
from devnet_api.services.kinds import PROJECT, THREAD, USER, Kind, counters_of

DEMO_DOMAIN = "demo.devnet.dev"
DEMO_PASSWORD = "DemoPassw0rd"
BATCH = 1000
NOT_EMPTY = (
    "This database holds members who are not demo members; seeding would add accounts with a "
    "published password to a live site. Use --force if that is really what you want"
)

FIRST = [
    "Ada",
    "Grace",
    "Linus",
    "Margaret",
    "Ken",
    "Barbara",
    "Dennis",
    "Frances",
    "Guido",
    "Radia",
    "Alan",
    "Hedy",
    "Yukihiro",
    "Anders",
    "Sophie",
    "Tim",
    "Katherine",
    "Bjarne",
    "Joan",
    "Rich",
    "Priya",
    "Kwame",
    "Mei",
    "Lars",
    "Amara",
    "Diego",
    "Noor",
    "Olu",
    "Sven",
    "Ines",
]
LAST = [
    "Lovelace",
    "Hopper",
    "Torvalds",
    "Hamilton",
    "Thompson",
    "Liskov",
    "Ritchie",
    "Allen",
    "van Rossum",
    "Perlman",
    "Kay",
    "Lamarr",
    "Matsumoto",
    "Hejlsberg",
    "Wilson",
    "Berners-Lee",
    "Johnson",
    "Stroustrup",
    "Clarke",
    "Hickey",
    "Raman",
    "Mensah",
    "Chen",
    "Nilsen",
    "Okafor",
    "Alvarez",
    "Haddad",
    "Adeyemi",
]
BIOS = [
    "{role} who likes boring technology and fast tests.",
    "{role}. Mostly {skill} these days, side projects on weekends.",
    "{role} at a small startup. Ask me about {skill}.",
    "Freelance {role}; {skill} and coffee.",
    "{role}, open source maintainer, occasional conference speaker.",
]
GENERAL_SKILLS = ["Git", "Code Review", "Linux", "Unit Testing", "Technical Writing"]
PROJECT_NAMES = [
    "Lighthouse",
    "Pebble",
    "Quill",
    "Driftwood",
    "Tern",
    "Kestrel",
    "Ember",
    "Harbor",
    "Sprout",
    "Cobalt",
    "Atlas",
    "Marble",
    "Juniper",
    "Basalt",
    "Wren",
    "Lantern",
    "Fathom",
    "Thistle",
]
THREAD_AGE = timedelta(days=45)  # threads and projects spread over this much of the past, oldest first
VIEW_DAYS = 30  # views spread over the analytics window (services.analytics.DAYS)
DEMO_SHARE = 0.3  # of the views, the part that goes to demo0 (the account the README signs in with)
VIEWERS = [f"a:198.51.100.{n}" for n in range(1, 255)]  # anonymous viewers: documentation addresses (RFC 5737)


@dataclass(frozen=True)
class Sizes:
    users: int = 10
    threads: int = 100
    projects: int = 30
    comments: int = 300
    votes: int = 600
    posts: int = 200
    likes: int = 800  # a member likes a post once
    post_comments: int = 300
    friendships: int = 30  # pairs of demo members; about one in six is still a pending request
    messages: int = 120  # between friends; the last ones of a conversation are unread
    views: int = 2000  # profile, thread and project views over the last 30 days (one per viewer and day)


@dataclass(frozen=True)
class Item:
    """A thread or project about to be written; its votes, comments and views follow from it."""

    kind: Kind
    id: int
    author: int
    topic: texts.Topic
    created_at: datetime
    featured: bool = False  # the pool-timeout thread (texts.POOL_TIMEOUT)


@dataclass
class Context:
    rng: random.Random
    sizes: Sizes
    members: list[int]
    store: Storage
    progress: Callable[[str, int], None]
    made: Counter = field(default_factory=Counter)
    thumbnails: dict[str, str] = field(default_factory=dict)  # an image's /media URL -> its thumbnail's
    now: datetime = field(default_factory=lambda: datetime.now(UTC))
    interests: dict[int, list[texts.Topic]] = field(default_factory=dict)  # what a member writes about
    joined: dict[int, datetime] = field(default_factory=dict)
    position: dict[int, int] = field(default_factory=dict)  # a member's index in ``members``
    deck: texts.Deck = field(init=False)

    def __post_init__(self) -> None:
        self.deck = texts.Deck(self.rng)


Seeder = Callable[[Context], Awaitable[None]]


async def ensure_demo_only(force: bool) -> None:
    if not force and await User.exclude(email__endswith=f"@{DEMO_DOMAIN}").exists():
        raise Conflict(NOT_EMPTY)


async def _next_id(model: type[Model]) -> int:
    last = await model.all().order_by("-id").first().values_list("id", flat=True)
    return (last or 0) + 1


async def _sync_sequence(model: type[Model]) -> None:
    """Explicit ids do not move PostgreSQL's sequence: move it past them."""
    if db.connection().capabilities.dialect != "postgres":
        return
    table = model._meta.db_table
    await db.connection().execute_query(
        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM \"{table}\"))"
    )


async def _bulk(model: type[Model], rows: list[Model], ignore_conflicts: bool = False) -> None:
    for start in range(0, len(rows), BATCH):
        await model.bulk_create(rows[start : start + BATCH], ignore_conflicts=ignore_conflicts)


async def seed_users(ctx: Context) -> None:
    """Demo members, each interested in two topics: their skills, role and what they write follow them."""
    rng, count = ctx.rng, ctx.sizes.users
    existing = {u.username_key: (u.id, u.created_at) for u in await User.filter(email__endswith=f"@{DEMO_DOMAIN}")}
    styles = catalogue.avatar_styles()
    password_hash = await passwords.hash_password(DEMO_PASSWORD)  # one hash: argon2 costs ~50 ms each
    next_id = await _next_id(User)
    rows = []
    for n in range(count):
        username = f"demo{n}"
        first, last = rng.choice(FIRST), rng.choice(LAST)
        interests = rng.sample(texts.TOPICS, 2)
        main = rng.choice(interests[0].skills)  # what the bio names, of the topic the role comes from
        theirs = [skill for topic in interests for skill in topic.skills if skill != main]
        mine = [main, *rng.sample(theirs, rng.randint(1, 3)), *rng.sample(GENERAL_SKILLS, rng.randint(0, 2))]
        bio = rng.choice(BIOS).format(role=interests[0].role, skill=mine[0])
        rate = Decimal(rng.randrange(30, 180, 5)) if rng.random() < 0.7 else None
        style, seed = rng.choice(styles), f"{rng.getrandbits(32):08x}"
        joined = ctx.now - timedelta(days=rng.randint(60, 400), minutes=rng.randint(0, 1439))
        if username in existing:
            member, joined = existing[username]
        else:
            member = next_id + len(rows)
            available = rate is not None and rng.random() < 0.6
            rows.append(
                User(
                    id=member,
                    username=username,
                    username_key=username,
                    email=f"{username}@{DEMO_DOMAIN}",
                    password_hash=password_hash,
                    display_name=f"{first} {last}",
                    bio=bio[:1].upper() + bio[1:],
                    skills=mine,
                    hourly_rate=rate,
                    is_available_for_work=available,
                    avatar_seed=seed,
                    avatar_style=style,
                    subscription_tier="free",
                    created_at=joined,
                )
            )
        ctx.position[member] = len(ctx.members)
        ctx.members.append(member)
        ctx.interests[member], ctx.joined[member] = interests, joined
    await _bulk(User, rows)
    if rows:
        await _sync_sequence(User)
    ctx.made["users"] += len(ctx.members)
    ctx.progress("users", count)


def _topic_of(ctx: Context, member: int) -> texts.Topic:
    """Mostly one of the member's two topics, now and then any other."""
    rng = ctx.rng
    return rng.choice(ctx.interests[member]) if rng.random() < 0.85 else rng.choice(texts.TOPICS)


def _someone_else(ctx: Context, member: int) -> int:
    """Another demo member than ``member`` (``member`` itself only when it is the only one)."""
    others = len(ctx.members) - 1
    if others < 1:
        return member
    pick = ctx.rng.randrange(others)
    return ctx.members[pick + (pick >= ctx.position[member])]


def _images() -> list[bytes]:
    """Six generated screenshots: gradients with a few shapes, small PNGs."""
    made = []
    for n, (top, bottom) in enumerate(
        [
            ((99, 102, 241), (14, 165, 233)),
            ((236, 72, 153), (249, 115, 22)),
            ((16, 185, 129), (59, 130, 246)),
            ((234, 179, 8), (239, 68, 68)),
            ((139, 92, 246), (236, 72, 153)),
            ((20, 184, 166), (132, 204, 22)),
        ]
    ):
        image = Image.new("RGB", (640, 360))
        draw = ImageDraw.Draw(image)
        for y in range(360):
            t = y / 359
            draw.line([(0, y), (640, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)))
        draw.rounded_rectangle((60, 60, 580, 300), radius=24, outline=(255, 255, 255), width=6)
        for i in range(n + 2):
            draw.rectangle((100, 100 + i * 30, 300 + (i * 53) % 240, 116 + i * 30), fill=(255, 255, 255))
        buffer = io.BytesIO()
        image.save(buffer, "PNG", optimize=True)
        made.append(buffer.getvalue())
    return made


async def _image_urls(ctx: Context) -> list[str]:
    """The screenshots stored the way an upload is (verified, re-encoded, with a thumbnail)."""
    urls = [
        await media.accept(f"data:image/png;base64,{base64.b64encode(raw).decode()}", ctx.store, "mediaUrls")
        for raw in _images()
    ]
    for url in urls:
        ctx.thumbnails[url] = await media.thumbnail_url(url, ctx.store) or url
    return urls


def _plan(ctx: Context, kind: Kind, ids: list[int], featured: bool) -> list[Item]:
    """Who writes each new row of ``kind``, about what, and when (over THREAD_AGE, oldest first, never
    before the author joined). ``featured``: the first thread is the pool-timeout one, by demo0."""
    rng, now = ctx.rng, ctx.now
    ages = sorted((rng.uniform(0, THREAD_AGE.total_seconds()) for _ in ids), reverse=True)
    items = []
    for object_id, age in zip(ids, ages, strict=True):
        first = featured and not items
        author = ctx.members[0] if first else rng.choice(ctx.members)
        topic = texts.POOL_TIMEOUT[0] if first else _topic_of(ctx, author)
        created = max(now - timedelta(seconds=age), ctx.joined[author] + timedelta(hours=1))
        items.append(Item(kind, object_id, author, topic, created, featured=first))
    return items


def _recent_day(rng: random.Random, earliest: date, today: date) -> date:
    """A day from ``earliest`` to ``today``, later days likelier (a profile that is getting noticed)."""
    span = (today - earliest).days
    return today - timedelta(days=min(span, int((span + 1) * (1 - rng.random() ** 0.5))))


def _viewer(ctx: Context, owner: int) -> str:
    """Who viewed: mostly another demo member (as the views service keys them), else an anonymous address."""
    if len(ctx.members) > 1 and ctx.rng.random() < 0.6:
        return views.viewer_key(_someone_else(ctx, owner), "")
    return ctx.rng.choice(VIEWERS)


def _views(ctx: Context, targets: list[tuple[str, int, int, datetime]], count: int) -> list[ContentView]:
    """Up to ``count`` view rows (one per viewer, object and day, as services.views.record writes them)
    of ``targets`` ``(kind name, object id, owner, since)`` over the last VIEW_DAYS days; about
    DEMO_SHARE of them go to demo0's targets, so the account the README names has a history."""
    rng = ctx.rng
    today = ctx.now.date()
    first_day = today - timedelta(days=VIEW_DAYS - 1)
    demo = [target for target in targets if target[2] == ctx.members[0]]
    seen: set[tuple[str, int, str, date]] = set()
    rows = []
    for _ in range(count if targets else 0):
        kind, object_id, owner, since = rng.choice(demo if demo and rng.random() < DEMO_SHARE else targets)
        day = _recent_day(rng, max(first_day, since.astimezone(UTC).date()), today)
        key = (kind, object_id, _viewer(ctx, owner), day)
        if key not in seen:
            seen.add(key)
            rows.append(ContentView(kind=kind, object_id=object_id, viewer=key[2], day=day))
    return rows


async def _write_views(ctx: Context, rows: list[ContentView]) -> None:
    # A view row a wiped and re-seeded database still holds is kept (conflicts are skipped).
    await _bulk(ContentView, rows, ignore_conflicts=True)
    ctx.made["views"] += len(rows)
    ctx.progress("views", len(rows))


async def seed_content(ctx: Context) -> None:
    """Threads and projects with their tags, each about one topic; votes, comments and views on them
    (over the last days); counters from the rows."""
    rng, sizes, members, now = ctx.rng, ctx.sizes, ctx.members, ctx.now
    image_urls = await _image_urls(ctx) if sizes.projects else []
    thread_start, project_start = await _next_id(Thread), await _next_id(Project)
    featured = not await Thread.filter(title=texts.POOL_TIMEOUT[1]).exists()
    items = _plan(ctx, THREAD, list(range(thread_start, thread_start + sizes.threads)), featured) + _plan(
        ctx, PROJECT, list(range(project_start, project_start + sizes.projects)), False
    )
    # Votes, comments and views first (in memory), so each content row goes in once with its counters.
    scores: dict[tuple[Kind, int], list[int]] = {}
    votes: dict[Kind, list[Model]] = {THREAD: [], PROJECT: []}
    seen: set[tuple[Kind, int, int]] = set()
    for _ in range(sizes.votes if items and len(members) > 1 else 0):
        item = rng.choice(items)
        voter = _someone_else(ctx, item.author)
        if (item.kind, item.id, voter) in seen:
            continue
        seen.add((item.kind, item.id, voter))
        value = 1 if rng.random() < 0.8 else -1
        scores.setdefault((item.kind, item.id), []).append(value)
        votes[item.kind].append(
            item.kind.vote_model(
                user_id=voter, **{item.kind.ref: item.id}, value=value, created_at=_after(rng, item.created_at, now)
            )
        )
    comment_rows, comment_counts = [], Counter()
    for _ in range(sizes.comments if items else 0):
        item = rng.choice(items)
        comment_counts[(item.kind, item.id)] += 1
        comment_rows.append(
            Comment(
                user_id=_someone_else(ctx, item.author),
                **{item.kind.ref: item.id},
                body=texts.comment(item.topic, rng),
                created_at=_after(rng, item.created_at, now),
            )
        )
    viewed = _views(
        ctx, [(item.kind.name, item.id, item.author, item.created_at) for item in items], sizes.views * 2 // 3
    )
    view_counts = Counter((row.kind, row.object_id) for row in viewed)

    authored: Counter = Counter()
    for kind in (THREAD, PROJECT):
        mine = [item for item in items if item.kind is kind]
        for start in range(0, len(mine), BATCH):
            rows, tag_rows = [], []
            for item in mine[start : start + BATCH]:
                authored[(kind, item.author)] += 1
                text, extra, tags = _TEXT[kind](ctx, item, image_urls)
                # The vote counters by the kind's own rule (score; up and down counts for projects).
                counters = counters_of(kind, scores.get((kind, item.id), []))
                rows.append(
                    kind.model(
                        id=item.id,
                        user_id=item.author,
                        **text,
                        **extra,
                        tags=tags,
                        search_text=content.search_text(kind, text, tags),
                        **counters,
                        comment_count=comment_counts[(kind, item.id)],
                        views=view_counts[(kind.name, item.id)],
                        created_at=item.created_at,
                    )
                )
                tag_rows += [kind.tag_model(**{kind.ref: item.id}, tag=tag) for tag in tags]
            async with transaction():
                await kind.model.bulk_create(rows)
                await kind.tag_model.bulk_create(tag_rows)
                await tag_counts.adjust(kind, Counter(row.tag for row in tag_rows))
            ctx.progress(f"{kind.name}s", len(rows))
        if mine:
            await _sync_sequence(kind.model)
        ctx.made[f"{kind.name}s"] += len(mine)
    for kind in (THREAD, PROJECT):
        await _bulk(kind.vote_model, votes[kind])
        ctx.made["votes"] += len(votes[kind])
    ctx.progress("votes", sizes.votes)
    await _bulk(Comment, comment_rows)
    ctx.made["comments"] += len(comment_rows)
    ctx.progress("comments", sizes.comments)
    await _write_views(ctx, viewed)
    for (kind, author), n in authored.items():
        await User.filter(id=author).update(**{kind.owner_counter: F(kind.owner_counter) + n})


def _thread_text(ctx: Context, item: Item, image_urls: list[str]) -> tuple[dict, dict, list[str]]:
    if item.featured:
        _, title, body, tags = texts.POOL_TIMEOUT
        return {"title": title, "body": body}, {}, list(tags)
    title, body, tags = texts.thread(item.topic, ctx.deck)
    return {"title": title, "body": body}, {}, tags


def _project_text(ctx: Context, item: Item, image_urls: list[str]) -> tuple[dict, dict, list[str]]:
    rng = ctx.rng
    name = rng.choice(PROJECT_NAMES)
    title, description, tags = texts.project(item.topic, name, ctx.deck)
    slug = f"{name.lower()}-{item.topic.tag}"
    shown = rng.sample(image_urls, rng.randint(1, 3))
    return (
        {"title": title, "description": description},
        {
            "media_urls": shown,
            "thumbnail_urls": [ctx.thumbnails[url] for url in shown],
            "demo_url": f"https://{slug}.example.com" if rng.random() < 0.5 else None,
            "repo_url": f"https://git.example.com/demo/{slug}",
        },
        tags,
    )


# What a demo thread or project says (its search text follows from the kind's search fields).
_TEXT: dict[Kind, Callable[[Context, Item, list[str]], tuple[dict, dict, list[str]]]] = {
    THREAD: _thread_text,
    PROJECT: _project_text,
}


def _after(rng: random.Random, start: datetime, now: datetime) -> datetime:
    """A moment between ``start`` and ``now``."""
    return start + (now - start) * rng.random()


async def seed_posts(ctx: Context) -> None:
    """Feed posts (ids in time order, over the last four days) with their #tag rows, likes and
    comments; likes_count and comment_count come from the rows."""
    rng, sizes, members, now = ctx.rng, ctx.sizes, ctx.members, ctx.now
    start = await _next_id(Post)
    ids = list(range(start, start + sizes.posts))
    ages = sorted((rng.uniform(0, 4 * 24 * 60) for _ in ids), reverse=True)  # minutes ago, oldest first
    created = {post_id: now - timedelta(minutes=age) for post_id, age in zip(ids, ages, strict=True)}
    authors = {post_id: rng.choice(members) for post_id in ids}
    topics = {post_id: _topic_of(ctx, authors[post_id]) for post_id in ids}
    likes, seen, liked = [], set(), Counter()
    for _ in range(sizes.likes if ids and members else 0):
        post_id = rng.choice(ids)
        member = _someone_else(ctx, authors[post_id])
        if (post_id, member) in seen:
            continue
        seen.add((post_id, member))
        liked[post_id] += 1
        likes.append(PostLike(user_id=member, post_id=post_id, created_at=_after(rng, created[post_id], now)))
    replies, commented = [], Counter()
    for _ in range(sizes.post_comments if ids else 0):
        post_id = rng.choice(ids)
        commented[post_id] += 1
        replies.append(
            Comment(
                user_id=_someone_else(ctx, authors[post_id]),
                post_id=post_id,
                body=texts.comment(topics[post_id], rng),
                created_at=_after(rng, created[post_id], now),
            )
        )
    for batch in range(0, len(ids), BATCH):
        rows, tag_rows = [], []
        for post_id in ids[batch : batch + BATCH]:
            text = texts.post(topics[post_id], ctx.deck)
            tags = markup.hashtags(text)
            rows.append(
                Post(
                    id=post_id,
                    user_id=authors[post_id],
                    content=text,
                    tags=tags,
                    likes_count=liked[post_id],
                    comment_count=commented[post_id],
                    created_at=created[post_id],
                )
            )
            tag_rows += [PostTag(post_id=post_id, tag=tag, created_at=created[post_id]) for tag in tags]
        async with transaction():
            await Post.bulk_create(rows)
            await PostTag.bulk_create(tag_rows)
        ctx.progress("posts", len(rows))
    if ids:
        await _sync_sequence(Post)
    ctx.made["posts"] += len(ids)
    await _bulk(PostLike, likes)
    ctx.made["likes"] += len(likes)
    ctx.progress("likes", sizes.likes)
    await _bulk(Comment, replies)
    ctx.made["post_comments"] += len(replies)
    ctx.progress("post_comments", sizes.post_comments)


async def seed_friends(ctx: Context) -> None:
    """Friendships between demo members (one row per pair, never one that exists), mostly accepted;
    then messages between friends, the latest of some conversations unread."""
    rng, sizes, members, now = ctx.rng, ctx.sizes, ctx.members, ctx.now
    taken = set(await Friendship.all().values_list("pair", flat=True))
    start = await _next_id(Friendship)
    rows = []
    pairs = [(a, b) for i, a in enumerate(members) for b in members[i + 1 :]]
    rng.shuffle(pairs)
    for a, b in pairs:
        if len(rows) >= sizes.friendships:
            break
        if Friendship.pair_of(a, b) in taken:
            continue
        requester, addressee = (a, b) if rng.random() < 0.5 else (b, a)
        status = FriendshipStatus.PENDING if rng.random() < 0.17 else FriendshipStatus.ACCEPTED
        rows.append(
            Friendship(
                id=start + len(rows),
                requester_id=requester,
                addressee_id=addressee,
                pair=Friendship.pair_of(a, b),
                status=status,
                created_at=now - timedelta(days=rng.uniform(5, 60)),
            )
        )
    await _bulk(Friendship, rows)
    if rows:
        await _sync_sequence(Friendship)
    ctx.made["friendships"] += len(rows)
    ctx.progress("friendships", sizes.friendships)

    friends = [
        tuple(map(int, pair.split(":")))
        for pair in sorted(
            await Friendship.filter(
                status=FriendshipStatus.ACCEPTED, requester_id__in=members, addressee_id__in=members
            ).values_list("pair", flat=True)
        )
    ]
    count = sizes.messages if friends else 0
    ages = sorted((rng.uniform(0, 5 * 24 * 60) for _ in range(count)), reverse=True)  # oldest first
    last: dict[tuple[int, int], int] = {}  # each conversation's newest message (index in ``sent``)
    sent = []
    start = await _next_id(Message)
    for age in ages:
        a, b = rng.choice(friends)
        sender, recipient = (a, b) if rng.random() < 0.5 else (b, a)
        subject, body = texts.message(_topic_of(ctx, sender), rng)
        at = now - timedelta(minutes=age)
        sent.append(
            Message(
                id=start + len(sent),
                sender_id=sender,
                recipient_id=recipient,
                subject=subject,
                body=body,
                created_at=at,
                read_at=at + timedelta(minutes=rng.randint(1, 600)),
            )
        )
        last[(a, b)] = len(sent) - 1
    for index in last.values():  # about a third of the conversations end with an unread message
        if rng.random() < 0.35:
            sent[index].read_at = None
    for message in sent:
        if message.read_at is not None and message.read_at > now:
            message.read_at = now
    await _bulk(Message, sent)
    if sent:
        await _sync_sequence(Message)
        await messages.rebuild()  # each member's conversation rows, from the messages just written
    ctx.made["messages"] += len(sent)
    ctx.progress("messages", sizes.messages)


async def seed_profile_views(ctx: Context) -> None:
    """Views of the members' profiles over the last VIEW_DAYS days (the rest of ``sizes.views`` after
    seed_content's share), demo0's most of all: the analytics job reads them into each member's figures,
    daily series and weekly growth."""
    targets = [(USER.name, member, member, ctx.joined[member]) for member in ctx.members]
    await _write_views(ctx, _views(ctx, targets, ctx.sizes.views - ctx.sizes.views * 2 // 3))


SEEDERS: list[Seeder] = [seed_users, seed_content, seed_posts, seed_friends, seed_profile_views]
# What a seed fills; their planner statistics are refreshed afterwards (see analyze).
FILLED_TABLES = [
    model._meta.db_table
    for model in (
        User,
        Thread,
        ThreadTag,
        ThreadVote,
        Project,
        ProjectTag,
        ProjectVote,
        Comment,
        TagCount,
        Post,
        PostTag,
        PostLike,
        Friendship,
        Message,
        ContentView,
    )
]


async def analyze(tables: list[str] | None = None) -> None:
    """Refresh the planner's statistics of ``tables``: after a bulk load PostgreSQL would otherwise
    plan with the empty tables' numbers (a tag filter took 200 ms instead of 6 until analyzed)."""
    quoted = ", ".join(f'"{table}"' for table in tables or FILLED_TABLES)
    if db.connection().capabilities.dialect == "postgres":
        await db.connection().execute_script(f"ANALYZE {quoted}")
    else:
        await db.connection().execute_script("ANALYZE")


async def seed(
    sizes: Sizes,
    seed_value: int = 7,
    store: Storage | None = None,
    force: bool = False,
    progress: Callable[[str, int], None] = lambda name, n: None,
) -> dict[str, int]:
    """Add demo members (password DemoPassw0rd) and their content; returns the rows made per kind."""
    await ensure_demo_only(force)
    ctx = Context(
        rng=random.Random(seed_value),
        sizes=sizes,
        members=[],
        store=store or LocalStorage(Path("var/media")),
        progress=progress,
    )
    for seeder in SEEDERS:
        await seeder(ctx)
    await analyze()
    return dict(ctx.made)


async def is_empty() -> bool:
    return not await User.exists()
