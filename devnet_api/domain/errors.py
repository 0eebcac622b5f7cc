"""Domain errors. Services raise them; one middleware renders API.md's envelope."""

from __future__ import annotations

import errno
import sqlite3


class DomainError(Exception):
    """An error a client can act on: its HTTP ``status`` and ``default_message``, given per kind as
    class keywords (``class NotFound(DomainError, status=404, message="Not found")``)."""

    status = 400
    default_message = "Bad request"

    def __init_subclass__(cls, status: int | None = None, message: str | None = None, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if status is not None:
            cls.status = status
        if message is not None:
            cls.default_message = message

    def __init__(
        self,
        message: str | None = None,
        *,
        errors: dict[str, list[str]] | None = None,
        headers: dict[str, str] | None = None,
        code: str | None = None,
    ) -> None:
        self.message = message or self.default_message
        self.errors = errors
        self.headers = headers or {}
        # A machine-readable reason a client acts on (``reauthentication_required``), beside the text.
        self.code = code
        super().__init__(self.message)


class InvalidInput(DomainError, status=400, message="Invalid input"):
    @classmethod
    def field(cls, name: str, message: str) -> InvalidInput:
        """One field's rule broken: the message leads and is listed under the field."""
        return cls(message, errors={name: [message]})


class NotAuthenticated(DomainError, status=401, message="Not authenticated"): ...


class Forbidden(DomainError, status=403, message="You are not allowed to do that"): ...


class NotFound(DomainError, status=404, message="Not found"): ...


class Conflict(DomainError, status=409, message="Conflict"): ...


class Gone(DomainError, status=410, message="Gone"): ...


class PayloadTooLarge(DomainError, status=413, message="Request body is too large"): ...


JSON_ONLY = "Request body must be JSON (Content-Type: application/json)"


class UnsupportedMediaType(DomainError, status=415, message=JSON_ONLY): ...


class Throttled(DomainError, status=429, message="Too many attempts. Please try again later."):
    def __init__(self, retry_after: int, message: str | None = None) -> None:
        super().__init__(message, headers={"Retry-After": str(max(1, int(retry_after)))})
        self.retry_after = retry_after


class Unavailable(
    DomainError, status=503, message="The service is briefly unavailable. Please try again in a few seconds."
):
    """A service the request needs (the database, Redis) cannot be reached: 503 with Retry-After, so
    clients and proxies back off and come again instead of reading it as a bug (a 500)."""

    retry_after = 5  # seconds: about how long a database restart or a Redis failover takes

    def __init__(self, message: str | None = None) -> None:
        super().__init__(message, headers={"Retry-After": str(self.retry_after)})


NETWORK_ERRNOS = {
    errno.ECONNREFUSED,
    errno.ECONNRESET,
    errno.ECONNABORTED,
    errno.EPIPE,
    errno.EHOSTUNREACH,
    errno.ENETUNREACH,
    errno.ETIMEDOUT,
}


def lost_connection_types() -> tuple[type[BaseException], ...]:
    """Exception types that mean "the database or Redis is not there right now", not a bug."""
    import asyncpg
    from redis.exceptions import ConnectionError as RedisConnectionError
    from redis.exceptions import TimeoutError as RedisTimeoutError
    from tortoise.exceptions import DBConnectionError

    return (
        ConnectionError,  # refused, reset, aborted, broken pipe
        TimeoutError,
        DBConnectionError,
        asyncpg.PostgresConnectionError,  # SQLSTATE class 08, "connection was closed in the middle of operation"
        asyncpg.CannotConnectNowError,  # 57P03: the server is starting up or shutting down
        asyncpg.AdminShutdownError,  # 57P01: a fast shutdown cut the connection
        asyncpg.CrashShutdownError,
        asyncpg.TooManyConnectionsError,
        # A pooled connection the server has just terminated, used before asyncpg noticed the close:
        # its protocol state is broken ("cannot switch to state ..."); the pool replaces it.
        asyncpg.InternalClientError,
        RedisConnectionError,
        RedisTimeoutError,
    )


_LOST: tuple[type[BaseException], ...] | None = None


def _lost(exc: BaseException) -> bool:
    import asyncpg

    global _LOST
    if _LOST is None:
        _LOST = lost_connection_types()
    if isinstance(exc, _LOST):
        return True
    if isinstance(exc, OSError):
        # asyncio reports a failed connect to several addresses as one OSError without an errno.
        return exc.errno in NETWORK_ERRNOS or str(exc).startswith("Multiple exceptions")
    if isinstance(exc, asyncpg.InterfaceError):
        return "connection is closed" in str(exc)  # a pooled connection whose server went away
    if isinstance(exc, sqlite3.OperationalError):
        return "locked" in str(exc)  # SQLite's writer lock held past its busy timeout
    return False


def is_unavailable(exc: BaseException) -> bool:
    """Whether ``exc`` (or what it wraps: Tortoise re-raises driver errors as its OperationalError)
    says a database or Redis connection could not be made or was lost, rather than that the request
    or the code is wrong. Files and permissions are not in it: those stay 500s."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if _lost(current):
            return True
        current = current.__cause__ or current.__context__
    return False
