"""Queueing a Celery task from the web process, by name: the API never imports ``tasks/``.

Used where work should leave the web process (scaled mode with DEVNET_MAIL_IN_WORKER: the reset
mail). The request id of the current request goes with the task in its headers, so the worker's
log lines of that task carry it too (tasks/signals.py)."""

from __future__ import annotations

import asyncio
import functools

from celery import Celery
from kombu.exceptions import KombuError

from devnet_api.errors import Unavailable
from devnet_api.observability import current_request_id

PUBLISH_TIMEOUT = 5.0  # seconds
_clients: dict[str, Celery] = {}


def _client(broker: str) -> Celery:
    if broker not in _clients:
        client = Celery("devnet-web", broker=broker)
        client.conf.update(task_serializer="json", accept_content=["json"], broker_connection_retry=False)
        _clients[broker] = client
    return _clients[broker]


async def send(broker: str, name: str, *args: object) -> None:
    """Queue task ``name`` with ``args``; Unavailable (503) when the broker does not answer."""
    headers = {"request_id": current_request_id()}
    send_task = functools.partial(_client(broker).send_task, name, args=list(args), headers=headers)
    try:
        # kombu's publishing blocks: a thread keeps the event loop free.
        await asyncio.wait_for(asyncio.get_running_loop().run_in_executor(None, send_task), PUBLISH_TIMEOUT)
    except (OSError, KombuError, TimeoutError) as exc:
        raise Unavailable() from exc
