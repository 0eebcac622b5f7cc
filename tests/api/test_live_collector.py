"""One way to publish (devnet_api.realtime.collector): what a unit of work records goes to open
sockets after commit, and nothing of a transaction that rolled back; the after-commit hooks get
the notices. A real WebSocket client on the test app, on SQLite and on PostgreSQL + Redis."""

from __future__ import annotations

import pytest

from devnet_api.models.feed import Post
from devnet_api.realtime import collector
from devnet_api.realtime.collector import transaction
from devnet_api.realtime.flush import flushed
from devnet_api.services import feed
from devnet_api.web import keys
from tests.api.test_realtime import publisher, receive, signed_socket
from tests.api.test_realtime_events import nothing_waiting


class Boom(Exception):
    pass


@pytest.fixture
def hook_calls():
    """An after-commit hook for the test's length: the notices of each call."""
    calls: list[list] = []

    async def hook(notices) -> None:
        calls.append(list(notices))

    collector.after_commit(hook)
    yield calls
    collector._after_commit.remove(hook)


async def test_nothing_goes_live_for_a_rolled_back_transaction(client, make_user, hook_calls):
    (author_agent, author), (reader_agent, reader) = await make_user(), await make_user()
    author_ws, reader_ws = await signed_socket(author_agent, author), await signed_socket(reader_agent, reader)
    store = client.server.app[keys.STORAGE]
    text = f"Rolled back, @{reader['username']} #gone"

    async with flushed(lambda: publisher(client)):
        with pytest.raises(Boom):
            async with transaction():
                await feed.create(author["id"], text, [], [], store)  # new_post and a mention, recorded
                raise Boom

    assert not await Post.filter(content=text).exists()
    await nothing_waiting(client, author_ws, reader_ws)  # no new_post, no notification
    assert hook_calls == []

    # The same work committed: the post and the mention's unread count go out, the hook gets the notice.
    async with flushed(lambda: publisher(client)), transaction():
        post = await feed.create(author["id"], "Kept, @" + reader["username"], [], [], store)
    frame = await receive(reader_ws)
    assert frame["type"] == "new_post" and frame["post"]["id"] == post.id and frame["post"]["tags"] == []
    assert await receive(reader_ws) == {"type": "notification", "unreadCount": 1}
    assert (await receive(author_ws))["post"]["id"] == post.id
    assert [[(n.kind, n.recipient_id) for n in notices] for notices in hook_calls] == [[("mention", reader["id"])]]


async def test_an_inner_rollback_drops_only_its_own_events(client, make_user):
    (_, author), (reader_agent, reader) = await make_user(), await make_user()
    reader_ws = await signed_socket(reader_agent, reader)
    store = client.server.app[keys.STORAGE]
    async with flushed(lambda: publisher(client)), transaction():
        kept = await feed.create(author["id"], "The outer one stays", [], [], store)
        with pytest.raises(Boom):
            async with transaction():
                await feed.create(author["id"], "The inner one goes", [], [], store)
                raise Boom
    assert (await receive(reader_ws))["post"]["id"] == kept.id
    await nothing_waiting(client, reader_ws)
