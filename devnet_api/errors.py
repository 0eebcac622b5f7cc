"""Domain errors. Services raise them; one middleware renders API.md's envelope."""

from __future__ import annotations


class DomainError(Exception):
    status = 400
    default_message = "Bad request"

    def __init__(self, message: str | None = None, *, errors: dict[str, list[str]] | None = None,
                 headers: dict[str, str] | None = None) -> None:
        self.message = message or self.default_message
        self.errors = errors
        self.headers = headers or {}
        super().__init__(self.message)


class InvalidInput(DomainError):
    status = 400
    default_message = "Invalid input"

    @classmethod
    def field(cls, name: str, message: str) -> "InvalidInput":
        """One field's rule broken: the message leads and is listed under the field."""
        return cls(message, errors={name: [message]})


class NotAuthenticated(DomainError):
    status = 401
    default_message = "Not authenticated"


class Forbidden(DomainError):
    status = 403
    default_message = "You are not allowed to do that"


class NotFound(DomainError):
    status = 404
    default_message = "Not found"


class Conflict(DomainError):
    status = 409
    default_message = "Conflict"


class PayloadTooLarge(DomainError):
    status = 413
    default_message = "Request body is too large"


class UnsupportedMediaType(DomainError):
    status = 415
    default_message = "Request body must be JSON (Content-Type: application/json)"


class Throttled(DomainError):
    status = 429
    default_message = "Too many attempts. Please try again later."

    def __init__(self, retry_after: int, message: str | None = None) -> None:
        super().__init__(message, headers={"Retry-After": str(max(1, int(retry_after)))})
        self.retry_after = retry_after
