"""Search across threads, projects, feed posts and people, ranked by relevance (docs/search.md).

One SQL statement finds a page of hits of every kind (a UNION ALL of one SELECT per kind, each
answered by that kind's full-text index), one counts the hits per kind (up to ``COUNT_CAP`` + 1: the
page shows "1,000+" beyond), one reads the authors: three queries whatever the page size. Ranks
are integers (relevance times a million) so a page cursor is (rank, created second, kind, id):
keyset paging, stable while the rows do not change.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass, field
from datetime import UTC, datetime

import orjson

from devnet_api.db import connection
from devnet_api.db.pagination import decode_cursor, encode_cursor
from devnet_api.db.search_index import CONTENT_CONFIG, FTS_WEIGHTS, PEOPLE_CONFIG, PG_FUZZY, PG_VECTORS
from devnet_api.db.sql import Statement, dialect
from devnet_api.models.accounts import Status
from devnet_api.reads.users import AUTHOR

log = logging.getLogger("devnet.search")

TYPES = ("all", "threads", "projects", "posts", "people")
# `type:` words people type, and the tab each means.
TYPE_WORDS = {
    "thread": "threads",
    "threads": "threads",
    "project": "projects",
    "projects": "projects",
    "post": "posts",
    "posts": "posts",
    "people": "people",
    "person": "people",
    "user": "people",
    "users": "people",
}
DEFAULT_LIMIT = 20
MAX_LIMIT = 50
MAX_QUERY = 200
SCALE = 1_000_000  # ranks travel as integers: relevance in [0, 2) times this
FUZZY_WEIGHT = 0.1  # a trigram-only hit ranks below any full-text hit of the same text
PERSON_NAMED = 1.0  # `@name` puts that person above everything they wrote
CANDIDATES = 1000  # PostgreSQL ranks at most this many of the newest matches of each type
# Counts stop here: a count reads every match, and a common word matches a tenth of a big table. A
# count of COUNT_CAP + 1 means "more than COUNT_CAP" (the page says "1,000+").
COUNT_CAP = 1000
SNIPPET = 180  # characters of text around the first match
WORD = re.compile(r"\w+")
TOKEN = re.compile(r'(-?)"([^"]*)"?|(\S+)')


@dataclass
class Parsed:
    """What a query asks for: words and phrases to find and to leave out, and its filters."""

    words: list[str] = field(default_factory=list)
    phrases: list[list[str]] = field(default_factory=list)
    without: list[list[str]] = field(default_factory=list)  # each a word or a phrase
    tags: list[str] = field(default_factory=list)
    authors: list[str] = field(default_factory=list)
    type: str | None = None

    @property
    def has_text(self) -> bool:
        return bool(self.words or self.phrases)

    @property
    def is_empty(self) -> bool:
        return not (self.has_text or self.without or self.tags or self.authors or self.type)

    def terms(self) -> list[str]:
        """Every word the hits are expected to contain (what snippets highlight)."""
        return [*self.words, *(word for phrase in self.phrases for word in phrase)]


def parse_query(q: str) -> Parsed:
    """Read the syntax people know: "a phrase", -word, -"a phrase", #tag, @user, type:project."""
    parsed = Parsed()
    for match in TOKEN.finditer(q):
        negative, phrase, token = match.group(1), match.group(2), match.group(3)
        if phrase is not None:
            words = [w.lower() for w in WORD.findall(phrase)]
            if words:
                (parsed.without if negative else parsed.phrases).append(words)
            continue
        lowered = token.lower()
        if lowered.startswith("type:") and lowered[5:] in TYPE_WORDS:
            parsed.type = TYPE_WORDS[lowered[5:]]
        elif lowered.startswith("#") and len(lowered) > 1:
            parsed.tags.append(lowered.lstrip("#")[:30])
        elif lowered.startswith("@") and len(lowered) > 1:
            parsed.authors.append(lowered[1:])
        elif lowered.startswith("-") and len(lowered) > 1:
            words = WORD.findall(lowered[1:])
            if words:
                parsed.without.append(words)
        else:
            words = WORD.findall(lowered)
            if len(words) > 1:
                parsed.phrases.append(words)  # node.js, asyncpg.exceptions: the words side by side
            else:
                parsed.words.extend(words)
    return parsed


@dataclass(frozen=True)
class Source:
    """How one kind is searched: its table, its columns and the tab it belongs to."""

    kind: str  # the hit's type
    tab: str  # the type filter and the counts key
    table: str
    order: int  # the last tie-break between kinds
    title: str
    body: str
    tags: str
    author: str | None  # the column of the member who posted it (None: the row is the member)
    tag_table: tuple[str, str] | None  # (table, column) of its tag rows
    muting_hides: bool = False  # a mute hides this kind (posts and threads), not people or projects


