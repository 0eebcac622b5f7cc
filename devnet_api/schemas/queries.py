"""Query strings: one model per list endpoint validates the query and documents its parameters.

Query values arrive as text, so each field parses its own text and reports the API's message; its
JSON schema is what the OpenAPI document states for the parameter. A name sent with an empty
value (``?limit=``) is that value, not an absent one: it must satisfy the same rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, WithJsonSchema
from pydantic.alias_generators import to_camel

from devnet_api.db.pagination import CURSOR_PATTERN, DEFAULT_LIMIT, MAX_LIMIT
from devnet_api.schemas import fail


class Query(BaseModel):
    """Query parameters: camelCase on the wire, all optional, unknown names ignored."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore")


def limit(default: int = DEFAULT_LIMIT, maximum: int = MAX_LIMIT) -> Any:
    """``limit``: a whole number from 1 to ``maximum`` (written in decimal digits only)."""
    message = f"limit must be a whole number from 1 to {maximum}"

    def check(value: object) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            number = value
        elif isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 4:
            number = int(value)
        else:
            raise fail(message)
        if not 1 <= number <= maximum:
            raise fail(message)
        return number

    return Annotated[
        int,
        BeforeValidator(check),
        Field(title="limit"),
        WithJsonSchema(
            {
                "type": "integer",
                "minimum": 1,
                "maximum": maximum,
                "default": default,
                "description": f"Page size, 1 to {maximum}; default {default}.",
            }
        ),
    ]


def choice(name: str, options: Iterable[str], default: str | None, description: str) -> Any:
    """A parameter with a fixed set of values (``sortBy``); ``default`` None: no filter when absent."""
    options = list(options)
    message = f"{name} must be one of: {', '.join(options)}"

    def check(value: object) -> str:
        if value not in options:
            raise fail(message)
        return value

    return Annotated[
        str,
        BeforeValidator(check),
        Field(title=name),
        WithJsonSchema(
            {
                "type": "string",
                "enum": options,
                **({} if default is None else {"default": default}),
                "description": description,
            }
        ),
    ]


def unset(value: Any) -> Any:
    """A field's default that the document does not state: absent means no filter (a ``choice``
    whose options do not include ``value``)."""
    return Field(value, json_schema_extra=lambda schema: schema.pop("default", None))


def text(name: str, description: str) -> Any:
    """Free text (search words, a tag); empty means no filter."""
    return Annotated[str, Field(title=name), WithJsonSchema({"type": "string", "description": description})]


Cursor = Annotated[
    str,
    Field(title="cursor"),
    WithJsonSchema(
        {
            "type": "string",
            "pattern": CURSOR_PATTERN,
            "format": "devnet-cursor",
            "description": "Opaque: only the cursor of a next-page Link header this list answered (with the same "
            "sortBy) is valid; any other value answers 400. Empty means the first page.",
        }
    ),
]


PageLimit = limit()


class PageQuery(Query):
    """A list with only paging: ``limit`` and ``cursor``."""

    limit: PageLimit = DEFAULT_LIMIT
    cursor: Cursor = ""
