"""Hand-written SQL for the hot read paths (docs/performance.md): one text for both dialects.

Tortoise builds every query afresh (pypika), then builds a model per row; on a list page that is
most of the request's CPU. A hot read writes its SQL once instead, as a ``Statement`` with
``:name`` parameters, and gets plain dicts back:

    RECENT = Statement('SELECT id, content FROM posts WHERE user_id = :user ORDER BY id DESC LIMIT :limit')
    rows = await RECENT.rows(user=7, limit=20)

- ``:name`` becomes ``$n`` on PostgreSQL and ``?`` on SQLite; a name may appear more than once.
- A list or tuple value expands in place: ``id IN (:ids)`` with ``ids=[3, 4]`` is ``id IN ($1, $2)``
  (an empty list is ``IN (NULL)``: no row).
- ``{pg|sqlite}`` picks a dialect's own spelling: ``{now()|datetime('now')}``.

The statement goes through the models' connection, so dbstats counts it like any other, and the
compiled text is cached per dialect and list lengths. Values are always parameters, never text.
"""

from __future__ import annotations

import re
from typing import Any

from devnet_api.db import connection

PARAMETER = re.compile(r"(?<![:\w]):([a-z_][a-z0-9_]*)")
CHOICE = re.compile(r"\{([^{}|]*)\|([^{}|]*)\}")


def dialect() -> str:
    """``postgres`` or ``sqlite``: the dialect of the models' connection."""
    return connection().capabilities.dialect


class Statement:
    __slots__ = ("_compiled", "text")

    def __init__(self, text: str) -> None:
        self.text = " ".join(text.split())
        self._compiled: dict[tuple, tuple[str, list[str]]] = {}

    def compile(self, dialect_name: str, params: dict[str, Any]) -> tuple[str, list[Any]]:
        """The SQL for ``dialect_name`` and its values in order."""
        lengths = tuple((name, len(value)) for name, value in sorted(params.items()) if isinstance(value, list | tuple))
        key = (dialect_name, lengths)
        compiled = self._compiled.get(key)
        if compiled is None:
            compiled = self._compile(dialect_name, dict(lengths))
            self._compiled[key] = compiled
        sql, order = compiled
        values: list[Any] = []
        for name in order:
            value = params[name]
            if isinstance(value, list | tuple):
                values.extend(value)
            else:
                values.append(value)
        return sql, values

    def _compile(self, dialect_name: str, lengths: dict[str, int]) -> tuple[str, list[str]]:
        pick = 0 if dialect_name == "postgres" else 1
        text = CHOICE.sub(lambda m: m.group(1 + pick).strip(), self.text)
        order: list[str] = []
        numbers: dict[str, int] = {}  # PostgreSQL: a name's first $n serves every use
        counter = 0

        def placeholder(match: re.Match) -> str:
            nonlocal counter
            name = match.group(1)
            size = lengths.get(name)
            if size == 0:
                return "NULL"
            if dialect_name == "postgres":
                if name not in numbers:
                    order.append(name)
                    numbers[name] = counter + 1
                    counter += size or 1
                start = numbers[name]
                return ", ".join(f"${start + i}" for i in range(size or 1))
            order.append(name)
            return ", ".join("?" for _ in range(size or 1))

        return PARAMETER.sub(placeholder, text), order

    async def rows(self, **params: Any) -> list[dict[str, Any]]:
        client = connection()
        sql, values = self.compile(client.capabilities.dialect, params)
        return await client.execute_query_dict(sql, values)

    async def row(self, **params: Any) -> dict[str, Any] | None:
        found = await self.rows(**params)
        return found[0] if found else None

    async def scalar(self, **params: Any) -> Any:
        found = await self.row(**params)
        return next(iter(found.values())) if found else None
