"""devnet media: moderators' actions on uploaded images."""

from __future__ import annotations

from typing import Annotated

import typer

from devnet_api.services import media, moderation
from devnet_cli.common import AsOperator, Reason, console, plain, run, settings

app = typer.Typer(
    help="Act on uploaded images (take one down).",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


@app.command()
def takedown(
    image: Annotated[str, typer.Argument(help="The image's hash, or any /media URL of it or of its thumbnail.")],
    reason: Reason = "",
    operator: AsOperator = None,
) -> None:
    """Take an image down for good: its files are deleted, /media answers 410 Gone for it and its
    thumbnail, and the same picture cannot be posted again. Browsers and shared caches may keep a
    copy for at most a day (its Cache-Control). Recorded in the audit log.

    Example: devnet media takedown /media/3f5a...e1.jpg --reason "doxxing: a home address" --as alice
    """
    media_dir = settings().media_dir

    async def work():
        return await media.take_down(await moderation.operator(operator), image, reason, media_dir)

    row = run(work)
    console.print(f"[red]taken down[/] {plain(row.url)}")
