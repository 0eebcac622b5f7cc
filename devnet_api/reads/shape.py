"""A wire shape's serializer, derived from its pydantic schema: rows of a hand-written statement
(devnet_api.db.sql) straight to the JSON-ready dict the schema itself writes.

A list page validated into pydantic models and dumped again costs three times what the page's SQL
does (docs/performance.md). A ``Shape`` reads the schema once instead and compiles one function
that writes a row as ``Schema.model_validate(model).model_dump(mode="json", by_alias=True)`` would
(the same keys, in the same order, with the same values; tests/api/test_reads.py holds every shape
to it on both databases), plus the select list that feeds it:

    AUTHOR = Shape(UserOut, User, "u", prefix="u_", computed={"profile_photo_thumbnail": thumbnail_of})
    THREAD = Shape(ThreadOut, Thread, "t", nested={"user": AUTHOR})
    rows = await Statement(f"SELECT {THREAD.columns} FROM ...").rows(...)
    answer = [THREAD.dump(row) for row in rows]

- A field is read from the column of its name, or of its ``validation_alias`` (ThreadOut.upvotes
  from ``score``); ``nested`` shapes (the author) read the same row under their own prefix.
- A field the model computes (a property such as ``Project.card_images``) names the model's rule in
  ``computed``: a function whose parameters are the model's columns it needs, called with them.
- A field that is no column of the table (``isLiked``) takes its SQL from ``expressions``.
- What each value becomes follows the field's type: ``UtcDatetime`` through ``utc_z`` (PostgreSQL
  writes it in the statement already: ``utc_sql``), ``bool``, ``float``, ``list[str]`` from JSON
  text. A field of any other type is refused when the shape is built, not written wrong.

The two databases hand back different Python values for the same column: PostgreSQL (asyncpg)
gives datetimes, booleans and JSON as text; SQLite gives timestamps as text, booleans as 0/1 and
JSON as text. The converters take either.
"""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import orjson
from pydantic import BaseModel, PlainSerializer
from pydantic.fields import FieldInfo
from tortoise.fields import JSONField
from tortoise.fields.relational import ForeignKeyFieldInstance
from tortoise.models import Model

from devnet_api.domain import rules


def utc_sql(expression: str) -> str:
    """A timestamp column for a hand-written statement: PostgreSQL writes it in the API's format
    itself (``to_char`` truncates to milliseconds, as Python's ``isoformat`` does), cheaper than a
    datetime per row; SQLite gives the column's text. ``utc_z`` takes either."""
    return f"""{{to_char({expression} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')|{expression}}}"""


def utc_z(value: datetime | str | None) -> str | None:
    """A timestamp as the wire writes it (schemas.UtcDatetime, rules.utc_z): ISO 8601,
    milliseconds, ``Z``; from a datetime (asyncpg), SQLite's text, or ``utc_sql``'s text."""
    if value is None:
        return None
    if value.__class__ is str:
        if value.endswith("Z"):  # utc_sql wrote it
            return value
        value = datetime.fromisoformat(value)  # SQLite
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return rules.utc_z(value)


def json_list(value: Any) -> list:
    """A JSON array column (tags, skills, media): text on both dialects through a raw statement."""
    if isinstance(value, str | bytes):
        return orjson.loads(value)
    return list(value or [])


def json_value(value: Any) -> Any:
    """A JSON column that may be null (Project.thumbnail_urls), as the model reads it."""
    return orjson.loads(value) if isinstance(value, str | bytes) else value


def float_or_none(value: Any) -> float | None:
    """A number column (a Decimal, SQLite's text) as the schema's ``float`` writes it."""
    return None if value is None else float(value)


def _utc_datetime(annotation: Any, metadata: list[Any]) -> bool:
    """Whether a field is schemas.UtcDatetime: a datetime the wire writes with rules.utc_z."""
    if typing.get_origin(annotation) is typing.Annotated:
        annotation, *metadata = typing.get_args(annotation)
    return annotation is datetime and any(
        isinstance(m, PlainSerializer) and m.func is rules.utc_z and m.when_used == "json" for m in metadata
    )


