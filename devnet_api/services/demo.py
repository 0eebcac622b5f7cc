"""Demo content for trying DevNet out and for measuring it with many rows (``devnet seed``).

Everything is generated from one ``random.Random(seed)``, so the same flags and seed give the same
site. Rows go in with bulk inserts and explicit ids; every counter a list shows (scores, vote and
comment counts, a member's thread and project counts) is computed here from the rows written, so
it equals what the rows say.

Each kind of row has a size in ``Sizes`` and a seeder in ``SEEDERS``; each seeder gets the
``Context`` (random generator, member ids, progress callback) and adds what it wrote to
``ctx.made``. Demo members joined weeks ago and feed posts spread over the last four days, so the
trend jobs (which leave out accounts younger than a day and look back 72 hours) have a window.
"""

from __future__ import annotations

import io
import random
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from decimal import Decimal
from pathlib import Path

from PIL import Image, ImageDraw
from tortoise.expressions import F
from tortoise.models import Model
from tortoise.transactions import in_transaction

from devnet_api import catalogue, db
from devnet_api.errors import Conflict
from devnet_api.models.accounts import User
from devnet_api.models.content import (Comment, Project, ProjectTag, ProjectVote, TagCount, Thread, ThreadTag,
                                       ThreadVote)
from devnet_api.models.feed import Post, PostLike, PostTag
from devnet_api.models.social import Friendship, FriendshipStatus, Message
from devnet_api.services import content, feed, media, passwords
from devnet_api.services import tags as tag_counts
from devnet_api.services.kinds import PROJECT, THREAD, Kind, counters_of

DEMO_DOMAIN = "demo.devnet.dev"
DEMO_PASSWORD = "DemoPassw0rd"
BATCH = 1000
NOT_EMPTY = ("This database holds members who are not demo members; seeding would add accounts with a "
             "published password to a live site. Use --force if that is really what you want")

FIRST = ["Ada", "Grace", "Linus", "Margaret", "Ken", "Barbara", "Dennis", "Frances", "Guido", "Radia", "Alan",
         "Hedy", "Yukihiro", "Anders", "Sophie", "Tim", "Katherine", "Bjarne", "Joan", "Rich", "Priya", "Kwame",
         "Mei", "Lars", "Amara", "Diego", "Noor", "Olu", "Sven", "Ines"]
LAST = ["Lovelace", "Hopper", "Torvalds", "Hamilton", "Thompson", "Liskov", "Ritchie", "Allen", "van Rossum",
        "Perlman", "Kay", "Lamarr", "Matsumoto", "Hejlsberg", "Wilson", "Berners-Lee", "Johnson", "Stroustrup",
        "Clarke", "Hickey", "Raman", "Mensah", "Chen", "Nilsen", "Okafor", "Alvarez", "Haddad", "Adeyemi"]
ROLES = ["backend engineer", "frontend developer", "SRE", "data engineer", "full-stack developer",
         "mobile developer", "security engineer", "platform engineer", "ML engineer", "indie hacker"]
BIOS = ["{role} who likes boring technology and fast tests.", "{role}. Writing {skill} for a living, Rust for fun.",
        "{role} at a small startup. Ask me about {skill}.", "Freelance {role}; {skill} and coffee.",
        "{role}, open source maintainer, occasional conference speaker."]
TAGS = ["python", "javascript", "react", "rust", "go", "devops", "databases", "career", "testing", "security",
        "aiohttp", "postgres", "kubernetes", "frontend", "backend", "ai"]
QUESTIONS = ["How do you structure {a} projects that grow past ten modules?",
             "Is {a} still worth learning in {year}?", "{a} vs {b} for a small team: what did you pick?",
             "What is your favourite {a} debugging trick?", "Migrating from {a} to {b}: lessons learned",
             "How do you keep {a} tests fast?", "Best resources to get good at {a}?",
             "Show me your {a} code review checklist", "When did {a} surprise you in production?"]
