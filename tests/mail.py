"""A real SMTP server for the mail tests (aiosmtpd, in a thread of the test process): it keeps every
message it is sent, parsed, so a test reads what a member's mail client would."""

from __future__ import annotations

import email
import re
import socket
import threading
from email.message import EmailMessage
from email.policy import default

from aiosmtpd.controller import Controller


class Inbox:
    """What the server received: ``messages`` (parsed), each with its envelope's recipients."""

    def __init__(self) -> None:
        self.messages: list[EmailMessage] = []
        self.lock = threading.Lock()

    async def handle_DATA(self, server, session, envelope) -> str:
        message = email.message_from_bytes(envelope.content, policy=default)
        message["X-Envelope-To"] = ", ".join(envelope.rcpt_tos)
        with self.lock:
            self.messages.append(message)
        return "250 Message accepted for delivery"

    def to(self, address: str) -> list[EmailMessage]:
        with self.lock:
            return [m for m in self.messages if address in m["X-Envelope-To"]]

    def clear(self) -> None:
        with self.lock:
            self.messages.clear()


def port_for_worker(offset: int = 0) -> int:
    """A free port for this worker's server, asked of the system: parallel workers, and parallel
    runs of the suite on one machine, never collide (``offset`` is kept for the callers)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start(port: int) -> tuple[Controller, Inbox]:
    inbox = Inbox()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    return controller, inbox


async def confirmed_member(name: str):
    """A member (written directly, for a worker or CLI test) whose address is confirmed."""
    from devnet_api.models.accounts import User
    from devnet_api.models.mail import MailAccount
    from devnet_api.services import mail

    user = await User.create(
        email=f"{name}@example.com", username=name, username_key=name, display_name=name, password_hash="x"
    )
    row = await mail.account(user.id)
    await MailAccount.filter(id=row.id).update(verified_email=user.email)
    return user


def text_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("plain",)).get_content()


def html_of(message: EmailMessage) -> str:
    return message.get_body(preferencelist=("html",)).get_content()


def link_in(message: EmailMessage, pattern: str) -> str:
    found = re.search(pattern, text_of(message))
    assert found, text_of(message)
    return found.group(0)
