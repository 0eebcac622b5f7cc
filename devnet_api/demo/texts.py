"""What demo members write, one ``Topic`` at a time (``devnet seed``; see demo/seeder.py). The topics
themselves are data, in devnet_api/data/demo_topics.json.

A thread, project or post is made from one topic only: its title and body come from one template
pair of that topic, filled with one draw of that topic's slot values, so the title and the body
talk about the same library, number and snippet; replies come from the same topic (or are
generic). Language names appear only in their own topic's text (PostgreSQL's asyncpg thread names
Python, the one language the database topic mentions), so no post learns aiohttp with a borrow
checker. The combinations (templates x slot values x numbers) keep large seeds varied.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path

YEAR = 2026


@dataclass(frozen=True)
class Topic:
    tag: str  # the primary tag: every thread, project and post of the topic carries it
    name: str  # how people write it ("PostgreSQL")
    tags: tuple[str, ...]  # further tags its content may carry (one to three of them)
    slots: dict[str, tuple[str, ...]]  # values a template names as {slot}; one draw per item
    threads: tuple[tuple[str, str], ...]  # (title, body) templates, each pair written together
    posts: tuple[str, ...]  # feed posts with their #tags
    projects: tuple[tuple[str, str], ...]  # (what it is, description) templates
    comments: tuple[str, ...]  # replies to a thread, project or post of the topic
    link: str  # a reference worth reading, shown in posts and messages
    code: tuple[str, str] | None = None  # (fence language, snippet) for templates that show code
    skills: tuple[str, ...] = field(default=())  # what a member interested in it lists (catalogue names)
    role: str = "developer"  # what a member who mostly writes about it does for a living

    @classmethod
    def from_json(cls, data: dict) -> Topic:
        return cls(
            tag=data["tag"],
            name=data["name"],
            tags=tuple(data["tags"]),
            slots={name: tuple(values) for name, values in data["slots"].items()},
            threads=tuple(tuple(pair) for pair in data["threads"]),
            posts=tuple(data["posts"]),
            projects=tuple(tuple(pair) for pair in data["projects"]),
            comments=tuple(data["comments"]),
            link=data["link"],
            code=tuple(data["code"]) if data.get("code") else None,
            skills=tuple(data.get("skills", ())),
            role=data.get("role", "developer"),
        )


# The topics themselves are data: devnet_api/data/demo_topics.json, one object per Topic.
TOPICS: tuple[Topic, ...] = tuple(
    Topic.from_json(data) for data in json.loads((Path(__file__).parents[1] / "data" / "demo_topics.json").read_text())
)

BY_TAG: dict[str, Topic] = {topic.tag: topic for topic in TOPICS}

# Replies that fit anything.
GENERIC_COMMENTS = (
    "Thanks for writing this up.",
    "Bookmarked, thanks.",
    "Great tip, had no idea.",
    "Counterpoint: it depends :)",
    "Nice work!",
    "This matches what we saw, too.",
)

# The thread the search demo looks for (services.demo puts it first, by the demo member).
POOL_TIMEOUT = (
    BY_TAG["postgres"],
    "asyncpg pool timeouts under load: what fixed it for us",
    "Under load our aiohttp API started failing with `asyncpg.exceptions.TooManyConnectionsError` and, worse, "
    "requests that waited the full pool timeout before giving up. PostgreSQL itself was barely busy.\n\n"
    "What we found:\n\n"
    "1. The pool's `max_size` was 10 per process, times 8 processes, against `max_connections = 100` with "
    "PgBouncer in front: some processes never got a connection at peak.\n"
    "2. A few handlers held a connection while calling another HTTP service, so a slow upstream emptied the "
    "pool.\n"
    "3. `idle in transaction` sessions from an ORM transaction that was never committed on one error path.\n\n"
    "What fixed it: acquire the connection only around the queries, set `command_timeout` and "
    "`idle_in_transaction_session_timeout`, size the pool from `max_connections` divided by the processes, and "
    "alert on the pool's wait time. Pool timeouts went from hundreds an hour to none.\n\n"
    "Has anyone tuned `max_inactive_connection_lifetime` behind PgBouncer in transaction mode?",
    ["postgres", "python", "asyncpg", "performance"],
)


class Deck:
    """Deals a topic's templates in shuffled rounds: each is used once before any repeats, so the
    few threads a list shows are not twins. Draws from the seed's generator (deterministic)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self._left: dict[tuple[str, str], list[int]] = {}

    def deal(self, topic: Topic, what: str, options: tuple):
        left = self._left.get((topic.tag, what))
        if not left:
            left = self._left[(topic.tag, what)] = list(range(len(options)))
            self.rng.shuffle(left)
        return options[left.pop()]