BODIES = ["We are a team of {n} and our {a} codebase is getting hard to change. What helped you?",
          "I tried this:\n\n```{lang}\n{code}\n```\n\nIt works, but it feels wrong. How would you write it?",
          "After {n} years of {a} I am looking at {b}. Anyone made the switch and regretted it (or not)?",
          "Our CI takes {n} minutes. Where would you start cutting?"]
CODE = {"python": "async def fetch(session, url):\n    async with session.get(url) as r:\n        return await r.json()",
        "javascript": "const total = items.reduce((sum, item) => sum + item.price, 0);",
        "rust": "fn main() {\n    let v: Vec<u32> = (1..=10).filter(|n| n % 2 == 0).collect();\n    println!(\"{:?}\", v);\n}",
        "go": "for i, v := range values {\n    fmt.Println(i, v)\n}"}
PROJECT_NAMES = ["Lighthouse", "Pebble", "Quill", "Driftwood", "Tern", "Kestrel", "Ember", "Harbor", "Sprout",
                 "Cobalt", "Atlas", "Marble"]
PROJECT_KINDS = ["a CLI that {v} your {o}", "a self-hosted service to {v} {o}", "a VS Code extension that {v} {o}",
                 "a tiny library to {v} {o}", "a dashboard that {v} {o}"]
VERBS = ["tidies", "watches", "benchmarks", "visualizes", "backs up", "lints", "syncs"]
OBJECTS = ["git branches", "Postgres queries", "Docker images", "API latencies", "dotfiles", "feature flags"]
COMMENTS = ["Great question, we hit the same thing last year.", "Have you tried profiling it first?",
            "This is the way.", "We moved to {a} and never looked back.", "Nice work! Starred.",
            "Could you share the config?", "Careful with that in production.", "+1, following this thread."]


POSTS = ["Just shipped {thing} to production. Zero downtime, one very nervous engineer. #{a} #shipit",
         "TIL: {tip} #til #{a}",
         "Hot take: most {a} performance problems are N+1 queries in disguise. #{a} #{b}",
         "Spent the afternoon pairing on a flaky test. It was a timezone. It is always a timezone. #testing",
         "Reading {link} this morning; the section on {a} is worth your coffee. #{a}",
         "Anyone going to the {a} meetup next week? Would love to say hi. #community #{a}",
         "Small {lang} snippet I keep reaching for:\n\n```{lang}\n{code}\n```\n\n#{lang} #snippets",
         "Week {n} of learning {b}: the borrow checker and I are on speaking terms now. #{b} #learning",
         "Our CI went from {n} minutes to {m}. Caching the dependency layer did most of it. #devops #{a}",
         "Looking for a {a} contractor for a {n}-week project. DMs open. #hiring #{a}",
         "Wrote up how we migrated to {b} without a freeze: {link} #{b} #{a}",
         "Friday deploys are fine if your rollback takes one command. #devops",
         "Code review tip: ask \"what happens when this is empty?\" on every list. #codereview #{a}",
         "Finally understood why `{a}` kept timing out: connection pool of one. #{a} #debugging"]
THINGS = ["the new billing service", "a rewrite of our search", "dark mode", "the v2 API", "our first Rust service",
          "a Postgres 16 upgrade", "a websocket gateway"]
TIPS = ["`git switch -` goes back to the previous branch.", "`EXPLAIN (ANALYZE, BUFFERS)` shows cache hits.",
        "`python -X importtime` tells you why startup is slow.", "`jq -c` prints one JSON object per line.",
        "CSS `:has()` works everywhere now.", "`ss -tlnp` beats netstat for finding who holds a port."]
LINKS = ["https://martinfowler.com/articles/", "https://go.dev/blog/", "https://blog.rust-lang.org/",
         "https://docs.python.org/3/whatsnew/", "https://react.dev/blog", "https://www.postgresql.org/docs/"]
