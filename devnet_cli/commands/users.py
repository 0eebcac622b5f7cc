"""devnet users: find members, look at one, ban and unban, end sessions, change roles, delete, reset links and
two-factor sign-in."""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api.models.accounts import User
from devnet_api.services import audit, moderation, two_factor
from devnet_cli.common import AsOperator, JsonFlag, Reason, console, plain, print_json, run, settings, table, when

app = typer.Typer(
    help="Find members, look at one, ban and unban them, change roles, delete accounts.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
UserArg = Annotated[str, typer.Argument(metavar="USER", help="Username (with or without @), email, or #id.")]


def user_dict(user: User) -> dict:
    return {
        "id": user.id,
        "username": user.username,
        "email": user.email,
        "displayName": user.display_name,
        "role": user.role,
        "status": user.status,
        "threadCount": user.thread_count,
        "projectCount": user.project_count,
        "createdAt": user.created_at.isoformat(),
    }


@app.command("list")
def list_users(
    search: Annotated[str, typer.Option("--search", "-s", help="Text in the username, display name or email.")] = "",
    role: Annotated[str | None, typer.Option(help="Only this role: member, moderator or admin.")] = None,
    status: Annotated[str | None, typer.Option(help="Only this status: active or banned.")] = None,
    limit: Annotated[int, typer.Option(min=1, max=1000, help="At most this many, newest first.")] = 50,
    as_json: JsonFlag = False,
) -> None:
    """List members, newest first, optionally searched and filtered.

    Example: devnet users list --search ada --status banned
    """
    users = run(lambda: moderation.search(search, role, status, limit))
    if as_json:
        return print_json([user_dict(u) for u in users])
    if not users:
        console.print("No members match.")
        return
    console.print(
        table(
            f"{len(users)} member(s)",
            ["id", "username", "display name", "email", "role", "status", "threads", "projects", "joined"],
            [
                [
                    u.id,
                    u.username,
                    u.display_name,
                    u.email,
                    u.role,
                    u.status,
                    u.thread_count,
                    u.project_count,
                    when(u.created_at),
                ]
                for u in users
            ],
        )
    )


@app.command()
def show(user: UserArg, as_json: JsonFlag = False) -> None:
    """One member: their account, counts of what they wrote, and their moderation history.

    Example: devnet users show @ada
    """

    async def work():
        return await moderation.profile(await moderation.find(user))

    found = run(work)
    member, counts, history = found["user"], found["counts"], found["history"]
    if as_json:
        return print_json({**user_dict(member), "counts": counts, "history": [audit.as_dict(e) for e in history]})
    console.print(
        table(
            f"@{plain(member.username)}",
            ["field", "value"],
            [
                ["id", member.id],
                ["display name", member.display_name],
                ["email", member.email],
                ["role", member.role],
                ["status", member.status],
                ["joined", when(member.created_at)],
                *[[name, value] for name, value in counts.items()],
            ],
        )
    )
    if history:
        console.print(
            table(
                "Moderation history",
                ["when", "by", "action", "reason"],
                [[when(e.created_at), e.actor_name, e.action, e.reason] for e in history],
            )
        )
    else:
        console.print("No moderation history.")


@app.command()
def ban(user: UserArg, reason: Reason = "", operator: AsOperator = None, as_json: JsonFlag = False) -> None:
    """Suspend a member: their sessions end at once, login answers 403, their content is hidden.

    Example: devnet users ban @spammer --reason "link spam in 12 threads" --as alice
    """

    async def work():
        actor = await moderation.operator(operator)
        return await moderation.ban(actor, await moderation.find(user), reason)

    banned = run(work, writes=True)
    if as_json:
        return print_json(user_dict(banned))
    console.print(f"[red]banned[/] @{plain(banned.username)}: sessions ended, content hidden until unbanned")


@app.command("end-sessions")
def end_sessions(user: UserArg, reason: Reason = "", operator: AsOperator = None, as_json: JsonFlag = False) -> None:
    """Sign a member out everywhere: every session ends and its live sockets close; they can log in
    again (only an admin does this to a moderator or an admin).

    Example: devnet users end-sessions @ada --reason "cookie stolen, member asked" --as alice
    """

    async def work():
        actor = await moderation.operator(operator)
        member = await moderation.find(user)
        return member, await moderation.end_sessions(actor, member, reason)

    member, ended = run(work, writes=True)
    if as_json:
        return print_json({"username": member.username, "sessionsEnded": ended})
    console.print(f"[green]ended[/] {ended} session(s) of @{plain(member.username)}")


@app.command()
def unban(user: UserArg, reason: Reason = "", operator: AsOperator = None, as_json: JsonFlag = False) -> None:
    """Lift a suspension: the member can log in again and their content shows again (only an admin
    lifts a moderator's or an admin's).

    Example: devnet users unban @ada --reason "appeal accepted" --as alice
    """

    async def work():
        actor = await moderation.operator(operator)
        return await moderation.unban(actor, await moderation.find(user), reason)

    member = run(work, writes=True)
    if as_json:
        return print_json(user_dict(member))
    console.print(f"[green]unbanned[/] @{plain(member.username)}")


@app.command("set-role")
def set_role(
    user: UserArg,
    role: Annotated[str, typer.Argument(help="member, moderator or admin.")],
    reason: Reason = "",
    operator: AsOperator = None,
    as_json: JsonFlag = False,
) -> None:
    """Make a member a moderator or admin, or a member again (admins only).

    On a site without any admin, the first one is named without --as (recorded as `system`).

    Example: devnet users set-role @bob moderator --as alice
    """

    async def work():
        actor = await moderation.operator(operator, admin=True) if operator else None
        return await moderation.set_role(actor, await moderation.find(user), role, reason)

    member = run(work, writes=True)
    if as_json:
        return print_json(user_dict(member))
    console.print(f"[green]@{plain(member.username)}[/] is now {member.role}")


@app.command()
def delete(
    user: UserArg,
    reason: Reason = "",
    operator: AsOperator = None,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")] = False,
    as_json: JsonFlag = False,
) -> None:
    """Delete an account and everything it wrote (threads, projects, posts, comments, votes, likes,
    shares, reports it filed). Counters on other members' content drop what this member added.
    Cannot be undone; the audit log keeps the username and email. Prefer `ban` when in doubt.

    Example: devnet users delete @spammer --reason "spam account" --as alice --yes
    """

    async def check():
        actor = await moderation.operator(operator)
        target = await moderation.find(user)
        moderation.may_act_on(actor, target)
        return target

    target = run(check)
    if not yes and not typer.confirm(f"Delete @{target.username} and everything they wrote?"):
        console.print("Nothing deleted.")
        raise typer.Exit(1)

    async def work():
        actor = await moderation.operator(operator)
        return await moderation.delete(actor, await moderation.find(user), reason)

    removed = run(work, writes=True)
    if as_json:
        return print_json({"deleted": target.username, **removed})
    console.print(
        f"[red]deleted[/] @{plain(target.username)} with {removed['threads']} threads, "
        f"{removed['projects']} projects, {removed['posts']} posts and {removed['comments']} comments"
    )


@app.command("reset-link")
def reset_link(user: UserArg, operator: AsOperator = None, as_json: JsonFlag = False) -> None:
    """Print a password reset link (single use, valid one hour) for a moderator to pass on (only an
    admin gets one for a moderator or an admin).

    The link starts with DEVNET_PUBLIC_URL (default http://DEVNET_HOST:DEVNET_PORT).

    Example: devnet users reset-link @ada --as alice
    """
    site_url = settings().site_url

    async def work():
        actor = await moderation.operator(operator)
        return await moderation.reset_link(actor, await moderation.find(user), site_url)

    link = run(work, writes=True)
    if as_json:
        return print_json({"link": link})
    typer.echo(link)


@app.command("reset-2fa")
def reset_2fa(user: UserArg, reason: Reason = "", operator: AsOperator = None, as_json: JsonFlag = False) -> None:
    """Turn off a member's two-factor sign-in for them, when they lost their authenticator app and
    their recovery codes (admins only; never one's own; an admin's or moderator's only by an admin).
    Their passkeys go too (a passkey is a second factor after the password). Their password signs
    them in again; they can set two-factor sign-in and passkeys up anew from /settings.

    Example: devnet users reset-2fa @ada --reason "lost phone, identity checked by video call" --as alice
    """

    async def work():
        actor = await moderation.operator(operator, admin=True)
        return await two_factor.reset_by_admin(actor, await moderation.find(user), reason)

    member = run(work, writes=True)
    if as_json:
        return print_json({**user_dict(member), "twoFactorEnabled": member.two_factor_enabled})
    console.print(
        f"[green]two-factor sign-in reset[/] for @{plain(member.username)}: their password alone signs them in"
    )
