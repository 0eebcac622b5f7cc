"""View counting: one view per viewer per object per day; none while the site is read-only."""

from __future__ import annotations

from datetime import UTC, datetime

from tortoise.exceptions import IntegrityError
from tortoise.expressions import F

from devnet_api.backing import maintenance
from devnet_api.backing.rate_limiter import network_of
from devnet_api.db import statements
from devnet_api.models.activity import ContentView
from devnet_api.realtime.collector import transaction
from devnet_api.services.kinds import Kind


def viewer_key(user_id: int | None, address: str) -> str:
    """Signed-in viewers count once a day; anonymous ones once a day per client address (an
    IPv6 address by its /64, so one subscriber cannot count as many viewers)."""
    return f"u:{user_id}" if user_id is not None else f"a:{network_of(address)[:70]}"


async def record(kind: Kind, object_id: int, viewer: str) -> bool | None:
    """Count a view of ``object_id`` unless ``viewer`` already viewed it today; True if counted,
    None while the site is read-only (nothing written: the view is not remembered as counted either).

    A kind that counts views (threads, projects) moves its ``views`` column with it; the others
    (profiles: kind ``user``) keep only the view rows, which analytics counts."""
    today = datetime.now(UTC).date()
    # Most views repeat one counted earlier today: a read answers those without a failed write.
    if await ContentView.exists(kind=kind.name, object_id=object_id, viewer=viewer, day=today):
        return False
    if await maintenance.writes_paused():
        return None  # read-only mode writes nothing: a view meanwhile is not counted (docs/operations.md)
    try:
        # The count moves in the kept row too (reads.detail): the view empties no cache.
        with statements.kept_up_to_date():
            async with transaction():
                await ContentView.create(kind=kind.name, object_id=object_id, viewer=viewer, day=today)
                if kind.counts_views:
                    await kind.model.filter(id=object_id).update(views=F("views") + 1)
    except IntegrityError:
        return False  # already counted today (the unique row decided, even under a race)
    return True
