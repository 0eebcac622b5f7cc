"""Request ids, structured logs and the per-request line: what an operator reads (docs/operations.md).

Every request gets an id: the ``X-Request-ID`` a trusted proxy (DEVNET_TRUSTED_PROXIES) sent, else a
new one. It is answered in the response's ``X-Request-ID``, stamped on every log line the request
causes (a logging filter reads it from a context variable), and carried into the Celery tasks the
request queues (tasks/signals.py puts it in the task's headers and sets it again in the worker).

``DEVNET_LOG_FORMAT=json`` writes one JSON object a line (python-json-logger); ``text``, the default
(``make run``), writes plain lines. Either way a request is logged once, when it ends: method, route
template (never the raw path, whose query may carry a reset token), status, duration, member id and
request id. Cookies, headers and bodies are never logged.
"""

from __future__ import annotations

import contextvars
import logging
import re
import sys
import time
import uuid
from dataclasses import dataclass

from aiohttp import web

from devnet_api.telemetry import metrics
from devnet_api.web import keys
from devnet_api.web.caller import is_trusted

REQUEST_ID_HEADER = "X-Request-ID"
# What a proxy's id may look like: no spaces, quotes or control characters, so it cannot forge log lines.
REQUEST_ID = re.compile(r"[A-Za-z0-9._:/+=-]{1,128}")
access_log = logging.getLogger("devnet.access")


@dataclass
class RequestContext:
    request_id: str
    member_id: int | None = None


_current: contextvars.ContextVar[RequestContext | None] = contextvars.ContextVar("devnet_request", default=None)


def current_request_id() -> str | None:
    context = _current.get()
    return context.request_id if context else None


def bind(request_id: str | None) -> contextvars.Token:
    """Make ``request_id`` the current one (a Celery task's, for instance); ``unbind`` restores."""
    return _current.set(RequestContext(request_id) if request_id else None)


def unbind(token: contextvars.Token) -> None:
    _current.reset(token)


def note_member(member_id: int | None) -> None:
    """The signed-in member of the current request (user_middleware calls it), for its log line."""
    context = _current.get()
    if context is not None:
        context.member_id = member_id


def new_request_id() -> str:
    return uuid.uuid4().hex


def request_id_of(request: web.Request) -> str:
    """The id a trusted proxy gave the request, else a new one."""
    given = request.headers.get(REQUEST_ID_HEADER, "").strip()
    trusted = request.app[keys.SETTINGS].trusted_proxies
    if given and trusted and REQUEST_ID.fullmatch(given) and is_trusted(request.remote or "", trusted):
        return given
    return new_request_id()


def route_of(request: web.Request) -> str:
    """The route template that answered (``/api/threads/{id}``), bounded for metric labels."""
    route = request.match_info.route
    resource = route.resource if route is not None else None
    if resource is None:
        return "unmatched"
    canonical = resource.canonical
    if canonical == "/{tail:.*}" or "{tail" in canonical:
        return "/{client}"  # the client app's catch-all
    return canonical


@web.middleware
async def observe_middleware(request: web.Request, handler) -> web.StreamResponse:
    """Outermost: the request's id, one log line when it ends, and its metrics."""
    context = RequestContext(request_id_of(request))
    token = _current.set(context)
    request[keys.REQUEST_ID] = context.request_id
    started = time.perf_counter()
    status = 500
    try:
        response = await handler(request)
        status = response.status
        return response
    except web.HTTPException as exc:
        status = exc.status
        exc.headers[REQUEST_ID_HEADER] = context.request_id
        raise
    finally:
        duration = time.perf_counter() - started
        route = route_of(request)
        socket = request.headers.get("Upgrade", "").lower() == "websocket"  # its duration is the socket's life
        metrics.observe_request(request.method, route, status, None if socket else duration)
        access_log.info(
            "%s %s %s %.1fms",
            request.method,
            route,
            status,
            duration * 1000,
            extra={
                "method": request.method,
                "route": route,
                "status": status,
                "duration_ms": round(duration * 1000, 1),
                "member_id": context.member_id,
            },
        )
        _current.reset(token)


async def request_id_header(request: web.Request, response: web.StreamResponse) -> None:
    """on_response_prepare: every answer, static files and sockets included, names its request."""
    request_id = request.get(keys.REQUEST_ID)
    if request_id:
        response.headers[REQUEST_ID_HEADER] = request_id


