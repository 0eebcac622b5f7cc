"""Domain limits and their messages that both layers need: the request schemas state them to
clients (and the OpenAPI document), the services apply them to what they derive themselves (tags
found in a post's text, a post left empty after trimming). One definition here; neither layer
imports the other's."""

from __future__ import annotations

MAX_TAGS = 10
MAX_TAG_LENGTH = 30
EMPTY_POST = "Post cannot be empty"