SOURCES = (
    Source("thread", "threads", "threads", 4, "title", "body", "tags", "user_id", ("thread_tags", "thread_id"), True),
    Source(
        "project", "projects", "projects", 3, "title", "description", "tags", "user_id", ("project_tags", "project_id")
    ),
    Source("post", "posts", "posts", 2, "content", "content", "tags", "user_id", ("post_tags", "post_id"), True),
    Source("person", "people", "users", 1, "display_name", "bio", "skills", None, None),
)


class Params:
    """Bound parameters written the dialect's way: $1, $2... (asyncpg) or ? (sqlite)."""

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect
        self.values: list = []

    def __call__(self, value) -> str:
        self.values.append(value)
        return f"${len(self.values)}" if self.dialect == "postgres" else "?"


def _websearch(groups: list[list[str]], joiner: str = " ") -> str:
    """A websearch_to_tsquery text of quoted words and phrases (only \\w characters: no syntax sneaks
    in). Every word is quoted, so a typed ``or`` is a word like any other, not websearch's OR: the
    words are ANDed, as on SQLite. ``joiner`` is ours (" or " for the words to leave out)."""
    return joiner.join(f'"{" ".join(g)}"' for g in groups)


def _fts5(groups: list[list[str]], joiner: str = " ", prefix_last: bool = False) -> str:
    """An FTS5 query of quoted words and phrases; the last word may be a prefix (still being typed)."""
    parts = [f'"{" ".join(g)}"' for g in groups]
    if prefix_last and parts and len(groups[-1]) == 1:
        parts[-1] += "*"
    return joiner.join(parts)


