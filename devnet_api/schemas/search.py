"""Search: the query string of GET /api/search and the answer's shape (docs/search.md)."""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import BeforeValidator, Field, WithJsonSchema

from devnet_api.reads import search
from devnet_api.reads.shape import utc_z
from devnet_api.schemas import Schema, UtcDatetime, fail, queries
from devnet_api.schemas.accounts import UserOut

NON_SPACE = re.compile(r"\S")
Q_MESSAGE = f"q must be 1 to {search.MAX_QUERY} characters and not only spaces"


def _q(value: object) -> str:
    if not isinstance(value, str) or not NON_SPACE.search(value) or len(value) > search.MAX_QUERY:
        raise fail(Q_MESSAGE)
    return value


SearchText = Annotated[
    str,
    BeforeValidator(_q),
    Field(title="q"),
    WithJsonSchema(
        {
            "type": "string",
            "minLength": 1,
            "maxLength": search.MAX_QUERY,
            "pattern": r"\S",
            "description": 'What to find. Syntax: "a phrase", -word, #tag, @username, type:thread|project|post|person.',
        }
    ),
]


class SearchQuery(queries.Query):
    q: SearchText
    type: queries.choice("type", search.TYPES, "all", "all (default), threads, projects, posts or people") = "all"
    tag: queries.text("tag", "Only hits with this tag (a person: this skill); the same as #tag in q.") = ""
    author: queries.text("author", "Only hits by this username (a person: that member); the same as @username.") = ""
    limit: queries.limit(search.DEFAULT_LIMIT, search.MAX_LIMIT) = search.DEFAULT_LIMIT
    cursor: queries.Cursor = ""


class SnippetPart(Schema):
    text: str
    match: bool


class SearchHitOut(Schema):
    type: Literal["thread", "project", "post", "person"]
    id: int
    url: str
    title: str
    snippet: list[SnippetPart]
    author: UserOut | None
    created_at: UtcDatetime
    tags: list[str]


class SearchCounts(Schema):
    threads: int
    projects: int
    posts: int
    people: int


class SearchOut(Schema):
    query: str
    counts: SearchCounts
    results: list[SearchHitOut]
    next_cursor: str | None


def serialize(results: Any) -> dict[str, Any]:
    """``SearchOut`` of a reads.search.Results, built as JSON-ready dicts (the hits' authors are
    already reads.users.AUTHOR.dump); tests/api/test_shapes.py holds it to the model above."""
    counts = results.counts
    return {
        "query": results.query,
        "counts": {name: counts[name] for name in ("threads", "projects", "posts", "people")},
        "results": [
            {
                "type": hit.type,
                "id": hit.id,
                "url": hit.url,
                "title": hit.title,
                "snippet": [{"text": part["text"], "match": part["match"]} for part in hit.snippet],
                "author": hit.author,
                "createdAt": utc_z(hit.created_at),
                "tags": hit.tags,
            }
            for hit in results.hits
        ],
        "nextCursor": results.next_cursor,
    }
