"""devnet stats"""

from __future__ import annotations

from devnet_api.services import stats as site_stats
from devnet_cli.common import JsonFlag, console, print_json, run, table


def stats(as_json: JsonFlag = False) -> None:
    """Counts of users, content, reports and active sessions.

    Example: devnet stats --json
    """
    found = run(site_stats.counts)
    if as_json:
        return print_json(found)
    console.print(
        table(
            "DevNet",
            ["group", "what", "count"],
            [[group, name, value] for group, values in found.items() for name, value in values.items()],
        )
    )
