"""Health: the shape monitors read."""

from __future__ import annotations

from typing import Literal

from devnet_api.schemas import Schema


class HealthOut(Schema):
    status: Literal["ok", "degraded"]
    database: Literal["ok", "unavailable"]
    redis: Literal["ok", "unavailable", "disabled"]
    read_only: bool  # the site is in read-only mode (docs/operations.md): writes answer 503


class LiveOut(Schema):
    status: Literal["ok"]


class ReadyOut(Schema):
    status: Literal["ready", "unready", "stopping"]
    database: Literal["ok", "unavailable"]
    redis: Literal["ok", "unavailable", "disabled"]
    migrations: Literal["ok", "pending", "unavailable"]
    media: Literal["ok", "unavailable"]


class NotReadyOut(ReadyOut):
    """503: API.md's error envelope (a message) with the readiness details."""

    message: str


class HealthDownOut(HealthOut):
    """503: API.md's error envelope (a message) with the same details."""

    message: str
