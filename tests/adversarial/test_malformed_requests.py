"""Malformed HTTP from any client is the client's mistake: a real `devnet serve` answers 400 and logs
one INFO line without a traceback, never an ERROR (operators alert on ERROR). docs/security.md,
"Review of issue 29". aiohttp's parser refuses these before DevNet sees a request, so the backend
does not matter: one server, embedded mode."""

from __future__ import annotations

import re
import socket
import time

import pytest

from tests.processes import DevnetServer

MALFORMED = [
    b"GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n",  # a space in a header name
    b"GET /api/health HTTP/1.1\r\nHost: x\r\nX-Test: a\x00b\r\n\r\n",  # NUL in a value
    b"GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
    b"GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n",  # an unknown version
    b"GET /api/health HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n\r\n",  # a bad chunk
]


def send_raw(port: int, payload: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=5) as sock:
        sock.sendall(payload)
        received = b""
        try:
            while chunk := sock.recv(65536):
                received += chunk
        except (TimeoutError, ConnectionResetError):
            pass
    return received


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with DevnetServer(tmp_path_factory.mktemp("malformed")) as running:
        yield running


@pytest.mark.parametrize("payload", MALFORMED, ids=["header-name", "nul", "two-lengths", "version", "chunk"])
def test_a_malformed_request_is_a_400_and_one_info_line_without_traceback(server, payload):
    before = len(server.log())
    answer = send_raw(server.port, payload)
    assert re.match(rb"HTTP/1\.[01] 400 ", answer), answer[:200]
    deadline = time.monotonic() + 5
    while "malformed request" not in server.log()[before:] and time.monotonic() < deadline:
        time.sleep(0.05)
    logged = server.log()[before:]
    assert " INFO aiohttp.server malformed request from 127.0.0.1 refused (400): " in logged, logged
    assert "ERROR" not in logged and "Traceback" not in logged, logged
    # The server goes on answering.
    assert send_raw(server.port, b"GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").startswith(
        b"HTTP/1.1 200"
    )
