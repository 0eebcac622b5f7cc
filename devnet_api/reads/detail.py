"""One object as its page reads it (a thread, a project, a profile), counting one view per viewer
and day (services.views), from the process's ``ReadCache`` when it is given
(docs/performance.md, "The request floor")."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from devnet_api.db.sql import Statement
from devnet_api.domain.errors import NotFound
from devnet_api.models.activity import ContentView
from devnet_api.reads.cache import ReadCache
from devnet_api.services import views
from devnet_api.services.kinds import MAX_ID, Kind

_DAY = ContentView._meta.fields_map["day"]


async def counted(
    kind: Kind,
    statement: Statement,
    object_id: int,
    viewer: str,
    kept: ReadCache | None = None,
    *,
    count: bool = True,
    **params: Any,
) -> dict[str, Any]:
    """``statement``'s row of ``object_id`` (its ``viewed`` column: whether ``:viewer`` viewed it on
    ``:day``), after counting ``viewer``'s first view today (unless ``count`` is false: the owner
    on their own profile). 404 when it has no row.

    ``kept``: the row is shared by every viewer for the cache's seconds (only for a statement whose
    row is the same for everyone but ``viewed``). A miss costs the one statement, a viewer's first
    view of the day adds its write, and a viewer this process already counted today costs nothing.
    The kept row's view count moves with the views this process counts."""
    day = datetime.now(UTC).date()
    view = (kind.name, object_id, viewer, day)
    viewed = False

    async def read() -> dict[str, Any] | None:
        nonlocal viewed
        row = await statement.row(id=object_id, viewer=viewer, day=_DAY.to_db_value(day, None), **params)
        if row is not None:
            viewed = row.pop("viewed")
        return row

    if object_id > MAX_ID:
        row = None
    elif kept is None or kept.seconds <= 0:
        row = await read()
    else:
        row = await kept.answer((kind.name, object_id), read)
        viewed = viewed or kept.viewed(view)
    if row is None:
        raise NotFound(kind.not_found)
    counted = await views.record(kind, object_id, viewer) if count and not viewed else False
    if counted and kind.counts_views:
        row["views"] += 1
    if kept is not None and counted is not None:  # None: read-only mode counted nothing, count it later
        kept.saw(view)
    return row