POST_COMMENTS = ["Congrats on the launch!", "Bookmarked, thanks.", "Been there. The timezone one hurts.",
                 "Which {a} version was this on?", "Great tip, had no idea.", "Counterpoint: it depends :)",
                 "Would read a longer write-up of this.", "We did the same with {a}, worked well."]
MESSAGES = ["Hey! Saw your post about {a}, mind if I ask a question?", "Sure, go ahead.",
            "How did you set up the {a} test database in CI?", "Containers, one per job. I can share the config.",
            "That would be great, thanks!", "Are you free for a quick call on Thursday?",
            "Thanks for the review yesterday, merged it.", "Any chance you are available for a short {a} gig?",
            "Sounds good, talk soon.", "Here is the link I mentioned: {link}"]
SUBJECTS = ["Question about {a}", "Quick hello", "Freelance work", "Your project", None, None, None]


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


@dataclass
class Context:
    rng: random.Random
    sizes: Sizes
    members: list[int]
    media_dir: Path
    progress: Callable[[str, int], None]
    made: Counter = field(default_factory=Counter)
    now: datetime = field(default_factory=lambda: datetime.now(timezone.utc))


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
        f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), (SELECT MAX(id) FROM \"{table}\"))")


async def _bulk(model: type[Model], rows: list[Model]) -> None:
    for start in range(0, len(rows), BATCH):
        await model.bulk_create(rows[start:start + BATCH])


async def seed_users(ctx: Context) -> None:
    rng, count = ctx.rng, ctx.sizes.users
    existing = {u.username_key: u.id for u in await User.filter(email__endswith=f"@{DEMO_DOMAIN}")}
    skills, styles = catalogue.skills(), catalogue.avatar_styles()
    password_hash = await passwords.hash_password(DEMO_PASSWORD)  # one hash: argon2 costs ~50 ms each
    next_id = await _next_id(User)
    rows = []
    for n in range(count):
        username = f"demo{n}"
        first, last = rng.choice(FIRST), rng.choice(LAST)
        mine = rng.sample(skills, rng.randint(2, 6))
        bio = rng.choice(BIOS).format(role=rng.choice(ROLES), skill=mine[0]).capitalize()
        rate = Decimal(rng.randrange(30, 180, 5)) if rng.random() < 0.7 else None
        style, seed = rng.choice(styles), f"{rng.getrandbits(32):08x}"
        joined = ctx.now - timedelta(days=rng.randint(7, 400), minutes=rng.randint(0, 1439))
        if username in existing:
            ctx.members.append(existing[username])
            continue
        rows.append(User(id=next_id + len(rows), username=username, username_key=username,
                         email=f"{username}@{DEMO_DOMAIN}", password_hash=password_hash,
                         display_name=f"{first} {last}", bio=bio, skills=mine, hourly_rate=rate,
                         is_available_for_work=rate is not None and rng.random() < 0.6,
                         avatar_seed=seed, avatar_style=style, subscription_tier="free", created_at=joined))
        ctx.members.append(rows[-1].id)
    await _bulk(User, rows)
    if rows:
        await _sync_sequence(User)
    ctx.made["users"] += len(ctx.members)
    ctx.progress("users", count)


def _title(rng: random.Random) -> str:
    a, b = rng.sample(TAGS, 2)
    return rng.choice(QUESTIONS).format(a=a.capitalize(), b=b.capitalize(), year=2026)[:100]


def _body(rng: random.Random) -> str:
    a, b = rng.sample(TAGS, 2)
    lang = rng.choice(list(CODE))
    return rng.choice(BODIES).format(a=a, b=b, n=rng.randint(2, 40), lang=lang, code=CODE[lang])


