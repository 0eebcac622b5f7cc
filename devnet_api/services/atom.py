"""Atom feeds (RFC 4287) of what visitors may read: the latest threads, a tag's threads, a member's
threads and projects, the latest projects (docs/follows.md, "Atom feeds").

What a feed holds is what a visitor sees: each kind's ``visible()`` rule from the content-kind
registry (not hidden by a moderator, not by a suspended or deleted member); deleted content is gone
from the tables. A feed has no reader to apply a member's blocks or mutes to: it is the public view.
Links are absolute, on ``site_url`` (DEVNET_PUBLIC_URL). The XML is a Jinja2 template with XML
escaping; characters XML 1.0 cannot hold are dropped.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime
from urllib.parse import quote

from jinja2 import Environment, PackageLoader, select_autoescape
from tortoise.expressions import Subquery
from tortoise.models import Model

from devnet_api.domain.errors import NotFound
from devnet_api.domain.rules import single_line
from devnet_api.models.accounts import Status, User
from devnet_api.services import kinds
from devnet_api.services.kinds import PROJECT, THREAD

ENTRIES = 30  # the newest this many items
SUMMARY = 500  # characters of a body in an entry's summary
SITE_NAME = "DevNet"
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
# Not allowed in an XML 1.0 document (controls but tab, newline and return; lone surrogates; U+FFFE/F).
NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@dataclass(frozen=True)
class Entry:
    url: str
    title: str
    summary: str
    author_name: str
    author_url: str
    published: datetime
    updated: datetime
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Feed:
    title: str
    subtitle: str
    self_url: str
    page_url: str
    site_url: str
    entries: list[Entry] = field(default_factory=list)
    site_name: str = SITE_NAME

    @property
    def updated(self) -> datetime:
        """The newest entry's update (a feed with none: the epoch, so it stays the same)."""
        return max((entry.updated for entry in self.entries), default=EPOCH)


def _xml(value: object) -> str:
    return NOT_XML.sub("", str(value))


def _rfc3339(value: datetime) -> str:
    return value.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


_env = Environment(loader=PackageLoader("devnet_api", "templates"), autoescape=select_autoescape(["xml"]))
_env.filters["xml"] = _xml
_env.filters["rfc3339"] = _rfc3339


def render(feed: Feed) -> bytes:
    return _env.get_template("atom.xml").render(feed=feed).encode("utf-8")


def etag(body: bytes) -> str:
    return '"' + hashlib.sha256(body).hexdigest()[:32] + '"'


def _summary(text: str) -> str:
    text = " ".join((text or "").split())
    return text if len(text) <= SUMMARY else text[: SUMMARY - 1].rstrip() + "\u2026"


def _moment(value: datetime | None) -> datetime:
    if value is None:
        return EPOCH
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _entries(site_url: str, rows: list[Model]) -> list[Entry]:
    entries = []
    for row in rows:
        kind = THREAD if isinstance(row, THREAD.model) else PROJECT
        text = getattr(row, kind.text_field)
        published = _moment(row.created_at)
        entries.append(
            Entry(
                url=f"{site_url}/{kind.name}s/{row.id}",
                title=row.title,
                summary=_summary(text),
                author_name=row.user.display_name or row.user.username,
                author_url=f"{site_url}/profile/{row.user_id}",
                published=published,
                updated=max(published, _moment(getattr(row, "edited_at", None))),
                tags=tuple(row.tags or ()),
            )
        )
    return entries


async def _newest(kind: kinds.Kind, **filters) -> list[Model]:
    rows = await kind.visible().filter(**filters).order_by("-id").limit(ENTRIES)
    return await kinds.with_owners(rows)


async def latest_threads(site_url: str) -> Feed:
    return Feed(
        "DevNet: latest threads",
        "The newest discussion threads on DevNet",
        f"{site_url}/feeds/threads.atom",
        f"{site_url}/threads",
        site_url,
        _entries(site_url, await _newest(THREAD)),
    )


def _printable(name: str) -> bool:
    """Whether a feed path's tag or username could name anything: no NUL or other control
    character (PostgreSQL text cannot even hold NUL) and no lone surrogate (not UTF-8). Anything
    else is a 404 like any unknown name, never a database error."""
    return single_line(name) and not any("\ud800" <= ch <= "\udfff" for ch in name)


async def tag_threads(site_url: str, tag: str) -> Feed:
    """The newest threads with ``tag`` (any tag: one nobody used yet is an empty feed)."""
    tag = tag.strip().lower()
    if not tag or len(tag) > THREAD.tag_model._meta.fields_map["tag"].max_length or not _printable(tag):
        raise NotFound("Tag not found")
    tagged = Subquery(THREAD.tag_model.filter(tag=tag).values("thread_id"))
    return Feed(
        f"DevNet: threads tagged #{tag}",
        f"The newest DevNet threads tagged #{tag}",
        f"{site_url}/feeds/tags/{quote(tag, safe='')}.atom",
        f"{site_url}/threads?tag={quote(tag, safe='')}",
        site_url,
        _entries(site_url, await _newest(THREAD, id__in=tagged)),
    )


async def member(site_url: str, username: str) -> Feed:
    """A member's newest threads and projects together, newest first. A member who is not active
    (suspended, deleted) or does not exist: NotFound."""
    user = (
        await User.filter(username_key=username.lower(), status=Status.ACTIVE)
        .only("id", "username", "display_name")
        .first()
        if len(username) <= 30 and _printable(username)
        else None
    )
    if user is None:
        raise NotFound("User not found")
    rows = await _newest(THREAD, user_id=user.id) + await _newest(PROJECT, user_id=user.id)
    rows.sort(key=lambda row: (_moment(row.created_at), row.id), reverse=True)
    name = user.display_name or user.username
    return Feed(
        f"DevNet: {name} (@{user.username})",
        f"Threads and projects by {name} on DevNet",
        f"{site_url}/feeds/users/{quote(user.username, safe='')}.atom",
        f"{site_url}/profile/{user.id}",
        site_url,
        _entries(site_url, rows[:ENTRIES]),
    )


async def latest_projects(site_url: str) -> Feed:
    return Feed(
        "DevNet: latest projects",
        "The newest projects shown on DevNet",
        f"{site_url}/feeds/projects.atom",
        f"{site_url}/projects",
        site_url,
        _entries(site_url, await _newest(PROJECT)),
    )
