"""devnet seed"""

from __future__ import annotations

from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from devnet_api.backing import media_storage
from devnet_api.backing.jobs import SCHEDULE
from devnet_api.demo import seeder
from devnet_api.settings import Settings
from devnet_cli.common import JsonFlag, console, print_json, run

SMALL = seeder.Sizes(
    users=12,
    threads=60,
    projects=18,
    comments=200,
    votes=400,
    posts=120,
    likes=500,
    post_comments=200,
    friendships=30,
    messages=100,
    views=3000,
)
BARS = (
    "users",
    "threads",
    "projects",
    "comments",
    "votes",
    "posts",
    "likes",
    "post_comments",
    "friendships",
    "messages",
    "views",
)


def seed(
    users: Annotated[int, typer.Option(min=1, help="Demo members (demo0, demo1, ...).")] = seeder.Sizes.users,
    threads: Annotated[int, typer.Option(min=0, help="Threads to add.")] = seeder.Sizes.threads,
    projects: Annotated[
        int, typer.Option(min=0, help="Projects to add (with generated images).")
    ] = seeder.Sizes.projects,
    comments: Annotated[
        int, typer.Option(min=0, help="Comments on those threads and projects.")
    ] = seeder.Sizes.comments,
    votes: Annotated[
        int, typer.Option(min=0, help="Votes to cast (a member votes once per item).")
    ] = seeder.Sizes.votes,
    posts: Annotated[
        int, typer.Option(min=0, help="Feed posts (with #tags, some with code and links), over the last four days.")
    ] = seeder.Sizes.posts,
    likes: Annotated[
        int, typer.Option(min=0, help="Likes on those posts (a member likes a post once).")
    ] = seeder.Sizes.likes,
    post_comments: Annotated[int, typer.Option(min=0, help="Comments on those posts.")] = seeder.Sizes.post_comments,
    friendships: Annotated[
        int, typer.Option(min=0, help="Friendships between demo members (some still pending); at most one per pair.")
    ] = seeder.Sizes.friendships,
    messages: Annotated[
        int, typer.Option(min=0, help="Direct messages between friends (some unread).")
    ] = seeder.Sizes.messages,
    views: Annotated[
        int,
        typer.Option(
            min=0,
            help="Profile, thread and project views over the last 30 days (one per "
            "viewer and day; demo0 gets a large share).",
        ),
    ] = seeder.Sizes.views,
    trends: Annotated[
        bool,
        typer.Option(help="Run the trend and analytics jobs once afterwards (about 20 s for 100,000 posts on SQLite)."),
    ] = True,
    seed_value: Annotated[int, typer.Option("--seed", help="Random seed: the same seed gives the same content.")] = 7,
    force: Annotated[
        bool, typer.Option(help="Seed even though the database holds members who are not demo members.")
    ] = False,
    if_empty: Annotated[
        bool,
        typer.Option(
            "--if-empty",
            help="Seed a small set only when the database has no "
            "members at all (what `make run` does); otherwise do nothing.",
        ),
    ] = False,
    as_json: JsonFlag = False,
) -> None:
    """Fill the database with realistic demo members and content (password DemoPassw0rd).

    Members demo0@demo.devnet.dev ... each follow two topics (Python, Rust, JavaScript, Go, DevOps,
    PostgreSQL, security, career, AI) that their skills, threads, projects, posts and replies stay
    on; projects have generated images; comments, votes and views keep every counter exact; feed
    posts carry #tags (some code and links) with likes and comments; demo members have friends
    (some requests pending), direct messages (some unread) and 30 days of profile and content
    views. The trend and analytics jobs run once afterwards (--no-trends skips them), so trending
    tags, members and analytics show at once. Refuses a database holding members who are not demo
    members (--force).

    Example: devnet seed --users 50 --threads 100000 --projects 20000 --seed 42
    """
    settings = Settings.from_env()
    sizes = seeder.Sizes(
        users=users,
        threads=threads,
        projects=projects,
        comments=comments,
        votes=votes,
        posts=posts,
        likes=likes,
        post_comments=post_comments,
        friendships=friendships,
        messages=messages,
        views=views,
    )

    async def work():
        if if_empty:
            if not await seeder.is_empty():
                return None
            chosen = SMALL
        else:
            chosen = sizes
        with Progress(
            TextColumn("{task.description:>13}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            console=console,
            transient=as_json,
            disable=as_json,
        ) as bar:
            tasks = {name: bar.add_task(name, total=getattr(chosen, name)) for name in BARS}
            async with media_storage.connect(settings) as store:
                made = await seeder.seed(
                    chosen,
                    seed_value,
                    store,
                    force,
                    progress=lambda name, n: bar.advance(tasks[name], n) if name in tasks else None,
                )
        # The trend and analytics jobs, once, so the new posts trend at once (in scaled mode beat
        # would take minutes; embedded mode's start-up run would also do it).
        for job in SCHEDULE if trends else ():
            if job.at_start:
                await job.run()
        return made

    made = run(work, writes=True)
    if made is None:
        console.print("The database already has members: nothing seeded.")
        return
    if as_json:
        return print_json(made)
    console.print(
        f"[green]seeded[/] {made.get('users', 0)} members, {made.get('threads', 0)} threads, "
        f"{made.get('projects', 0)} projects, {made.get('comments', 0)} comments, {made.get('votes', 0)} votes, "
        f"{made.get('posts', 0)} posts, {made.get('likes', 0)} likes, {made.get('post_comments', 0)} post "
        f"comments, {made.get('friendships', 0)} friendships, {made.get('messages', 0)} messages, "
        f"{made.get('views', 0)} views"
        + (
            " (an empty database gets a small demo set; log in as demo0@demo.devnet.dev / DemoPassw0rd)"
            if if_empty
            else ""
        )
    )