def draw(topic: Topic, rng: random.Random) -> dict[str, object]:
    """One set of values for a topic's templates: each slot once, numbers, its code and link."""
    n = rng.randint(3, 40)
    values: dict[str, object] = {name: rng.choice(options) for name, options in topic.slots.items()}
    values.update(
        n=n,
        m=max(2, n // rng.randint(2, 5)),
        year=YEAR,
        link=topic.link,
        version=values.get("version") or rng.choice(("15", "16", "17")),
        code=topic.code[1] if topic.code else "",
    )
    return values


def fill(template: str, values: dict[str, object]) -> str:
    return template.format_map(values)


def tags_for(topic: Topic, rng: random.Random) -> list[str]:
    """The topic's tag first, then one to three of its other tags."""
    return [topic.tag, *rng.sample(topic.tags, rng.randint(1, min(3, len(topic.tags))))]


def thread(topic: Topic, deck: Deck) -> tuple[str, str, list[str]]:
    """A thread's title, body and tags, all from ``topic``."""
    rng = deck.rng
    title, body = deck.deal(topic, "threads", topic.threads)
    values = draw(topic, rng)
    return fill(title, values)[:100], fill(body, values), tags_for(topic, rng)


def project(topic: Topic, name: str, deck: Deck) -> tuple[str, str, list[str]]:
    """A project's title, description and tags, all from ``topic``."""
    rng = deck.rng
    what, description = deck.deal(topic, "projects", topic.projects)
    values = draw(topic, rng)
    opening = rng.choice(
        (
            "{name} started as a weekend project.",
            "{name} grew out of a problem at work.",
            "We open-sourced {name} after using it for a year.",
            "",
        )
    ).format(name=name)
    return (
        f"{name}: {fill(what, values)}"[:100],
        " ".join(filter(None, (opening, fill(description, values)))),
        tags_for(topic, rng),
    )


def post(topic: Topic, deck: Deck) -> str:
    return fill(deck.deal(topic, "posts", topic.posts), draw(topic, deck.rng))


def comment(topic: Topic, rng: random.Random) -> str:
    """A reply to something about ``topic``: mostly about the topic, sometimes generic."""
    return rng.choice(topic.comments if rng.random() < 0.75 else GENERIC_COMMENTS)


MESSAGES = (
    "Hey! Saw your post about {name}, mind if I ask a question?",
    "Sure, go ahead.",
    "How did you set that up in CI?",
    "Containers, one per job. I can share the config.",
    "That would be great, thanks!",
    "Are you free for a quick call on Thursday?",
    "Thanks for the review yesterday, merged it.",
    "Any chance you are available for a short freelance gig?",
    "Sounds good, talk soon.",
    "Here is the link I mentioned: {link}",
)
SUBJECTS = ("Question about {name}", "Quick hello", "Freelance work", "Your project", None, None, None)


def message(topic: Topic, rng: random.Random) -> tuple[str | None, str]:
    """A direct message's subject (or None) and body, about ``topic``."""
    subject = rng.choice(SUBJECTS)
    values = {"name": topic.name, "link": topic.link}
    return (subject.format_map(values) if subject else None), rng.choice(MESSAGES).format_map(values)
