"""GET /api/openapi.json: the OpenAPI 3.1 document, generated from the schemas that validate requests."""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web
from pydantic import BaseModel, TypeAdapter
from pydantic.json_schema import GenerateJsonSchema

from devnet_api import __version__
from devnet_api.backing.maintenance import SIGN_IN_PATHS
from devnet_api.services.content import MAX_ID
from devnet_api.web.route_table import ApiRoutes, Endpoint
from devnet_api.web.session_store import COOKIE_NAME as SESSION_COOKIE

REF = "#/components/schemas/{model}"
# aiohttp's "{id:[1-9][0-9]{0,9}}" (a regex, itself with braces) is OpenAPI's "{id}".
PATH_PARAM = re.compile(r"\{(\w+)(?::(?:[^{}]|\{[^{}]*\})*)?\}")
ERROR_SCHEMA = {
    "type": "object",
    "required": ["message"],
    "properties": {
        "message": {"type": "string", "description": "Human text"},
        "errors": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}},
        "code": {
            "type": "string",
            "description": (
                "A reason the client acts on: reauthentication_required, two_factor_enrolment_required, read_only"
            ),
        },
    },
}


# PostgreSQL text cannot hold NUL, so the server refuses it (400) in every string of a body or a
# query (devnet_api.schemas.parse, middlewares.query_text_middleware); the document says so too.
NO_NUL = r"^[^\u0000]*$"


def forbid_nul(schema: Any, definitions: dict, seen: set[str] | None = None) -> None:
    """Add the no-NUL rule to every free-text string ``schema`` accepts, following its ``$ref``s into
    ``definitions``. A string that already has a pattern gets the rule as an ``allOf`` entry
    (a schema holds one pattern)."""
    seen = set() if seen is None else seen
    pending = [schema]
    while pending:
        node = pending.pop()
        if isinstance(node, list):
            pending.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(REF.format(model="")):
            name = ref.rsplit("/", 1)[1]
            if name not in seen and name in definitions:
                seen.add(name)
                pending.append(definitions[name])
        types = node.get("type")
        # Listed values, and formats (email, devnet-image...), never hold a NUL already; a pattern
        # there would also make generators ignore the format's own rule.
        fixed = "enum" in node or "const" in node or "format" in node
        if not fixed and (types == "string" or (isinstance(types, list) and "string" in types)):
            if "pattern" not in node:
                node["pattern"] = NO_NUL
            elif node["pattern"] != NO_NUL and {"pattern": NO_NUL} not in node.get("allOf", []):
                node.setdefault("allOf", []).append({"pattern": NO_NUL})
        for key in ("properties", "patternProperties", "$defs"):
            if isinstance(node.get(key), dict):
                pending.extend(node[key].values())
        for key in ("items", "additionalProperties", "anyOf", "oneOf", "allOf", "prefixItems", "not"):
            if key in node:
                pending.append(node[key])


class Components:
    """The document's schemas, generated together so that two models never share a component name.

    Each model is a component named after its class; two classes with one name in different modules
    get their qualified names (devnet_api__schemas__social__MessageOut), and a model whose request and
    response schemas differ gets `-Input` and `-Output` (pydantic's own naming, applied across the
    whole document). Before this, the last model of a name silently replaced the others.
    `schema()` hands out a placeholder that `build()` fills in place once every kind is known.
    """

    def __init__(self) -> None:
        self._inputs: list[tuple[int, str, Any]] = []
        self._placeholders: list[dict] = []

    def schema(self, kind: Any, mode: str) -> dict:
        placeholder: dict = {}
        self._inputs.append((len(self._inputs), mode, TypeAdapter(kind).core_schema))
        self._placeholders.append(placeholder)
        return placeholder

    def build(self) -> dict:
        generator = GenerateJsonSchema(by_alias=True, ref_template=REF)
        schemas, definitions = generator.generate_definitions(self._inputs)
        for (index, mode, _), placeholder in zip(self._inputs, self._placeholders, strict=True):
            placeholder.update(schemas[(index, mode)])
            if mode == "validation":  # what clients send: NUL is refused there
                forbid_nul(placeholder, definitions)
        return {"Error": ERROR_SCHEMA, **definitions}


def _template(path: str) -> str:
    return PATH_PARAM.sub(r"{\1}", path)


UNSAFE = {"POST", "PUT", "PATCH", "DELETE"}
RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before trying again",
        "required": True,
        "schema": {"type": "integer", "minimum": 1},
    }
}
LINK = {"Link": {"description": 'RFC 8288 `<...>; rel="next"` when there is a next page', "schema": {"type": "string"}}}