def _select(
    source: Source,
    parsed: Parsed,
    p: Params,
    viewer_id: int | None,
    exclude_author_ids: set[int],
    counting: bool,
    common: bool = False,
    fuzzy: bool = True,
) -> str:
    """One kind's SELECT: its visible rows that match, with rank and sort keys (or a count up to
    COUNT_CAP + 1). ``common``: more than COUNT_CAP rows match, so on PostgreSQL the newest
    candidates are found walking the primary key down rather than gathering every match.
    ``fuzzy``: single words may also match titles by trigrams (PostgreSQL); off once the full-text
    match alone passes COUNT_CAP (then a trigram-only hit would rank below the 1,000 it already has).

    A count on PostgreSQL is ``n`` (capped) and ``strict``, the full-text match's own capped
    count: the trigram alternative, about 4 µs a row, is counted only when ``strict`` is within
    the cap (docs/search.md, "Cost")."""
    postgres = p.dialect == "postgres"
    row = "r"
    owner = "u"
    joins = [f'FROM "{source.table}" {row}']
    if source.author:
        joins.append(f'JOIN "users" {owner} ON {owner}."id" = {row}."{source.author}"')
    else:
        owner = row
    # What members can see (kinds.Kind.visible): not hidden, not by a suspended member.
    where = [f'{owner}."status" = {p(Status.ACTIVE)}']
    if source.author:
        where.append(f'{row}."hidden" = FALSE')
    # The viewer's blocks (either way) and, for posts and threads, their mutes (docs/safety.md), as
    # subqueries of this statement: they cost no query of their own.
    if viewer_id is not None:
        # (one parameter per use: SQLite's are positional)
        where.append(f'{owner}."id" NOT IN (SELECT "blocked_id" FROM "blocks" WHERE "blocker_id" = {p(viewer_id)})')
        where.append(f'{owner}."id" NOT IN (SELECT "blocker_id" FROM "blocks" WHERE "blocked_id" = {p(viewer_id)})')
        if source.muting_hides:
            where.append(f'{owner}."id" NOT IN (SELECT "muted_id" FROM "mutes" WHERE "muter_id" = {p(viewer_id)})')
    if exclude_author_ids:
        ids = ", ".join(p(i) for i in sorted(exclude_author_ids))
        where.append(f'{owner}."id" NOT IN ({ids})')
    for name in parsed.authors:
        where.append(f'{owner}."username_key" = {p(name)}')
    for tag in parsed.tags:
        if source.tag_table:
            table, column = source.tag_table
            where.append(f'{row}."id" IN (SELECT "{column}" FROM "{table}" WHERE "tag" = {p(tag)})')
        elif postgres:  # a person's skills, in any case
            where.append(
                f'EXISTS (SELECT 1 FROM jsonb_array_elements_text({row}."skills") s WHERE lower(s) = {p(tag)})'
            )
        else:
            where.append(f'EXISTS (SELECT 1 FROM json_each({row}."skills") s WHERE lower(s.value) = {p(tag)})')

    positive = [[w] for w in parsed.words] + parsed.phrases
    rank = "0"
    loose: int | None = None  # the index in ``where`` of a full-text match widened by trigrams
    if postgres:
        config = PEOPLE_CONFIG if source.kind == "person" else CONTENT_CONFIG
        fuzzy_column = re.sub(r'"(\w+)"', rf'{row}."\1"', PG_FUZZY[source.table]) if source.table in PG_FUZZY else None
        # Phrases must match as written; single words may also match by trigrams (typos, word parts).
        if parsed.phrases:
            phrases = f"websearch_to_tsquery('{config}', {p(_websearch(parsed.phrases))})"
            # The index finds candidates; a phrase must then sit inside one column, not straddle the
            # end of the title and the start of the body (|| joins their positions end to end).
            within = " OR ".join(
                f"to_tsvector('{config}', {row}.\"{column}\") @@ {phrases}"
                for column, _, is_json in PG_VECTORS[source.table][1]
                if not is_json
            )
            where.append(f'{row}."search_vector" @@ {phrases} AND ({within})')
        if parsed.words:
            words = f"websearch_to_tsquery('{config}', {p(_websearch([[w] for w in parsed.words]))})"
            fuzzy_words = p(" ".join(parsed.words)) if fuzzy_column else None
            if fuzzy_column and fuzzy:
                # where[loose] widens the full-text match by trigrams; ``strict`` is without them.
                loose, strict = len(where), f'{row}."search_vector" @@ {words}'
                where.append(f"({strict} OR {fuzzy_words} <% {fuzzy_column})")
            else:
                where.append(f'{row}."search_vector" @@ {words}')
        if positive and not counting:
            tsq = f"websearch_to_tsquery('{config}', {p(_websearch(positive))})"
            rank = f'ts_rank_cd({row}."search_vector", {tsq}, 32)'
            if parsed.words and fuzzy_column:
                rank += f" + {FUZZY_WEIGHT} * word_similarity({fuzzy_words}, {fuzzy_column})"
        if parsed.without:
            neg = f"websearch_to_tsquery('{config}', {p(_websearch(parsed.without, ' or '))})"
            where.append(f'NOT ({row}."search_vector" @@ {neg})')
    else:
        fts = f"{source.table}_fts"
        if positive:
            joins.append(f'JOIN "{fts}" ON "{fts}".rowid = {row}."id"')
            where.append(f'"{fts}" MATCH {p(_fts5(positive, prefix_last=bool(parsed.words)))}')
            if not counting:
                weights = ", ".join(str(w) for w in FTS_WEIGHTS[source.table])
                raw = f'(-bm25("{fts}", {weights}))'
                rank = f"({raw} / ({raw} + 1.0))"
        if parsed.without:
            where.append(
                f'{row}."id" NOT IN (SELECT rowid FROM "{fts}" WHERE "{fts}" MATCH {p(_fts5(parsed.without, " OR "))})'
            )

    body = " ".join(joins) + " WHERE " + " AND ".join(where)
    if counting:
        capped = f"SELECT count(*) AS n FROM (SELECT 1 AS one {{}} LIMIT {COUNT_CAP + 1}) c"
        if loose is None:
            return f"SELECT '{source.tab}' AS tab, n, n AS strict FROM ({capped.format(body)}) c"
        # The trigram count only when the full-text one is within the cap: an uncorrelated scalar
        # subquery in CASE is evaluated only when reached ($n parameters may be used twice).
        narrow = " ".join(joins) + " WHERE " + " AND ".join([*where[:loose], strict, *where[loose + 1 :]])
        return (
            f"SELECT '{source.tab}' AS tab, CASE WHEN f.n > {COUNT_CAP} THEN f.n "
            f"ELSE ({capped.format(body)}) END AS n, f.n AS strict FROM ({capped.format(narrow)}) f"
        )
    if postgres and positive:
        # Rank the newest CANDIDATES matches of this type, not all of them: ts_rank_cd reads each
        # row's vector, and a word in a fifth of 300,000 posts would cost most of a second.
        body = f'FROM "{source.table}" {row} ' + (
            f'JOIN "users" {owner} ON {owner}."id" = {row}."{source.author}" ' if source.author else ""
        )
        # = ANY(ARRAY(...)): the candidates are read by primary key, 1,000 look-ups; as ``IN (...)``
        # the planner hashed them and scanned the whole table for them (threads: 70 ms against 20).
        body += f'WHERE {row}."id" = ANY(ARRAY(SELECT {row}."id" {" ".join(joins)} WHERE {" AND ".join(where)} '
        # + 0: from the indexes, not a walk down the ids, which would read the whole table for a rare
        # word; a common one (over COUNT_CAP matches) has CANDIDATES of them among the newest rows.
        newest = f'{row}."id" DESC' if common else f'{row}."id" + 0 DESC'
        body += f"ORDER BY {newest} LIMIT {CANDIDATES}))"
    if source.kind == "person" and parsed.authors:
        rank = f"({rank}) + {PERSON_NAMED}"
    seconds = (
        f'CAST(floor(extract(epoch FROM {row}."created_at")) AS INTEGER)'
        if postgres
        else f"CAST(strftime('%s', {row}.\"created_at\") AS INTEGER)"
    )
    author = f'{row}."{source.author}"' if source.author else "NULL"
    username = f'{row}."username"' if not source.author else "NULL"
    return (
        f"SELECT '{source.kind}' AS kind, {source.order} AS korder, {row}.\"id\" AS id, "
        f'{row}."{source.title}" AS title, {row}."{source.body}" AS body, {row}."{source.tags}" AS tags, '
        f'{author} AS author_id, {username} AS username, {row}."created_at" AS created_at, '
        f"{seconds} AS ts, CAST(round(({rank}) * {SCALE}) AS INTEGER) AS rank {body}"
    )


