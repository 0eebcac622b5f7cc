"""View counting: one view per viewer per object per day."""

from __future__ import annotations

from datetime import datetime, timezone

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F
from tortoise.models import Model
from tortoise.transactions import in_transaction

from devnet_api.models.activity import ContentView


def viewer_key(user_id: int | None, address: str) -> str:
    """Signed-in viewers count once a day; anonymous ones once a day per client address."""
    return f"u:{user_id}" if user_id is not None else f"a:{address[:70]}"


async def record(model: type[Model] | None, kind: str, object_id: int, viewer: str) -> bool:
    """Count a view of ``object_id`` unless ``viewer`` already viewed it today; True if counted.

    ``model``'s ``views`` counter goes up with it; None (profiles) keeps only the view rows."""
    today = datetime.now(timezone.utc).date()
    # Most views repeat one counted earlier today: a read answers those without a failed write.
    if await ContentView.exists(kind=kind, object_id=object_id, viewer=viewer, day=today):
        return False
    try:
        async with in_transaction():
            await ContentView.create(kind=kind, object_id=object_id, viewer=viewer, day=today)
            if model is not None:
                await model.filter(id=object_id).update(views=F("views") + 1)
    except IntegrityError:
        return False  # already counted today (the unique row decided, even under a race)
    return True
