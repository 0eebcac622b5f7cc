"""GET /api/openapi.json: the OpenAPI 3.1 document, generated from the schemas that validate requests."""

from __future__ import annotations

import re
from typing import Any

from aiohttp import web
from pydantic import TypeAdapter

from devnet_api import __version__
from devnet_api.http import ApiRoutes, Endpoint

REF = "#/components/schemas/{model}"
# aiohttp's "{id:[1-9][0-9]{0,9}}" (a regex, itself with braces) is OpenAPI's "{id}".
PATH_PARAM = re.compile(r"\{(\w+)(?::(?:[^{}]|\{[^{}]*\})*)?\}")
ERROR_SCHEMA = {
    "type": "object", "required": ["message"],
    "properties": {"message": {"type": "string"},
                   "errors": {"type": "object", "additionalProperties": {"type": "array", "items": {"type": "string"}}}},
}


def _schema(kind: Any, components: dict, mode: str) -> dict:
    schema = TypeAdapter(kind).json_schema(by_alias=True, ref_template=REF, mode=mode)
    components.update(schema.pop("$defs", {}))
    if "title" in schema and schema.get("type") == "object" and "properties" in schema:
        name = schema["title"]
        components[name] = schema
        return {"$ref": REF.format(model=name)}
    return schema


def _template(path: str) -> str:
    return PATH_PARAM.sub(r"{\1}", path)


def _operation(endpoint: Endpoint, components: dict) -> dict:
    operation: dict = {"operationId": endpoint.name, "summary": endpoint.summary, "tags": [endpoint.tag]}
    params = [{"name": name, "in": "path", "required": True, "schema": {"type": "integer", "minimum": 1}}
              for name in PATH_PARAM.findall(endpoint.path)]
    params += [{"name": name, "in": "query", "required": False, "schema": {"type": "string"}, "description": text}
               for name, text in endpoint.query.items()]
    if params:
        operation["parameters"] = params
    if endpoint.body is not None:
        operation["requestBody"] = {"required": True, "content": {
            "application/json": {"schema": _schema(endpoint.body, components, "validation")}}}
    ok: dict = {"description": "Success"}
    if endpoint.response is not None:
        ok["content"] = {"application/json": {"schema": _schema(endpoint.response, components, "serialization")}}
    responses = {str(endpoint.status): ok}
    errors = dict(endpoint.responses)
    if endpoint.auth:
        errors.setdefault(401, "Not signed in")
    if endpoint.body is not None:
        errors.setdefault(400, "Invalid input")
        errors.setdefault(413, "Request body too large")
        errors.setdefault(415, "Request body is not JSON")
    for status, text in sorted(errors.items()):
        responses[str(status)] = {"description": text, "content": {"application/json": {
            "schema": {"$ref": REF.format(model="Error")}}}}
    operation["responses"] = responses
    if endpoint.auth:
        operation["security"] = [{"session": []}]
    return operation


def build_document(tables: list[ApiRoutes]) -> dict:
    components: dict = {"Error": ERROR_SCHEMA}
    paths: dict = {}
    for table in tables:
        for endpoint, _ in table.endpoints:
            paths.setdefault(_template(endpoint.path), {})[endpoint.method.lower()] = _operation(endpoint, components)
    return {
        "openapi": "3.1.0",
        "info": {"title": "DevNet API", "version": __version__,
                 "description": "The HTTP contract of DevNet, the developer social network."},
        "paths": paths,
        "components": {"schemas": components, "securitySchemes": {
            "session": {"type": "apiKey", "in": "cookie", "name": "devnet_session"}}},
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
