"""What rows that belong to a member have in common: the foreign key that deletes them with the
member, and a name for logs and the shell ("passkey 3 of user 7")."""

from __future__ import annotations

from typing import Any, ClassVar

from tortoise import fields


def member_key(related_name: str, **options: Any) -> Any:
    """The member a row belongs to (``"models.User"``), deleted with them; ``options`` as for
    Tortoise's ForeignKeyField (``null=True``, ``unique=True``)."""
    return fields.ForeignKeyField("models.User", related_name=related_name, on_delete=fields.CASCADE, **options)


class OwnedByMember:
    """Mixin for a member's own record that has an id: ``noun`` names it in ``str()``."""

    noun: ClassVar[str]
    id: int
    user_id: int

    def __str__(self) -> str:
        return f"{self.noun} {self.id} of user {self.user_id}"