def _query_parameters(model: type[BaseModel]) -> list[dict]:
    """One parameter per field of the endpoint's query model, with the schema that validates it."""
    schema = model.model_json_schema(by_alias=True, ref_template=REF)
    params = []
    required = set(schema.get("required", ()))
    for name, prop in schema.get("properties", {}).items():
        prop = dict(prop)
        prop.pop("title", None)
        description = prop.pop("description", "")
        forbid_nul(prop, {})
        param = {"name": name, "in": "query", "required": name in required, "schema": prop}
        if description:
            param["description"] = description
        params.append(param)
    return params


def statuses(endpoint: Endpoint) -> dict[int, str]:
    """Every error status the endpoint can answer: what it declares, plus what follows from its
    declaration (a session, a body, a query, a path id, a throttle, an unsafe method)."""
    errors = dict(endpoint.responses)
    if endpoint.auth:
        errors.setdefault(401, "Not signed in")
    if endpoint.body is not None:
        errors.setdefault(400, "Invalid input")
        errors.setdefault(413, "Request body too large")
    if endpoint.query is not None:
        errors.setdefault(400, "Invalid query parameter")
    if PATH_PARAM.search(endpoint.path):
        errors.setdefault(404, "Not found: no such id, or not a positive integer")
    if endpoint.limited:
        errors.setdefault(429, "Too many requests; see Retry-After")
    if endpoint.method in UNSAFE:
        errors.setdefault(403, "Cross-origin request refused (a foreign Origin header)")
        errors.setdefault(415, "Request body is not JSON")
        if endpoint.path not in SIGN_IN_PATHS:
            errors.setdefault(
                503, "Read-only mode (maintenance; code read_only), or a service is briefly away: see Retry-After"
            )
    return errors


def _operation(endpoint: Endpoint, components: Components) -> dict:
    operation: dict = {"operationId": endpoint.name, "summary": endpoint.summary, "tags": [endpoint.tag]}
    params = [
        {"name": name, "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1, "maximum": MAX_ID}}
        for name in PATH_PARAM.findall(endpoint.path)
    ]
    if endpoint.query is not None:
        params += _query_parameters(endpoint.query)
    if params:
        operation["parameters"] = params
    if endpoint.body is not None:
        # A body with no required field (PATCH) may be left out: an empty body changes nothing.
        required = bool(endpoint.body.model_json_schema().get("required"))
        operation["requestBody"] = {
            "required": required,
            "content": {"application/json": {"schema": components.schema(endpoint.body, "validation")}},
        }
    ok: dict = {"description": "Success"}
    if endpoint.response is not None:
        ok["content"] = {"application/json": {"schema": components.schema(endpoint.response, "serialization")}}
    if endpoint.binary:
        ok["content"] = {endpoint.binary: {"schema": {"type": "string", "contentMediaType": endpoint.binary}}}
    if endpoint.status in (301, 302, 303, 307, 308):
        ok = {"description": "Redirect", "headers": {"Location": {"required": True, "schema": {"type": "string"}}}}
    if endpoint.query is not None and "limit" in endpoint.query.model_fields:
        ok["headers"] = LINK
    responses = {str(endpoint.status): ok}
    for status, text in sorted(statuses(endpoint).items()):
        schema = endpoint.error_schemas.get(status, {"$ref": REF.format(model="Error")})
        if isinstance(schema, type):
            schema = components.schema(schema, "serialization")
        responses[str(status)] = {"description": text, "content": {"application/json": {"schema": schema}}}
        if status in (429, 503):
            responses[str(status)]["headers"] = RETRY_AFTER
    operation["responses"] = responses
    if endpoint.auth:
        operation["security"] = [{"session": []}]
    return operation


def build_document(tables: list[ApiRoutes]) -> dict:
    components = Components()
    paths: dict = {}
    for table in tables:
        for endpoint, _ in table.endpoints:
            paths.setdefault(_template(endpoint.path), {})[endpoint.method.lower()] = _operation(endpoint, components)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "DevNet API",
            "version": __version__,
            "description": "The HTTP contract of DevNet, the developer social network.",
        },
        "paths": paths,
        "components": {
            "schemas": components.build(),
            "securitySchemes": {
                "session": {
                    "type": "apiKey",
                    "in": "cookie",
                    "name": SESSION_COOKIE,
                    "description": "The session cookie register and login set (HttpOnly).",
                }
            },
        },
    }


def make_routes(tables: list[ApiRoutes]) -> ApiRoutes:
    routes = ApiRoutes("meta")
    document: dict = {}

    @routes.get("/api/openapi.json", name="openapi")
    async def openapi(request: web.Request):
        """This document."""
        if not document:
            document.update(build_document([*tables, routes]))
        return document

    return routes
