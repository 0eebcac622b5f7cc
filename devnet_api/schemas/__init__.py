"""Request validation and response shapes. One schema per request; the OpenAPI document is built from them.

Rule messages are exactly those of product-spec.md section 5. A field whose value breaks several
rules reports all of them, in the order the spec lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer, ValidationError
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from devnet_api.domain import rules as domain_rules
from devnet_api.domain.errors import InvalidInput
from devnet_api.domain.rules import utc_z


def _nullable(prop: dict) -> bool:
    return prop.get("type") == "null" or any(option.get("type") == "null" for option in prop.get("anyOf", []))


def document_defaults(schema: dict) -> None:
    """OpenAPI: drop a ``None`` default on a field that cannot be null. It only means "not sent"
    (a PATCH leaves the field alone), and documented it would contradict the field's own type."""
    for prop in schema.get("properties", {}).values():
        if "default" in prop and prop["default"] is None and not _nullable(prop):
            del prop["default"]


def document_required(schema: dict) -> None:
    """OpenAPI for bodies whose missing fields get their rule message: a field defaulting to "" (or
    to None while it cannot be null) is required on the wire; real defaults ([], null) stay."""
    required = []
    for name, prop in schema.get("properties", {}).items():
        if prop.get("default", "") == "" or (prop["default"] is None and not _nullable(prop)):
            prop.pop("default", None)
            required.append(name)
    if required:
        schema["required"] = required


class Schema(BaseModel):
    """Wire shapes: camelCase on the wire, strict types, unknown fields ignored."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        strict=True,
        extra="ignore",
        from_attributes=True,
        json_schema_extra=document_defaults,
    )


UtcDatetime = Annotated[datetime, PlainSerializer(utc_z, return_type=str, when_used="json")]

Check = tuple[Callable[[Any], bool], str]


def rules(*checks: Check) -> AfterValidator:
    """A validator that runs every (predicate, message) check and reports each one that fails."""

    def validate(value: Any) -> Any:
        failures = [message for passes, message in checks if not passes(value)]
        if failures:
            raise PydanticCustomError("rule", failures[0], {"messages": failures})
        return value

    return AfterValidator(validate)


# What a JSON Schema pattern's \s matches (ECMA-262's white space and line terminators): the one set
# trimmed texts are trimmed of, so a text the document's pattern accepts is never "too short" here.
# Python's str.strip() also strips \x1c-\x1f and \x85, which the pattern counts as characters.
SPACE = "\t\n\v\f\r \u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029\u202f\u205f\u3000\ufeff"


def strip_space(value: str) -> str:
    return value.strip(SPACE)


def at_least_trimmed(minimum: int) -> str:
    """A JSON Schema pattern for "at least ``minimum`` characters once surrounding whitespace is
    trimmed": some run of that length begins and ends with a non-space."""
    return r"\S" if minimum <= 1 else r"\S[\s\S]{%d,}\S" % (minimum - 2)


def trimmed_length(minimum: int, maximum: int) -> str:
    """A JSON Schema pattern for "``minimum`` (0 or 1) to ``maximum`` characters once surrounding
    whitespace is trimmed": the text between the first and the last non-space is that long."""
    core = r"\S(?:[\s\S]{0,%d}\S)?" % (maximum - 2)
    return r"^\s*%s\s*$" % (core if minimum >= 1 else f"(?:{core})?")


def single_line(label: str) -> AfterValidator:
    """The rule of texts that can reach a mail header (a display name, a title): no control
    character, CR, LF, U+2028 or U+2029 (domain.rules.single_line), a 400 saying so."""
    return rules((domain_rules.single_line, domain_rules.no_line_breaks(label)))


# The same rule as the document states it, beside the field's own pattern: {"not": NOT_SINGLE_LINE}.
NOT_SINGLE_LINE = {"pattern": f"[{domain_rules.LINE_BREAKING}]"}


def _whole(value: Any) -> Any:
    # JSON Schema's "integer" is any number with a zero fraction: 684134.0 names row 684134.
    return int(value) if isinstance(value, float) and value.is_integer() else value


def body_id(title: str) -> Any:
    """An id sent in a JSON body (projectId, friendshipId, toUserId...): a positive whole number,
    written 7 or 7.0; a fraction, text or a boolean is a 400. An id beyond the 32-bit columns names
    nothing: the service answers 404, as it does for a path id."""
    return Annotated[int, Field(title=title, ge=1), BeforeValidator(_whole)]


def fail(message: str) -> PydanticCustomError:
    """Raise from a validator to report one rule message."""
    return PydanticCustomError("rule", message, {"messages": [message]})


_TYPE_WORDS = {
    "string_type": "must be text",
    "bool_type": "must be true or false",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_type": "must be a number",
    "decimal_type": "must be a number",
    "finite_number": "must be a finite number",
    "list_type": "must be a list",
    "dict_type": "must be an object",
    "model_type": "must be an object",
    "missing": "is required",
    "literal_error": "is not one of the allowed values",
    "enum": "is not one of the allowed values",
    "string_too_long": "is too long",
}


def _title(model: type[BaseModel], loc: tuple) -> tuple[str, str]:
    """The wire name and human label of the field an error points at."""
    name = str(loc[0]) if loc else "body"
    for field_name, info in model.model_fields.items():
        alias = info.alias or field_name
        if name in (alias, field_name):
            return alias, info.title or alias
    return name, name


def errors_from(model: type[BaseModel], exc: ValidationError) -> InvalidInput:
    """Turn pydantic's errors into API.md's 400: ``message`` and ``errors`` per wire field."""
    errors: dict[str, list[str]] = {}
    for error in exc.errors(include_url=False):
        field, label = _title(model, tuple(error["loc"]))
        messages = (error.get("ctx") or {}).get("messages")
        if not messages:
            words = _TYPE_WORDS.get(error["type"])
            messages = [f"{label} {words}" if words else f"{label}: {error['msg']}"]
        bucket = errors.setdefault(field, [])
        bucket.extend(m for m in messages if m not in bucket)
    first = next(iter(errors.values()))[0] if errors else "Invalid input"
    return InvalidInput(first, errors=errors)


def _has_nul(value: Any) -> bool:
    # A loop, not recursion: JSON nested a thousand deep must not exhaust Python's stack.
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return True
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, dict):
            pending.extend(item)
            pending.extend(item.values())
    return False


def _nul_errors(model: type[BaseModel], data: dict) -> InvalidInput | None:
    """PostgreSQL text cannot hold NUL (JSON's \\u0000): refuse it as bad input, not a 500."""
    known = {info.alias or name for name, info in model.model_fields.items()} | set(model.model_fields)
    errors: dict[str, list[str]] = {}
    for name, value in data.items():
        if name in known and _has_nul(value):
            field, label = _title(model, (name,))
            errors[field] = [f"{label} contains an invalid character"]
    return InvalidInput(next(iter(errors.values()))[0], errors=errors) if errors else None


def parse(model: type[BaseModel], data: Any):
    """Validate ``data`` against ``model`` or raise InvalidInput with the spec's messages."""
    if not isinstance(data, dict):
        raise InvalidInput("Request body must be a JSON object")
    nul = _nul_errors(model, data)
    if nul is not None:
        raise nul
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise errors_from(model, exc) from None
