"""devnet mail: send the due mail and the weekly digest now, preview a member's digest."""

from __future__ import annotations

import typer

from devnet_api.services import digest, mail
from devnet_cli.common import JsonFlag, console, plain, print_json, run, settings

app = typer.Typer(
    help="Send the due notification mail and the weekly digest now; preview a member's digest.",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.command()
def deliver(as_json: JsonFlag = False) -> None:
    """Send the mail intents that are due (what the delivery job does every minute).

    Example: devnet mail deliver
    """
    mailer = mail.Mailer.from_settings(settings())
    stats = run(lambda: mail.deliver_due(mailer), writes=True)
    if as_json:
        return print_json(stats)
    console.print(", ".join(f"{name}: {count}" for name, count in stats.items()))


@app.command("digest")
def send_digest(as_json: JsonFlag = False) -> None:
    """Send every member the digest of the week that ended (what the weekly job does). A member who
    has it already, or has nothing in it, gets nothing: running it twice sends nobody two.

    Example: devnet mail digest
    """
    mailer = mail.Mailer.from_settings(settings())
    counts = run(lambda: digest.send_all(mailer), writes=True)
    if as_json:
        return print_json({"period": digest.last_week().period, **counts})
    console.print(f"digest {digest.last_week().period}: " + ", ".join(f"{k}: {v}" for k, v in counts.items()))


@app.command("preview-digest")
def preview_digest(username: str = typer.Argument(..., help="The member's username")) -> None:
    """Print the text of a member's digest of the week that ended, as it would be mailed (nothing is
    sent or written).

    Example: devnet mail preview-digest ada
    """
    site_url = settings().site_url
    text, period = run(lambda: digest.preview(username, site_url))
    console.print(f"digest {period} for @{plain(username)}", style="bold", highlight=False)
    console.print(plain(text), highlight=False, soft_wrap=True)
