"""Keyset pagination: bounded pages, an opaque cursor, and the RFC 8288 Link to the next page."""

from __future__ import annotations

import base64
import binascii
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import orjson
from tortoise.expressions import Q, RawSQL
from tortoise.queryset import QuerySet

from devnet_api.db.sql import Statement
from devnet_api.domain.errors import InvalidInput

DEFAULT_LIMIT = 20
MAX_LIMIT = 100
# Cursor values are ids, scores and counts: 32-bit integer columns. Anything else is no cursor of
# ours (and PostgreSQL would refuse to compare a 32-bit column with it: a 500, not a 400).
INT32 = range(-(2**31), 2**31)
INT64 = range(-(2**63), 2**63)  # a cursor over a time: microseconds since 1970 (services.comments)
CURSOR_PATTERN = "^[A-Za-z0-9_-]*$"  # what encode_cursor writes: unpadded URL-safe base64


def parse_limit(raw: str | None, default: int = DEFAULT_LIMIT, maximum: int = MAX_LIMIT) -> int:
    if raw is None or raw == "":
        return default
    try:
        limit = int(raw)
    except ValueError:
        limit = 0
    if not 1 <= limit <= maximum:
        raise InvalidInput.field("limit", f"limit must be a whole number from 1 to {maximum}")
    return limit


def encode_cursor(values: list[Any]) -> str:
    return base64.urlsafe_b64encode(orjson.dumps(values)).decode().rstrip("=")


def decode_cursor(raw: str | None, size: int, bounds: range = INT32) -> list[Any] | None:
    if not raw:
        return None
    try:
        values = orjson.loads(base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)))
    except (binascii.Error, ValueError, orjson.JSONDecodeError):
        values = None
    if (
        not isinstance(values, list)
        or len(values) != size
        or not all(isinstance(v, int) and not isinstance(v, bool) and v in bounds for v in values)
    ):
        raise InvalidInput.field("cursor", "The page cursor is invalid; start again from the first page")
    return values


@dataclass(frozen=True)
class Order:
    """An order over integer columns, newest/biggest first unless ``ascending``; the last column
    must be unique (the id) so every row has one place."""

    fields: tuple[str, ...]
    ascending: bool = False

    def after(self, cursor: list[int]) -> Q:
        """Rows strictly after ``cursor`` in this order."""
        clauses = []
        for i, name in enumerate(self.fields):
            equal = {f: cursor[j] for j, f in enumerate(self.fields[:i])}
            clauses.append(Q(**equal, **{f"{name}__{'gt' if self.ascending else 'lt'}": cursor[i]}))
        after = Q(*clauses, join_type=Q.OR)
        if len(self.fields) == 1:
            return after
        # The same rows, plus a bound on the first column the index can seek to: without it the
        # OR is a filter over every row before the cursor, and page 500 reads 10,000 index entries.
        return Q(Q(**{f"{self.fields[0]}__{'gte' if self.ascending else 'lte'}": cursor[0]}), after)

    def seek(self, query: QuerySet, cursor: list[int]) -> QuerySet:
        """``query`` after ``cursor`` as one row comparison, ``(score, id) < (9, 20000)``, which
        PostgreSQL and SQLite answer as a range of the (hidden, score, id) index: page 500 costs
        what page 1 does. The values are integers (decode_cursor checked them), written inline."""
        query = query.filter(self.after(cursor))
        if len(self.fields) == 1:
            return query
        meta = query.model._meta
        columns = ", ".join(f'"{meta.db_table}"."{meta.fields_db_projection[name]}"' for name in self.fields)
        values = ", ".join(str(int(value)) for value in cursor)
        comparison = f"(({columns}) {'>' if self.ascending else '<'} ({values}))"
        return query.annotate(keyset_after=RawSQL(comparison)).filter(keyset_after=True)

    def key(self, row: Any) -> list[int]:
        return [getattr(row, name) for name in self.fields]

    def sql(self, columns: tuple[str, ...] | None = None) -> tuple[str, str]:
        """For a hand-written statement (devnet_api.db.sql): the keyset condition after the cursor, with
        ``:after_0``, ``:after_1``... parameters, and the ORDER BY list; ``columns`` are the SQL
        spellings of ``fields`` (``p.score``), the fields themselves by default."""
        columns = columns or self.fields
        direction = ">" if self.ascending else "<"
        condition = f"({', '.join(columns)}) {direction} ({', '.join(f':after_{i}' for i in range(len(columns)))})"
        order_by = ", ".join(f"{column} {'ASC' if self.ascending else 'DESC'}" for column in columns)
        return condition, order_by


@dataclass
class Page:
    items: list[Any]
    next_cursor: str | None


async def paginate_rows(
    first: Statement,
    later: Statement,
    order: Order,
    limit: int,
    cursor: str | None,
    dump: Callable[[dict[str, Any]], Any] | None = None,
    **params: Any,
) -> Page:
    """One page of dict rows from a hand-written statement: ``first`` for page 1, ``later`` (the same
    with ``Order.sql()``'s condition) after a cursor; both end ``LIMIT :limit`` and select ``fields``.
    ``dump`` writes each row (a read's ``Shape.dump``). One statement, whatever the limit."""
    after = decode_cursor(cursor, len(order.fields))
    if after is None:
        rows = await first.rows(limit=limit + 1, **params)
    else:
        rows = await later.rows(limit=limit + 1, **params, **{f"after_{i}": v for i, v in enumerate(after)})
    more = len(rows) > limit
    rows = rows[:limit]
    next_cursor = encode_cursor([rows[-1][name] for name in order.fields]) if more and rows else None
    return Page(rows if dump is None else [dump(row) for row in rows], next_cursor)


async def paginate(query: QuerySet, order: Order, limit: int, cursor: str | None) -> Page:
    """One page of ``query`` in ``order``: one SQL query, whatever the limit."""
    after = decode_cursor(cursor, len(order.fields))
    if after is not None:
        query = order.seek(query, after)
    rows = await query.order_by(*(name if order.ascending else f"-{name}" for name in order.fields)).limit(limit + 1)
    more = len(rows) > limit
    rows = rows[:limit]
    return Page(rows, encode_cursor(order.key(rows[-1])) if more and rows else None)
