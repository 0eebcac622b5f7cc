"""Outgoing mail: through SMTP when DEVNET_SMTP_URL is set, else written to a folder and logged.

The folder (``var/outbox/`` by default) makes mail work offline: a developer, a test or an
operator reads the message there. One file per message, an RFC 5322 ``.eml``. The log line names
the subject and the file, never the recipient (no personal data in logs).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import smtplib
from dataclasses import dataclass
from datetime import UTC, datetime
from email.message import EmailMessage
from pathlib import Path
from urllib.parse import unquote, urlsplit

log = logging.getLogger("devnet.outbox")
SENDER = "DevNet <no-reply@devnet.dev>"


@dataclass(frozen=True)
class Outbox:
    smtp_url: str | None
    directory: Path
    sender: str = SENDER

    async def send(
        self, to: str, subject: str, body: str, html: str | None = None, headers: dict[str, str] | None = None
    ) -> str:
        """Send one message (plain text, or text and ``html`` as multipart/alternative) with extra
        ``headers`` (List-Unsubscribe, Message-ID); returns where it went (the SMTP host or the file)."""
        message = EmailMessage()
        message["From"] = self.sender
        message["To"] = to
        message["Subject"] = subject
        message["Date"] = datetime.now(UTC).strftime("%a, %d %b %Y %H:%M:%S +0000")
        for name, value in (headers or {}).items():
            message[name] = value
        message.set_content(body)
        if html is not None:
            message.add_alternative(html, subtype="html")
        if self.smtp_url:
            return await asyncio.to_thread(_smtp_send, self.smtp_url, message)
        path = await asyncio.to_thread(_write, self.directory, message)
        log.info("mail %r written to %s", subject, path)  # never the address: no personal data in logs
        return str(path)


def _smtp_send(url: str, message: EmailMessage) -> str:
    """``smtp://user:password@host:587`` (STARTTLS when the server offers it) or ``smtps://...:465``."""
    parts = urlsplit(url)
    secure = parts.scheme == "smtps"
    host, port = parts.hostname or "localhost", parts.port or (465 if secure else 25)
    client = smtplib.SMTP_SSL(host, port, timeout=30) if secure else smtplib.SMTP(host, port, timeout=30)
    with client:
        if not secure and client.has_extn("starttls"):
            client.starttls()
        if parts.username:
            client.login(unquote(parts.username), unquote(parts.password or ""))
        client.send_message(message)
    return f"{host}:{port}"


def _write(directory: Path, message: EmailMessage) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = directory / f"{stamp}-{secrets.token_hex(4)}.eml"
    tmp = path.with_suffix(".tmp")
    tmp.write_bytes(bytes(message))
    tmp.replace(path)  # a reader polling the folder never sees half a message
    return path
