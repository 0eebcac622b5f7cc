"""Request validation and response shapes. One schema per request; the OpenAPI document is built from them.

Rule messages are exactly those of product-spec.md section 5. A field whose value breaks several
rules reports all of them, in the order the spec lists them.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, ConfigDict, PlainSerializer, ValidationError
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from devnet_api.errors import InvalidInput


class Schema(BaseModel):
    """Wire shapes: camelCase on the wire, strict types, unknown fields ignored."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, strict=True,
                              extra="ignore", from_attributes=True)


def _utc_z(value: datetime) -> str:
    return value.astimezone(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


UtcDatetime = Annotated[datetime, PlainSerializer(_utc_z, return_type=str, when_used="json")]

Check = tuple[Callable[[Any], bool], str]


def rules(*checks: Check) -> AfterValidator:
    """A validator that runs every (predicate, message) check and reports each one that fails."""

    def validate(value: Any) -> Any:
        failures = [message for passes, message in checks if not passes(value)]
        if failures:
            raise PydanticCustomError("rule", failures[0], {"messages": failures})
        return value

    return AfterValidator(validate)


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


def parse(model: type[BaseModel], data: Any):
    """Validate ``data`` against ``model`` or raise InvalidInput with the spec's messages."""
    if not isinstance(data, dict):
        raise InvalidInput("Request body must be a JSON object")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise errors_from(model, exc) from None
