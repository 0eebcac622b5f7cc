"""A software WebAuthn authenticator for the API tests: it answers the server's real options with
real credentials (a P-256 key, 'none' attestation, ES256 signatures over authenticator data), as a
phone or a laptop's platform authenticator would. Nothing of the server is mocked: py_webauthn
verifies what this makes. Each field can be spoiled on purpose (origin, challenge, flags, counter).
"""

from __future__ import annotations

import base64
import hashlib
import json
import secrets
import struct
from dataclasses import dataclass, field

import cbor2
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec

UP, UV, AT = 0x01, 0x04, 0x40


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


@dataclass
class SoftPasskey:
    """One discoverable credential: its key, its id, the user handle it keeps, its counter."""

    rp_id: str
    user_handle: str
    key: ec.EllipticCurvePrivateKey = field(default_factory=lambda: ec.generate_private_key(ec.SECP256R1()))
    credential_id: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    sign_count: int = 0

    @property
    def id(self) -> str:
        return b64(self.credential_id)

    def _cose_key(self) -> bytes:
        numbers = self.key.public_key().public_numbers()
        return cbor2.dumps({1: 2, 3: -7, -1: 1, -2: numbers.x.to_bytes(32, "big"), -3: numbers.y.to_bytes(32, "big")})

    def _auth_data(self, flags: int, rp_id: str | None = None, attested: bool = False) -> bytes:
        data = hashlib.sha256((rp_id or self.rp_id).encode()).digest() + bytes([flags])
        data += struct.pack(">I", self.sign_count)
        if attested:
            data += bytes(16) + struct.pack(">H", len(self.credential_id)) + self.credential_id + self._cose_key()
        return data

    def assert_(
        self,
        options: dict,
        origin: str,
        *,
        flags: int = UP | UV,
        count_step: int = 1,
        challenge: str | None = None,
        rp_id: str | None = None,
    ) -> dict:
        """navigator.credentials.get()'s answer (toJSON()) to ``options`` (the publicKey part)."""
        self.sign_count += count_step
        client_data = _client_data("webauthn.get", challenge or options["challenge"], origin)
        auth_data = self._auth_data(flags, rp_id or options.get("rpId"))
        signature = self.key.sign(auth_data + hashlib.sha256(client_data).digest(), ec.ECDSA(hashes.SHA256()))
        return {
            "id": self.id,
            "rawId": self.id,
            "type": "public-key",
            "authenticatorAttachment": "platform",
            "clientExtensionResults": {},
            "response": {
                "clientDataJSON": b64(client_data),
                "authenticatorData": b64(auth_data),
                "signature": b64(signature),
                "userHandle": self.user_handle,
            },
        }


def _client_data(kind: str, challenge: str, origin: str) -> bytes:
    return json.dumps({"type": kind, "challenge": challenge, "origin": origin, "crossOrigin": False}).encode()


def create(
    options: dict, origin: str, *, flags: int = UP | UV | AT, passkey: SoftPasskey | None = None
) -> tuple[SoftPasskey, dict]:
    """navigator.credentials.create() for ``options`` (the publicKey part): the new passkey and the
    credential's toJSON() to send to the server."""
    passkey = passkey or SoftPasskey(rp_id=options["rp"]["id"], user_handle=options["user"]["id"])
    client_data = _client_data("webauthn.create", options["challenge"], origin)
    attestation = cbor2.dumps({"fmt": "none", "attStmt": {}, "authData": passkey._auth_data(flags, attested=True)})
    credential = {
        "id": passkey.id,
        "rawId": passkey.id,
        "type": "public-key",
        "authenticatorAttachment": "platform",
        "clientExtensionResults": {},
        "response": {
            "clientDataJSON": b64(client_data),
            "attestationObject": b64(attestation),
            "transports": ["internal"],
        },
    }
    return passkey, credential
