"""devnet moderate: the reports queue, hiding and unhiding content, and the audit log."""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api.services import audit, moderation
from devnet_cli.common import AsOperator, JsonFlag, Reason, console, fail, plain, print_json, run, table, when

app = typer.Typer(
    help="Work the reports queue, hide and unhide content, read the audit log.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
Kind = Annotated[str, typer.Argument(help="thread, project, comment or post.")]
ObjectId = Annotated[int, typer.Argument(min=1, help="Its id.")]
ReportId = Annotated[int, typer.Argument(min=1, help="The report's id (see `devnet moderate reports`).")]


@app.command()
def reports(
    status: Annotated[str, typer.Option(help="open, resolved, dismissed or all.")] = "open",
    kind: Annotated[
        str | None, typer.Option("--type", help="Only reports on this type (thread, project, comment, user, ...).")
    ] = None,
    limit: Annotated[int, typer.Option(min=1, max=1000, help="At most this many.")] = 50,
    as_json: JsonFlag = False,
) -> None:
    """The reports queue (oldest open first), each with the reported content and its context.

    Example: devnet moderate reports --type thread
    """
    found = run(lambda: moderation.queue(None if status == "all" else status, kind, limit))
    if as_json:
        return print_json(
            [
                {
                    "id": i["report"].id,
                    "status": i["report"].status,
                    "type": i["report"].resource_type,
                    "resourceId": i["report"].resource_id,
                    "reason": i["report"].reason,
                    "reporter": i["report"].reporter.username,
                    "createdAt": i["report"].created_at.isoformat(),
                    "content": i["content"],
                }
                for i in found
            ]
        )
    if not found:
        console.print("No reports." if status == "all" else f"No {plain(status)} reports.")
        return
    rows = []
    for item in found:
        report, content = item["report"], item["content"]
        what = f"{content.get('title', '')}\n{content.get('excerpt', '')}".strip() if content["exists"] else "(deleted)"
        rows.append(
            [
                report.id,
                when(report.created_at),
                f"{report.resource_type} {report.resource_id}",
                content.get("author", ""),
                content.get("state", "gone"),
                what,
                report.reason,
                report.reporter.username,
                report.status,
            ]
        )
    console.print(
        table(
            f"{len(found)} report(s)",
            ["id", "filed", "on", "author", "state", "content", "reason", "by", "status"],
            rows,
        )
    )


def _act(operator: str | None, action) -> None:
    async def work():
        return await action(await moderation.operator(operator))

    run(work, writes=True)


@app.command()
def hide(kind: Kind, object_id: ObjectId, reason: Reason = "", operator: AsOperator = None) -> None:
    """Hide a thread, project, comment or feed post from every list and page (reversible with unhide).

    Messages cannot be hidden (only their two members see them): read a reported one in
    `devnet moderate reports --type message` and act on its sender with `devnet users ban`.

    Example: devnet moderate hide thread 42 --reason "doxxing" --as alice
    """
    _act(operator, lambda actor: moderation.hide(actor, kind, object_id, reason))
    console.print(f"[red]hidden[/] {plain(kind)} {object_id}")


@app.command()
def unhide(kind: Kind, object_id: ObjectId, reason: Reason = "", operator: AsOperator = None) -> None:
    """Show a hidden thread, project, comment or post again.

    Example: devnet moderate unhide comment 7 --reason "hidden by mistake" --as alice
    """
    _act(operator, lambda actor: moderation.unhide(actor, kind, object_id, reason))
    console.print(f"[green]visible again[/] {plain(kind)} {object_id}")


@app.command()
def delete(kind: Kind, object_id: ObjectId, reason: Reason = "", operator: AsOperator = None) -> None:
    """Delete a thread, project, comment or post for good, as its author's Delete does (every count
    follows; a comment with later comments stays as "[deleted]"). Prefer hide: it can be undone.

    Example: devnet moderate delete post 42 --reason "illegal content" --as alice
    """
    _act(operator, lambda actor: moderation.delete_content(actor, kind, object_id, reason))
    console.print(f"[red]deleted[/] {plain(kind)} {object_id}")


@app.command()
def resolve(report_id: ReportId, reason: Reason = "", operator: AsOperator = None) -> None:
    """Close a report as resolved: it was right and something was done (hide, ban, ...).

    Example: devnet moderate resolve 12 --reason "thread hidden" --as alice
    """
    _act(operator, lambda actor: moderation.settle(actor, report_id, "resolved", reason))
    console.print(f"[green]resolved[/] report {report_id}")


@app.command()
def dismiss(report_id: ReportId, reason: Reason = "", operator: AsOperator = None) -> None:
    """Close a report as dismissed: nothing breaks the rules.

    Example: devnet moderate dismiss 13 --reason "disagreement, not abuse" --as alice
    """
    _act(operator, lambda actor: moderation.settle(actor, report_id, "dismissed", reason))
    console.print(f"dismissed report {report_id}")


@app.command()
def log(
    actor: Annotated[str | None, typer.Option(help="Only what this moderator did.")] = None,
    action: Annotated[str | None, typer.Option(help="Only this action (user.ban) or family ('user.').")] = None,
    target: Annotated[str | None, typer.Option(help="Only actions on this object, as type:id (thread:42).")] = None,
    limit: Annotated[int, typer.Option(min=1, max=10000, help="At most this many, newest first.")] = 50,
    as_json: JsonFlag = False,
) -> None:
    """The audit log: who did what to which object, when and why, newest first.

    Example: devnet moderate log --actor alice --action user.
    """
    target_type = target_id = None
    if target:
        target_type, _, raw_id = target.partition(":")
        if not raw_id.isdigit():
            raise fail("--target is type:id, for example thread:42")
        target_id = int(raw_id)
    found = run(lambda: audit.entries(limit, actor, action, target_type, target_id))
    if as_json:
        return print_json([audit.as_dict(e) for e in found])
    if not found:
        console.print("The audit log is empty." if not (actor or action or target) else "No entries match.")
        return
    console.print(
        table(
            f"{len(found)} entr{'y' if len(found) == 1 else 'ies'}",
            ["when", "by", "action", "target", "reason"],
            [[when(e.created_at), e.actor_name, e.action, f"{e.target_type} {e.target_id}", e.reason] for e in found],
        )
    )
