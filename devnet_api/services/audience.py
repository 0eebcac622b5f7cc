"""The audience rule (DESIGN.md's seam; docs/security.md "The audience rule"): whether a member may
see an item now, and what it says now.

Every surface that shows or sends something a member wrote (the bell and its unread count, mail at
once and in daily summaries, the weekly digest, lists, details, search, feeds, exports of someone
else's words) asks here when it shows or sends it, never a copy made when it happened. A member
sees an item only while:

- it exists and is not deleted (a comment or a message deleted by its author is gone);
- members can see it (``Kind.visible``: a moderator has not hidden it, its author is active, not
  banned); a comment also needs what it is under to be visible;
- no block stands between the viewer and its author, either way, and the viewer has not muted them;
- a direct message: the viewer is one of its two members (and did not delete it for themself).

Lists and search apply the same rule in their statements (``Kind.visible_sql``/``visible()`` and
``blocks.without_hidden``/``hidden_sql``); this module answers it for items named by reference,
many at once in a fixed number of statements: one per kind named, one for the viewer's blocks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tortoise.expressions import Q

from devnet_api.models.accounts import Status, User
from devnet_api.services import blocks, kinds

Ref = tuple[str, int]  # (a kind's wire name, an id): ("comment", 9)
# The kinds a member writes: what a notice or a mail may quote. Others (a session, an export, a
# member) are no one's words and need no rule here.
WRITTEN = ("thread", "project", "post", "comment", "message")


@dataclass(frozen=True)
class Seen:
    """An item the viewer may see now: its author and its current text (a title, or the start of
    its words)."""

    author_id: int | None
    text: str


def is_written(kind: str | None) -> bool:
    return kind in WRITTEN


def text_of(kind: kinds.Kind, row) -> str:
    """What an item says, as a notice or a mail quotes it: a title where it has one (a thread, a
    project, a message's subject), else its words."""
    if kind is kinds.MESSAGE:
        return row.subject or row.body or ""
    return getattr(row, kind.title_field or kind.text_field or "", "") or ""


def quoted_by(notice) -> tuple[str | None, int | None]:
    """What a notice (a Notification row) quotes: its quote, else its target."""
    return (notice.quote_kind, notice.quote_id) if notice.quote_kind else (notice.target_kind, notice.target_id)


def refs_of(notice) -> list[Ref]:
    """The members' items a notice names (its target, what it quotes): whether it is shown, and
    what it quotes, is asked of ``visible`` when it is shown or mailed."""
    refs: list[Ref] = []
    for kind, object_id in ((notice.target_kind, notice.target_id), quoted_by(notice)):
        if is_written(kind) and object_id is not None and (kind, object_id) not in refs:
            refs.append((kind, object_id))
    return refs


async def visible(viewer_id: int | None, refs: Iterable[Ref], hidden: set[int] | None = None) -> dict[Ref, Seen]:
    """Of ``refs``, those ``viewer_id`` may see now, each with its author and current text.
    ``hidden``: ``blocks.hidden_author_ids(viewer_id)``, when the caller has it already."""
    wanted: dict[str, set[int]] = {}
    for kind_name, object_id in refs:
        if is_written(kind_name) and object_id is not None and 0 < object_id <= kinds.MAX_ID:
            wanted.setdefault(kind_name, set()).add(object_id)
    if not wanted:
        return {}
    rows: dict[Ref, object] = {}
    for kind_name, ids in wanted.items():
        kind = kinds.KINDS[kind_name]
        query = kind.visible().filter(id__in=ids)
        if "deleted_at" in kind.model._meta.fields_map:
            query = query.filter(deleted_at__isnull=True)
        if kind is kinds.MESSAGE:
            query = query.filter(
                Q(sender_id=viewer_id, deleted_by_sender=False) | Q(recipient_id=viewer_id, deleted_by_recipient=False)
            )
        for row in await query:
            rows[(kind_name, row.id)] = row
    # A comment is seen only under something seen: its parents, read the same way (once each).
    parents = {
        ref: kinds.parent_of(row) for ref, row in rows.items() if ref[0] == kinds.COMMENT.name and row is not None
    }
    if parents:
        if hidden is None:
            hidden = await blocks.hidden_author_ids(viewer_id)
        shown_parents = await visible(
            viewer_id, {(kind.name, parent_id) for kind, parent_id in parents.values()}, hidden
        )
        for ref, (kind, parent_id) in parents.items():
            if (kind.name, parent_id) not in shown_parents:
                del rows[ref]
    if hidden is None:
        hidden = await blocks.hidden_author_ids(viewer_id)
    found: dict[Ref, Seen] = {}
    for (kind_name, object_id), row in rows.items():
        kind = kinds.KINDS[kind_name]
        author_id = getattr(row, kind.owner_field) if kind.owner_field else None
        if author_id is not None and author_id in hidden and author_id != viewer_id:
            continue
        found[(kind_name, object_id)] = Seen(author_id, text_of(kind, row))
    return found


async def members_shown(
    viewer_id: int | None, member_ids: Iterable[int | None], hidden: set[int] | None = None
) -> set[int]:
    """Of ``member_ids`` (who acted: liked, replied, asked to be a friend), those the viewer may be
    told of now: active, and no block or mute between them."""
    ids = {member_id for member_id in member_ids if member_id is not None}
    if not ids:
        return set()
    active = set(await User.filter(id__in=ids, status=Status.ACTIVE).values_list("id", flat=True))
    return active - (await blocks.hidden_author_ids(viewer_id) if hidden is None else hidden)