def _images(media_dir: Path) -> list[tuple[bytes, str]]:
    """Six generated screenshots: gradients with a few shapes, small PNGs."""
    made = []
    for n, (top, bottom) in enumerate([((99, 102, 241), (14, 165, 233)), ((236, 72, 153), (249, 115, 22)),
                                       ((16, 185, 129), (59, 130, 246)), ((234, 179, 8), (239, 68, 68)),
                                       ((139, 92, 246), (236, 72, 153)), ((20, 184, 166), (132, 204, 22))]):
        image = Image.new("RGB", (640, 360))
        draw = ImageDraw.Draw(image)
        for y in range(360):
            t = y / 359
            draw.line([(0, y), (640, y)], fill=tuple(round(a + (b - a) * t) for a, b in zip(top, bottom)))
        draw.rounded_rectangle((60, 60, 580, 300), radius=24, outline=(255, 255, 255), width=6)
        for i in range(n + 2):
            draw.rectangle((100, 100 + i * 30, 300 + (i * 53) % 240, 116 + i * 30), fill=(255, 255, 255))
        buffer = io.BytesIO()
        image.save(buffer, "PNG", optimize=True)
        made.append((buffer.getvalue(), "png"))
    return made


async def seed_content(ctx: Context) -> None:
    """Threads and projects with their tags; votes and comments on them; counters from the rows."""
    rng, sizes, members = ctx.rng, ctx.sizes, ctx.members
    image_urls = [await media._save(*media._process(raw, "PNG"), ext, ctx.media_dir)
                  for raw, ext in _images(ctx.media_dir)] if sizes.projects else []
    authored: Counter = Counter()
    thread_start, project_start = await _next_id(Thread), await _next_id(Project)
    thread_ids = list(range(thread_start, thread_start + sizes.threads))
    project_ids = list(range(project_start, project_start + sizes.projects))
    # Votes first (in memory), so each content row goes in once with its final score.
    scores: dict[tuple[Kind, int], list[int]] = {}
    votes: dict[Kind, list[Model]] = {THREAD: [], PROJECT: []}
    targets = [(THREAD, i) for i in thread_ids] + [(PROJECT, i) for i in project_ids]
    seen: set[tuple[Kind, int, int]] = set()
    for _ in range(sizes.votes if targets and len(members) > 1 else 0):
        kind, object_id = rng.choice(targets)
        voter = rng.choice(members)
        if (kind, object_id, voter) in seen:
            continue
        seen.add((kind, object_id, voter))
        value = 1 if rng.random() < 0.8 else -1
        scores.setdefault((kind, object_id), []).append(value)
        votes[kind].append(kind.vote_model(user_id=voter, **{kind.ref: object_id}, value=value))
    # Comments (in memory), counted per parent.
    comment_rows, comment_counts = [], Counter()
    for _ in range(sizes.comments if targets else 0):
        kind, object_id = rng.choice(targets)
        comment_counts[(kind, object_id)] += 1
        comment_rows.append(Comment(user_id=rng.choice(members), **{kind.ref: object_id},
                                    body=rng.choice(COMMENTS).format(a=rng.choice(TAGS).capitalize())))

    for kind, ids in ((THREAD, thread_ids), (PROJECT, project_ids)):
        for start in range(0, len(ids), BATCH):
            rows, tag_rows = [], []
            for object_id in ids[start:start + BATCH]:
                author = rng.choice(members)
                authored[(kind, author)] += 1
                tags = rng.sample(TAGS, rng.randint(1, 4))
                # The vote counters by the kind's own rule (score; up and down counts for projects).
                counters = counters_of(kind, scores.get((kind, object_id), []))
                text, extra = _TEXT[kind](ctx, image_urls)
                rows.append(kind.model(id=object_id, user_id=author, **text, **extra, tags=tags,
                                       search_text=content.search_text(kind, text, tags), **counters,
                                       comment_count=comment_counts[(kind, object_id)]))
                tag_rows += [kind.tag_model(**{kind.ref: object_id}, tag=tag) for tag in tags]
            async with in_transaction():
                await kind.model.bulk_create(rows)
                await kind.tag_model.bulk_create(tag_rows)
                await tag_counts.adjust(kind, Counter(row.tag for row in tag_rows))
            ctx.progress(f"{kind.name}s", len(rows))
        if ids:
            await _sync_sequence(kind.model)
        ctx.made[f"{kind.name}s"] += len(ids)
    for kind in (THREAD, PROJECT):
        await _bulk(kind.vote_model, votes[kind])
        ctx.made["votes"] += len(votes[kind])
    ctx.progress("votes", sizes.votes)
    await _bulk(Comment, comment_rows)
    ctx.made["comments"] += len(comment_rows)
    ctx.progress("comments", sizes.comments)
    for (kind, author), n in authored.items():
        await User.filter(id=author).update(**{kind.owner_counter: F(kind.owner_counter) + n})


