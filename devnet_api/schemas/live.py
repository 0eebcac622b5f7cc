"""The wire shapes of rows in live events (``devnet_api.realtime.collector.Shape``): a service
names the shape, the flush serializes the row after commit with the same schema the API answers
with, so an event's post is the post ``POST /api/posts`` answered."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from devnet_api.schemas.accounts import UserOut
from devnet_api.schemas.content import CommentOut
from devnet_api.schemas.feed import PostOut
from devnet_api.schemas.social import MessageOut

SHAPES: dict[str, type[BaseModel]] = {"post": PostOut, "comment": CommentOut, "message": MessageOut, "user": UserOut}


def to_json(name: str, row: Any, exclude: frozenset[str] = frozenset()) -> dict[str, Any]:
    return SHAPES[name].model_validate(row).model_dump(mode="json", by_alias=True, exclude=set(exclude) or None)
