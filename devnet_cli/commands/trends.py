"""devnet trends: run the periodic jobs now, and show what they compute."""

from __future__ import annotations

import time

import typer

from devnet_api.backing.jobs import SCHEDULE
from devnet_api.services import trends_admin
from devnet_cli.common import JsonFlag, console, print_json, run, table

app = typer.Typer(
    help="Run the trend and analytics jobs now, and show what they computed.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.command()
def refresh(as_json: JsonFlag = False) -> None:
    """Run every job of the schedule (devnet_api/backing/jobs.py) now, in this process, one after another.

    The same functions Celery beat (scaled mode) or the web process (embedded mode) run on their
    period; running them by hand does not move their schedule.

    Example: devnet trends refresh
    """

    async def work():
        results = []
        for job in SCHEDULE:
            started = time.perf_counter()
            outcome = await job.run()
            results.append({"job": job.task, "result": outcome, "seconds": round(time.perf_counter() - started, 3)})
        return results

    results = run(work, writes=True)
    if as_json:
        return print_json(results)
    console.print(
        table(
            f"ran {len(results)} job(s)",
            ["job", "result", "seconds"],
            [[r["job"], r["result"], r["seconds"]] for r in results],
        )
    )


@app.command()
def show(as_json: JsonFlag = False) -> None:
    """The job schedule and the trends as they stand: the trending hashtags and users the jobs last
    computed, and the most used tags of threads and projects.

    Example: devnet trends show
    """
    found = run(trends_admin.current)
    schedule = [{"job": job.task, "everySeconds": job.every} for job in SCHEDULE]
    if as_json:
        return print_json({"schedule": schedule, **found})
    console.print(table("Schedule", ["job", "every"], [[j["job"], f"{j['everySeconds']} s"] for j in schedule]))
    for name, rows in found.items():
        columns = list(rows[0]) if rows else []
        console.print(
            table(name, columns, [[str(r[c]) for c in columns] for r in rows]) if rows else f"{name}: none yet"
        )
