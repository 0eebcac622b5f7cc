"""The adversarial suite: the running server attacked as a hostile client would (docs/security.md)."""