@dataclass
class Hit:
    type: str
    id: int
    url: str
    title: str
    snippet: list[dict]
    author: dict | None  # reads.users.AUTHOR.dump: the wire's UserOut
    created_at: datetime
    tags: list[str]


@dataclass
class Results:
    query: str
    counts: dict[str, int]
    hits: list[Hit]
    next_cursor: str | None


async def search(
    q: str,
    type: str = "all",
    tag: str = "",
    author: str = "",
    limit: int = DEFAULT_LIMIT,
    cursor: str | None = None,
    viewer_id: int | None = None,
    exclude_author_ids: set[int] | None = None,
    muted_author_ids: set[int] | None = None,
) -> Results:
    """A page of hits for ``q`` as ``viewer_id`` may see them, with the number of hits per type.

    The viewer's own blocks and mutes always apply. ``exclude_author_ids``: more members whose content
    and profile must not show; ``muted_author_ids``: more members whose posts and threads must not.
    """
    after = decode_cursor(cursor, 4)
    parsed = parse_query(q)
    if tag.strip():
        parsed.tags.append(tag.strip().lstrip("#").lower()[:30])
    if author.strip():
        parsed.authors.append(author.strip().lstrip("@").lower())
    tab = type if type != "all" else (parsed.type or "all")
    blocked, muted = set(exclude_author_ids or ()), set(muted_author_ids or ())

    def excluded(source: Source) -> set[int]:
        return blocked | muted if source.muting_hides else blocked

    counts = dict.fromkeys(("threads", "projects", "posts", "people"), 0)
    strict = dict(counts)  # each type's full-text matches alone (PostgreSQL's trigrams aside), capped
    if parsed.is_empty:
        return Results(q, counts, [], None)  # nothing searchable in it ("!!!")
    if len(set(parsed.authors)) > 1:
        return Results(q, counts, [], None)  # by two different members at once: nothing
    parsed.authors = sorted(set(parsed.authors))
    parsed.tags = sorted(set(parsed.tags))

    db = connection()
    dialect_name = dialect()

    p = Params(dialect_name)
    count_sql = " UNION ALL ".join(_select(s, parsed, p, viewer_id, excluded(s), counting=True) for s in SOURCES)
    for row in await db.execute_query_dict(count_sql, p.values):
        counts[row["tab"]], strict[row["tab"]] = int(row["n"]), int(row["strict"])

    p = Params(dialect_name)
    selects = " UNION ALL ".join(
        _select(
            s,
            parsed,
            p,
            viewer_id,
            excluded(s),
            counting=False,
            common=counts[s.tab] > COUNT_CAP,
            fuzzy=strict[s.tab] <= COUNT_CAP,
        )
        for s in SOURCES
        if tab in ("all", s.tab)
    )
    sql = f"SELECT * FROM ({selects}) hits"
    if after is not None:
        sql += f" WHERE (rank, ts, korder, id) < ({p(after[0])}, {p(after[1])}, {p(after[2])}, {p(after[3])})"
    sql += f" ORDER BY rank DESC, ts DESC, korder DESC, id DESC LIMIT {p(limit + 1)}"
    rows = await db.execute_query_dict(sql, p.values)
    more = len(rows) > limit
    rows = rows[:limit]

    author_ids = sorted({row["author_id"] for row in rows if row["author_id"] is not None})
    authors = {row["u_id"]: AUTHOR.dump(row) for row in await AUTHORS.rows(ids=author_ids)} if author_ids else {}
    terms = parsed.terms()
    hits = [_hit(row, authors, terms) for row in rows]
    last = rows[-1] if rows else None
    next_cursor = encode_cursor([last["rank"], last["ts"], last["korder"], last["id"]]) if more and last else None
    return Results(q, counts, hits, next_cursor)


