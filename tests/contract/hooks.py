"""Schemathesis hooks for the contract test (loaded through SCHEMATHESIS_HOOKS).

The document names two formats of its own whose rule no JSON Schema keyword can state; here they
get values the server must accept, so "valid data is accepted" is checked for them too.
"""

from __future__ import annotations

import schemathesis
from hypothesis import strategies as st

# A cursor is valid only as the server issued it for the same list and order; without one, the
# only cursor a client may send is none at all (the first page).
schemathesis.openapi.format("devnet-cursor", st.just(""))


def _tiny_png() -> str:
    import base64
    import io

    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (2, 2), (30, 120, 200)).save(buffer, format="PNG")
    return "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode()


def _deliverable(address: str) -> bool:
    from email_validator import EmailNotValidError, validate_email

    try:
        validate_email(address, check_deliverability=False)
    except EmailNotValidError:
        return False
    return True


# An email must be one that can receive mail: the server (email-validator) also refuses RFC 6761's
# special-use domains (.test, .invalid, .localhost, .local, .onion, .arpa), which JSON Schema's
# "email" format allows. Valid data is drawn from addresses both accept; invalid data is unchanged.
schemathesis.openapi.format("email", st.emails().filter(_deliverable))


# An image must really be one (its bytes are decoded and checked): a real PNG as a data: URL.
schemathesis.openapi.format("devnet-image", st.just(_tiny_png()))


# Answers API.md gives to schema-valid requests on purpose, for a reason no JSON Schema keyword can
# state (it depends on who asks or on what the server issued). Each is accepted only as exactly that
# answer -- this operation, a 400 with this message under this field -- so any other refusal of
# valid data still fails the run (docs/testing.md, "Answers the contract allows").
PASSKEY_EXPIRED = "This passkey request has expired or was already used. Please try again."
PASSKEY_NOT_VERIFIED = "The passkey could not be verified. Please try again."
PASSKEY_NOT_YOURS = "This passkey is not one of this account's passkeys, or it could not be verified."
ALLOWED_REFUSALS = {
    # API.md "to oneself 400": the signed-in member's own id is a valid integer, not a valid addressee.
    ("POST", "/api/friends/request"): ("addresseeId", "You cannot send a friend request to yourself"),
    # decisions.md (Messages): "You cannot send a message to yourself" (400, under toUserId), for the
    # same reason as the friend request: the own id is valid as an integer, not as a recipient.
    ("POST", "/api/messages"): ("toUserId", "You cannot send a message to yourself"),
    # decisions.md: a token is valid only as a reset mail issued it (256 random bits, stored hashed);
    # no generated token can be one, so "valid data" here is always an unknown token.
    ("POST", "/api/auth/reset-password"): ("token", "This reset link is invalid or has expired"),
    # docs/mail.md: a confirmation token is valid only as a confirmation mail made it (an HMAC with
    # the member's key); no generated token is one.
    ("POST", "/api/mail/verify"): ("token", "This confirmation link is invalid or has expired"),
    # docs/safety.md: the own id is a valid member id, not one a member can block or mute.
    ("PUT", "/api/users/{id}/block"): ("id", "You cannot block yourself"),
    ("PUT", "/api/users/{id}/mute"): ("id", "You cannot mute yourself"),
    # docs/account.md: closing the account and changing the password need the member's own current
    # password; no generated value is it (the run's member would be gone if one were).
    ("DELETE", "/api/me"): ("password", "Password is incorrect"),
    ("POST", "/api/me/password"): ("currentPassword", "Current password is incorrect"),
    # docs/account.md: a second-factor code is valid only as the member's authenticator (or one of
    # their recovery codes) makes it; no generated one is. Re-authenticating takes the password or a
    # code, so any of the three answers may come.
    ("POST", "/api/me/two-factor/confirm"): ("code", "Invalid authentication code"),
    ("DELETE", "/api/me/two-factor"): ("code", "Invalid authentication code"),
    ("POST", "/api/auth/login/second-factor"): ("code", "Invalid authentication code"),
    ("POST", "/api/auth/reauthenticate"): (
        ("code", "Invalid authentication code"),
        ("password", "Password is incorrect"),
        ("password", "Enter your password"),
        # A passkey assertion (docs/account.md): no generated challengeId was issued, and none of
        # the run's member's passkeys signed a generated credential.
        ("challengeId", PASSKEY_EXPIRED),
        ("credential", PASSKEY_NOT_YOURS),
    ),
    # docs/account.md (Passkeys): a challengeId is valid only as the options answer issued it (256
    # random bits, stored hashed, once, 5 minutes); no generated one can be.
    # A credential is valid only as an authenticator signed it over that challenge: when the run
    # passes a real challengeId on (from the options answer), a generated credential never verifies.
    ("POST", "/api/auth/passkeys"): [("challengeId", PASSKEY_EXPIRED), ("credential", PASSKEY_NOT_VERIFIED)],
    ("POST", "/api/auth/passkeys/login"): ("challengeId", PASSKEY_EXPIRED),
    # Finishing a sign-in with a passkey: the run has no pending sign-in (401), unless it had one.
    ("POST", "/api/auth/login/second-factor/passkey"): [
        ("challengeId", PASSKEY_EXPIRED),
        ("credential", PASSKEY_NOT_YOURS),
    ],
}


@schemathesis.hook
def filter_failure(context, failure, case, response) -> bool:
    """Keep every failure except an ST202 that is exactly one of the refusals above (an operation
    may have a list of them)."""
    allowed = ALLOWED_REFUSALS.get((case.operation.method.upper(), case.operation.path))
    if failure.code != "ST202" or allowed is None or response.status_code != 400:
        return True
    try:
        body = response.json()
    except ValueError:
        return True
    choices = allowed if isinstance(allowed[0], tuple) else (allowed,)
    return not any(
        isinstance(body, dict) and body.get("message") == message and body.get("errors") == {field: [message]}
        for field, message in choices
    )
