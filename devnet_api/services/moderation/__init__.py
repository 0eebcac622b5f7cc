"""Moderation, by domain: reports (``reports``), hiding content (``hiding``), actions on accounts
(``members``), and the rules they share (``rules``: the rank rule, the required reason).

Each action is one audited service function that applies the rank rule: a moderator cannot act on
an admin, on another moderator, or on what they posted; only an admin can. The CLI (``devnet users``,
``devnet moderate``), the API's report endpoint and the tests all call these.
"""

from devnet_api.services.moderation.hiding import HIDEABLE, hide, unhide
from devnet_api.services.moderation.hiding import delete as delete_content
from devnet_api.services.moderation.members import (
    ban,
    delete,
    end_sessions,
    find,
    on_status_change,
    operator,
    profile,
    reset_link,
    search,
    set_role,
    unban,
)
from devnet_api.services.moderation.reports import REPORT_STATUSES, describe, queue, report, settle
from devnet_api.services.moderation.rules import ROLES, STAFF, may_act_on

__all__ = [
    "HIDEABLE",
    "REPORT_STATUSES",
    "ROLES",
    "STAFF",
    "ban",
    "delete",
    "delete_content",
    "describe",
    "end_sessions",
    "find",
    "hide",
    "may_act_on",
    "on_status_change",
    "operator",
    "profile",
    "queue",
    "report",
    "reset_link",
    "search",
    "set_role",
    "settle",
    "unban",
    "unhide",
]