def _value_kind(info: FieldInfo) -> str:
    """How a field's column becomes its JSON value: the name of a converter, or "" for as it comes."""
    annotation, optional = info.annotation, False
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        options = [option for option in typing.get_args(annotation) if option is not type(None)]
        if len(options) != 1:
            raise TypeError(f"{annotation} is not a shape's type")
        annotation, optional = options[0], True
    if annotation in (int, str) or typing.get_origin(annotation) is typing.Literal:
        return ""
    if annotation is bool and not optional:
        return "bool"
    if annotation is float:
        return "float_or_none"
    if annotation == list[str] and not optional:
        return "json_list"
    if _utc_datetime(annotation, info.metadata):
        return "utc_z"
    raise TypeError(f"{annotation} is not a shape's type")


# The SQL of a column as each kind of value reads it (a choice of dialects, devnet_api.db.sql).
_COLUMN_SQL = {
    "utc_z": utc_sql,
    "float_or_none": lambda expression: f"{{CAST({expression} AS DOUBLE PRECISION)|{expression}}}",
}
_CONVERTERS = {"bool": bool, "float_or_none": float_or_none, "json_list": json_list, "utc_z": utc_z}


def _is_column(model: type[Model], name: str) -> bool:
    """A column of ``model``'s table: a field, or the ``<relation>_id`` of a foreign key."""
    found = model._meta.fields_map
    return name in found or (name.endswith("_id") and isinstance(found.get(name[:-3]), ForeignKeyFieldInstance))


class Shape:
    """The serializer of ``schema`` over rows of ``model``'s table, read as ``alias`` with each
    column named ``prefix`` + its name. ``columns`` is the select list; ``dump(row)`` the answer."""

    def __init__(
        self,
        schema: type[BaseModel],
        model: type[Model],
        alias: str,
        *,
        prefix: str = "",
        nested: dict[str, Shape] | None = None,
        computed: dict[str, Callable[..., Any]] | None = None,
        expressions: dict[str, str] | None = None,
        extra: tuple[str, ...] = (),
    ) -> None:
        self.schema, self.model, self.alias, self.prefix = schema, model, alias, prefix
        nested, computed, expressions = nested or {}, computed or {}, expressions or {}
        columns: dict[str, str] = {}  # the name a row holds it under: its SQL
        items: list[str] = []  # the generated dict's entries
        env: dict[str, Any] = dict(_CONVERTERS)

        def column(name: str, kind: str = "") -> str:
            key = prefix + name
            if name in expressions:
                columns.setdefault(key, expressions[name])
            else:
                if not _is_column(model, name):
                    raise TypeError(f"{schema.__name__}: {name} is no column of {model.__name__}")
                columns.setdefault(key, _COLUMN_SQL.get(kind, str)(f"{alias}.{name}"))
            return f"row[{key!r}]"

        for name, info in schema.model_fields.items():
            wire = info.serialization_alias or info.alias or name
            source = info.validation_alias if isinstance(info.validation_alias, str) else name
            if source == info.alias:
                source = name
            if name in nested:
                env[f"nested_{name}"] = nested[name].dump
                columns.update((key, sql) for key, sql in nested[name]._columns.items())
                value = f"nested_{name}(row)"
            elif source in computed:
                rule = computed[source]
                env[f"rule_{name}"] = rule
                arguments = []
                for parameter in inspect.signature(rule).parameters:
                    read = column(parameter)
                    if isinstance(model._meta.fields_map.get(parameter), JSONField):
                        env["json_value"] = json_value
                        read = f"json_value({read})"
                    arguments.append(read)
                value = f"rule_{name}({', '.join(arguments)})"
            else:
                kind = _value_kind(info)
                read = column(source, kind)
                value = f"{kind}({read})" if kind else read
            items.append(f"{wire!r}: {value}")
        for name in extra:
            column(name)
        self._columns = columns
        self.columns = ", ".join(f'{sql} AS "{key}"' for key, sql in columns.items())
        source = "def dump(row):\n    return {" + ", ".join(items) + "}\n"
        exec(compile(source, f"<shape {schema.__name__}>", "exec"), env)
        self.dump: Callable[[dict[str, Any]], dict[str, Any]] = env["dump"]

    def __repr__(self) -> str:
        return f"Shape({self.schema.__name__}, {self.model.__name__}, {self.alias!r}, prefix={self.prefix!r})"