AUTHORS = Statement(f"SELECT {AUTHOR.columns} FROM users u WHERE u.id IN (:ids)")


def _hit(row: dict, authors: dict[int, dict], terms: list[str]) -> Hit:
    tags = row["tags"]
    if isinstance(tags, str | bytes):
        tags = orjson.loads(tags)
    created = row["created_at"]
    if isinstance(created, str):
        created = datetime.fromisoformat(created)
    if created.tzinfo is None:
        created = created.replace(tzinfo=UTC)
    kind, id_ = row["kind"], row["id"]
    body = row["body"] or ""
    if kind == "post":
        title = _first_line(body)
        url = f"/feed#post-{id_}"
    elif kind == "person":
        title = row["title"]
        body = f"@{row['username']} {body}".strip()
        url = f"/profile/{id_}"
    else:
        title = row["title"]
        url = f"/{kind}s/{id_}"
    return Hit(
        type=kind,
        id=id_,
        url=url,
        title=title,
        snippet=highlight(body, terms),
        author=authors.get(row["author_id"]) if row["author_id"] is not None else None,
        created_at=created,
        tags=list(tags or []),
    )


def _first_line(text: str, limit: int = 100) -> str:
    line = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def _matches(word: str, terms: list[str]) -> bool:
    """Whether a word of the text is one the query looked for: the same word, or one of its forms
    (a shared stem: "timeouts" for "timeout", "pooling" for "pool")."""
    word = word.lower()
    for term in terms:
        if word == term or (len(term) >= 3 and word.startswith(term)):  # a word still being typed
            return True
        stem = term[: max(4, len(term) - 2)] if len(term) >= 4 else None
        if stem and word.startswith(stem) and len(word) <= len(term) + 4:
            return True
    return False


def highlight(text: str, terms: list[str], size: int = SNIPPET) -> list[dict]:
    """A window of ``text`` around its first matching word, as segments: {text, match}. Text, never HTML."""
    text = " ".join(text.split())  # one line: newlines and runs of spaces mean nothing in a snippet
    found = [m for m in WORD.finditer(text) if _matches(m.group(), terms)] if terms else []
    start = 0
    if found and found[0].start() > size // 3:
        start = text.rfind(" ", 0, found[0].start() - size // 3) + 1
    end = min(len(text), start + size)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    window = text[start:end]
    segments: list[dict] = []
    if start > 0:
        segments.append({"text": "…", "match": False})
    position = 0
    for m in found:
        if m.start() < start or m.end() > end:
            continue
        s, e = m.start() - start, m.end() - start
        if s > position:
            segments.append({"text": window[position:s], "match": False})
        segments.append({"text": window[s:e], "match": True})
        position = e
    if position < len(window):
        segments.append({"text": window[position:], "match": False})
    if end < len(text):
        segments.append({"text": "…", "match": False})
    # Adjacent plain pieces read as one.
    merged: list[dict] = []
    for segment in segments:
        if merged and not merged[-1]["match"] and not segment["match"]:
            merged[-1] = {"text": merged[-1]["text"] + segment["text"], "match": False}
        else:
            merged.append(segment)
    return merged


# Who a viewer does not see (docs/safety.md), as search applies it: members blocked either way
# (``b``) and muted by the viewer (``m``, their posts and threads only). One statement; the
# result cache keys on it, so members who hide nobody share the visitors' entries.
VISIBILITY = Statement(
    """
    SELECT 'b' AS k, blocked_id AS id FROM blocks WHERE blocker_id = :viewer
    UNION SELECT 'b', blocker_id FROM blocks WHERE blocked_id = :viewer
    UNION SELECT 'm', muted_id FROM mutes WHERE muter_id = :viewer"""
)


async def visibility(viewer_id: int | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(blocked either way, muted) of ``viewer_id``, sorted: the visibility part of a cache key."""
    if viewer_id is None:
        return (), ()
    rows = await VISIBILITY.rows(viewer=viewer_id)
    blocked = tuple(sorted(row["id"] for row in rows if row["k"] == "b"))
    muted = tuple(sorted(row["id"] for row in rows if row["k"] == "m"))
    return blocked, muted