def _thread_text(ctx: Context, image_urls: list[str]) -> tuple[dict, dict]:
    return {"title": _title(ctx.rng), "body": _body(ctx.rng)}, {}


def _project_text(ctx: Context, image_urls: list[str]) -> tuple[dict, dict]:
    rng = ctx.rng
    name = rng.choice(PROJECT_NAMES)
    text = {"title": f"{name}: {rng.choice(PROJECT_KINDS)}".format(v=rng.choice(VERBS), o=rng.choice(OBJECTS))[:100],
            "description": f"{name} started as a weekend project. {_body(rng)}"}
    shown = rng.sample(image_urls, rng.randint(1, 3))
    return text, {"media_urls": shown, "thumbnail_urls": [media.thumbnail_url(url, ctx.media_dir) for url in shown],
                  "demo_url": f"https://{name.lower()}.example.com" if rng.random() < 0.5 else None,
                  "repo_url": f"https://git.example.com/demo/{name.lower()}"}


# What a demo thread or project says (its search text follows from the kind's search fields).
_TEXT: dict[Kind, Callable[[Context, list[str]], tuple[dict, dict]]] = {THREAD: _thread_text, PROJECT: _project_text}


def _post_text(rng: random.Random) -> str:
    a, b = rng.sample(TAGS, 2)
    lang = rng.choice(list(CODE))
    n = rng.randint(2, 40)
    return rng.choice(POSTS).format(a=a, b=b, n=n, m=max(1, n // rng.randint(2, 5)), lang=lang, code=CODE[lang],
                                    thing=rng.choice(THINGS), tip=rng.choice(TIPS), link=rng.choice(LINKS))


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
    created = {post_id: now - timedelta(minutes=age) for post_id, age in zip(ids, ages)}
    likes, seen, liked = [], set(), Counter()
    for _ in range(sizes.likes if ids and members else 0):
        post_id, member = rng.choice(ids), rng.choice(members)
        if (post_id, member) in seen:
            continue
        seen.add((post_id, member))
        liked[post_id] += 1
        likes.append(PostLike(user_id=member, post_id=post_id, created_at=_after(rng, created[post_id], now)))
    replies, commented = [], Counter()
    for _ in range(sizes.post_comments if ids else 0):
        post_id = rng.choice(ids)
        commented[post_id] += 1
        replies.append(Comment(user_id=rng.choice(members), post_id=post_id,
                               body=rng.choice(POST_COMMENTS).format(a=rng.choice(TAGS).capitalize()),
                               created_at=_after(rng, created[post_id], now)))
    for batch in range(0, len(ids), BATCH):
        rows, tag_rows = [], []
        for post_id in ids[batch:batch + BATCH]:
            text = _post_text(rng)
            tags = feed.hashtags(text)
            rows.append(Post(id=post_id, user_id=rng.choice(members), content=text, tags=tags,
                             likes_count=liked[post_id], comment_count=commented[post_id],
                             created_at=created[post_id]))
            tag_rows += [PostTag(post_id=post_id, tag=tag, created_at=created[post_id]) for tag in tags]
        async with in_transaction():
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
    pairs = [(a, b) for i, a in enumerate(members) for b in members[i + 1:]]
    rng.shuffle(pairs)
    for a, b in pairs:
        if len(rows) >= sizes.friendships:
            break
        if Friendship.pair_of(a, b) in taken:
            continue
        requester, addressee = (a, b) if rng.random() < 0.5 else (b, a)
        status = FriendshipStatus.PENDING if rng.random() < 0.17 else FriendshipStatus.ACCEPTED
        rows.append(Friendship(id=start + len(rows), requester_id=requester, addressee_id=addressee,
                               pair=Friendship.pair_of(a, b), status=status,
                               created_at=now - timedelta(days=rng.uniform(5, 60))))
    await _bulk(Friendship, rows)
    if rows:
        await _sync_sequence(Friendship)
    ctx.made["friendships"] += len(rows)
    ctx.progress("friendships", sizes.friendships)

    friends = [tuple(map(int, pair.split(":"))) for pair in sorted(await Friendship.filter(
        status=FriendshipStatus.ACCEPTED, requester_id__in=members, addressee_id__in=members).values_list(
        "pair", flat=True))]
    count = sizes.messages if friends else 0
    ages = sorted((rng.uniform(0, 5 * 24 * 60) for _ in range(count)), reverse=True)  # oldest first
    last: dict[tuple[int, int], int] = {}  # each conversation's newest message (index in ``sent``)
    sent = []
    start = await _next_id(Message)
    for age in ages:
        a, b = rng.choice(friends)
        sender, recipient = (a, b) if rng.random() < 0.5 else (b, a)
        a_topic = rng.choice(TAGS)
        subject = rng.choice(SUBJECTS)
        at = now - timedelta(minutes=age)
        sent.append(Message(id=start + len(sent), sender_id=sender, recipient_id=recipient,
                            subject=subject.format(a=a_topic.capitalize()) if subject else None,
                            body=rng.choice(MESSAGES).format(a=a_topic, link=rng.choice(LINKS)),
                            created_at=at, read_at=at + timedelta(minutes=rng.randint(1, 600))))
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
    ctx.made["messages"] += len(sent)
    ctx.progress("messages", sizes.messages)


SEEDERS: list[Seeder] = [seed_users, seed_content, seed_posts, seed_friends]
# What a seed fills; their planner statistics are refreshed afterwards (see analyze).
FILLED_TABLES = [model._meta.db_table for model in (User, Thread, ThreadTag, ThreadVote, Project, ProjectTag,
                                                      ProjectVote, Comment, TagCount, Post, PostTag, PostLike,
                                                      Friendship, Message)]


async def analyze(tables: list[str] | None = None) -> None:
    """Refresh the planner's statistics of ``tables``: after a bulk load PostgreSQL would otherwise
    plan with the empty tables' numbers (a tag filter took 200 ms instead of 6 until analyzed)."""
    quoted = ", ".join(f'"{table}"' for table in tables or FILLED_TABLES)
    if db.connection().capabilities.dialect == "postgres":
        await db.connection().execute_script(f"ANALYZE {quoted}")
    else:
        await db.connection().execute_script("ANALYZE")


async def seed(sizes: Sizes, seed_value: int = 7, media_dir: Path = Path("var/media"), force: bool = False,
               progress: Callable[[str, int], None] = lambda name, n: None) -> dict[str, int]:
    """Add demo members (password DemoPassw0rd) and their content; returns the rows made per kind."""
    await ensure_demo_only(force)
    ctx = Context(rng=random.Random(seed_value), sizes=sizes, members=[], media_dir=media_dir, progress=progress)
    for seeder in SEEDERS:
        await seeder(ctx)
    await analyze()
    return dict(ctx.made)


async def is_empty() -> bool:
    return not await User.exists()