class RequestIdFilter(logging.Filter):
    """Stamps ``request_id`` on every record, and keeps task arguments (an email address, a link)
    out of Celery's task lines."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not hasattr(record, "request_id"):
            record.request_id = current_request_id()
        data = getattr(record, "data", None)
        if isinstance(data, dict) and ("args" in data or "kwargs" in data):
            record.data = {key: value for key, value in data.items() if key not in ("args", "kwargs")}
        return True


class MalformedRequestFilter(logging.Filter):
    """On aiohttp's ``aiohttp.server`` logger: a request aiohttp's parser refuses (a malformed header
    or request line, a bad chunk: any ``HttpProcessingError``) is the client's mistake, answered 400
    by aiohttp itself. It is logged as one INFO line naming the client and the parser's reason,
    never as an ERROR with a traceback (operators alert on ERROR; anyone can send one). A real error
    in a handler keeps its ERROR and traceback. docs/security.md, "Review of issue 29"."""

    def filter(self, record: logging.LogRecord) -> bool:
        from aiohttp.http_exceptions import HttpProcessingError

        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, HttpProcessingError):
            remote = record.args[0] if isinstance(record.args, tuple) and record.args else "?"
            reason = " ".join(str(exc).split())[:200]
            record.msg, record.args = (
                "malformed request from %s refused (400): %s: %r",
                (
                    remote,
                    type(exc).__name__,
                    reason,
                ),
            )
            record.levelno, record.levelname = logging.INFO, "INFO"
            record.exc_info, record.exc_text, record.stack_info = None, None, None
        return True


def quiet_malformed_requests() -> None:
    """Install MalformedRequestFilter once on aiohttp's server logger."""
    server = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, MalformedRequestFilter) for f in server.filters):
        server.addFilter(MalformedRequestFilter())


# An email address anywhere in a formatted line (a message, an exception from the mail server, a
# library's line): replaced before the line is written. Members' addresses are personal data and
# never belong in logs (docs/operations.md, "Request ids and logs").
EMAIL = re.compile(r"[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}")
REDACTED_EMAIL = "[email]"


class Redacting(logging.Formatter):
    """Wraps a formatter: its lines with every email address replaced by ``[email]``."""

    def __init__(self, inner: logging.Formatter) -> None:
        super().__init__()
        self.inner = inner

    def format(self, record: logging.LogRecord) -> str:
        line = self.inner.format(record)
        return EMAIL.sub(REDACTED_EMAIL, line) if "@" in line else line


TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s %(message)s"
JSON_FIELDS = "%(asctime)s %(levelname)s %(name)s %(message)s %(process)d %(request_id)s"


def formatter(log_format: str) -> logging.Formatter:
    if log_format == "json":
        from pythonjsonlogger.json import JsonFormatter

        return Redacting(
            JsonFormatter(
                JSON_FIELDS,
                rename_fields={"asctime": "time", "levelname": "level", "name": "logger", "process": "pid"},
                timestamp=False,
            )
        )
    return Redacting(logging.Formatter(TEXT_FORMAT))


def _log_uncaught(kind, value, traceback) -> None:
    if issubclass(kind, KeyboardInterrupt):
        sys.__excepthook__(kind, value, traceback)
        return
    logging.getLogger("devnet").critical(
        "the process stops on an uncaught %s: %s", kind.__name__, value, exc_info=(kind, value, traceback)
    )


def setup_logging(level: str = "INFO", log_format: str = "text", stream=None) -> None:
    """The root logger's one handler: plain text or JSON lines, every record stamped with its request id."""
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(formatter(log_format))
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level)
    # Celery's pool (billiard) logs through the "multiprocessing" logger, which does not propagate:
    # without a handler of its own, Python's last-resort handler wrote its warnings ("Process
    # 'ForkPoolWorker-2' ... exited with 'signal 15 (SIGTERM)'") as bare text among the JSON lines.
    pool = logging.getLogger("multiprocessing")
    for old in list(pool.handlers):
        pool.removeHandler(old)
    pool.addHandler(handler)
    pool.propagate = False
    logging.captureWarnings(True)  # a library's warning is a log line too (JSON when the logs are)
    if log_format == "json":
        sys.excepthook = _log_uncaught  # a crash's traceback too: one JSON line, not forty text lines
    # aiohttp's own access log would repeat devnet.access's line with the raw path.
    logging.getLogger("aiohttp.access").disabled = True
    quiet_malformed_requests()
